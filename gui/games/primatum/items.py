"""九尊 scene items: the two-number cards, the round card, territory column slots,
seat plates and the announcement banner.

A 九尊 card is a CustomFace (title = country name, big = 文 number in Chinese numerals
or the palace glyph, small = 武 number in Arabic digits, colour = the country's) painted
so that a card overlapped from below still shows its numbers: the coloured band on
top carries both numbers and the country, the body repeats the active number large.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...table import CardItem, CustomFace, face_font, pixel_font
from ...table.faces import RADIUS, paint_back

#: 齊 楚 趙 魏 秦 (engine letters Q C Z W N)
COUNTRY_COLOURS = ("#1f5fa8", "#b3261e", "#2e7d32", "#6a3d9a", "#3b3b3b")
NUMERALS = "〇一二三四五六七八九"
PALACE_GLYPHS = {"K": "王", "H": "后", "P": "公子"}
BAND_H = 38.0          # the coloured band: what a stacked card still shows
GOLD = QColor("#e0b21c")


font = pixel_font


def card_numbers(code: str) -> tuple[int, int]:
    """(文, 武) of a card notation: palace cards 9 and 9, a 斌 card n and 10 − n."""
    if len(code) > 2 and code[1] == "-":
        return 9, 9
    n = int(code[1])
    return n, 10 - n


def palace_kind(code: str) -> str | None:
    return code[2] if len(code) > 2 and code[1] == "-" else None


class PrimatumCard(CardItem):
    """A 九尊 card: CustomFace data plus which number is active and the 尊 mark."""

    def __init__(self, code: str, face: CustomFace, emphasis: str = "文", zun: bool = False,
                 face_up: bool = True, parent: QGraphicsItem | None = None) -> None:
        super().__init__(face, face_up, parent)
        self.code = code
        self.emphasis = emphasis
        self.zun = zun
        self.palace = palace_kind(code)
        self.marked = False          # red outline: a card about to be lost

    def set_marked(self, on: bool) -> None:
        self.marked = on
        self.update()

    def face_key(self) -> object:
        if self.is_face_up() and isinstance(self.card, CustomFace):
            return ("primatum", self.card, self.emphasis, self.zun, self.palace is not None)
        return None

    def paint_face_on(self, painter: QPainter, rect: QRectF) -> None:
        if self.is_face_up() and isinstance(self.card, CustomFace):
            paint_primatum_face(painter, rect, self.card, self.emphasis, self.zun,
                                self.palace is not None)
        else:
            paint_back(painter, rect)

    def paint_overlay(self, painter: QPainter, rect: QRectF) -> None:
        if self.marked:
            painter.setBrush(QColor(200, 30, 30, 70))
            painter.setPen(QPen(QColor("#ff4d4d"), 4.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), RADIUS + 1, RADIUS + 1)


def paint_primatum_face(painter: QPainter, rect: QRectF, face: CustomFace, emphasis: str,
                        zun: bool, palace: bool) -> None:
    colour = QColor(face.colour)
    painter.setPen(QPen(QColor("#8a8a8a"), 1.2))
    if palace:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, QColor("#fffaf0"))
        grad.setColorAt(1.0, QColor("#f3e3b5"))
        painter.setBrush(QBrush(grad))
    else:
        painter.setBrush(QColor("#faf8f3"))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, BAND_H - 6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 5, 5)
    _paint_band(painter, band, face, emphasis, palace)
    body = QRectF(rect.left() + 4, rect.top() + BAND_H, rect.width() - 8, rect.height() - BAND_H - 4)
    if palace:
        painter.setPen(QPen(colour.lighter(150), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body.adjusted(4, 4, -4, -4), 6, 6)
        painter.setPen(colour.darker(110))
        painter.setFont(face_font(46 if len(face.big) == 1 else 34, bold=True))
        painter.drawText(body.adjusted(0, 0, 0, -28), Qt.AlignmentFlag.AlignCenter, face.big)
        painter.setFont(face_font(14))
        painter.drawText(body.adjusted(0, body.height() - 34, 0, -6), Qt.AlignmentFlag.AlignCenter,
                         face.subtitle)
    else:
        active = face.big if emphasis == "文" else face.small
        other = face.small if emphasis == "文" else face.big
        painter.setPen(colour)
        painter.setFont(face_font(54, bold=True))
        painter.drawText(body.adjusted(0, -4, 0, -26), Qt.AlignmentFlag.AlignCenter, active)
        painter.setPen(QColor("#6b6b6b"))
        painter.setFont(face_font(20, bold=True))
        painter.drawText(QRectF(body.right() - 40, body.bottom() - 28, 36, 26),
                         Qt.AlignmentFlag.AlignCenter, other)
    if zun:
        _paint_zun(painter, QPointF(rect.left() + 20, rect.bottom() - 20))


def _paint_band(painter: QPainter, band: QRectF, face: CustomFace, emphasis: str,
                palace: bool) -> None:
    """Numbers on the left (what an overlapped card still shows), the phase's own first;
    country on the right."""
    painter.setPen(QColor("#ffffff"))
    title_font = face_font(17 if len(face.title) <= 2 else 13, bold=True)
    painter.setFont(title_font)
    title_w = painter.fontMetrics().horizontalAdvance(face.title) + 4
    painter.drawText(QRectF(band.right() - title_w - 3, band.top(), title_w, band.height()),
                     Qt.AlignmentFlag.AlignCenter, face.title)
    left = band.left() + 5
    if palace:
        painter.setFont(face_font(22 if len(face.big) == 1 else 18, bold=True))
        painter.drawText(QRectF(left, band.top(), band.width() - title_w - 8, band.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.big)
        return
    # The number that counts in this phase leads the band: a card overlapped by its right
    # neighbour (a crowded hand of large cards) still shows it.
    parts = ((face.big, emphasis == "文"), (face.small, emphasis == "武"))
    if emphasis == "武":
        parts = parts[::-1]
    for text, strong in parts:
        painter.setFont(face_font(25 if strong else 18, bold=True))
        painter.setPen(QColor("#ffffff") if strong else QColor(255, 255, 255, 190))
        width = painter.fontMetrics().horizontalAdvance(text) + 4
        painter.drawText(QRectF(left, band.top(), width, band.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        left += width + 2


def _paint_zun(painter: QPainter, centre: QPointF) -> None:
    painter.setPen(QPen(QColor("#8a5a00"), 1.5))
    painter.setBrush(GOLD)
    painter.drawEllipse(centre, 15, 15)
    painter.setPen(QColor("#5a1a00"))
    painter.setFont(face_font(17, bold=True))
    painter.drawText(QRectF(centre.x() - 15, centre.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter,
                     "尊")


class RoundCard(QGraphicsObject):
    """The round card: two big characters (phase 1 over phase 2), the active one lit."""

    W, H = 96.0, 134.0

    def __init__(self, card: str, phase: int) -> None:
        super().__init__()
        self.card = card or "  "
        self.phase = phase

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.W + 8, self.H + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        painter.setPen(QPen(QColor("#5a3d10"), 2))
        painter.setBrush(QColor("#f6ecd2"))
        painter.drawRoundedRect(rect, 9, 9)
        half = (self.H - 12) / 2
        for i, ch in enumerate(self.card[:2]):
            box = QRectF(8, 6 + i * half, self.W - 16, half - 2)
            lit = self.phase == i + 1
            painter.setPen(QPen(QColor("#b8860b"), 3) if lit else Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#fff2a8") if lit else QColor(0, 0, 0, 0))
            painter.drawRoundedRect(box, 7, 7)
            colour = QColor("#1f3f8f") if ch == "文" else QColor("#9b1b1b")
            if not lit:
                colour.setAlpha(110)
            painter.setPen(colour)
            painter.setFont(font(50, bold=True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, ch)


class ColumnSlot(QGraphicsObject):
    """A territory column's click target: gold for a pledge, red for a territory loss;
    a click while it takes nothing is `refused` (the table says why)."""

    clicked = Signal(int)
    refused = Signal(int)

    def __init__(self, column: int, rect: QRectF) -> None:
        super().__init__()
        self.column = column
        self.rect = QRectF(rect)
        self.mode = ""            # "", "pledge", "may" (a 押 could go here), "lose"
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self._hover = False

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.setCursor(Qt.CursorShape.PointingHandCursor if mode in ("pledge", "lose")
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.mode:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#ff5a4d") if self.mode == "lose" else QColor("#f2c230")
        fill = QColor(colour)
        # "may": a thinner, fainter outline — the column can take a 押 once a card is chosen
        fill.setAlpha(18 if self.mode == "may" else 90 if self._hover else 45)
        painter.setBrush(fill)
        painter.setPen(QPen(colour, 2.0 if self.mode == "may" else 3.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, 8, 8)

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def key_press(self) -> bool:
        """What a click does, from the keyboard (gui/table/keyboard.py)."""
        (self.clicked if self.mode else self.refused).emit(self.column)
        return True

    def mouseReleaseEvent(self, event) -> None:
        if self.rect.contains(event.pos()):
            (self.clicked if self.mode else self.refused).emit(self.column)


class Banner(QGraphicsObject):
    """A big announcement across the table (大勝方, 大亂方, a new round)."""

    def __init__(self, text: str, sub: str = "", colour: str = "#f2c230") -> None:
        super().__init__()
        self.text, self.sub, self.colour = text, sub, QColor(colour)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        return QRectF(-420, -60, 840, 120)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-410, -52, 820, 104)
        painter.setPen(QPen(self.colour, 3))
        painter.setBrush(QColor(10, 20, 14, 225))
        painter.drawRoundedRect(rect, 16, 16)
        painter.setPen(self.colour)
        painter.setFont(font(36, bold=True))
        metrics = painter.fontMetrics()
        text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, 790)
        top = rect.adjusted(10, 6, -10, -44 if self.sub else -6)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, text)
        if self.sub:
            painter.setPen(QColor("#e9f2ec"))
            painter.setFont(font(20))
            sub = painter.fontMetrics().elidedText(self.sub, Qt.TextElideMode.ElideRight, 790)
            painter.drawText(rect.adjusted(10, 58, -10, -8), Qt.AlignmentFlag.AlignCenter, sub)
