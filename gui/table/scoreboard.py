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
        """Show these rows; cells whose words did not change are left alone (the board is
        filled after every move: recreating its items would repaint and re-lay it out)."""
        widget = self.widget
        headers = [QCoreApplication.translate("GameTable", "Player"),
                   QCoreApplication.translate("GameTable", "Score")]
        for col, text in enumerate(headers):
            item = widget.horizontalHeaderItem(col)
            if item is None or item.text() != text:
                widget.setHorizontalHeaderItem(col, QTableWidgetItem(text))
        resized = widget.rowCount() != len(names)
        widget.setRowCount(len(names))
        current = obs.get("current_player") if obs else None
        for seat, name in enumerate(names):
            you = arg(QCoreApplication.translate("GameTable", "%1 (you)"), name)
            shown = you if seat == human_seat else name
            for col, text in enumerate((shown, values[seat] if values else "")):
                # (a name's tooltip is the side panel's: its whole text when the column cuts it)
                tip = None if col == 0 else tips[seat] if tips and tips[seat] else ""
                resized |= self._set(seat, col, text, seat == current, tip)
        if resized:
            self.side.name_tips()
            widget.resizeRowsToContents()
            height = widget.horizontalHeader().sizeHint().height() + 6
            height += sum(widget.rowHeight(i) for i in range(widget.rowCount()))
            widget.setFixedHeight(min(height, 360))

    def _set(self, row: int, col: int, text: str, bold: bool, tip: str | None) -> bool:
        """One cell; True when its text or weight changed (the rows and the names' room
        may need measuring again: bold is wider). `tip` None leaves the tooltip alone."""
        item = self.widget.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            self.widget.setItem(row, col, item)
        changed = item.text() != text
        if changed:
            item.setText(text)
        if item.font().bold() != bold:
            font = QFont(item.font())
            font.setBold(bold)
            item.setFont(font)
            changed = True
        if tip is not None and item.toolTip() != tip:
            item.setToolTip(tip)
        return changed
