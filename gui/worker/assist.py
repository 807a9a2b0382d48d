"""The player's helpers in the engine thread: hint and undo/redo (托管 is the worker's own
flag: it only decides who moves the human's seat).

Parts the EngineWorker owns (gui/worker/engine_worker.py), used in its thread only.

- **Hint.** The seat's own bot (`normal`, or `hard` with the "strong hints" preference)
  is asked for the human's move. It reads only `observation(seat)` and `determinize`, so
  a hint cannot give away a hidden card, and it never applies anything: asking a hint
  changes nothing in the game. A strong hint searches for a while; the player playing
  meanwhile stops it at its next iteration (`cancel`, called from the GUI thread: a
  threading.Event, never a bare attribute).
- **Undo / redo.** Implemented on the record: the game is replayed to a prefix of its
  actions (the start of one of the humans' decisions). The undone line is kept, and redo
  replays forward along it until something new is played. Bots decide each move with a
  seed made from the game's seed, their seat and the move number
  (`engine.session.decision_seed`), so after an undo they re-decide their later moves
  exactly as before if the human repeats a move.
"""
from __future__ import annotations

import threading
import traceback
from typing import Any, Callable, Collection

import engine
from engine.session import Session, decision_seed, decision_starts, replay_with_actors

HINT_LEVELS = ("normal", "hard")


class Hints:
    """Hints for the viewing seat's move."""

    def __init__(self) -> None:
        self.level = "normal"
        self._lock = threading.Lock()
        self._cancelled: int | None = None     # the move whose hint the player no longer wants

    def set_level(self, level: str) -> None:
        self.level = level if level in HINT_LEVELS else "normal"

    def cancel(self, move: int) -> None:
        """Thread-safe: the player played move `move` while its hint was searched."""
        with self._lock:
            self._cancelled = move

    def reset(self) -> None:
        with self._lock:
            self._cancelled = None

    def dropped(self, move: int) -> bool:
        with self._lock:
            return self._cancelled == move

    def suggest(self, session: Session, seat: int, make_bot: Callable[..., Any],
                stopping: Callable[[], bool],
                progress: Callable[[int, int], None]) -> dict | None:
        """{"notation", "move", "reason"} for `seat`'s move, or None (not its turn, the
        player moved on, or the bot failed: a hint must never end the game)."""
        state = session.state
        if state.is_over or state.current_player != seat:
            return None
        move = len(state.history)
        dropped = lambda: stopping() or self.dropped(move)   # noqa: E731
        hooks = {"should_stop": dropped,
                 "progress": lambda done, total: progress(move, min(100, 100 * done // max(1, total)))}
        try:
            bot = make_bot(state, seat, self.level, hooks)
            bot.rng.seed(decision_seed(state.seed, seat, move))
            notation = bot.suggest(state, seat)
            reason = bot.explain(state, seat, notation)
        except Exception:  # noqa: BLE001 - a hint that fails must not end the game
            traceback.print_exc()
            return None
        if dropped():
            return None
        return {"notation": notation, "move": move, "reason": reason or ""}


def why_not(session: Session, attempt: str, seat: int) -> dict | None:
    """Why `seat`'s `attempt` (a card, a selection) is not legal: {"attempt", "code",
    "params"} from engine.explain, for the table to word; None when it is legal (or the
    explanation failed: it must not end the game)."""
    try:
        reason = engine.explain(session.state, attempt, seat)
    except Exception:  # noqa: BLE001 - an explanation that fails must not end the game
        traceback.print_exc()
        return None
    return None if reason is None else {"attempt": attempt, **reason.as_dict()}


class UndoLine:
    """The line of play an undo took back, for redo; the humans' decisions along it."""

    def __init__(self) -> None:
        self.future: list[str] | None = None
        self.future_actors: list[int | None] = []

    def forget(self) -> None:
        """Something new was played: there is nothing left to redo."""
        self.future = None
        self.future_actors = []

    def back(self, session: Session, humans: Collection[int]) -> int | None:
        """How many actions to keep for an undo (the start of the humans' previous
        decision), or None when there is none to take back."""
        record = session.state.record()
        done = len(record["actions"])
        if self.future is None or record["actions"] != self.future[:done]:
            self.future = list(record["actions"])
            self.future_actors = list(session.actors)
        starts = [i for i in decision_starts(self.future_actors, humans) if i < done]
        return starts[-1] if starts else None

    def forward(self, session: Session, humans: Collection[int]) -> int | None:
        """How far a redo goes along the undone line (the humans' next decision, or its end)."""
        history = session.state.history
        done = len(history)
        if self.future is None or done >= len(self.future) or list(history) != self.future[:done]:
            return None
        later = [i for i in decision_starts(self.future_actors, humans) if i > done]
        return later[0] if later else len(self.future)

    def info(self, session: Session | None, humans: Collection[int], undo_used: bool,
             allowed: bool) -> dict:
        """What the Undo and Redo commands may do now (for enabling them)."""
        if session is None or not allowed:
            return {"undo": False, "redo": False, "with_undo": False}
        history = session.state.history
        done = len(history)
        future = self.future or []
        redo = done < len(future) and list(history) == future[:done]
        undo = any(seat in humans for seat in session.actors) and not session.state.is_over
        return {"undo": undo, "redo": redo, "with_undo": undo_used}


__all__ = ["HINT_LEVELS", "Hints", "UndoLine", "decision_seed", "decision_starts",
           "replay_with_actors", "why_not"]
