"""Why a file or a connection failed, in the reader's language (context Problems).

The engine and the network code say what went wrong in English for logs and the command line
(`SaveError`, `TableFileError`, `FileReadError`, the OS's `OSError`); each also carries a
code (`.code`, `.errno`), and this module words that code. So a Chinese message never shows
"[Errno 111] Connection refused" or "slot 2: is damaged (…)": the reasons a player can meet
(a damaged file, a newer version, a shared seat view, a full or read-only disk, a refused
connection, a table that cannot be reopened) are translated sentences, and anything else is
one translated sentence with the OS's error number (the English detail goes to the log).

Every reason is a clause that fills a message's %1 ("This game cannot be opened: %1"), so it
starts in lower case in English and ends with a full stop.
"""
from __future__ import annotations

import errno as E
import logging

from PySide6.QtCore import QCoreApplication

from engine.i18n import QT_TRANSLATE_NOOP

from .arg import arg

log = logging.getLogger(__name__)

# OS error numbers that mean the same thing to a player, by the reason this module words.
_OS_REASONS: dict[int, str] = {
    E.ENOSPC: "disk_full", E.EDQUOT: "disk_full", E.EFBIG: "disk_full",
    E.EROFS: "read_only",
    E.EACCES: "denied", E.EPERM: "denied",
    E.ENOENT: "missing", E.ENOTDIR: "missing",
    E.EISDIR: "not_file",
    E.EIO: "io",
    E.ECONNREFUSED: "refused",
    E.ETIMEDOUT: "timeout",
    E.EHOSTUNREACH: "unreachable", E.ENETUNREACH: "unreachable", E.ENETDOWN: "unreachable",
    E.ECONNRESET: "cut", E.ECONNABORTED: "cut", E.EPIPE: "cut",
    E.EADDRINUSE: "port_taken",
    E.EADDRNOTAVAIL: "no_address",
}

# The clause of each reason (translated on use: `_sentences`).
_REASONS: dict[str, str] = {
    "empty": QT_TRANSLATE_NOOP("Problems", "the slot is empty."),
    "missing": QT_TRANSLATE_NOOP("Problems", "the file is not there any more."),
    "not_file": QT_TRANSLATE_NOOP("Problems", "it is a folder or a device, not a file."),
    "too_large": QT_TRANSLATE_NOOP("Problems", "the file is far too large to be a Jiupai game."),
    "seat_view": QT_TRANSLATE_NOOP(
        "Problems", "it is a shared game (what one player saw): it can be watched as a "
        "replay, not played on."),
    "newer": QT_TRANSLATE_NOOP(
        "Problems", "it was written by a newer version of Jiupai: update Jiupai to open it."),
    "damaged": QT_TRANSLATE_NOOP(
        "Problems", "the file is damaged or was edited, so Jiupai cannot read it."),
    "no_slot": QT_TRANSLATE_NOOP("Problems", "there is no such save slot."),
    "not_table": QT_TRANSLATE_NOOP(
        "Problems", "it is a saved game, but not of a network table (Game ▸ Load… opens it "
        "as a game against the computer)."),
    "over": QT_TRANSLATE_NOOP("Problems", "its game is over: there is nothing to reopen."),
    "disk_full": QT_TRANSLATE_NOOP("Problems", "the disk is full."),
    "read_only": QT_TRANSLATE_NOOP("Problems", "the disk or folder is read-only."),
    "denied": QT_TRANSLATE_NOOP("Problems", "Jiupai is not allowed to use that file or folder."),
    "io": QT_TRANSLATE_NOOP("Problems", "the disk reported a read or write error."),
    "refused": QT_TRANSLATE_NOOP(
        "Problems", "the computer at that address refused the connection: no table is open "
        "there."),
    "timeout": QT_TRANSLATE_NOOP("Problems", "nobody answered in time."),
    "unreachable": QT_TRANSLATE_NOOP("Problems", "that computer cannot be reached on the network."),
    "cut": QT_TRANSLATE_NOOP("Problems", "the connection was cut."),
    "port_taken": QT_TRANSLATE_NOOP("Problems", "another program already uses that port."),
    "no_address": QT_TRANSLATE_NOOP("Problems", "this computer has no such network address."),
    "closed": QT_TRANSLATE_NOOP("Problems", "no Jiupai table answered at that address."),
    "locked": QT_TRANSLATE_NOOP("Problems", "another Jiupai keeps it locked."),
}


def _sentences() -> dict[str, str]:
    return {code: QCoreApplication.translate("Problems", text) for code, text in _REASONS.items()}


def reason_code(exc: BaseException) -> str:
    """The reason this module words for `exc` ("" when it has none)."""
    number = getattr(exc, "errno", None)
    if isinstance(number, int) and number in _OS_REASONS:
        return _OS_REASONS[number]
    if isinstance(exc, TimeoutError):      # asyncio's too (an OSError without a number)
        return "timeout"
    code = getattr(exc, "code", None)
    if isinstance(code, str) and code not in ("unreadable", "unwritable"):
        return code
    return ""


def sentence(code: str) -> str:
    """The clause for one reason code ("" for a code this module does not word)."""
    return _sentences().get(code, "")


def listed(info: object) -> str:
    """The clause for a listed file's problem (`SlotInfo.error_code`, engine/saves.py)."""
    return sentence(getattr(info, "error_code", "") or "") or \
        QCoreApplication.translate("Problems", "the file cannot be read.")


class _Coded(Exception):
    def __init__(self, code: str, number: int | None) -> None:
        super().__init__(code)
        self.code, self.errno = code, number


def clause(code: str, number: int | None = None) -> str:
    """The clause for a reason kept as a code and an OS error number (a problem noted
    earlier and worded when shown, in the language on screen then)."""
    return reason(_Coded(code, number))


def reason(exc: BaseException) -> str:
    """One clause saying why `exc` happened, in the reader's language."""
    sentences = _sentences()
    code = reason_code(exc)
    if code in sentences:
        return sentences[code]
    log.info("worded as an unknown problem: %r", exc)
    number = getattr(exc, "errno", None)
    if isinstance(number, int) and not isinstance(number, bool):
        return arg(QCoreApplication.translate("Problems", "the system refused it (error %1)."),
                   str(number))
    code = getattr(exc, "code", None)
    if code == "unreadable":
        return QCoreApplication.translate("Problems", "the file cannot be read.")
    if code == "unwritable":
        return QCoreApplication.translate("Problems", "the file cannot be written.")
    return QCoreApplication.translate("Problems", "an unexpected error occurred.")


__all__ = ["clause", "listed", "reason", "reason_code", "sentence"]
