"""Helpers of the "Why not?" tests (tests/test_explain*.py): ask the engine why an attempt is
refused, and set up a concrete deal of each game."""
from __future__ import annotations

import engine
from engine.games.primatum.deck import initial_territory


def why(state, attempt, seat=None):
    reason = engine.explain(state, attempt, state.current_player if seat is None else seat)
    assert reason is not None, f"{attempt} is legal"
    return reason.code, reason.params


def nn(setup, **options):
    return engine.create("ninety_nine", 2, **options).new_state(seed=1, setup=setup)


def sd(**setup):
    return engine.create("showdown", 2).new_state(seed=1, setup={"away": 0, **setup})


def pr(n=4, **setup):
    return engine.create("primatum", n).new_state(seed=1, setup={"round_cards": ["文武"], **setup})


def std(n):
    return [initial_territory(s) for s in range(n)]


def td(hands, **extra):
    setup = {"hands": [h.split() for h in hands], "zhuang": 0, "jiefeng": [0, 1, 2], **extra}
    return engine.create("tiandiren", 3).new_state(seed=3, setup=setup)
