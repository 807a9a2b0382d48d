"""Keeping the game in play safe (an EngineWorker mixin): the autosave after every move and
the meta a save slot shows, and what happens when the engine raises unexpectedly during a
move — the player is told, and the game is put back by replaying its record up to the move
that failed (a half-applied move may have changed anything), so nothing is lost.
"""
from __future__ import annotations

import random
import time
import traceback

import engine

from ..lang.seats import shown_names
from .data import legal_dicts, score_line, score_values
from ..lang.arg import arg

AUTOSAVE = "autosave"


class WorkerSafety:
    """Mixin of EngineWorker: needs self._state, self._meta, self._human, self._humans,
    self._names, self._clock, self._store, the error/legal signals and _emit_observation."""

    def _recover(self, exc: Exception, moves: int) -> bool:
        """An unexpected engine exception: tell the player and put the game back as it was
        before the failed move, by replaying its first `moves` actions (a half-applied move
        may have changed anything). True when the game goes on."""
        self.error.emit(arg(self.tr("Internal error, the move was not played: %1"), self._bug(exc)))
        state = self._state
        if state is None:
            return False
        try:
            record = state.record()
            record["actions"] = record["actions"][:moves]
            restored = engine.replay(record)
        except Exception as again:  # noqa: BLE001 - the record itself no longer replays
            self.error.emit(self._bug(again))
            return False
        self._state = restored
        self._emit_observation()
        if restored.current_player == self._human:
            self.legal.emit(legal_dicts(restored.legal_actions()))
        return True

    def _fallback_move(self, seat: int) -> list | None:
        """After a bot's failure, the first legal move (in a seeded random order) that applies."""
        state = self._state
        actions = state.legal_actions()
        moves = len(state.history)
        random.Random(moves).shuffle(actions)
        for action in actions[:10]:
            try:
                return state.apply(action)
            except Exception as exc:  # noqa: BLE001
                if not self._recover(exc, moves):
                    return None
                state = self._state
        self.error.emit(self.tr("The game cannot go on; it is kept in the autosave."))
        return None

    def _save_meta(self) -> dict:
        state = self._state
        obs = state.observation(self._human)
        returns = list(state.returns()) if state.is_over else None
        meta = {**self._meta, "turn": len(state.history), "played_seconds": self._played_seconds(),
                "score_line": score_line(obs, shown_names(self._names, self._human, self._humans),
                                         returns)}
        values = score_values(obs, returns)
        if values is not None and len(values) == len(self._names):
            meta["scores"] = values
        return meta

    def _played_seconds(self) -> int:
        """Seconds this game has been open, over every session that resumed it."""
        return min(10**9, self._meta.get("played_seconds", 0)
                   + int(time.monotonic() - self._clock))

    def _autosave(self) -> None:
        if self._state is None or self.in_lesson():   # a lesson never replaces the autosave
            return
        try:
            self._saves().save(AUTOSAVE, self._state, self._save_meta())
        except Exception as exc:  # noqa: BLE001 - a full disk must not stop the game
            self.error.emit(arg(self.tr("Autosave failed: %1"), str(exc)))

    def _saves(self):
        if self._store is None:
            from engine.saves import SaveStore
            from ..userdata.paths import saves_folder
            self._store = SaveStore(saves_folder())
        return self._store

    @staticmethod
    def _bug(exc: Exception) -> str:
        traceback.print_exc()
        return f"{type(exc).__name__}: {exc}"
