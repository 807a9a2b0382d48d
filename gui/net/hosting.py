"""HostedTable: the window's own network table — the server, the game's holder, discovery.

Which holder (docs/network.md, "Phase 2 as built"): the window runs `HostServer` with the
headless holder, `HeadlessAuthority` (netplay/headless.py), on an asyncio loop in a thread
of its own; the player at the host's screen sits at a seat reserved for them
(`Seats.reserve`) and plays it through the same `GuestLink` as every guest, over
127.0.0.1. So the host's table is an ordinary table fed by network Turns, the bots and
hints run in the holder's thread pool (never on the GUI thread), and one path — checked by
the server like any guest's — carries every player's moves.

The GUI thread talks to the server only through `LoopThread.call` (begin, kick, close) and
hears the lobby through a queued signal.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

import engine
from gui import __version__ as APP_VERSION
from netplay import table_file
from netplay.connection import GuestLimits
from netplay.headless import HeadlessAuthority, Pace
from netplay.seats import SeatKind, Seats
from netplay.server import HostConfig, HostServer, new_room_code

from .loop_thread import LoopThread

log = logging.getLogger(__name__)


@dataclass
class TablePlan:
    """What the new-game dialog asked for: the game, and who sits where.

    `kinds[i]` is "me" (the host's own seat), "bot" or "open"; `levels[i]` a bot's level."""

    game: str
    players: int
    variant: str | None
    options: dict[str, Any]
    kinds: list[str]
    levels: list[str]
    name: str
    seed: int | None = None
    bind: str = "0.0.0.0"
    port: int = 0
    think: float = 0.6
    advertise: bool | None = None          # None: not when bound to a loopback address
    drop_wait: float = 15.0
    autosave_folder: Path | None = None    # the autosave goes there as ROOM.jiupai
    limits: GuestLimits = field(default_factory=GuestLimits)

    @property
    def my_seat(self) -> int:
        return self.kinds.index("me") if "me" in self.kinds else -1


def lan_address() -> str:
    """This computer's address on its network, for guests to type (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))          # TEST-NET-1: only routes are looked at
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class _Wire(QObject):
    lobby = Signal(dict)
    chat = Signal(dict)


class HostedTable(QObject):
    """One table this window hosts (see the module docstring)."""

    lobby = Signal(dict)          # who sits where (HostServer.on_lobby), in the GUI thread
    chat = Signal(dict)           # a chat line of the table, in the GUI thread

    def __init__(self, plan: TablePlan, authority: HeadlessAuthority, seats: Seats, room: str,
                 key: str, started: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.seats, self.room, self.authority = seats, room, authority
        self.key = key                   # the host's own seat's: only this window knows it
        config = HostConfig(bind=plan.bind, port=plan.port, host_name=plan.name,
                            drop_wait=plan.drop_wait, start_when_full=False,
                            limits=plan.limits)
        folder = plan.autosave_folder
        self.autosave = folder / f"{self.room}.jiupai" if folder is not None else None
        saver = table_file.Autosaver(self.autosave) if self.autosave is not None else None
        self.server = HostServer(self.authority, self.seats, config, self.room, saver,
                                 started=started)
        self.port = 0
        self.shown_address = plan.bind
        self._wire = _Wire()
        self._wire.lobby.connect(self._on_lobby, Qt.ConnectionType.QueuedConnection)
        self.server.on_lobby = self._wire.lobby.emit          # (the loop's thread)
        self._wire.chat.connect(self.chat, Qt.ConnectionType.QueuedConnection)
        self.server.on_chat = self._wire.chat.emit
        self._advertiser = None
        self._loop: LoopThread | None = None

    @classmethod
    def new(cls, plan: TablePlan, parent: QObject | None = None) -> HostedTable:
        """A new table: the game of the plan, its seats, a new room code."""
        game = engine.create(plan.game, plan.players, plan.variant, **plan.options)
        kinds = [SeatKind.BOT if k == "bot" else SeatKind.OPEN for k in plan.kinds]
        seats = Seats.plan(kinds, list(plan.levels))
        key = seats.reserve(plan.my_seat, plan.name)
        authority = HeadlessAuthority(game, plan.seed, pace=Pace(think=plan.think))
        return cls(plan, authority, seats, new_room_code(), key, parent=parent)

    @classmethod
    def reopened(cls, saved: table_file.TableSave, key: str, plan: TablePlan,
                 parent: QObject | None = None) -> HostedTable:
        """A closed table from its autosave, on its port with its room code; `key` opens the
        host's own seat (ValueError when it opens none). The game goes on at once; each
        guest's key takes its seat back."""
        seat = saved.seats.by_key(key)
        if seat is None:
            raise ValueError("this table's seat for you is not known here")
        seat.at_host, seat.connected = True, True
        authority = HeadlessAuthority.resumed(saved.record, pace=Pace(think=plan.think))
        return cls(plan, authority, saved.seats, saved.room, key, started=True, parent=parent)

    def open(self, timeout: float = 5.0) -> str:
        """Listen (and announce); the address guests type, host:port. OSError when the port
        cannot be had (then `close()`)."""
        self._loop = LoopThread("jiupai-host")
        self.port = self._loop.submit(self._open()).result(timeout)
        self.shown_address = lan_address() if self.plan.bind in ("", "0.0.0.0") else self.plan.bind
        return f"{self.shown_address}:{self.port}"

    @property
    def local_address(self) -> str:
        """Where the host's own seat connects: this computer."""
        host = "127.0.0.1" if self.plan.bind in ("", "0.0.0.0") else self.plan.bind
        return f"{host}:{self.port}"

    async def _open(self) -> int:
        port = await self.server.start()
        advertise = self.plan.advertise
        if advertise is None:
            advertise = not (self.plan.bind.startswith("127.") or self.plan.bind == "localhost")
        if advertise:
            await self._advertise(port)
        return port

    async def _advertise(self, port: int) -> None:
        from netplay.discovery import Advertiser
        shown = lan_address() if self.plan.bind in ("", "0.0.0.0") else self.plan.bind
        ad = Advertiser(self.plan.bind, shown, port, self.authority.facts, self.plan.name,
                        APP_VERSION)
        try:
            await ad.start(self.seats.free())
        except OSError as exc:          # no multicast here: guests type the address
            log.warning("the table is not announced on the network (%s)", exc)
            return
        self._advertiser = ad
        free = [self.seats.free()]

        def changed(lobby: dict) -> None:
            self._wire.lobby.emit(lobby)
            if self.seats.free() != free[0]:
                free[0] = self.seats.free()
                asyncio.get_running_loop().create_task(ad.update(free[0]))
        self.server.on_lobby = changed

    # ---- the host's commands (GUI thread) --------------------------------------------------
    def begin(self) -> None:
        """Start the game: open seats go to bots."""
        if self._loop is not None:
            self._loop.call(self.server.begin)

    def call(self, fn: Any) -> None:
        """Call `fn()` on the server's loop (the Table lives there)."""
        if self._loop is not None:
            self._loop.call(fn)

    def set_host_autoplay(self, on: bool) -> None:
        """托管 for the host's own seat (the lobby shows it, as a guest's)."""
        seat = self.my_seat

        def switch() -> None:
            self.seats[seat].autoplay = on
            self.authority.set_autoplay(seat, on)
            self.server.announce_lobby()
        self.call(switch)

    @property
    def my_seat(self) -> int:
        return next((s.index for s in self.seats.seats if s.at_host), -1)

    def kick(self, seat: int, to_bot: bool = False) -> None:
        """A guest's seat back to open, or to a bot."""
        if self._loop is not None and seat != self.my_seat:
            self._loop.call(self.server.kick, seat, to_bot)

    def give_to_bot(self, seat: int) -> None:
        """An open seat (or a guest's) to a bot before the game starts."""
        if self._loop is not None and seat != self.my_seat:
            self._loop.call(self._to_bot, seat)

    def _to_bot(self, seat: int) -> None:
        target = self.seats[seat]
        if target.kind is SeatKind.GUEST:
            self.server.kick(seat, to_bot=True)
        elif target.kind is SeatKind.OPEN and not self.server.started:
            target.kind = SeatKind.BOT
            self.server.announce_lobby()

    def open_seat(self, seat: int) -> None:
        """A bot's seat opened for a guest (before the game starts)."""
        if self._loop is not None and seat != self.my_seat:
            self._loop.call(self._to_open, seat)

    def _to_open(self, seat: int) -> None:
        target = self.seats[seat]
        if target.kind is SeatKind.GUEST:
            self.server.kick(seat)
        elif target.kind is SeatKind.BOT and not self.server.started:
            target.kind = SeatKind.OPEN
            self.server.announce_lobby()

    def close(self, timeout: float = 5.0) -> None:
        """Tell every guest, write the autosave, stop (bounded)."""
        loop, self._loop = self._loop, None
        if loop is None:
            return
        future = loop.submit(self._close())
        if future is not None:
            with contextlib.suppress(Exception):
                future.result(timeout)
        loop.stop()

    async def _close(self) -> None:
        await self.server.close()
        if self._advertiser is not None:
            with contextlib.suppress(Exception):
                await self._advertiser.close()

    @Slot(dict)
    def _on_lobby(self, lobby: dict) -> None:
        self.lobby.emit(lobby)
