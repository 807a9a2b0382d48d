"""The 九局對決 (Nine-inning duel) table: see table.py; the words are in text.py."""
from .moments import MOMENTS
from .table import ShowdownTable

TABLE = ShowdownTable

__all__ = ["MOMENTS", "TABLE", "ShowdownTable"]
