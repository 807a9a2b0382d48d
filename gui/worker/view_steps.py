"""Stepping through a shared *seat view* (engine/seat_view.py): the Turns one seat was shown.

A seat view holds no record, so nothing is replayed: step k is the Turns up to the k-th
step's end as they were sent (a step forward: the step's turns told as one, so a play with
its kickers is one step, gui/worker/replay_steps.py), or the story up to it (a jump: a SYNC
turn whose events are everything the seat saw so far, and the position at step k). Its
sections (hands, half-innings, rounds) are found in those events by the game's declared
`sections` (engine/parts.py).
"""
from __future__ import annotations

from dataclasses import replace

import engine
from engine.seat_view import SeatView
from engine.turn import Turn, TurnKind

from .replay_steps import Steps, located, scan


def view_parts(view: SeatView) -> tuple[list[dict], Steps]:
    """Where each hand / half-inning / round begins, as gui.worker.replay_steps says, and
    the view's steps (a turn whose events are all the game's `partial` kinds ends none)."""
    parts = engine.registry.parts(view.game)
    found: list[tuple[int, dict]] = []
    for move, turn in enumerate(view.turns):
        scan(parts.sections, turn.events, move, found)
    steps = Steps.of(([event.get("kind") for event in turn.events] for turn in view.turns[1:]),
                     parts.partial)
    return located(found, steps), steps


def view_turn(view: SeatView, steps: Steps, step: int, seq: int, forward: bool) -> Turn:
    """The Turn that shows step `step`: the step's turns as sent, told as one (`forward`
    from the step before), or as the story so far; never with legal actions (a replay
    plays nothing)."""
    move = steps.actions(step)
    turn = view.turns[move]
    at_end = move == view.moves and turn.result is not None
    if forward:
        first = steps.actions(step - 1) + 1 if step > 0 else 0
        told = view.turns[first:move + 1]
        return replace(turn, seq=seq, legal=(), announce=at_end, actor=told[0].actor,
                       events=tuple(event for part in told for event in part.events))
    return replace(turn, seq=seq, kind=TurnKind.SYNC, actor=None,
                   events=tuple(view.events_upto(move)), legal=(), announce=at_end)
