"""Holding play: keep what the worker sends until the player goes on, then show it in order.

The engine deals the next hand at once, so the events, observation and legal actions of the
next hand arrive while the player is still reading the last one's result (九九's hand, 九尊's
round), or before the player has read an announcement (天地人's heaven hands). `HeldPlay`
keeps whatever arrives while play is held, in arrival order, and replays it through the
table's own handlers on release; a handler that holds again keeps the rest. `busy()` stays
true meanwhile, so the worker's next bot waits too (see GameTable.ready).

`EventHold` is the usual case, a mixin: when `hold_after(event, rest)` says so it holds after
that event and calls `on_held(event)` to show the result once the animations before it are
done — and, for a summary that needs the scores after the hand (`hold_waits_for_observation`),
once that observation has arrived too. Before the summary shows, the table is settled: the
animations are done, nobody is "thinking", and when the held event carries `table` (the
engine's observation at the end of the hand, for the viewer) the felt and the scoreboard are
drawn from it, so the summary sits over the finished hand exactly as it ended, not over the
position one move before it with the last cards where their flights stopped (issue 12).
`next_hand_requested` (the summary's "Next hand", or the button below the table once the
summary is closed) releases; closing the summary keeps the finished hand on the table. A
language switch while the summary is up shows it again (`retranslate_hold`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer


class HeldPlay:
    """What arrived while play was held, by kind ("events", "obs", "legal", "over")."""

    def __init__(self, handlers: dict[str, Callable[[Any], None]]) -> None:
        self.on = False
        self._handlers = handlers
        self._items: list[tuple[str, Any]] = []

    def keep(self, kind: str, payload: Any) -> bool:
        """Keep `payload` if play is held (True), else leave it to the caller (False)."""
        if self.on:
            self._items.append((kind, payload))
        return self.on

    def last(self, kind: str) -> Any:
        """The newest kept payload of `kind` (None if none)."""
        return next((p for k, p in reversed(self._items) if k == kind), None)

    def forget(self) -> None:
        """Stop holding and drop what was kept (a new game starts)."""
        self.on, self._items = False, []

    def release(self) -> int:
        """Stop holding and replay what was kept, in order; how many items were replayed."""
        self.on = False
        items, self._items = self._items, []
        for kind, payload in items:
            self._handlers[kind](payload)      # holds again (and keeps the rest) if it must
        return len(items)


class EventHold:
    """Mixin for a GameTable; call `_init_hold()` after GameTable.__init__."""

    #: True when `on_held` needs the observation that follows the held event (九尊's points).
    hold_waits_for_observation = False

    def _init_hold(self) -> None:
        self._held = HeldPlay({"events": self.on_events, "obs": self.on_observation,
                               "legal": self.on_legal})
        self._held_event: dict | None = None
        self._held_animated = False          # the animations before the held event are done
        self._held_shown = False
        self.next_hand_requested.connect(self._release_hold)

    # ---- hooks ---------------------------------------------------------------------
    def show_event(self, event: dict) -> None:
        """Animate and log one event."""
        self.animate([event])
        self.log_event(event)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """True when play should stop after this event (a hand's end that is not the last)."""
        return False

    def on_held(self, event: dict) -> None:
        """Show the hand's result (self.held_observation() has the position after it)."""

    # ---- holding -------------------------------------------------------------------
    @property
    def _hold(self) -> bool:
        return self._held.on

    def holding(self) -> bool:
        return self._held.on

    def held_observation(self) -> dict | None:
        return self._held.last("obs")

    def busy(self) -> bool:
        return self._held.on or super().busy()

    def on_events(self, events: list[dict]) -> None:
        if self._held.keep("events", events):
            return
        for i, event in enumerate(events):
            self.show_event(event)
            rest = events[i + 1:]
            if self.hold_after(event, rest):
                self._held.on, self._held_event = True, event
                self._held_animated = self._held_shown = False
                if rest:
                    self._held.keep("events", rest)
                self.anim.call(self._held_animations_done)
                return

    def on_observation(self, obs: dict) -> None:
        if self._held.keep("obs", obs):
            self._show_held_when_ready()
            return
        super().on_observation(obs)

    def on_legal(self, legal: list[dict]) -> None:
        if not self._held.keep("legal", legal):
            super().on_legal(legal)

    def clear(self) -> None:
        """A new game: nothing of the old one stays held."""
        self._held.forget()
        self._held_event, self._held_shown = None, False
        super().clear()

    def retranslate_hold(self) -> None:
        """Show the held summary again (after the overlay's own LanguageChange); a summary the
        player closed stays closed, only the button below the table is renamed."""
        if self._held.on and self._held_shown and self._held_event is not None:
            QTimer.singleShot(0, self, self._retranslate_held)

    def _retranslate_held(self) -> None:
        if not self._held.on or self._held_event is None:
            return
        closed = self.next_hand_button.isVisibleTo(self)
        self.on_held(self._held_event)
        if closed:
            self.overlay.hide()
            self.hand_end._chosen("close")

    def _held_animations_done(self) -> None:
        self._held_animated = True
        self._show_held_when_ready()

    def _show_held_when_ready(self) -> None:
        if not self._held.on or self._held_shown or not self._held_animated:
            return
        if self.hold_waits_for_observation and self.held_observation() is None:
            return
        self._held_shown = True
        self._settle_held(self._held_event)
        self.on_held(self._held_event)

    def _settle_held(self, event: dict) -> None:
        """The table as the hand ended: no one thinking, drawn from the engine's snapshot."""
        self.thinking_seat, self.think_percent = -1, -1
        table = event.get("table")
        if isinstance(table, dict):
            self.observation = {**self.observation, **table}
            self._fill_scoreboard()
            self.render(self.observation)
        self._update_status()

    def _release_hold(self) -> None:
        if not self._held.on:
            return
        self._held_event, self._held_shown = None, False
        self._held.release()
        self.check_ready()
