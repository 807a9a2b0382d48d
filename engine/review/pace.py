"""The review's pace: progress and stopping (`Clock`) and the bound on its work (`Share`).
See engine/review/analyser.py."""
from __future__ import annotations

import time
from collections.abc import Callable

Progress = Callable[[int, int], None]
PROGRESS_SECONDS = 0.25           # progress is reported at least this often (and per decision)
STEPS = 100                       # progress steps per decision
MOVES_PER_TICK = 16               # rollout moves between two looks at the clock
YIELD_SECONDS = 0.0005            # how often the app's review lets the GIL go (Clock.pause)


#: The clock progress is timed by (tests put a fake one here).
_now: Callable[[], float] = time.monotonic


class Stopped(Exception):
    """Raised inside the walk when `should_stop` says so; the review keeps what it has."""


class Clock:
    """Reports progress at least every PROGRESS_SECONDS, asks should_stop and, every `pause`
    seconds at most (None: never), lets the other threads of the process run."""

    def __init__(self, total: int, progress: Progress | None,
                 should_stop: Callable[[], bool] | None, pause: float | None = None) -> None:
        self.total, self.progress, self.should_stop = total, progress, should_stop
        self.pause = pause
        self.done = 0
        self.fraction = 0.0
        self.last = _now()
        self.yielded = 0.0                # perf_counter() when it last let the GIL go

    def tick(self, fraction: float | None = None) -> None:
        """Between rollouts (`fraction`: of the decision done) and every MOVES_PER_TICK
        rollout moves (None: as before), so that a long rollout is no long silence."""
        if fraction is not None:
            self.fraction = fraction
        if self.should_stop is not None and self.should_stop():
            raise Stopped
        # Let another thread of the process run (time.sleep(0) releases Python's GIL) when
        # asked to (`pause`: the app reviews in a thread beside its GUI thread, which
        # otherwise waits up to the interpreter's switch interval, 5 ms, each time it needs
        # the GIL back, many times a frame). A sleep(0) costs tens of microseconds, so not
        # at every look and not where no other thread waits (docs/benchmarks.md, "Game
        # review in the app").
        if self.pause is not None:
            t = time.perf_counter()
            if t - self.yielded >= self.pause:
                self.yielded = t
                time.sleep(0)
        now = _now()
        if self.progress is not None and now - self.last >= PROGRESS_SECONDS:
            self.last = now
            self.progress(min(self.total * STEPS, self.done * STEPS + int(self.fraction * STEPS)),
                          self.total * STEPS)

    def report(self) -> None:
        """Progress now (the review's start)."""
        self.last = _now()
        if self.progress is not None:
            self.progress(self.done * STEPS + int(self.fraction * STEPS), self.total * STEPS)

    def finish_decision(self) -> None:
        self.done += 1
        self.fraction = 0.0
        self.last = _now()
        if self.progress is not None:
            self.progress(self.done * STEPS, self.total * STEPS)


class Share:
    """The review's rollout moves (Scale.moves), shared out among the decisions still to
    come: each may spend what is left over the decisions left (what one leaves unspent
    goes to the later ones). A count of moves, so the same on any machine."""

    def __init__(self, moves: int, decisions: int) -> None:
        self.left, self.decisions = moves, decisions

    def next(self) -> int:
        """The moves the next decision with a choice may spend."""
        return self.left // max(1, self.decisions)

    def spend(self, moves: int) -> None:
        self.left = max(0, self.left - moves)
        self.decisions = max(0, self.decisions - 1)
