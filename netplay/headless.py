"""The network host's adapter of the Table (`jiupai host`, and the app's hosted tables).

The game is held by one `engine.table.Table` (engine/table/table.py), the same authority that
holds a game on the app's own screen. This adapter only carries, on the server's asyncio loop:
the server's calls (netplay/authority.py's `Authority`: what the guests ask) become the
Table's requests from their seats, and the Table's messages go out through the server's
`Outbox` as protocol messages. Time is the loop's (`call_later`); bots, hints and why-nots
run in thread pools on a copy of the position, so a hard bot thinking for a second never
holds up the loop — the other guests' messages, the pings — and a choice that comes back
after the game moved on is dropped by the Table.
"""
from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import engine
from engine.core import Game
from engine.session import Session
from engine.table import (
    HERE,
    Address,
    HintAnswer,
    Message,
    MoveClock,
    Note,
    Pace,
    Rejected,
    SeatKind,
    Table,
    WhyNotAnswer,
)
from engine.table.clock import Done
from engine.table.pace import DEFAULT_PACE
from engine.turn import Turn

from .authority import GameFacts, Outbox, SeatPlan
from .protocol import ClientType, HostType, RequestRefusal, rejected

__all__ = ["AUTOPLAY_LEVEL", "HeadlessAuthority", "Pace"]

#: 托管 plays a guest's seat at this level (as in a local game).
AUTOPLAY_LEVEL = "normal"


class LoopClock:
    """The Table's clock on an asyncio loop (each call later runs in the loop's thread)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop

    def now(self) -> float:
        return self.loop.time()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        return self.loop.call_later(max(0.0, seconds), callback)


class PoolRunner:
    """The Table's work in a thread pool; its answer comes back on the loop."""

    inline = False

    def __init__(self, loop: asyncio.AbstractEventLoop, pool: ThreadPoolExecutor) -> None:
        self.loop, self.pool = loop, pool

    def run(self, job: Callable[[], Any], done: Done) -> None:
        try:
            future = self.loop.run_in_executor(self.pool, job)
        except RuntimeError:          # the pool is shut down: the table is closing
            return

        def back(fut: asyncio.Future[Any]) -> None:
            if fut.cancelled():
                return
            error = fut.exception()
            done(None if error is not None else fut.result(), error)
        future.add_done_callback(back)


class _SplitRunner:
    """Bots in one thread of their own, the guests' questions (hints, why-nots) in others:
    a long hard hint never holds up the next bot move."""

    inline = False

    def __init__(self, bots: PoolRunner, asks: PoolRunner) -> None:
        self.bots, self.asks = bots, asks
        self.for_bots = True

    def run(self, job: Callable[[], Any], done: Done) -> None:
        (self.bots if self.for_bots else self.asks).run(job, done)


class HeadlessAuthority:
    """See the module docstring; the methods are the Authority's (netplay/authority.py)."""

    def __init__(self, game: Game, seed: int | None = None, record: dict[str, Any] | None = None,
                 pace: Pace = DEFAULT_PACE, workers: int = 2) -> None:
        self._game = game
        self._seed = seed
        self._record = record
        self.pace = pace
        self._outbox: Outbox | None = None
        self._bot_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jiupai-bot")
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="jiupai-ask")
        self.table: Table | None = None
        self._runner: _SplitRunner | None = None
        self._here: frozenset[int] = frozenset()
        #: the Table's messages for the host's own screen (an app that hosts), called in
        #: the loop's thread; None at a headless table (they are only logged)
        self.on_here: Callable[[Message], None] | None = None

    @classmethod
    def resumed(cls, record: dict[str, Any], pace: Pace = DEFAULT_PACE,
                workers: int = 2) -> HeadlessAuthority:
        """The game of a record (an autosave), to go on from where it stopped."""
        return cls(engine.registry.game_from_record(record), record=record, pace=pace,
                   workers=workers)

    @property
    def session(self) -> Session | None:
        return None if self.table is None else self.table.session

    @property
    def facts(self) -> GameFacts:
        game = self._game
        return GameFacts(game.info.id, game.players, game.variant, dict(game.describe()["options"]))

    # ---- Authority ----------------------------------------------------------------------
    def bind(self, outbox: Outbox) -> None:
        self._outbox = outbox

    def start(self, plan: SeatPlan) -> None:
        loop = asyncio.get_running_loop()
        self._runner = _SplitRunner(PoolRunner(loop, self._bot_pool), PoolRunner(loop, self._pool))
        self.table = Table(self, LoopClock(loop), self._runner, keeper=_TableFile(self),
                           pace=self.pace, network=True)
        if self._record is None:
            session = Session(self._game.new_state(seed=self._seed), list(plan.names), ())
        else:
            session = Session.resume(self._record, list(plan.names), ())
        self._here = plan.here
        kinds = [SeatKind.HERE if seat in plan.here else
                 SeatKind.AWAY if seat in plan.remote else SeatKind.BOT
                 for seat in range(session.state.players)]
        levels = [plan.bots.get(seat, "") for seat in range(session.state.players)]
        self.table.set_wait_here(bool(plan.here))    # the host's own table answers ready
        self.table.open(session, {"names": list(plan.names), "bot_levels": levels}, kinds)
        self._outbox_().applied(session.state.record(), session.state.is_over,
                                self.table.save_meta())

    def play(self, seat: int, notation: str, move: int) -> None:
        if self.table is None:
            return self._not_started(seat, ClientType.ACTION)
        self.table.play(self._frm(seat), notation, move)
        return None

    def hint(self, seat: int, move: int, level: str) -> None:
        if self.table is None:
            return self._not_started(seat, ClientType.HINT)
        self._asking(lambda table: table.hint(self._frm(seat), move, level))
        return None

    def why_not(self, seat: int, attempt: str, move: int) -> None:
        if self.table is None:
            return self._not_started(seat, ClientType.WHY_NOT)
        self._asking(lambda table: table.why_not(self._frm(seat), attempt))
        return None

    def set_autoplay(self, seat: int, on: bool) -> None:
        if self.table is not None:
            self.table.set_autoplay(self._frm(seat), on)

    def skip_ahead(self, seat: int) -> None:
        """Play on at once when no person at the table has anything to do."""
        if self.table is not None:
            self.table.skip_ahead(self._frm(seat))

    def presence(self, seat: int, connected: bool) -> None:
        if self.table is not None and seat not in self._here:
            self.table.presence(seat, connected)

    def sync(self, seat: int) -> None:
        if self.table is not None:
            self.table.sync(seat)

    def ready(self, seat: int, seq: int) -> None:
        if self.table is not None:
            self.table.ready(self._frm(seat), seq)

    def give_to_bot(self, seat: int, level: str = AUTOPLAY_LEVEL) -> None:
        """The host gives a person's seat to a bot for the rest of the game."""
        if self.table is not None:
            self.table.give_to_bot(seat, level)

    def close(self) -> None:
        if self.table is not None:
            self.table.request_stop()
        for pool in (self._bot_pool, self._pool):
            pool.shutdown(wait=False, cancel_futures=True)

    # ---- the Table's outbox ---------------------------------------------------------------
    def send(self, to: Address, message: Message) -> None:
        """The Table's messages for the seats away, as protocol messages (nobody plays at
        the host's own screen here: what is addressed to it is only logged)."""
        if to is None:
            if self.on_here is not None:
                self.on_here(message)
            elif isinstance(message, Note):
                print(f"jiupai host: {message.notice.value} {message.params}")
            return
        outbox = self._outbox_()
        if isinstance(message, Turn):
            outbox.turn(to, message)
        elif isinstance(message, HintAnswer):
            outbox.answer(to, {"type": HostType.HINT.value, "move": message.move,
                               "notation": message.notation, "action": message.action,
                               "reason": message.reason})
        elif isinstance(message, WhyNotAnswer):
            outbox.answer(to, {"type": HostType.WHY_NOT.value, "move": message.move,
                               "attempt": message.attempt, "legal": message.legal,
                               "code": message.code, "params": message.params})
        elif isinstance(message, Rejected):
            outbox.answer(to, rejected(ClientType(message.request.value)
                                       if message.request.value in ClientType._value2member_map_
                                       else ClientType.ACTION,
                                       _refusal(message), message.move, message.to_move))
        elif isinstance(message, MoveClock):
            outbox.answer(to, {"type": HostType.CLOCK.value, "seat": message.seat,
                               "seconds": message.seconds})
        elif isinstance(message, Note):
            outbox.answer(to, {"type": HostType.NOTICE.value, "code": message.notice.value,
                               "detail": str(message.params.get("seat", ""))})
        # Progress, Autoplay, Skipping, UndoState: a guest's table shows these itself

    # ---- helpers --------------------------------------------------------------------------
    def _frm(self, seat: int) -> Address:
        """Who asks: the host's own screen for its seat, else the seat away."""
        return HERE if seat in self._here else seat

    def _asking(self, ask: Callable[[Table], None]) -> None:
        """A guest's question runs in the question pool, not the bots' thread."""
        runner, table = self._runner, self.table
        if runner is None or table is None:
            return
        runner.for_bots = False
        try:
            ask(table)
        finally:
            runner.for_bots = True

    def _not_started(self, seat: int, request: ClientType) -> None:
        self._outbox_().answer(seat, rejected(request, RequestRefusal.NOT_STARTED, 0, None))

    def _outbox_(self) -> Outbox:
        if self._outbox is None:
            raise RuntimeError("the authority is not bound to a server")
        return self._outbox


def _refusal(message: Rejected) -> RequestRefusal:
    try:
        return RequestRefusal(message.code.value)
    except ValueError:
        return RequestRefusal.ILLEGAL


class _TableFile:
    """The Table's keeper at a network table: the server writes the table file (the host's
    autosave, netplay/table_file.py) after every move, and ends the game once it is over."""

    def __init__(self, authority: HeadlessAuthority) -> None:
        self.authority = authority

    def autosave(self, session: Session, meta: dict[str, Any]) -> None:
        if not session.state.is_over:
            self.authority._outbox_().applied(session.state.record(), False, meta)

    def save(self, slot: str, session: Session, meta: dict[str, Any]) -> None:
        raise OSError("a network table is saved in its table file")

    def finished(self, session: Session, meta: dict[str, Any]) -> None:
        try:
            self.authority._outbox_().applied(session.state.record(), True, meta)
        except Exception:  # noqa: BLE001 - keeping a finished game must not raise
            traceback.print_exc()
