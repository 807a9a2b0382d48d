"""The visible keyboard focus (gui/table/keyboard.py draws it with these): one ring item on
the felt over the focused card or target, one frame over a focused button under the felt.

Moving the focus moves these and nothing else: no item of the table is redrawn (a key must
answer within a frame). The ring lives in the table's scene, which a redraw may empty: it is
made again when it is gone.
"""
from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsObject, QPushButton

RING_Z = 9_000          # above every card at rest, under a card in flight (FLIGHT_Z)
#: White inside a black edge: apart from the gold of a playable card and the blue of a
#: selected one, and readable on the felt, on a card and on the window's grey.
RING_COLOUR = "#ffffff"
EDGE_COLOUR = "#111111"
# (the focused button's frame is the style sheet's #keyFocusFrame: gui/style/sheet.py)
#: The pens' widths in device pixels (cosmetic: as thick at any scale of the felt).
EDGE_PX, RING_PX = 8.0, 4.0


class FocusRing(QGraphicsObject):
    """A white ring with a black edge round a rectangle of the scene."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def surround(self, rect: QRectF) -> None:
        rect = rect.adjusted(-5, -5, 5, 5)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        # the pens are in device pixels: room for them at the smallest scale of the felt
        margin = EDGE_PX * 2
        return self._rect.adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((EDGE_COLOUR, EDGE_PX), (RING_COLOUR, RING_PX)):
            pen = QPen(QColor(colour), width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawRoundedRect(self._rect, 10, 10)


class FocusMarks:
    """The ring and the frame of one table; `place(thing)` shows the right one, or none."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.ring: FocusRing | None = None
        self.frame = QFrame(table)
        self.frame.setObjectName("keyFocusFrame")
        self.frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.frame.hide()

    def place(self, thing: QGraphicsItem | QPushButton | None) -> None:
        """The ring round a scene item, the frame round a button; None hides both."""
        if isinstance(thing, QGraphicsItem) and shiboken6.isValid(thing):
            ring = self._ring()
            ring.surround(thing.sceneBoundingRect())
            ring.show()
        elif self.ring is not None and shiboken6.isValid(self.ring):
            self.ring.hide()
        if isinstance(thing, QPushButton):
            at = thing.mapTo(self.table, thing.rect().topLeft())
            self.frame.setGeometry(at.x() - 3, at.y() - 3, thing.width() + 6, thing.height() + 6)
            self.frame.show()
            self.frame.raise_()
        else:
            self.frame.hide()

    def _ring(self) -> FocusRing:
        ring = self.ring
        if ring is None or not shiboken6.isValid(ring) or ring.scene() is not self.table.scene:
            ring = self.ring = FocusRing()
            self.table.scene.addItem(ring)
        return ring
