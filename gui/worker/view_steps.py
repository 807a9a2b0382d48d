"""Stepping through a shared *seat view* (engine/seat_view.py): the Turns one seat was shown.

A seat view holds no record, so nothing is replayed: step k is the k-th Turn as it was sent
(a step forward), or the story up to it (a jump: a SYNC turn whose events are everything the
seat saw so far, and the position at step k). Its sections (hands, half-innings, rounds) are
found in those events by the game's declared `sections` (engine/parts.py).
"""
from __future__ import annotations

from dataclasses import replace

import engine
from engine.seat_view import SeatView
from engine.turn import Turn, TurnKind


def view_sections(view: SeatView) -> list[dict]:
    """Where each hand / half-inning / round begins, as gui.worker.replay.sections says."""
    starts = engine.registry.parts(view.game).sections
    found: list[dict] = []
    for move, turn in enumerate(view.turns):
        for event in turn.events:
            key = starts.get(event.get("kind"))
            number = event.get(key) if key else None
            if isinstance(number, int) and not isinstance(number, bool):
                half = event.get("half")
                found.append({"move": move, "number": number,
                              "half": half if isinstance(half, str) else None})
    return found


def view_turn(view: SeatView, move: int, seq: int, forward: bool) -> Turn:
    """The Turn that shows step `move`: as sent (`forward`) or as the story so far; never
    with legal actions (a replay plays nothing)."""
    turn = view.turns[move]
    at_end = move == view.moves and turn.result is not None
    if forward:
        return replace(turn, seq=seq, legal=(), announce=at_end)
    return replace(turn, seq=seq, kind=TurnKind.SYNC, actor=None,
                   events=tuple(view.events_upto(move)), legal=(), announce=at_end)
