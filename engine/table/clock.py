"""Time and work, handed to a Table: it has no timer, thread or event loop of its own.

A Table asks its `Clock` for the time and for a call later (a bot's thinking pause, the wait
for a slow screen, a person's move clock), and its `Runner` for work that may take long (a
bot's decision, a hint's search). Whoever holds the table decides how: the app's engine
thread with Qt timers and the work done at once in that thread (gui/worker/), the network
host with its asyncio loop and a thread pool (netplay/headless.py), a test with
`ManualClock` and `InlineRunner`, so nothing in a test waits for real time.
"""
from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from typing import Any, Protocol


class Timer(Protocol):
    def cancel(self) -> None:
        """The call will not happen (nothing if it already has)."""


class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a monotonic clock."""

    def call_later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        """Call `callback` once, `seconds` from now, in the table's own thread."""


Done = Callable[[Any, BaseException | None], None]


class Runner(Protocol):
    #: True when `run` calls its job at once in the table's thread: the job may read the
    #: live State. Otherwise it runs elsewhere, on a copy of the position.
    inline: bool

    def run(self, job: Callable[[], Any], done: Done) -> None:
        """Run `job`, then `done(result, None)` — or `done(None, error)` — in the table's
        thread. A `done` that arrives after the game moved on is ignored by the table."""


class InlineRunner:
    """Runs each job at once, in the caller's thread (the app's engine thread; tests)."""

    inline = True

    def run(self, job: Callable[[], Any], done: Done) -> None:
        try:
            result = job()
        except Exception as exc:  # noqa: BLE001 - the table decides what a failure means
            done(None, exc)
            return
        done(result, None)


class _Call:
    def __init__(self, clock: ManualClock, when: float, callback: Callable[[], None]) -> None:
        self.when, self.callback, self.cancelled = when, callback, False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that moves only when told to (tests, benches): `advance(seconds)` runs every
    call that falls due, in order; `run(limit)` runs the calls pending until none is left."""

    def __init__(self) -> None:
        self.time = 0.0
        self._order = itertools.count()
        self._calls: list[tuple[float, int, _Call]] = []

    def now(self) -> float:
        return self.time

    def call_later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        call = _Call(self, self.time + max(0.0, seconds), callback)
        heapq.heappush(self._calls, (call.when, next(self._order), call))
        return call

    def pending(self) -> int:
        return sum(1 for _, _, call in self._calls if not call.cancelled)

    def advance(self, seconds: float) -> None:
        end = self.time + seconds
        while self._calls and self._calls[0][0] <= end:
            when, _, call = heapq.heappop(self._calls)
            self.time = max(self.time, when)
            if not call.cancelled:
                call.callback()
        self.time = end

    def run(self, limit: int = 100_000) -> int:
        """Run pending calls (moving time on to each) until none is left or `limit` ran;
        how many ran."""
        ran = 0
        while self._calls and ran < limit:
            when, _, call = heapq.heappop(self._calls)
            self.time = max(self.time, when)
            if not call.cancelled:
                ran += 1
                call.callback()
        return ran


__all__ = ["Clock", "Done", "InlineRunner", "ManualClock", "Runner", "Timer"]
