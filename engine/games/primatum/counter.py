"""九尊's card counter: the 斌 cards by country and 文 number, and the palace cards.

Face up: the pile (every card played in a bout), the cards pledged in the territories'
columns. Unseen by a seat: the other hands, the neutral hand and the cards set aside.
"""
from __future__ import annotations

from typing import Any

from engine.counter import remaining

from .deck import BIN_CARDS, COUNTRIES, PALACE_KINDS

NUMBERS = tuple(str(n) for n in range(1, 10))


def label(card: str) -> str:
    """One card each: 'Q3' (country and number) or 'Q-K' (a palace card)."""
    return card


def unseen(game: Any, obs: dict[str, Any]) -> dict[str, dict[str, int]]:
    playing = list(obs.get("countries") or [])
    universe = list(BIN_CARDS) + [f"{c}-{k}" for c in playing for k in PALACE_KINDS]
    seen = list(obs["hand"]) + list(obs.get("pile") or [])
    seen += [card for terr in obs.get("territories") or [] for col in terr["columns"] for card in col]
    counts = remaining(universe, seen, label, universe)
    out = {}
    for country in COUNTRIES:
        labels = [f"{country}{n}" for n in NUMBERS]
        if country in playing:
            labels += [f"{country}-{k}" for k in PALACE_KINDS]
        out[country] = {name[len(country):].lstrip("-"): counts[name] for name in labels}
    return out
