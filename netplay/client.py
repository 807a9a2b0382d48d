"""The guest's side of a network table: join, read the table's messages, answer them.

`GuestClient` is all a guest's program needs: `join()` says hello and returns the welcome
(the seat, and the key that takes the seat back after a drop — keep it), `receive()` returns
the host's messages one by one (a TURN carries a checked `engine.turn.Turn`), and `act`,
`hint`, `why_not`, `chat`, `autoplay`, `ready` and `leave` send the guest's own. A refused
join is `JoinRefused` with its code; a closed connection is `Disconnected`, with the host's
reason when it said one. Joining again with the same client rejoins its seat.

The headless `jiupai join` (netplay/guest_bot.py) and the app's join dialog and network table
(phase 2: the same object in an asyncio thread, its messages turned into queued signals) are
both built on it.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engine.version import __version__ as APP_VERSION

from .protocol import (
    MAX_HOST_MESSAGE_BYTES,
    WEBSOCKET_PATH,
    ByeReason,
    ChatPhrase,
    ClientType,
    HostMessage,
    HostType,
    JoinRefusal,
    ProtocolError,
    encode,
    hello,
    parse_host,
)


class JoinRefused(Exception):
    """The host did not seat us: `code` says why (words.JOIN_REFUSALS words it)."""

    def __init__(self, code: JoinRefusal, host_app: str = "", host_protocol: int = 0) -> None:
        super().__init__(code.value)
        self.code = code
        self.host_app = host_app
        self.host_protocol = host_protocol


class Disconnected(Exception):
    """The connection is gone; `reason` is the host's (None: it just dropped)."""

    def __init__(self, reason: ByeReason | None, resumable: bool = False,
                 detail: str = "", code: int | None = None) -> None:
        super().__init__(detail or (reason.value if reason else "connection lost"))
        self.reason = reason
        self.resumable = resumable
        self.code = code          # the WebSocket close code (1009: a message too big …)


def websocket_uri(address: str) -> str:
    """ws://host:port/jiupai from "host:port", "[v6]:port" or a ws:// address."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise ValueError(f"'{address}' is not an address of the form host:port")
    return f"ws://{host}:{int(port)}{WEBSOCKET_PATH}"


class GuestClient:
    """One guest at one table (see the module docstring)."""

    def __init__(self, address: str, room: str, name: str, token: str | None = None,
                 app: str = APP_VERSION, protocol: int | None = None, timeout: float = 10.0,
                 ping_interval: float | None = 5.0, ping_timeout: float | None = 10.0,
                 on_raw: Callable[[str], None] | None = None) -> None:
        self.uri = websocket_uri(address)
        self.room, self.name, self.token = room, name, token
        self.app, self.protocol, self.timeout = app, protocol, timeout
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.on_raw = on_raw              # every text frame received, before it is read
        self.seat: int | None = None
        self.welcome: HostMessage | None = None
        self._ws: ClientConnection | None = None
        self._bye: HostMessage | None = None

    async def join(self) -> HostMessage:
        """Connect and say hello (with the key, when we have one); the welcome.
        JoinRefused, Disconnected, or OSError when nobody listens there."""
        await self.close()
        self._bye = None
        try:
            self._ws = await connect(
                self.uri, proxy=None, compression=None, max_size=MAX_HOST_MESSAGE_BYTES,
                open_timeout=self.timeout, ping_interval=self.ping_interval,
                ping_timeout=self.ping_timeout, close_timeout=2.0,
                user_agent_header=f"Jiupai/{self.app}")
        except (InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise Disconnected(None, detail=f"no Jiupai table at {self.uri} ({exc})") from None
        message = hello(self.app, self.room, self.name, self.token)
        if self.protocol is not None:
            message["protocol"] = self.protocol
        await self._send(message)
        try:
            first = await asyncio.wait_for(self.receive(), self.timeout)
        except TimeoutError:
            await self.close()
            raise Disconnected(ByeReason.TIMEOUT, detail="the table did not answer") from None
        if first.type is HostType.REFUSED:
            await self.close()
            try:
                code = JoinRefusal(first["code"])
            except ValueError:
                code = JoinRefusal.BAD_HELLO
            raise JoinRefused(code, str(first["app"] or ""), int(first["protocol"] or 0))
        if first.type is not HostType.WELCOME or not isinstance(first["seat"], int):
            await self.close()
            raise Disconnected(None, detail="the table answered something else than welcome")
        self.seat = first["seat"]
        self.token = first["token"] or self.token
        self.welcome = first
        return first

    async def receive(self) -> HostMessage:
        """The host's next message; Disconnected once the connection is closed."""
        if self._ws is None:
            raise Disconnected(None, detail="not connected")
        try:
            raw = await self._ws.recv()
        except ConnectionClosed as closed:
            bye = self._bye
            reason = None
            if bye is not None:
                try:
                    reason = ByeReason(bye["reason"])
                except ValueError:
                    reason = None
            code = closed.rcvd.code if closed.rcvd is not None else None
            raise Disconnected(reason, bool(bye and bye["resumable"]), code=code) from None
        if self.on_raw is not None:
            self.on_raw(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
        try:
            message = parse_host(raw)
        except ProtocolError as exc:
            await self.close()
            raise Disconnected(None, detail=str(exc)) from None
        if message.type is HostType.BYE:
            self._bye = message
        return message

    # ---- what a guest sends ----------------------------------------------------------
    async def act(self, notation: str, move: int) -> None:
        await self._send({"type": ClientType.ACTION.value, "notation": notation, "move": move})

    async def hint(self, move: int, level: str = "normal") -> None:
        await self._send({"type": ClientType.HINT.value, "move": move, "level": level})

    async def why_not(self, attempt: str, move: int) -> None:
        await self._send({"type": ClientType.WHY_NOT.value, "attempt": attempt, "move": move})

    async def chat(self, phrase: ChatPhrase | None = None, text: str | None = None) -> None:
        message: dict[str, Any] = {"type": ClientType.CHAT.value}
        if phrase is not None:
            message["phrase"] = ChatPhrase(phrase).value
        else:
            message["text"] = text or ""
        await self._send(message)

    async def autoplay(self, on: bool) -> None:
        await self._send({"type": ClientType.AUTOPLAY.value, "on": bool(on)})

    async def skip(self) -> None:
        """Ask the table to play on at once (when no person has anything to do)."""
        await self._send({"type": ClientType.SKIP.value})

    async def ready(self, seq: int) -> None:
        await self._send({"type": ClientType.READY.value, "seq": seq})

    async def leave(self) -> None:
        """Say bye (the seat goes to a bot; the key still takes it back) and close."""
        try:
            await self._send({"type": ClientType.BYE.value})
        except Disconnected:
            pass
        await self.close()

    async def send_raw(self, data: str | bytes) -> None:
        """Anything at all (tests of a hostile guest)."""
        await self._send_data(data)

    async def close(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            try:
                await ws.close()
            except (ConnectionClosed, OSError):
                pass

    async def _send(self, message: dict[str, Any]) -> None:
        await self._send_data(encode(message))

    async def _send_data(self, data: str | bytes) -> None:
        if self._ws is None:
            raise Disconnected(None, detail="not connected")
        try:
            await self._ws.send(data)
        except ConnectionClosed:
            raise Disconnected(None, detail="connection lost") from None
