"""The table's words in the side panel: the game log and the scoreboard (a GameTable mixin).

The log keeps the events, not their lines, so a language switch (or a resumed game's
history) tells them again in the current language and names; the scoreboard is filled
from the newest observation through the `scores` / `score_tips` hooks a game may override.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableWidgetItem

from ..lang import strings
from ..lang.i18n import current_language
from ..lang.arg import arg


class LogAndScores:
    """Mixin of GameTable: needs self.names, self.human_seat, self.observation, self.side,
    self.log_list, self.log_events, self.scoreboard, self._scroll_due and describe_event."""

    def scores(self, obs: dict) -> list[str] | None:
        """Per-seat score texts for the scoreboard (default: obs["scores"])."""
        values = obs.get("scores")
        if isinstance(values, list) and len(values) == len(self.names):
            return [fmt_score(v) for v in values]
        players = obs.get("players")
        if isinstance(players, list) and len(players) == len(self.names):
            for key in ("score", "points"):
                if all(isinstance(p, dict) and key in p for p in players):
                    return [fmt_score(p[key]) for p in players]
        return None

    def score_tips(self, obs: dict) -> list[str] | None:
        """Per-seat tooltips for the score column (what a short score stands for)."""
        return None

    def log_all(self, events: list[dict]) -> None:
        """Tell these events in the log (an event that says nothing adds no line). The log
        keeps the events, not the lines: a language switch tells them again."""
        self.log_events.extend(events)
        self.log_list.addItems(self._log_lines(events))
        if not self._scroll_due:      # one scroll per batch of lines, not one per line
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll_log)

    def log_event(self, event: dict) -> None:
        self.log_all([event])

    def rebuild_log(self) -> None:
        """The whole log told again from its events (in the current language and names)."""
        self.log_list.clear()
        self.log_list.addItems(self._log_lines(self.log_events))
        self.log_list.scrollToBottom()

    def _scroll_log(self) -> None:
        self._scroll_due = False
        self.log_list.scrollToBottom()

    def _log_lines(self, events: list[dict]) -> list[str]:
        """The events' lines; in English without Chinese glosses (the table names a term
        with its Chinese word once, a log line after line would repeat it)."""
        lines = [self.describe_event(event) for event in events]
        if current_language() == "en":
            lines = [strings.unglossed(line) for line in lines]
        return [line for line in lines if line]

    def _fill_scoreboard(self) -> None:
        self.scoreboard.setHorizontalHeaderLabels(
            [QCoreApplication.translate("GameTable", "Player"),
             QCoreApplication.translate("GameTable", "Score")])
        self.scoreboard.setRowCount(len(self.names))
        values = self.scores(self.observation) if self.observation else None
        tips = self.score_tips(self.observation) if self.observation else None
        current = self.observation.get("current_player") if self.observation else None
        for seat, name in enumerate(self.names):
            you = arg(QCoreApplication.translate("GameTable", "%1 (you)"), name)
            shown = you if seat == self.human_seat else name
            for col, text in enumerate((shown, values[seat] if values else "")):
                item = QTableWidgetItem(text)
                font = QFont(item.font())
                font.setBold(seat == current)
                item.setFont(font)
                if col == 1 and tips and tips[seat]:
                    item.setToolTip(tips[seat])
                self.scoreboard.setItem(seat, col, item)
        self.side.name_tips()
        self.scoreboard.resizeRowsToContents()
        rows = self.scoreboard.rowCount()
        height = self.scoreboard.horizontalHeader().sizeHint().height() + 6
        height += sum(self.scoreboard.rowHeight(i) for i in range(rows))
        self.scoreboard.setFixedHeight(min(height, 360))

def fmt_score(value: Any) -> str:
    """A score as the scoreboard shows it (a whole float without its ".0")."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
