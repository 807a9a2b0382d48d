"""九局對決's card counter: the red (attack) and black (defence) decks, per rank.

Face up for both players: the discards, the out markers, the cards taken out of the game,
the attack and defence cards on the table, and a hand played blind. Unseen by a seat: the
two decks and the other player's hand (its colour only).
"""
from __future__ import annotations

from typing import Any

from engine.counter import remaining

from .deck import BLACK_DECK, RED_DECK

ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def label(card: str) -> str:
    return card if card in ("LJ", "BJ") else card[:-1]


def unseen(game: Any, obs: dict[str, Any]) -> dict[str, dict[str, int]]:
    mine = "red" if obs.get("role") == "attacker" else "black"
    table = [c for c in ((obs.get("attack") or {}).get("card"), obs.get("defence")) if c]
    out = {}
    for colour, deck in (("red", RED_DECK), ("black", BLACK_DECK)):
        members = set(deck)
        seen = [c for c in table + list(obs.get("out_markers") or []) + list(obs.get("removed") or [])
                if c in members]
        seen += list((obs.get("discards") or {}).get(colour) or [])
        seen += list((obs.get("blind_cards") or {}).get(colour) or [])
        if colour == mine:
            seen += list(obs["hand"])
        out[colour] = remaining(deck, seen, label, ORDER + (deck[-1],))
    return out
