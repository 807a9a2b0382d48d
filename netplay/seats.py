"""Who sits where at a network table, and the secret keys that let a guest rejoin.

Each seat is open (waiting for a guest), a bot (with its level), a guest (a name, a key, and
whether the guest is connected now and whether 托管 plays for them) or the host (a person at
the host's own screen; none at a headless table). A guest's key is 24 random bytes handed
over once, in `welcome`; the table keeps only its SHA-256, so its autosave holds no key that
would open a seat.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from engine.registry import BOT_LEVELS


class SeatKind(str, Enum):
    OPEN = "open"
    BOT = "bot"
    GUEST = "guest"
    HOST = "host"


@dataclass
class Seat:
    index: int
    kind: SeatKind
    name: str = ""
    level: str = "normal"            # a bot's level (and the 托管 level of a guest's seat)
    key_hash: str | None = None      # a guest's key, hashed
    connected: bool = False
    autoplay: bool = False           # the host's bot plays this guest's seat (托管)
    #: the player at the host's own screen, seated as a guest of the window's own server
    #: (gui/net/hosting.py): the server serves it like any guest, the lobby says "host"
    at_host: bool = False

    def public(self) -> dict[str, Any]:
        """What every guest is told of this seat (never the key)."""
        kind = SeatKind.HOST if self.at_host else self.kind
        return {"seat": self.index, "kind": kind.value, "name": self.name,
                "level": self.level if self.kind is SeatKind.BOT else None,
                "connected": self.connected if self.kind is SeatKind.GUEST else None,
                "autoplay": self.autoplay}


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class Seats:
    """The table's seats; the server changes them, the lobby message shows them."""

    seats: list[Seat] = field(default_factory=list)

    @classmethod
    def plan(cls, kinds: list[SeatKind], levels: list[str] | None = None,
             names: list[str] | None = None) -> Seats:
        levels = levels or ["normal"] * len(kinds)
        names = names or [""] * len(kinds)
        for level in levels:
            if level not in BOT_LEVELS:
                raise ValueError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
        return cls([Seat(i, kind, names[i], levels[i]) for i, kind in enumerate(kinds)])

    def __len__(self) -> int:
        return len(self.seats)

    def __getitem__(self, index: int) -> Seat:
        return self.seats[index]

    def free(self) -> int:
        return sum(seat.kind is SeatKind.OPEN for seat in self.seats)

    def claim(self, name: str) -> tuple[Seat, str] | None:
        """The first open seat for a new guest, with the key made for it; None if full."""
        for seat in self.seats:
            if seat.kind is SeatKind.OPEN:
                key = secrets.token_urlsafe(24)
                seat.kind, seat.name, seat.key_hash = SeatKind.GUEST, name, hash_key(key)
                seat.connected, seat.autoplay = True, False
                return seat, key
        return None

    def reserve(self, index: int, name: str) -> str:
        """Seat `index` kept for the player at the host's screen: a guest seat (its Turns go
        out like any guest's) whose key only the host's window knows; the key."""
        seat = self.seats[index]
        key = secrets.token_urlsafe(24)
        seat.kind, seat.name, seat.key_hash = SeatKind.GUEST, name, hash_key(key)
        seat.connected, seat.autoplay, seat.at_host = True, False, True
        return key

    def by_key(self, key: str) -> Seat | None:
        """The guest seat this key opens (compared in constant time), or None."""
        wanted = hash_key(key)
        found = None
        for seat in self.seats:
            if seat.key_hash is not None and hmac.compare_digest(seat.key_hash, wanted):
                found = seat
        return found

    def release(self, seat: Seat, to_bot: bool = False) -> None:
        """Back to open (or to a bot): the key no longer opens it."""
        seat.kind = SeatKind.BOT if to_bot else SeatKind.OPEN
        seat.key_hash, seat.connected, seat.autoplay, seat.at_host = None, False, False, False
        if not to_bot:
            seat.name = ""

    def fill_open_with_bots(self) -> list[int]:
        filled = [s.index for s in self.seats if s.kind is SeatKind.OPEN]
        for index in filled:
            self.seats[index].kind = SeatKind.BOT
        return filled

    def guests(self) -> list[int]:
        return [s.index for s in self.seats if s.kind is SeatKind.GUEST]

    def names(self) -> list[str]:
        """The names the game keeps ("" for a bot: the tables give it its seat's name)."""
        return [s.name if s.kind in (SeatKind.GUEST, SeatKind.HOST) else "" for s in self.seats]

    def bot_levels(self) -> dict[int, str]:
        return {s.index: s.level for s in self.seats if s.kind is SeatKind.BOT}

    def lobby(self, started: bool) -> dict[str, Any]:
        return {"type": "lobby", "started": started,
                "seats": [seat.public() for seat in self.seats]}

    # ---- the autosave's form ----------------------------------------------------------
    def to_json(self) -> list[dict[str, Any]]:
        return [{"kind": s.kind.value, "name": s.name, "level": s.level, "key": s.key_hash}
                for s in self.seats]

    @classmethod
    def from_json(cls, data: Any, players: int) -> Seats:
        """Seats from the autosave; ValueError names the first bad entry."""
        if not isinstance(data, list) or len(data) != players:
            raise ValueError(f"net.seats must list the {players} seats")
        seats = []
        for i, item in enumerate(data):
            if not isinstance(item, dict):
                raise ValueError(f"net.seats[{i}] must be an object")
            try:
                kind = SeatKind(item.get("kind"))
            except ValueError:
                raise ValueError(f"net.seats[{i}].kind is not a seat kind") from None
            name, level, key = item.get("name", ""), item.get("level", "normal"), item.get("key")
            if not isinstance(name, str) or len(name) > 200:
                raise ValueError(f"net.seats[{i}].name must be a short text")
            if level not in BOT_LEVELS:
                raise ValueError(f"net.seats[{i}].level must be one of {', '.join(BOT_LEVELS)}")
            if kind is SeatKind.GUEST and not (isinstance(key, str) and len(key) == 64):
                raise ValueError(f"net.seats[{i}].key must be the guest key's hash")
            if kind is SeatKind.OPEN:     # an open seat of an unfinished lobby plays as a bot
                kind = SeatKind.BOT
            seats.append(Seat(i, kind, name, level, key if kind is SeatKind.GUEST else None))
        return cls(seats)
