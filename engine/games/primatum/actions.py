"""Actions of 九尊 and their notation.

| notation            | meaning                                                          |
|---------------------|------------------------------------------------------------------|
| `play Q3`           | 先 (lead) or 打 (follow) with these cards, in card order         |
| `play C4 Q4 Z4`     | a 同子; `play Q1 C2 Q3 W4 N5` a 順子                              |
| `pass`              | 過                                                               |
| `pledge Q3 1`       | 押: put Q3 under the bottom of column 1 (0 = 王, 1 = 后, 2 = 公子) |
| `draw`              | 摸: the 大勝方 takes the neutral hand (2–3 players)               |
| `lose 2`            | the 大亂方 loses cards from the bottom of column 2               |
"""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import NamedTuple


class Act(str, Enum):
    PLAY = "play"
    PASS = "pass"
    PLEDGE = "pledge"
    DRAW = "draw"
    LOSE = "lose"


class Action(NamedTuple):
    kind: Act
    cards: tuple[str, ...] = ()
    col: int = -1

    def __str__(self) -> str:
        if self.kind is Act.PLAY:
            return "play " + " ".join(self.cards)
        if self.kind is Act.PLEDGE:
            return f"pledge {self.cards[0]} {self.col}"
        if self.kind is Act.LOSE:
            return f"lose {self.col}"
        return str(self.kind.value)


PASS = Action(Act.PASS)
DRAW = Action(Act.DRAW)


def play(cards: Iterable[str]) -> Action:
    return Action(Act.PLAY, tuple(cards))


def pledge(card: str, col: int) -> Action:
    return Action(Act.PLEDGE, (card,), col)


def lose(col: int) -> Action:
    return Action(Act.LOSE, (), col)
