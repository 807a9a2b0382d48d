"""The one holder of a network game, as the host's server sees it.

The server (netplay/server.py) knows connections, seats and keys; it knows nothing of the
rules. Whatever holds the game — `HeadlessAuthority` (netplay/headless.py) at a table with
nobody at the host's screen, the app's engine-thread worker in a window (phase 2) — is an
`Authority`: the server tells it what the guests ask, and it answers through the `Outbox` the
server gives it. The holder validates every action, runs the bots, and makes each seat's
Turns (engine.session.Session does both for either holder).

Threads: the server calls an Authority's methods on its asyncio loop, and they must return at
once (post the work, never wait for it). The Outbox's methods may be called from any thread:
the server moves each call onto its loop, in order. So a holder living in a QThread needs no
lock: it answers with queued work, as it talks to its own table.

Ordering: the Turns of one seat reach the Outbox in the order the seat is to see them; a
SYNC asked for with `sync(seat)` is sent through the Outbox too, in its place among them, so a
rejoining guest never gets a move twice or misses one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.turn import Turn


@dataclass(frozen=True)
class GameFacts:
    """What a table says of its game before anyone sits down (welcome, discovery)."""

    game: str
    players: int
    variant: str
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "variant": self.variant,
                "options": dict(self.options)}


@dataclass(frozen=True)
class SeatPlan:
    """Who plays which seat when the game starts: the names the game keeps, the seats whose
    Turns go to the Outbox (the guests'), the bots' levels, and the seats played at the
    host's own screen (an app that hosts: its player's seat is a seat *here* of the one
    Table, not a guest of its own server)."""

    names: tuple[str, ...]
    remote: frozenset[int]
    bots: dict[int, str]
    here: frozenset[int] = frozenset()


class Outbox(Protocol):
    """Where the holder sends what the guests are to receive (thread-safe)."""

    def turn(self, seat: int, turn: Turn) -> None:
        """A Turn for the guest at `seat` (dropped while nobody is connected there)."""

    def answer(self, seat: int, message: dict[str, Any]) -> None:
        """A protocol message for that guest only: a hint, a why-not, a rejection."""

    def applied(self, record: dict[str, Any], over: bool,
                facts: dict[str, Any] | None = None) -> None:
        """After every applied action (and once at the start): the record so far, for the
        table's autosave; `over` once the game has ended; `facts`, the scores and the part
        of the game in play that the table file's head keeps for the host's Continue."""

    def failed(self, reason: str) -> None:
        """The game cannot go on (an engine error the holder could not get round)."""


class Authority(Protocol):
    """What the server asks of the game's holder (see the module docstring)."""

    @property
    def facts(self) -> GameFacts: ...

    def bind(self, outbox: Outbox) -> None:
        """Called once, before `start`."""

    def start(self, plan: SeatPlan) -> None:
        """Deal (or go on with a resumed game): an OPENING turn (a SYNC when resumed) for
        each remote seat, then the bots play whenever it is their turn."""

    def play(self, seat: int, notation: str, move: int) -> None:
        """A guest's action answering move number `move`: applied, or refused with a
        `rejected` answer (not your turn, stale, illegal, over), the game unchanged."""

    def hint(self, seat: int, move: int, level: str) -> None:
        """Answer `hint` {"move", "notation", "action", "reason"} for move `move` (or a
        `rejected`): `notation` is the whole move to show, `action` the legal action to
        send now (天地人's body before its kickers), `reason` an English sentence of the
        HintReasons context."""

    def why_not(self, seat: int, attempt: str, move: int) -> None:
        """Answer `why_not` {"move", "attempt", "legal", "code", "params"}."""

    def set_autoplay(self, seat: int, on: bool) -> None:
        """托管: the holder's own bot plays `seat` (a dropped guest's, or at its request)."""

    def presence(self, seat: int, connected: bool) -> None:
        """Whether a guest is connected at `seat` now (the holder waits for the `ready` of
        connected guests only before a bot moves)."""

    def skip_ahead(self, seat: int) -> None:
        """Play on at once to a person's next move or the hand's end, when no person at the
        table has anything to do now (a `rejected` answer otherwise)."""

    def sync(self, seat: int) -> None:
        """Send a SYNC turn for `seat` through the Outbox: the game so far as it saw it."""

    def ready(self, seat: int, seq: int) -> None:
        """The guest at `seat` has shown its turn number `seq`."""

    def close(self) -> None:
        """Stop: no bot moves any more; a search under way stops at its next iteration."""
