"""The shape of a save file, checked in full before anything else reads it.

A save is {"format": "jiupai-save", "version": 1, "meta": {...}, "record": {...}}. Every
field has a type, a range and a size here; a file that breaks any of them is refused with
a message naming the field (`meta.turn must be a whole number from 0 to …, got 'x'`). The
slot list and the dialogs then only ever see well-typed values, so one edited or damaged
file can never hide the other slots. Hand-written on purpose: no dependency, and the
messages say what a player (or whoever edited the file) needs to know.
"""
from __future__ import annotations

import math
from typing import Any

from .core import ENGINE_MAX_PLAYERS

MAX_NAME = 200             # characters in a player's name
MAX_TEXT = 2000            # characters in other texts (score line, date)
MAX_ACTIONS = 100_000      # a long 九九 match is a few thousand moves
MAX_ACTION_TEXT = 500
MAX_OPTIONS = 64
MAX_SETUP_DEPTH = 8        # setup is nested lists/objects of cards and numbers
MAX_SETUP_NODES = 20_000
MAX_INT = 2**63            # seeds are below this; every other number far below
MAX_TURN = 10**7
MAX_GAME_ID = 64           # a game's id (gui.worker: 32 hex digits), counted once in statistics
MAX_SECONDS = 10**9        # time played, in seconds
MAX_DEALER = 1000          # versions of a game's dealing code


class SchemaError(ValueError):
    """The document breaks the schema; the message names the field. `code` is "newer" for a
    file of a newer save version (the reader should update, the file is fine), else
    "damaged"."""

    def __init__(self, message: str, code: str = "damaged") -> None:
        super().__init__(message)
        self.code = code


def check_document(doc: Any, fmt: str, version: int, whole: bool = True) -> None:
    """Raise SchemaError unless `doc` is a complete, well-typed save document whose meta
    agrees with its record. `whole=False` checks a head (engine/save_head.py: the actions
    not read), so what depends on the actions is left to the whole document's check."""
    require_object(doc, "the file")
    if doc.get("format") != fmt:
        raise SchemaError("is not a Jiupai save file (no 'format': 'jiupai-save')")
    found = doc.get("version")
    require_int(found, "version", 1, MAX_INT)
    if found > version:
        raise SchemaError(f"was written by a newer Jiupai (save version {found}); "
                          "update to open it", code="newer")
    check_meta(doc.get("meta", {}))
    check_record(doc.get("record"))
    check_meta_against_record(doc.get("meta", {}), doc["record"], whole)


def check_meta_against_record(meta: dict[str, Any], record: dict[str, Any],
                              whole: bool = True) -> None:
    """The meta describes the record's game: its seats are the record's seats, one name (one
    bot level, one score) per player, the same game, and (for a whole document) as many
    moves as the record has actions. A file where they disagree was edited; the message
    names the field, so a slot can never claim a seat or a player its game does not have."""
    players = record["players"]
    if "game" in meta and meta["game"] != record["game"]:
        raise SchemaError(f"meta.game is {meta['game']!r:.40} but the record is a game of "
                          f"{record['game']!r:.40}")
    if "human_seat" in meta and meta["human_seat"] >= players:
        raise SchemaError(f"meta.human_seat must be a seat from 0 to {players - 1} (the "
                          f"record has {players} players), got {meta['human_seat']}")
    for i, seat in enumerate(meta.get("human_seats", [])):
        if seat >= players:
            raise SchemaError(f"meta.human_seats[{i}] must be a seat from 0 to {players - 1}, "
                              f"got {seat}")
    if "human_seat" in meta and "human_seats" in meta \
            and meta["human_seat"] not in meta["human_seats"]:
        raise SchemaError(f"meta.human_seat {meta['human_seat']} is not one of "
                          f"meta.human_seats {meta['human_seats']!r:.40}")
    for key in ("names", "bot_levels", "scores"):       # [] says nothing (default names)
        if meta.get(key) and len(meta[key]) != players:
            raise SchemaError(f"meta.{key} has {len(meta[key])} entries but the record has "
                              f"{players} players")
    if whole and "turn" in meta and meta["turn"] != len(record["actions"]):
        raise SchemaError(f"meta.turn is {meta['turn']} but the record has "
                          f"{len(record['actions'])} actions")


def check_replayed(meta: dict[str, Any], state: Any) -> None:
    """What only the replayed position can tell: a save that says it is finished is (and
    one that says it is not is not), so Continue never offers a finished game."""
    if "over" in meta and meta["over"] != state.is_over:
        said = "finished" if meta["over"] else "not finished"
        raise SchemaError(f"meta.over says the game is {said}, but its record "
                          f"{'ends the game' if state.is_over else 'does not end it'}")


def check_meta(meta: Any) -> None:
    require_object(meta, "meta")
    if "names" in meta:
        require_list(meta["names"], "meta.names", ENGINE_MAX_PLAYERS)
        for i, name in enumerate(meta["names"]):
            require_text(name, f"meta.names[{i}]", MAX_NAME)
    for key in ("saved_at", "score_line"):
        if key in meta:
            require_text(meta[key], f"meta.{key}", MAX_TEXT)
    if "turn" in meta:
        require_int(meta["turn"], "meta.turn", 0, MAX_TURN)
    if "human_seat" in meta:
        require_int(meta["human_seat"], "meta.human_seat", 0, ENGINE_MAX_PLAYERS - 1)
    if "human_seats" in meta:      # a hot-seat game (issue 16): two or more humans, no repeats
        seats = meta["human_seats"]
        require_list(seats, "meta.human_seats", ENGINE_MAX_PLAYERS)
        for i, seat in enumerate(seats):
            require_int(seat, f"meta.human_seats[{i}]", 0, ENGINE_MAX_PLAYERS - 1)
        if len(seats) < 2 or len(set(seats)) != len(seats):
            raise SchemaError("meta.human_seats must name two or more different seats, "
                              f"got {seats!r:.40}")
    if "bot_levels" in meta:
        require_list(meta["bot_levels"], "meta.bot_levels", ENGINE_MAX_PLAYERS)
        for i, level in enumerate(meta["bot_levels"]):
            if level is not None:
                require_text(level, f"meta.bot_levels[{i}]", 40)
    if "game_id" in meta:
        require_text(meta["game_id"], "meta.game_id", MAX_GAME_ID)
    if "played_seconds" in meta:
        require_int(meta["played_seconds"], "meta.played_seconds", 0, MAX_SECONDS)
    if "scores" in meta:
        require_list(meta["scores"], "meta.scores", ENGINE_MAX_PLAYERS)
        for i, value in enumerate(meta["scores"]):
            require_number(value, f"meta.scores[{i}]", MAX_SCORE)
    if "origin" in meta:       # a game played on from a replay: which game, from which move
        require_object(meta["origin"], "meta.origin")
        require_text(meta["origin"].get("game_id", ""), "meta.origin.game_id", MAX_GAME_ID)
        require_int(meta["origin"].get("move", 0), "meta.origin.move", 0, MAX_ACTIONS)
    if "section" in meta:      # the part of the game in play (engine.session.Session.section)
        require_object(meta["section"], "meta.section")
        require_int(meta["section"].get("number", 0), "meta.section.number", 0, MAX_ACTIONS)
        half = meta["section"].get("half")
        if half is not None:
            require_text(half, "meta.section.half", 16)
    for key in ("over", "undo_used"):
        if key in meta and not isinstance(meta[key], bool):
            raise SchemaError(f"meta.{key} must be true or false, got {_show(meta[key])}")
    if "game" in meta:
        require_text(meta["game"], "meta.game", 64)


def check_record(record: Any) -> None:
    require_object(record, "record")
    for key in ("game", "players", "seed", "actions"):
        if key not in record:
            raise SchemaError(f"record.{key} is missing")
    require_text(record["game"], "record.game", 64)
    require_int(record["players"], "record.players", 2, ENGINE_MAX_PLAYERS)
    require_int(record["seed"], "record.seed", 0, MAX_INT)
    if "version" in record:
        require_int(record["version"], "record.version", 1, MAX_INT)
    if "dealer" in record:         # which version of the game's dealing (engine.core.Game)
        require_int(record["dealer"], "record.dealer", 1, MAX_DEALER)
    if record.get("variant") is not None:
        require_text(record["variant"], "record.variant", 64)
    options = record.get("options") or {}
    require_object(options, "record.options")
    if len(options) > MAX_OPTIONS:
        raise SchemaError(f"record.options has {len(options)} entries (at most {MAX_OPTIONS})")
    for name, value in options.items():
        if not isinstance(value, (bool, int, str)) or (isinstance(value, int) and abs(value) > MAX_INT):
            raise SchemaError(f"record.options.{name} must be true/false, a number or a word")
    if record.get("setup") is not None:
        require_object(record["setup"], "record.setup")
        _bounded_tree(record["setup"], "record.setup")
    require_list(record["actions"], "record.actions", MAX_ACTIONS)
    for i, text in enumerate(record["actions"]):
        require_text(text, f"record.actions[{i}]", MAX_ACTION_TEXT)


# ---- the checks ------------------------------------------------------------------------
def require_object(value: Any, where: str) -> None:
    if not isinstance(value, dict):
        raise SchemaError(f"{where} must be an object, got {_show(value)}")


def require_list(value: Any, where: str, most: int) -> None:
    if not isinstance(value, list):
        raise SchemaError(f"{where} must be a list, got {_show(value)}")
    if len(value) > most:
        raise SchemaError(f"{where} has {len(value)} entries (at most {most})")


def require_text(value: Any, where: str, most: int) -> None:
    if not isinstance(value, str):
        raise SchemaError(f"{where} must be text, got {_show(value)}")
    if len(value) > most:
        raise SchemaError(f"{where} is {len(value)} characters long (at most {most})")


def require_int(value: Any, where: str, lo: int, hi: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise SchemaError(f"{where} must be a whole number from {lo} to {hi}, got {_show(value)}")


#: A score (points, runs) in a slot's meta: far below this.
MAX_SCORE = 10**9


def require_number(value: Any, where: str, most: int = MAX_INT) -> None:
    """A whole or decimal number of at most `most` either way (a 3,000-digit whole number
    is refused by its size, never turned into a float)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SchemaError(f"{where} must be a number, got {_show(value)}")
    if not (abs(value) <= most if isinstance(value, int) else
            math.isfinite(value) and abs(value) <= most):
        raise SchemaError(f"{where} must be a number from -{most} to {most}, got {_show(value)}")


def _bounded_tree(value: Any, where: str) -> None:
    """Nested lists/objects of text, numbers, booleans and null: bounded depth and size."""
    todo, nodes = [(value, 0)], 0
    while todo:
        item, depth = todo.pop()
        nodes += 1
        if nodes > MAX_SETUP_NODES:
            raise SchemaError(f"{where} is too large (more than {MAX_SETUP_NODES} values)")
        if depth > MAX_SETUP_DEPTH:
            raise SchemaError(f"{where} is nested too deeply (more than {MAX_SETUP_DEPTH} levels)")
        if isinstance(item, dict):
            todo.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            todo.extend((v, depth + 1) for v in item)
        elif isinstance(item, str):
            if len(item) > MAX_TEXT:
                raise SchemaError(f"{where} holds a text of {len(item)} characters")
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_INT:
            raise SchemaError(f"{where} holds a number out of range")
        elif not isinstance(item, (bool, int, float, type(None))):
            raise SchemaError(f"{where} holds {_show(item)}")


def _show(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        return f"a number of {len(str(abs(value)))} digits"      # (JSON bounds its digits)
    text = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."
