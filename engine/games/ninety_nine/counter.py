"""九九's card counter: per rank, the cards of this hand's deck not yet seen by the seat.

Everything played is face up on the pile (an eliminated player's hand too, by the rulings),
so what the seat has not seen is in the other hands, the stock or a sanction pool. When the
stock runs out the pile is shuffled into it and those cards count as unseen again.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.cards import JOKERS, RANKS, rank_of
from engine.counter import remaining

from .cardsets import build_deck

ORDER = RANKS + ("LJ", "BJ")


def label(card: str) -> str:
    return card if card in JOKERS else rank_of(card)


def unseen(game: Any, obs: dict[str, Any]) -> dict[str, dict[str, int]]:
    universe, order = _deck(game.players, tuple(sorted(game.options.items())))
    return {"cards": remaining(universe, list(obs["hand"]) + list(obs["pile_cards"]), label, order)}


@lru_cache(maxsize=64)
def _deck(players: int, options: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The deck of a game and its ranks in counter order, made once per set of options:
    every observation sent asks for them (a network table of 8 asks 7 times a move)."""
    universe = tuple(build_deck(players, dict(options)))
    return universe, tuple(r for r in ORDER if any(label(c) == r for c in universe))
