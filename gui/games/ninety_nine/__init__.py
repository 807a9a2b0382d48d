"""The 九九 (Ninety-nine) table: see table.py; the words are in text.py."""
from .moments import MOMENTS
from .table import NinetyNineTable

TABLE = NinetyNineTable

__all__ = ["MOMENTS", "TABLE", "NinetyNineTable"]
