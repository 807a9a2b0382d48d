"""CardItem: a QGraphicsObject that paints crisp vector cards (no bitmaps).

Faces: standard notation (`AS 10H QD 2C`, jokers `BJ` 大王 / `LJ` 小王), or a
`CustomFace` (title, big number, small number, colour) for games with their own
cards (九尊: 文/武 numbers and a country). Backs: a lattice pattern. States: legal
(gold outline, hover lift, clickable), selected (raised, blue outline), dimmed.
Animatable Qt properties: pos, opacity (built in), `lift`, `xscale` (for flips).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt,
                            Signal)
from PySide6.QtGui import (QBrush, QColor, QFont, QGuiApplication, QLinearGradient, QPainter,
                           QPainterPath, QPen, QPixmap)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

CARD_W = 100.0
CARD_H = 140.0
RADIUS = 8.0
LIFT = 16.0
MARGIN = 6.0

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED = QColor("#c8102e")
BLACK = QColor("#1b1b1b")
GOLD = QColor("#f2c230")
BLUE = QColor("#2f7de1")


@dataclass(frozen=True)
class CustomFace:
    """A text-labelled card: `title` on top, `big` in the middle, `small` in the corners."""

    title: str = ""
    big: str = ""
    small: str = ""
    colour: str = "#2a4d8f"
    subtitle: str = ""


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    """The application font at a size in scene pixels (tables are drawn in scene units)."""
    font = QFont(QGuiApplication.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


_font = pixel_font


class CardItem(QGraphicsObject):
    """One card; `clicked(card)` fires on a click while it is clickable (legal)."""

    clicked = Signal(object)

    def __init__(self, card: str | CustomFace | None = None, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._card = card
        self._face_up = face_up and card is not None
        self._legal = False
        self._selected = False
        self._dimmed = False
        self._lift = 0.0
        self._xscale = 1.0
        self._lift_anim: QPropertyAnimation | None = None   # made on first hover: tables make many cards
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # ---- data ------------------------------------------------------------------------
    @property
    def card(self) -> str | CustomFace | None:
        return self._card

    def set_card(self, card: str | CustomFace | None) -> None:
        self._card = card
        self.update()

    def is_face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        self._face_up = bool(up) and self._card is not None
        self.update()

    def set_legal(self, legal: bool) -> None:
        """Highlight as playable: gold outline, hover lift, pointing-hand cursor, clickable."""
        self._legal = legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        if not legal and not self._selected:
            self._animate_lift(0.0)
        self.update()

    def is_legal(self) -> bool:
        return self._legal

    def set_selected_card(self, selected: bool) -> None:
        self._selected = selected
        self._animate_lift(LIFT if selected else 0.0)
        self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        self._dimmed = dimmed
        self.update()

    # ---- animatable properties ---------------------------------------------------
    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _get_xscale(self) -> float:
        return self._xscale

    def _set_xscale(self, value: float) -> None:
        self._xscale = max(0.0, float(value))
        self.update()

    xscale = Property(float, _get_xscale, _set_xscale)

    # ---- QGraphicsItem -------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-MARGIN, -LIFT - MARGIN, CARD_W + 2 * MARGIN, CARD_H + LIFT + 2 * MARGIN)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, -self._lift, CARD_W, CARD_H), RADIUS, RADIUS)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.save()
        painter.translate(CARD_W / 2, CARD_H / 2 - self._lift)
        painter.scale(self._xscale, 1.0)
        painter.translate(-CARD_W / 2, -CARD_H / 2)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        resting = self._lift < 1
        if not resting:
            self._paint_shadow(painter, rect)
        _blit(painter, self.face_key(), self.paint_face_on, shadow=resting)
        self._paint_state(painter, rect)
        self.paint_overlay(painter, rect)
        painter.restore()

    # ---- hooks for cards of other kinds (九尊) ------------------------------------------
    def face_key(self) -> object:
        """What the face looks like, as a hashable key for the pixmap cache (None: the back)."""
        return self._card if self._face_up else None

    def paint_face_on(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the face (or back) into `rect`; called once per key and size, then cached."""
        if self._face_up:
            paint_face(painter, rect, self._card)
        else:
            paint_back(painter, rect)

    def paint_overlay(self, painter: QPainter, rect: QRectF) -> None:
        """Paint marks over the card that change often (not cached)."""

    def _paint_shadow(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        offset = 2.0 + self._lift * 0.25
        painter.drawRoundedRect(rect.translated(offset * 0.6, offset), RADIUS, RADIUS)

    def _paint_state(self, painter: QPainter, rect: QRectF) -> None:
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        colour = BLUE if self._selected else GOLD if self._legal else None
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 4.0))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), RADIUS + 1, RADIUS + 1)

    # ---- interaction -----------------------------------------------------------------
    def _animate_lift(self, target: float) -> None:
        if self._lift_anim is None:
            if abs(target - self._lift) < 0.01:
                return
            self._lift_anim = QPropertyAnimation(self, b"lift", self)
            self._lift_anim.setDuration(110)
            self._lift_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()

    def hoverEnterEvent(self, event) -> None:
        if self._legal and not self._selected:
            self._animate_lift(LIFT * 0.6)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if not self._selected:
            self._animate_lift(0.0)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self._legal:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self._legal and self.shape().contains(event.pos()):
            self.clicked.emit(self._card)
        super().mouseReleaseEvent(event)


# ---- painters (module functions so tables can paint cards elsewhere too) -----------
_PIXMAPS: dict[tuple, QPixmap] = {}
SHADOW = 3.0        # a resting card's shadow, baked into its pixmap (scene units)


def card_pixmap(key: object, scale: float, shadow: bool = False, draw=None) -> QPixmap:
    """A face painted once per size into a pixmap.

    Painting a face with gradients and text costs about 1.7 ms in software, an
    antialiased shadow 0.2 ms; a table repaints dozens of cards at a time, so every
    card is drawn from this cache (keyed by the face and the device scale, so high-DPI
    screens and any window size stay crisp). `key` is a card notation, a CustomFace,
    None for the back, or any hashable a CardItem subclass uses; `draw(painter, rect)`
    paints it (default: the standard faces). With `shadow` the pixmap is SHADOW larger
    and carries the resting card's shadow."""
    step = max(0.1, round(scale, 2))
    cache_key = (key, step, shadow)
    pixmap = _PIXMAPS.get(cache_key)
    if pixmap is None:
        extra = SHADOW if shadow else 0.0
        pixmap = QPixmap(math.ceil((CARD_W + extra) * step), math.ceil((CARD_H + extra) * step))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(step, step)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(1.2, 2.0), RADIUS, RADIUS)
        if draw is not None:
            draw(painter, rect)
        elif key is None:
            paint_back(painter, rect)
        else:
            paint_face(painter, rect, key)
        painter.end()
        if len(_PIXMAPS) > 800:
            _PIXMAPS.clear()
        _PIXMAPS[cache_key] = pixmap
    return pixmap


def _blit(painter: QPainter, key: object, draw, shadow: bool) -> None:
    """Draw a cached card at (0, 0) of the painter's current card coordinates. When the
    painter only scales and moves (no rotation, no flip), the pixmap is copied 1:1 at the
    device position, which is many times cheaper than a smooth scaled draw."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    pixmap = card_pixmap(key, scale, shadow, draw)
    extra = SHADOW if shadow else 0.0
    if transform.m12() == 0 and transform.m21() == 0 and transform.m11() > 0 and \
            abs(transform.m11() - transform.m22()) < 1e-6:
        origin = transform.map(QPointF(0, 0))
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), pixmap)
        painter.restore()
    else:
        painter.drawPixmap(QRectF(0, 0, CARD_W + extra, CARD_H + extra), pixmap, QRectF(pixmap.rect()))


def clear_pixmap_cache() -> None:
    """Forget cached faces (after a font or language change: joker faces carry text)."""
    _PIXMAPS.clear()

def card_colour(card: str) -> QColor:
    if card == "BJ" or (card not in ("LJ",) and card[-1:] in "HD"):
        return RED
    return BLACK


def paint_face(painter: QPainter, rect: QRectF, card: str | CustomFace | None) -> None:
    """Paint any face: standard notation, a joker, or a CustomFace."""
    if isinstance(card, CustomFace):
        _paint_custom(painter, rect, card)
    elif card in ("BJ", "LJ"):
        _paint_joker(painter, rect, card == "BJ")
    elif isinstance(card, str) and len(card) >= 2 and card[-1] in SUITS:
        _paint_standard(painter, rect, card[:-1], card[-1])
    else:
        _paint_custom(painter, rect, CustomFace(big=str(card or "?"), colour="#555555"))


def _paper(painter: QPainter, rect: QRectF, edge: QColor = QColor("#8a8a8a")) -> None:
    painter.setPen(QPen(edge, 1.2))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, QColor("#f1efe8"))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)


def _corner(painter: QPainter, rect: QRectF, rank: str, symbol: str, colour: QColor) -> None:
    """Rank above suit symbol, top-left and (rotated) bottom-right."""
    for rotate in (False, True):
        painter.save()
        if rotate:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setPen(colour)
        painter.setFont(_font(19 if len(rank) < 2 else 17, bold=True))
        painter.drawText(QRectF(rect.left() + 3, rect.top() + 4, 26, 22),
                         Qt.AlignmentFlag.AlignCenter, rank)
        painter.setFont(_font(17))
        painter.drawText(QRectF(rect.left() + 3, rect.top() + 24, 26, 20),
                         Qt.AlignmentFlag.AlignCenter, symbol)
        painter.restore()


def _paint_standard(painter: QPainter, rect: QRectF, rank: str, suit: str) -> None:
    colour = RED if suit in "HD" else BLACK
    symbol = SUITS[suit]
    _paper(painter, rect)
    _corner(painter, rect, rank, symbol, colour)
    inner = rect.adjusted(28, 24, -28, -24)
    if rank in ("J", "Q", "K"):
        painter.setPen(QPen(colour.lighter(130), 1.5))
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 22))
        painter.drawRoundedRect(inner, 4, 4)
        painter.setPen(colour)
        painter.setFont(_font(40, bold=True))
        painter.drawText(inner.adjusted(0, 0, 0, -26), Qt.AlignmentFlag.AlignCenter, rank)
        painter.setFont(_font(24))
        painter.drawText(inner.adjusted(0, 40, 0, 0), Qt.AlignmentFlag.AlignCenter, symbol)
    else:
        painter.setPen(colour)
        painter.setFont(_font(50 if rank != "A" else 60))
        painter.drawText(rect.adjusted(12, 26, -12, -26), Qt.AlignmentFlag.AlignCenter, symbol)


def _paint_joker(painter: QPainter, rect: QRectF, big: bool) -> None:
    colour = RED if big else BLACK
    _paper(painter, rect, GOLD.darker(140) if big else QColor("#8a8a8a"))
    band = rect.adjusted(6, 6, -6, -6)
    grad = QLinearGradient(band.topLeft(), band.bottomRight())
    if big:
        grad.setColorAt(0, QColor("#fff4cf"))
        grad.setColorAt(1, QColor("#ffd9a0"))
    else:
        grad.setColorAt(0, QColor("#f4f4f4"))
        grad.setColorAt(1, QColor("#d9dde3"))
    painter.setPen(QPen(colour, 1.2))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(band, RADIUS - 2, RADIUS - 2)
    painter.setPen(colour)
    painter.setFont(_font(11, bold=True))
    for i, ch in enumerate("JOKER"):
        painter.drawText(QRectF(band.left() + 1, band.top() + 3 + i * 12, 14, 12),
                         Qt.AlignmentFlag.AlignCenter, ch)
    _star(painter, QPointF(band.center().x() + 4, band.top() + 44), 20, colour, big)
    painter.setPen(colour)
    painter.setFont(_font(27, bold=True))
    painter.drawText(QRectF(band.left(), band.bottom() - 56, band.width(), 50),
                     Qt.AlignmentFlag.AlignCenter, "大王" if big else "小王")


def _star(painter: QPainter, centre: QPointF, radius: float, colour: QColor, filled: bool) -> None:
    import math
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    painter.setPen(QPen(colour, 1.5))
    painter.setBrush(GOLD if filled else QColor("#ffffff"))
    painter.drawPath(path)


def _paint_custom(painter: QPainter, rect: QRectF, face: CustomFace) -> None:
    colour = QColor(face.colour)
    _paper(painter, rect)
    header = QRectF(rect.left() + 5, rect.top() + 5, rect.width() - 10, 26)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(header, 5, 5)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(_font(16 if len(face.title) <= 4 else 12, bold=True))
    painter.drawText(header, Qt.AlignmentFlag.AlignCenter, face.title)
    painter.setPen(colour)
    painter.setFont(_font(48 if len(face.big) <= 2 else 30, bold=True))
    painter.drawText(rect.adjusted(4, 30, -4, -22), Qt.AlignmentFlag.AlignCenter, face.big)
    if face.small:
        painter.setFont(_font(16, bold=True))
        painter.drawText(QRectF(rect.right() - 34, rect.bottom() - 26, 30, 22),
                         Qt.AlignmentFlag.AlignCenter, face.small)
    if face.subtitle:
        painter.setFont(_font(12))
        painter.drawText(QRectF(rect.left() + 5, rect.bottom() - 26, rect.width() - 42, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.subtitle)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """A deep red back with a gold lattice and a 九 medallion."""
    painter.setPen(QPen(QColor("#f3ead6"), 1.0))
    painter.setBrush(QColor("#f3ead6"))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    inner = rect.adjusted(5, 5, -5, -5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#7a1020"))
    painter.drawRoundedRect(inner, RADIUS - 3, RADIUS - 3)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, RADIUS - 3, RADIUS - 3)
    painter.setClipPath(clip)
    painter.setPen(QPen(QColor(242, 194, 48, 110), 1.2))
    step = 12.0
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()
    centre = inner.center()
    painter.setPen(QPen(GOLD, 2.0))
    painter.setBrush(QColor("#7a1020"))
    painter.drawEllipse(centre, 22, 22)
    painter.setPen(GOLD)
    painter.setFont(_font(26, bold=True))
    painter.drawText(QRectF(centre.x() - 22, centre.y() - 22, 44, 44),
                     Qt.AlignmentFlag.AlignCenter, "九")
