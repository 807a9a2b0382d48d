"""Bots see a game only through `observation(seat)`, `determinize(seat, rng)` and the
legal actions of their own turn (which follow from what they observe)."""
from __future__ import annotations

import random
from typing import Any


class Bot:
    """A player seat driven by the computer; `choose` never returns an illegal action."""

    level = "easy"

    def __init__(self, game: Any, seed: int | None = None) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, state: Any, seat: int) -> Any:
        raise NotImplementedError

    def suggest(self, state: Any, seat: int) -> str:
        """The move to propose to a human in this seat (a hint), as a notation. Usually the
        bot's own choice; a game whose turn has steps (天地人's kickers) names the whole move."""
        return str(self.choose(state, seat))

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """Why `notation` is a good move here, in one English sentence marked with
        QT_TRANSLATE_NOOP("HintReasons", ...) (the app translates it), or None. The default
        has nothing to say; a game's bot explains what its heuristic weighed."""
        return None

    def _check_turn(self, state: Any, seat: int) -> list[Any]:
        if state.current_player != seat:
            raise ValueError(f"bot asked to move for seat {seat}, but seat {state.current_player} is to act")
        legal: list[Any] = state.legal_actions()
        return legal


class RandomBot(Bot):
    """Uniformly random among the legal actions: the baseline and the conformance driver."""

    level = "random"

    def choose(self, state: Any, seat: int) -> Any:
        return self.rng.choice(self._check_turn(state, seat))
