"""A Table's calls later by name (engine/table/pending.py: PendingCalls), on a ManualClock."""
from __future__ import annotations

from engine.table import ManualClock
from engine.table.pending import PendingCalls


def test_a_call_runs_once_when_due_and_is_then_no_longer_pending():
    clock = ManualClock()
    pending, ran = PendingCalls(clock), []

    def bot() -> None:
        pending.fired("bot")
        ran.append("bot")
    pending.call_later("bot", 0.5, bot)
    assert "bot" in pending and "ready" not in pending
    clock.advance(0.4)
    assert ran == [] and "bot" in pending
    clock.advance(0.2)
    assert ran == ["bot"] and "bot" not in pending
    clock.advance(5)
    assert ran == ["bot"]


def test_cancelled_calls_never_run():
    clock = ManualClock()
    pending, ran = PendingCalls(clock), []
    for name in ("bot", "ready", "clock"):
        pending.call_later(name, 1.0, lambda name=name: ran.append(name))
    pending.cancel("ready")
    pending.cancel("nothing")                        # not pending: nothing happens
    assert "ready" not in pending and "clock" in pending
    pending.cancel_all()
    clock.advance(10)
    assert ran == [] and not any(name in pending for name in ("bot", "ready", "clock"))
