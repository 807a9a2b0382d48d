"""The 天地人 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over the whole match.

A 54-card hand has hundreds of distinct leads, so the search looks only at the plausible
ones: per shape the cheapest play (a play with kickers counts by its body, kickers as the
normal bot would add them), the few that leave the hand in the fewest plays (plan.estimate,
as the `normal` bot counts), the cheapest bomb, and passing; for a kicker step the loosest
few kickers. The normal bot's own choice is always searched too (SearchBot.choose). Rollouts play
the `normal` heuristic to the end of the match and score 1 for the top score.
"""
from __future__ import annotations

from typing import Any

from engine.ai.search import SearchBot, top_share

from .ai import NormalBot, _after
from .combos import Action, Body, Kick, Play
from .deck import counts_of
from .plan import estimate

LEADS, FOLLOWS = 8, 5


class HardBot(SearchBot):
    iterations = 240
    policy_class = NormalBot
    # No random rollout moves: with hundreds of leads a random one (a bomb, a kicker torn
    # from a chain) wrecks the hand, and the rollout would mostly measure that.
    epsilon = 0.0

    def budget_for(self, obs: dict[str, Any]) -> int:
        """A rollout plays out every hand, so its cost grows with the cards still held:
        fewer iterations while the hands are full (3 players × 54 cards: a fifth of the
        budget, so that the worst decision stays well under 3 s)."""
        held: int = sum(n for n, st in zip(obs["hand_counts"], obs["status"], strict=True)
                        if st == "playing")
        return max(min(self.budget, 12), min(self.budget, self.budget * 30 // max(1, held)))

    def candidates(self, obs: dict[str, Any], legal: list[Action], seat: int) -> list[Action]:
        kicks = [a for a in legal if isinstance(a, Kick)]
        if kicks:                  # a kicker step: the loosest few (and the normal bot's pick)
            return [*sorted(kicks, key=lambda a: (a.ksize, a.rank, a.wild))[:FOLLOWS]]

        plays = [a for a in legal if isinstance(a, (Play, Body))]   # a Body: a play with kickers
        if len(plays) <= LEADS:
            return legal
        c = counts_of(obs["hand"])
        keep = LEADS if obs["table"] is None else FOLLOWS
        cheapest: dict[tuple[int, ...], Play | Body] = {}
        for a in plays:
            key = (a.kind, a.length, a.ksize, a.cls)
            if key not in cheapest or a.top < cheapest[key].top:
                cheapest[key] = a
        ranked = sorted(cheapest.values(), key=lambda a: (a.cls, estimate(_after(c, a)), -a.size, a.top))
        chosen = ranked[:keep]
        bombs = [a for a in ranked if a.cls]
        if bombs and bombs[0] not in chosen:
            chosen.append(bombs[0])
        others = [a for a in legal if not isinstance(a, (Play, Body))]
        return others + sorted(chosen, key=str)

    def value(self, world: Any, seat: int, start: Any) -> float:
        return top_share(world.returns(), seat)
