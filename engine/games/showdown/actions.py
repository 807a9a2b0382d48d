"""Actions of 九局對決 and their notation (str() is the stable notation; parse = match str()).

  play 10H      attacker plays a red card                       (阶段1)
  play LJ=QH    attacker plays 小王 naming ♥Q                    (docs/rulings.md)
  draw          no card of one's colour in hand: draw one blind  (阶段1 / 阶段2 case 5)
  defend KS     defender plays a black card                      (阶段2 case 1)
  club7         ♣7 战术轮换                                      (阶段2 case 2)
  swap 4C       弃1摸1, discarding ♣4                            (阶段2 case 3)
  nodefence     voluntary no-defence                             (阶段2 case 4)
  answer 5D     attacker discards ♦5 to turn 大王's perfect out into a plain out
  accept        attacker lets 大王's perfect out stand

`Phase` says whose action is next and of which kinds (a turn's stages, 第四部分).
"""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Phase(str, Enum):
    ATTACK = "attack"       # the batting seat: play, or draw
    DEFEND = "defend"       # the fielding seat: defend, club7, swap, nodefence, or draw
    ANSWER = "answer"       # after 大王's perfect out, the attacker: answer or accept
    OVER = "over"


class Kind(str, Enum):
    PLAY = "play"
    DRAW = "draw"
    DEFEND = "defend"
    CLUB7 = "club7"
    SWAP = "swap"
    NODEFENCE = "nodefence"
    ANSWER = "answer"
    ACCEPT = "accept"


class Action(NamedTuple):
    kind: Kind
    card: str = ""
    named: str = ""

    def __str__(self) -> str:
        if self.named:
            return f"{self.kind.value} {self.card}={self.named}"
        if self.card:
            return f"{self.kind.value} {self.card}"
        return self.kind.value


DRAW = Action(Kind.DRAW)
CLUB7 = Action(Kind.CLUB7)
NODEFENCE = Action(Kind.NODEFENCE)
ACCEPT = Action(Kind.ACCEPT)
