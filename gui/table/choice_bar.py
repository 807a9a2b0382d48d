"""ChoiceBar: "pick one of these ways to play" below the felt, the same in every game.

A prompt on the left, one button per choice, and Cancel on the right. A choice is a label
and what to do: an action's notation (the bar emits `chosen(notation)` and the table plays
it) or a callable for a step inside the table (九局對決's "Discard 1, draw 1" first asks which
card). The bar keeps its height when empty, so the table above never jumps when a prompt or
buttons appear.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ..style import set_hinted


@dataclass(frozen=True)
class Choice:
    """One button: its text, and the notation it plays or the step it starts."""
    label: str
    notation: str = ""
    step: Callable[[], None] | None = None
    key: str = ""          # a name tests and tables can find the button by


class ChoiceBar(QWidget):
    """Prompt, choice buttons and Cancel; `chosen(notation)` when a playing choice is clicked."""

    chosen = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, bold_prompt: bool = False) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        if bold_prompt:
            font = self.prompt.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.1)
            self.prompt.setFont(font)
        row.addWidget(self.prompt, 1)
        self._buttons_row = QHBoxLayout()
        row.addLayout(self._buttons_row)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        self.cancel_button.hide()
        row.addWidget(self.cancel_button)
        self.buttons: dict[str, QPushButton] = {}
        # Room for one row of buttons even when empty: nothing above moves when one appears.
        self.setMinimumHeight(self.cancel_button.sizeHint().height() + 4)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def set_cancel(self, text: str, visible: bool) -> None:
        self.cancel_button.setText(text)
        self.cancel_button.setVisible(visible)

    def offer(self, choices: Sequence[Choice]) -> None:
        """Replace the buttons with these choices (none: no buttons)."""
        self.clear_choices()
        for index, choice in enumerate(choices):
            button = QPushButton(choice.label)
            if choice.step is not None:
                button.clicked.connect(lambda _=False, step=choice.step: step())
            else:
                button.clicked.connect(lambda _=False, n=choice.notation: self.chosen.emit(n))
            self._buttons_row.addWidget(button)
            button.show()            # a child added to a visible widget is not shown by itself
            self.buttons[choice.key or choice.notation or str(index)] = button

    def mark(self, key: str) -> None:
        """Point at one button (a hint's choice): outlined and the default for Enter."""
        for name, button in self.buttons.items():
            set_hinted(button, name == key)
            button.setDefault(name == key)

    def clear_choices(self) -> None:
        while self._buttons_row.count():
            widget = self._buttons_row.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = {}

    def reset(self) -> None:
        """No prompt, no buttons, no Cancel (the bar keeps its place)."""
        self.clear_choices()
        self.prompt.clear()
        self.cancel_button.hide()
