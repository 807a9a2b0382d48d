"""The player's helpers in the engine thread: hint, 托管 (auto-play) and undo/redo.

A mixin of `EngineWorker` (gui/worker.py): the signals are declared there, the logic lives
here so the worker itself stays about moving a game on. Everything runs in the worker
thread; the GUI only sends requests (queued) and shows the answers.

- **Hint.** The seat's own bot (`normal`, or `hard` with the "strong hints" preference)
  is asked for the human's move. It reads only `observation(seat)` and `determinize`, so
  a hint cannot give away a hidden card, and it never applies anything: asking a hint
  changes nothing in the game.
- **托管.** While on, the human's seat is played like a bot's — by the `normal` bot, with
  the same pause and the same wait for the table. A request to stop arrives (queued)
  before the next timer fires, so control comes back before the next move.
- **Undo / redo.** Implemented on the record: the game is replayed to a prefix of its
  actions (the start of one of the human's decisions). The undone line is kept, and redo
  replays forward along it until something new is played. Bots decide each move with a
  seed made from the game's seed, their seat and the move number (`decision_seed`), so after
  an undo they re-decide their later moves exactly as before if the human repeats a move.
"""
from __future__ import annotations

import time
import traceback
from typing import Any, Collection

from PySide6.QtCore import Signal, Slot

import engine

from .lessons import WorkerTutorial

HINT_LEVELS = ("normal", "hard")


def decision_seed(game_seed: int, seat: int, move: int) -> int:
    """The seed a bot decides move number `move` with: a function of the position's place in
    the game only, so replaying a game (undo, resume) re-decides the same way."""
    return (int(game_seed) * 1_000_003 + seat * 7919 + move * 104_729) % 2**61


def decision_starts(actors: list[int | None], human: int | Collection[int]) -> list[int]:
    """Indexes of the actions that begin one of the humans' decisions: a run of consecutive
    actions by one human (天地人's play, then its kickers) is one decision. `human` is a seat
    or, in a hot-seat game, the set of human seats (undo goes back to any human's)."""
    humans = {human} if isinstance(human, int) else set(human)
    return [i for i, seat in enumerate(actors)
            if seat in humans and (i == 0 or actors[i - 1] != seat)]


def replay_with_actors(record: dict, upto: int | None = None) -> tuple[Any, list[int | None]]:
    """Replay `record` (its first `upto` actions) and note who played each action."""
    actions = list(record["actions"])
    state = engine.replay({**record, "actions": []})
    actors: list[int | None] = []
    for notation in actions[:upto] if upto is not None else actions:
        actors.append(state.current_player)
        state.apply(notation)
    return state, actors


class WorkerAssist(WorkerTutorial):
    """Hint, 托管 and undo/redo slots of EngineWorker (its base class: the slots must belong
    to a QObject class, or Qt would call them in the sender's thread)."""

    hint = Signal(dict)            # {"notation", "move", "reason"}: a suggestion for the human's move
    hint_progress = Signal(int, int)   # move, percent of a strong hint's search
    autoplay_changed = Signal(bool)   # 托管 on/off
    undo_state = Signal(dict)      # {"undo", "redo", "with_undo"}: what Undo/Redo may do now

    _hint_level = "normal"
    _hint_cancelled: int | None = None     # the move whose hint the player no longer wants
    _autoplay = False
    _future: list[str] | None = None        # the undone line, for redo
    _future_actors: list[int | None] = []
    _actors: list[int | None] | None = None   # who played each action (None: not known yet)

    # ---- hint -------------------------------------------------------------------------
    @Slot(str)
    def set_hint_level(self, level: str) -> None:
        self._hint_level = level if level in HINT_LEVELS else "normal"

    @Slot()
    def suggest(self) -> None:
        """A hint for the human's turn: the bot's move for that seat, never played."""
        state = self._state
        if state is None or state.is_over or state.current_player != self._human:
            return
        move = len(state.history)
        # A strong hint searches for a while: it reports its progress, and stops at once when
        # the player plays meanwhile (cancel_hint, written from the GUI thread).
        dropped = lambda: self._stopping or self._hint_cancelled == move   # noqa: E731
        hooks = {"should_stop": dropped,
                 "progress": lambda done, total: self.hint_progress.emit(
                     move, min(100, 100 * done // max(1, total)))}
        try:
            bot = self._make_bot(state, self._human, self._hint_level, hooks)
            bot.rng.seed(decision_seed(state.seed, self._human, move))
            notation = bot.suggest(state, self._human)
            reason = bot.explain(state, self._human, notation)
        except Exception:  # noqa: BLE001 - a hint that fails must not end the game
            traceback.print_exc()
            return
        if not dropped():
            self.hint.emit({"notation": notation, "move": move, "reason": reason or ""})

    def cancel_hint(self, move: int) -> None:
        """Thread-safe (one attribute write, as request_stop): the player played move
        `move` while its hint was being searched; the search stops at its next iteration."""
        self._hint_cancelled = move

    # ---- 托管 ----------------------------------------------------------------------------
    @Slot(bool)
    def set_autoplay(self, on: bool) -> None:
        """Hand the human's seat to the normal bot, or take it back. Pending timers are
        dropped (a new generation) and the next move is scheduled afresh, so a move never
        runs twice and the seat is never left waiting."""
        on = bool(on)
        if on and self.in_lesson():        # a lesson's steps expect the learner's own moves
            self.autoplay_changed.emit(False)
            return
        if on == self._autoplay:
            return
        self._autoplay = on
        self.autoplay_changed.emit(on)
        if self._state is None or self._stopping or self._state.is_over:
            return                         # (a finished game must not be announced twice)
        self._generation += 1
        self._advance()

    def autoplays(self, seat: int) -> bool:
        """托管 plays the viewing seat (in a hot-seat game, the human whose turn it is)."""
        return self._autoplay and seat == self._human

    def seat_bot(self, seat: int):
        """The bot that moves `seat` now: its own, or for the human under 托管 the normal bot."""
        if seat in self._bots:
            return self._bots[seat]
        bot = self._make_bot(self._state, seat, "normal")
        self._bots[seat] = bot
        return bot

    # ---- undo / redo ---------------------------------------------------------------------
    @Slot()
    def undo(self) -> None:
        """Back to the start of the human's previous decision (any number of times)."""
        state = self._state
        if state is None or self.in_lesson():    # a lesson goes forward only
            return
        record = state.record()
        done = len(record["actions"])
        if self._future is None or record["actions"] != self._future[:done]:
            self._future = list(record["actions"])
            _, self._future_actors = replay_with_actors(record)
        starts = [i for i in decision_starts(self._future_actors, self._humans) if i < done]
        if not starts:
            return
        self._rewind(starts[-1])

    @Slot()
    def redo(self) -> None:
        """Forward along the undone line to the human's next decision (or its end)."""
        state = self._state
        if state is None or self._future is None or self.in_lesson():
            return
        done = len(state.history)
        if done >= len(self._future) or list(state.history) != self._future[:done]:
            return
        later = [i for i in decision_starts(self._future_actors, self._humans) if i > done]
        self._rewind(later[0] if later else len(self._future))

    def _rewind(self, moves: int) -> None:
        record = dict(self._state.record())
        record["actions"] = list(self._future[:moves])
        try:
            restored = engine.replay(record)
        except Exception as exc:  # noqa: BLE001 - the record no longer replays: keep the game
            self.error.emit(self._bug(exc))
            return
        self._autoplay = False
        self.autoplay_changed.emit(False)
        # the time played so far goes on counting; the game is marked "with undo"
        meta = {**self._meta, "undo_used": True, "played_seconds": self._played_seconds()}
        self._state, self._meta, self._clock = restored, meta, time.monotonic()
        self._autosave()                   # first: Continue resumes the position taken back to
        # hot-seat: no new cover when the player at the screen goes on (not while a cover
        # is up: then who sits there is not known)
        self._keep_view = self._awaiting is None
        self._begin(restored, self._meta)

    def undo_info(self) -> dict:
        """What the Undo and Redo commands may do now (for enabling them)."""
        state = self._state
        if state is None or self.in_lesson():
            return {"undo": False, "redo": False, "with_undo": False}
        done = len(state.history)
        future = self._future or []
        redo = done < len(future) and list(state.history) == future[:done]
        actors = self._actors if self._actors is not None else None
        undo = bool(done) if actors is None else any(s in self._humans for s in actors)
        return {"undo": undo, "redo": redo, "with_undo": bool(self._meta.get("undo_used"))}

    def forget_future(self) -> None:
        """Something new was played: there is nothing left to redo."""
        self._future = None
        self._future_actors = []
