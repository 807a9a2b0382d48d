"""EngineWorker: a QObject living in a QThread that owns the State and the bots.

Only signals and slots cross the thread boundary. After each human action the
worker applies it, then runs the bots until it is the human's turn again, with a
"thinking" pause per bot move done by QTimer.singleShot (never time.sleep), so
`stop()` is honoured at once. It autosaves after every move.

`WorkerHost` (GUI thread, gui/worker_host.py) creates the thread, forwards requests as
queued signals and shuts everything down cleanly (quit + wait) when the window closes.
"""
from __future__ import annotations

import random
import time
import traceback
from typing import Any

from PySide6.QtCore import QTimer, Signal, Slot

import engine
from engine.counter import counts_from

from ..userdata import prefs
from ..lang.seats import stored_names
from .assist import WorkerAssist, decision_seed
from .safety import WorkerSafety
from .data import carried_meta, human_score, legal_dicts, new_game_id

ACK_POLL_MS = 3000


class EngineWorker(WorkerSafety, WorkerAssist):
    """Owns one game's State and its bots; lives in its own QThread."""

    events = Signal(list)          # [event.view(human_seat) + {"seat": actor}]
    observation = Signal(dict)     # state.observation(human_seat) + names, human_seat, ...
    legal = Signal(list)           # the human's legal actions as dicts (empty when not their turn)
    game_over = Signal(dict)       # {"returns", "names", "human_seat", "bot_levels", "game_id",
                                   #  "seconds", "score", "undo_used"}
    error = Signal(str)
    thinking = Signal(int)         # seat of the bot now thinking; -1 when the human is to act
    think_progress = Signal(int, int)   # seat of a searching (hard) bot, percent of its budget
    started = Signal(dict)         # {"game", "players", "variant", "names", "human_seat", ...}
    saved = Signal(str)            # slot written
    stopped = Signal()
    awaiting_table = Signal()      # still waiting for the table's acknowledge: is it idle?
    # hint, autoplay_changed, undo_state: declared in WorkerAssist (gui/worker_assist.py)
    why_not = Signal(dict)         # {"attempt", "code", "params"}: why the human's attempt is refused
    history = Signal(list)         # a resumed game's past events, for the table's log

    def __init__(self, store: Any = None, think_ms: int | None = None) -> None:
        super().__init__()
        self._store = store
        self._think_ms = prefs.think_ms() if think_ms is None else think_ms
        self._state = None
        self._bots: dict[int, Any] = {}
        self._meta: dict[str, Any] = {}
        self._clock = time.monotonic()   # when the running game was opened (time played)
        self._human = 0
        self._names: list[str] = []
        self._generation = 0       # bumps on stop/new game: stale bot timers do nothing
        self._stopping = False
        # With a table attached, the next bot move waits until the table has shown the
        # last one (acknowledge()), so the human can follow; a hand's end waits for the
        # player's "Next hand" the same way. Without a table (tests), bots just run.
        self.wait_for_table = False
        self._unacknowledged = False
        self._bot_due = False
        # Never wait for ever: while a bot move waits for the table, ask it every few
        # seconds whether it still has something to show (a table that lost an animation
        # would otherwise stall the game; a table holding for "Next hand" just says busy).
        self._ack_poll = QTimer(self)
        self._ack_poll.setInterval(ACK_POLL_MS)
        self._ack_poll.timeout.connect(self._poll_table)

    # ---- configuration -----------------------------------------------------------
    @Slot(int)
    def set_think_ms(self, ms: int) -> None:
        self._think_ms = max(0, int(ms))

    @Slot()
    def acknowledge(self) -> None:
        """The table has finished showing the last events: the next bot may move."""
        self._unacknowledged = False
        self._ack_poll.stop()
        if self._bot_due:
            self._bot_due = False
            self._advance()

    def _poll_table(self) -> None:
        if self._bot_due and self._unacknowledged and not self._stopping:
            self.awaiting_table.emit()
        else:
            self._ack_poll.stop()

    def request_stop(self) -> None:
        """Thread-safe flag (a plain attribute write): pending bot moves are dropped."""
        self._stopping = True

    # ---- slots -------------------------------------------------------------------
    @Slot(dict)
    def start(self, config: dict) -> None:
        """New game from {game, players, variant, options, seed, human_seat, names, bot_levels}."""
        try:
            game = engine.create(config["game"], int(config["players"]), config.get("variant"),
                                 **dict(config.get("options") or {}))
            seed = config.get("seed")
            if seed is None:
                seed = random.SystemRandom().randrange(2**31)
            state = game.new_state(seed=int(seed), setup=config.get("setup"))
            meta = {"names": list(config.get("names") or []),
                    "human_seat": int(config.get("human_seat", 0)),
                    "human_seats": list(config.get("human_seats") or []),
                    "bot_levels": list(config.get("bot_levels") or []),
                    "game_id": new_game_id()}
            self._begin(state, meta)
        except engine.JiupaiError as exc:
            self.error.emit(str(exc))
        except Exception as exc:  # noqa: BLE001 - report engine bugs instead of killing the thread
            self.error.emit(self._bug(exc))

    @Slot(dict, dict)
    def resume(self, record: dict, meta: dict) -> None:
        """Resume from a record (replayed through the engine) and its save metadata."""
        try:
            self._begin(engine.replay(record), dict(meta))
        except engine.JiupaiError as exc:
            self.error.emit(str(exc))
        except Exception as exc:  # noqa: BLE001
            self.error.emit(self._bug(exc))

    @Slot(str)
    def resume_slot(self, slot: str) -> None:
        """Load a save slot (engine.saves) and resume it; a damaged slot emits error."""
        try:
            state, info = self._saves().load(slot)
            self._begin(state, dict(info.meta or {}))
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the message says why
            self.error.emit(str(exc) or type(exc).__name__)

    @Slot(str)
    def submit(self, notation: str) -> None:
        """The human's action: checked against the engine; illegal -> error, nothing changes."""
        state = self._state
        if state is None or state.is_over:
            self.error.emit(self.tr("No game is running."))
            return
        if state.current_player != self._human or self._awaiting is not None:
            self.error.emit(self.tr("It is not your turn."))
            return
        moves = len(state.history)
        try:
            events = state.apply(notation)
        except engine.IllegalAction as exc:
            self.error.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - an engine bug: report it, keep the game
            self._recover(exc, moves)
            return
        self.forget_future()               # a new move: nothing left to redo
        self._after_move(self._human, events)

    @Slot(str)
    def explain(self, attempt: str) -> None:
        """Why the human's `attempt` (a card, a selection) is not legal: a reason code and its
        parameters from engine.explain, for the table to word. Nothing when it is legal."""
        state = self._state
        if state is None:
            return
        try:
            reason = engine.explain(state, attempt, self._human)
        except Exception:  # noqa: BLE001 - an explanation that fails must not end the game
            traceback.print_exc()
            return
        if reason is not None:
            self.why_not.emit({"attempt": attempt, **reason.as_dict()})

    @Slot(str)
    def save(self, slot: str) -> None:
        """Write the running game to `slot`; emits saved(slot) or error."""
        if self._state is None:
            self.error.emit(self.tr("No game is running."))
            return
        if self.refuse_in_lesson():        # a lesson is practice (gui/worker_tutorial.py)
            return
        try:
            self._saves().save(slot, self._state, self._save_meta())
            self.saved.emit(slot)
        except Exception as exc:  # noqa: BLE001
            self.error.emit(str(exc) or type(exc).__name__)

    @Slot()
    def stop(self) -> None:
        """Drop pending bot moves, autosave the running game, forget it."""
        self._stopping = True
        self._generation += 1
        self._ack_poll.stop()
        if self._state is not None and not self._state.is_over:
            self._autosave()
        self._state = None
        self._bots.clear()
        self.stopped.emit()

    def snapshot(self) -> tuple[Any, dict] | None:
        """The running game and its save meta (called in this thread: export, history)."""
        if self._state is None or self.in_lesson():
            return None                    # a lesson is neither exported nor kept in history
        return self._state, self._save_meta()

    # ---- internals ---------------------------------------------------------------
    def _begin(self, state, meta: dict) -> None:
        self._generation += 1
        self._stopping = False
        self._hint_cancelled = None        # a new position: no hint is dropped (worker_assist)
        self.take_lesson(state)            # a lesson's deal or a real game (worker_tutorial.py)
        n = state.players
        self._state = state
        covered = self._choose_view(state, meta)      # the human seats (gui/worker_seats.py)
        names = stored_names(meta.get("names"), n)     # defaults stay seats' names
        levels = list(meta.get("bot_levels") or [])
        levels += ["normal"] * (n - len(levels))
        self._names = names
        self._meta = {"names": names, **self.seat_meta(), "bot_levels": levels[:n],
                      **carried_meta(meta, state.record())}
        self._clock = time.monotonic()
        self._actors = [] if not state.history else None
        if self._autoplay:                 # a game (re)opened starts with 托管 off
            self._autoplay = False
            self.autoplay_changed.emit(False)
        self._bots = {}
        for seat in range(n):
            if seat not in self._humans:
                self._bots[seat] = self._make_bot(state, seat, levels[seat] or "normal")
        info = state.game.describe()
        info.update({"names": names, "human_seat": self._human, "bot_levels": levels[:n],
                     "human_seats": list(self._humans),
                     "seed": state.seed, "with_undo": bool(self._meta.get("undo_used")),
                     **self.lesson_info()})
        self._unacknowledged = self._bot_due = False
        self.started.emit(info)
        if covered:
            self._hand_over(self._human)
        else:
            self._show_game()

    def _show_game(self) -> None:
        """A game opened: its past (for the log) or its opening, the position, the turn."""
        state = self._state
        if state.history:
            self.history.emit(self._past_events(state))
        elif state.initial_events:
            self._emit_events(None, state.initial_events)
        self._emit_observation()
        self.undo_state.emit(self.undo_info())
        self._advance()

    def _emit_events(self, seat: int | None, events: list) -> None:
        self._unacknowledged = self.wait_for_table
        self.note_events(seat, events)
        self.events.emit([{"seat": seat, **ev.view(self._human), "actor": seat} for ev in events])

    def _make_bot(self, state, seat: int, level: str, hooks: dict | None = None):
        """The seat's bot; a level this build lacks (an old save) falls back to normal/easy.
        A searching bot checks `_stopping` between iterations (so closing the window or a
        new game ends its search at once) and reports its progress for the table."""
        if self.lesson_bot(seat) is not None:
            return self.lesson_bot(seat)   # a lesson's scripted opponent
        seed = (state.seed * 31 + seat) % 2**31
        for wanted in dict.fromkeys((level, "normal", "easy")):
            search = {}
            if wanted == "hard":      # (a hint's search passes its own hooks)
                search = hooks or {"should_stop": lambda: self._stopping,
                                   "progress": lambda done, total: self._search_progress(seat, done, total)}
            try:
                return engine.make_bot(state.game, level=wanted, seed=seed, **search)
            except engine.RuleError:
                continue
        return engine.make_bot(state.game, level=level, seed=seed)  # raises the clear message

    def _search_progress(self, seat: int, done: int, total: int) -> None:
        """Runs in this thread, inside the bot's search; the signal is queued to the GUI."""
        self.think_progress.emit(seat, min(100, 100 * done // max(1, total)))

    def _after_move(self, seat: int, events: list) -> None:
        self._hint_cancelled = None
        if self._actors is not None:
            self._actors.append(seat)
        self._emit_events(seat, events)
        if seat in self._humans:
            self.undo_state.emit(self.undo_info())
        self._emit_observation()
        self._autosave()
        self._advance()

    def _advance(self) -> None:
        """Game over, the human's turn, or schedule the next bot move."""
        state = self._state
        if state is None or self._stopping:
            return
        if state.is_over:
            self.legal.emit([])
            self.thinking.emit(-1)
            returns = list(state.returns())
            self.game_over.emit({
                "returns": returns, "names": list(self._names), "human_seat": self._human,
                "human_seats": list(self._humans),
                "bot_levels": list(self._meta["bot_levels"]), "game_id": self._meta["game_id"],
                "seconds": self._played_seconds(), "undo_used": bool(self._meta.get("undo_used")),
                "score": human_score(state.observation(self._human), returns, self._human)})
            return
        seat = state.current_player
        if seat in self._humans and not self.autoplays(seat):
            if seat != self._human:        # hot-seat: another human's turn
                self._hand_over(seat)
                return
            self.thinking.emit(-1)
            self.legal.emit(legal_dicts(state.legal_actions()))
            return
        self.legal.emit([])
        if self._unacknowledged:
            self._bot_due = True
            self._ack_poll.start()
            return
        self.thinking.emit(seat)
        generation = self._generation
        QTimer.singleShot(self._think_ms, self, lambda: self._bot_move(generation))

    def _bot_move(self, generation: int) -> None:
        state = self._state
        if generation != self._generation or self._stopping or state is None or state.is_over:
            return
        seat, moves = state.current_player, len(state.history)
        if seat in self._humans and not self.autoplays(seat):
            return                         # 托管 was switched off meanwhile: the human plays
        try:
            bot = self.seat_bot(seat)
            bot.rng.seed(decision_seed(state.seed, seat, moves))
            action = bot.choose(state, seat)
            if generation != self._generation or self._stopping:
                return          # a search cut short: its move is not played (nor autosaved)
            events = state.apply(action)
        except Exception as exc:  # noqa: BLE001 - a bot bug must not kill the thread
            if not self._recover(exc, moves):
                return
            events = self._fallback_move(seat)
            if events is None:
                return
        if generation != self._generation or self._stopping:
            return
        if seat == self._human:
            self.forget_future()
        self._after_move(seat, events)

    def _emit_observation(self) -> None:
        state = self._state
        obs = dict(state.observation(self._human))
        obs.update({"names": list(self._names), "human_seat": self._human,
                    "human_seats": list(self._humans),
                    "game": state.game.info.id, "is_over": state.is_over,
                    "turn": len(state.history)})
        obs.setdefault("current_player", state.current_player)
        counts = counts_from(state.game, obs)     # 记牌器: the cards the seat has not seen
        # as pairs: a dict crossing the thread boundary becomes a QVariantMap, sorted by key
        obs["counter"] = [[group, list(per.items())] for group, per in (counts or {}).items()]
        self.observation.emit(obs)
