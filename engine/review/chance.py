"""The seat's chance of winning a 九九 match, from its chance of winning the hand in play.

The win-chance graph (engine/review/analyser.py) needs the chance of winning the *game*;
九九's rollouts measure the chance of winning the *hand* (engine/review/scales.py). Playing a
few deals on to the end of a match of several hands cost a fifth of a review and gave a
point ±15–20 alone; this carries the hand's chance, measured over all of the decision's
deals, to the match instead:

- the hand in play is won by the seat with its chance `hand`; otherwise by one of the other
  players still in it, each alike (the seat's rollouts do not say which);
- every later hand of the match is won by each player alike (1/players): how the later
  hands go is not the decision's doing, and nothing the seat knows tells the players apart;
- the match is won by the most points after the last hand (RULINGS: a point a hand won;
  engine/games/ninety_nine/rules.py `_end_hand`), shared on a tie: the seat's share of the
  top, as `outcome` counts it.

With one hand (or in the last one) this is the hand's chance itself.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import factorial
from typing import Any


def ninety_nine_chance(state: Any, seat: int, hand: float) -> float:
    """The seat's share of the match's win in `state` (a 九九 state during a hand), given
    its chance `hand` (0–1) of winning the hand in play."""
    later = max(0, int(state.game.options["match_hands"]) - int(state.hand_no))
    return match_chance(state.points, seat, state.alive, hand, later)


def match_chance(points: Sequence[int], seat: int, alive: Sequence[bool], hand: float,
                 later: int) -> float:
    """The seat's expected share of the top after the hand in play (won by the seat with
    chance `hand`, else by one of the other players `alive` in it alike) and `later` hands
    won by each player alike (see the module docstring)."""
    hand = min(1.0, max(0.0, hand))
    others = [s for s, a in enumerate(alive) if a and s != seat]
    if not others:
        hand = 1.0
    total = hand * _even(_plus(points, seat), seat, later) if hand else 0.0
    for other in others:
        total += (1.0 - hand) / len(others) * _even(_plus(points, other), seat, later)
    return total


def _plus(points: Sequence[int], winner: int) -> tuple[int, ...]:
    return tuple(p + (s == winner) for s, p in enumerate(points))


def _even(points: tuple[int, ...], seat: int, later: int) -> float:
    """The seat's expected share of the top after `later` hands won by each player alike."""
    others = tuple(sorted(p for s, p in enumerate(points) if s != seat))
    return _even_sorted(points[seat], others, later)


@lru_cache(maxsize=4096)
def _even_sorted(mine: int, others: tuple[int, ...], later: int) -> float:
    """_even by the seat's points and the others' (sorted: who holds them does not matter).
    Every split of the later hands among the players, weighted by its multinomial chance."""
    players = len(others) + 1
    scale = factorial(later) / players ** later
    total = 0.0
    for counts in _splits(later, players):
        top = mine + counts[0]
        rivals = [p + c for p, c in zip(others, counts[1:], strict=True)]
        best = max(rivals, default=top)
        if top < best:
            continue
        weight = scale
        for c in counts:
            weight /= factorial(c)
        total += weight / (1 + sum(1 for r in rivals if r == top))
    return total


@lru_cache(maxsize=256)
def _splits(hands: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Every way to count `hands` hands among `players` players (compositions)."""
    if players == 1:
        return ((hands,),)
    return tuple((first, *rest) for first in range(hands + 1)
                 for rest in _splits(hands - first, players - 1))
