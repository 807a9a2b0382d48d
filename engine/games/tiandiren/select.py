"""Helpers for the table: map a card selection to a legal action and back.

Kickers are canonical (movegen.Kickers), so a selection matches an action only when
it holds exactly that action's cards by rank (suits never matter).
"""
from __future__ import annotations

from typing import Any

from .combos import Play, needs
from .deck import counts_of, rank_index


def play_for_cards(state: Any, cards: list[str]) -> list[Play]:
    """The legal plays of the player to act whose cards, by rank, are exactly `cards`."""
    want = counts_of(cards)
    return [a for a in state.legal_actions() if isinstance(a, Play) and needs(a) == want]


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
