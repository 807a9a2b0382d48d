"""The 九九 (Ninety-nine) table: see table.py; the words are in text.py."""
from ...table.parts import TableParts
from . import coach_marks
from .moments import MOMENTS
from .table import NinetyNineTable
from .text import section_label

#: Everything the shared code asks of this game's table (gui/table/parts.py).
PARTS = TableParts(table=NinetyNineTable, coach_marks=coach_marks, moments=MOMENTS, section_label=section_label)

TABLE = NinetyNineTable

__all__ = ["MOMENTS", "PARTS", "TABLE", "NinetyNineTable"]
