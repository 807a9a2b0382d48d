"""九尊 Primatum (seed 001): GAME and BOTS for engine.registry."""
from .ai import EasyBot, NormalBot
from .rules import Primatum, PrimatumState

GAME = Primatum
BOTS = {"easy": EasyBot, "normal": NormalBot}

__all__ = ["GAME", "BOTS", "Primatum", "PrimatumState", "EasyBot", "NormalBot"]
