"""The shared card-table kit (what KPat's libkcardgame is to its games).

- `card_item`   CardItem, faces and backs, the card pixmap cache
- `card_look`   CardLook: the player's deck colours, card size and felt (Settings ▸ Cards)
- `card_size`   the card size applied: where a card grows, how a hand spreads (`fan`)
- `animation`   AnimationQueue: moves, flips and calls, one after another
- `view`        TableView: the felt, scaled to the window
- `game_table`  GameTable: the base of every game's table, made of the parts below
- `turn_queue`  TurnQueue: the one queue — each Turn animated, held where the game says,
                then rendered and its legal moves shown; answers ready(seq)
- `parts`       TableParts: what a game's package declares once (table, coach marks, sounds)
- `announce`    the overlay with a hand's or match's result
- `sound`       the sound effects of the events a table shows (QtMultimedia when present)
- `moments`     Moments: short effects for a game's big plays (a bomb, 99, a home run …)
- `generic`     GenericTable: the fallback table for a game without a package of its own
"""
from __future__ import annotations

import importlib
from typing import Any

# Where each name lives. Imported on first use (PEP 562), not with the package: the app's
# style reads gui.table.card_look at start, and importing the whole kit with it (the card
# items, faces, animations, view: ~20 ms) cost the cold start what no first frame shows.
_HOMES = {"AnimationQueue": "animation", "CARD_H": "card_item", "CARD_W": "card_item",
          "CardItem": "card_item", "CustomFace": "card_item", "pixel_font": "card_item",
          "card_scale": "card_size", "fan": "card_size", "grown_rect": "card_size",
          "MIN_TEXT_PX": "faces", "face_font": "faces", "text_floor": "faces",
          "TableView": "view"}

__all__ = ["AnimationQueue", "CARD_H", "CARD_W", "CardItem", "CustomFace", "TableView",
           "MIN_TEXT_PX", "card_scale", "face_font", "fan", "grown_rect", "pixel_font",
           "text_floor"]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value
