"""九九's moments worth seeing (gui/table/moments.py): the running total touching 99 — the
seed's whole game is the race not to pass it — and a player knocked out of the hand."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF

from ...table.card_item import raised_top
from ...table.moment_effects import Effect
from ...table.moments import Moment, MomentTable
from ...table.view import SCENE_W
from .layout import HAND_Y

CONTEXT = "NinetyNineMoments"


def reaches_99(event: dict) -> bool:
    """A play that brings the total to 99 (a K's "to 99" included), not one that leaves it
    there (a 0 played at 99)."""
    return event.get("total") == 99 and event.get("before") != 99


def area() -> QRectF:
    """The middle of the table — the stock, the pile and the total's dial — above the hand
    however large its cards (and a hovered card raised)."""
    bottom = raised_top(HAND_Y) - 6
    return QRectF(SCENE_W / 2 - 330, 100, 660, bottom - 100)


MOMENTS = MomentTable((
    Moment("play", Effect.PULSE, QT_TRANSLATE_NOOP("NinetyNineMoments", "99!"), CONTEXT, "alarm",
           reaches_99),
    Moment("eliminate", Effect.KNOCKOUT, QT_TRANSLATE_NOOP("NinetyNineMoments", "Knocked out!"),
           CONTEXT, "out"),
), area)
