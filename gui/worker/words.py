"""The Table's notes and refusals in the reader's language (engine/table/messages.py sends
codes, never sentences). The strings keep the EngineWorker translation context, where
their translations are."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.table import Note, Notice, Rejected, Rejection, Request

from ..lang import problems
from ..lang.arg import arg


def reason_of(value: Any) -> str:
    """An OS or save error as one sentence in the reader's language (gui/lang/problems.py)."""
    if isinstance(value, BaseException):
        return problems.reason(value)
    return str(value)


def note_text(note: Note, session: Any = None) -> str:
    """The sentence for a Table's note to the player at this screen."""
    params = note.params
    notice = note.notice
    if notice is Notice.AUTOSAVE_FAILED:
        return arg(QCoreApplication.translate("EngineWorker", "Autosave failed: %1"),
                   reason_of(params.get("reason", "")))
    if notice is Notice.SAVE_FAILED:
        return arg(QCoreApplication.translate(
            "EngineWorker", "The game could not be saved in slot %1: %2"),
            str(params.get("slot", "")), reason_of(params.get("reason", "")))
    if notice is Notice.NO_GAME:
        return QCoreApplication.translate("EngineWorker", "No game is running.")
    if notice is Notice.LESSON_NOT_SAVED:
        return QCoreApplication.translate(
            "EngineWorker", "A lesson is not saved: your own game stays in the autosave.")
    if notice is Notice.LESSON_NO_AUTOPLAY:
        return QCoreApplication.translate(
            "EngineWorker", "Auto-play is off in a lesson: the lesson waits for your own moves.")
    if notice is Notice.INTERNAL_ERROR:
        return arg(QCoreApplication.translate(
            "EngineWorker", "Internal error, the move was not played: %1"),
            str(params.get("bug", "")))
    if notice is Notice.CANNOT_GO_ON:
        return QCoreApplication.translate(
            "EngineWorker", "The game cannot go on; it is kept in the autosave.")
    if notice is Notice.OTHERS_MOVED:
        seat = int(params.get("seat", 0))
        name = str(params.get("name") or "") or str(seat + 1)
        return arg(QCoreApplication.translate(
            "EngineWorker", "%1 has played since your move: only they can take their move back."),
            name)
    return ""


def rejection_text(rejected: Rejected) -> str:
    """What the player is told of a refused request ("" for a hint or an explanation asked
    out of turn: nothing happens, as a click on nothing)."""
    if rejected.request in (Request.HINT, Request.WHY_NOT, Request.SKIP):
        return ""
    if rejected.code in (Rejection.NOT_STARTED, Rejection.GAME_OVER):
        return QCoreApplication.translate("EngineWorker", "No game is running.")
    if rejected.code is Rejection.NOT_YOUR_TURN:
        return QCoreApplication.translate("EngineWorker", "It is not your turn.")
    return QCoreApplication.translate("EngineWorker", "That move is not possible now.")


__all__ = ["note_text", "reason_of", "rejection_text"]
