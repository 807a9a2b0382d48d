"""Card faces for every table: sizes, colours, the painters and the one pixmap cache.

Faces: standard notation (`AS 10H QD 2C`, jokers `BJ` 大王 / `LJ` 小王), or a `CustomFace`
(title, big number, small number, colour) for games with their own cards (九尊: 文/武
numbers and a country). Backs: a lattice pattern. Suit symbols and which cards are red come
from `engine.cards`, the one place that defines them; a suit's ink comes from the player's
deck colours (two or four, gui/table/card_look.py) — always with its symbol, never instead.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from engine.cards import SUIT_SYMBOLS, is_red

from ..lang.i18n import LanguageManager, current_language
from .card_look import SUIT_INKS, DeckColours
from .card_look import current as current_look
from .passes import checkpoint

CARD_W = 100.0
CARD_H = 140.0
RADIUS = 8.0

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


MIN_TEXT_PX = 11.0     # no table text is drawn smaller than this on the screen
_text_floor = 0.0      # the smallest scene size that still shows as MIN_TEXT_PX


def set_view_scale(scale: float) -> bool:
    """The table view now shows a scene unit as `scale` screen pixels; table texts grow
    (in scene units) so that none is drawn under MIN_TEXT_PX. True if the floor changed."""
    global _text_floor
    floor = math.ceil(MIN_TEXT_PX / scale - 0.01) if scale > 0 else 0.0
    changed = floor != _text_floor
    _text_floor = floor
    return changed


def text_floor() -> float:
    """The smallest table text, in scene pixels, at the current view scale."""
    return _text_floor


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    """The application font for a table text designed at `pixels` scene pixels; never
    smaller than reads on the screen at the view's current scale (`set_view_scale`)."""
    return face_font(max(pixels, _text_floor), bold)


def face_font(pixels: float, bold: bool = False) -> QFont:
    """The application font at exactly `pixels` scene pixels: for card faces, which scale
    as pictures (a card's corner index does not grow on a small screen)."""
    font = QFont(QGuiApplication.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


_font = face_font


SHADOW = 3.0        # a resting card's shadow, baked into its pixmap (scene units)


class FaceCache:
    """Every card face of every table, painted once per look into a pixmap.

    Painting a face with gradients and text costs about 1.7 ms in software, an antialiased
    shadow 0.2 ms; a table repaints dozens of cards at a time, so cards are drawn from here.
    A pixmap is keyed by what it shows (`key`: a card notation, a CustomFace, None for the
    back, or any hashable a CardItem subclass uses), its size in device pixels, the screen's
    device pixel ratio (so high-DPI screens stay crisp), the shadow and the language (joker
    and 九尊 faces carry words). A language switch empties the cache.
    """

    LIMIT = 900   # faces x sizes; a window resize makes new sizes, so old ones are dropped

    def __init__(self) -> None:
        self._pixmaps: dict[tuple, QPixmap] = {}
        self._watching = False

    def pixmap(self, key: object, scale: float, dpr: float = 1.0, shadow: bool = False,
               draw=None) -> QPixmap:
        """The face `key` at `scale` scene-to-logical pixels on a screen of ratio `dpr`;
        `draw(painter, rect)` paints it (default: the standard faces and the back)."""
        self._watch_language()
        step, dpr = max(0.1, round(scale, 2)), max(1.0, round(dpr, 2))
        cache_key = (key, step, dpr, shadow, current_language(), current_look().colours)
        pixmap = self._pixmaps.get(cache_key)
        if pixmap is None:
            pixmap = _paint_pixmap(key, step * dpr, shadow, draw)
            pixmap.setDevicePixelRatio(dpr)
            if len(self._pixmaps) >= self.LIMIT:
                self._pixmaps.clear()
            self._pixmaps[cache_key] = pixmap
            checkpoint()        # a picture's first faces: a pass between them (passes.py)
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def _watch_language(self) -> None:
        if not self._watching and QCoreApplication.instance() is not None:
            LanguageManager.instance().language_changed.connect(self.clear)
            self._watching = True


FACES = FaceCache()


def _paint_pixmap(key: object, device_scale: float, shadow: bool, draw) -> QPixmap:
    extra = SHADOW if shadow else 0.0
    pixmap = QPixmap(math.ceil((CARD_W + extra) * device_scale),
                     math.ceil((CARD_H + extra) * device_scale))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(device_scale, device_scale)
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
    return pixmap


def card_pixmap(key: object, scale: float, shadow: bool = False, draw=None,
                dpr: float = 1.0) -> QPixmap:
    """The cached pixmap of a face (see FaceCache)."""
    return FACES.pixmap(key, scale, dpr, shadow, draw)


def blit(painter: QPainter, key: object, draw=None, shadow: bool = False,
         width: float = CARD_W) -> None:
    """Draw a cached face at (0, 0) of the painter's current coordinates, `width` scene units
    wide. When the painter only scales and moves (no rotation, no flip), the pixmap is copied
    1:1 at the device position, which is many times cheaper than a smooth scaled draw."""
    transform = painter.worldTransform()
    factor = width / CARD_W
    scale = math.hypot(transform.m11(), transform.m12()) * factor
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    pixmap = FACES.pixmap(key, scale, dpr, shadow, draw)
    extra = SHADOW if shadow else 0.0
    if transform.m12() == 0 and transform.m21() == 0 and transform.m11() > 0 and \
            abs(transform.m11() - transform.m22()) < 1e-6:
        origin = transform.map(QPointF(0, 0))
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), pixmap)
        painter.restore()
    else:
        painter.drawPixmap(QRectF(0, 0, (CARD_W + extra) * factor, (CARD_H + extra) * factor),
                           pixmap, QRectF(pixmap.rect()))


def clear_pixmap_cache() -> None:
    """Forget cached faces (a language switch does it by itself)."""
    FACES.clear()


def card_colour(card: str, colours: DeckColours | None = None) -> QColor:
    """The ink of a face. Jokers from the engine's one definition (engine.cards.is_red): 小王
    is red — it belongs to 九局對決's red deck — and 大王 black. A suit's ink is the deck's
    (`colours`, default the player's): hearts and diamonds red, spades and clubs black, or in
    the four-colour deck diamonds blue and clubs green."""
    if card in ("BJ", "LJ") or not card or card[-1] not in SUIT_SYMBOLS:
        return RED if is_red(card) else BLACK
    return QColor(SUIT_INKS[colours or current_look().colours][card[-1]])


def paint_face(painter: QPainter, rect: QRectF, card: str | CustomFace | None,
               colours: DeckColours | None = None) -> None:
    """Paint any face: standard notation, a joker, or a CustomFace; a suit in `colours`
    (default: the player's deck colours)."""
    if isinstance(card, CustomFace):
        _paint_custom(painter, rect, card)
    elif card in ("BJ", "LJ"):
        _paint_joker(painter, rect, card == "BJ")
    elif isinstance(card, str) and len(card) >= 2 and card[-1] in SUIT_SYMBOLS:
        _paint_standard(painter, rect, card[:-1], card[-1], colours)
    else:
        _paint_custom(painter, rect, CustomFace(big=str(card or "?"), colour="#555555"))


PAPER_EDGE = QColor("#8a8a8a")


def _paper(painter: QPainter, rect: QRectF, edge: QColor = PAPER_EDGE) -> None:
    painter.setPen(QPen(edge, 1.2))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, QColor("#f1efe8"))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, RADIUS, RADIUS)


# How far down a face its corner index (rank over suit, `_corner`) reaches, in card units.
INDEX_H = 44.0


def index_width() -> float:
    """How far into a face, from its left edge, its corner index reaches (card units): the
    widest rank, "10", centred in its box, and a pixel. A layout that overlaps cards keeps
    this much of each covered card in sight, so every rank reads whole (issue 34.9)."""
    return 3 + 13 + QFontMetricsF(_font(17, bold=True)).horizontalAdvance("10") / 2 + 1


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


def _paint_standard(painter: QPainter, rect: QRectF, rank: str, suit: str,
                    colours: DeckColours | None = None) -> None:
    colour = card_colour(rank + suit, colours)
    symbol = SUIT_SYMBOLS[suit]
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
    colour = card_colour("BJ" if big else "LJ")
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
