"""EngineWorker: the app's adapter of the Table — a QObject living in a QThread.

The game in play is held by one `engine.table.Table` (engine/table/table.py): the one
authority over a game, the same object that holds a network game. This adapter only
carries: requests come in as queued signals (gui/worker/host.py) and become the Table's
method calls, with the screen here as the one asking; the Table's messages go out as this
object's signals (one `Turn` per step of the game, hints, why-nots, notes worded in the
reader's language). Time is Qt's: the Table's calls later are `QTimer`s of this thread,
never a sleep, so a stop is honoured at once; bots and hints run here, in this thread.

Opening a game (a new deal, a save, a lesson) is gui/worker/opening.py's and lessons.py's;
where the game is kept (the save slots, the finished games) is gui/worker/saving.py's.
"""
from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

import engine
from engine.session import Session
from engine.table import (
    HERE,
    Address,
    Autoplay,
    Closed,
    HintAnswer,
    Message,
    Note,
    Notice,
    Opened,
    Pace,
    Progress,
    Rejected,
    Saved,
    SeatKind,
    Skipping,
    Table,
    UndoState,
    WhyNotAnswer,
)
from engine.turn import Turn

from ..lang import problems
from ..lang.arg import arg
from ..userdata import prefs
from .lessons import Lessons
from .opening import from_slot, new_deal, opened_session, resumed
from .safety import AUTOSAVE, Safety, bug_text
from .saving import SlotKeeper
from .words import note_text, reason_of, rejection_text


class _Call:
    """A call later that can be called off (a Qt single shot cannot be)."""

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class QtClock:
    """The Table's clock in the engine thread: monotonic time and single-shot QTimers whose
    context is the worker, so each call runs in the worker's thread."""

    def __init__(self, context: QObject) -> None:
        self.context = context

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> _Call:
        call = _Call()
        QTimer.singleShot(max(0, int(seconds * 1000)), self.context,
                          lambda: None if call.cancelled else callback())
        return call


class EngineWorker(QObject):
    """Carries one Table's requests and messages; lives in its own QThread."""

    started = Signal(dict)         # {"game", "players", "variant", "names", "human_seat", ...}
    turn = Signal(object)          # one Turn per step of the game (engine/turn.py)
    error = Signal(str)
    think_progress = Signal(int, int)   # seat of a searching (hard) bot, percent of its budget
    hint = Signal(dict)            # {"notation", "action", "move", "reason"}: never played
    hint_progress = Signal(int, int)    # move, percent of a strong hint's search
    autoplay_changed = Signal(bool)     # 托管 on/off
    undo_state = Signal(dict)      # {"undo", "redo", "with_undo"}: what Undo/Redo may do now
    why_not = Signal(dict)         # {"attempt", "code", "params"}: why an attempt is refused
    skipping = Signal(bool)        # skip-ahead started / ended
    saved = Signal(str)            # slot written
    autosave_failed = Signal(str)  # why the autosave after a move could not be written
    stopped = Signal()

    def __init__(self, store: Any = None, think_ms: int | None = None) -> None:
        super().__init__()
        self.lessons = Lessons()
        self.safety = Safety(store)
        # called (in this thread) when a game has ended: the replay worker keeps it
        self.on_finished: Callable[[], None] = lambda: None
        think = (prefs.think_ms() if think_ms is None else think_ms) / 1000
        self.table = Table(self, QtClock(self), keeper=SlotKeeper(self.safety, self._finished),
                           pace=Pace(think=max(0.0, think)))

    # ---- read by the host, the replay worker and the tests -----------------------------------
    @property
    def session(self) -> Session | None:
        return self.table.session

    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def seats(self) -> Any:
        return self.table.seats

    @property
    def meta(self) -> dict[str, Any]:
        return self.table.meta

    @property
    def wait_for_table(self) -> bool:
        return self.table.pacer.wait_here

    @wait_for_table.setter
    def wait_for_table(self, on: bool) -> None:
        self.table.set_wait_here(on)

    def request_stop(self) -> None:
        """Thread-safe: pending bot moves are dropped at once."""
        self.table.request_stop()

    def cancel_hint(self, move: int) -> None:
        """Thread-safe: the player played move `move` while its hint was searched."""
        self.table.cancel_hint(move)

    def stopping(self) -> bool:
        return self.table.stopping()

    def snapshot(self) -> tuple[Any, dict] | None:
        """The running game and its save meta (called in this thread: export, history)."""
        session = self.table.session
        if session is None or self.table.lesson is not None:
            return None                    # a lesson is neither exported nor kept in history
        return session.state, self.safety.save_meta(session, self.table.save_meta(),
                                                    self.table.seats)

    # ---- the Table's outbox ---------------------------------------------------------------------
    def send(self, to: Address, message: Message) -> None:
        """The Table's messages for the screen here, as signals (queued to the GUI thread)."""
        if to is not HERE:
            return                          # no seat away at a table of this screen
        if isinstance(message, Turn):
            self.turn.emit(message)
        elif isinstance(message, Opened):
            self.started.emit({**message.info, **self.lessons.info()})
        elif isinstance(message, HintAnswer):
            self.hint.emit(dataclasses.asdict(message))
        elif isinstance(message, WhyNotAnswer):
            if not message.legal:
                self.why_not.emit({"attempt": message.attempt, "code": message.code,
                                   "params": message.params})
        elif isinstance(message, Progress):
            (self.hint_progress.emit(message.move, message.percent) if message.hint
             else self.think_progress.emit(message.seat, message.percent))
        elif isinstance(message, Autoplay):
            self.autoplay_changed.emit(message.on)
        elif isinstance(message, UndoState):
            self.undo_state.emit(dataclasses.asdict(message))
        elif isinstance(message, Skipping):
            self.skipping.emit(message.on)
        elif isinstance(message, Saved):
            self.saved.emit(message.slot)
        elif isinstance(message, Closed):
            self.stopped.emit()
        elif isinstance(message, Rejected):
            text = rejection_text(message)
            if text:
                self.error.emit(text)
        elif isinstance(message, Note):
            self._note(message)

    def _note(self, note: Note) -> None:
        if note.notice is Notice.AUTOSAVE_FAILED:
            # said once, and kept in sight until a move is saved again (gui/window/autosave_guard.py)
            self.autosave_failed.emit(reason_of(note.params.get("reason", "")))
            return
        self.error.emit(note_text(note, self.table.session))

    def _finished(self) -> None:
        self.on_finished()

    # ---- slots: configuration -----------------------------------------------------------------
    @Slot(int)
    def set_think_ms(self, ms: int) -> None:
        self.table.set_pace(dataclasses.replace(self.table.pacer.pace,
                                                think=max(0, int(ms)) / 1000))

    @Slot(str)
    def set_when_out(self, mode: str) -> None:
        self.table.set_when_out(mode)

    @Slot(str)
    def set_hint_level(self, level: str) -> None:
        self.table.set_hint_level(level)

    @Slot(int)
    def acknowledge(self, seq: int) -> None:
        """The table has shown turn `seq`: a bot that waited for it may move."""
        self.table.ready(HERE, int(seq))

    # ---- slots: opening a game --------------------------------------------------------------
    @Slot(dict)
    def start(self, config: dict) -> None:
        """New game from {game, players, variant, options, seed, human_seat, names, bot_levels}."""
        self._guarded(lambda: self._open(*new_deal(config)))

    @Slot(dict, dict)
    def resume(self, record: dict, meta: dict) -> None:
        """Resume from a record (replayed through the engine) and its save metadata."""
        self._guarded(lambda: self._open(resumed(record, meta), dict(meta)))

    @Slot(str)
    def resume_slot(self, slot: str) -> None:
        """Load a save slot (engine.saves) and resume it; a damaged slot emits error."""
        try:
            self._open(*from_slot(self.safety.saves(), slot))
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the message says why
            where = self.tr("The autosave") if slot == AUTOSAVE else arg(self.tr("Slot %1"), slot)
            self.error.emit(arg(self.tr("%1 cannot be opened: %2"), where, problems.reason(exc)))

    @Slot(str, str)
    def start_lesson(self, game_id: str, lesson_id: str) -> None:
        """Deal lesson `lesson_id` of `game_id`'s file; error() says why when it cannot."""
        try:
            self._guarded(lambda: self._open(*self.lessons.prepare(game_id, lesson_id)),
                          reraise=True)
        except Exception:  # noqa: BLE001 - already reported
            self.lessons.cancel()

    def _guarded(self, opening: Callable[[], None], reraise: bool = False) -> None:
        try:
            opening()
        except Exception as exc:  # noqa: BLE001 - report engine bugs instead of killing the thread
            self.error.emit(str(exc) if isinstance(exc, engine.JiupaiError) else bug_text(exc))
            if reraise:
                raise

    def _open(self, source: Any, meta: dict) -> None:
        """A fresh deal (a State) or a resumed game (a Session) opened at the table, the
        seats its meta names for people at this screen, the others for bots."""
        self.lessons.begin()
        self.safety.restart_clock()
        session = opened_session(source, meta)
        from engine.table.seats import human_seats_of
        people = set(human_seats_of(meta, session.state.players))
        kinds = [SeatKind.HERE if seat in people else SeatKind.BOT
                 for seat in range(session.state.players)]
        self.table.open(session, meta, kinds, lesson=self.lessons.current)

    # ---- slots: playing -----------------------------------------------------------------------
    @Slot(str, int)
    def submit(self, notation: str, move: int = -1) -> None:
        """The viewing seat's action (answering move `move`, -1: unchecked)."""
        self.table.play(HERE, notation, None if move < 0 else move)

    @Slot(str)
    def explain(self, attempt: str) -> None:
        """Why the viewing seat's `attempt` (a card, a selection) is not legal."""
        self.table.why_not(HERE, attempt)

    @Slot()
    def suggest(self) -> None:
        """A hint for the viewing seat's turn: the bot's move for that seat, never played."""
        self.table.hint(HERE)

    @Slot(bool)
    def set_autoplay(self, on: bool) -> None:
        """Hand the viewing seat to the normal bot, or take it back."""
        self.table.set_autoplay(HERE, bool(on))

    @Slot()
    def skip_ahead(self) -> None:
        """Play on at once to the viewer's next move or the end of the hand."""
        self.table.skip_ahead(HERE)

    @Slot()
    def undo(self) -> None:
        self.table.undo(HERE)

    @Slot()
    def redo(self) -> None:
        self.table.redo(HERE)

    @Slot(int)
    def take_seat(self, seat: int) -> None:
        """Hot-seat: the player of `seat` clicked the cover; show the game from that seat."""
        self.table.take_seat(seat)

    @Slot(str)
    def save(self, slot: str) -> None:
        """Write the running game to `slot`; emits saved(slot) or error."""
        self.table.save(slot)

    @Slot()
    def stop(self) -> None:
        """Drop pending bot moves, autosave the running game, forget it."""
        self.table.stop()


__all__ = ["AUTOSAVE", "EngineWorker"]
