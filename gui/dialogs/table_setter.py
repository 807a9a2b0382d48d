"""The parts of New game that make it a table you set (issue 33, item 3): the seats around a
small felt (`SeatsTable`), the variants each with one sentence of what it changes
(`VariantList`), and the house rules folded under "More rules" (`Fold`).

`lay_out` places the dialog's parts; `option_widget` makes a house rule's control. Colours
come from the application style sheet through `jiupaiRole` ("felt", "tile",
"tileTitle", "tileLine"); nothing here sets one.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import OptionKind

from ..home.tile import role
from ..lang import strings
from ..lang.arg import arg

# Where the other seats sit around the felt, clockwise from the player's left, by how many
# there are: (row, column) cells of a 3-column grid whose middle is the felt's centre and
# whose bottom row (3, 1) is the player's own seat.
AROUND: dict[int, list[tuple[int, int]]] = {
    0: [],
    1: [(0, 1)],
    2: [(1, 0), (1, 2)],
    3: [(1, 0), (0, 1), (1, 2)],
    4: [(1, 0), (0, 0), (0, 2), (1, 2)],
    5: [(1, 0), (0, 0), (0, 1), (0, 2), (1, 2)],
    6: [(2, 0), (1, 0), (0, 0), (0, 2), (1, 2), (2, 2)],
    7: [(2, 0), (1, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)],
}


def variant_sentence(info, name: str) -> str:
    """One sentence of what a variant changes, from the engine's own words (GameInfo.variants
    and OptionSpec labels): "Card effects: Bloody; Jokers: Rotate hands"."""
    preset = info.variants.get(name) or {}
    specs = {spec.name: spec for spec in info.options}
    changes = [arg(QCoreApplication.translate("NewGameDialog", "%1: %2"),
                   strings.option_label(specs[key]), strings.option_value(specs[key], value))
               for key, value in preset.items() if key in specs]
    if not changes:
        return QCoreApplication.translate("NewGameDialog",
                                          "The rules as the Rules page gives them.")
    return arg(QCoreApplication.translate("NewGameDialog", "Changes %1."),
               strings.join_list(changes))


class VariantList(QWidget):
    """The variants as choices, each with its sentence below; the combo box's calls
    (addItem, currentData, findData, setCurrentIndex, currentIndexChanged …), so the dialog
    reads it as before."""

    currentIndexChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.group.idToggled.connect(self._toggled)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(2)
        self._items: list[tuple[QRadioButton, QLabel, Any]] = []

    def clear(self) -> None:
        for button, line, _data in self._items:
            self.group.removeButton(button)
            for widget in (button, line):
                widget.hide()              # (at once: deleteLater leaves it painted till then)
                widget.deleteLater()
        self._items = []

    def addItem(self, text: str, data: Any) -> None:
        button = QRadioButton(text)
        line = role(QLabel(), "tileLine")
        line.setWordWrap(True)
        line.setIndent(24)
        self.group.addButton(button, len(self._items))
        self.rows.addWidget(button)
        self.rows.addWidget(line)
        self._items.append((button, line, data))

    def set_sentence(self, i: int, text: str) -> None:
        button, line, _data = self._items[i]
        line.setText(text)
        button.setToolTip(text)
        button.setAccessibleDescription(text)

    def count(self) -> int:
        return len(self._items)

    def itemData(self, i: int) -> Any:
        return self._items[i][2]

    def setItemText(self, i: int, text: str) -> None:
        self._items[i][0].setText(text)

    def currentIndex(self) -> int:
        return self.group.checkedId()

    def currentData(self) -> Any:
        i = self.currentIndex()
        return self._items[i][2] if 0 <= i < len(self._items) else None

    def findData(self, data: Any) -> int:
        return next((i for i, item in enumerate(self._items) if item[2] == data), -1)

    def setCurrentIndex(self, i: int) -> None:
        if 0 <= i < len(self._items):
            self._items[i][0].setChecked(True)

    def _toggled(self, i: int, on: bool) -> None:
        if on:
            self.setFocusProxy(self._items[i][0])   # "&Variant:" goes to the chosen one
        if on and not self.signalsBlocked():
            self.currentIndexChanged.emit(i)


class Fold(QWidget):
    """A heading button that shows or hides what is under it ("More rules ▸")."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.button = QToolButton()
        self.button.setCheckable(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.RightArrow)
        self.button.toggled.connect(self._toggled)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button)
        layout.addWidget(content, 1)
        content.setVisible(False)

    def _toggled(self, on: bool) -> None:
        self.button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.content.setVisible(on)


class TableTop(QWidget):
    """The small table the seats are around: an oval of the player's felt with a gold rim and
    how many sit at it, painted (a picture, like the home's tiles)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.setMinimumSize(120, 60)

    def setText(self, text: str) -> None:
        self.text = text
        self.setAccessibleName(text)
        self.update()

    def paintEvent(self, _event) -> None:
        from ..table.card_look import felt_colours
        felt = felt_colours()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) / 2)
        gradient.setColorAt(0, QColor(felt.centre))
        gradient.setColorAt(1, QColor(felt.edge))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor("#c9a227"), 3))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor("#f4ecd8"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class SeatsTable(QFrame):
    """The seats around a small felt: the player's at the bottom, the others clockwise from
    the player's left; each seat holds its words and its control (gui/dialogs/seat_row.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        role(self, "felt")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 8, 6, 8)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(6)
        self.centre = TableTop()
        self.seats: list[QWidget] = []

    def clear(self) -> None:
        """Take the seats away (the others are deleted; the player's own is kept)."""
        for i, seat in enumerate(self.seats):
            self.grid.removeWidget(seat)
            if i:
                seat.hide()              # (at once: deleteLater leaves it painted until then)
                seat.deleteLater()
        self.seats = []
        self.grid.removeWidget(self.centre)

    def place(self, you: QWidget, others: list[QWidget]) -> None:
        """The player's seat and the others (in seat order after the player's)."""
        self.clear()
        cells = AROUND.get(len(others)) or [(i // 3, i % 3) for i in range(len(others))]
        for widget, (row, col) in zip(others, cells, strict=False):
            self.grid.addWidget(widget, row, col)
        bottom = max([r for r, _c in cells] + [1]) + 1
        first = max([r + 1 for r, c in cells if c == 1] + [0])   # below a seat across
        self.grid.addWidget(self.centre, first, 1, max(1, bottom - first), 1)
        self.grid.addWidget(you, bottom, 1)
        for c in range(3):
            self.grid.setColumnStretch(c, 1)
        self.seats = [you, *others]


def seat_box(title: str, body: QWidget, seat: int) -> QFrame:
    """One seat at the felt: its name ("Seat 3") above who sits there."""
    box = role(QFrame(), "tile")
    box.setFrameShape(QFrame.Shape.StyledPanel)
    box.setProperty("seat", seat)
    label = role(QLabel(title), "tileLine")
    label.setProperty("seat", seat)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(6, 4, 6, 4)
    layout.setSpacing(2)
    layout.addWidget(label)
    layout.addWidget(body)
    box.label = label
    return box


def lay_out(dialog) -> None:
    """The game's picture and the table's size at the top left, the seats around the felt
    below; the variants and the folded house rules at the right (in a scroll area, so a
    long list of rules never pushes the dialog past 800×600)."""
    top = QHBoxLayout()
    top.addWidget(dialog.picture, 0, Qt.AlignmentFlag.AlignTop)
    words = QVBoxLayout()
    words.addWidget(dialog.heading)
    words.addLayout(dialog.form)
    top.addLayout(words, 1)
    left = QVBoxLayout()
    left.addLayout(top)
    left.addWidget(dialog.seats, 1)
    rules = QWidget()
    column = QVBoxLayout(rules)
    column.setContentsMargins(0, 0, 6, 0)
    column.addWidget(dialog.labels["variant"])
    column.addWidget(dialog.variant)
    column.addSpacing(6)
    column.addWidget(dialog.more_rules)
    column.addStretch(1)
    scroll = dialog.rules_scroll = QScrollArea()
    scroll.setWidget(rules)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setMinimumWidth(224)
    columns = QHBoxLayout()
    columns.addLayout(left, 3)
    columns.addWidget(scroll, 2)
    layout = QVBoxLayout(dialog)
    layout.addLayout(columns, 1)
    layout.addWidget(dialog.error)
    layout.addWidget(dialog.buttons)


def option_widget(spec, value: Any) -> QWidget:
    """A house rule's control: a check box, a spin box or a list (GameInfo.options)."""
    if spec.kind is OptionKind.BOOL:
        widget = QCheckBox()
        widget.setChecked(bool(value))
        return widget
    if spec.kind is OptionKind.INT and not spec.choices:
        widget = QSpinBox()
        widget.setRange(-9999, 9999)
        widget.setValue(int(value) if isinstance(value, int) else int(spec.default))
        return widget
    widget = QComboBox()
    for choice in spec.choices:
        widget.addItem(strings.option_value(spec, choice), choice)
    index = next((i for i, c in enumerate(spec.choices) if c == value), -1)
    widget.setCurrentIndex(index if index >= 0 else spec.choices.index(spec.default)
                           if spec.default in spec.choices else 0)
    return widget


def widget_value(widget: QWidget) -> Any:
    """A house rule control's value."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return widget.currentData()


def set_widget(widget: QWidget, value: Any) -> None:
    """Show `value` on a house rule's control (a variant's preset)."""
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox) and isinstance(value, int):
        widget.setValue(value)
    elif isinstance(widget, QComboBox):
        for i in range(widget.count()):
            if widget.itemData(i) == value:
                widget.setCurrentIndex(i)
                break
