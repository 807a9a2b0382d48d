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
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
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
class Turn:
    """What `seat` is shown of one step of the game (see the module docstring)."""

    seq: int                          # numbers the turns one receiver gets: 1, 2, 3 …
    kind: TurnKind
    seat: int                         # the seat this turn is shown to
    actor: int | None                 # who moved (None: the deal, the story so far)
    events: tuple[dict, ...]          # each {"kind", …, "seat", "actor"}, as `seat` sees it
    observation: dict[str, Any]       # `seat`'s observation after the events (+ names …)
    to_move: int | None               # whose turn it is now (None: the game is over)
    legal: tuple[dict, ...] = ()      # `seat`'s legal actions ({"notation", …}); () if not its turn
    move: int = 0                     # actions applied so far: an answer must name this number
    returns: tuple[float, ...] | None = None   # final points per seat, once the game is over
    extra: dict[str, Any] = field(default_factory=dict)   # table-only hints (never private)

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    @property
    def is_over(self) -> bool:
        return self.to_move is None and self.returns is not None

    def to_json(self) -> dict[str, Any]:
        """The plain-JSON form (what a guest's connection carries)."""
        return {"seq": self.seq, "kind": self.kind.value, "seat": self.seat,
                "actor": self.actor, "events": list(self.events),
                "observation": self.observation, "to_move": self.to_move,
                "legal": list(self.legal), "move": self.move,
                "returns": None if self.returns is None else list(self.returns),
                "extra": self.extra}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"),
                          allow_nan=False)

    @classmethod
    def from_json(cls, data: Any) -> "Turn":
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
        returns = data.get("returns")
        if returns is not None and not (isinstance(returns, list) and all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in returns)):
            raise TurnFormatError("turn: 'returns' must be a list of numbers or null")
        if not all(isinstance(a.get("notation"), str) for a in data["legal"]):
            raise TurnFormatError("turn: every legal action needs its 'notation'")
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise TurnFormatError("turn: 'extra' must be an object")
        return cls(seq=data["seq"], kind=kind, seat=data["seat"], actor=data.get("actor"),
                   events=tuple(data["events"]), observation=data["observation"],
                   to_move=data.get("to_move"), legal=tuple(data["legal"]), move=data["move"],
                   returns=None if returns is None else tuple(returns), extra=extra)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
