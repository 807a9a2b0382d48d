"""The 九尊 (Nine sovereigns) table: see table.py; the words are in text.py."""
from .moments import MOMENTS
from .table import PrimatumTable

TABLE = PrimatumTable

__all__ = ["MOMENTS", "TABLE", "PrimatumTable"]
