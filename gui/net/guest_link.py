"""GuestLink: one seat at a network table, as the GUI thread sees it.

A `GuestClient` (netplay/client.py) runs on an asyncio loop in a thread of its own
(loop_thread.py). Everything it hears becomes a queued signal of this GUI-thread object: a
`turn` carries an `engine.turn.Turn` that a table takes exactly as a local one
(`GameTable.take_turn`); hints and why-nots are the same plain data the engine worker
sends. What the player does goes back with `act(notation, move)`, `ready(seq)`, `ask_hint`,
`ask_why_not`, `send_chat`, `set_autoplay`.

A dropped connection is not the end: the link says `connection_lost`, and tries to take its
seat back with the seat's key (every second, for `RECONNECT_SECONDS`) — the host's 托管
plays the seat meanwhile — then says `connection_back`; the host's SYNC turn brings the
table up to date. A goodbye from the host (closed, kicked, game over) is `closed`.
"""
from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from netplay.client import Disconnected, GuestClient, JoinRefused
from netplay.protocol import ByeReason, HostMessage, HostType, JoinRefusal

from . import net_words
from .loop_thread import LoopThread

#: how long a dropped guest keeps trying to take its seat back (bounded: never forever)
RECONNECT_SECONDS = 60.0
RECONNECT_EVERY = 1.0
#: goodbyes after which trying again makes no sense
_FINAL = {ByeReason.GAME_OVER, ByeReason.LEFT, ByeReason.KICKED, ByeReason.REPLACED,
          ByeReason.FLOOD, ByeReason.BAD_MESSAGES, ByeReason.HOST_CLOSED}


class _Wire(QObject):
    """Emitted in the loop's thread, received (queued) in the GUI thread."""

    event = Signal(str, object)


class GuestLink(QObject):
    """See the module docstring."""

    joined = Signal(dict)          # the welcome: seat, key, game, host …
    refused = Signal(str, str)     # the refusal's code, its sentence in the reader's language
    failed = Signal(str)           # nobody answered: why, in the reader's language
    turn = Signal(object)          # an engine.turn.Turn for this seat
    lobby = Signal(dict)
    hint = Signal(dict)
    why_not = Signal(dict)
    rejected = Signal(dict)
    chat = Signal(dict)
    notice = Signal(dict)
    clock = Signal(dict)           # {"seat", "seconds"}: a person's move clock runs
    connection_lost = Signal()
    connection_back = Signal()
    closed = Signal(str, bool)     # the host's reason ("" when it just went), resumable

    def __init__(self, address: str, room: str, name: str, token: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = GuestClient(address, room, name, token)   # ValueError: bad address
        self.address = address
        self.seat: int | None = None
        self.welcome: dict[str, Any] = {}
        self.connected = False
        self.last_lobby: dict[str, Any] | None = None    # who sits where, as last told
        self.reconnect_seconds = RECONNECT_SECONDS
        self._leaving = False
        self._loop: LoopThread | None = None
        self._wire = _Wire()
        self._wire.event.connect(self._on_event, Qt.ConnectionType.QueuedConnection)

    # ---- life ---------------------------------------------------------------------------
    def start(self) -> None:
        """Join (in the loop's thread): `joined`, `refused` or `failed` follows."""
        if self._loop is None:
            self._loop = LoopThread("jiupai-guest")
            self._loop.submit(self._run())

    def leave(self) -> None:
        """Say goodbye (the host's 托管 takes the seat) and stop."""
        self._leaving = True
        if self._loop is not None:
            future = self._loop.submit(self.client.leave())
            if future is not None:
                try:
                    future.result(2.0)
                except Exception:  # noqa: BLE001 - leaving must never fail the window
                    pass
            self._loop.stop()
            self._loop = None

    shutdown = leave

    # ---- what the player does -------------------------------------------------------------
    @Slot(str, int)
    def act(self, notation: str, move: int) -> None:
        self._send(self.client.act(notation, move))

    @Slot(int)
    def ready(self, seq: int) -> None:
        self._send(self.client.ready(seq))

    def ask_hint(self, move: int, level: str = "normal") -> None:
        self._send(self.client.hint(move, level))

    def ask_why_not(self, attempt: str, move: int) -> None:
        self._send(self.client.why_not(attempt, move))

    def send_chat(self, phrase: str | None = None, text: str | None = None) -> None:
        self._send(self.client.chat(phrase, text))

    @Slot(bool)
    def set_autoplay(self, on: bool) -> None:
        self._send(self.client.autoplay(on))

    @Slot()
    def skip(self) -> None:
        """Skip ahead: the table plays on at once when no person has anything to do."""
        self._send(self.client.skip())

    def _send(self, coro) -> None:
        if self._loop is None or not self.connected:
            coro.close()                 # (while reconnecting: the SYNC will say where we are)
            return
        self._loop.submit(self._quiet(coro))      # (fire and forget: a drop is the reader's)

    @staticmethod
    async def _quiet(coro) -> None:
        try:
            await coro
        except Disconnected:
            pass                          # the reader's loop sees the drop and says so

    # ---- the loop's side -----------------------------------------------------------------
    def _emit(self, kind: str, value: Any = None) -> None:
        self._wire.event.emit(kind, value)

    async def _run(self) -> None:
        client = self.client
        try:
            welcome = await client.join()
        except JoinRefused as refusal:
            return self._emit("refused", refusal)
        except Exception as exc:  # noqa: BLE001 - whatever went wrong, the dialog must hear it
            return self._emit("failed", exc)      # (worded in the GUI thread: net_words)
        self._emit("joined", dict(welcome.data))
        while not self._leaving:
            try:
                message = await client.receive()
            except Disconnected as gone:
                if self._leaving:
                    return
                if gone.reason in _FINAL or not await self._rejoin():
                    return self._emit("closed", (gone.reason, gone.resumable))
                continue
            self._emit("message", message)

    async def _rejoin(self) -> bool:
        """Take the seat back with its key; False when the host is gone for good."""
        self._emit("lost")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect_seconds
        while not self._leaving and loop.time() < deadline:
            await asyncio.sleep(RECONNECT_EVERY)
            try:
                await self.client.join()
            except JoinRefused as refusal:
                if refusal.code is not JoinRefusal.ATTEMPTS:
                    return False
                continue
            except (Disconnected, OSError):
                continue
            self._emit("back")
            return True
        return False

    # ---- back in the GUI thread -------------------------------------------------------------
    @Slot(str, object)
    def _on_event(self, kind: str, value: Any) -> None:
        if kind == "message":
            self._on_message(value)
        elif kind == "joined":
            self.welcome, self.seat, self.connected = value, value.get("seat"), True
            self.joined.emit(value)
        elif kind == "refused":
            self.refused.emit(value.code.value, net_words.refusal(
                value.code, value.host_app, value.host_protocol))
        elif kind == "failed":
            self.failed.emit(net_words.failure(value))
        elif kind == "lost":
            self.connected = False
            self.connection_lost.emit()
        elif kind == "back":
            self.connected = True
            self.connection_back.emit()
        elif kind == "closed":
            reason, resumable = value
            self.connected = False
            self.closed.emit(reason.value if reason is not None else "", bool(resumable))

    def _on_message(self, message: HostMessage) -> None:
        kind = message.type
        if kind is HostType.TURN:
            self.turn.emit(message.turn)
            return
        signal = {HostType.LOBBY: self.lobby, HostType.HINT: self.hint,
                  HostType.WHY_NOT: self.why_not, HostType.REJECTED: self.rejected,
                  HostType.CHAT: self.chat, HostType.NOTICE: self.notice,
                  HostType.CLOCK: self.clock}.get(kind)
        if kind is HostType.LOBBY:
            self.last_lobby = dict(message.data)
        if signal is not None:
            signal.emit(dict(message.data))
