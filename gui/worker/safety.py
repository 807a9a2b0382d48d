"""Keeping the game in play safe (a part of the EngineWorker): the autosave after every move
and the meta a save slot shows, and what happens when the engine raises unexpectedly during a
move — the player is told, and the game is put back by replaying its record up to the move
that failed (a half-applied move may have changed anything), so nothing is lost.
"""
from __future__ import annotations

import time
import traceback
from typing import Any

from engine.session import Session

from ..lang.seats import shown_names
from .data import format_scores

AUTOSAVE = "autosave"


def bug_text(exc: Exception) -> str:
    traceback.print_exc()
    return f"{type(exc).__name__}: {exc}"


class Safety:
    """Autosave, a slot's meta, the time played, and recovery from an engine bug."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.clock = time.monotonic()     # when the running game was opened (time played)

    def saves(self) -> Any:
        if self.store is None:
            from engine.saves import SaveStore

            from ..userdata.paths import saves_folder
            self.store = SaveStore(saves_folder())
        return self.store

    def restart_clock(self) -> None:
        self.clock = time.monotonic()

    def played_seconds(self, meta: dict) -> int:
        """Seconds this game has been open, over every session that resumed it."""
        return min(10**9, meta.get("played_seconds", 0) + int(time.monotonic() - self.clock))

    def save_meta(self, session: Session, meta: dict, seats: Any = None) -> dict:
        """The Table's save meta (engine/table/table.py: names, seats, levels, game id, time
        played, scores, the part of the game in play) with the score line in the names this
        screen shows, for a slot's list."""
        humans = tuple(meta.get("human_seats") or [meta.get("human_seat", 0)])
        viewer = seats.viewer if seats is not None else humans[0]
        values = meta.get("scores")
        names = shown_names(session.names, viewer, humans)
        line = format_scores(names, values) if isinstance(values, list) and len(
            values) == len(names) else ""
        return {**meta, "turn": len(session.state.history), "score_line": line}


__all__ = ["AUTOSAVE", "Safety", "bug_text"]
