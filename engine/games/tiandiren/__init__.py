"""天地人 Heaven, Earth, Man (seed 002): see docs/rules/tiandiren.md."""
from .ai import EasyBot, NormalBot
from .hard import HardBot
from .deck import heaven_odds
from .rules import Tiandiren, TiandirenState
from .select import cards_for, play_for_cards

GAME = Tiandiren
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["GAME", "BOTS", "Tiandiren", "TiandirenState", "heaven_odds", "play_for_cards", "cards_for"]
