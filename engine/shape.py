"""The shape of a JSON value, written as data, and the check that a value has it.

A shared seat view (engine/seat_view.py) comes from somebody else: its observations, events
and legal actions are drawn by the table exactly as a live game's are, so every value in
them must be of the type and in the range the game itself produces, or the file is refused
with one sentence naming the field (`turns[3].observation.total must be a whole number
from 0 to 1000000, got []`). Each game states its shapes as data (engine/games/<id>/
view_shape.py, made from the game's own play by tools/view_shapes.py); this module reads
them. Hand-written on purpose, like engine/save_schema.py: no dependency.

A shape is one of:
- a token: "null", "bool", "int" (a whole number, |n| ≤ MAX_NUMBER), "nat" (0 … MAX_NUMBER),
  "num" (int or float, |x| ≤ MAX_NUMBER), "str" (text of at most MAX_TEXT characters),
  "card" (a card code of the game), "seat" (0 … players−1), "seat-1" (−1 … players−1);
- a list of shapes: any one of them;
- {"enum": [...]}: one of these texts (or numbers);
- {"tuple": [shape, …]}: a list of exactly these, each of its own shape;
- {"list": shape}: a list (at most MAX_ITEMS long) of values of that shape; with "size":
  "players" one per player, with "size": n exactly n;
- {"dict": {key: shape}, "optional": [keys]}: an object with exactly these keys, those in
  "optional" may be missing;
- {"map": shape, "keys": "card" | "str"}: an object whose keys are cards (or short texts)
  and whose values have that shape.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, NoReturn

MAX_NUMBER = 10**6          # counts, totals, scores and runs are far below this
MAX_TEXT = 2000
MAX_ITEMS = 10_000


class ShapeError(ValueError):
    """A value is not of its shape; the message names the field."""


@dataclass(frozen=True)
class Context:
    """What a shape's tokens depend on: the game's cards and its number of players."""

    cards: frozenset[str]
    players: int


def check(value: Any, shape: Any, where: str, ctx: Context) -> None:
    """Raise ShapeError (naming `where`) unless `value` has `shape`."""
    _check(value, shape, where, ctx)


#: A place in the value being checked: the words of the outermost place, or (place, key or
#: index). A whole seat view holds thousands of values and nearly all of them pass, so the
#: place of each is a pair made in passing, and it is written out only for a refusal.
Where = str | tuple[Any, str | int]


def _named(where: Where) -> str:
    """A place in words: `turns[3].observation.total`."""
    steps = []
    while isinstance(where, tuple):
        where, step = where
        steps.append(f"[{step}]" if isinstance(step, int) else f".{step}")
    return where + "".join(reversed(steps))


def _check(value: Any, shape: Any, where: Where, ctx: Context) -> None:
    if isinstance(shape, list):
        _check_one_of(value, shape, where, ctx)
        return
    if isinstance(shape, str):
        if not _token(value, shape, ctx):
            _refuse(value, shape, where)
        return
    if "enum" in shape:
        if isinstance(value, bool) or value not in shape["enum"]:
            raise ShapeError(f"{_named(where)} must be {_words(shape)}, got {show(value)}")
        return
    if "tuple" in shape:
        slots = shape["tuple"]
        if not isinstance(value, list) or len(value) != len(slots):
            raise ShapeError(f"{_named(where)} must be a list of {len(slots)}, "
                             f"got {show(value)}")
        for i, (item, slot) in enumerate(zip(value, slots, strict=False)):
            _check(item, slot, (where, i), ctx)
        return
    if "list" in shape:
        if not isinstance(value, list) or len(value) > MAX_ITEMS:
            raise ShapeError(f"{_named(where)} must be a list, got {show(value)}")
        size = shape.get("size")
        want = ctx.players if size == "players" else size
        if want is not None and len(value) != want:
            raise ShapeError(f"{_named(where)} must have {want} entries"
                             f"{' (one per player)' if size == 'players' else ''}, "
                             f"got {len(value)}")
        item_shape = shape["list"]
        if isinstance(item_shape, str):         # a hand, a pile: tokens, checked here
            for i, item in enumerate(value):
                if not _token(item, item_shape, ctx):
                    _refuse(item, item_shape, (where, i))
            return
        for i, item in enumerate(value):
            _check(item, item_shape, (where, i), ctx)
        return
    if not isinstance(value, dict):
        raise ShapeError(f"{_named(where)} must be an object, got {show(value)}")
    if "map" in shape:
        for key, item in value.items():
            if shape.get("keys") == "card" and key not in ctx.cards:
                raise ShapeError(f"{_named(where)} has a key that is no card: {show(key)}")
            if len(key) > 64:
                raise ShapeError(f"{_named(where)} has a key of {len(key)} characters")
            _check(item, shape["map"], (where, key), ctx)
        return
    fields, optional = shape["dict"], shape.get("optional", ())
    for key in value:
        if key not in fields:
            raise ShapeError(f"{_named(where)}.{key:.40} has no place here")
    for key, sub in fields.items():
        if key in value:
            if isinstance(sub, str):
                if not _token(value[key], sub, ctx):
                    _refuse(value[key], sub, (where, key))
            else:
                _check(value[key], sub, (where, key), ctx)
        elif key not in optional:
            raise ShapeError(f"{_named(where)}.{key} is missing")


def _refuse(value: Any, token: str, where: Where) -> NoReturn:
    raise ShapeError(f"{_named(where)} must be {_words(token)}, got {show(value)}")


def _check_one_of(value: Any, options: list[Any], where: Where, ctx: Context) -> None:
    """Raise ShapeError unless `value` has one of the shapes `options`."""
    problems = []
    for option in options:
        if isinstance(option, str):
            if _token(value, option, ctx):
                return
            continue            # (a token's refusal is the plain one below, with the others)
        try:
            _check(value, option, where, ctx)
            return
        except ShapeError as exc:
            problems.append(exc)
    # The most telling refusal: one from inside a value of the right kind, if any.
    named = _named(where)
    deep = [p for p in problems if not str(p).startswith(named + " must")]
    if deep:
        raise deep[0]
    raise ShapeError(f"{named} must be {_words(options)}, got {show(value)}")


def _token(value: Any, token: str, ctx: Context) -> bool:
    if token == "null":
        return value is None
    if token == "bool":
        return isinstance(value, bool)
    if token == "str":
        return isinstance(value, str) and len(value) <= MAX_TEXT
    if token == "card":
        return isinstance(value, str) and value in ctx.cards
    if isinstance(value, bool):
        return False
    if token == "num":
        return isinstance(value, (int, float)) and abs(value) <= MAX_NUMBER
    if not isinstance(value, int):
        return False
    if token == "int":
        return -MAX_NUMBER <= value <= MAX_NUMBER
    if token == "nat":
        return 0 <= value <= MAX_NUMBER
    if token == "seat":
        return 0 <= value < ctx.players
    if token == "seat-1":
        return -1 <= value < ctx.players
    raise KeyError(token)


_WORDS = {"null": "null", "bool": "true or false", "int": f"a whole number from -{MAX_NUMBER} "
          f"to {MAX_NUMBER}", "nat": f"a whole number from 0 to {MAX_NUMBER}",
          "num": "a number", "str": "text", "card": "a card of this game",
          "seat": "a seat", "seat-1": "a seat or -1"}


def _words(shape: Any) -> str:
    if isinstance(shape, list):
        return " or ".join(_words(s) for s in shape)
    if isinstance(shape, str):
        return _WORDS[shape]
    if "enum" in shape:
        return "one of " + ", ".join(repr(v) for v in shape["enum"][:8]) + \
            (", …" if len(shape["enum"]) > 8 else "")
    return "a list" if "list" in shape or "tuple" in shape else "an object"


def show(value: Any) -> str:
    """A value in a message, short (a huge whole number by its digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        return f"a number of {len(str(abs(value)))} digits"
    text = repr(value) if not isinstance(value, (dict, list)) else \
        ("[]" if value == [] else "{}" if value == {} else type(value).__name__)
    return text if len(text) <= 40 else text[:37] + "..."


class TurnShapes:
    """The values a game's turns may hold (engine/games/<id>/view_shape.py): a seat view
    comes from somebody else, and the table draws every value in it."""

    def __init__(self, module: Any, players: int, added_later: frozenset[str]) -> None:
        self.ctx = Context(frozenset(module.CARDS), players)
        observation = dict(module.OBSERVATION)
        observation["optional"] = sorted({*observation.get("optional", ()), *added_later})
        self.fields: dict[str, Any] = observation["dict"]
        self.observation = observation
        self.events: dict[str, Any] = module.EVENTS
        self.legal = module.LEGAL

    @classmethod
    def of(cls, game_id: str, players: int,
           added_later: frozenset[str] = frozenset()) -> TurnShapes | None:
        """The shapes of a registered game (the caller made it: a file's id is never
        imported unchecked), None for a game that states none (a test game). Fields in
        `added_later` may be missing from an observation (older files lack them)."""
        try:
            module = importlib.import_module(f"engine.games.{game_id}.view_shape")
        except ModuleNotFoundError:
            return None
        return cls(module, players, added_later)

    def check_turn(self, data: dict[str, Any], observation: dict[str, Any], where: str) -> None:
        """Every value of one packed turn (engine/seat_view.py's form): its events, legal
        actions (its result is Turn.from_json's to check), and what its observation changed (the rest was checked
        with an earlier turn). ShapeError names the first bad field."""
        ctx = self.ctx
        for i, event in enumerate(data.get("events") or []):
            kind = event.get("kind") if isinstance(event, dict) else None
            if not isinstance(kind, str) or kind not in self.events:
                raise ShapeError(f"{where}.events[{i}].kind is no event of this game")
            check(event, self.events[kind], f"{where}.events[{i}]", ctx)
        check(data.get("legal") or [], {"list": self.legal}, f"{where}.legal", ctx)
        if "observation" in data:
            check(observation, self.observation, f"{where}.observation", ctx)
            return
        for key in data.get("changed") or {}:
            if key in self.fields:
                check(observation[key], self.fields[key], f"{where}.changed.{key}", ctx)
        for key, tail in (data.get("grown") or {}).items():
            items = _list_item(self.fields.get(key))
            if items is None:
                raise ShapeError(f"{where}.grown.{key:.40} is no list of this game's")
            check(tail, {"list": items}, f"{where}.grown.{key}", ctx)


def _list_item(shape: Any) -> Any:
    """The item shape of a list shape (or of the list among a union's shapes)."""
    for option in shape if isinstance(shape, list) else [shape]:
        if isinstance(option, dict) and "list" in option:
            return option["list"]
    return None
