"""EventHold: stop at the end of a hand (or round) until the player asks for the next one.

The engine deals the next hand at once, so the events, observation and legal actions of
the next hand arrive while the player is still reading the last one's result. A table
that mixes this in shows events one by one; when `hold_after(event, rest)` says so, it
keeps everything that follows until `next_hand_requested` (the overlay's "Next hand", or
closing it), and calls `on_held(event)` to show the result once the animations before it are
done — and, for a table whose summary needs the scores after the hand
(`hold_waits_for_observation`), once that observation has arrived too. `busy()` stays true
meanwhile, so the worker's next bot waits (see GameTable.ready). A language switch while
the summary is up shows it again in the new language (`retranslate_hold`).
"""
from __future__ import annotations

from PySide6.QtCore import QTimer


class EventHold:
    """Mixin for a GameTable; call `_init_hold()` after GameTable.__init__."""

    #: True when `on_held` needs the observation that follows the held event (九尊's points).
    hold_waits_for_observation = False

    def _init_hold(self) -> None:
        self._hold = False
        self._held_event: dict | None = None
        self._held_animated = False          # the animations before the held event are done
        self._held_shown = False
        self._held_events: list[dict] = []
        self._held_obs: dict | None = None
        self._held_legal: list[dict] | None = None
        self.next_hand_requested.connect(self._release_hold)

    # ---- hooks ---------------------------------------------------------------------
    def show_event(self, event: dict) -> None:
        """Animate and log one event."""
        self.animate([event])
        line = self.describe_event(event)
        if line:
            self.log(line)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """True when play should stop after this event (a hand's end that is not the last)."""
        return False

    def on_held(self, event: dict) -> None:
        """Show the hand's result (self.held_observation() has the position after it)."""

    # ---- buffering -------------------------------------------------------------------
    def holding(self) -> bool:
        return self._hold

    def held_observation(self) -> dict | None:
        return self._held_obs

    def busy(self) -> bool:
        return self._hold or super().busy()

    def on_events(self, events: list[dict]) -> None:
        if self._hold:
            self._held_events.extend(events)
            return
        for i, event in enumerate(events):
            self.show_event(event)
            rest = events[i + 1:]
            if self.hold_after(event, rest):
                self._hold, self._held_event = True, event
                self._held_animated = self._held_shown = False
                self._held_events = list(rest)
                self.anim.call(self._held_animations_done)
                return

    def on_observation(self, obs: dict) -> None:
        if self._hold:
            self._held_obs = obs
            self._show_held_when_ready()
            return
        super().on_observation(obs)

    def on_legal(self, legal: list[dict]) -> None:
        if self._hold:
            self._held_legal = legal
            return
        super().on_legal(legal)

    def retranslate_hold(self) -> None:
        """Show the held summary again (after the overlay's own LanguageChange)."""
        if self._hold and self._held_shown and self._held_event is not None:
            QTimer.singleShot(0, self, lambda: self._hold and self.on_held(self._held_event))

    def _held_animations_done(self) -> None:
        self._held_animated = True
        self._show_held_when_ready()

    def _show_held_when_ready(self) -> None:
        if not self._hold or self._held_shown or not self._held_animated:
            return
        if self.hold_waits_for_observation and self._held_obs is None:
            return
        self._held_shown = True
        self.on_held(self._held_event)

    def _release_hold(self) -> None:
        if not self._hold:
            return
        self._hold, self._held_event, self._held_shown = False, None, False
        events, self._held_events = self._held_events, []
        obs, self._held_obs = self._held_obs, None
        legal, self._held_legal = self._held_legal, None
        if events:
            self.on_events(events)
        if obs is not None and not self._hold:
            self.on_observation(obs)
        if legal is not None and not self._hold:
            self.on_legal(legal)
        self.check_ready()
