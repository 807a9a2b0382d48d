"""Keeping the game in play safe (a part of the EngineWorker): the autosave after every move
and the meta a save slot shows, and what happens when the engine raises unexpectedly during a
move — the player is told, and the game is put back by replaying its record up to the move
that failed (a half-applied move may have changed anything), so nothing is lost.
"""
from __future__ import annotations

import random
import time
import traceback
from typing import Any

import engine
from engine.session import Session

from ..lang.seats import shown_names
from .data import score_line, score_values

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

    def save_meta(self, session: Session, meta: dict, viewer: int,
                  humans: tuple[int, ...]) -> dict:
        state = session.state
        obs = state.observation(viewer)
        returns = list(state.returns()) if state.is_over else None
        out = {**meta, "turn": len(state.history), "played_seconds": self.played_seconds(meta),
               "score_line": score_line(obs, shown_names(session.names, viewer, humans),
                                        returns)}
        values = score_values(obs, returns)
        if values is not None and len(values) == len(session.names):
            out["scores"] = values
        section = session.section()
        if section is not None:                # "Hand 3" on the home screen's Continue
            out["section"] = section
        return out

    def autosave(self, session: Session, meta: dict) -> None:
        """Raises what the store raises (the worker tells the player; the game goes on)."""
        self.saves().save(AUTOSAVE, session.state, meta)

    @staticmethod
    def restored(session: Session, moves: int) -> Session | None:
        """The game put back as it was before a failed move: its first `moves` actions
        replayed (None when the record itself no longer replays)."""
        try:
            return session.rewound(moves)
        except Exception:  # noqa: BLE001 - the record itself no longer replays
            traceback.print_exc()
            return None

    @staticmethod
    def fallback_actions(session: Session) -> list:
        """After a bot's failure, the legal moves to try, in a seeded random order."""
        actions = session.state.legal_actions()
        random.Random(len(session.state.history)).shuffle(actions)
        return actions[:10]


__all__ = ["AUTOSAVE", "Safety", "bug_text", "engine"]
