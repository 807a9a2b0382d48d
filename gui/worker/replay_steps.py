"""The steps of a replay: one step is one thing a player sees.

A record holds actions, and most actions are a move a player sees. Some are only a part of
one: 天地人's play with kickers is a body step and then one step per kicker, and the table
tells the play once, with its last kicker (the game declares such actions' event kinds as
`partial`, engine/parts.py). Stepping through actions would step through nothing ("Move 6
of 72", the table unchanged, issue 34.1), so a replay counts in steps: step k is the
position after `stops[k]` actions, and a partial action belongs to the step of the action
that completes it. The last action always ends a step, so an unfinished game saved while
its kickers were being chosen can be watched (and played on) to its last position.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass

import engine


@dataclass(frozen=True)
class Steps:
    """Where each step ends, as a number of actions: `stops[0]` is 0 (the deal)."""

    stops: tuple[int, ...] = (0,)

    @classmethod
    def of(cls, kinds: Iterable[Iterable[str]], partial: frozenset[str]) -> Steps:
        """The steps of a game whose actions made events of these `kinds` (one collection
        per action, in order): an action whose events are all `partial` ends no step."""
        stops = [0]
        count = 0
        for count, action_kinds in enumerate(kinds, start=1):
            found = set(action_kinds)
            if not found or not found <= partial:
                stops.append(count)
        if stops[-1] != count:
            stops.append(count)
        return cls(tuple(stops))

    @property
    def total(self) -> int:
        return len(self.stops) - 1

    def actions(self, step: int) -> int:
        """The actions played at step `step` (clamped to the game)."""
        return self.stops[max(0, min(self.total, step))]

    def step_of(self, actions: int) -> int:
        """The step that shows the position after `actions` actions (the first step at or
        after it: a part of a move is shown with the move)."""
        return min(self.total, bisect_left(self.stops, actions))


def record_parts(record: dict) -> tuple[list[dict], Steps]:
    """The record's sections — where each hand / half-inning / round begins:
    {"move", "number", "half"}, "move" being the step that shows the action that started it
    (0 for the first) — and its steps."""
    state = engine.replay({**record, "actions": []})
    parts = engine.registry.parts(state.game.info.id)   # declared by the game
    found: list[tuple[int, dict]] = []
    kinds: list[list[str]] = []
    scan(parts.sections, state.initial_events, 0, found)
    for move, notation in enumerate(record["actions"], start=1):
        events = state.apply(notation)
        kinds.append([ev.kind for ev in events])
        scan(parts.sections, [{"kind": ev.kind, **ev.data} for ev in events], move, found)
    steps = Steps.of(kinds, parts.partial)
    return located(found, steps), steps


def scan(starts: dict, events: Iterable, move: int, found: list[tuple[int, dict]]) -> None:
    """Collect the sections the events (`Event`s or event dicts) begin, at action `move`."""
    for event in events:
        data = event if isinstance(event, dict) else {"kind": event.kind, **event.data}
        key = starts.get(data.get("kind"))
        number = data.get(key) if key else None
        if isinstance(number, int) and not isinstance(number, bool):
            half = data.get("half")
            found.append((move, {"number": number,
                                 "half": half if isinstance(half, str) else None}))


def located(found: list[tuple[int, dict]], steps: Steps) -> list[dict]:
    """Sections found at action counts, placed at the steps that show them."""
    return [{"move": steps.step_of(move), **section} for move, section in found]
