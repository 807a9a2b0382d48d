"""九局對決's moments worth seeing (gui/table/moments.py): a home run, and the walk-off —
the play that decides the game in the last at-bat (the engine marks it: `walk_off`)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF

from ...table.moment_effects import Effect
from ...table.moments import Moment, MomentTable

CONTEXT = "ShowdownMoments"

# Over the diamond, left of the right column where the hand is: never on the hand.
DIAMOND = QRectF(40, 140, 550, 470)


def area() -> QRectF:
    return DIAMOND


MOMENTS = MomentTable((
    Moment("play", Effect.FIREWORKS, QT_TRANSLATE_NOOP("ShowdownMoments", "Walk-off!"), CONTEXT,
           "cheer", lambda event: bool(event.get("walk_off"))),
    Moment("play", Effect.FIREWORKS, QT_TRANSLATE_NOOP("ShowdownMoments", "Home run!"), CONTEXT,
           "cheer", lambda event: event.get("outcome") == "homer"),
), area)
