"""九九 Ninety-Nine: the running-total card game, in its four variants.

Where it comes from: 九九 is a folk game played with ordinary playing cards in Taiwan. The
original rules are a Chinese encyclopedia-style article on 九九 (撲克牌): its 功能牌 table
(公規, the standard set), its 血腥版 (bloody) section, the simpler set it quotes from English
Wikipedia (western) and its 西北地區限定玩法 (northwest). Each "另有 / 或 / 可" alternative of
that article is an option here. Where the article is silent, the project's rulings decide
(docs/rulings.md); the rules a player reads are resources/rules/<lang>/ninety_nine.md and the
engine reference is docs/rules/ninety_nine.md.
"""
from .ai import EasyBot, NormalBot
from .hard import HardBot
from .rules import Action, NinetyNineGame, NinetyNineState

GAME = NinetyNineGame
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["Action", "GAME", "BOTS", "NinetyNineGame", "NinetyNineState"]
