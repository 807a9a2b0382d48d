"""The 九尊 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over the current round.

Rollouts play the `normal` heuristic until the round ends (territory is pledged and lost
only within a round) or the game does, then score the standing from `returns()`: mostly
whether the seat would be first, partly its lead over the best other country.
"""
from __future__ import annotations

import math
from typing import Any

from engine.ai.search import SearchBot, top_share

from . import views
from .ai import NormalBot


class HardBot(SearchBot):
    iterations = 120
    policy_class = NormalBot

    horizon_events = frozenset({"round_end"})
    _normal: NormalBot | None = None          # the rollout policy, made on first use

    def rollout_policy(self, world: Any, player: int, rng: Any) -> Any:
        """The normal bot, deciding from views.policy_view (the part of the observation
        it reads) instead of the whole observation."""
        if self._normal is None:
            self._normal = NormalBot(self.game, 0)
        return self._normal.decide(views.policy_view(world, player), world.legal_actions(), player)

    def value(self, world: Any, seat: int, start: Any) -> float:
        points = world.returns()
        lead = points[seat] - max(p for s, p in enumerate(points) if s != seat)
        return 0.6 * top_share(points, seat) + 0.2 * (1 + math.tanh(lead / 30))
