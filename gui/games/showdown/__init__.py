"""The 九局對決 (Nine-inning duel) table: see table.py; the words are in text.py."""
from ...table.parts import TableParts
from . import coach_marks
from .moments import MOMENTS
from .table import ShowdownTable
from .text import section_label

#: A plate appearance's result cracks ("hit") or thuds ("out"); a walk, a steal or a foul
#: is silent (the cards laid before it have sounded already).
HIT_OUTCOMES = frozenset({"single", "double", "triple", "homer"})
OUT_OUTCOMES = frozenset({"out", "perfect_out", "productive_out"})


def play_sound(event: dict) -> str | None:
    """The sound of a "play" event (the end of a plate appearance), by its outcome."""
    outcome = event.get("outcome")
    return "hit" if outcome in HIT_OUTCOMES else "out" if outcome in OUT_OUTCOMES else None


#: Everything the shared code asks of this game's table (gui/table/parts.py).
PARTS = TableParts(table=ShowdownTable, coach_marks=coach_marks, moments=MOMENTS, sounds={"play": play_sound},
                   section_label=section_label)

TABLE = ShowdownTable

__all__ = ["MOMENTS", "PARTS", "TABLE", "ShowdownTable"]
