"""Game-independent bots over the engine protocol."""
from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
