"""天地人's card counter: per rank (3 low … 大王 high), the cards of the N decks not yet
seen by the seat. Every play is face up (the observation's log covers the whole match), so
the unseen cards are the other players' hands."""
from __future__ import annotations

from typing import Any

from engine.counter import remaining

from .deck import RANK_NAMES, full_deck, rank_index


def label(card: str) -> str:
    return RANK_NAMES[rank_index(card)]


def unseen(game: Any, obs: dict[str, Any]) -> dict[str, dict[str, int]]:
    played = [card for entry in obs.get("log") or [] for card in entry[3]]
    universe = full_deck(len(obs.get("hand_counts") or []) or game.players)
    return {"cards": remaining(universe, list(obs["hand"]) + played, label, RANK_NAMES)}
