"""Where the app's Table keeps its game (engine.table.Keeper): the save slots and the
autosave after every move (what Continue resumes), and the finished games.

A save's meta is the Table's (names, seats, levels, the game's id, time played) with what a
slot list shows beside it: the score line and "hand 3" (gui/worker/safety.py). A lesson is
never saved: the Table does not ask (engine/table/table.py).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.session import Session

from .safety import AUTOSAVE, Safety


class SlotKeeper:
    """The Table's keeper over the app's save store (raises what the store raises)."""

    def __init__(self, safety: Safety, finished: Callable[[], None]) -> None:
        self.safety = safety
        self._finished = finished
        #: the seats of the game in play (set by the worker's table through `seats`)
        self.seats: Any = None

    def autosave(self, session: Session, meta: dict[str, Any]) -> None:
        self.save(AUTOSAVE, session, meta)

    def save(self, slot: str, session: Session, meta: dict[str, Any]) -> None:
        self.safety.saves().save(slot, session.state, self.safety.save_meta(session, meta))

    def finished(self, session: Session, meta: dict[str, Any]) -> None:
        self._finished()


__all__ = ["SlotKeeper"]
