"""Helpers of the hot-seat tests: a game with several human seats, the cards a table shows
face up, and the cards a seat must not see."""
from __future__ import annotations

from typing import Any

from engine.table.seats import without_hands
from gui.table.card_item import CardItem

#: game -> (players, human seats)
HOT = {"ninety_nine": (4, [0, 2]), "showdown": (2, [0, 1]), "primatum": (3, [0, 2]),
       "tiandiren": (3, [0, 1])}
OPTIONS = {"ninety_nine": {"match_hands": 1}}


def hot_config(game: str, seed: int, humans: list[int] | None = None) -> dict:
    players, default = HOT[game]
    humans = default if humans is None else humans
    return {"game": game, "players": players, "variant": None,
            "options": dict(OPTIONS.get(game, {})), "seed": seed, "human_seat": humans[0],
            "human_seats": list(humans),
            "names": [f"Human {s}" if s in humans else "" for s in range(players)],
            "bot_levels": [None if s in humans else "easy" for s in range(players)]}


def shown_face_up(scene) -> list[str]:
    """Every card code drawn face up in the scene (kit card items and 天地人's hand cards)."""
    found = []
    for item in scene.items():
        if isinstance(item, CardItem):
            if item.is_face_up():
                found.append(str(getattr(item, "code", None) or item.card))
        elif hasattr(item, "card") and isinstance(item.card, str):
            if item.isVisible():
                found.append(item.card)
    return found


def strings_in(value: Any) -> set[str]:
    out: set[str] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.add(item)
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, (list, tuple)):
            todo.extend(item)
    return out


def secret_cards(state, humans: list[int], viewer: int | None) -> set[str]:
    """Cards in the hands of the humans other than `viewer` (every human when None) that
    nothing public shows: what the table must never draw face up for `viewer`."""
    public = strings_in(without_hands(state.observation(humans[0])))
    mine = set(state.observation(viewer)["hand"]) if viewer is not None else set()
    hidden = set()
    for seat in humans:
        if seat != viewer:
            hidden |= {str(c) for c in state.observation(seat)["hand"]}
    return hidden - public - mine
