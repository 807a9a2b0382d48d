"""九九 (seed 004): the running-total game, in its four variants."""
from .ai import EasyBot, NormalBot
from .hard import HardBot
from .rules import Action, NinetyNineGame, NinetyNineState

GAME = NinetyNineGame
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["Action", "GAME", "BOTS", "NinetyNineGame", "NinetyNineState"]
