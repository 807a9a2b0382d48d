"""Per-game tables: TABLES maps a game id to its GameTable subclass.

A game without its own table gets GenericTable, so every engine game is playable.
Game engineers register theirs here: add `"<id>": "gui.games.<id>:<ClassName>"`.
Tables are imported lazily so a broken or missing table never breaks the shell.
"""
from __future__ import annotations

import importlib
import logging

from .base import GameTable
from .generic import GenericTable

#: game id -> "module:Class" (imported on first use)
TABLES: dict[str, str | type[GameTable]] = {
    "ninety_nine": "gui.games.ninety_nine:NinetyNineTable",
    "showdown": "gui.games.showdown:ShowdownTable",
    "primatum": "gui.games.primatum:PrimatumTable",
    "tiandiren": "gui.games.tiandiren:TiandirenTable",
}


def table_class(game_id: str) -> type[GameTable]:
    """The table class for a game; GenericTable when it has none (or it fails to import)."""
    entry = TABLES.get(game_id)
    if entry is None:
        return GenericTable
    if isinstance(entry, type):
        return entry
    module_name, _, class_name = entry.partition(":")
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as exc:
        logging.getLogger(__name__).info("no table for %s yet (%s); using GenericTable",
                                         game_id, exc)
        return GenericTable
    TABLES[game_id] = cls
    return cls


def make_table(game_id: str, parent=None) -> GameTable:
    return table_class(game_id)(game_id, parent)


__all__ = ["GameTable", "GenericTable", "TABLES", "make_table", "table_class"]
