"""The 九局對決 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over a half-inning.

Every half-inning starts from freshly shuffled decks (seed 7.2), so a choice matters for the
runs of the half-inning it is made in and for the runners it leaves on base. Rollouts play
the `normal` heuristic to the end of the half-inning and score the runs gained (for the
batting side; against it for the fielding side) plus the worth of runners left on base,
squashed into [0, 1]; a rollout that ends the game scores the win itself.
"""
from __future__ import annotations

import math
import random
from typing import Any

from engine.ai.search import SearchBot
from engine.core import Event

from . import evaluate as E
from . import judge as J
from . import views
from .actions import Action
from .ai import LJ_NAMES, NormalBot
from .deck import BLACK_DECK


class RolloutPolicy(NormalBot):
    """The `normal` bot with a cheaper attacker for rollouts: the normal attacker values a
    play over every defender hand the unseen black cards could form (a few ms a move); this
    one values it over hands from the whole black deck, which depends only on the play, the
    bases, the outs and the defender's hand size, so it is computed once and remembered."""

    def __init__(self, game: Any, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self._memo: dict[tuple[object, ...], float] = {}

    def _attack(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        outs = obs["outs"]
        size = obs["opponent_hand_size"]
        bases = tuple(obs["bases"][obs["batting"]])
        blind = obs["blind"]["red"]
        best, best_score = legal[0], float("-inf")
        for a in legal:
            if a.card == "LJ" and a.named not in LJ_NAMES:
                continue
            key = (a.card, a.named, blind, bases, outs, size)
            expected = self._memo.get(key)
            if expected is None:
                attack = J.make_attack(a.card, a.named or None, blind)
                expected = self._memo[key] = self._expected(attack, obs, list(BLACK_DECK), size)
            score = expected - E.red_keep(a.card, outs)
            if score > best_score + 1e-9:
                best, best_score = a, score
        return best


class HardBot(SearchBot):
    iterations = 1500          # 80 % of 60 arena games against normal (docs/benchmarks.md); 600 won 67 %
    policy_class = RolloutPolicy
    default_class = NormalBot         # the move the search must beat clearly: the real normal bot's
    epsilon = 0.05

    horizon_events = frozenset({"half_inning_end"})
    _rollout_policy: RolloutPolicy | None = None    # made on first use

    def start_mark(self, world: Any, seat: int) -> Any:
        view = views.policy_view(world, seat)
        return view["score"], view["batting"]

    def rollout(self, world: Any, seat: int, rng: random.Random, start: Any,
                events: list[Event]) -> float:
        """SearchBot.rollout with the policy's own view of the world (views.policy_view: the
        part of the observation it reads), one a move."""
        if self._rollout_policy is None:
            self._rollout_policy = RolloutPolicy(self.game, 0)
        policy, eps, moves = self._rollout_policy, self.epsilon, 0
        while not any(e.kind == "half_inning_end" for e in events):
            player = world.current_player
            if player is None:
                break
            legal = world.legal_actions()
            if rng.random() < eps:
                action = rng.choice(legal)
            else:
                action = policy.decide(views.policy_view(world, player), legal)
            events = world.advance(action)
            moves += 1
        self.last_rollout_moves += moves
        return self.value(world, seat, start)

    def value(self, world: Any, seat: int, start: Any) -> float:
        if world.is_over:
            return float(world.returns()[seat] + 1) / 2
        obs = views.policy_view(world, seat)       # the score, the bases and the options
        (before, batting) = start
        score = obs["score"]
        runs = score[batting] - before[batting]
        keep = not obs["options"]["clear_bases"]
        runs += E.expectancy(obs["bases"][batting], 3, keep)
        gain = runs if batting == seat else -runs
        return 0.5 + 0.5 * math.tanh(gain / 2.5)
