"""The table's status line and the match-end box (a GameTable mixin).

The status line says, in this order of precedence: the game is over, the hand's end
(Next hand), the hint in words, whose turn it is, or which computer seat is thinking (with
a hard bot's progress, also drawn as an arc on its plate).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .log_and_scores import fmt_score
from .plate import PlayerPlate
from ..lang.arg import arg


class StatusAndResult:
    """Mixin of GameTable: needs self.names, self.legal, self.observation, self.status,
    self.assist, self.hand_end, self.handover, self.overlay, self.scene and _result."""

    def set_thinking(self, seat: int) -> None:
        if self._keep_thinking(seat):       # shown with the position it belongs to
            return
        self.thinking_seat = seat
        self.think_percent = -1
        self._update_status()
        self._show_plate_progress()

    def set_think_progress(self, seat: int, percent: int) -> None:
        """A searching (hard) bot's progress: the status line counts up to 100 % and the
        seat's plate fills its thinking arc."""
        if seat == self.thinking_seat and percent != self.think_percent:
            self.think_percent = percent
            self._update_status()
            self._show_plate_progress()

    def _show_plate_progress(self) -> None:
        """The arc on the thinking seat's plate (every game's plates are PlayerPlates)."""
        for item in self.scene.items():
            if isinstance(item, PlayerPlate):
                item.set_progress(self.think_percent if item.seat == self.thinking_seat else -1)

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def on_game_over(self, result: dict) -> None:
        """Show the match-end announcement with standings from the returns."""
        self._result = result
        self._update_status()
        self.announce_result(result)

    def announce_result(self, result: dict) -> None:
        """The match-end announcement (tables override it); shown again, in the new words,
        when the language changes while it is on screen."""
        names = self.names
        returns = result.get("returns") or [0] * len(names)
        order = sorted(range(len(names)), key=lambda i: -returns[i])
        rows = [(names[i], fmt_score(returns[i])) for i in order]
        best = max(returns) if returns else 0
        human = result.get("human_seat", self.human_seat)
        won = returns and returns[human] == best and returns.count(best) == 1
        title = (QCoreApplication.translate("GameTable", "You win!") if won
                 else QCoreApplication.translate("GameTable", "Game over"))
        if returns and returns.count(best) == 1:    # hot-seat: the winner by name
            title = self.handover.winner_title(returns.index(best)) or title
        self.announce(title, "", rows, next_hand=False, new_match=True)

    def announce(self, title: str, message: str, rows: list[tuple[str, str]],
                 next_hand: bool = False, new_match: bool = True) -> None:
        """Hand end (next_hand=True) or match end: dimmed overlay with standings."""
        self.overlay.show_announcement(title, message, rows, next_hand, new_match)
        self.hand_end.start(title if next_hand else "")

    def _announce_again(self) -> None:
        if self._result is not None and self.overlay.isVisible():
            self.announce_result(self._result)

    def _update_status(self) -> None:
        self._update_assist()
        if self._result is not None or self.observation.get("is_over"):
            text = QCoreApplication.translate("GameTable", "Game over")
        elif self.hand_end.status():
            text = self.hand_end.status()
        elif self.legal and self.assist.hint_line:
            text = self.assist.hint_line        # the hint in words, "Play it" beside it
        elif self.legal:
            text = self.handover.turn_line() or QCoreApplication.translate("GameTable", "Your turn")
        elif 0 <= self.thinking_seat < len(self.names) and self.think_percent >= 0:
            text = QCoreApplication.translate("GameTable", "%1 is thinking… %2%")
            text = arg(text, self.names[self.thinking_seat], str(self.think_percent))
        elif 0 <= self.thinking_seat < len(self.names):
            text = QCoreApplication.translate("GameTable", "%1 is thinking…")
            text = arg(text, self.names[self.thinking_seat])
        else:
            text = ""
        self.status.setText(text)
        self.status.setToolTip(text)            # a long hint may be cut: the tooltip has all
