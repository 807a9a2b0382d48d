"""Where things sit on the 九九 table, and the scene items that are not cards.

Pure geometry plus two small QGraphicsObjects (a seat plate and the running total),
so the table module can stay about behaviour.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...table import CARD_H, CARD_W, pixel_font
from ...table.view import SCENE_H, SCENE_W

HAND_Y = SCENE_H - CARD_H - 26
STOCK_POS = QPointF(SCENE_W / 2 - 250, SCENE_H / 2 - CARD_H / 2 - 30)
PILE_POS = QPointF(SCENE_W / 2 - 95, SCENE_H / 2 - CARD_H / 2 - 30)
TOTAL_CENTRE = QPointF(SCENE_W / 2 + 190, SCENE_H / 2 - 40)
OPP_SCALE = 0.5
PLATE_W, PLATE_H = 190.0, 54.0


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
    return QPointF(cx + rx * math.cos(angle), cy - ry * math.sin(angle))


def hand_positions(count: int) -> list[QPointF]:
    """Top-left corners of the human's cards, centred, overlapping when there are many."""
    if count <= 0:
        return []
    gap = min(CARD_W + 14, (SCENE_W - 520) / max(1, count - 1)) if count > 1 else 0
    left = SCENE_W / 2 - (gap * (count - 1) + CARD_W) / 2
    return [QPointF(left + i * gap, HAND_Y) for i in range(count)]


_font = pixel_font


class SeatPlate(QGraphicsObject):
    """A player's name plate: name, cards in hand, hands won; glows on their turn."""

    clicked = Signal(int)

    def __init__(self, seat: int, wide: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self.plate_width = PLATE_W * (1.35 if wide else 1.0)
        self.name = ""
        self.detail = ""
        self.badge = ""
        self.active = False
        self.out = False
        self.targetable = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_state(self, name: str, detail: str, badge: str, active: bool, out: bool) -> None:
        self.name, self.detail, self.badge = name, detail, badge
        self.active, self.out = active, out
        self.setOpacity(0.45 if out else 1.0)
        self.update()

    def set_targetable(self, on: bool) -> None:
        self.targetable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.plate_width / 2 - 6, -16, self.plate_width + 12, PLATE_H + 22)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.plate_width / 2, 0, self.plate_width, PLATE_H)
        if self.active:
            painter.setPen(QPen(QColor("#f2c230"), 5))
        elif self.targetable:
            painter.setPen(QPen(QColor("#58b4ff"), 4, Qt.PenStyle.DashLine))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(QBrush(QColor(0, 0, 0, 130)))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor("white"))
        painter.setFont(_font(19, bold=True))
        metrics = painter.fontMetrics()
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, int(self.plate_width - 16))
        painter.drawText(rect.adjusted(8, 3, -8, -PLATE_H / 2), Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(_font(15))
        painter.setPen(QColor("#d9e8dd"))
        detail = painter.fontMetrics().elidedText(self.detail, Qt.TextElideMode.ElideRight,
                                                  int(self.plate_width - 16))
        painter.drawText(rect.adjusted(8, PLATE_H / 2, -8, -3), Qt.AlignmentFlag.AlignCenter, detail)
        if self.badge:
            painter.setFont(_font(14, bold=True))
            width = painter.fontMetrics().horizontalAdvance(self.badge) + 14
            badge = QRectF(self.plate_width / 2 - width + 6, -12, width, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#b3261e") if self.out else QColor("#2f7de1"))
            painter.drawRoundedRect(badge, 8, 8)
            painter.setPen(QColor("white"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)

    def mouseReleaseEvent(self, event) -> None:
        if self.targetable:
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)

    def mousePressEvent(self, event) -> None:
        event.accept() if self.targetable else event.ignore()


class TotalDial(QGraphicsObject):
    """The running total, big, coloured by danger, with the direction of play."""

    RADIUS = 118.0

    def __init__(self) -> None:
        super().__init__()
        self.total = 0
        self.direction = 1
        self.caption = ""
        self.direction_text = ""

    def set_value(self, total: int, direction: int, caption: str, direction_text: str) -> None:
        self.total, self.direction = total, direction
        self.caption, self.direction_text = caption, direction_text
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 30
        return QRectF(-r, -r, 2 * r, 2 * r + 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        danger = min(1.0, max(0.0, (self.total - 60) / 39))
        ring = QColor.fromHsvF(max(0.0, 0.33 - 0.33 * danger), 0.75, 0.95)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.setPen(QPen(QColor(255, 255, 255, 40), 9))
        painter.drawEllipse(QPointF(0, 0), r, r)
        # progress arc towards 99
        pen = QPen(ring.lighter(130), 9)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        span = int(-360 * 16 * min(self.total, 99) / 99)
        painter.drawArc(QRectF(-r, -r, 2 * r, 2 * r), 90 * 16, span)
        painter.setPen(QColor("white"))
        painter.setFont(_font(104, bold=True))
        painter.drawText(QRectF(-r, -r + 12, 2 * r, 2 * r - 40), Qt.AlignmentFlag.AlignCenter,
                         str(self.total))
        painter.setFont(_font(18))
        painter.setPen(QColor("#d9e8dd"))
        painter.drawText(QRectF(-r, -r + 26, 2 * r, 30), Qt.AlignmentFlag.AlignCenter, self.caption)
        arrow = "↻" if self.direction == 1 else "↺"
        painter.setFont(_font(20, bold=True))
        painter.setPen(QColor("#f2c230"))
        painter.drawText(QRectF(-r - 30, r - 44, 2 * r + 60, 34), Qt.AlignmentFlag.AlignCenter,
                         f"{arrow} {self.direction_text}")
