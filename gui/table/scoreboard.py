"""Scoreboard: the players and their scores in the side panel (one per table).

The texts come from the game (`table.scores(obs)`, `table.score_tips(obs)`); the board says
who is to play (bold) and which seat is the player's ("(you)").
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableWidgetItem

from ..lang.arg import arg
from .game_log import fmt_score


def default_scores(obs: dict, players: int) -> list[str] | None:
    """obs["scores"], or each player's "score" / "points", as texts (None if none)."""
    values = obs.get("scores")
    if isinstance(values, list) and len(values) == players:
        return [fmt_score(v) for v in values]
    listed = obs.get("players")
    if isinstance(listed, list) and len(listed) == players:
        for key in ("score", "points"):
            if all(isinstance(p, dict) and key in p for p in listed):
                return [fmt_score(p[key]) for p in listed]
    return None


class Scoreboard:
    """Fills the side panel's score table from a position."""

    def __init__(self, side_panel: Any) -> None:
        self.side = side_panel
        self.widget = side_panel.scoreboard

    def fill(self, names: list[str], human_seat: int, obs: dict,
             values: list[str] | None, tips: list[str] | None) -> None:
        widget = self.widget
        widget.setHorizontalHeaderLabels(
            [QCoreApplication.translate("GameTable", "Player"),
             QCoreApplication.translate("GameTable", "Score")])
        widget.setRowCount(len(names))
        current = obs.get("current_player") if obs else None
        for seat, name in enumerate(names):
            you = arg(QCoreApplication.translate("GameTable", "%1 (you)"), name)
            shown = you if seat == human_seat else name
            for col, text in enumerate((shown, values[seat] if values else "")):
                item = QTableWidgetItem(text)
                font = QFont(item.font())
                font.setBold(seat == current)
                item.setFont(font)
                if col == 1 and tips and tips[seat]:
                    item.setToolTip(tips[seat])
                widget.setItem(seat, col, item)
        self.side.name_tips()
        widget.resizeRowsToContents()
        height = widget.horizontalHeader().sizeHint().height() + 6
        height += sum(widget.rowHeight(i) for i in range(widget.rowCount()))
        widget.setFixedHeight(min(height, 360))
