"""What a player reads about the network: one sentence per refusal, per goodbye, per phrase.

On the wire everything is a code (`protocol.py`); the reader's own program words it in the
reader's language. The English here is marked with QT_TRANSLATE_NOOP (engine/i18n.py): the
app translates it with QCoreApplication.translate(context, text) in the contexts NetJoin,
NetRejected, NetBye, NetNotice and NetChat (translations/*.ts), and the command line prints
it as it is. %1, %2 … are filled with engine.i18n.arg.
"""
from __future__ import annotations

from engine.i18n import QT_TRANSLATE_NOOP

from .protocol import ByeReason, ChatPhrase, JoinRefusal, Notice, RequestRefusal

JOIN_REFUSALS: dict[JoinRefusal, str] = {
    #: Filled with: %1 the host's Jiupai version, %2 its protocol version, %3 ours.
    JoinRefusal.VERSION: QT_TRANSLATE_NOOP(
        "NetJoin", "This table runs Jiupai %1 (network protocol %2) and yours speaks protocol "
        "%3: install the same version of Jiupai to join."),
    JoinRefusal.ROOM_CODE: QT_TRANSLATE_NOOP(
        "NetJoin", "The room code is not this table's: ask the host for the code on their "
        "screen."),
    JoinRefusal.TABLE_FULL: QT_TRANSLATE_NOOP(
        "NetJoin", "This table is full: every seat is taken."),
    JoinRefusal.TOKEN: QT_TRANSLATE_NOOP(
        "NetJoin", "Your key to a seat does not open any seat of this table."),
    JoinRefusal.NAME: QT_TRANSLATE_NOOP(
        "NetJoin", "Please choose a name of 1 to 24 letters, without special characters."),
    JoinRefusal.ATTEMPTS: QT_TRANSLATE_NOOP(
        "NetJoin", "Too many failed attempts to join from your computer: wait a minute and "
        "try again."),
    JoinRefusal.BAD_HELLO: QT_TRANSLATE_NOOP(
        "NetJoin", "The table did not understand your program's greeting: is it Jiupai?"),
}

REQUEST_REFUSALS: dict[RequestRefusal, str] = {
    RequestRefusal.NOT_STARTED: QT_TRANSLATE_NOOP("NetRejected", "The game has not started yet."),
    RequestRefusal.GAME_OVER: QT_TRANSLATE_NOOP("NetRejected", "The game is over."),
    RequestRefusal.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("NetRejected", "It is not your turn."),
    RequestRefusal.STALE: QT_TRANSLATE_NOOP(
        "NetRejected", "Too late: the game had already moved on."),
    RequestRefusal.ILLEGAL: QT_TRANSLATE_NOOP("NetRejected", "That move is not allowed now."),
    RequestRefusal.WRONG_SEAT: QT_TRANSLATE_NOOP("NetRejected", "That is not your seat."),
    RequestRefusal.BUSY: QT_TRANSLATE_NOOP(
        "NetRejected", "The table is still working on your last request."),
}

BYES: dict[ByeReason, str] = {
    ByeReason.HOST_CLOSED: QT_TRANSLATE_NOOP("NetBye", "The host closed the table."),
    ByeReason.GAME_OVER: QT_TRANSLATE_NOOP("NetBye", "The game is over."),
    ByeReason.LEFT: QT_TRANSLATE_NOOP("NetBye", "You left the table."),
    ByeReason.KICKED: QT_TRANSLATE_NOOP("NetBye", "The host gave your seat to someone else."),
    ByeReason.REPLACED: QT_TRANSLATE_NOOP(
        "NetBye", "Your seat was taken over by another connection with your key."),
    ByeReason.FLOOD: QT_TRANSLATE_NOOP(
        "NetBye", "You were disconnected for sending too many messages."),
    ByeReason.BAD_MESSAGES: QT_TRANSLATE_NOOP(
        "NetBye", "You were disconnected: your program sent messages the table cannot read."),
    ByeReason.TIMEOUT: QT_TRANSLATE_NOOP(
        "NetBye", "The connection was closed: nothing arrived in time."),
    ByeReason.SLOW: QT_TRANSLATE_NOOP(
        "NetBye", "The connection was closed: it was too slow to keep up with the table."),
}
#: Said after the host closed a table it can reopen.
RESUMABLE = QT_TRANSLATE_NOOP(
    "NetBye", "The game is saved: when the host opens it again, you can take your seat back.")

NOTICES: dict[Notice, str] = {
    Notice.BAD_MESSAGE: QT_TRANSLATE_NOOP(
        "NetNotice", "The table could not read a message from your program."),
    Notice.RATE_LIMITED: QT_TRANSLATE_NOOP(
        "NetNotice", "You are sending messages too fast: some were ignored."),
    Notice.TIMED_OUT: QT_TRANSLATE_NOOP(
        "NetNotice", "Time ran out: the computer played that move."),
}

PHRASES: dict[ChatPhrase, str] = {
    ChatPhrase.HELLO: QT_TRANSLATE_NOOP("NetChat", "Hello, everyone!"),
    ChatPhrase.GOOD_LUCK: QT_TRANSLATE_NOOP("NetChat", "Good luck!"),
    ChatPhrase.NICE_MOVE: QT_TRANSLATE_NOOP("NetChat", "Nice move!"),
    ChatPhrase.WELL_PLAYED: QT_TRANSLATE_NOOP("NetChat", "Well played!"),
    ChatPhrase.OOPS: QT_TRANSLATE_NOOP("NetChat", "Oops!"),
    ChatPhrase.HURRY: QT_TRANSLATE_NOOP("NetChat", "Hurry up, please!"),
    ChatPhrase.THANKS: QT_TRANSLATE_NOOP("NetChat", "Thanks!"),
    ChatPhrase.GOOD_GAME: QT_TRANSLATE_NOOP("NetChat", "Good game!"),
    ChatPhrase.ONE_MORE: QT_TRANSLATE_NOOP("NetChat", "One more game?"),
}
