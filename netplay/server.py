"""The host of a network table: WebSocket connections, the handshake, the seats, the limits.

The server knows connections and seats, not rules: the game is held by an `Authority`
(netplay/authority.py) and the server is its `Outbox`. What a guest sends is checked here
first (netplay/protocol.py: size, schema), limited (netplay/limits.py: rate, failed joins)
and passed on only as the Authority's calls, always for the guest's own seat. What a guest
receives is only its own seat's Turns and answers, the lobby and the chat.

A guest whose connection drops keeps the seat: after `drop_wait` seconds 托管 plays it, and
its key takes it back (a SYNC turn tells it the game so far). Closing the host tells every
guest; its autosave (netplay/table_file.py) reopens the table with the same seats and keys.
"""
from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.turn import Turn
from engine.version import __version__ as APP_VERSION

from .authority import Authority, SeatPlan
from .connection import Guest, GuestLimits
from .limits import FailedJoins, TokenBucket, WaitingRoom
from .protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    ROOM_CODE_DIGITS,
    ByeReason,
    ClientMessage,
    ClientType,
    HostType,
    JoinRefusal,
    ProtocolError,
    clean_name,
    encode,
    parse_client,
    refused,
)
from .requests import dispatch
from .seats import Seat, SeatKind, Seats
from .table_file import Autosaver, document_meta, table_facts


@dataclass(frozen=True)
class HostConfig:
    """Where the host listens and how long it waits (tests make every wait short)."""

    bind: str = "0.0.0.0"
    port: int = 0
    host_name: str = ""
    hello_timeout: float = 10.0     # to open the WebSocket and say hello
    ping_interval: float = 5.0      # a silent connection is closed after ping_timeout more
    ping_timeout: float = 10.0
    close_timeout: float = 2.0
    linger: float = 10.0            # at the end of the game: to send a slow guest the rest
    drop_wait: float = 15.0         # a dropped guest's seat waits this long before 托管
    start_when_full: bool = True    # begin as soon as every open seat is taken
    waiting_per_address: int = 4    # connections without a hello yet (limits.WaitingRoom)
    waiting_most: int = 32
    limits: GuestLimits = field(default_factory=GuestLimits)


#: rejoins a second per seat, after a burst of 3
REJOIN_RATE = 0.2


def _address(ws: ServerConnection) -> str:
    """The remote address without its port: what the per-address limits count."""
    return str(ws.remote_address[0]) if ws.remote_address else "?"


def new_room_code() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(ROOM_CODE_DIGITS))


class HostServer:
    """Serves one table (see the module docstring); also the Authority's Outbox."""

    def __init__(self, authority: Authority, seats: Seats, config: HostConfig = HostConfig(),
                 room: str | None = None, autosave: Autosaver | None = None,
                 started: bool = False) -> None:
        self.authority = authority
        self.seats = seats
        self.config = config
        self.room = room or new_room_code()
        self.autosaver = autosave
        self.port = config.port
        self.started = started        # a resumed table starts at once
        self.over = False
        self.log: Callable[[str], None] = lambda text: None
        self.on_lobby: Callable[[dict[str, Any]], None] = lambda lobby: None
        self.on_chat: Callable[[dict[str, Any]], None] = lambda line: None
        #: every text queued to a guest, with its seat (tests read all of them)
        self.tap: Callable[[int, str], None] | None = None
        self._guests: dict[int, Guest] = {}
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._failed = FailedJoins()
        self._rejoins: dict[int, TokenBucket] = {}
        self._waiting: WaitingRoom[ServerConnection] = WaitingRoom(
            config.waiting_per_address, config.waiting_most)
        self._tasks: set[asyncio.Task[None]] = set()   # closings under way (kept referenced)
        self._server: Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: int | None = None
        self._finished = asyncio.Event()
        self._closing = False
        authority.bind(self)

    # ---- life -------------------------------------------------------------------------
    async def start(self) -> int:
        """Listen; the port (useful with port 0). A resumed table's game goes on at once."""
        self._loop = asyncio.get_running_loop()
        self._thread = threading.get_ident()
        cfg = self.config
        self._server = await serve(
            self._connection, cfg.bind, cfg.port, max_size=MAX_MESSAGE_BYTES, max_queue=16,
            compression=None, open_timeout=cfg.hello_timeout, ping_interval=cfg.ping_interval,
            ping_timeout=cfg.ping_timeout, close_timeout=cfg.close_timeout,
            server_header=None)
        self.port = self._server.sockets[0].getsockname()[1]
        if self.started:
            self.started = False
            self.begin()
            for seat in self.seats.guests():      # they have drop_wait seconds to rejoin
                self._dropped(self.seats[seat])
        return self.port

    async def wait_over(self) -> None:
        """Until the game has ended (every guest told) or the host was closed."""
        await self._finished.wait()

    async def close(self, reason: ByeReason = ByeReason.HOST_CLOSED) -> None:
        """Tell every guest, stop the game and the server, write the autosave."""
        if self._closing:
            return
        self._closing = True
        resumable = self.started and not self.over
        self.authority.close()
        for timer in self._timers.values():
            timer.cancel()
        guests = list(self._guests.values())
        for guest in guests:
            guest.close(reason, resumable)
        wait = self.config.linger if reason is ByeReason.GAME_OVER else self.config.close_timeout
        await asyncio.gather(*(g.closed(wait) for g in guests))
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self.autosaver is not None:
            await self.autosaver.flush()
        self._finished.set()

    def begin(self) -> None:
        """Start the game: open seats go to bots, the Authority deals."""
        if self.started:
            return
        self.started = True
        filled = self.seats.fill_open_with_bots()
        if filled:
            self.log(f"bots take the open seats {', '.join(str(s) for s in filled)}")
        for seat in self.seats.guests():
            self.authority.presence(seat, seat in self._guests)
        here = frozenset(s.index for s in self.seats.seats if s.at_host)
        self.authority.start(SeatPlan(tuple(self.seats.names()),
                                      frozenset(self.seats.guests()) - here,
                                      self.seats.bot_levels(), here))
        for seat in self.seats.guests():
            if self.seats[seat].autoplay:
                self.authority.set_autoplay(seat, True)
        self.log("the game begins")
        self.announce_lobby()

    def kick(self, index: int, to_bot: bool = False) -> None:
        """The host gives a guest's seat back to open (in the lobby) or to a bot."""
        seat = self.seats[index]
        if seat.kind is not SeatKind.GUEST:
            return
        guest = self._guests.pop(index, None)
        if guest is not None:
            guest.close(ByeReason.KICKED)
        self._cancel_timer(index)
        if self.started:                     # a seat in play is never empty: a bot has it
            self.seats.release(seat, to_bot=True)
            self.authority.presence(index, False)
            self.authority.set_autoplay(index, True)
        else:
            self.seats.release(seat, to_bot=to_bot)
        self.announce_lobby()

    def _running_loop(self) -> asyncio.AbstractEventLoop:
        """The loop the server runs on (start() takes it)."""
        if self._loop is None:
            raise RuntimeError("the host server is not started")
        return self._loop

    # ---- Outbox (any thread) ------------------------------------------------------------
    def turn(self, seat: int, turn: Turn) -> None:
        self._call(self._turn_to_seat, seat, turn)

    def answer(self, seat: int, message: dict[str, Any]) -> None:
        self._call(self._to_seat, seat, message)

    def applied(self, record: dict[str, Any], over: bool,
                facts: dict[str, Any] | None = None) -> None:
        self._call(self._applied, record, over, facts)

    def failed(self, reason: str) -> None:
        self._call(self._failed_game, reason)

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        if threading.get_ident() == self._thread:
            fn(*args)
        elif self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(fn, *args)     # (a late call after the end: dropped)

    def _turn_to_seat(self, seat: int, turn: Turn) -> None:
        guest = self._guests.get(seat)
        if guest is not None:
            guest.messages.grant(3 if turn.my_turn else 1)   # ready (+ hint, action)
            guest.send({"type": HostType.TURN.value, "turn": turn.to_json()})

    def _to_seat(self, seat: int, message: dict[str, Any]) -> None:
        guest = self._guests.get(seat)
        if guest is not None:
            guest.send(message)

    def _applied(self, record: dict[str, Any], over: bool,
                 facts: dict[str, Any] | None = None) -> None:
        if self.autosaver is not None:
            meta = document_meta(self.seats, self.room, self.port, self.config.host_name, over)
            meta["turn"] = len(record.get("actions") or [])   # "move 12" on Continue
            meta.update(table_facts(facts))
            self.autosaver.submit(record, meta)
        if over and not self.over:
            self.over = True
            self.log("the game is over")
            self._running_loop().create_task(self.close(ByeReason.GAME_OVER))

    def _failed_game(self, reason: str) -> None:
        self.log(f"the game cannot go on: {reason}")
        self._running_loop().create_task(self.close())

    # ---- connections --------------------------------------------------------------------
    async def _connection(self, ws: ServerConnection) -> None:
        if self._closing:
            await ws.close(1013, "busy")
            return
        # room for this one: an address's oldest connection without a hello, past its few
        for old in self._waiting.enter(ws, _address(ws)):
            task = self._running_loop().create_task(old.close(1013, "busy"))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        guest: Guest | None = None
        try:
            guest = await self._handshake(ws)
            if guest is not None:
                await self._serve(guest)
        except ConnectionClosed:
            pass
        finally:
            self._waiting.leave(ws)
            if guest is not None:
                if guest.leaving is not None:          # let its bye go out first
                    await guest.closed(self.config.close_timeout)
                self._gone(guest)

    async def _handshake(self, ws: ServerConnection) -> Guest | None:
        try:
            raw = await asyncio.wait_for(ws.recv(), self.config.hello_timeout)
        except TimeoutError:         # not a guest yet: no `bye`, the close frame says it
            await ws.close(1008, ByeReason.TIMEOUT.value)
            return None
        self._waiting.leave(ws)
        try:
            hello = parse_client(raw)
        except ProtocolError:
            hello = None
        if hello is None or hello.type is not ClientType.HELLO:
            await self._refuse(ws, JoinRefusal.BAD_HELLO)
            return None
        now = self._running_loop().time()
        address = _address(ws)
        if self._failed.blocked(address, now):
            await self._refuse(ws, JoinRefusal.ATTEMPTS)
            return None
        if hello["protocol"] != PROTOCOL_VERSION:
            await self._refuse(ws, JoinRefusal.VERSION)
            return None
        if hello["room"].strip() != self.room:
            self._failed.failed(address, now)
            await self._refuse(ws, JoinRefusal.ROOM_CODE)
            return None
        name = clean_name(hello["name"])
        if name is None:
            await self._refuse(ws, JoinRefusal.NAME)
            return None
        return await self._seat(ws, hello, name, address, now)

    async def _seat(self, ws: ServerConnection, hello: ClientMessage, name: str,
                    address: str, now: float) -> Guest | None:
        if self._closing:
            await self._refuse(ws, JoinRefusal.TABLE_FULL)
            return None
        key = hello["token"]
        if key:
            seat = self.seats.by_key(key)
            if seat is None:
                self._failed.failed(address, now)
                await self._refuse(ws, JoinRefusal.TOKEN)
                return None
            # each rejoin costs the story of the game (a SYNC turn): a few a minute at most
            rejoins = self._rejoins.setdefault(seat.index, TokenBucket(REJOIN_RATE, 3))
            if not rejoins.allow(now):
                await self._refuse(ws, JoinRefusal.ATTEMPTS)
                return None
            old = self._guests.pop(seat.index, None)
            if old is not None:
                old.close(ByeReason.REPLACED)
        else:
            claimed = None if self.started else self.seats.claim(name)
            if claimed is None:
                await self._refuse(ws, JoinRefusal.TABLE_FULL)
                return None
            seat, key = claimed
        guest = Guest(ws, seat.index, self.config.limits, self.tap)
        self._guests[seat.index] = guest
        self._cancel_timer(seat.index)
        seat.connected = True
        guest.send(self._welcome(seat, key))
        self.log(f"{seat.name} sits at seat {seat.index} ({address})")
        if self.started:
            self.authority.presence(seat.index, True)
            if seat.autoplay:
                seat.autoplay = False
                self.authority.set_autoplay(seat.index, False)
            self.authority.sync(seat.index)
        self.announce_lobby()
        if not self.started and self.config.start_when_full and self.seats.free() == 0:
            self.begin()
        return guest

    def _welcome(self, seat: Seat, key: str) -> dict[str, Any]:
        return {"type": HostType.WELCOME.value, "seat": seat.index, "token": key,
                "name": seat.name, "room": self.room, "host": self.config.host_name,
                "app": APP_VERSION, "protocol": PROTOCOL_VERSION,
                "game": self.authority.facts.to_json(), "started": self.started,
                "limits": {"message_bytes": MAX_MESSAGE_BYTES,
                           "rate": self.config.limits.rate,
                           "chat_rate": self.config.limits.chat_rate}}

    async def _refuse(self, ws: ServerConnection, code: JoinRefusal) -> None:
        try:
            await ws.send(encode(refused(code, APP_VERSION)))
            await ws.close(1008, code.value)
        except ConnectionClosed:
            pass
        return None

    async def _serve(self, guest: Guest) -> None:
        """Read the guest's messages until it leaves; each one checked, limited, answered."""
        loop = self._running_loop()
        count = 0
        async for raw in guest.ws:
            if guest.leaving is not None:
                return
            dispatch(self, guest, raw, loop.time())
            count += 1
            if count % 32 == 0:       # a burst already buffered must not hold the loop
                await asyncio.sleep(0)

    def _gone(self, guest: Guest) -> None:
        guest.stop()
        if self._guests.get(guest.seat) is not guest:
            return                           # replaced by a new connection, or kicked
        del self._guests[guest.seat]
        seat = self.seats[guest.seat]
        seat.connected = False
        if self.started:
            self.authority.presence(seat.index, False)
        gone = guest.leaving.value if guest.leaving is not None else "dropped"
        self.log(f"{seat.name} (seat {seat.index}) is gone ({gone})")
        if self._closing:
            return
        if guest.leaving is ByeReason.LEFT:
            self._give_up(seat.index)
        else:
            self._dropped(seat)
        self.announce_lobby()

    def _dropped(self, seat: Seat) -> None:
        self._cancel_timer(seat.index)
        self._timers[seat.index] = self._running_loop().call_later(
            self.config.drop_wait, self._give_up, seat.index)

    def _give_up(self, index: int) -> None:
        """A guest gone for good (or for now): before the game, the seat opens again; in the
        game, 托管 plays it until its key takes it back."""
        self._timers.pop(index, None)
        seat = self.seats[index]
        if seat.kind is not SeatKind.GUEST or seat.connected or self._closing:
            return
        if not self.started:
            self.seats.release(seat)
        elif not self.over and not seat.autoplay:
            seat.autoplay = True
            self.authority.set_autoplay(index, True)
            self.log(f"托管 plays seat {index}")
        self.announce_lobby()

    def _cancel_timer(self, index: int) -> None:
        timer = self._timers.pop(index, None)
        if timer is not None:
            timer.cancel()

    def broadcast(self, message: dict[str, Any]) -> None:
        for guest in list(self._guests.values()):
            guest.send(message)
        if message.get("type") == HostType.CHAT.value:
            self.on_chat(message)             # the host's own screen reads the chat too

    def host_chat(self, seat: int, phrase: str | None = None, text: str | None = None) -> None:
        """A chat line from the player at the host's own screen (its seat `seat`)."""
        from .protocol import ChatPhrase, clean_chat
        line: dict[str, Any] = {"type": HostType.CHAT.value, "seat": seat,
                                "name": self.seats[seat].name}
        if phrase is not None and phrase in {p.value for p in ChatPhrase}:
            line["phrase"] = phrase
        else:
            cleaned = clean_chat(text or "")
            if cleaned is None:
                return
            line["text"] = cleaned
        self.broadcast(line)

    def announce_lobby(self) -> None:
        """Every guest (and the host's own listener) is told who sits where now."""
        lobby = self.seats.lobby(self.started)
        for guest in list(self._guests.values()):
            guest.send(lobby)
        self.on_lobby(lobby)
