"""One other seat of the new-game dialog: a computer (at a level) or a human (with a name).

Two or more humans make a hot-seat game (issue 16): they share the screen and the table
covers the hands between their turns (gui/table/handover.py)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QWidget

from ..lang import strings

COMPUTER, HUMAN = "computer", "human"
NAME_LENGTH = 24


class SeatRow(QWidget):
    """Who sits at a seat: `kind` (Computer / Human), `level` (a computer's) and `name` (a
    human's); only the one that applies is shown."""

    def __init__(self, levels: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        self.kind.addItem("", COMPUTER)
        self.kind.addItem("", HUMAN)
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(strings.bot_level(level), level)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LENGTH)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.kind)
        row.addWidget(self.level, 1)
        row.addWidget(self.name, 1)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.retranslate()
        self._kind_changed()

    def retranslate(self) -> None:
        self.kind.setItemText(0, self.tr("Computer"))
        self.kind.setItemText(1, self.tr("Human"))
        self.kind.setToolTip(self.tr("Two or more humans play at one screen: the table hides "
                                     "the hands between their turns."))
        self.name.setPlaceholderText(self.tr("Name"))
        for i in range(self.level.count()):
            self.level.setItemText(i, strings.bot_level(self.level.itemData(i)))

    def is_human(self) -> bool:
        return self.kind.currentData() == HUMAN

    def set_human(self, human: bool) -> None:
        self.kind.setCurrentIndex(1 if human else 0)

    def _kind_changed(self) -> None:
        human = self.is_human()
        self.level.setVisible(not human)
        self.name.setVisible(human)
