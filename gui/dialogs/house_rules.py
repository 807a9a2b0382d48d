"""HouseRules: New game's house rules, folded under "More rules" (a part the NewGameDialog
owns): a control per option the game declares (GameInfo.options: BOOL -> check box,
INT -> spin box or list, CHOICE -> list, gui/dialogs/table_setter.py option_widget), each
with its label and tooltip from the engine's words (gui/lang/strings.py)."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from ..lang import strings
from .table_setter import Fold, option_widget, set_widget, widget_value


class HouseRules:
    """The options' controls (`widgets`, by option name) in a form (`form`) on `box`, which
    the fold (`fold`, "More rules") shows or hides."""

    def __init__(self) -> None:
        self.widgets: dict[str, QWidget] = {}
        self.box = QWidget()
        self.form = QFormLayout(self.box)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.fold = Fold(self.box)

    def build(self, info: Any, values: dict[str, Any]) -> None:
        """A control per option of the game `info`, set to `values` (else the default); the
        fold is hidden when the game has none."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.widgets = {}
        for spec in info.options:
            widget = option_widget(spec, values.get(spec.name, spec.default))
            tip = strings.option_help(spec)
            widget.setToolTip(tip)
            self.widgets[spec.name] = widget
            if isinstance(widget, QCheckBox):
                # The box's own text: the style spaces it from the box, and it toggles too.
                widget.setText(strings.option_label(spec))
                self.form.addRow(widget)
                continue
            label = QLabel(strings.option_label(spec))
            label.setToolTip(tip)
            label.setBuddy(widget)
            self.form.addRow(label, widget)
        self.fold.setVisible(bool(info.options))

    def retranslate(self, info: Any) -> None:
        """Relabel the controls in place, keeping the values chosen so far."""
        for spec in info.options:
            widget = self.widgets.get(spec.name)
            label = self.form.labelForField(widget) if widget is not None else None
            if isinstance(widget, QCheckBox):
                widget.setText(strings.option_label(spec))
                widget.setToolTip(strings.option_help(spec))
            elif label is not None:
                label.setText(strings.option_label(spec))
                label.setToolTip(strings.option_help(spec))
                widget.setToolTip(strings.option_help(spec))
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, strings.option_value(spec, widget.itemData(i)))

    def set_values(self, values: dict[str, Any]) -> None:
        """Every control set to its value in `values` (a variant's preset)."""
        for name, widget in self.widgets.items():
            set_widget(widget, values.get(name))

    def values(self) -> dict[str, Any]:
        """Every option's value as chosen."""
        return {name: widget_value(widget) for name, widget in self.widgets.items()}

    def changed_from(self, preset: dict[str, Any]) -> dict[str, Any]:
        """The options whose chosen value differs from `preset` (the variant's)."""
        out = {}
        for name, widget in self.widgets.items():
            value = widget_value(widget)
            if value != preset.get(name):
                out[name] = value
        return out


__all__ = ["HouseRules"]
