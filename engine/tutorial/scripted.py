"""The opponents of a lesson: each seat's scripted moves in order, then the normal bot.

A bot finds its place in the script from the state itself (`acted_count`), not from a counter
of its own, so undo, a clone or a replayed save cannot put it out of step.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai.base import Bot
from ..core import IllegalAction, RuleError, State


class ScriptedBot(Bot):
    """Plays its seat's scripted moves in order, then (script exhausted) the fallback bot.

    The k-th time this seat acts in a hand's history it plays `moves[k]`. A scripted move
    that is not legal when its turn comes is a mistake in the lesson: `strict` (the tests,
    `check_lesson`) raises RuleError; otherwise (the app) the fallback plays, so a lesson
    never hangs a table."""

    level = "scripted"

    def __init__(self, moves: Sequence[str], fallback: Bot, strict: bool = False) -> None:
        super().__init__(fallback.game, None)
        self.moves = tuple(moves)
        self.fallback = fallback
        self.strict = strict

    def scripted_move(self, state: State, seat: int) -> str | None:
        """The script's notation for this turn of `seat`, or None when the script is used up."""
        k = acted_count(state, seat)
        return self.moves[k] if k < len(self.moves) else None

    def choose(self, state: State, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        notation = self.scripted_move(state, seat)
        if notation is not None:
            action = parsed(state, notation)
            if action is not None:
                return action
            if self.strict:
                shown = ", ".join(sorted(str(a) for a in legal)[:12])
                raise RuleError(f"seat {seat}'s scripted move #{acted_count(state, seat) + 1} "
                                f"'{notation}' is not legal here (legal: {shown})")
        return self.fallback.choose(state, seat)

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        return self.fallback.explain(state, seat, notation)


def parsed(state: State, notation: str) -> Any | None:
    """The legal action `notation` names, or None. The game parses it, so a whole move that
    the game takes in one go (天地人's `5-5-5+K`, a body and its kicker) counts as legal."""
    try:
        return state.game.parse_action(state, notation)
    except IllegalAction:
        return None


def acted_count(state: State, seat: int) -> int:
    """How many actions `seat` has taken so far: the history replayed from the same deal
    (a lesson's hand is a few dozen moves, so this costs nothing worth keeping a counter)."""
    replay = state.game.new_state(seed=state.seed, setup=state.setup)
    count = 0
    for notation in state.history:
        if replay.current_player == seat:
            count += 1
        replay.apply(notation)
    return count
