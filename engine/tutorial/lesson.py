"""A lesson as data: its rigged deal, its opponents' script and its steps (notes/tutorial-format.md)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..ai.base import Bot
from ..core import Game, State
from ..registry import create, make_bot
from .scripted import ScriptedBot

#: Every text of a lesson is in each of these.
LANGUAGES = ("en", "zh_TW", "zh_CN")


class StepKind(Enum):
    INFO = "info"      # the bubble explains; "Next" goes on, nothing is played
    DO = "do"          # the learner must make one of the listed moves
    WATCH = "watch"    # the opponents play until it is the learner's turn or the hand ends


@dataclass(frozen=True)
class Step:
    """One bubble of the coach. `do` is None for "any legal action" (DO steps only)."""

    kind: StepKind
    say: dict[str, str]
    do: tuple[str, ...] | None = None
    highlight: tuple[str, ...] = ()
    wrong: dict[str, str] | None = None
    end: bool = False


@dataclass(frozen=True)
class Lesson:
    """One lesson of a file: the deal to rig and the steps to walk through."""

    game: str
    id: str
    title: dict[str, str]
    summary: dict[str, str]
    players: int
    variant: str | None
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None
    human: int
    names: tuple[str, ...]
    script: dict[int, tuple[str, ...]]
    steps: tuple[Step, ...]

    def make_game(self) -> Game:
        return create(self.game, self.players, self.variant, **self.options)

    def new_state(self) -> State:
        """The rigged deal the lesson starts from (same every time)."""
        return self.make_game().new_state(seed=self.seed, setup=self.setup)

    def bots(self, strict: bool = False, game: Game | None = None) -> dict[int, Bot]:
        """A ScriptedBot for every seat but the learner's; `strict`: see ScriptedBot."""
        game = game or self.make_game()
        return {seat: ScriptedBot(self.script.get(seat, ()),
                                  make_bot(game, "normal", seed=self.seed + seat), strict=strict)
                for seat in range(self.players) if seat != self.human}


def step_accepts(step: Step, notation: str) -> bool:
    """Whether the DO `step` takes `notation` (legality is the engine's business, not this)."""
    if step.kind is not StepKind.DO:
        return False
    return step.do is None or notation.strip() in step.do


def pick_text(texts: dict[str, str], language: str) -> str:
    """The text in `language` ("zh_TW", "zh_CN", "en"), English when it has none."""
    return texts.get(language) or texts.get("en", "")
