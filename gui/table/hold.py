"""EventHold: stop at the end of a hand (or round) until the player asks for the next one.

The engine deals the next hand at once, so the events, observation and legal actions of
the next hand arrive while the player is still reading the last one's result. A table
that mixes this in shows events one by one; when `hold_after(event, rest)` says so, it
queues `on_held(event)` behind the animations and keeps everything that follows until
`next_hand_requested` (the overlay's "Next hand", or closing it). `busy()` stays true
meanwhile, so the worker's next bot waits too (see GameTable.ready).
"""
from __future__ import annotations


class EventHold:
    """Mixin for a GameTable; call `_init_hold()` after GameTable.__init__."""

    def _init_hold(self) -> None:
        self._hold = False
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
        """Show the hand's result; runs once the animations before it are done."""

    # ---- buffering -------------------------------------------------------------------
    def holding(self) -> bool:
        return self._hold

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
                self._hold = True
                self._held_events = list(rest)
                self.anim.call(lambda event=event: self.on_held(event))
                return

    def on_observation(self, obs: dict) -> None:
        if self._hold:
            self._held_obs = obs
            return
        super().on_observation(obs)

    def on_legal(self, legal: list[dict]) -> None:
        if self._hold:
            self._held_legal = legal
            return
        super().on_legal(legal)

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
        self.check_ready()
