"""The join dialog's picture of the table picked (issue 33.5): its seats around the felt as
the lobby shows them — the host's, the seats taken, the seats free — and on the table the
game and the address. What a table's advertisement says (netplay/discovery.py TableAd:
players, free seats, the host's name) is all it knows; a table joined before and not heard
now shows only that our seat is kept there.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..lang.arg import arg
from .felt import RoundTable, dot, tile


def _plate(title: str, state: str, line: str) -> QWidget:
    plate = tile()
    layout = QVBoxLayout(plate)
    layout.setContentsMargins(8, 4, 8, 4)
    layout.setSpacing(0)
    name = QLabel(title)
    name.setProperty("jiupaiRole", "tileTitle")
    wide = name.fontMetrics().horizontalAdvance(title) + 2
    # a long host's name on two lines, never cut; a short one ("Seat 3") on one line, and
    # not wrapped at all: a wrapped label asks for a second line's height it never uses
    name.setWordWrap(wide > 100)
    name.setMaximumWidth(100)
    name.setMinimumWidth(min(wide, 100))
    mark = QLabel()
    mark.setPixmap(dot(state, 12))
    words = QLabel(line)
    words.setProperty("jiupaiRole", "tileLine")
    top = QHBoxLayout()
    top.setSpacing(4)
    top.addWidget(mark)
    top.addWidget(name, 1)
    layout.addLayout(top)
    layout.addWidget(words)
    plate.setAccessibleName(f"{title} — {line}")
    return plate


class TablePreview(RoundTable):
    """`show_table(data)` with the picked row's data (None: nothing picked)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict | None = None
        self.centre_tile = tile()
        self.game = QLabel()
        self.game.setProperty("jiupaiRole", "tileTitle")
        font = self.game.font()
        font.setBold(True)
        self.game.setFont(font)
        self.where = QLabel()
        self.where.setProperty("jiupaiRole", "tileLine")
        layout = QVBoxLayout(self.centre_tile)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.game)
        layout.addWidget(self.where)
        self.set_centre(self.centre_tile)
        self.show_table(None)

    def show_table(self, data: dict | None) -> None:
        self.data = data
        if not data:
            self.game.setText(self.tr("Pick a table"))
            self.where.setText(self.tr("or type its address below"))
            self.set_seats([])
        else:
            self.game.setText(str(data.get("game_name") or "?"))
            self.where.setText(str(data.get("address") or ""))
            self.set_seats(self._plates(data))
        self.centre_tile.adjustSize()
        self.set_centre(self.centre_tile)
        self.setAccessibleName(arg(self.tr("The table: %1"), self.game.text()))

    def _plates(self, data: dict) -> list[QWidget]:
        if data.get("room"):           # our seat is kept there
            return [_plate(self.tr("Your seat"), "away", self.tr("Kept for you"))]
        players, free = int(data.get("players") or 0), int(data.get("free") or 0)
        plates = [_plate(str(data.get("host") or "?"), "host", self.tr("Host"))]
        for index in range(1, players):
            taken = index < players - free
            plates.append(_plate(arg(self.tr("Seat %1"), str(index + 1)),
                                 "connected" if taken else "open",
                                 self.tr("Taken") if taken else self.tr("Free")))
        return plates

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_table(self.data)
        super().changeEvent(event)


__all__ = ["TablePreview"]
