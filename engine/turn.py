"""One move, one message: the `Turn` a seat is shown after each applied action.

Whatever happens at a table reaches a seat as Turns, in order: the table on this screen
gets them from the engine thread, a friend's computer (LAN play) gets the very same data as
JSON. A Turn holds exactly what its seat may know — the events as that seat sees them
(`Event.view(seat)`), the seat's observation after them, whose turn it is and, when it is
the seat's own turn, its legal actions — and nothing of the program that made it. The seat
answers with the turn's `seq` once it has shown it ("ready"), and an action it sends names
the `move` it answers, so a stale click is refused instead of applied.

The kinds:

- `OPENING` — a game begins: the deal's events, animated over the first position.
- `MOVE` — one action was applied (by `actor`): its events, then the position after it.
- `SYNC` — the story so far, for the log only (a resumed game, another hot-seat player
  taking the screen, a guest reconnecting, a replay's jump), then the position.
- `COVER` — hot-seat: another human (`to_move`) is to act; the observation carries no
  private card and nothing more is shown until that player takes the screen.

The last Turn of a game carries its `Result` — the returns, who won (`State.winners()`, the
one answer to "who won" everywhere), the receiving seat's score, and what the statistics
count — so a game's end is one message, the same on this screen and across the network.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .core import JiupaiError


class TurnKind(str, Enum):
    OPENING = "opening"
    MOVE = "move"
    SYNC = "sync"
    COVER = "cover"


class TurnFormatError(JiupaiError, ValueError):
    """A Turn's JSON form that is not one: the message names the field."""


@dataclass(frozen=True)
class Result:
    """How a finished game ended, as one seat is told it (the last Turn's `result`).

    `returns` are the rules' final points per seat and `winners` the seats that won
    (`State.winners()`: a 天地人 人牌 third by points has won). `score` is the receiving
    seat's own figure for its statistics (九局對決's runs, else its return). The rest is what
    the table knows of the game: its id (counted once however often a save of it ends),
    seconds played, whether undo was used, each seat's bot level ("" for a person), the
    seats people played, and whether it was a network game."""

    returns: tuple[float, ...]
    winners: tuple[int, ...]
    score: float | None = None
    game_id: str = ""
    seconds: int = 0
    undo_used: bool = False
    bot_levels: tuple[str, ...] = ()
    people: tuple[int, ...] = ()
    network: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"returns": list(self.returns), "winners": list(self.winners),
                "score": self.score, "game_id": self.game_id, "seconds": self.seconds,
                "undo_used": self.undo_used, "bot_levels": list(self.bot_levels),
                "people": list(self.people), "network": self.network}

    @classmethod
    def from_json(cls, data: Any) -> Result:
        """A Result from its JSON form; TurnFormatError names the first bad field."""
        if not isinstance(data, dict):
            raise TurnFormatError("turn: 'result' must be an object or null")
        returns, winners = data.get("returns"), data.get("winners")
        if not isinstance(returns, list) or not all(_is_number(v) for v in returns):
            raise TurnFormatError("turn: 'result.returns' must be a list of numbers")
        if not isinstance(winners, list) or not all(
                _is_int(w) and 0 <= w < len(returns) for w in winners):
            raise TurnFormatError("turn: 'result.winners' must be a list of seats")
        score = data.get("score")
        if score is not None and not _is_number(score):
            raise TurnFormatError("turn: 'result.score' must be a number or null")
        seconds = data.get("seconds", 0)
        if not _is_int(seconds) or not 0 <= seconds <= 10**9:
            raise TurnFormatError("turn: 'result.seconds' must be a whole number of seconds")
        levels, people = data.get("bot_levels", []), data.get("people", [])
        if not isinstance(levels, list) or not all(
                isinstance(v, str) and len(v) <= 16 for v in levels):
            raise TurnFormatError("turn: 'result.bot_levels' must be a list of levels")
        if not isinstance(people, list) or not all(_is_int(p) for p in people):
            raise TurnFormatError("turn: 'result.people' must be a list of seats")
        game_id = data.get("game_id", "")
        if not isinstance(game_id, str) or len(game_id) > 64:
            raise TurnFormatError("turn: 'result.game_id' must be a short text")
        for key in ("undo_used", "network"):
            if not isinstance(data.get(key, False), bool):
                raise TurnFormatError(f"turn: 'result.{key}' must be true or false")
        return cls(returns=tuple(float(v) for v in returns), winners=tuple(winners),
                   score=None if score is None else float(score), game_id=game_id,
                   seconds=seconds, undo_used=bool(data.get("undo_used", False)),
                   bot_levels=tuple(levels), people=tuple(people),
                   network=bool(data.get("network", False)))


@dataclass(frozen=True)
class Turn:
    """What `seat` is shown of one step of the game (see the module docstring)."""

    seq: int                          # numbers the turns one receiver gets: 1, 2, 3 …
    kind: TurnKind
    seat: int                         # the seat this turn is shown to
    actor: int | None                 # who moved (None: the deal, the story so far)
    events: tuple[dict[str, Any], ...]   # each {"kind", …, "seat", "actor"}, as `seat` sees it
    observation: dict[str, Any]       # `seat`'s observation after the events (+ names …)
    to_move: int | None               # whose turn it is now (None: the game is over)
    legal: tuple[dict[str, Any], ...] = ()   # `seat`'s legal actions; () if not its turn
    move: int = 0                     # actions applied so far: an answer must name this number
    result: Result | None = None      # how the game ended, once it is over
    fast: bool = False                # skipping ahead: logged, not animated
    announce: bool = False            # a replay's SYNC at the game's end shows the result

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    @property
    def returns(self) -> tuple[float, ...] | None:
        """The final points per seat once the game is over (the result's)."""
        return None if self.result is None else self.result.returns

    @property
    def winners(self) -> tuple[int, ...] | None:
        return None if self.result is None else self.result.winners

    @property
    def is_over(self) -> bool:
        return self.to_move is None and self.result is not None

    def to_json(self) -> dict[str, Any]:
        """The plain-JSON form (what a guest's connection carries)."""
        return {"seq": self.seq, "kind": self.kind.value, "seat": self.seat,
                "actor": self.actor, "events": list(self.events),
                "observation": self.observation, "to_move": self.to_move,
                "legal": list(self.legal), "move": self.move,
                "result": None if self.result is None else self.result.to_json(),
                "fast": self.fast, "announce": self.announce}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"),
                          allow_nan=False)

    @classmethod
    def from_json(cls, data: Any) -> Turn:
        """A Turn from its JSON form; TurnFormatError names the first bad field."""
        if not isinstance(data, dict):
            raise TurnFormatError("turn: expected an object")
        try:
            kind = TurnKind(data.get("kind"))
        except ValueError:
            raise TurnFormatError(f"turn: unknown kind {data.get('kind')!r}") from None
        for key in ("seq", "seat", "move"):
            if not _is_int(data.get(key)):
                raise TurnFormatError(f"turn: '{key}' must be a whole number")
        for key in ("actor", "to_move"):
            if data.get(key) is not None and not _is_int(data.get(key)):
                raise TurnFormatError(f"turn: '{key}' must be a seat number or null")
        for key in ("events", "legal"):
            items = data.get(key)
            if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
                raise TurnFormatError(f"turn: '{key}' must be a list of objects")
        if not isinstance(data.get("observation"), dict):
            raise TurnFormatError("turn: 'observation' must be an object")
        if not all(isinstance(a.get("notation"), str) for a in data["legal"]):
            raise TurnFormatError("turn: every legal action needs its 'notation'")
        for key in ("fast", "announce"):
            if not isinstance(data.get(key, False), bool):
                raise TurnFormatError(f"turn: '{key}' must be true or false")
        raw = data.get("result")
        result = None if raw is None else Result.from_json(raw)
        return cls(seq=data["seq"], kind=kind, seat=data["seat"], actor=data.get("actor"),
                   events=tuple(data["events"]), observation=data["observation"],
                   to_move=data.get("to_move"), legal=tuple(data["legal"]), move=data["move"],
                   result=result, fast=bool(data.get("fast", False)),
                   announce=bool(data.get("announce", False)))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: No score in any game comes near this; a larger number in a Turn is damage, not a score
#: (and a 3,000-digit one would not even convert to a float).
MAX_POINTS = 10**12


def _is_number(value: Any) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and -MAX_POINTS <= value <= MAX_POINTS)
