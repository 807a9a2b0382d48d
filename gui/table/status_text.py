"""TableStatus: what the status line under the felt says, and the match-end box.

In this order of precedence: the game is over, the hand's end (Next hand), the hint in
words, whose turn it is, or which computer seat is thinking (with a hard bot's progress,
also drawn as an arc on its plate). A replay thinks nothing: it says who plays next.
A game may put its own words over the result
(`table.game_status(text)`, e.g. 天地人's "press Continue" during the heaven phase).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..lang.arg import arg
from ..lang.outcome import result_line
from .game_log import fmt_score
from .plate import PlayerPlate

if TYPE_CHECKING:
    from .game_table import GameTable


class TableStatus:
    """The status line's words and the thinking seat (one per table)."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.thinking_seat = -1
        self.think_percent = -1
        self.result: dict | None = None       # the match's result once it is shown
        self.replay = False     # a replay's table: nobody thinks, the next seat is named

    def set_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat, self.think_percent = seat, -1
            self.update()
            self._plate_progress()

    def set_progress(self, seat: int, percent: int) -> None:
        """A searching (hard) bot's progress: the line counts, its plate fills an arc."""
        if seat == self.thinking_seat and percent != self.think_percent:
            self.think_percent = percent
            self.update()
            self._plate_progress()

    def _plate_progress(self) -> None:
        for item in self.table.scene.items():
            if isinstance(item, PlayerPlate):
                item.set_progress(self.think_percent if item.seat == self.thinking_seat else -1)

    def text(self) -> str:
        table = self.table
        names = table.names
        seat = self.thinking_seat
        if self.result is not None or table.observation.get("is_over"):
            return QCoreApplication.translate("GameTable", "Game over")
        if table.hand_end.status():
            return table.hand_end.status()
        if table.legal and table.assist.bar.hint_line:
            return table.assist.bar.hint_line         # the hint in words, "Play it" beside it
        if table.legal:
            return table.handover.turn_line() or QCoreApplication.translate("GameTable", "Your turn")
        away = table.away.status(seat)
        if away:                               # nobody thinks there: the computer plays it
            return away
        if 0 <= seat < len(names) and self.replay:
            return arg(QCoreApplication.translate("GameTable", "Next: %1"), names[seat])
        coach = table.coach
        if 0 <= seat < len(names) and coach is not None and coach.holds():
            # a lesson's note holds the computers: nobody is thinking (issue 34.12); the
            # last note's button says "Finish lesson", and the status names that button
            if coach.last_step():
                return arg(QCoreApplication.translate(
                    "GameTable", "%1 waits until you press Finish lesson."), names[seat])
            return arg(QCoreApplication.translate("GameTable", "%1 waits until you press Next."),
                       names[seat])
        if seat == table.human_seat or seat in (table.human_seats or ()):
            # 托管 plays the player's own seat: not "<my name> is thinking…"
            return QCoreApplication.translate("GameTable", "Auto-play is choosing your move…")
        if 0 <= seat < len(names) and self.think_percent >= 0:
            return arg(QCoreApplication.translate("GameTable", "%1 is thinking… %2%"), names[seat],
                       str(self.think_percent))
        if 0 <= seat < len(names):
            return arg(QCoreApplication.translate("GameTable", "%1 is thinking…"), names[seat])
        return ""

    def update(self) -> None:
        table = self.table
        table.assist.update_buttons()
        text = table.game_status(self.text())
        table.status.setText(text)
        # a long hint may be cut: the tooltip has all, and what its game words mean
        terms = table.explain_terms(text) if text else ""
        table.status.setToolTip(f"{text}\n\n{terms}" if terms else text)

    # ---- the match's end ----------------------------------------------------------------
    def show_result(self, result: dict) -> None:
        self.result = result
        self.thinking_seat = -1
        self.update()
        self.table.announce_result(result)

    def announce_again(self) -> None:
        if self.result is not None and self.table.overlay.isVisible():
            self.table.announce_result(self.result)


def standard_result(table: GameTable, result: dict) -> tuple[str, str, list[tuple[str, str]]]:
    """The match-end box every game can use: standings by points, "You win!" for the
    player's win (in hot-seat the winner by name), else "Game over"."""
    names = table.names
    returns = list(result.get("returns") or [0] * len(names))
    order = sorted(range(len(names)), key=lambda i: -returns[i])
    rows = [(names[i], fmt_score(returns[i])) for i in order]
    human = result.get("human_seat", table.human_seat)
    winners = list(result.get("winners") or [])    # State.winners(), carried by the last Turn
    won = human in winners
    title = (QCoreApplication.translate("GameTable", "You win!") if won
             else QCoreApplication.translate("GameTable", "Game over"))
    if len(winners) == 1:                      # hot-seat: the winner by name
        title = table.handover.winner_title(winners[0]) or title
    line = result_line({**result, "winners": winners}, table.outcome_text, table.score_text)
    return title, line, rows
