"""The 九九 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over the current hand.

Rollouts play until the hand ends — the points in `returns()` change when a hand is won —
and score 1 for winning the hand, plus a little for outlasting others (a hand lost late is
better than one lost early in a match of several hands, and it tells a good move from a bad
one when neither wins). The rollout policy is the `normal` bot's rule computed from the
legal actions alone (see RolloutPolicy), several times cheaper than building an observation
for every move.
"""
from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchBot

from .ai import ESCAPE_RANK, _amount, _label_cost, _worth
from .cardsets import ESCAPES, Fx


class RolloutPolicy:
    """The `normal` bot's choice without the observation. Everything it needs follows from
    the legal actions: every escape card in hand is always playable, so the escapes listed
    are the escapes held; a number play's effect on the total ranks plays the same whatever
    the total is. What it drops: aiming at the weakest opponent (it takes the first target)
    and the "total is high" nuance of a Joker's label."""

    def __init__(self, game: Any) -> None:
        self.effects = game.effects
        self._facts: dict[Any, tuple] = {}     # action -> (escape?, total change, size, cost)

    def _fact(self, a: Any) -> tuple:
        effects = self.effects
        if a.kind != "play":
            e = effects[a.cards[0]]
            return (False, 0, 0, -_worth(e.kind, e.amount))
        kind = effects[a.cards[0]].kind
        if any(effects[c].kind in ESCAPES for c in a.cards):
            cost = ESCAPE_RANK.get(kind, 0)
            if kind is Fx.ANY or kind is Fx.K_CHOICE:
                cost += _label_cost(a.label, False)
            return (True, 0, 0, cost)
        amounts = [_amount(effects[c], a.label) for c in a.cards]
        return (False, sum(amounts), sum(abs(x) for x in amounts), 0)

    def choose(self, world: Any, player: int) -> Any:
        legal = world.legal_actions()
        facts = self._facts
        rows = []
        for a in legal:
            f = facts.get(a)
            if f is None:
                f = facts[a] = self._fact(a)
            rows.append((f, a))
        if legal[0].kind != "play":          # a sanction: keep / take the most useful card
            return min(rows, key=lambda r: r[0][3])[1]
        held = any(f[0] for f, _ in rows)
        numbers = [(f, a) for f, a in rows if not f[0]]
        if numbers:
            # with an escape in hand press the total up, else keep it low
            sign = 1 if held else -1
            return max(numbers, key=lambda r: (sign * r[0][1], r[0][2]))[1]
        return min(rows, key=lambda r: r[0][3])[1]


class HardBot(SearchBot):
    iterations = 160

    def budget_for(self, obs: dict) -> int:
        """Hands are longer with more players: 6–8 players search 5/n of the budget."""
        players = len(obs["players"])
        return self.budget if players <= 5 else max(1, self.budget * 5 // players)

    def rollout_policy(self, world: Any, player: int, rng: random.Random) -> Any:
        if self._policy is None:
            self._policy = RolloutPolicy(self.game)
        return self._policy.choose(world, player)

    horizon_events = frozenset({"hand_end"})

    def start_mark(self, world: Any, seat: int) -> Any:
        return world.returns()            # one point to the winner when a hand ends

    def value(self, world: Any, seat: int, start: Any) -> float:
        if world.returns()[seat] > start[seat]:
            return 1.0
        placing = world.observation(seat)["results"][-1]["placing"]
        return 0.25 * (len(placing) - 1 - placing.index(seat)) / (len(placing) - 1)
