"""Waiting on signals a worker thread emits, safely.

pytest-qt's signal blocker, waiting on a worker's signal, is connected *directly*: it then runs in
the worker thread, cannot stop its GUI-thread timeout timer ("QObject::killTimer: Timers
cannot be stopped from another thread") and may be freed there, after which that timer fires
on freed memory seconds later (the suite's intermittent SIGSEGV). A `Receiver` is a QObject
of the GUI thread: the connection to its slot is queued, the arguments land in a list, and
the test waits with `qtbot.waitUntil` — every timer stays in the GUI thread.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot


class Receiver(QObject):
    """Collects each emission of the signals it is connected to (GUI thread)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[Any, ...]] = []

    @Slot()
    @Slot(object)
    @Slot(object, object)
    def record(self, *args: Any) -> None:
        assert QThread.currentThread() is self.thread()
        self.calls.append(args)

    def args(self, index: int = -1) -> tuple[Any, ...]:
        return self.calls[index]

    @property
    def last(self) -> Any:
        """The first argument of the last emission."""
        return self.calls[-1][0] if self.calls and self.calls[-1] else None


def listen(signal) -> Receiver:
    """A GUI-thread Receiver connected (queued, by thread affinity) to `signal`."""
    receiver = Receiver()
    signal.connect(receiver.record)
    return receiver


def wait_for(qtbot, receiver: Receiver, trigger: Callable[[], Any] | None = None,
             check: Callable[[tuple], bool] | None = None, timeout: int = 5000) -> tuple:
    """Run `trigger`, then wait (GUI thread) for a new emission passing `check`; its args."""
    seen = len(receiver.calls)
    if trigger is not None:
        trigger()

    def arrived() -> bool:
        return any(check is None or check(args) for args in receiver.calls[seen:])

    qtbot.waitUntil(arrived, timeout=timeout)
    return next(args for args in receiver.calls[seen:] if check is None or check(args))


class SignalList(list):
    """A list that a GUI-thread receiver fills with the first argument of each emission."""

    receiver: _Appender


class _Appender(QObject):
    def __init__(self, target: SignalList) -> None:
        super().__init__()
        self._target = target

    @Slot()
    @Slot(object)
    def record(self, *args: Any) -> None:
        self._target.append(args[0] if args else None)


def collect(signal) -> SignalList:
    """`collect(legal_of(worker))`: a list of what the signal carried, filled in the GUI thread."""
    values = SignalList()
    values.receiver = _Appender(values)
    signal.connect(values.receiver.record)
    return values


# ---- the worker's Turns, seen field by field --------------------------------------------
class TurnFeed(QObject):
    """Re-emits one field of each Turn the worker sends (GUI thread): tests written against
    "the legal actions" or "the events" read them from the one message per move."""

    derived = Signal(object)

    def __init__(self, pick: Callable[[Any], Any]) -> None:
        super().__init__()
        self._pick = pick

    @Slot(object)
    def take(self, turn: Any) -> None:
        value = self._pick(turn)
        if value is not _SKIP:
            self.derived.emit(value)


_SKIP = object()
_FEEDS: list[TurnFeed] = []


def _feed(worker, pick) -> Any:
    feed = TurnFeed(pick)
    worker.turn.connect(feed.take)
    _FEEDS.append(feed)
    del _FEEDS[:-200]                 # the newest ones are enough; the rest go with their tests
    return feed.derived


def legal_of(worker):
    """Each Turn's legal actions (empty when it is not the viewing seat's move)."""
    return _feed(worker, lambda turn: [dict(a) for a in turn.legal])


def ends_of(worker):
    """The game's end, as its last Turn carries it: {"returns", "winners", "score", …}
    (the engine.turn.Result of a Turn that has one, as a dict)."""
    return _feed(worker, lambda turn: turn.result.to_json() if turn.result is not None
                 else _SKIP)


def events_of(worker):
    """The events of each move (and of a game's opening), as the viewing seat saw them."""
    from engine.turn import TurnKind
    return _feed(worker, lambda turn: [dict(e) for e in turn.events]
                 if turn.kind is TurnKind.MOVE and turn.actor is not None
                 or turn.kind is TurnKind.OPENING and turn.events else _SKIP)


def observation_of(worker):
    """Each Turn's observation."""
    return _feed(worker, lambda turn: dict(turn.observation))


def thinking_of(worker):
    """The seat a computer plays next after each Turn (-1: the viewing seat's own move)."""
    return _feed(worker, lambda turn: turn.to_move
                 if turn.to_move is not None and not turn.legal else -1)
