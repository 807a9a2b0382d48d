"""九局對決 / 九局对决 — Nine-Inning Showdown (seed 000). See docs/rules/showdown.md."""
from .ai import EasyBot, NormalBot
from .hard import HardBot
from .rules import ShowdownGame, ShowdownState

GAME = ShowdownGame
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["GAME", "BOTS", "ShowdownGame", "ShowdownState"]
