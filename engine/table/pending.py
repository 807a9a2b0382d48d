"""A Table's calls later, by name, at most one of each (a part the Table owns): "bot" (the
next bot move, after its thinking pause), "ready" (giving up the wait for a slow screen
away), "clock" (a person away's move clock running out). Each is asked of the table's
`Clock` (engine/table/clock.py); a new game, a stop, skipping ahead or a move cancels them."""
from __future__ import annotations

from collections.abc import Callable

from .clock import Clock, Timer


class PendingCalls:
    """The table's pending calls later, by name (see the module docstring)."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._timers: dict[str, Timer] = {}

    def __contains__(self, name: str) -> bool:
        return name in self._timers

    def call_later(self, name: str, seconds: float, callback: Callable[[], None]) -> None:
        """`callback` in `seconds`, as the call `name` (which must `fired(name)` when it runs)."""
        self._timers[name] = self.clock.call_later(seconds, callback)

    def fired(self, name: str) -> None:
        """The call `name` is running: it is pending no more."""
        self._timers.pop(name, None)

    def cancel(self, name: str) -> None:
        timer = self._timers.pop(name, None)
        if timer is not None:
            timer.cancel()

    def cancel_all(self) -> None:
        for name in list(self._timers):
            self.cancel(name)


__all__ = ["PendingCalls"]
