"""Per-game tables: one package per game, `gui.games.<id>`, mirroring `engine.games.<id>`.

Every package has the same files for the same jobs — `table.py` (the GameTable subclass:
the player's side), `board.py` (what the felt shows: drawing and animations), `items.py`
(its scene items), `layout.py` (where things go on the felt), `text.py` (its words) — and
exports its table class as `TABLE`. The shared parts (card items and their pixmap cache,
animations, the hold at a hand's end, the overlay, the base GameTable) are the kit in
`gui.table`. A game without a package of its own gets `GenericTable`, so every engine game is
playable; a table that fails to import falls back to it too and never breaks the shell.
"""
from __future__ import annotations

import importlib
import logging

from ..table.game_table import GameTable
from ..table.generic import GenericTable

_loaded: dict[str, type[GameTable]] = {}


def table_class(game_id: str) -> type[GameTable]:
    """The table class of `gui.games.<game_id>`; GenericTable when there is none."""
    if game_id in _loaded:
        return _loaded[game_id]
    try:
        cls = importlib.import_module(f"{__name__}.{game_id}").TABLE
    except (ImportError, AttributeError) as exc:
        logging.getLogger(__name__).info("no table for %s (%s); using GenericTable",
                                         game_id, exc)
        cls = GenericTable
    _loaded[game_id] = cls
    return cls


def make_table(game_id: str, parent=None) -> GameTable:
    return table_class(game_id)(game_id, parent)


__all__ = ["GameTable", "GenericTable", "make_table", "table_class"]
