"""The 天地人 table's scene items that are not cards: the round and 接风 panel, the heaven
announcement, a passing banner, and the Snapshot that shows a painter item (a seat plate,
the round panel, a trick row) as a pixmap. The hand's card and the faces are in cards.py.

Every text arrives already translated (the table owns the words); these items only paint.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem

from ...table import CARD_H, CARD_W, CardItem, pixel_font
from ...table.wrap import wrapped

GOLD = QColor("#f2c230")
PANEL = QColor(0, 0, 0, 120)
TEXT = QColor("#eef5f0")
SOFT = QColor("#cfe0d4")


def font(pixels: float, bold: bool = False, strike: bool = False) -> QFont:
    f = pixel_font(pixels, bold)
    f.setStrikeOut(strike)
    return f


def _lines(painter: QPainter, text: str, x: float, y: float, width: float, height: float) -> float:
    """`text` drawn from (x, y), wrapped to `width` (gui/table/wrap.py), each line at least
    `height` tall (more when the font grew); the y below it."""
    step = max(height, painter.font().pixelSize() * 1.3)
    for line in wrapped(text, painter.font(), width).split("\n"):
        painter.drawText(QRectF(x, y, width, step), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip,
                         line)
        y += step
    return y


def _elide_to(font_: QFont, text: str, width: float) -> str:
    return QFontMetricsF(font_).elidedText(text, Qt.TextElideMode.ElideRight, width)


def _elide(painter: QPainter, text: str, width: float) -> str:
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))


class InfoPanel(QGraphicsObject):
    """Round number and kind, banker (庄家), dealer and this trick's leader, and the relay
    queue (接风): the player who leads the next round highlighted with a note that says so
    ("leads round 2"), departed players struck out."""

    W = 250.0

    def __init__(self, height: float) -> None:
        super().__init__()
        self.h = height
        self.title = self.kind = self.queue_title = ""
        self.lines: list[str] = []
        self.queue: list[tuple[str, str, bool]] = []    # (name, note of the next one, departed)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, title: str, kind: str, lines: list[str], queue_title: str,
                    queue: list[tuple[str, str, bool]]) -> bool:
        if (title, kind, lines, queue_title, queue) == (self.title, self.kind, self.lines, self.queue_title,
                                                       self.queue):
            return False
        self.title, self.kind, self.lines = title, kind, lines
        self.queue_title, self.queue = queue_title, queue
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.W + 4, self.h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(QRectF(0, 0, self.W, self.h), 10, 10)
        width = self.W - 24
        painter.setPen(GOLD)
        painter.setFont(font(24, bold=True))
        # Lines may be taller than designed on a small window (texts grow to stay readable):
        # drawn whole, never cut at their rect.
        # On a small window the texts grow (to stay readable) and a line too long for the
        # panel goes on over more lines, whole, instead of being cut with "…" (issue 24.3).
        y = _lines(painter, self.title, 12, 8.0, width, 32)
        painter.setPen(QColor("white"))
        painter.setFont(font(18, bold=True))
        y = _lines(painter, self.kind, 12, max(42.0, y + 2), width, 26)
        painter.setFont(font(16))
        painter.setPen(SOFT)
        y = max(76.0, y + 8)
        for line in self.lines:
            y = _lines(painter, line, 12, y, width, 23)
        y += 8
        painter.setPen(QColor("white"))
        painter.setFont(font(17, bold=True))
        y = _lines(painter, self.queue_title, 12, y, width, 28)
        self._paint_queue(painter, y + 2)

    def _paint_queue(self, painter: QPainter, y: float) -> None:
        """The relay queue, a row a player; the next one's row, gold, says so — on a second
        line of its row when the name and the note do not fit side by side."""
        left = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip
        room = self.h - y - 6
        notes = sum(1 for _, note, _ in self.queue if note)
        # the next one's note on a line of its own when there is height for it
        need = font(17).pixelSize() * 1.3              # a line of the grown font
        split = room / max(1, len(self.queue) + notes) >= need
        row = min(max(26.0, need) if split else 26.0,
                  room / max(1, len(self.queue) + (notes if split else 0)))
        for i, (name, note, gone) in enumerate(self.queue):
            text = f"{i + 1}. {name}"
            painter.setFont(font(min(17, row - 7), bold=bool(note), strike=gone))
            need = painter.fontMetrics().horizontalAdvance(text)
            note_font = font(min(14, row - 9))
            if note:
                need += QFontMetricsF(note_font).horizontalAdvance(note) + 22
            double = bool(note) and split and need > self.W - 30
            if note and not double and need > self.W - 30:     # no height for it: shortened
                note = _elide_to(note_font, note, (self.W - 30) / 2)
                text = _elide_to(painter.font(), text, self.W - 30
                                 - QFontMetricsF(note_font).horizontalAdvance(note) - 22)
            elif not note or double:                  # a long name ends in "…", not at the edge
                text = _elide_to(painter.font(), text, self.W - 30)
            height = row * (2 if double else 1)
            rect = QRectF(8, y, self.W - 16, height - 2)
            if note:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(242, 194, 48, 200))
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(QColor("#1b1b1b"))
                painter.setFont(note_font)
                place = rect.adjusted(8, row - 2, -8, 0) if double else rect.adjusted(8, 0, -8, 0)
                painter.drawText(place, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                                 | Qt.TextFlag.TextDontClip, note)
            painter.setPen(QColor("#1b1b1b") if note else (QColor(255, 255, 255, 110) if gone else TEXT))
            painter.setFont(font(min(17, row - 7), bold=bool(note), strike=gone))
            line = QRectF(rect.left(), rect.top(), rect.width(), row - 2)
            painter.drawText(line.adjusted(8, 0, -6, 0), left | Qt.AlignmentFlag.AlignVCenter, text)
            y += height


class HeavenPanel(QGraphicsObject):
    """The heaven-phase announcement: one row per winner with the revealing cards."""

    clicked = Signal()

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = self.button = self.footer = ""
        self.rows: list[tuple[str, str, str, str]] = []
        self.button_rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    TEXT_W = 430.0       # the winners' words; the cards have the rest (they close up)

    def set_content(self, title: str, rows: list[tuple[str, str, str, str, list[str]]], footer: str,
                    button: str) -> None:
        """rows: (name, kinds, role and multiplier, points, cards)."""
        for child in self.childItems():
            child.setParentItem(None)
            if child.scene() is not None:
                child.scene().removeItem(child)
        self.title, self.footer, self.button = title, footer, button
        self.rows = [(a, b, c, d) for a, b, c, d, _ in rows]
        width = QFontMetricsF(font(20, bold=True)).horizontalAdvance(button) + 40
        self.button_rect = QRectF(self.rect.right() - 16 - width, self.rect.bottom() - 54, width, 40)
        top = self.rect.top() + 56
        avail = self.rect.height() - 56 - 64
        self.row_h = min(130.0, avail / max(1, len(rows)))
        scale = min(0.62, (self.row_h - 12) / CARD_H)
        for i, (*_, cards) in enumerate(rows):
            x0 = self.rect.left() + 24 + self.TEXT_W
            room = self.rect.right() - 16 - x0 - CARD_W * scale
            step = min(CARD_W * scale + 6, room / max(1, len(cards) - 1))
            for j, card in enumerate(cards):
                item = CardItem(card)
                item.setParentItem(self)
                item.setScale(scale)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setPos(QPointF(x0 + j * step, top + i * self.row_h + (self.row_h - CARD_H * scale) / 2))
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def opaqueArea(self) -> QPainterPath:
        """The panel hides the table under it (Qt skips painting what it covers)."""
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(20, 12, 40))
        painter.drawRoundedRect(self.rect, 14, 14)
        r = self.rect
        painter.setPen(GOLD)
        painter.setFont(font(28, bold=True))
        painter.drawText(QRectF(r.left() + 16, r.top() + 10, r.width() - 32, 40), Qt.AlignmentFlag.AlignCenter,
                         _elide(painter, self.title, r.width() - 32))
        top = r.top() + 56
        for i, row in enumerate(self.rows):
            box = QRectF(r.left() + 16, top + i * self.row_h, self.TEXT_W, self.row_h)
            lines = self._row_lines(row, box.width())
            heights = [f.pixelSize() * 1.3 for _, f, _ in lines]
            y = max(box.top(), box.center().y() - sum(heights) / 2)
            for (text, line_font, colour), height in zip(lines, heights, strict=True):
                painter.setFont(line_font)
                painter.setPen(QColor(colour))
                painter.drawText(QRectF(box.left(), y, box.width(), height), Qt.AlignmentFlag.AlignLeft
                                 | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip, text)
                y += height
        painter.setFont(font(16))
        painter.setPen(SOFT)
        painter.drawText(QRectF(r.left() + 16, r.bottom() - 56, r.width() - 220, 44),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.footer)
        painter.setFont(font(20, bold=True))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(self.button_rect, 10, 10)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(self.button_rect, Qt.AlignmentFlag.AlignCenter, self.button)

    def _row_lines(self, row: tuple[str, str, str, str], width: float) -> list[tuple[str, QFont, QColor]]:
        """A winner's lines, each wrapped to `width` (whole, never cut with "…": issue 34.5):
        name, kinds, role and points on lines of their own when the row has the height for
        them at the fonts as drawn (bigger on a small window), else two lines run on."""
        name, kinds, role, points = row
        roomy = [(name, 20, True, QColor("white")), (kinds, 16, False, SOFT), (role, 16, False, SOFT),
                 (points, 20, True, GOLD)]
        tight = [(f"{name} — {points}", 17, True, QColor("white")), (f"{kinds} · {role}", 14, False, SOFT)]
        for layout in (roomy, tight):
            lines = [(line, f, colour) for text, px, bold, colour in layout
                     for f in [font(px, bold)] for line in wrapped(text, f, width).split("\n")]
            if sum(f.pixelSize() * 1.3 for _, f, _ in lines) <= self.row_h:
                break
        return lines

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        self.clicked.emit()


class Banner(QGraphicsObject):
    """A big one-line announcement (地牌 / 抢地 / 人牌 / round start) over the trick area."""

    def __init__(self, centre: QPointF, width: float = 640.0) -> None:
        super().__init__()
        self.centre, self.w = centre, width
        self.text = self.sub = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, sub: str = "") -> None:
        self.text, self.sub = text, sub
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.centre.x() - self.w / 2, self.centre.y() - 50, self.w, 100)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(60, 10, 20, 225))
        painter.drawRoundedRect(rect, 16, 16)
        painter.setPen(GOLD)
        painter.setFont(font(34, bold=True))
        painter.drawText(rect.adjusted(12, 4, -12, -44), Qt.AlignmentFlag.AlignCenter,
                         _elide(painter, self.text, rect.width() - 24))
        painter.setPen(QColor("white"))
        painter.setFont(font(19))
        painter.drawText(rect.adjusted(12, 56, -12, -8), Qt.AlignmentFlag.AlignCenter,
                         _elide(painter, self.sub, rect.width() - 24))


class Snapshot(QGraphicsPixmapItem):
    """Shows a painter item (Plate, InfoPanel, TrickRow …) as a pixmap rendered at the
    view's device scale: Qt repaints it without calling Python, so redraws never wait
    for the engine thread. `refresh()` after the painter's content changes."""

    def __init__(self, source: QGraphicsItem, device_scale: Callable[[], float]) -> None:
        super().__init__()
        self.source, self.device_scale = source, device_scale
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._scale = 0.0
        self.refresh()

    def refresh(self) -> None:
        rect = self.source.boundingRect()
        scale = max(0.2, self.device_scale())
        self._scale = scale
        pixmap = QPixmap(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        self.source.paint(painter, None, None)
        painter.end()
        self.setPixmap(pixmap)
        self.setOffset(rect.left() * scale, rect.top() * scale)
        self.setScale(1 / scale)

    def rescale(self) -> None:
        if abs(self.device_scale() - self._scale) > 1e-3:
            self.refresh()
