"""EngineWorker: a QObject living in a QThread that owns the game in play and its bots.

It holds an `engine.session.Session` — the one authority over the State — and sends the table
one `Turn` per applied action (engine/turn.py): the events as the viewing seat saw them, the
position after them, the seat's legal actions. Requests come in as queued signals (gui/worker/
host.py); after each human action the bots play until it is the human's turn again, each after
a "thinking" pause (a timer, never a sleep, so `stop()` is honoured at once) and only once the
table has shown the last Turn (gui/worker/pace.py). It autosaves after every move.

Its parts are plain objects it owns, each in this thread: `seats` (hot-seat: who is human, who
is at the screen), `bots` (the seats' bots and 托管), `turns` (what the table is sent), `hints`
(gui/worker/assist.py), `rewinder` (undo, redo, recovery from an engine bug), `saving`, `safety`
(the store, a save's meta), `lessons` and `pacer` (when bots move). Every slot is this class's
own: a slot defined elsewhere could run in the sender's thread; the parts are called from them.
"""
from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

import engine
from engine.session import Refused, Session
from engine.turn import TurnKind

from ..userdata import prefs
from .assist import Hints, why_not
from .bots import SeatBots
from .data import carried_meta, game_result
from .lessons import Lessons
from .opening import bot_levels, from_slot, new_deal, opened_session, resumed, started_info
from .pace import Pacer, at_pause, watching
from .safety import AUTOSAVE, Safety, bug_text
from .saving import Saving
from .seats import HotSeat
from .turns import Turns
from .undo import Rewinder


class EngineWorker(QObject):
    """Owns one game's Session and its bots; lives in its own QThread."""

    started = Signal(dict)         # {"game", "players", "variant", "names", "human_seat", ...}
    turn = Signal(object)          # one Turn per step of the game (engine/turn.py)
    game_over = Signal(dict)       # {"returns", "winners", "names", "human_seat", "bot_levels",
                                   #  "game_id", "seconds", "score", "undo_used"}
    error = Signal(str)
    think_progress = Signal(int, int)   # seat of a searching (hard) bot, percent of its budget
    hint = Signal(dict)            # {"notation", "move", "reason"}: a suggestion, never played
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
        self.session: Session | None = None
        self.meta: dict[str, Any] = {}
        self.generation = 0        # bumps on stop/new game/toggles: stale bot timers do nothing
        self._stop = threading.Event()
        self.seats = HotSeat()
        self.hints = Hints()
        self.lessons = Lessons()
        self.safety = Safety(store)
        self.pacer = Pacer(prefs.think_ms() if think_ms is None else think_ms)
        self.bots = SeatBots(self.lessons, self.seats, self.stopping, self.think_progress.emit,
                             self.autoplay_changed.emit)
        self.turns = Turns(self.seats, self.bots, self.pacer, self.turn.emit)
        self.saving = Saving(self.safety, self.seats, self.lessons, self.error.emit,
                             self.saved.emit, self.autosave_failed.emit)
        self.rewinder = Rewinder(self.safety, self.seats, self.lessons, self.error.emit,
                                 self._restore)

    # ---- read by the host, the replay worker and the tests -----------------------------------
    @property
    def state(self):
        return None if self.session is None else self.session.state

    @property
    def wait_for_table(self) -> bool:
        return self.pacer.wait_for_table

    @wait_for_table.setter
    def wait_for_table(self, on: bool) -> None:
        self.pacer.wait_for_table = bool(on)

    def request_stop(self) -> None:
        """Thread-safe (a threading.Event): pending bot moves are dropped at once."""
        self._stop.set()

    def cancel_hint(self, move: int) -> None:
        """Thread-safe: the player played move `move` while its hint was searched."""
        self.hints.cancel(move)

    def stopping(self) -> bool:
        return self._stop.is_set()

    def snapshot(self) -> tuple[Any, dict] | None:
        """The running game and its save meta (called in this thread: export, history)."""
        if self.session is None or self.lessons.active():
            return None                    # a lesson is neither exported nor kept in history
        return self.session.state, self.saving.meta(self.session, self.meta)

    # ---- slots: configuration -----------------------------------------------------------------
    @Slot(int)
    def set_think_ms(self, ms: int) -> None:
        self.pacer.think_ms = max(0, int(ms))

    @Slot(str)
    def set_when_out(self, mode: str) -> None:
        self.pacer.set_when_out(mode)

    @Slot(str)
    def set_hint_level(self, level: str) -> None:
        self.hints.set_level(level)

    @Slot(int)
    def acknowledge(self, seq: int) -> None:
        """The table has shown turn `seq`: a bot that waited for it may move."""
        if self.pacer.acknowledged(int(seq)):
            self._advance()

    # ---- slots: opening a game --------------------------------------------------------------
    @Slot(dict)
    def start(self, config: dict) -> None:
        """New game from {game, players, variant, options, seed, human_seat, names, bot_levels}."""
        self._guarded(lambda: self._begin(*new_deal(config)))

    @Slot(dict, dict)
    def resume(self, record: dict, meta: dict) -> None:
        """Resume from a record (replayed through the engine) and its save metadata."""
        self._guarded(lambda: self._begin(resumed(record, meta), dict(meta)))

    @Slot(str)
    def resume_slot(self, slot: str) -> None:
        """Load a save slot (engine.saves) and resume it; a damaged slot emits error."""
        try:
            self._begin(*from_slot(self.safety.saves(), slot))
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the message says why
            self.error.emit(str(exc) or type(exc).__name__)

    @Slot(str, str)
    def start_lesson(self, game_id: str, lesson_id: str) -> None:
        """Deal lesson `lesson_id` of `game_id`'s file; error() says why when it cannot."""
        try:
            self._guarded(lambda: self._begin(*self.lessons.prepare(game_id, lesson_id)),
                          reraise=True)
        except Exception:  # noqa: BLE001 - already reported
            self.lessons.cancel()

    def _guarded(self, opening, reraise: bool = False) -> None:
        try:
            opening()
        except Exception as exc:  # noqa: BLE001 - report engine bugs instead of killing the thread
            self.error.emit(str(exc) if isinstance(exc, engine.JiupaiError) else bug_text(exc))
            if reraise:
                raise

    def _begin(self, source, meta: dict, keep_view: bool = False) -> None:
        """Open a game: a fresh deal (a State) or a resumed one (a Session)."""
        self.generation += 1
        self._stop.clear()
        self.hints.reset()
        self.pacer.reset()
        self.lessons.begin()
        session = opened_session(source, meta)
        self.seats.keep_view = keep_view
        covered = self.seats.open(session.state, meta)
        self.session, session.humans = session, self.seats.humans
        levels = bot_levels(meta, session.state.players)
        self.meta = {"names": session.names, **self.seats.meta(), "bot_levels": levels,
                     **carried_meta(meta, session.state.record())}
        self.safety.restart_clock()
        self.bots.set_autoplay(False)      # a game (re)opened starts with 托管 off
        self.bots.seat(session.state, levels, session.humans)
        self.started.emit({**started_info(session, self.seats, self.meta), **self.lessons.info()})
        if covered:
            self.turns.cover(self.session, self.seats.viewer)
        else:
            self._show_game()

    def _show_game(self) -> None:
        """A game opened: its story (a resumed game) or its opening, then the turn."""
        if self.session.state.history:
            self.turns.send(self.session, TurnKind.SYNC)
        else:
            self.turns.send(self.session, TurnKind.OPENING, None,
                            self.session.state.initial_events)
        self.undo_state.emit(self.rewinder.info(self.session, self.meta))
        self._advance()

    # ---- slots: playing -----------------------------------------------------------------------
    @Slot(str, int)
    def submit(self, notation: str, move: int = -1) -> None:
        """The viewing seat's action (answering move `move`, -1: unchecked): refused with
        its reason, or applied and answered by the bots."""
        session = self.session
        if session is None or session.state.is_over:
            self.error.emit(self.tr("No game is running."))
            return
        seat = self.seats.viewer
        if session.state.current_player != seat or self.seats.awaiting is not None:
            self.error.emit(self.tr("It is not your turn."))
            return
        moves = len(session.state.history)
        try:
            events = session.play(seat, notation, None if move < 0 else move)
        except Refused as exc:
            self.error.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - an engine bug: report it, keep the game
            self.rewinder.recover(session, exc, moves)
            return
        self.rewinder.line.forget()        # a new move: nothing left to redo
        self._after_move(seat, events)

    @Slot(str)
    def explain(self, attempt: str) -> None:
        """Why the viewing seat's `attempt` (a card, a selection) is not legal: a reason code
        and its parameters from engine.explain, for the table to word. Nothing when legal."""
        reason = None if self.session is None else why_not(self.session, attempt,
                                                            self.seats.viewer)
        if reason is not None:
            self.why_not.emit(reason)

    @Slot()
    def suggest(self) -> None:
        """A hint for the viewing seat's turn: the bot's move for that seat, never played."""
        if self.session is None:
            return
        hint = self.hints.suggest(self.session, self.seats.viewer, self.bots.make, self.stopping,
                                  self.hint_progress.emit)
        if hint is not None:
            self.hint.emit(hint)

    @Slot(bool)
    def set_autoplay(self, on: bool) -> None:
        """Hand the viewing seat to the normal bot, or take it back. Pending timers are
        dropped (a new generation) and the next move is scheduled afresh, so a move never
        runs twice and the seat is never left waiting."""
        on = bool(on)
        if on and self.lessons.active():        # a lesson's steps expect the learner's moves
            self.autoplay_changed.emit(False)
            return
        if on == self.bots.autoplay:
            return
        self.bots.set_autoplay(on)
        state = self.state
        if state is None or self.stopping() or state.is_over:
            return                         # (a finished game must not be announced twice)
        self.generation += 1
        if not on and state.current_player == self.seats.viewer:
            self.turns.send(self.session, TurnKind.MOVE)   # the position, with its moves again
        self._advance()

    @Slot()
    def skip_ahead(self) -> None:
        """Play on at once to the viewer's next move or the end of the hand."""
        state = self.state
        if state is None or state.is_over or self.pacer.skipping:
            return
        if state.current_player == self.seats.viewer and not self.bots.autoplay:
            return                          # it is the player's own move: nothing to skip
        self._skip(True)
        self._advance()

    @Slot()
    def undo(self) -> None:
        """Back to the start of the previous decision of the player at the screen."""
        self._reopen(self.rewinder.undone(self.session, self.meta))

    @Slot()
    def redo(self) -> None:
        """Forward along the undone line to the next decision (or its end)."""
        self._reopen(self.rewinder.redone(self.session, self.meta))

    @Slot(int)
    def take_seat(self, seat: int) -> None:
        """Hot-seat: the player of `seat` clicked the cover; show the game from that seat."""
        if self.session is None or not self.seats.take(seat):
            return
        if self.seats.opening_due:
            self.seats.opening_due = False
            self._show_game()
            return
        self.turns.send(self.session, TurnKind.SYNC)       # the story as this seat saw it
        self.undo_state.emit(self.rewinder.info(self.session, self.meta))
        self._advance()

    @Slot(str)
    def save(self, slot: str) -> None:
        """Write the running game to `slot`; emits saved(slot) or error."""
        self.saving.save(slot, self.session, self.meta)

    @Slot()
    def stop(self) -> None:
        """Drop pending bot moves, autosave the running game, forget it."""
        self._stop.set()
        self.generation += 1
        if self.session is not None and not self.session.state.is_over:
            self.saving.autosave(self.session, self.meta)
        self.session = None
        self.bots.clear()
        self.stopped.emit()

    # ---- moving the game on ------------------------------------------------------------------
    def _after_move(self, seat: int, events: list) -> None:
        self.hints.reset()
        self.saving.autosave(self.session, self.meta)   # first: what the table shows is on disk
        state = self.session.state
        ends_skip = self.pacer.skipping and (at_pause(state, events)
                                             or self.bots.human_to_play(state.current_player))
        self.turns.send(self.session, TurnKind.MOVE, seat, events)
        if ends_skip:
            self._skip(False)
        if seat in self.seats.humans:
            self.undo_state.emit(self.rewinder.info(self.session, self.meta))
        self._advance()

    def _advance(self) -> None:
        """Game over, a human's turn, or schedule the next bot move."""
        state = self.state
        if state is None or self.stopping():
            return
        if state.is_over:
            seconds = self.safety.played_seconds(self.meta)
            self.game_over.emit(game_result(self.session, self.meta, self.seats, seconds))
            return
        seat = state.current_player
        if self.bots.human_to_play(seat):
            if seat != self.seats.viewer:       # hot-seat: another human's turn
                self._hand_over(seat)
            return
        only_watching = watching(state, self.seats.viewer)
        if self.pacer.skips_by_itself(only_watching):
            self._skip(True)
        if self.pacer.must_wait():
            return
        generation = self.generation
        QTimer.singleShot(self.pacer.pause_ms(only_watching), self,
                          lambda: self._bot_move(generation))

    def _bot_move(self, generation: int) -> None:
        state = self.state
        if generation != self.generation or self.stopping() or state is None or state.is_over:
            return
        seat, moves = state.current_player, len(state.history)
        if self.bots.human_to_play(seat):
            return                         # 托管 was switched off meanwhile: the human plays
        try:
            action = self.session.bot_choice(seat, self.bots.of(state, seat))
            if generation != self.generation or self.stopping():
                return          # a search cut short: its move is not played (nor autosaved)
            events = self.session.apply(seat, action)
        except Exception as exc:  # noqa: BLE001 - a bot bug must not kill the thread
            events = self.rewinder.fallback_move(self.session, seat, exc, moves)
            if events is None:
                return
        if generation != self.generation or self.stopping():
            return
        if seat == self.seats.viewer:
            self.rewinder.line.forget()
        self._after_move(seat, events)

    def _hand_over(self, seat: int) -> None:
        """Another human is to act: nothing more is shown until that player takes the seat.
        托管 belongs to the player who leaves the screen: it ends here."""
        self.seats.hand_over(seat)
        self.bots.set_autoplay(False)
        self.turns.cover(self.session, seat)

    def _skip(self, on: bool) -> None:
        """Skipping ahead starts (the pending timer's pause is not waited for) or ends."""
        if on:
            self.generation += 1
        self.pacer.skip(on)
        self.skipping.emit(on)

    # ---- what the rewinder hands back ---------------------------------------------------------
    def _reopen(self, rewound: tuple[Session, dict] | None) -> None:
        """An undo or redo done (None: not done): the game opened again where it went to."""
        if rewound is None:
            return
        self.session, self.meta = rewound
        # first: Continue resumes the position taken back to
        self.saving.autosave(self.session, self.meta)
        # hot-seat: no new cover when the player at the screen goes on (not while a cover
        # is up: then who sits there is not known)
        self._begin(self.session, self.meta, keep_view=self.seats.awaiting is None)

    def _restore(self, session: Session) -> None:
        """The game put back after an engine bug: the position again, with its legal moves."""
        self.session = session
        self.turns.send(self.session, TurnKind.MOVE)


__all__ = ["AUTOSAVE", "EngineWorker"]
