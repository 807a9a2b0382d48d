"""One other seat of the new-game dialog: a computer (at a level) or a human (with a name).

Two or more humans make a hot-seat game (issue 16): they share the screen and the table
covers the hands between their turns (gui/table/handover.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..lang import strings

COMPUTER, HUMAN, OPEN = "computer", "human", "open"
NAME_LENGTH = 24


class SeatRow(QWidget):
    """Who sits at a seat: `kind` (Computer / Human), `level` (a computer's) and `name` (a
    human's); only the one that applies is shown."""

    def __init__(self, levels: list[str], parent: QWidget | None = None,
                 vertical: bool = False) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        self.kind.addItem("", COMPUTER)
        self.kind.addItem("", HUMAN)
        self.kind.addItem("", OPEN)        # a network table's seat for a guest (issue 27)
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(strings.bot_level(level), level)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LENGTH)
        self.open_line = QLabel()           # what an open seat is (under its list)
        self.open_line.setWordWrap(True)
        self.open_line.setProperty("jiupaiRole", "tileLine")
        row = QVBoxLayout(self) if vertical else QHBoxLayout(self)   # (stacked at a seat)
        if vertical:         # three seats side by side: the boxes as wide as a seat, not more
            for box in (self.kind, self.level):
                box.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                box.setMinimumContentsLength(12)
            # two lines kept for the open seat's words (a grid gives a wrapped label one)
            self.open_line.setMinimumHeight(2 * self.open_line.fontMetrics().lineSpacing() + 2)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(3)
        row.addWidget(self.kind)
        row.addWidget(self.level, 1)
        row.addWidget(self.name, 1)
        row.addWidget(self.open_line, 1)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.set_network(False)
        self.retranslate()
        self._kind_changed()

    def retranslate(self) -> None:
        self.kind.setItemText(0, self.tr("Computer"))
        self.kind.setItemText(1, self.tr("Human"))
        self.kind.setItemText(2, self.tr("Open seat"))
        self.kind.setItemData(2, self.tr("A player on the network sits here"),
                              Qt.ItemDataRole.ToolTipRole)
        self.open_line.setText(self.tr("A player on the network sits here"))
        self.kind.setToolTip(self.tr("Two or more humans play at one screen: the table hides "
                                     "the hands between their turns."))
        self.name.setPlaceholderText(self.tr("Name"))
        for i in range(self.level.count()):
            self.level.setItemText(i, strings.bot_level(self.level.itemData(i)))

    def is_human(self) -> bool:
        return self.kind.currentData() == HUMAN

    def set_human(self, human: bool) -> None:
        self.kind.setCurrentIndex(1 if human else 0)

    def set_kind(self, kind: str) -> None:
        index = self.kind.findData(kind)
        if index >= 0 and self.kind.model().item(index).isEnabled():
            self.kind.setCurrentIndex(index)

    def is_open(self) -> bool:
        return self.kind.currentData() == OPEN

    def set_network(self, on: bool) -> None:
        """A network table has open seats and no second human at this screen; a table
        here has no open seats."""
        model = self.kind.model()
        model.item(1).setEnabled(not on)
        model.item(2).setEnabled(on)
        if self.kind.currentData() == (HUMAN if on else OPEN):
            self.kind.setCurrentIndex(0)

    def _kind_changed(self) -> None:
        human = self.is_human()
        self.level.setVisible(not human and not self.is_open())
        self.name.setVisible(human)
        self.open_line.setVisible(self.is_open())
