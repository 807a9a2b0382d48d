"""A shared game that reveals no hidden card: the *seat view* — what one seat was shown.

A save (or a full `.jiupai` export) holds the record: the seed and every action. From it
anyone can rebuild every hand and the order of every stock, so it is for the player's own
use ("to continue elsewhere — holds every card"). To show a game to somebody else, the app
writes a seat view instead: the `Turn`s (engine/turn.py) one seat was shown while it played
— an OPENING turn (the deal as that seat saw it, its first position), then one MOVE turn per
action (the events as that seat saw them, its observation after them, its legal actions) —
and a little meta: the game, its options, the players' names, the seat. There is no seed,
no record, no other hand, no stock order, and no game id (an id made from a record is a
hash of its seed). Such a file can be watched, not continued: nothing in it can deal the
cards again. Editing its `meta.seat` shows nothing more: the turns are that one seat's view
and the reader refuses a file whose meta and turns disagree.

The turns are built with `engine.session.Session` replaying the record, exactly as the table
was sent them. On disk each turn keeps only what changed in the observation since the turn
before ("changed", and "grown" for a list that only got longer, such as a log), so a long
九九 match stays a few megabytes; `read_seat_view` rebuilds every Turn.

Reading is bounded like a save's (engine/files.py): a regular file of at most MAX_BYTES,
JSON without NaN/Infinity or a field given twice, every field checked before use; a hostile
or damaged file is a SaveError naming the file and the field.

What a seat view, a slot, an autosave and a full export contain, and who can learn what from
each: docs/saves.md.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .core import ENGINE_MAX_PLAYERS, RuleError, State
from .files import FileReadError, read_bounded
from .registry import create
from .save_head import DECODER
from .save_schema import (
    MAX_ACTIONS,
    MAX_NAME,
    MAX_OPTIONS,
    MAX_TEXT,
    SchemaError,
    require_int,
    require_list,
    require_object,
    require_text,
)
from .saves import SEAT_VIEW_FORMAT, SaveError, write_bytes
from .session import Session
from .shape import ShapeError, TurnShapes, show
from .turn import Turn, TurnFormatError, TurnKind

FORMAT = SEAT_VIEW_FORMAT
VERSION = 1
# A 九九 match of 8 players and 9 hands is about 2 MB as a seat view.
MAX_BYTES = 32 * 1024 * 1024
#: The meta fields a seat view may carry; anything else in a save's meta stays out (its
#: game_id may be a hash of the seed, bot levels and timings say nothing of the game).
META_KEYS = ("game", "players", "variant", "options", "names", "seat", "human_seats",
             "saved_at", "turn", "over", "score_line")


@dataclass(frozen=True)
class SeatView:
    """A seat view read back: its meta and the Turns that seat was shown, in order."""

    meta: dict[str, Any]
    turns: tuple[Turn, ...]

    @property
    def game(self) -> str:
        return str(self.meta["game"])

    @property
    def players(self) -> int:
        return int(self.meta["players"])

    @property
    def seat(self) -> int:
        return int(self.meta["seat"])

    @property
    def names(self) -> list[str]:
        return list(self.meta.get("names") or [""] * self.players)

    @property
    def moves(self) -> int:
        """Actions played in the game shown (the MOVE turns)."""
        return len(self.turns) - 1

    @property
    def finished(self) -> bool:
        return self.turns[-1].is_over

    def events_upto(self, move: int) -> list[dict[str, Any]]:
        """Every event the seat saw up to the position after `move` actions, in order: what
        a replay's log shows after a jump to that step."""
        last = max(0, min(move, self.moves))
        return [event for turn in self.turns[:last + 1] for event in turn.events]


# ---- writing -----------------------------------------------------------------------------
def seat_turns(record: dict[str, Any], seat: int, names: list[str] | None = None,
               humans: list[int] | None = None) -> list[Turn]:
    """The Turns `seat` was shown in the game of `record`: OPENING, then one MOVE per action
    (Session replays the record, so these are the very turns the table got)."""
    start = {**record, "actions": []}
    players = int(record["players"])
    names = list(names) if names and len(names) == players else [""] * players
    session = Session.resume(start, names, humans if humans else [seat])
    turns = [session.turn(seat, TurnKind.OPENING, 1, None, session.state.initial_events)]
    for notation in record["actions"]:
        actor = session.state.current_player
        events = session.apply(actor, notation)
        turns.append(session.turn(seat, TurnKind.MOVE, len(turns) + 1, actor, events))
    return turns


def seat_view_document(state: State, seat: int,
                       meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The seat-view document of `state`'s game as `seat` saw it (see the module docstring).
    `meta` is the game's save meta (names, human_seats); only META_KEYS are kept."""
    meta = dict(meta or {})
    players = state.players
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RuleError(f"seat view: seat must be from 0 to {players - 1}, got {seat!r}")
    names = meta.get("names") if isinstance(meta.get("names"), list) else None
    listed = meta.get("human_seats")
    humans = sorted({seat, *(h for h in (listed if isinstance(listed, list) else [])
                             if isinstance(h, int) and 0 <= h < players)})
    record = state.record()
    turns = seat_turns(record, seat, names, humans)
    shown = {
        "game": record["game"], "players": players, "variant": record.get("variant"),
        "options": dict(record.get("options") or {}),
        "names": list(names) if names and len(names) == players else [""] * players,
        "seat": seat, "human_seats": humans,
        "saved_at": meta.get("saved_at")
        or datetime.now(UTC).isoformat(timespec="seconds"),
        "turn": len(record["actions"]), "over": state.is_over,
    }
    if isinstance(meta.get("score_line"), str):
        shown["score_line"] = meta["score_line"]
    return {"format": FORMAT, "version": VERSION, "meta": shown, "turns": _packed(turns)}


def write_seat_view(path: Path | str, state: State, seat: int,
                    meta: dict[str, Any] | None = None) -> None:
    """Export `state`'s game as `seat` saw it to `path`, atomically; SaveError on failure."""
    path = Path(path)
    doc = seat_view_document(state, seat, meta)
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    try:
        raw = data.encode("utf-8")
    except UnicodeEncodeError:      # a lone surrogate in a name: store it escaped
        raw = json.dumps(doc, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    write_bytes(path, raw, path.name)


def _packed(turns: list[Turn]) -> list[dict[str, Any]]:
    """Each turn's JSON with its observation as the change from the turn before."""
    out, before = [], None
    for turn in turns:
        data = turn.to_json()
        obs = data.pop("observation")
        if before is None:
            data["observation"] = obs
        else:
            changed, grown = {}, {}
            for key, value in obs.items():
                old = before.get(key)
                if old == value and key in before:
                    continue
                if isinstance(old, list) and isinstance(value, list) and len(value) > len(old) \
                        and value[:len(old)] == old:
                    grown[key] = value[len(old):]
                else:
                    changed[key] = value
            data["changed"] = changed
            if grown:
                data["grown"] = grown
            gone = [key for key in before if key not in obs]
            if gone:
                data["removed"] = gone
        before = obs
        out.append(data)
    return out


# ---- reading -----------------------------------------------------------------------------
def is_seat_view(doc: Any) -> bool:
    return isinstance(doc, dict) and doc.get("format") == FORMAT


def file_format(path: Path | str) -> str:
    """"seat_view" or "save" (a full export or a slot's file), from the first bytes of the
    file: which reader opens it. A file that is neither says "save", whose reader names the
    problem."""
    try:
        from .files import read_ends
        head, _tail, _size = read_ends(Path(path), MAX_BYTES, 256, 1)
    except FileReadError:
        return "save"
    return "seat_view" if f'"format":"{FORMAT}"'.encode() in head.replace(b" ", b"") else "save"


def read_seat_view(path: Path | str) -> SeatView:
    """A seat-view file, read with bounds and checked in full; SaveError names the file and
    the problem (a hostile file changes nothing and shows nothing)."""
    path = Path(path)
    label = path.name
    try:
        raw = read_bounded(path, MAX_BYTES)
    except FileReadError as exc:
        raise SaveError(label, exc.reason, exc.code, exc.errno) from None
    try:
        doc = DECODER.decode(raw.decode("utf-8"))
    except RecursionError:
        raise SaveError(label, "is damaged (nested too deeply)") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise SaveError(label, f"is damaged (not valid JSON: {str(exc)[:160]})") from None
    try:
        return check_seat_view(doc)
    except (SchemaError, TurnFormatError, RuleError) as exc:
        raise SaveError(label, f"is damaged ({exc})", getattr(exc, "code", "damaged")) from None


def check_seat_view(doc: Any) -> SeatView:
    """The SeatView of a parsed document; SchemaError / TurnFormatError name the field."""
    require_object(doc, "the file")
    if doc.get("format") != FORMAT:
        raise SchemaError(f"is not a Jiupai seat view (no 'format': '{FORMAT}')")
    require_int(doc.get("version"), "version", 1, 2**31)
    if doc["version"] > VERSION:
        raise SchemaError(f"was written by a newer Jiupai (seat view version "
                          f"{doc['version']}); update to open it", code="newer")
    meta = _checked_meta(doc.get("meta"))
    packed = doc.get("turns")
    require_list(packed, "turns", MAX_ACTIONS + 1)
    if not packed:
        raise SchemaError("turns is empty (a seat view starts with its OPENING turn)")
    expected = set(_fresh_observation_keys(meta))
    shapes = TurnShapes.of(meta["game"], meta["players"], ADDED_LATER)
    turns: list[Turn] = []
    before: dict[str, Any] | None = None
    for i, data in enumerate(packed):
        where = f"turns[{i}]"
        observation = _unpacked(data, before, where)
        if set(observation) - expected or expected - set(observation) - ADDED_LATER:
            odd = sorted(set(observation) ^ expected)[:3]
            raise SchemaError(f"{where}.observation is not a {meta['game']} observation "
                              f"(fields {odd!r:.80})")
        try:
            turn = Turn.from_json({**data, "observation": observation})
        except TurnFormatError as exc:
            raise SchemaError(f"{where}: {exc}") from None
        if shapes is not None:
            try:
                shapes.check_turn(data, observation, where)
            except ShapeError as exc:
                raise SchemaError(str(exc)) from None
        _check_turn(turn, i, meta, where)
        turns.append(turn)
        before = observation
    if meta["turn"] != len(turns) - 1:
        raise SchemaError(f"meta.turn is {meta['turn']} but the file holds "
                          f"{len(turns) - 1} moves")
    if meta["over"] != turns[-1].is_over:
        raise SchemaError("meta.over does not say what the last turn shows")
    return SeatView(meta=meta, turns=tuple(turns))


def _checked_meta(meta: Any) -> dict[str, Any]:
    require_object(meta, "meta")
    unknown = sorted(set(meta) - set(META_KEYS))
    if unknown:
        raise SchemaError(f"meta.{unknown[0]:.40} has no place in a seat view")
    require_text(meta.get("game"), "meta.game", 64)
    require_int(meta.get("players"), "meta.players", 2, ENGINE_MAX_PLAYERS)
    players = meta["players"]
    require_int(meta.get("seat"), "meta.seat", 0, players - 1)
    if meta.get("variant") is not None:
        require_text(meta["variant"], "meta.variant", 64)
    # (an empty list is no object: `or {}` would let `"options": []` through)
    options = meta.get("options", {})
    require_object(options, "meta.options")
    if len(options) > MAX_OPTIONS:
        raise SchemaError(f"meta.options has {len(options)} entries (at most {MAX_OPTIONS})")
    for name, value in options.items():
        if not isinstance(value, (bool, int, str)) or (isinstance(value, int) and abs(value) > 10**6) \
                or (isinstance(value, str) and len(value) > 64):
            raise SchemaError(f"meta.options.{name:.40} must be true/false, a number or a word, "
                              f"got {show(value)}")
    names = meta.get("names", [])
    require_list(names, "meta.names", ENGINE_MAX_PLAYERS)
    if names and len(names) != players:
        raise SchemaError(f"meta.names has {len(names)} entries but the game has {players} "
                          "players")
    for i, name in enumerate(names):
        require_text(name, f"meta.names[{i}]", MAX_NAME)
    humans = meta.get("human_seats", [meta["seat"]])
    require_list(humans, "meta.human_seats", ENGINE_MAX_PLAYERS)
    for i, seat in enumerate(humans):
        require_int(seat, f"meta.human_seats[{i}]", 0, players - 1)
    if meta["seat"] not in humans:
        raise SchemaError(f"meta.seat {meta['seat']} is not one of meta.human_seats")
    for key in ("saved_at", "score_line"):
        if key in meta:
            require_text(meta[key], f"meta.{key}", MAX_TEXT)
    require_int(meta.get("turn"), "meta.turn", 0, MAX_ACTIONS)
    if not isinstance(meta.get("over"), bool):
        raise SchemaError("meta.over must be true or false")
    return dict(meta)


#: Observation fields added after seat views were first written: a file made before them
#: lacks them and is still a good one (the table then shows less, e.g. no card tooltips).
ADDED_LATER = frozenset({"effects"})


def _fresh_observation_keys(meta: dict[str, Any]) -> list[str]:
    """The fields every observation of this game has (a fresh deal's, through a Session):
    a file whose observations have others was not made from this game."""
    options = tuple(sorted((meta.get("options") or {}).items()))
    return list(_fresh_keys(meta["game"], meta["players"], meta.get("variant"), options,
                            meta["seat"]))


@functools.lru_cache(maxsize=64)
def _fresh_keys(game_id: str, players: int, variant: str | None,
                options: tuple[tuple[str, Any], ...],
                seat: int) -> tuple[str, ...]:
    game = create(game_id, players, variant, **dict(options))
    state = game.new_state(seed=0)
    return tuple(Session(state, [""] * players, [seat]).observe(seat))


def _unpacked(data: Any, before: dict[str, Any] | None, where: str) -> dict[str, Any]:
    require_object(data, where)
    if before is None:
        observation = data.get("observation")
        require_object(observation, f"{where}.observation")
        return dict(observation)
    if "observation" in data:
        raise SchemaError(f"{where} must give its observation as 'changed' fields")
    changed = data.get("changed", {})
    grown = data.get("grown", {})
    removed = data.get("removed", [])
    require_object(changed, f"{where}.changed")
    require_object(grown, f"{where}.grown")
    require_list(removed, f"{where}.removed", 10_000)
    observation = {key: value for key, value in before.items() if key not in removed}
    observation.update(changed)
    for key, tail in grown.items():
        if not isinstance(tail, list) or not isinstance(observation.get(key), list):
            raise SchemaError(f"{where}.grown.{key:.40} must lengthen a list")
        observation[key] = observation[key] + tail
    return observation


def _check_turn(turn: Turn, index: int, meta: dict[str, Any], where: str) -> None:
    """The turn is the seat's own, in order: OPENING first, then MOVE k after k actions."""
    players = meta["players"]
    kind = TurnKind.OPENING if index == 0 else TurnKind.MOVE
    if turn.kind is not kind:
        raise SchemaError(f"{where}.kind must be '{kind.value}', got '{turn.kind.value}'")
    if turn.seq != index + 1 or turn.move != index:
        raise SchemaError(f"{where} is out of order (seq {turn.seq}, move {turn.move})")
    if turn.seat != meta["seat"]:
        raise SchemaError(f"{where} was shown to seat {turn.seat}, but meta.seat is "
                          f"{meta['seat']}: a seat view holds one seat's turns")
    for name, value in (("actor", turn.actor), ("to_move", turn.to_move)):
        if value is not None and not 0 <= value < players:
            raise SchemaError(f"{where}.{name} must be a seat from 0 to {players - 1}")
    if (index == 0) != (turn.actor is None):
        raise SchemaError(f"{where}.actor must be " + ("null" if index == 0 else "a seat"))
    if turn.returns is not None and len(turn.returns) != players:
        raise SchemaError(f"{where}.returns must have one number per player")
    if turn.legal and turn.to_move != meta["seat"]:
        raise SchemaError(f"{where}.legal lists actions although it is not the seat's turn")


__all__ = ["FORMAT", "MAX_BYTES", "SeatView", "VERSION", "check_seat_view", "file_format",
           "is_seat_view", "read_seat_view", "seat_turns", "seat_view_document",
           "write_seat_view"]
