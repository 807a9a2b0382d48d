"""What a Table sends: one closed set of plain messages, for a screen here or a seat away.

Every message goes through the table's one `Outbox` with its address: `HERE` (the screen of
the computer that holds the table: the app's window, hot-seat players taking turns at it) or
a seat number (a person on another computer). What a message holds is what its receiver may
see; none holds a card another seat may not see. The adapters carry them on: the app's engine
thread as Qt signals (gui/worker/engine_worker.py), the network host as protocol messages
(netplay/headless.py). Words are the receiver's to choose: a `Note` is a code and its
parameters, never an English sentence to show.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from ..turn import Turn

#: The address of the screen of the computer holding the table.
HERE = None
Address = int | None


class Request(str, Enum):
    """The requests a seat may make (what a rejection names)."""

    ACTION = "action"
    HINT = "hint"
    WHY_NOT = "why_not"
    UNDO = "undo"
    SKIP = "skip"


class Rejection(str, Enum):
    """Why a request was not carried out; the game is unchanged."""

    NOT_STARTED = "not_started"      # no game is open
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    STALE = "stale"                  # it answers a position that is gone
    ILLEGAL = "illegal"
    BUSY = "busy"                    # the last one is still being worked out
    NOT_HERE = "not_here"            # this table does not allow it (undo at a network table)


class Notice(str, Enum):
    """Something the person at a screen must be told (the GUI words it)."""

    AUTOSAVE_FAILED = "autosave_failed"    # {"reason"}: the game goes on, unsaved
    SAVE_FAILED = "save_failed"            # {"slot", "reason"}
    NO_GAME = "no_game"
    LESSON_NOT_SAVED = "lesson_not_saved"
    LESSON_NO_AUTOPLAY = "lesson_no_autoplay"   # 托管 asked in a lesson: it was refused
    INTERNAL_ERROR = "internal_error"      # {"bug"}: the move was not played; game put back
    CANNOT_GO_ON = "cannot_go_on"          # the game is kept in the autosave
    OTHERS_MOVED = "others_moved"          # {"name"}: hot-seat undo over another's move
    OPEN_FAILED = "open_failed"            # {"reason"}: the game could not be opened
    TIMED_OUT = "timed_out"                # {"seat"}: a move clock ran out; 托管 played


@dataclass(frozen=True)
class Opened:
    """A game is open at this table: its description, seats, names, levels (to HERE)."""

    info: dict[str, Any]


@dataclass(frozen=True)
class HintAnswer:
    move: int
    notation: str            # the whole move to show (天地人: with its kickers)
    action: str              # the legal action to play now
    reason: str              # the bot's sentence (English; the GUI translates it) or ""


@dataclass(frozen=True)
class WhyNotAnswer:
    move: int
    attempt: str
    code: str | None          # None: the attempt is legal
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def legal(self) -> bool:
        return self.code is None


@dataclass(frozen=True)
class Rejected:
    request: Request
    code: Rejection
    move: int
    to_move: int | None


@dataclass(frozen=True)
class Progress:
    """A search under way: a bot thinking (`hint` False) or a strong hint."""

    seat: int
    move: int
    percent: int
    hint: bool = False


@dataclass(frozen=True)
class Autoplay:
    """托管 for `seat` is on or off."""

    seat: int
    on: bool


@dataclass(frozen=True)
class UndoState:
    undo: bool
    redo: bool
    with_undo: bool


@dataclass(frozen=True)
class Skipping:
    on: bool


@dataclass(frozen=True)
class Saved:
    slot: str


@dataclass(frozen=True)
class Note:
    notice: Notice
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MoveClock:
    """A person at a network table has `seconds` to move (None: the clock stopped)."""

    seat: int
    seconds: float | None


@dataclass(frozen=True)
class Closed:
    """The table dropped its game (after its autosave)."""


Message = (Turn | Opened | HintAnswer | WhyNotAnswer | Rejected | Progress | Autoplay
           | UndoState | Skipping | Saved | Note | MoveClock | Closed)


class Outbox(Protocol):
    def send(self, to: Address, message: Message) -> None:
        """Deliver `message` to the screen here (`HERE`) or to seat `to` away. May be called
        from a Runner's thread (a search's progress): an adapter makes it safe."""


__all__ = ["HERE", "Address", "Autoplay", "Closed", "HintAnswer", "Message", "MoveClock",
           "Note", "Notice", "Opened", "Outbox", "Progress", "Rejected", "Rejection",
           "Request", "Saved", "Skipping", "UndoState", "WhyNotAnswer"]
