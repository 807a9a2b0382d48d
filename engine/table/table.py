"""The Table: the one authority over a game in play, whatever carries its messages.

As boardgame.io's Master or OpenSpiel's game loop: a Table owns the `Session` (the State and
its story) and everything a table does around the rules — its seats (a person at the
screen here, a person on another computer, a bot), the pace (bot pauses, waiting for each
screen's `ready(seq)`, skip ahead, a move clock), hints, "why not?", 托管, recovery from a
failing bot, undo where the table allows it, the autosave, and the game's end, which the
last Turn carries. Requests come in as method calls; Turns and answers go out through one
`Outbox` (engine/table/messages.py).

It is plain Python: no Qt, no asyncio, no thread of its own. Time and work are handed to it
(engine/table/clock.py). Two thin adapters carry it: the app's engine thread
(gui/worker/engine_worker.py: Qt signals and timers) for a game on this screen, and the
network host (netplay/headless.py: asyncio and websockets) for people on other computers.
A hosted game is one Table with both kinds of seats. A test drives it with a `ManualClock`.

Every request names who asks: `HERE` (the screen here, which speaks for its viewing seat)
or a seat away. A request that cannot be carried out is answered with `Rejected` and
changes nothing.
"""
from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from ..core import Event
from ..session import Refusal, Refused, Session
from ..turn import TurnKind
from .answers import Answers
from .bots import SeatBots
from .clock import Clock, InlineRunner, Runner
from .keeper import Keeper, NoKeeper
from .messages import (
    HERE,
    Address,
    Autoplay,
    Closed,
    Message,
    MoveClock,
    Note,
    Notice,
    Opened,
    Outbox,
    Rejection,
    Request,
    Skipping,
)
from .meta import bot_levels, carried_meta, opened_info
from .pace import DEFAULT_PACE, Pace, Pacer, at_pause, watching
from .pending import PendingCalls
from .saving import TableSaves
from .screens import Screens
from .seats import HotSeat, SeatKind
from .undo import Rewinder

_REFUSALS = {Refusal.GAME_OVER: Rejection.GAME_OVER, Refusal.NOT_YOUR_TURN: Rejection.NOT_YOUR_TURN,
             Refusal.STALE: Rejection.STALE, Refusal.ILLEGAL: Rejection.ILLEGAL}


class Table:
    """See the module docstring."""

    def __init__(self, outbox: Outbox, clock: Clock, runner: Runner | None = None,
                 keeper: Keeper | None = None, pace: Pace = DEFAULT_PACE,
                 network: bool = False) -> None:
        self.outbox = outbox
        self.clock = clock
        self.runner: Runner = runner or InlineRunner()
        self.network = network
        self.session: Session | None = None
        self.meta: dict[str, Any] = {}
        self.kinds: list[SeatKind] = []
        self.lesson: Any = None
        self.generation = 0                # bumps on stop/new game/toggles: stale calls do nothing
        self._closing = threading.Event()
        self.seats = HotSeat()
        self.pacer = Pacer(pace)
        self.bots = SeatBots(self.stopping, lambda seat, percent: self.screens.thinking(seat, percent))
        self.rewinder = Rewinder(lambda note: self.send(HERE, note))
        self.answers = Answers(self)
        self.screens = Screens(self)
        self.saves = TableSaves(self, keeper or NoKeeper())   # autosave, slots, the game's end
        self._bot_due = False
        self.pending = PendingCalls(clock)   # the bot's pause, the wait for a screen, a move clock

    # ---- what the holder and the tests read ---------------------------------------------
    @property
    def state(self) -> Any:
        return None if self.session is None else self.session.state

    def stopping(self) -> bool:
        """Thread-safe: the table is closing (a search stops at its next iteration)."""
        return self._closing.is_set()

    def request_stop(self) -> None:
        """Thread-safe: no bot move any more; a search stops at its next iteration."""
        self._closing.set()

    def cancel_hint(self, move: int) -> None:
        """Thread-safe: the player played move `move` while its hint was searched."""
        self.answers.gate.cancel(move)

    def people(self) -> tuple[int, ...]:
        return tuple(s for s, kind in enumerate(self.kinds) if kind is not SeatKind.BOT)

    def away(self) -> tuple[int, ...]:
        return tuple(s for s, kind in enumerate(self.kinds) if kind is SeatKind.AWAY)

    def played_seconds(self) -> int:
        return self.saves.played_seconds()

    def save_meta(self) -> dict[str, Any]:
        """The meta a save of the game as it stands keeps (engine/table/saving.py)."""
        return self.saves.meta()

    # ---- settings ------------------------------------------------------------------------
    def set_pace(self, pace: Pace) -> None:
        self.pacer.pace = pace

    def set_when_out(self, mode: str) -> None:
        self.pacer.set_when_out(mode)

    def set_hint_level(self, level: str) -> None:
        self.answers.set_level(level)

    def set_wait_here(self, on: bool) -> None:
        """A table on the screen here answers ready(seq): bots wait for it."""
        self.pacer.wait_here = bool(on)

    # ---- opening a game ------------------------------------------------------------------
    def open(self, session: Session, meta: dict[str, Any], kinds: Sequence[SeatKind],
             lesson: Any = None, keep_view: bool = False) -> None:
        """Play `session`'s game (a fresh deal or a resumed one) with these seats. `meta`:
        the names, bot levels and what a save carries (game id, time played, undo used)."""
        if len(kinds) != session.state.players:
            raise ValueError(f"{len(kinds)} seat kinds for {session.state.players} seats")
        self.generation += 1
        self.pending.cancel_all()
        self._closing.clear()
        self.answers.reset()
        self.pacer.reset()
        self._bot_due = False
        self.lesson = lesson
        self.kinds = list(kinds)
        here = [s for s, kind in enumerate(kinds) if kind is SeatKind.HERE]
        self.seats.keep_view = keep_view
        covered = self.seats.open(session.state, here) if here else False
        if not here:
            self.seats.humans = ()
        session.humans = self.people()
        self.session = session
        levels = bot_levels(meta, session.state.players)
        self.meta = {"names": list(session.names), **self.seats.meta(), "bot_levels": levels,
                     **carried_meta(meta, session.state.record())}
        if self.network:
            self.meta["network"] = True
        self.saves.opened()
        for seat in sorted(self.bots.autoplay):
            self.send(seat if kinds[seat] is SeatKind.AWAY else HERE, Autoplay(seat, False))
        self.bots.autoplay.clear()
        self.bots.seat(session.state, levels, self.people(),
                       lesson.bots() if lesson is not None else None)
        if here:
            self.send(HERE, Opened(opened_info(session.state, session.names, self.seats.viewer,
                                               self.seats.humans, self.meta)))
        if covered:
            self.screens.cover(self.seats.viewer)
            self._show_away()
        else:
            self._show_game()

    def _show_game(self) -> None:
        """A game opened: its story (a resumed game) or its opening, to every screen."""
        state = self.session_().state
        if self.seats.present():
            self.screens.turn(HERE, TurnKind.SYNC if state.history else TurnKind.OPENING,
                            events=state.initial_events)
            self.screens.undo_state()
        self._show_away()
        if state.is_over:                  # a finished game opened: kept among the finished
            self.saves.finished()
        self._advance()

    def _show_away(self) -> None:
        state = self.session_().state
        for seat in self.away():
            self.screens.turn(seat, TurnKind.SYNC if state.history else TurnKind.OPENING,
                            events=state.initial_events)

    # ---- requests --------------------------------------------------------------------------
    def play(self, frm: Address, notation: str, move: int | None = None) -> None:
        """An action of the seat `frm` speaks for (answering move `move`; None: unchecked)."""
        session = self.session
        if session is None or session.state.is_over:
            return self.screens.reject(frm, Request.ACTION, Rejection.NOT_STARTED if session is None
                                else Rejection.GAME_OVER)
        seat = self.seat_of(frm)
        if frm is HERE and self.seats.awaiting is not None:
            return self.screens.reject(frm, Request.ACTION, Rejection.NOT_YOUR_TURN)
        moves = len(session.state.history)
        try:
            events = session.play(seat, notation, move)
        except Refused as refused:
            return self.screens.reject(frm, Request.ACTION, _REFUSALS[refused.code])
        except Exception as exc:  # noqa: BLE001 - an engine bug: report it, keep the game
            restored = self.rewinder.recover(session, exc, moves)
            if restored is not None:
                self.session = restored
                self.screens.turn(frm, TurnKind.MOVE)
            return None
        self.rewinder.line.forget()        # a new move: nothing left to redo
        self._after_move(seat, events)
        return None

    def ready(self, frm: Address, seq: int) -> None:
        """The screen `frm` has shown Turn `seq`: a bot that waited for it may move."""
        self.pacer.acknowledged(frm, int(seq))
        self._try_bot()

    def hint(self, frm: Address, move: int | None = None, level: str | None = None) -> None:
        """A hint for the seat's move: the bot's choice, never played (engine/table/answers.py)."""
        self.answers.hint(frm, move, level)

    def why_not(self, frm: Address, attempt: str) -> None:
        """Why the seat's `attempt` (a card, a selection) is not legal, for its screen to word."""
        self.answers.why_not(frm, attempt)

    def set_autoplay(self, frm: Address, on: bool) -> None:
        """托管: the normal bot plays the seat `frm` speaks for, or gives it back. Pending
        calls are dropped (a new generation) and the next move is scheduled afresh, so a
        move never runs twice and the seat is never left waiting."""
        seat = self.seat_of(frm)
        if on and self.lesson is not None:    # a lesson's steps expect the learner's moves
            self.send(frm, Autoplay(seat, False))
            # said, not only refused: the toggle flicking back off told a newcomer nothing
            self.send(frm, Note(Notice.LESSON_NO_AUTOPLAY))
            return
        if on == (seat in self.bots.autoplay):
            return
        (self.bots.autoplay.add if on else self.bots.autoplay.discard)(seat)
        self.send(frm, Autoplay(seat, on))
        state = self.state
        if state is None or self.stopping() or state.is_over:
            return                         # (a finished game must not be announced twice)
        self.generation += 1
        self._bot_due = False
        if not on and state.current_player == seat and frm is HERE:
            self.screens.turn(frm, TurnKind.MOVE)    # the position, with its moves again
            # (a guest away keeps its moves under 托管: nothing to send it again)
        self._advance()

    def skip_ahead(self, frm: Address) -> None:
        """Play on at once to a person's next move or the end of the hand — when no person
        at the table has anything to do now."""
        state = self.state
        if state is None or state.is_over or self.pacer.skipping:
            return
        if self._person_to_play(state.current_player):
            return self.screens.reject(frm, Request.SKIP, Rejection.NOT_YOUR_TURN) if frm is not HERE \
                else None
        self._skip(True)
        self._advance()
        return None

    def undo(self, frm: Address = HERE) -> None:
        """Back to the start of the previous decision of the player at the screen here."""
        if not self._undo_allowed(frm):
            return
        session = self.session_()
        others = set(self.seats.humans) - {self.seats.viewer}
        self._reopen(self.rewinder.undone(session, (self.seats.viewer,), others))

    def redo(self, frm: Address = HERE) -> None:
        """Forward along the undone line to the next decision (or its end)."""
        if self._undo_allowed(frm):
            self._reopen(self.rewinder.redone(self.session_(), (self.seats.viewer,)))

    def take_seat(self, seat: int) -> None:
        """Hot-seat: the player of `seat` clicked the cover; show the game from that seat."""
        if self.session is None or not self.seats.take(seat):
            return
        if self.seats.opening_due:
            self.seats.opening_due = False
            self._show_game()
            return
        self.screens.turn(HERE, TurnKind.SYNC)       # the story as this seat saw it
        self.screens.undo_state()
        self._advance()

    def presence(self, seat: int, connected: bool) -> None:
        """Whether a screen is connected at seat `seat` away (only those are waited for)."""
        (self.pacer.present.add if connected else self.pacer.present.discard)(seat)
        self._try_bot()

    def sync(self, seat: int) -> None:
        """The story so far for a seat's screen (a guest rejoining; the screen here taking a
        table that was opened before it), in its place among its Turns."""
        if self.session is None:
            return
        if seat in self.away():
            self.screens.turn(seat, TurnKind.SYNC)
        elif self.kinds[seat] is SeatKind.HERE and seat == self.seats.viewer:
            self.screens.turn(HERE, TurnKind.SYNC)
            self._try_bot()

    def give_to_bot(self, seat: int, level: str = "normal") -> None:
        """The host gives a person's seat away to a bot (for the rest of the game)."""
        state = self.state
        if state is None or self.kinds[seat] is SeatKind.BOT:
            return
        self.kinds[seat] = SeatKind.BOT
        self.bots.bots[seat] = self.bots.make(state, seat, level)
        self.meta["bot_levels"][seat] = level
        self.pacer.present.discard(seat)
        self.generation += 1
        self._bot_due = False
        self._advance()

    def save(self, slot: str) -> None:
        """Write the running game to `slot`: `Saved(slot)`, or a Note says why not."""
        self.saves.save(slot)

    def stop(self) -> None:
        """Drop pending bot moves, autosave the running game, forget it."""
        self._closing.set()
        self.generation += 1
        self.pending.cancel_all()
        if self.session is not None and not self.session.state.is_over:
            self.saves.autosave()
        self.session = None
        self.bots.clear()
        self.send(HERE, Closed())

    # ---- moving the game on ------------------------------------------------------------
    def _after_move(self, seat: int, events: list[Event]) -> None:
        self.answers.gate.reset()
        self.pending.cancel("clock")
        self.bots.once.discard(seat)
        self.saves.autosave()              # first: what the screens show is on disk
        state = self.session_().state
        ends_skip = self.pacer.skipping and (at_pause(state, events)
                                             or self._person_to_play(state.current_player))
        self.screens.all(TurnKind.MOVE, seat, events)
        if ends_skip:
            self._skip(False)
        if self.kinds[seat] is SeatKind.HERE:
            self.screens.undo_state()
        if state.is_over:
            self.saves.finished()
        self._advance()

    def _advance(self) -> None:
        """Game over, a person's turn, or the next bot move once every screen is ready."""
        state = self.state
        if state is None or self.stopping() or state.is_over:
            return
        seat = state.current_player
        if self._person_to_play(seat):
            if self.kinds[seat] is SeatKind.HERE and seat != self.seats.viewer:
                self._hand_over(seat)      # hot-seat: another person's turn
            elif self.kinds[seat] is SeatKind.AWAY:
                self._start_move_clock(seat)
            return
        only_watching = self.seats.present() and watching(state, self.seats.viewer)
        if self.pacer.skips_by_itself(only_watching):
            self._skip(True)
        self._bot_due = True
        self._try_bot()

    def _try_bot(self) -> None:
        """A bot move is due: after every screen waited for is ready, and the pause."""
        if not self._bot_due or self.state is None or self.stopping():
            return
        if self.pacer.must_wait():
            behind = self.pacer.behind()
            if any(s is not HERE for s in behind) and "ready" not in self.pending:
                generation = self.generation
                self.pending.call_later("ready", self.pacer.pace.ready_wait,
                                        lambda: self._waited(generation))
            return
        self._bot_due = False
        self.pending.cancel("ready")
        generation = self.generation
        only_watching = self.seats.present() and watching(self.state, self.seats.viewer)
        self.pending.call_later("bot", self.pacer.pause(only_watching),
                                lambda: self._bot_move(generation))

    def _waited(self, generation: int) -> None:
        self.pending.fired("ready")
        if generation == self.generation:
            self.pacer.give_up_waiting()
            self._try_bot()

    def _bot_move(self, generation: int) -> None:
        self.pending.fired("bot")
        state = self.state
        if generation != self.generation or self.stopping() or state is None or state.is_over:
            return
        seat, moves = state.current_player, len(state.history)
        if not self.bots.plays(seat):
            return                         # 托管 was switched off meanwhile: the person plays
        session = self.session_()
        bot = self.bots.of(state, seat)
        position = state if self.runner.inline else state.clone()

        def done(action: Any, error: BaseException | None) -> None:
            if generation != self.generation or self.stopping() or self.session is not session:
                return          # a search cut short: its move is not played (nor autosaved)
            try:
                if error is not None:
                    raise error
                events = session.apply(seat, action)
            except Exception as exc:  # noqa: BLE001 - a bot bug must not end the game
                fallen = self.rewinder.fallback_move(session, seat, exc, moves)
                if fallen is None:
                    return
                self.session, events = fallen
            if seat == self.seats.viewer:
                self.rewinder.line.forget()
            self._after_move(seat, events)
        self.runner.run(lambda: session.bot_choice(seat, bot, position), done)

    def _hand_over(self, seat: int) -> None:
        """Another person here is to act: nothing more is shown here until that player takes
        the seat. 托管 belongs to the player who leaves the screen: it ends here."""
        self.seats.hand_over(seat)
        viewer = self.seats.viewer
        if viewer in self.bots.autoplay:
            self.bots.autoplay.discard(viewer)
            self.send(HERE, Autoplay(viewer, False))
        self.screens.cover(seat)

    def _start_move_clock(self, seat: int) -> None:
        """A person away is to move: their move clock runs, shown to everyone; when it runs
        out 托管 plays that one turn and everyone is told."""
        seconds = self.pacer.pace.move_clock
        if seconds is None or self.stopping():
            return
        for to in self.screens.addresses():
            self.send(to, MoveClock(seat, seconds))
        generation, move = self.generation, len(self.session_().state.history)

        def ran_out() -> None:
            self.pending.fired("clock")
            state = self.state
            if (generation != self.generation or state is None or state.is_over
                    or len(state.history) != move or state.current_player != seat):
                return
            self.bots.once.add(seat)
            for to in self.screens.addresses():
                self.send(to, Note(Notice.TIMED_OUT, {"seat": seat}))
            self._advance()
        self.pending.cancel("clock")
        self.pending.call_later("clock", seconds, ran_out)

    def _skip(self, on: bool) -> None:
        """Skipping ahead starts (the pending pause is not waited for) or ends."""
        if on:
            self.generation += 1
            self.pending.cancel("bot")
        self.pacer.skip(on)
        if self.seats.present():
            self.send(HERE, Skipping(on))

    def _reopen(self, session: Session | None) -> None:
        """An undo or redo done (None: not done): the game opened again where it went to."""
        if session is None:
            return
        self.meta = {**self.meta, "undo_used": True, "played_seconds": self.played_seconds()}
        self.session = session
        self.saves.autosave()              # first: Continue resumes the position taken back to
        # hot-seat: no new cover when the player at the screen goes on (not while a cover is
        # up: then who sits there is not known)
        self.open(session, self.meta, self.kinds, self.lesson,
                  keep_view=self.seats.awaiting is None)

    # ---- what is sent ------------------------------------------------------------------
    def send(self, to: Address, message: Message) -> None:
        self.outbox.send(to, message)

    # ---- small helpers -------------------------------------------------------------------
    def session_(self) -> Session:
        if self.session is None:
            raise RuntimeError("no game is open at this table")
        return self.session

    def seat_of(self, frm: Address) -> int:
        return self.seats.viewer if frm is HERE else int(frm)

    def _person_to_play(self, seat: int | None) -> bool:
        """`seat` is a person's and the person plays it (no 托管)."""
        return seat is not None and self.kinds[seat] is not SeatKind.BOT \
            and not self.bots.plays(seat)

    def not_now(self, frm: Address, move: int | None) -> Rejection | None:
        state = self.state
        if state is None:
            return Rejection.NOT_STARTED
        if state.is_over:
            return Rejection.GAME_OVER
        if state.current_player != self.seat_of(frm):
            return Rejection.NOT_YOUR_TURN
        if move is not None and move != len(state.history):
            return Rejection.STALE
        return None

    def _undo_allowed(self, frm: Address) -> bool:
        return (frm is HERE and self.session is not None and self.lesson is None
                and not self.away())


__all__ = ["Keeper", "NoKeeper", "Table"]
