"""EngineWorker: a QObject living in a QThread that owns the game in play and its bots.

It holds an `engine.session.Session` — the one authority over the State — and sends the table
one `Turn` per applied action (engine/turn.py): the events as the viewing seat saw them, the
position after them, the seat's legal actions. Requests come in as queued signals (gui/worker/
host.py); after each human action the bots play until it is the human's turn again, each after
a "thinking" pause (a timer, never a sleep, so `stop()` is honoured at once) and only once the
table has shown the last Turn (gui/worker/pace.py). It autosaves after every move.

Its parts are objects it owns, each in this thread: `seats` (hot-seat: who is human, who is at
the screen), `hints` and `undo_line` (gui/worker/assist.py), `lessons`, `safety` (autosave and
recovery from an engine bug) and `pacer` (when bots move). Every slot is this class's own: a
slot defined elsewhere could run in the sender's thread.
"""
from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

import engine
from engine.core import fresh_seed
from engine.session import Refused, Session
from engine.turn import Turn, TurnKind

from ..lang.arg import arg
from ..lang.seats import stored_names
from ..userdata import prefs
from .assist import Hints, UndoLine
from .data import carried_meta, human_score, new_game_id, winners_of
from .lessons import Lessons
from .pace import Pacer
from .safety import AUTOSAVE, Safety, bug_text
from .seats import HotSeat, without_hands


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
    stopped = Signal()

    def __init__(self, store: Any = None, think_ms: int | None = None) -> None:
        super().__init__()
        self.session: Session | None = None
        self.meta: dict[str, Any] = {}
        self.bots: dict[int, Any] = {}
        self.autoplay = False
        self.generation = 0        # bumps on stop/new game/toggles: stale bot timers do nothing
        self._stop = threading.Event()
        self._seq = 0
        self.seats = HotSeat()
        self.hints = Hints()
        self.undo_line = UndoLine()
        self.lessons = Lessons()
        self.safety = Safety(store)
        self.pacer = Pacer(prefs.think_ms() if think_ms is None else think_ms)

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
        return self.session.state, self._save_meta()

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
        def open_new() -> None:
            game = engine.create(config["game"], int(config["players"]), config.get("variant"),
                                 **dict(config.get("options") or {}))
            seed = config.get("seed")
            if seed is None:
                seed = fresh_seed()        # wide enough that no hand gives the deal away
            state = game.new_state(seed=int(seed), setup=config.get("setup"))
            meta = {"names": list(config.get("names") or []),
                    "human_seat": int(config.get("human_seat", 0)),
                    "human_seats": list(config.get("human_seats") or []),
                    "bot_levels": list(config.get("bot_levels") or []),
                    "game_id": new_game_id()}
            self._begin(state, meta)
        self._guarded(open_new)

    @Slot(dict, dict)
    def resume(self, record: dict, meta: dict) -> None:
        """Resume from a record (replayed through the engine) and its save metadata."""
        self._guarded(lambda: self._begin(self._resumed(record, meta), dict(meta)))

    @Slot(str)
    def resume_slot(self, slot: str) -> None:
        """Load a save slot (engine.saves) and resume it; a damaged slot emits error."""
        try:
            state, info = self.safety.saves().load(slot)
            meta = dict(info.meta or {})
            self._begin(self._resumed(state.record(), meta), meta)
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the message says why
            self.error.emit(str(exc) or type(exc).__name__)

    @Slot(str, str)
    def start_lesson(self, game_id: str, lesson_id: str) -> None:
        """Deal lesson `lesson_id` of `game_id`'s file; error() says why when it cannot."""
        def open_lesson() -> None:
            state, meta = self.lessons.prepare(game_id, lesson_id)
            self._begin(state, meta)
        try:
            self._guarded(open_lesson, reraise=True)
        except Exception:  # noqa: BLE001 - already reported
            self.lessons.cancel()

    def _guarded(self, opening, reraise: bool = False) -> None:
        try:
            opening()
        except engine.JiupaiError as exc:
            self.error.emit(str(exc))
            if reraise:
                raise
        except Exception as exc:  # noqa: BLE001 - report engine bugs instead of killing the thread
            self.error.emit(bug_text(exc))
            if reraise:
                raise

    @staticmethod
    def _resumed(record: dict, meta: dict) -> Session:
        """A saved game replayed, with its story (the seats are set when it opens)."""
        players = int(record.get("players", 0))
        return Session.resume(record, stored_names(meta.get("names"), players), ())

    def _begin(self, source, meta: dict, keep_view: bool = False) -> None:
        """Open a game: a fresh deal (a State) or a resumed one (a Session)."""
        self.generation += 1
        self._stop.clear()
        self.hints.reset()
        self.pacer.reset()
        self.lessons.begin()
        players = source.state.players if isinstance(source, Session) else source.players
        names = stored_names(meta.get("names"), players)      # defaults stay seats' names
        session = source if isinstance(source, Session) else Session(source, names, ())
        session.names = names
        self.seats.keep_view = keep_view
        covered = self.seats.open(session.state, meta)
        humans = session.humans = self.seats.humans
        self.session = session
        levels = list(meta.get("bot_levels") or [])
        levels += ["normal"] * (players - len(levels))
        self.meta = {"names": names, **self.seats.meta(), "bot_levels": levels[:players],
                     **carried_meta(meta, session.state.record())}
        self.safety.restart_clock()
        self._set_autoplay(False)          # a game (re)opened starts with 托管 off
        self.bots = {seat: self._make_bot(self.session.state, seat, levels[seat] or "normal")
                     for seat in range(players) if seat not in humans}
        info = self.session.state.game.describe()
        info.update({"names": names, "human_seat": self.seats.viewer, "bot_levels": levels[:players],
                     "human_seats": list(humans), "seed": self.session.state.seed,
                     "with_undo": bool(self.meta.get("undo_used")), **self.lessons.info()})
        self.started.emit(info)
        if covered:
            self._send_cover(self.seats.viewer)
        else:
            self._show_game()

    def _show_game(self) -> None:
        """A game opened: its story (a resumed game) or its opening, then the turn."""
        if self.session.state.history:
            self._send(TurnKind.SYNC)
        else:
            self._send(TurnKind.OPENING, None, self.session.state.initial_events)
        self.undo_state.emit(self._undo_info())
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
            self._recover(exc, moves)
            return
        self.undo_line.forget()            # a new move: nothing left to redo
        self._after_move(seat, events)

    @Slot(str)
    def explain(self, attempt: str) -> None:
        """Why the viewing seat's `attempt` (a card, a selection) is not legal: a reason code
        and its parameters from engine.explain, for the table to word. Nothing when legal."""
        if self.session is None:
            return
        try:
            reason = engine.explain(self.session.state, attempt, self.seats.viewer)
        except Exception as exc:  # noqa: BLE001 - an explanation that fails must not end the game
            bug_text(exc)
            return
        if reason is not None:
            self.why_not.emit({"attempt": attempt, **reason.as_dict()})

    @Slot()
    def suggest(self) -> None:
        """A hint for the viewing seat's turn: the bot's move for that seat, never played."""
        if self.session is None:
            return
        hint = self.hints.suggest(self.session, self.seats.viewer, self._make_bot, self.stopping,
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
        if on == self.autoplay:
            return
        self._set_autoplay(on)
        state = self.state
        if state is None or self.stopping() or state.is_over:
            return                         # (a finished game must not be announced twice)
        self.generation += 1
        if not on and state.current_player == self.seats.viewer:
            self._send(TurnKind.MOVE)      # the position again, now with its legal moves
        self._advance()

    @Slot()
    def skip_ahead(self) -> None:
        """Play on at once to the viewer's next move or the end of the hand."""
        state = self.state
        if state is None or state.is_over or self.pacer.skipping:
            return
        if state.current_player == self.seats.viewer and not self.autoplay:
            return                          # it is the player's own move: nothing to skip
        self._start_skipping()
        self._advance()

    @Slot()
    def undo(self) -> None:
        """Back to the start of the previous decision of the player at the screen."""
        if self.session is None or self.lessons.active():
            return
        moves = self.undo_line.back(self.session, self._undo_seats())
        if moves is None:
            return
        refusal = self._undo_refusal(moves)
        if refusal:
            self.error.emit(refusal)
            return
        self._rewind(moves)

    @Slot()
    def redo(self) -> None:
        """Forward along the undone line to the next decision (or its end)."""
        if self.session is None or self.lessons.active():
            return
        moves = self.undo_line.forward(self.session, self._undo_seats())
        if moves is not None:
            self._rewind(moves, self.undo_line.future)

    @Slot(int)
    def take_seat(self, seat: int) -> None:
        """Hot-seat: the player of `seat` clicked the cover; show the game from that seat."""
        if self.session is None or not self.seats.take(seat):
            return
        if self.seats.opening_due:
            self.seats.opening_due = False
            self._show_game()
            return
        self._send(TurnKind.SYNC)          # the story as this seat saw it
        self.undo_state.emit(self._undo_info())
        self._advance()

    @Slot(str)
    def save(self, slot: str) -> None:
        """Write the running game to `slot`; emits saved(slot) or error."""
        if self.session is None:
            self.error.emit(self.tr("No game is running."))
            return
        if self.lessons.active():          # a lesson is practice
            self.error.emit(self.tr("A lesson is not saved: your own game stays in the autosave."))
            return
        try:
            self.safety.saves().save(slot, self.session.state, self._save_meta())
            self.saved.emit(slot)
        except Exception as exc:  # noqa: BLE001
            self.error.emit(str(exc) or type(exc).__name__)

    @Slot()
    def stop(self) -> None:
        """Drop pending bot moves, autosave the running game, forget it."""
        self._stop.set()
        self.generation += 1
        if self.session is not None and not self.session.state.is_over:
            self._autosave()
        self.session = None
        self.bots.clear()
        self.stopped.emit()

    # ---- moving the game on ------------------------------------------------------------------
    def _after_move(self, seat: int, events: list) -> None:
        self.hints.reset()
        self._autosave()                   # first: what the table shows is on disk
        ends_skip = self.pacer.skipping and self._skip_ends(events)
        self._send(TurnKind.MOVE, seat, events)
        if ends_skip:
            self._stop_skipping()
        if seat in self.seats.humans:
            self.undo_state.emit(self._undo_info())
        self._advance()

    def _advance(self) -> None:
        """Game over, a human's turn, or schedule the next bot move."""
        state = self.state
        if state is None or self.stopping():
            return
        if state.is_over:
            self.game_over.emit(self._result())
            return
        seat = state.current_player
        if seat in self.seats.humans and not self._autoplays(seat):
            if seat != self.seats.viewer:       # hot-seat: another human's turn
                self._hand_over(seat)
            return
        watching = self._watching()
        if self.pacer.skips_by_itself(watching):
            self._start_skipping()
        if self.pacer.must_wait():
            return
        generation = self.generation
        QTimer.singleShot(self.pacer.pause_ms(watching), self, lambda: self._bot_move(generation))

    def _bot_move(self, generation: int) -> None:
        state = self.state
        if generation != self.generation or self.stopping() or state is None or state.is_over:
            return
        seat, moves = state.current_player, len(state.history)
        if seat in self.seats.humans and not self._autoplays(seat):
            return                         # 托管 was switched off meanwhile: the human plays
        try:
            action = self.session.bot_choice(seat, self._seat_bot(seat))
            if generation != self.generation or self.stopping():
                return          # a search cut short: its move is not played (nor autosaved)
            events = self.session.apply(seat, action)
        except Exception as exc:  # noqa: BLE001 - a bot bug must not kill the thread
            events = self._fallback_move(seat, exc, moves)
            if events is None:
                return
        if generation != self.generation or self.stopping():
            return
        if seat == self.seats.viewer:
            self.undo_line.forget()
        self._after_move(seat, events)

    def _send(self, kind: TurnKind, actor: int | None = None, events=()) -> None:
        """The next Turn for the viewing seat (what may leave this thread, and only that)."""
        self._seq += 1
        session, viewer = self.session, self.seats.viewer
        turn = (session.story(viewer, self._seq) if kind is TurnKind.SYNC
                else session.turn(viewer, kind, self._seq, actor, events))
        extra: dict[str, Any] = {}
        if self.pacer.skipping:
            extra["fast"] = True
        if session.state.is_over:
            state = session.state
            extra["winners"] = winners_of(state)
            extra["result"] = {"score": human_score(state.observation(viewer),
                                                    list(state.returns()), viewer)}
        legal = () if self._autoplays(viewer) else turn.legal
        self._emit(replace(turn, legal=legal, extra=extra))

    def _send_cover(self, seat: int) -> None:
        """Hot-seat: another human is next; the table shows nobody's cards until they click."""
        self._seq += 1
        session, viewer = self.session, self.seats.viewer
        self._emit(Turn(seq=self._seq, kind=TurnKind.COVER, seat=viewer, actor=None, events=(),
                        observation=without_hands(session.observe(viewer)), to_move=seat,
                        legal=(), move=len(session.state.history)))

    def _emit(self, turn: Turn) -> None:
        self.pacer.sent(turn.seq)
        self.turn.emit(turn)

    def _hand_over(self, seat: int) -> None:
        """Another human is to act: nothing more is shown until that player takes the seat.
        托管 belongs to the player who leaves the screen: it ends here."""
        self.seats.hand_over(seat)
        self._set_autoplay(False)
        self._send_cover(seat)

    # ---- skipping ahead ----------------------------------------------------------------------
    def _start_skipping(self) -> None:
        self.generation += 1               # the pending timer's pause is not waited for
        self.pacer.skipping = True
        self.pacer.awaited = None
        self.skipping.emit(True)

    def _stop_skipping(self) -> None:
        self.pacer.skipping = False
        self.skipping.emit(False)

    def _skip_ends(self, events: list) -> bool:
        state = self.state
        pauses = engine.registry.parts(state.game.info.id).pauses
        return (state.is_over or any(ev.kind in pauses for ev in events)
                or (state.current_player in self.seats.humans
                    and not self._autoplays(state.current_player)))

    def _watching(self) -> bool:
        state, viewer = self.state, self.seats.viewer
        declared = engine.registry.parts(state.game.info.id)
        return declared.watching(state.observation(viewer), viewer)

    # ---- the parts' helpers ------------------------------------------------------------------
    def _autoplays(self, seat: int) -> bool:
        """托管 plays the viewing seat (in a hot-seat game, the human whose turn it is)."""
        return self.autoplay and seat == self.seats.viewer

    def _set_autoplay(self, on: bool) -> None:
        if self.autoplay != on:
            self.autoplay = on
            self.autoplay_changed.emit(on)

    def _seat_bot(self, seat: int):
        """The bot that moves `seat` now: its own, or for the human under 托管 the normal bot."""
        if seat not in self.bots:
            self.bots[seat] = self._make_bot(self.state, seat, "normal")
        return self.bots[seat]

    def _make_bot(self, state, seat: int, level: str, hooks: dict | None = None):
        """The seat's bot; a level this build lacks (an old save) falls back to normal/easy.
        A searching bot checks the stop flag between iterations (so closing the window or a
        new game ends its search at once) and reports its progress for the table."""
        if self.lessons.bot(seat) is not None:
            return self.lessons.bot(seat)   # a lesson's scripted opponent
        seed = (state.seed * 31 + seat) % 2**31
        for wanted in dict.fromkeys((level, "normal", "easy")):
            search = {}
            if wanted == "hard":      # (a hint's search passes its own hooks)
                search = hooks or {"should_stop": self.stopping,
                                   "progress": lambda done, total: self.think_progress.emit(
                                       seat, min(100, 100 * done // max(1, total)))}
            try:
                return engine.make_bot(state.game, level=wanted, seed=seed, **search)
            except engine.RuleError:
                continue
        return engine.make_bot(state.game, level=level, seed=seed)  # raises the clear message

    def _result(self) -> dict:
        state, viewer = self.state, self.seats.viewer
        returns = list(state.returns())
        return {"returns": returns, "winners": winners_of(state),
                "names": list(self.session.names), "human_seat": viewer,
                "human_seats": list(self.seats.humans),
                "bot_levels": list(self.meta["bot_levels"]), "game_id": self.meta["game_id"],
                "seconds": self.safety.played_seconds(self.meta),
                "undo_used": bool(self.meta.get("undo_used")),
                "score": human_score(state.observation(viewer), returns, viewer)}

    def _save_meta(self) -> dict:
        return self.safety.save_meta(self.session, self.meta, self.seats.viewer, self.seats.humans)

    def _autosave(self) -> None:
        if self.session is None or self.lessons.active():   # a lesson never replaces the autosave
            return
        try:
            self.safety.autosave(self.session, self._save_meta())
        except Exception as exc:  # noqa: BLE001 - a full disk must not stop the game
            self.error.emit(arg(self.tr("Autosave failed: %1"), str(exc)))

    def _undo_seats(self) -> tuple[int, ...]:
        """Whose decisions an undo takes back: the player at the screen's own (hot-seat:
        another player's move is theirs to take back, not the one who sits here now)."""
        return (self.seats.viewer,)

    def _undo_refusal(self, moves: int) -> str:
        """Why an undo to `moves` may not be done ("" when it may): in hot-seat, another
        human has played since — taking it back would undo their move without asking them."""
        others = set(self.seats.humans) - {self.seats.viewer}
        later = self.session.actors[moves:]
        if others and any(seat in others for seat in later):
            who = next(seat for seat in later if seat in others)
            name = self.session.names[who] or str(who + 1)
            return arg(self.tr("%1 has played since your move: only they can take their move back."),
                       name)
        return ""

    def _undo_info(self) -> dict:
        return self.undo_line.info(self.session, self._undo_seats(),
                                   bool(self.meta.get("undo_used")), not self.lessons.active())

    def _rewind(self, moves: int, line: list[str] | None = None) -> None:
        """The game taken back to its first `moves` actions — of `line` for a redo (the
        undone actions, which the state no longer holds), else of its own record."""
        session = self.session
        try:
            if line is None:
                restored = session.rewound(moves)
            else:
                record = {**session.state.record(), "actions": list(line)}
                restored = Session.resume(record, session.names, session.humans, upto=moves)
        except Exception as exc:  # noqa: BLE001 - the record no longer replays: keep the game
            self.error.emit(bug_text(exc))
            return
        # the time played so far goes on counting; the game is marked "with undo"
        meta = {**self.meta, "undo_used": True,
                "played_seconds": self.safety.played_seconds(self.meta)}
        self.session, self.meta = restored, meta
        self.safety.restart_clock()
        self._autosave()                   # first: Continue resumes the position taken back to
        # hot-seat: no new cover when the player at the screen goes on (not while a cover
        # is up: then who sits there is not known)
        self._begin(restored, meta, keep_view=self.seats.awaiting is None)

    def _recover(self, exc: Exception, moves: int) -> bool:
        """An unexpected engine exception: tell the player and put the game back as it was
        before the failed move. True when the game goes on."""
        self.error.emit(arg(self.tr("Internal error, the move was not played: %1"), bug_text(exc)))
        restored = self.safety.restored(self.session, moves)
        if restored is None:
            return False
        self.session = restored
        self._send(TurnKind.MOVE)          # the position again, with its legal moves
        return True

    def _fallback_move(self, seat: int, exc: Exception, moves: int) -> list | None:
        """After a bot's failure, the first legal move (in a seeded random order) that applies."""
        if not self._recover(exc, moves):
            return None
        for action in self.safety.fallback_actions(self.session):
            try:
                return self.session.apply(seat, action)
            except Exception as again:  # noqa: BLE001
                if not self._recover(again, moves):
                    return None
        self.error.emit(self.tr("The game cannot go on; it is kept in the autosave."))
        return None


__all__ = ["AUTOSAVE", "EngineWorker"]
