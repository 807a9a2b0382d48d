"""The 九局對決 (Nine-inning duel) table: see table.py; the words are in text.py."""
from .table import ShowdownTable

TABLE = ShowdownTable

__all__ = ["TABLE", "ShowdownTable"]
