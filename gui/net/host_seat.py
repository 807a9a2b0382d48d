"""HostSeat: the seat of the player at the hosting window — a seat *here* of the one Table.

The window that hosts a network table holds the game's Table (engine/table/) on its server's
loop (gui/net/hosting.py); its own player is not a guest of that server but a seat here, as
at a local game: what the player does goes straight to the Table (on the loop's thread),
and the Table's messages for this screen come back as queued signals. It offers what a
`GuestLink` offers (the same signals and methods), so the ordinary network table
(`NetTable`) shows it as it shows a guest's seat.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from engine.table import HERE, HintAnswer, Message, MoveClock, Note, Notice, Rejected, WhyNotAnswer
from engine.turn import Turn


class _Wire(QObject):
    message = Signal(object)          # emitted in the loop's thread, received in the GUI's


class HostSeat(QObject):
    """See the module docstring; `hosted` is the window's HostedTable."""

    joined = Signal(dict)
    refused = Signal(str, str)
    failed = Signal(str)
    turn = Signal(object)
    lobby = Signal(dict)
    hint = Signal(dict)
    why_not = Signal(dict)
    rejected = Signal(dict)
    chat = Signal(dict)
    notice = Signal(dict)
    clock = Signal(dict)
    connection_lost = Signal()
    connection_back = Signal()
    closed = Signal(str, bool)

    def __init__(self, hosted: Any, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hosted = hosted
        self.seat: int | None = hosted.my_seat
        self.connected = True
        facts = hosted.authority.facts
        self.welcome: dict[str, Any] = {"seat": self.seat, "game": facts.to_json(),
                                        "host": name, "room": hosted.room,
                                        "started": hosted.server.started}
        self._wire = _Wire()
        self._wire.message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        hosted.authority.on_here = self._wire.message.emit
        hosted.lobby.connect(self.lobby)
        hosted.chat.connect(self.chat)

    # ---- life ---------------------------------------------------------------------------
    def start(self) -> None:
        """Seated at once (the host's seat is kept for this window), then who sits where."""
        authority, seat = self.hosted.authority, self.seat

        def seated() -> None:
            self.joined.emit(dict(self.welcome))
            self.hosted.call(self.hosted.server.announce_lobby)
            self.hosted.call(lambda: authority.sync(seat))   # a reopened table is under way
        QTimer.singleShot(0, self, seated)

    def leave(self) -> None:
        """The hosting window closes the table itself (gui/net/net_play.py)."""
        self.hosted.authority.on_here = None

    shutdown = leave

    # ---- what the player does (to the Table, on the loop's thread) -----------------------------
    def _table(self, name: str, *args: Any) -> None:
        authority = self.hosted.authority
        self.hosted.call(lambda: getattr(authority, name)(self.seat, *args))

    @Slot(str, int)
    def act(self, notation: str, move: int) -> None:
        self._table("play", notation, move)

    @Slot(int)
    def ready(self, seq: int) -> None:
        self._table("ready", seq)

    def ask_hint(self, move: int, level: str = "normal") -> None:
        self._table("hint", move, level)

    def ask_why_not(self, attempt: str, move: int) -> None:
        self._table("why_not", attempt, move)

    def send_chat(self, phrase: str | None = None, text: str | None = None) -> None:
        server, seat = self.hosted.server, self.seat
        self.hosted.call(lambda: server.host_chat(seat, phrase, text))

    @Slot(bool)
    def set_autoplay(self, on: bool) -> None:
        self.hosted.set_host_autoplay(bool(on))

    @Slot()
    def skip(self) -> None:
        self._table("skip_ahead")

    # ---- the Table's messages for this screen ---------------------------------------------------
    @Slot(object)
    def _on_message(self, message: Message) -> None:
        if isinstance(message, Turn):
            self.turn.emit(message)
        elif isinstance(message, HintAnswer):
            self.hint.emit(dataclasses.asdict(message))
        elif isinstance(message, WhyNotAnswer):
            self.why_not.emit({"move": message.move, "attempt": message.attempt,
                               "legal": message.legal, "code": message.code,
                               "params": message.params})
        elif isinstance(message, Rejected):
            self.rejected.emit({"request": message.request.value, "code": message.code.value,
                                "move": message.move, "to_move": message.to_move})
        elif isinstance(message, MoveClock):
            self.clock.emit({"seat": message.seat, "seconds": message.seconds})
        elif isinstance(message, Note) and message.notice is Notice.TIMED_OUT:
            self.notice.emit({"code": message.notice.value})


__all__ = ["HERE", "HostSeat"]
