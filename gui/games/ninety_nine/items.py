"""The 九九 table's scene items that are not cards: the running total's dial."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...table import pixel_font

_font = pixel_font


class _Ring(QGraphicsItem):
    """The dial's dark disc and faint ring: it never changes, so it is painted once (its own
    device-resolution cache) and the dial over it repaints only the number and the arc."""

    def __init__(self, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.radius = radius
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.setPen(QPen(QColor(255, 255, 255, 40), 9))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)


class TotalDial(QGraphicsObject):
    """The running total, big, coloured by danger, with the direction of play."""

    RADIUS = 118.0

    def __init__(self) -> None:
        super().__init__()
        self.ring = _Ring(self.RADIUS, self)
        self.total = 0
        self.direction = 1
        self.caption = ""
        self.direction_text = ""
        # painted once per value into a pixmap of the device's resolution: a repaint around
        # it (a card landing on the pile) is a copy, not an antialiased ring and a big number
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_value(self, total: int, direction: int, caption: str, direction_text: str) -> None:
        value = (total, direction, caption, direction_text)
        if value != (self.total, self.direction, self.caption, self.direction_text):
            self.total, self.direction, self.caption, self.direction_text = value
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 30
        return QRectF(-r, -r, 2 * r, 2 * r + 44)

    def shown_rect(self) -> QRectF:
        """What the dial shows, in scene coordinates: the ring, the direction below it and
        the hand's line under that — not the bounding rect's spare width round the ring,
        where a neighbour's plate or badge may stand (a lesson's frame round the total cut
        them, issue 34)."""
        half = max(self.RADIUS + 6, QFontMetricsF(_font(20, bold=True)).horizontalAdvance(
            f"↺ {self.direction_text}") / 2 + 4)
        bottom = self.boundingRect().bottom()
        top = -self.RADIUS - 6
        return self.mapRectToScene(QRectF(-half, top, 2 * half, bottom - top))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        danger = min(1.0, max(0.0, (self.total - 60) / 39))
        ring = QColor.fromHsvF(max(0.0, 0.33 - 0.33 * danger), 0.75, 0.95)
        # (the disc and the faint ring are the child _Ring's)
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
        # Below the ring, not inside it: a long direction ("↺ Counter-clockwise") would cross it.
        painter.drawText(QRectF(-r - 30, r + 8, 2 * r + 60, 34), Qt.AlignmentFlag.AlignCenter
                         | Qt.TextFlag.TextDontClip, f"{arrow} {self.direction_text}")
