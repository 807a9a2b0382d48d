"""What the host does with each message a seated guest sends.

`dispatch` is the one way in: the rate limit first (a flood is dropped before it costs a
JSON parse), then the protocol's checks, then the handler of the message's type. Every
handler acts for the sender's own seat only; the game's rules are the Authority's.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .connection import Guest
from .protocol import (
    ByeReason,
    ClientMessage,
    ClientType,
    HostType,
    Notice,
    ProtocolError,
    RequestRefusal,
    clean_chat,
    notice,
    parse_client,
    rejected,
)

if TYPE_CHECKING:
    from .server import HostServer

#: how often a flooding guest is told that it is being throttled
NOTICE_EVERY = 1.0


def dispatch(server: HostServer, guest: Guest, raw: str | bytes, now: float) -> None:
    limits = guest.limits
    if not guest.messages.allow(now):
        guest.dropped += 1
        if guest.dropped > limits.flood_drops:
            server.log(f"seat {guest.seat} floods the table: disconnected")
            guest.close(ByeReason.FLOOD)
        elif now - guest.last_notice >= NOTICE_EVERY:
            guest.last_notice = now
            guest.send(notice(Notice.RATE_LIMITED, "messages are arriving too fast"))
        return
    try:
        message = parse_client(raw)
    except ProtocolError as exc:
        guest.bad += 1
        if guest.bad > limits.bad_messages:
            guest.close(ByeReason.BAD_MESSAGES)
        else:
            guest.send(notice(exc.code, exc.detail))
        return
    _HANDLERS[message.type](server, guest, message, now)


def _hello(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    guest.send(notice(Notice.BAD_MESSAGE, "already seated: hello comes once"))


def _started(server: HostServer, guest: Guest, request: ClientType) -> bool:
    if not server.started:
        guest.send(rejected(request, RequestRefusal.NOT_STARTED))
    return server.started


def _action(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if message["seat"] is not None and message["seat"] != guest.seat:
        guest.send(rejected(ClientType.ACTION, RequestRefusal.WRONG_SEAT))
        return
    if not _started(server, guest, ClientType.ACTION):
        return
    seat = server.seats[guest.seat]
    if seat.autoplay:                  # a move of one's own takes the seat back from 托管
        seat.autoplay = False
        server.authority.set_autoplay(guest.seat, False)
        server.announce_lobby()
    server.authority.play(guest.seat, message["notation"], message["move"])


def _hint(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if _started(server, guest, ClientType.HINT):
        server.authority.hint(guest.seat, message["move"], message["level"] or "normal")


def _why_not(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if _started(server, guest, ClientType.WHY_NOT):
        server.authority.why_not(guest.seat, message["attempt"], message["move"])


def _chat(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if not guest.chat.allow(now):
        guest.send(notice(Notice.RATE_LIMITED, "one chat line a second"))
        return
    line: dict[str, Any] = {"type": HostType.CHAT.value, "seat": guest.seat,
                            "name": server.seats[guest.seat].name}
    if message["phrase"] is not None:
        line["phrase"] = message["phrase"]
    else:
        text = clean_chat(message["text"])
        if text is None:
            guest.send(notice(Notice.BAD_MESSAGE, "an empty chat line"))
            return
        line["text"] = text
    server.broadcast(line)


def _autoplay(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if not _started(server, guest, ClientType.AUTOPLAY):
        return
    seat = server.seats[guest.seat]
    if seat.autoplay != message["on"]:
        seat.autoplay = message["on"]
        server.authority.set_autoplay(guest.seat, seat.autoplay)
        server.announce_lobby()


def _ready(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if server.started:
        server.authority.ready(guest.seat, message["seq"])


def _skip(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    if _started(server, guest, ClientType.SKIP):
        server.authority.skip_ahead(guest.seat)


def _bye(server: HostServer, guest: Guest, message: ClientMessage, now: float) -> None:
    guest.close(ByeReason.LEFT)


_HANDLERS: dict[ClientType, Callable[[HostServer, Guest, ClientMessage, float], None]] = {
    ClientType.HELLO: _hello, ClientType.ACTION: _action, ClientType.HINT: _hint,
    ClientType.WHY_NOT: _why_not, ClientType.CHAT: _chat, ClientType.AUTOPLAY: _autoplay,
    ClientType.READY: _ready, ClientType.SKIP: _skip, ClientType.BYE: _bye,
}
