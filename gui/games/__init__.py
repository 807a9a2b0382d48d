"""Per-game tables: one package per game, `gui.games.<id>`, mirroring `engine.games.<id>`.

Every package has the same files for the same jobs — `table.py` (the GameTable subclass:
the player's side), `board.py` (what the felt shows: drawing and animations), `items.py`
(its scene items), `layout.py` (where things go on the felt), `text.py` (its words),
`coach_marks.py` (what a lesson highlights) — and declares its parts once in its
`__init__.py` as `PARTS = TableParts(...)` (gui/table/parts.py). The shared parts are the
kit in `gui.table`. A game with no package of its own is played on `GenericTable`, so every
engine game is playable; a package that fails to import is an error in the log (and a
failing test, tests/gui/test_games_declared.py), and the game falls back to GenericTable so
the window lives on.
"""
from __future__ import annotations

import importlib
import logging

from ..table.game_table import GameTable
from ..table.generic import GenericTable
from ..table.parts import TableParts

#: The packages of the shipped games' tables, by game id.
TABLE_PACKAGES: dict[str, str] = {
    "ninety_nine": "gui.games.ninety_nine",
    "showdown": "gui.games.showdown",
    "primatum": "gui.games.primatum",
    "tiandiren": "gui.games.tiandiren",
}

#: Tables added at run time (a test's game, a plug-in's): register().
_REGISTERED: dict[str, TableParts] = {}
_GENERIC = TableParts(table=GenericTable)
log = logging.getLogger(__name__)


def register(game_id: str, parts: TableParts) -> None:
    _REGISTERED[game_id] = parts


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def parts(game_id: str) -> TableParts:
    """The declared table parts of `game_id` (GenericTable's when it has none)."""
    if game_id in _REGISTERED:
        return _REGISTERED[game_id]
    if game_id not in TABLE_PACKAGES:
        return _GENERIC
    try:
        declared = importlib.import_module(TABLE_PACKAGES[game_id]).PARTS
        _ = declared.table_class              # import the table itself now, not mid-game
    except Exception:  # noqa: BLE001 - a broken table must not take the window down
        log.exception("the table of %s failed to load; playing it on GenericTable", game_id)
        return _GENERIC
    return declared


def table_class(game_id: str) -> type[GameTable]:
    return parts(game_id).table_class


def make_table(game_id: str, parent=None) -> GameTable:
    declared = parts(game_id)
    table = declared.table_class(game_id, parent)
    table.parts = declared
    table.sounds.use(declared)
    return table


__all__ = ["GameTable", "GenericTable", "TableParts", "make_table", "parts", "register",
           "table_class"]
