"""The "Heaven odds" dialog: the exact chance of each heaven hand for the table's N
(engine.games.tiandiren.deck.heaven_odds; hypergeometric over N decks)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.games.tiandiren.deck import heaven_odds

from ...lang.arg import arg


class HeavenOddsDialog(QDialog):
    """A small table: per heaven hand, the chance that one given hand holds it."""

    def __init__(self, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = max(2, int(players))
        self.setObjectName("heavenOdds")
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(5, 3)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(560, 330)

    def rows(self) -> list[tuple[str, float]]:
        odds = heaven_odds(self.players)
        return [(self.tr("Mars carrier (火星航母): exactly seven 2s"), odds["carrier"]),
                (self.tr("UFO (四大天王): exactly 2 big + 2 little jokers"), odds["ufo"]),
                (self.tr("Starlink (星鏈): exactly six 3s"), odds["starlink"]),
                (self.tr("Two or more kinds in one hand"), odds["double"]),
                (self.tr("Any heaven hand"), odds["any"])]

    def retranslate(self) -> None:
        self.setWindowTitle(arg(self.tr("Heaven odds for %1 players"), str(self.players)))
        self.note.setText(arg(self.tr(
            "Exact chance that one player's 54-card hand holds each heaven hand when %1 players "
            "share %1 decks (hypergeometric odds; the seed's table is for 100 players)."), str(self.players)))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Heaven hand"), self.tr("Chance per hand"), self.tr("About one hand in")])
        for row, (label, p) in enumerate(self.rows()):
            texts = (label, _percent(p), f"{1 / p:,.0f}" if p > 0 else "—")
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()


def _percent(p: float) -> str:
    if p >= 0.001:
        return f"{p * 100:.3f} %"
    if p > 0:
        return f"{p * 100:.2e} %"
    return "0 %"
