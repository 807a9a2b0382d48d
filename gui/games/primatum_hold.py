"""Hold at a round's end (like the 九九 table's hold at a hand's end).

When a round ends (and the game goes on), the table finishes the round's animations,
then shows a summary (大勝方, 大亂方 and what they lost, the points so far) and holds
the next round's events, observation and legal actions until the player clicks
"Next round". A mixin for PrimatumTable; the words come from PrimatumText.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer


class RoundHold:
    """Expects a GameTable with PrimatumText (round_summary, next_round_label)."""

    def _init_hold(self) -> None:
        self._hold = False
        self._held_events: list[dict] = []
        self._held_obs: dict | None = None
        self._held_legal: list[dict] | None = None
        self._summary_wanted = False
        self.next_hand_requested.connect(self._release_hold)

    def holding(self) -> bool:
        return self._hold

    def on_events(self, events: list[dict]) -> None:
        if self._hold:
            self._held_events.extend(events)
            return
        for i, ev in enumerate(events):
            if ev.get("kind") == "round_start":
                self._logged_rounds.add(ev.get("round"))
            self.animate([ev])
            self.log(self.describe_event(ev))
            rest = events[i + 1:]
            if ev.get("kind") == "round_end" and not any(e.get("kind") == "game_over" for e in rest):
                self._hold = True
                self._held_events = list(rest)
                self.anim.call(self._summary_when_ready)
                return

    def on_observation(self, obs: dict) -> None:
        if self._hold:
            self._held_obs = obs
            if self._summary_wanted and not self.anim.is_busy():
                self._summary_wanted = False
                self._show_summary(obs)
            return
        super().on_observation(obs)

    def on_legal(self, legal: list[dict]) -> None:
        if self._hold:
            self._held_legal = legal
            return
        super().on_legal(legal)

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

    def _release_hold(self) -> None:
        if not self._hold:
            return
        self._hold = False
        events, self._held_events = self._held_events, []
        obs, self._held_obs = self._held_obs, None
        legal, self._held_legal = self._held_legal, None
        if events:
            self.on_events(events)
        if obs is not None and not self._hold:
            self.on_observation(obs)
        if legal is not None and not self._hold:
            self.on_legal(legal)
