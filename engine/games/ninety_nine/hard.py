"""The 九九 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over the current hand.

Rollouts play the `normal` heuristic (now and then a random move) until the hand ends —
the points in `returns()` change when a hand is won — and score 1 for winning the hand,
plus a little for outlasting others (a hand lost late is better than one lost early in a
match of several hands, and it tells a good move from a bad one when neither wins).
"""
from __future__ import annotations

from typing import Any

from engine.ai.search import SearchBot

from .ai import NormalBot


class HardBot(SearchBot):
    iterations = 160
    policy_class = NormalBot

    def horizon_mark(self, world: Any, seat: int) -> Any:
        return world.returns()            # one point to the winner when a hand ends

    start_mark = horizon_mark

    def value(self, world: Any, seat: int, start: Any) -> float:
        if world.returns()[seat] > start[seat]:
            return 1.0
        placing = world.observation(seat)["results"][-1]["placing"]
        return 0.25 * (len(placing) - 1 - placing.index(seat)) / (len(placing) - 1)
