"""What a 九九 position is worth to each living player: the chance of winning the hand, guessed
from the hands (the `hard` bot's value where a rollout stops, engine/games/ninety_nine/hard.py).

The rollouts of the `hard` bot stop at the next elimination. Scoring every survivor alike
(1 / survivors) says that a player who spent a K to live through it is as well off as one
who still holds it, so the search spent its escapes freely. Here each survivor gets a
score `u = w · features` from their hand and the turn, and the chance to win is the share
exp(u) / Σ exp(u) over the survivors (a conditional logit). The weights were fitted on the
positions right after an elimination in games of `normal` bots, whoever then won the hand
(`python -m bench.fit_ninety_nine`, which prints WEIGHTS); they are game knowledge, like the
normal bot's rules, and read only the position the search imagines.
"""
from __future__ import annotations

import math
from typing import Any

from .cardsets import Effect, Fx

# Card categories (a feature each: how many such cards the player holds).
CATEGORIES = ("to99", "reset", "pass", "reverse", "designate", "plusminus", "other_escape",
              "small", "middle", "large")
_BY_KIND = {Fx.TO99: 0, Fx.SET99: 0, Fx.K_CHOICE: 0, Fx.RESET: 1, Fx.PASS: 2, Fx.DOUBLE_PASS: 2,
            Fx.REVERSE: 3, Fx.DESIGNATE: 4, Fx.PLUSMINUS: 5}
# After the card counts: the player moves now; ... and how high the total is then; the
# player moves after the one who moves now (plays on what they leave); the total when the
# player holds no escape at all (nothing to fall back on).
FEATURES = CATEGORIES + ("to_move", "to_move_total", "moves_second", "bare_total")
_ESCAPE_CATEGORIES = frozenset({0, 1, 2, 3, 4, 6})

# Fitted by bench/fit_ninety_nine.py (see the module docstring), in the order of FEATURES.
WEIGHTS = (0.209, 0.360, 0.134, 0.166, 0.122, -0.022, 0.044, -0.134, -0.260, -0.280, -0.013, -0.086, -0.028,
           -0.883)


def category(effect: Effect) -> int:
    """The CATEGORIES index of a card with this effect."""
    kind, amount = effect
    if kind in _BY_KIND:
        return _BY_KIND[kind]
    if kind is Fx.CHOOSE:
        return 7
    if isinstance(amount, int) and kind in (Fx.ADD, Fx.ADD_DRAW2, Fx.ADD_SKIP, Fx.ADD_SWAP):
        return 7 if amount <= 3 else 8 if amount <= 6 else 9
    return 6


class Valuer:
    """Per game: the card -> category table, and the features and win chances of a world."""

    def __init__(self, game: Any, weights: tuple[float, ...] = WEIGHTS) -> None:
        self.cat = {card: category(e) for card, e in game.effects.items()}
        self.weights = weights

    def features(self, world: Any, s: int) -> list[float]:
        f = [0.0] * len(FEATURES)
        cat = self.cat
        for card in world.hands[s]:
            f[cat[card]] += 1.0
        total = world.total / 99.0
        mover = world.current_player
        if mover == s:
            f[10], f[11] = 1.0, total
        elif mover is not None and world.pending is None and world._next_alive(mover) == s:
            f[12] = 1.0
        if not any(f[i] for i in _ESCAPE_CATEGORIES):
            f[13] = total
        return f

    def chances(self, world: Any) -> list[float]:
        """Each seat's chance of winning the hand: 0 for the eliminated, the logit share
        for the living (they sum to 1)."""
        w = self.weights
        scores = {}
        for s, alive in enumerate(world.alive):
            if alive:
                scores[s] = sum(a * b for a, b in zip(w, self.features(world, s), strict=True))
        top = max(scores.values())
        exp = {s: math.exp(u - top) for s, u in scores.items()}
        total = sum(exp.values())
        return [exp.get(s, 0.0) / total for s in range(len(world.alive))]
