"""The 天地人 (Heaven, earth, man) table: see table.py; the words are in text.py."""
from .moments import MOMENTS
from .table import TiandirenTable

TABLE = TiandirenTable

__all__ = ["MOMENTS", "TABLE", "TiandirenTable"]
