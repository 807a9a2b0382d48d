"""The table's messages: JSON objects over one WebSocket (RFC 6455) per guest.

Every message is a JSON object with a "type". A guest sends the `ClientType`s, the host the
`HostType`s; docs/network.md describes each one with an example. Whatever a guest sends is
untrusted: `parse_client` takes the raw frame and returns a `ClientMessage` only if the frame
is text, at most `MAX_MESSAGE_BYTES`, JSON, an object of a known type with exactly that type's
fields, each of the right type and size — otherwise a `ProtocolError` saying which field is
wrong (never echoing the guest's bytes). A guest's messages hold only scalars (strings,
numbers, true/false, null), so nothing nested is ever accepted from one.

The host is trusted (docs/network.md, "Trust"), but a guest still checks what it reads
(`parse_host`), so a host of another version fails with a clear message, not a crash.
"""
from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from engine.turn import Turn, TurnFormatError

#: Bumped on any change a peer of the previous version would misread.
PROTOCOL_VERSION = 1
#: The biggest message the host reads from a guest (the transport closes on a bigger one).
MAX_MESSAGE_BYTES = 64 * 1024
#: The biggest message a guest reads from the host: the story of a long game (a SYNC turn).
MAX_HOST_MESSAGE_BYTES = 16 * 1024 * 1024
MAX_NAME_CHARS = 24
MAX_CHAT_CHARS = 120
MAX_NOTATION_CHARS = 200      # the longest action notation (天地人's plays with kickers)
MAX_INT = 2**31 - 1
ROOM_CODE_DIGITS = 6
WEBSOCKET_PATH = "/jiupai"


class ClientType(str, Enum):
    HELLO = "hello"          # the handshake: versions, room code, name, key to rejoin
    ACTION = "action"        # play this action, answering move number `move`
    HINT = "hint"            # what would you play for me?
    WHY_NOT = "why_not"      # why is this attempt not legal?
    CHAT = "chat"            # a preset phrase or a short text for the table
    AUTOPLAY = "autoplay"    # 托管: let the host's bot play my seat (or give it back)
    READY = "ready"          # I have shown turn `seq`
    SKIP = "skip"            # play on at once: no person at the table has anything to do
    BYE = "bye"              # I am leaving the table (the seat goes to a bot)


class HostType(str, Enum):
    WELCOME = "welcome"      # the handshake's answer: your seat and its key
    REFUSED = "refused"      # the handshake's refusal (then the connection closes)
    LOBBY = "lobby"          # who sits where
    TURN = "turn"            # one Turn, as this seat sees it
    REJECTED = "rejected"    # a request (action, hint, why-not) that was not carried out
    HINT = "hint"
    WHY_NOT = "why_not"
    CHAT = "chat"            # someone's chat line, to everyone
    NOTICE = "notice"        # a message the host could not read, or too many of them
    CLOCK = "clock"          # `seat` (a person) has `seconds` to move; then 托管 plays it
    BYE = "bye"              # the connection ends, and why


class JoinRefusal(str, Enum):
    """Why the host did not seat a guest: one clear sentence each (netplay/words.py)."""

    VERSION = "version"          # another protocol version
    ROOM_CODE = "room_code"      # the code does not match
    TABLE_FULL = "table_full"    # no open seat (and no key for one)
    TOKEN = "token"              # a key that opens no seat of this table
    NAME = "name"                # empty, too long, or control characters
    ATTEMPTS = "attempts"        # too many failed hellos from that address lately
    BAD_HELLO = "bad_hello"      # the first message was not a hello at all


class RequestRefusal(str, Enum):
    """Why an action, hint or why-not was not carried out (`rejected`)."""

    NOT_STARTED = "not_started"
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    STALE = "stale"              # it answers a position that is gone
    ILLEGAL = "illegal"
    WRONG_SEAT = "wrong_seat"    # it names a seat that is not the sender's
    BUSY = "busy"                # the last hint is still being worked out


class ByeReason(str, Enum):
    HOST_CLOSED = "host_closed"  # the host stopped; `resumable`: its autosave reopens it
    GAME_OVER = "game_over"
    LEFT = "left"                # the guest said bye
    KICKED = "kicked"            # the host gave the seat away
    REPLACED = "replaced"        # a new connection took the seat with its key
    FLOOD = "flood"              # too many messages, too fast
    BAD_MESSAGES = "bad_messages"
    TIMEOUT = "timeout"          # no hello in time
    SLOW = "slow"                # it did not read what the host sent


class Notice(str, Enum):
    BAD_MESSAGE = "bad_message"
    RATE_LIMITED = "rate_limited"
    TIMED_OUT = "timed_out"      # a person's move clock ran out: 托管 played that move


class ChatPhrase(str, Enum):
    """The quick-chat phrases: ids on the wire, words in the reader's language (words.py)."""

    HELLO = "hello"
    GOOD_LUCK = "good_luck"
    NICE_MOVE = "nice_move"
    WELL_PLAYED = "well_played"
    OOPS = "oops"
    HURRY = "hurry"
    THANKS = "thanks"
    GOOD_GAME = "good_game"
    ONE_MORE = "one_more"


HINT_LEVELS = ("easy", "normal", "hard")


class ProtocolError(ValueError):
    """A message that breaks the protocol; `code` is a `Notice`, the text names the field."""

    def __init__(self, detail: str, code: Notice = Notice.BAD_MESSAGE) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class ClientMessage:
    """A guest's message that passed every check: its type and its fields."""

    type: ClientType
    fields: dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields.get(key)


# ---- field checks ---------------------------------------------------------------------
Check = Callable[[str, Any], Any]


def _text(most: int) -> Check:
    def check(key: str, value: Any) -> str:
        if not isinstance(value, str):
            raise ProtocolError(f"'{key}' must be a string")
        if len(value) > most:
            raise ProtocolError(f"'{key}' is longer than {most} characters")
        return value
    return check


def _whole(key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_INT:
        raise ProtocolError(f"'{key}' must be a whole number from 0 to {MAX_INT}")
    return value


def _flag(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(f"'{key}' must be true or false")
    return value


def _one_of(values: tuple[str, ...]) -> Check:
    def check(key: str, value: Any) -> str:
        if value not in values:
            raise ProtocolError(f"'{key}' must be one of: {', '.join(values)}")
        return str(value)
    return check


#: type -> {field: (required, check)}. Names are checked again by `clean_name`.
_SPECS: dict[ClientType, dict[str, tuple[bool, Check]]] = {
    ClientType.HELLO: {"app": (True, _text(32)), "protocol": (True, _whole),
                       "room": (True, _text(16)), "name": (True, _text(4 * MAX_NAME_CHARS)),
                       "token": (False, _text(64))},
    ClientType.ACTION: {"notation": (True, _text(MAX_NOTATION_CHARS)), "move": (True, _whole),
                        "seat": (False, _whole)},
    ClientType.HINT: {"move": (True, _whole), "level": (False, _one_of(HINT_LEVELS))},
    ClientType.WHY_NOT: {"attempt": (True, _text(MAX_NOTATION_CHARS)), "move": (True, _whole)},
    ClientType.CHAT: {"phrase": (False, _one_of(tuple(p.value for p in ChatPhrase))),
                      "text": (False, _text(4 * MAX_CHAT_CHARS))},
    ClientType.AUTOPLAY: {"on": (True, _flag)},
    ClientType.READY: {"seq": (True, _whole)},
    ClientType.SKIP: {},
    ClientType.BYE: {},
}


def parse_client(raw: str | bytes) -> ClientMessage:
    """A guest's frame as a checked message; ProtocolError (naming the problem) otherwise."""
    if not isinstance(raw, str):
        raise ProtocolError("binary frames are not part of the protocol: send JSON text")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"a message may have at most {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(raw, parse_constant=_no_constant, object_pairs_hook=_no_repeats)
    except _Repeated as repeated:
        raise ProtocolError(f"the field '{repeated.key}' appears twice") from None
    except (ValueError, RecursionError):
        raise ProtocolError("not a JSON document") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    try:
        kind = ClientType(data.get("type"))
    except (ValueError, TypeError):
        raise ProtocolError("unknown message type") from None
    spec = _SPECS[kind]
    if any(key != "type" and key not in spec for key in data):
        known = ", ".join(spec) or "none"
        raise ProtocolError(f"'{kind.value}' has a field it does not take (its fields: {known})")
    fields: dict[str, Any] = {}
    for key, (required, check) in spec.items():
        value = data.get(key)
        if value is None:
            if required:
                raise ProtocolError(f"'{kind.value}' needs the field '{key}'")
            fields[key] = None
            continue
        fields[key] = check(key, value)
    if kind is ClientType.CHAT and (fields["phrase"] is None) == (fields["text"] is None):
        raise ProtocolError("'chat' takes either 'phrase' or 'text'")
    return ClientMessage(kind, fields)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class _Repeated(ValueError):
    """A field given twice: json would keep the last copy, so two readers of one message
    could disagree (saves refuse it too: engine/save_head.py). `key` is one of the protocol's
    own field names, or "?": a guest's bytes are never echoed."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key if key in _FIELD_NAMES else "?"


_FIELD_NAMES = frozenset({"type"}.union(*(spec.keys() for spec in _SPECS.values())))


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Repeated(key)
        out[key] = value
    return out


def clean_name(name: str) -> str | None:
    """A player's name as the table shows it (NFC, spaces trimmed and collapsed), or None when
    it is empty, longer than MAX_NAME_CHARS or holds control or format characters."""
    text = " ".join(unicodedata.normalize("NFC", name).split())
    if not text or len(text) > MAX_NAME_CHARS:
        return None
    if any(unicodedata.category(ch)[0] == "C" for ch in text):
        return None
    return text


def clean_chat(text: str) -> str | None:
    """A chat line as it is passed on: NFC, one line, at most MAX_CHAT_CHARS; None if empty."""
    line = " ".join(unicodedata.normalize("NFC", text).split())
    line = "".join(ch for ch in line if unicodedata.category(ch)[0] != "C")
    return line[:MAX_CHAT_CHARS] or None


# ---- what the host sends --------------------------------------------------------------
def encode(message: dict[str, Any]) -> str:
    """One message as the text frame that carries it."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def hello(app: str, room: str, name: str, token: str | None = None,
          protocol: int = PROTOCOL_VERSION) -> dict[str, Any]:
    out = {"type": ClientType.HELLO.value, "app": app, "protocol": protocol, "room": room,
           "name": name}
    if token:
        out["token"] = token
    return out


def refused(code: JoinRefusal, app: str) -> dict[str, Any]:
    return {"type": HostType.REFUSED.value, "code": code.value, "protocol": PROTOCOL_VERSION,
            "app": app}


def rejected(request: ClientType, code: RequestRefusal, move: int | None = None,
             to_move: int | None = None) -> dict[str, Any]:
    """No echo of what was asked: only which request, why, and where the game is."""
    return {"type": HostType.REJECTED.value, "request": request.value, "code": code.value,
            "move": move, "to_move": to_move}


def turn_message(turn: Turn) -> dict[str, Any]:
    return {"type": HostType.TURN.value, "turn": turn.to_json()}


def notice(code: Notice, detail: str = "") -> dict[str, Any]:
    return {"type": HostType.NOTICE.value, "code": code.value, "detail": detail}


def bye(reason: ByeReason, resumable: bool = False) -> dict[str, Any]:
    return {"type": HostType.BYE.value, "reason": reason.value, "resumable": resumable}


# ---- what a guest reads ---------------------------------------------------------------
@dataclass(frozen=True)
class HostMessage:
    """A message from the host; `turn` is set (parsed and checked) for a TURN."""

    type: HostType
    data: dict[str, Any]
    turn: Turn | None = None

    def __getitem__(self, key: str) -> Any:
        return self.data.get(key)


def parse_host(raw: str | bytes) -> HostMessage:
    """The host's frame; ProtocolError if it is not a message of this protocol."""
    if not isinstance(raw, str):
        raise ProtocolError("the host sent a binary frame")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("the host sent something that is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("the host sent a message that is not an object")
    try:
        kind = HostType(data.get("type"))
    except (ValueError, TypeError):
        raise ProtocolError("the host sent a message of an unknown type") from None
    if kind is HostType.TURN:
        try:
            return HostMessage(kind, data, Turn.from_json(data.get("turn")))
        except TurnFormatError as exc:
            raise ProtocolError(f"the host sent a bad turn ({exc})") from None
    return HostMessage(kind, data)
