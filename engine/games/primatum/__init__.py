"""九尊 Primatum (seed 001): GAME and BOTS for engine.registry."""
from .ai import EasyBot, NormalBot
from .hard import HardBot
from .rules import Primatum, PrimatumState

GAME = Primatum
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["GAME", "BOTS", "Primatum", "PrimatumState", "EasyBot", "NormalBot"]
