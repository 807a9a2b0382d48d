"""Helpers for the table: map a card selection to a legal action and back.

Suits never matter: a selection matches a play when it holds exactly that play's cards
by rank. A selection that is a `Body` (legal now) plus cards for its kickers names the
whole play (`LJ+A`, `5-5-5+K`) when those kickers are an allowed choice (kickers.py): the
table sends that notation, and the engine takes it as the body step and its kicker steps.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from .combos import Action, Body, Kick, Play, needs
from .deck import BJ, LJ, TWO, counts_of, rank_index
from .kickers import finish

MAX_SPLITS = 64          # ways to read one selection's pair kickers (a handful in practice)


def kick_needs(kick: Kick) -> list[int]:
    """The count vector of one kicker step's cards."""
    need = [0] * 15
    if kick.wild:
        need[kick.rank] += 1
        need[TWO] += 1
    else:
        need[kick.rank] += kick.ksize
    return need


def kicker_splits(rest: list[int], body: Body) -> list[Play]:
    """Every way the cards `rest` (a count vector) are exactly the kickers of `body`."""
    if rest[LJ] or rest[BJ] or sum(rest) != body.kickers * body.ksize:
        return []
    if body.ksize == 1:
        singles = tuple(r for r in range(TWO, -1, -1) for _ in range(rest[r]))
        return [body.play(singles, ())]
    ranks = [r for r in range(TWO) if rest[r]]
    # at each rank: how many of its cards pair with a wild 2 (same parity as the count)
    choices = [range(rest[r] % 2, rest[r] + 1, 2) for r in ranks]
    out: list[Play] = []
    for wilds in product(*choices):
        twos = rest[TWO] - sum(wilds)
        if twos < 0 or twos % 2:
            continue
        kick = [TWO] * (twos // 2)
        kwild: list[int] = []
        for r, w in zip(ranks, wilds, strict=True):
            kick += [r] * ((rest[r] - w) // 2 + w)
            kwild += [r] * w
        out.append(body.play(tuple(sorted(kick, reverse=True)), tuple(sorted(kwild, reverse=True))))
        if len(out) >= MAX_SPLITS:
            break
    return out


def plays_for_selection(steps: Sequence[Action], hand: list[str], cards: list[str],
                        table: Play | None) -> list[Any]:
    """The actions the selected `cards` make: a legal play or kicker step with exactly
    those cards, or a whole play with kickers whose body step is in `steps` (the legal
    actions now) and whose kickers are allowed from `hand` against `table`."""
    want = counts_of(cards)
    size = len(cards)
    out: list[Any] = []
    c = None
    for a in steps:
        if isinstance(a, Play):
            if a.size == size and needs(a) == want:
                out.append(a)
        elif isinstance(a, Kick):
            if kick_needs(a) == want:
                out.append(a)
        elif isinstance(a, Body) and a.size == size:
            rest = [w - n for w, n in zip(want, needs(a), strict=True)]
            if min(rest) < 0:
                continue
            c = counts_of(hand) if c is None else c
            out.extend(p for p in kicker_splits(rest, a) if finish(c, p, table))
    return out


def play_for_cards(state: Any, cards: list[str]) -> list[Any]:
    """The actions of the player to act whose cards, by rank, are exactly `cards`."""
    seat = state.current_player
    obs = state.observation(seat)
    return plays_for_selection(state.legal_actions(), obs["hand"], cards, state.table)


def cards_for(hand: list[str], play: Play) -> list[str]:
    """The concrete cards `play` takes from `hand` (as the engine takes them when applied)."""
    need = needs(play)
    out = []
    for card in hand:
        r = rank_index(card)
        if need[r]:
            need[r] -= 1
            out.append(card)
    return out
