"""The 九九 (Ninety-nine) table: see table.py; the words are in text.py."""
from .table import NinetyNineTable

TABLE = NinetyNineTable

__all__ = ["TABLE", "NinetyNineTable"]
