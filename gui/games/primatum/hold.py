"""Hold at a round's end (gui.games.hold, as the 九九 table holds at a hand's end).

When a round ends (and the game goes on), the table finishes the round's animations,
then shows a summary (大勝方, 大亂方 and what they lost, the points so far) and holds
the next round's events, observation and legal actions until the player clicks
"Next round". A mixin for PrimatumTable; the words come from PrimatumText.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer

from ...table.hold import EventHold


class RoundHold(EventHold):
    """Expects a GameTable with PrimatumText (round_summary, next_round_label)."""

    def _init_hold(self) -> None:
        super()._init_hold()
        self._summary_wanted = False

    def show_event(self, event: dict) -> None:
        if event.get("kind") == "round_start":
            self._logged_rounds.add(event.get("round"))
        super().show_event(event)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        return event.get("kind") == "round_end" and not any(e.get("kind") == "game_over" for e in rest)

    def on_held(self, event: dict) -> None:
        self._summary_when_ready()

    def on_observation(self, obs: dict) -> None:
        if self._hold:
            self._held_obs = obs
            if self._summary_wanted and not self.anim.is_busy():
                self._summary_wanted = False
                self._show_summary(obs)
            return
        super().on_observation(obs)

    def _summary_when_ready(self) -> None:
        if self._held_obs is None:
            self._summary_wanted = True      # shown when the observation arrives
        else:
            self._show_summary(self._held_obs)

    def _show_summary(self, obs: dict) -> None:
        title, message, rows = self.round_summary(obs)
        if self.observation and obs.get("scores"):
            self.observation["scores"] = list(obs["scores"])   # the points after the loss
            self._fill_scoreboard()
        self.announce(title, message, rows, next_hand=True, new_match=False)
        self.overlay.next_button.setText(self.next_round_label())

    def _retranslate_hold(self) -> None:
        if getattr(self, "_hold", False) and self.overlay.isVisible() and self._held_obs is not None:
            QTimer.singleShot(0, self, lambda: self._hold and self._show_summary(self._held_obs))
