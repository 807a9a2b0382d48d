"""Saving the game in play (a part of the EngineWorker, in its thread): to a slot the player
names, and the autosave after every move (what Continue resumes).

A lesson is practice: it is never saved nor autosaved, so the player's own game stays in the
autosave. A save that fails is told to the player (`report`, the worker's error signal) and
the game goes on: a full disk must not end it. The store, a save's meta and the time played
are gui/worker/safety.py's. The strings keep the worker's translation context (where their
translations are).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from engine.session import Session

from ..lang.arg import arg
from .lessons import Lessons
from .safety import Safety
from .seats import HotSeat


class Saving:
    """Writes the running game to a save slot or to the autosave."""

    def __init__(self, safety: Safety, seats: HotSeat, lessons: Lessons,
                 report: Callable[[str], None], saved: Callable[[str], None],
                 autosave_failed: Callable[[str], None] | None = None) -> None:
        self.safety = safety
        self.seats = seats
        self.lessons = lessons
        self.report = report
        self.saved = saved                  # told the slot written
        #: told why an autosave failed (the window keeps it in sight: issue 34.16)
        self.autosave_failed = autosave_failed or (lambda why: report(arg(
            QCoreApplication.translate("EngineWorker", "Autosave failed: %1"), why)))

    def meta(self, session: Session, meta: dict) -> dict:
        """The save's meta for the game as it stands (its score line, time played, …)."""
        return self.safety.save_meta(session, meta, self.seats.viewer, self.seats.humans)

    def save(self, slot: str, session: Session | None, meta: dict) -> None:
        """Write the running game to `slot`: `saved(slot)`, or `report` says why not."""
        if session is None:
            self.report(QCoreApplication.translate("EngineWorker", "No game is running."))
            return
        if self.lessons.active():          # a lesson is practice
            self.report(QCoreApplication.translate(
                "EngineWorker", "A lesson is not saved: your own game stays in the autosave."))
            return
        try:
            self.safety.saves().save(slot, session.state, self.meta(session, meta))
            self.saved(slot)
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the message says why
            self.report(str(exc) or type(exc).__name__)

    def autosave(self, session: Session | None, meta: dict) -> None:
        if session is None or self.lessons.active():   # a lesson never replaces the autosave
            return
        try:
            self.safety.autosave(session, self.meta(session, meta))
        except Exception as exc:  # noqa: BLE001 - a full disk must not stop the game
            self.autosave_failed(str(exc) or type(exc).__name__)


__all__ = ["Saving"]
