"""The 天地人 (Heaven, earth, man) table: see table.py; the words are in text.py."""
from ...table.parts import TableParts
from . import coach_marks
from .moments import MOMENTS
from .table import TiandirenTable
from .text import section_label

#: Everything the shared code asks of this game's table (gui/table/parts.py). A round's
#: start is a new trick, not a deal: it makes no sound.
PARTS = TableParts(table=TiandirenTable, coach_marks=coach_marks, moments=MOMENTS,
                   sounds={"round_start": None}, section_label=section_label)

TABLE = TiandirenTable

__all__ = ["MOMENTS", "PARTS", "TABLE", "TiandirenTable"]
