"""TurnQueue: the one pipeline from the engine thread to the felt, built once for every table.

The worker sends one `Turn` per move (engine/turn.py): the events as this seat saw them, the
position after them, whose turn it is, the seat's legal actions. The queue shows each turn
in order, completely, before the next:

1. each event is handed to the table's `show_event` (the game's `animate_event` queues its
   card flights on the table's AnimationQueue; the kit logs it and plays its sound);
2. where the game says (`hold_after`: a hand's end, the heaven announcement …) it waits
   for the animations, draws the finished position the event carries (`table`), lets the
   game show what the hold is for (`show_held`) and stops until the player goes on
   (`release("hold")`);
3. when the events are shown and the animations done, the position is drawn (`render`),
   the legal moves are shown (`show_legal`) and the queue answers `ready(seq)`.

Nothing is buffered anywhere else: the position and the legal moves of a turn cannot be
shown before its events, and a turn is never half-forgotten. The answer cannot be lost: a
hook that raises is reported and the turn goes on, an animation that never ends is ended by
the AnimationQueue's grace timer, and `ready` waits only for holds that the player (or 托管)
releases. A turn marked fast (`Turn.fast`, skip-ahead) is logged but not animated, and
only the last of a run of fast turns is drawn.

One turn per frame: after a turn is drawn the next waits until the felt has painted it
(or, when nothing on the felt changed, for PAINT_WAIT_MS), so the drawing of one turn and
the painting of another never share a pass of the event loop — with animations off a fast
bot's turns still reach the screen one by one, each within a frame (docs/benchmarks.md).

Other holds: anything that must keep the opponents waiting without stopping the current
turn (a lesson's info step) calls `hold(key)` / `release(key)`; `ready` comes once none is held.
"""
from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from engine.turn import Turn, TurnKind

if TYPE_CHECKING:
    from .game_table import GameTable

log = logging.getLogger(__name__)

#: The hold of a turn stopped after an event (a hand's summary), released by "Next hand".
HOLD = "hold"

#: How long the next turn waits for the felt to paint the last one before it goes on anyway
#: (a turn that changed nothing on the felt is never painted).
PAINT_WAIT_MS = 40


class _Showing:
    """The turn being shown and how far it has got."""

    def __init__(self, turn: Turn, events: list[dict]) -> None:
        self.turn = turn
        self.events = events
        self.index = 0
        self.held_event: dict | None = None


class TurnQueue(QObject):
    """The table's queue of turns (see the module docstring)."""

    ready = Signal(int)            # this turn (seq) is shown and nothing holds play
    shown = Signal(object)         # a turn's position has been drawn (the coach follows it)

    def __init__(self, table: GameTable) -> None:
        super().__init__(table)
        self.table = table
        self._turns: deque[Turn] = deque()
        self._showing: _Showing | None = None
        self._holds: set[str] = set()
        self._waiting_anim = False
        self._pumping = False
        self._drew = False                       # a turn was drawn, not painted yet
        self._painted = QTimer(self)             # … or nothing to paint: go on anyway
        self._painted.setSingleShot(True)
        self._painted.setInterval(PAINT_WAIT_MS)
        self._painted.timeout.connect(self._next_pass)
        self._unanswered: int | None = None      # the last turn shown, ready not yet said
        self.last: Turn | None = None            # the last turn whose position was drawn
        table.anim.idle.connect(self._animations_done)
        table.view.viewport().installEventFilter(self)

    # ---- the interface ---------------------------------------------------------------
    def push(self, turn: Turn) -> None:
        self._turns.append(turn)
        self._pump()

    def clear(self) -> None:
        """A new game (or replay): nothing of the old one is shown or held any more."""
        self._turns.clear()
        self._showing = None
        self._holds.clear()
        self._waiting_anim = False
        self._drew = False
        self._painted.stop()
        self._unanswered = None
        self.last = None

    def hold(self, key: str) -> None:
        self._holds.add(key)

    def release(self, key: str) -> None:
        """Take a hold away; play goes on when none is left."""
        if key in self._holds:
            self._holds.discard(key)
            QTimer.singleShot(0, self, self._pump)

    def holding(self, key: str = HOLD) -> bool:
        return key in self._holds

    def held_event(self) -> dict | None:
        """The event the current turn stopped after (a hand's end), while it is held."""
        showing = self._showing
        return showing.held_event if showing is not None and HOLD in self._holds else None

    def held_turn(self) -> Turn | None:
        return self._showing.turn if self._showing is not None else None

    def busy(self) -> bool:
        """Still showing something, or something holds play."""
        return (bool(self._turns) or self._showing is not None or bool(self._holds)
                or self.table.anim.is_busy())

    def pending(self) -> bool:
        """Turns received and not drawn yet (the table on show is behind the worker)."""
        return bool(self._turns) or self._showing is not None

    def check_ready(self) -> None:
        """Say `ready` for the last turn shown once nothing holds play (the worker's next
        bot waits for it)."""
        if (self._unanswered is not None and not self._holds and self._showing is None
                and not self._turns and not self.table.anim.is_busy()
                and not self.table.holds_play()):
            seq, self._unanswered = self._unanswered, None
            self.ready.emit(seq)

    # ---- showing ---------------------------------------------------------------------
    def _animations_done(self) -> None:
        if self._waiting_anim:
            self._waiting_anim = False
            self._pump()
        else:
            self.check_ready()

    def _pump(self) -> None:
        """Show what can be shown now: at most one turn's drawing per pass of the event
        loop, so the window paints (and takes a click) between two turns, also two that
        arrived in the same pass; a run of fast turns is logged in one go."""
        if self._pumping:
            return
        self._pumping = True
        try:
            while not self._stopped():
                if self._showing is None:
                    if not self._turns or self._drew:    # the next one after a paint
                        break
                    self._begin(self._turns.popleft())
                    continue
                if not self._advance(self._showing):
                    break
        finally:
            self._pumping = False
        self.check_ready()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._drew and self._painted.isActive():
            self._painted.stop()          # the drawn turn is being painted: next pass, the next
            QTimer.singleShot(0, self, self._next_pass)
        return False

    def _wait_for_paint(self) -> None:
        self._drew = True
        if self.table.view.isVisible():
            self._painted.start()
        else:                             # nothing paints a hidden table
            QTimer.singleShot(0, self, self._next_pass)

    def _next_pass(self) -> None:
        if not self._drew:
            return
        self._drew = False
        self._painted.stop()
        self._pump()

    def _stopped(self) -> bool:
        return self._waiting_anim or HOLD in self._holds

    def _begin(self, turn: Turn) -> None:
        table = self.table
        self._call(table.take_seat_info, turn)
        if turn.kind is TurnKind.SYNC:
            self._call(table.log.replace, list(turn.events))
            self._showing = _Showing(turn, [])
            return
        events = list(turn.events)
        if turn.kind is TurnKind.OPENING:
            events = self._call(table.opening_events, turn) or events
            if table.opening_over_table and not self._fast(turn):
                # the deal flies over the first position, the player's own hand still face
                # down in the deck: it shows when the deal is done
                self._call(table.commit, replace(
                    turn, legal=(), observation={**turn.observation, "hand": []}))
        self._showing = _Showing(turn, events)

    def _advance(self, showing: _Showing) -> bool:
        """Show the next event of the turn, or finish it; False when it must wait."""
        table, turn = self.table, showing.turn
        fast = self._fast(turn)
        while showing.index < len(showing.events):
            event = showing.events[showing.index]
            showing.index += 1
            rest = showing.events[showing.index:]
            self._call(table.show_event, event, not fast)
            if self._call(table.hold_after, event, rest):
                showing.held_event = event
                self._holds.add(HOLD)
                table.anim.call(partial(self._show_held, showing, event))
                return False
        if table.anim.is_busy():
            self._waiting_anim = True
            return False
        self._finish(showing)
        return True

    def _show_held(self, showing: _Showing, event: dict) -> None:
        """The animations before the held event are done: draw the hand as it ended, then
        the game's summary over it."""
        if self._showing is not showing:
            return                                  # a new game started meanwhile
        self._call(self.table.position.settle_held, event, showing.turn)
        self._call(self.table.show_held, event, showing.turn)

    def _finish(self, showing: _Showing) -> None:
        turn = showing.turn
        self._showing = None
        drawn = not (self._fast(turn) and self._turns and self._fast(self._turns[0]))
        if drawn:                                   # a run of fast turns: only the last
            self._call(self.table.commit, turn)
            self.last = turn
            self.shown.emit(turn)
            if not self._drew:
                self._wait_for_paint()
        self._unanswered = turn.seq

    @staticmethod
    def _fast(turn: Turn) -> bool:
        return turn.fast

    def _call(self, hook: Callable, *args: Any) -> Any:
        """A game's hook: one that raises is reported and play goes on (the worker must
        never wait for a table that lost its place)."""
        try:
            return hook(*args)
        except Exception:  # noqa: BLE001 - report, never wedge the pipeline
            log.exception("table hook %s failed", getattr(hook, "__name__", hook))
            return None
