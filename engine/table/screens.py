"""What a Table sends to its screens: one Turn per step of the game, for each screen from its
own seat's view — the screen here (its viewing seat; a hot-seat cover while another person
takes the screen) and each seat away — numbered per screen, so each answers `ready(seq)`.

A Turn sent while skipping ahead is marked fast; the last one of a game carries the rules'
Result with what the table knows of the game (its id, time, the bots' levels, the people,
a network game or not), for the statistics of whoever receives it.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core import Event
from ..turn import Result, Turn, TurnKind
from .messages import HERE, Address, Progress, Rejected, Rejection, Request, UndoState
from .seats import SeatKind, without_hands

if TYPE_CHECKING:
    from .table import Table


class Screens:
    """The Table's sending (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def addresses(self) -> list[Address]:
        """Every screen: the one here (when a person plays at it), then each seat away."""
        table = self.table
        return ([HERE] if table.seats.present() else []) + list(table.away())

    def all(self, kind: TurnKind, actor: int | None = None,
            events: Sequence[Event] = ()) -> None:
        for to in self.addresses():
            self.turn(to, kind, actor, events)

    def turn(self, to: Address, kind: TurnKind, actor: int | None = None,
             events: Sequence[Event] = ()) -> None:
        """The next Turn for a screen: `actor`'s `events` (a MOVE), the story so far (SYNC),
        the deal (OPENING) or the position again (a MOVE without events)."""
        table = self.table
        session = table.session_()
        seat = table.seat_of(to)
        seq = table.pacer.next_seq(to)
        turn = (session.story(seat, seq) if kind is TurnKind.SYNC
                else session.turn(seat, kind, seq, actor, events))
        # 托管 here: the screen offers no move (a click on the felt takes the seat back); a
        # guest away keeps its moves, since its own move takes the seat back (netplay)
        legal = () if to is HERE and seat in table.bots.autoplay else turn.legal
        table.send(to, dataclasses.replace(turn, legal=legal, fast=table.pacer.skipping,
                                           result=self.result(turn.result)))

    def cover(self, seat: int) -> None:
        """Hot-seat: person `seat` is next; the screen shows nobody's cards until they click."""
        table = self.table
        session = table.session_()
        viewer = table.seats.viewer
        seq = table.pacer.next_seq(HERE)
        table.send(HERE, Turn(seq=seq, kind=TurnKind.COVER, seat=viewer, actor=None, events=(),
                              observation=without_hands(session.observe(viewer)),
                              to_move=seat, legal=(), move=len(session.state.history)))

    def result(self, result: Result | None) -> Result | None:
        """The rules' result with what the table knows of the game (for the statistics)."""
        if result is None:
            return None
        table = self.table
        levels = tuple("" if kind is not SeatKind.BOT else str(level) for kind, level
                       in zip(table.kinds, table.meta.get("bot_levels", ()), strict=False))
        return dataclasses.replace(result, game_id=str(table.meta.get("game_id", "")),
                                   seconds=table.played_seconds(),
                                   undo_used=bool(table.meta.get("undo_used")),
                                   bot_levels=levels, people=table.people(),
                                   network=table.network)

    def undo_state(self) -> None:
        """What Undo and Redo may do now, for the screen here."""
        table = self.table
        undo, redo, used = table.rewinder.line.info(
            table.session, (table.seats.viewer,), bool(table.meta.get("undo_used")),
            table.lesson is None and not table.away())
        table.send(HERE, UndoState(undo, redo, used))

    def thinking(self, seat: int, percent: int) -> None:
        """A bot's search under way, for every screen."""
        table = self.table
        move = len(table.state.history) if table.state is not None else 0
        for to in self.addresses():
            table.send(to, Progress(seat, move, percent))

    def reject(self, frm: Address, request: Request, code: Rejection) -> None:
        """`frm`'s request was not carried out; where the game is."""
        state = self.table.state
        self.table.send(frm, Rejected(request, code, len(state.history) if state else 0,
                                      state.current_player if state else None))


__all__ = ["Screens"]
