"""netplay/words.py's sentences in the reader's language (contexts Net*, translations/*.ts)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from netplay import words
from netplay.client import Disconnected
from netplay.protocol import (
    PROTOCOL_VERSION,
    ByeReason,
    ChatPhrase,
    JoinRefusal,
    Notice,
    RequestRefusal,
)

from ..lang import problems
from ..lang.arg import arg


def refusal(code: JoinRefusal, host_app: str = "", host_protocol: int = 0) -> str:
    """The one sentence for a refused join."""
    text = QCoreApplication.translate("NetJoin", words.JOIN_REFUSALS[code])
    if code is JoinRefusal.VERSION:
        return arg(text, host_app or "?", str(host_protocol), str(PROTOCOL_VERSION))
    return text


def rejected(code: str) -> str:
    try:
        text = words.REQUEST_REFUSALS[RequestRefusal(code)]
    except ValueError:
        return ""
    return QCoreApplication.translate("NetRejected", text)


def goodbye(reason: ByeReason | None, resumable: bool) -> str:
    if reason is None or reason not in words.BYES:
        return ""
    text = QCoreApplication.translate("NetBye", words.BYES[reason])
    if resumable:
        # One message, not two glued with a space: Chinese joins sentences without one.
        text = arg(QCoreApplication.translate(
            "NetBye", "%1 %2", "why the table closed, then: the game is saved… (Chinese: "
            "no space between the sentences)"),
            text, QCoreApplication.translate("NetBye", words.RESUMABLE))
    return text


def failure(exc: BaseException) -> str:
    """The one sentence for a join that got no answer (`exc`: the OS's or the link's)."""
    if isinstance(exc, Disconnected):
        why = goodbye(exc.reason, False) if exc.reason is not None else ""
        why = why or problems.sentence("closed")
    else:
        why = problems.reason(exc)
    return arg(QCoreApplication.translate("NetJoin", "The table cannot be reached: %1"), why)


def notice(code: str) -> str:
    try:
        return QCoreApplication.translate("NetNotice", words.NOTICES[Notice(code)])
    except ValueError:
        return ""


def phrase(phrase_id: str) -> str:
    try:
        return QCoreApplication.translate("NetChat", words.PHRASES[ChatPhrase(phrase_id)])
    except ValueError:
        return ""
