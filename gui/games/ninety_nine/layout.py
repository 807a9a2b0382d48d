"""Where things sit on the 九九 table: pure geometry in scene units."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ...table import CARD_H, fan
from ...table.view import SCENE_H, SCENE_W

HAND_Y = SCENE_H - CARD_H - 26
STOCK_POS = QPointF(SCENE_W / 2 - 250, SCENE_H / 2 - CARD_H / 2 - 30)
PILE_POS = QPointF(SCENE_W / 2 - 95, SCENE_H / 2 - CARD_H / 2 - 30)
TOTAL_CENTRE = QPointF(SCENE_W / 2 + 190, SCENE_H / 2 - 40)
OPP_SCALE = 0.5
PLATE_W, PLATE_H = 190.0, 54.0
DIAL_R = 124.0             # the total dial's ring and its stroke (items.TotalDial.RADIUS + 6)
#: The hand's room, centred on the table: clear of the human's plate on its left (it ends at
#: x 293) and of the lowest opponents' plates on the right (8 players: from x 977).
HAND_ROOM = 580.0


def seat_centre(seat: int, human: int, players: int) -> QPointF:
    """Centre of a seat's area: the human at the bottom, the others clockwise round the top."""
    if seat == human:
        return QPointF(SCENE_W / 2, HAND_Y + CARD_H / 2)
    k = (seat - human) % players          # 1 .. players-1, clockwise from the human's left
    others = players - 1
    # Spread over an arc from lower left, over the top, to lower right.
    start, end = math.radians(196), math.radians(-16)
    angle = start + (end - start) * ((k - 0.5) / others if others > 1 else 0.5)
    cx, cy, rx, ry = SCENE_W / 2, SCENE_H / 2 + 20, SCENE_W / 2 - 120, SCENE_H / 2 - 95
    centre = QPointF(cx + rx * math.cos(angle), cy - ry * math.sin(angle))
    # A plate (below the centre) beside the total's dial moves out of its ring's square:
    # with three players the right-hand plate lay on the ring ("5 cards · 0 won" against
    # it, and a lesson's frame round the total ran through the words, issue 34).
    plate = QRectF(centre.x() - PLATE_W / 2, centre.y() + 18, PLATE_W, PLATE_H)
    dial = QRectF(TOTAL_CENTRE.x() - DIAL_R, TOTAL_CENTRE.y() - DIAL_R, 2 * DIAL_R, 2 * DIAL_R)
    if plate.intersects(dial):
        if centre.x() >= TOTAL_CENTRE.x():
            centre.setX(centre.x() + dial.right() + 6 - plate.left())
        else:
            centre.setX(centre.x() - (plate.right() + 6 - dial.left()))
    return centre


def hand_positions(count: int) -> list[QPointF]:
    """Top-left corners of the human's cards (their natural places), centred, overlapping
    when there are many or when they are large (the kit's fan: cards grow from their bottom
    centre, so the hand keeps its bottom edge and rises)."""
    return [QPointF(x, HAND_Y) for x in fan(count, SCENE_W / 2, HAND_ROOM, 14)]


def plate_rect(wide: bool) -> QRectF:
    """A seat plate's rectangle around its anchor (top centre); the human's is wider."""
    width = PLATE_W * (1.35 if wide else 1.0)
    return QRectF(-width / 2, 0, width, PLATE_H)
