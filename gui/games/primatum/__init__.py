"""The 九尊 (Nine sovereigns) table: see table.py; the words are in text.py."""
from ...table.parts import TableParts
from . import coach_marks
from .moments import MOMENTS
from .table import PrimatumTable
from .text import section_label

#: Everything the shared code asks of this game's table (gui/table/parts.py): a round's
#: start deals the round's hands, so it sounds as a deal.
PARTS = TableParts(table=PrimatumTable, coach_marks=coach_marks, moments=MOMENTS, sounds={"round_start": "deal"},
                   section_label=section_label)

TABLE = PrimatumTable

__all__ = ["MOMENTS", "PARTS", "TABLE", "PrimatumTable"]
