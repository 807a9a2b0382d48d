"""The game's holder at a table with nobody at the host's screen (`jiupai host`).

`HeadlessAuthority` is the `Authority` of netplay/authority.py over an engine `Session`, on
the server's asyncio loop. Only the loop's thread touches the live State. Bots, hints and
their searches run in a thread pool on a copy of the position (`state.clone()`), so a hard
bot thinking for a second never holds up the loop — the other guests' messages, the pings —
and its choice is dropped if the game moved on meanwhile.

A why-not is answered from a determinization of the position for that seat (the hidden
cards resampled from its observation): the answer then cannot depend on a card the seat may
not see, whatever a game's explanation code looks at.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sys
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import engine
from engine.core import Game
from engine.session import Refusal, Refused, Session
from engine.turn import TurnKind

from .authority import GameFacts, Outbox, SeatPlan
from .protocol import ClientType, HostType, RequestRefusal, rejected

_REFUSALS = {Refusal.GAME_OVER: RequestRefusal.GAME_OVER,
             Refusal.NOT_YOUR_TURN: RequestRefusal.NOT_YOUR_TURN,
             Refusal.STALE: RequestRefusal.STALE, Refusal.ILLEGAL: RequestRefusal.ILLEGAL}
#: 托管 plays a guest's seat at this level (as in a local game).
AUTOPLAY_LEVEL = "normal"


@dataclass(frozen=True)
class Pace:
    """How fast the bots play: `think` seconds before each bot move, and at most
    `ready_wait` seconds of waiting for the connected guests to show the last turn."""

    think: float = 0.5
    ready_wait: float = 5.0


class HeadlessAuthority:
    """See the module docstring; the methods are the Authority's (netplay/authority.py)."""

    def __init__(self, game: Game, seed: int | None = None, record: dict | None = None,
                 pace: Pace = Pace(), workers: int = 2) -> None:
        self._game = game
        self._seed = seed
        self._record = record
        self.pace = pace
        self.session: Session | None = None
        self._outbox: Outbox | None = None
        # the bots' moves in a thread of their own, the guests' questions (hints, why-nots)
        # in others: a long hard hint never holds up the next bot move
        self._bot_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jiupai-bot")
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="jiupai-ask")
        self._bots: dict[int, Any] = {}          # seat -> its bot (bot seats)
        self._auto_bots: dict[int, Any] = {}     # seat -> 托管's bot (guest seats)
        self._remote: frozenset[int] = frozenset()
        self._autoplay: set[int] = set()
        self._present: set[int] = set()
        self._unpaced: set[int] = set()          # connected, but not waited for (too slow)
        self._seq: dict[int, int] = {}           # seat -> the last turn number sent
        self._acked: dict[int, int] = {}         # seat -> the last turn it has shown
        self._hinting: set[int] = set()
        self._explaining: set[int] = set()
        self._changed = asyncio.Event()          # something may let a bot move: look again
        self._acks = asyncio.Event()
        self._tasks: set[asyncio.Task] = set()
        self._closing = False

    @classmethod
    def resumed(cls, record: dict, pace: Pace = Pace(), workers: int = 2) -> "HeadlessAuthority":
        """The game of a record (an autosave), to go on from where it stopped."""
        return cls(engine.registry.game_from_record(record), record=record, pace=pace,
                   workers=workers)

    @property
    def facts(self) -> GameFacts:
        game = self._game
        return GameFacts(game.info.id, game.players, game.variant, dict(game.describe()["options"]))

    # ---- Authority ----------------------------------------------------------------------
    def bind(self, outbox: Outbox) -> None:
        self._outbox = outbox

    def start(self, plan: SeatPlan) -> None:
        if self._record is None:
            state = self._game.new_state(seed=self._seed)
            self.session = Session(state, list(plan.names), plan.remote)
        else:
            self.session = Session.resume(self._record, list(plan.names), plan.remote)
        self._remote = plan.remote
        self._bots = {seat: self._new_bot(level, seat) for seat, level in plan.bots.items()}
        session = self.session
        for seat in sorted(self._remote):
            if self._record is None:
                self._send_turn(seat, lambda seq, s=seat: session.turn(
                    s, TurnKind.OPENING, seq, None, session.state.initial_events))
            else:
                self.sync(seat)
        self._outbox.applied(session.state.record(), session.state.is_over)
        self._spawn(self._drive())

    def play(self, seat: int, notation: str, move: int) -> None:
        session = self.session
        if session is None:
            return self._reject(seat, ClientType.ACTION, RequestRefusal.NOT_STARTED)
        try:
            session.check(seat, notation, move)
        except Refused as refusal:
            return self._reject(seat, ClientType.ACTION, _REFUSALS[refusal.code])
        self._apply(seat, notation)

    def hint(self, seat: int, move: int, level: str) -> None:
        code = self._not_now(seat, move)
        if code is None and seat in self._hinting:
            code = RequestRefusal.BUSY
        if code is not None:
            return self._reject(seat, ClientType.HINT, code)
        self._hinting.add(seat)
        self._spawn(self._hint(seat, move, level))

    def why_not(self, seat: int, attempt: str, move: int) -> None:
        session = self.session
        if session is None:
            return self._reject(seat, ClientType.WHY_NOT, RequestRefusal.NOT_STARTED)
        if seat in self._explaining:
            return self._reject(seat, ClientType.WHY_NOT, RequestRefusal.BUSY)
        self._explaining.add(seat)
        self._spawn(self._why_not(seat, attempt, session.state.clone()))

    async def _why_not(self, seat: int, attempt: str, snapshot) -> None:
        loop = asyncio.get_running_loop()
        try:
            answer = await loop.run_in_executor(self._pool, _explained, snapshot, seat, attempt)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a failing explanation must not end the game
            traceback.print_exc()
            return self._reject(seat, ClientType.WHY_NOT, RequestRefusal.ILLEGAL)
        finally:
            self._explaining.discard(seat)
        self._outbox.answer(seat, answer)

    def set_autoplay(self, seat: int, on: bool) -> None:
        (self._autoplay.add if on else self._autoplay.discard)(seat)
        self._changed.set()

    def presence(self, seat: int, connected: bool) -> None:
        (self._present.add if connected else self._present.discard)(seat)
        self._acks.set()

    def sync(self, seat: int) -> None:
        session = self.session
        if session is not None and seat in self._remote:
            self._send_turn(seat, lambda seq: session.story(seat, seq))

    def ready(self, seat: int, seq: int) -> None:
        if seq <= self._seq.get(seat, 0):
            self._acked[seat] = max(self._acked.get(seat, 0), seq)
            if self._acked[seat] == self._seq[seat]:
                self._unpaced.discard(seat)
            self._acks.set()

    def close(self) -> None:
        self._closing = True
        for task in list(self._tasks):
            task.cancel()
        for pool in (self._bot_pool, self._pool):
            pool.shutdown(wait=False, cancel_futures=True)

    # ---- the bots' side ---------------------------------------------------------------
    async def _drive(self) -> None:
        """Whenever a bot (or 托管) is to move: pause, decide on a copy, apply if still due."""
        state = self.session.state
        while not state.is_over and not self._closing:
            seat = state.current_player
            if self._plays(seat):
                await self._bot_move(seat)
            else:
                self._changed.clear()
                await self._changed.wait()

    async def _bot_move(self, seat: int) -> None:
        session = self.session
        move = len(session.state.history)
        if self.pace.think > 0:
            await asyncio.sleep(self.pace.think)
        await self._wait_for_ready()
        if not self._still(seat, move):
            return
        bot = self._bots.get(seat) or self._auto_bot(seat)
        snapshot = session.state.clone()
        loop = asyncio.get_running_loop()
        try:
            action = await loop.run_in_executor(self._bot_pool, session.bot_choice, seat, bot,
                                                snapshot)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a failing bot is replaced by a legal move
            traceback.print_exc()
            action = snapshot.legal_actions()[0]
        if self._still(seat, move):
            self._apply(seat, str(action))

    def _plays(self, seat: int | None) -> bool:
        return seat is not None and (seat in self._bots or seat in self._autoplay)

    def _still(self, seat: int, move: int) -> bool:
        state = self.session.state
        return (not self._closing and not state.is_over and len(state.history) == move
                and state.current_player == seat and self._plays(seat))

    def _auto_bot(self, seat: int) -> Any:
        if seat not in self._auto_bots:
            self._auto_bots[seat] = self._new_bot(AUTOPLAY_LEVEL, seat)
        return self._auto_bots[seat]

    def _new_bot(self, level: str, seat: int) -> Any:
        """A bot for `seat`; a hard one stops searching when the table closes."""
        search = {"should_stop": lambda: self._closing} if level == "hard" else {}
        return engine.make_bot(self._game, level, seed=seat, **search)

    def _behind(self) -> set[int]:
        return {s for s in self._present - self._unpaced
                if self._acked.get(s, 0) < self._seq.get(s, 0)}

    async def _wait_for_ready(self) -> None:
        """Until every connected guest has shown its last turn, or `ready_wait` has passed.
        A guest that let the wait run out is not waited for again until it has caught up:
        a program that never answers slows the table once, not at every move."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.pace.ready_wait
        while behind := self._behind():
            left = deadline - loop.time()
            if left <= 0:
                self._unpaced |= behind
                return
            self._acks.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._acks.wait(), left)

    async def _hint(self, seat: int, move: int, level: str) -> None:
        session = self.session
        loop = asyncio.get_running_loop()
        moved_on = lambda: self._closing or len(session.state.history) != move  # noqa: E731
        try:
            search = {"should_stop": moved_on} if level == "hard" else {}
            bot = engine.make_bot(self._game, level, seed=seat, **search)
            snapshot = session.state.clone()
            answer = await loop.run_in_executor(self._pool, session.suggest, seat, bot, snapshot)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a hint that fails must not end the game
            traceback.print_exc()
            return self._reject(seat, ClientType.HINT, RequestRefusal.ILLEGAL)
        finally:
            self._hinting.discard(seat)
        if not moved_on():
            self._outbox.answer(seat, {"type": HostType.HINT.value, **answer})

    # ---- moving the game on -----------------------------------------------------------
    def _apply(self, seat: int, notation: str) -> None:
        session = self.session
        try:
            events = session.play(seat, notation)
        except Refused as refusal:       # (checked just before: only an engine bug gets here)
            return self._reject(seat, ClientType.ACTION, _REFUSALS[refusal.code])
        except Exception as exc:  # noqa: BLE001 - the engine failed on a legal action
            traceback.print_exc()
            self._closing = True
            self._outbox.failed(f"the engine failed on '{notation}': {exc}")
            return
        for other in sorted(self._remote):
            self._send_turn(other, lambda seq, s=other: session.turn(
                s, TurnKind.MOVE, seq, seat, events))
        self._outbox.applied(session.state.record(), session.state.is_over)
        self._changed.set()

    def _send_turn(self, seat: int, make) -> None:
        seq = self._seq.get(seat, 0) + 1
        self._seq[seat] = seq
        self._outbox.turn(seat, make(seq))

    def _not_now(self, seat: int, move: int) -> RequestRefusal | None:
        session = self.session
        if session is None:
            return RequestRefusal.NOT_STARTED
        state = session.state
        if state.is_over:
            return RequestRefusal.GAME_OVER
        if state.current_player != seat:
            return RequestRefusal.NOT_YOUR_TURN
        if move != len(state.history):
            return RequestRefusal.STALE
        return None

    def _reject(self, seat: int, request: ClientType, code: RequestRefusal) -> None:
        state = self.session.state if self.session is not None else None
        self._outbox.answer(seat, rejected(
            request, code, len(state.history) if state else 0,
            state.current_player if state else None))

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)


def _explained(state, seat: int, attempt: str) -> dict[str, Any]:
    """The why-not answer, from a determinization for `seat` (see the module docstring)."""
    seen = state.determinize(seat, random.Random()) if not state.is_over else state
    reason = engine.explain(seen, attempt, seat)
    return {"type": HostType.WHY_NOT.value, "move": len(state.history), "attempt": attempt,
            "legal": reason is None,
            "code": None if reason is None else reason.as_dict()["code"],
            "params": {} if reason is None else _plain(reason.as_dict()["params"])}


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    """A reason's parameters as JSON values (a set or a tuple becomes a list)."""
    return json.loads(json.dumps(params, default=lambda v: sorted(v) if isinstance(v, set)
                                 else str(v)))
