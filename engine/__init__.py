"""九牌 Jiupai rules engine: pure Python, no Qt. The contract is engine/core.py (see docs/architecture.md)."""
from .core import (
                   Event,
                   Game,
                   GameInfo,
                   IllegalAction,
                   JiupaiError,
                   NewerVersionError,
                   OptionKind,
                   OptionSpec,
                   RuleError,
                   State,
)
from .explain import Reason, explain
from .registry import create, game_class, list_games, make_bot, replay

__all__ = ["Event", "Game", "GameInfo", "IllegalAction", "JiupaiError", "NewerVersionError", "OptionKind", "OptionSpec",
           "Reason", "RuleError", "State", "explain", "create", "game_class", "list_games", "make_bot", "replay"]
