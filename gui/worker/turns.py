"""The Turns the table is sent (a part of the EngineWorker, in its thread).

A Turn (engine/turn.py) is all that leaves the engine thread about the game: the events as
the viewing seat saw them, the position after them and that seat's legal actions — none
while 托管 plays the seat, and none under a hot-seat cover, whose position holds nobody's
cards. Turns are numbered, so the table can answer which one it has shown (gui/worker/
pace.py waits for that answer); a Turn sent while skipping ahead is marked fast, and the
last one of a game carries its winners and the viewer's score.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from engine.session import Session
from engine.turn import Turn, TurnKind

from .bots import SeatBots
from .data import human_score, winners_of
from .pace import Pacer
from .seats import HotSeat, without_hands


class Turns:
    """Makes, numbers and sends the viewing seat's Turns through `emit`."""

    def __init__(self, seats: HotSeat, bots: SeatBots, pacer: Pacer,
                 emit: Callable[[Turn], None]) -> None:
        self.seats = seats
        self.bots = bots
        self.pacer = pacer
        self.emit = emit
        self.seq = 0

    def send(self, session: Session, kind: TurnKind, actor: int | None = None,
             events=()) -> None:
        """The next Turn for the viewing seat: `actor`'s `events` (a MOVE), the story so far
        (SYNC), or the position again (a MOVE without events)."""
        self.seq += 1
        viewer = self.seats.viewer
        turn = (session.story(viewer, self.seq) if kind is TurnKind.SYNC
                else session.turn(viewer, kind, self.seq, actor, events))
        extra: dict[str, Any] = {}
        if self.pacer.skipping:
            extra["fast"] = True
        if session.state.is_over:
            state = session.state
            extra["winners"] = winners_of(state)
            extra["result"] = {"score": human_score(state.observation(viewer),
                                                    list(state.returns()), viewer)}
        legal = () if self.bots.autoplays(viewer) else turn.legal
        self._sent(replace(turn, legal=legal, extra=extra))

    def cover(self, session: Session, seat: int) -> None:
        """Hot-seat: human `seat` is next; the table shows nobody's cards until they click."""
        self.seq += 1
        viewer = self.seats.viewer
        self._sent(Turn(seq=self.seq, kind=TurnKind.COVER, seat=viewer, actor=None, events=(),
                        observation=without_hands(session.observe(viewer)), to_move=seat,
                        legal=(), move=len(session.state.history)))

    def _sent(self, turn: Turn) -> None:
        self.pacer.sent(turn.seq)
        self.emit(turn)


__all__ = ["Turns"]
