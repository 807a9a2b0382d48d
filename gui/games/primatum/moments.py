"""九尊's moments worth seeing (gui/table/moments.py): the round's 大勝方 (the first to empty
their hand), and a 王 lost — which ends the game at once, as the seed says."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF

from ...table.card_item import raised_top
from ...table.moment_effects import Effect
from ...table.moments import Moment, MomentTable
from .layout import BOUT_LEFT, HAND_Y, MID_TOP, SIDE_LEFT

CONTEXT = "PrimatumMoments"


def area() -> QRectF:
    """The bout, between the round panel and the side column, above the hand however large
    its cards: below the table's own banner (which says who, at y 270–390)."""
    bottom = raised_top(HAND_Y) - 6
    return QRectF(BOUT_LEFT, MID_TOP, SIDE_LEFT - 12 - BOUT_LEFT, bottom - MID_TOP)


MOMENTS = MomentTable((
    Moment("big_winner", Effect.CROWN, QT_TRANSLATE_NOOP("PrimatumMoments", "Big winner!"),
           CONTEXT, "fanfare"),
    Moment("territory_loss", Effect.CRACK, QT_TRANSLATE_NOOP("PrimatumMoments", "King lost!"),
           CONTEXT, "crack", lambda event: bool(event.get("lost_king"))),
), area)
