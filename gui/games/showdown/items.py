"""The 九局對決 table's scene items that are not cards: the baseball field with its four
bases, the runner pieces, the line score, the inning / outs board and text boxes. The table
(table.py) decides what they show; layout.py says where they go.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...table import CARD_H, CARD_W, text_floor
from ...table.wrap import wrapped
from .layout import (
    ABILITY_RECT,
    BASE_ORDER,
    BASES,
    HOME,
    INFO_RECT,
    LINE_RECT,
    MOUND,
    RUNNER_R,
    SEAT_COLOURS,
    elided,
    font,
)

#: A Panel's default fill: black at half strength over the felt.
PANEL_FILL = QColor(0, 0, 0, 120)


class Field(QGraphicsItem):
    """The ballpark: outfield grass, infield dirt, foul lines, bases and their names."""

    def __init__(self) -> None:
        super().__init__()
        self.labels = {"home": "", "1B": "", "2B": "", "3B": ""}
        self.mound = ""
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 126, 604, 512)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        reach = 410.0
        fan = QPainterPath(HOME)
        fan.arcTo(QRectF(HOME.x() - reach, HOME.y() - reach, 2 * reach, 2 * reach), 45, 90)
        fan.closeSubpath()
        grad = QRadialGradient(HOME, reach)
        grad.setColorAt(0.0, QColor("#3f9a55"))
        grad.setColorAt(1.0, QColor("#2a7a40"))
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2))
        painter.setBrush(QBrush(grad))
        painter.drawPath(fan)
        dirt = QPolygonF([BASES[b] for b in BASE_ORDER])
        painter.setPen(QPen(QColor("#b07a45"), 34, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(QColor("#4aa35e"))
        painter.drawPolygon(dirt)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(dirt)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#b07a45"))
        painter.drawEllipse(MOUND, 30, 30)
        painter.drawEllipse(HOME + QPointF(0, 6), 34, 30)
        self._paint_bases(painter)

    def _paint_bases(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#6b6b6b"), 1))
        painter.setBrush(QColor("white"))
        for name in ("1B", "2B", "3B"):
            c = BASES[name]
            painter.drawPolygon(QPolygonF([c + QPointF(0, -11), c + QPointF(11, 0),
                                           c + QPointF(0, 11), c + QPointF(-11, 0)]))
        h = HOME
        painter.drawPolygon(QPolygonF([h + QPointF(-10, -8), h + QPointF(10, -8), h + QPointF(10, 2),
                                       h + QPointF(0, 11), h + QPointF(-10, 2)]))
        painter.setFont(font(15, bold=True))
        spots = {"home": QRectF(h.x() - 90, h.y() + 16, 180, 22),
                 "1B": QRectF(BASES["1B"].x() - 20, BASES["1B"].y() + 22, 120, 22),
                 "2B": QRectF(BASES["2B"].x() - 60, BASES["2B"].y() - 44, 120, 22),
                 "3B": QRectF(BASES["3B"].x() - 100, BASES["3B"].y() + 22, 120, 22)}
        align = {"home": Qt.AlignmentFlag.AlignCenter, "1B": Qt.AlignmentFlag.AlignLeft,
                 "2B": Qt.AlignmentFlag.AlignCenter, "3B": Qt.AlignmentFlag.AlignRight}
        for name, rect in spots.items():
            painter.setPen(QColor(0, 0, 0, 120))
            text = elided(painter, self.labels[name], rect.width())
            painter.drawText(rect.translated(1, 1), align[name] | Qt.AlignmentFlag.AlignVCenter, text)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(rect, align[name] | Qt.AlignmentFlag.AlignVCenter, text)
        painter.setFont(font(12, bold=True))
        painter.setPen(QColor("#fff2d6"))
        painter.drawText(QRectF(MOUND.x() - 60, MOUND.y() - 9, 120, 18), Qt.AlignmentFlag.AlignCenter,
                         elided(painter, self.mound, 110))


class Runner(QGraphicsObject):
    """A white runner piece with its side's coloured ring (animatable pos / opacity)."""

    def __init__(self, seat: int, label: str = "") -> None:
        super().__init__()
        self.ring = QColor(SEAT_COLOURS[seat % 2])
        self.label = label
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = RUNNER_R + 4
        return QRectF(-r, -r - 8, 2 * r, 2 * r + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QPointF(2, 3), RUNNER_R, RUNNER_R * 0.8)
        grad = QRadialGradient(QPointF(-4, -12), RUNNER_R * 1.6)
        grad.setColorAt(0, QColor("#ffffff"))
        grad.setColorAt(1, QColor("#d7d7d7"))
        painter.setPen(QPen(self.ring, 4))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(QPointF(0, -6), RUNNER_R, RUNNER_R)
        if self.label:
            painter.setPen(self.ring.darker(140))
            painter.setFont(font(13, bold=True))
            painter.drawText(QRectF(-RUNNER_R, -6 - RUNNER_R, 2 * RUNNER_R, 2 * RUNNER_R),
                             Qt.AlignmentFlag.AlignCenter, self.label)


class Panel(QGraphicsItem):
    """A dark rounded box with centred, wrapped lines of text (first line bigger).

    A line too wide for the box is made smaller, down to the smallest readable size, and
    then wraps; the box grows down into `room` (what is free below it) when its lines need
    it. A line was cut with "…" at 800×600 (the ruling "Last play: … — wrong suit,
    productive out", issue 34): only a box without room left shortens its last words."""

    def __init__(self, rect: QRectF, lines: list[str], sizes: tuple[int, ...] = (24, 17),
                 border: str = "#ffffff", fill: QColor = PANEL_FILL,
                 room: QRectF | None = None) -> None:
        super().__init__()
        self.rect, self.lines, self.sizes = QRectF(rect), list(lines), sizes
        self.border, self.fill = QColor(border), fill
        self.setZValue(5)
        self._laid = self._layout(room)

    def _layout(self, room: QRectF | None) -> list[tuple[str, float, bool, float]]:
        """(text, font size, bold, height) of each line as shown (a wrapped line in its
        parts); the box grown into `room` if need be."""
        lines = [t for t in self.lines if t]
        width = self.rect.width() - 20
        floor = text_floor()

        def fitted(scale: float) -> list[tuple[str, float, bool, float]]:
            out = []
            for i, text in enumerate(lines):
                size = max(self.sizes[min(i, len(self.sizes) - 1)] * scale, floor)
                while size > floor and _advance(text, size, i == 0) > width:
                    size = max(floor, size - 1)
                parts = _wrapped(text, size, i == 0, width)
                # a wrapped line's parts close together: they read as one sentence
                step = size * (1.3 if len(parts) == 1 else 1.2)
                out += [(part, size, i == 0, step) for part in parts]
            return out
        laid = fitted(1.0)
        inner = self.rect.height() - 8
        need = sum(h for *_, h in laid)
        for scale in (inner / need, 0.0):   # sizes shrunk together, never under the floor
            if need > inner:
                laid = fitted(max(0.0, scale))
                need = sum(h for *_, h in laid)
        if need > inner and room is not None:
            self.rect.setBottom(min(max(room.bottom(), self.rect.bottom()),
                                    self.rect.top() + need + 8))
        return laid

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, 2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self.rect, 10, 10)
        if not self._laid:
            return
        inner = self.rect.adjusted(10, 4, -10, -4)
        y = inner.top() + max(0.0, (inner.height() - sum(h for *_, h in self._laid)) / 2)
        for text, size, bold, height in self._laid:
            if y + height > inner.bottom() + 2:
                break                       # no room left for it (a box without room below)
            painter.setFont(font(size, bold=bold))
            painter.setPen(QColor("#ffffff") if bold else QColor("#e3efe6"))
            painter.drawText(QRectF(inner.left(), y, inner.width(), height),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                             elided(painter, text, inner.width()))
            y += height


def _advance(text: str, size: float, bold: bool) -> float:
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text)


def _wrapped(text: str, size: float, bold: bool, width: float) -> list[str]:
    """`text` broken into the lines that fit `width` (between words; anywhere in Chinese;
    a last line of a scrap balanced away: the kit's gui/table/wrap.py)."""
    parts = [part.strip() for part in wrapped(text, font(size, bold), width).split("\n")]
    return [part for part in parts if part] or [text]


class InfoBoard(QGraphicsItem):
    """The half-inning (▲ top / ▼ bottom, inning), who bats and fields, and the outs ● ○ ○."""

    def __init__(self) -> None:
        super().__init__()
        self.title, self.batting, self.fielding, self.outs_label = "", "", "", ""
        self.outs = 0
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return INFO_RECT.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = INFO_RECT
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        painter.setBrush(QColor(0, 0, 0, 140))
        painter.drawRoundedRect(r, 10, 10)
        dots_w = 150.0
        left = r.adjusted(14, 6, -dots_w - 14, -6)
        painter.setFont(font(25, bold=True))
        painter.setPen(QColor("#f2c230"))
        painter.drawText(QRectF(left.left(), left.top(), left.width(), 38),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip,
                         elided(painter, self.title, left.width()))
        painter.setFont(font(16))
        painter.setPen(QColor("#ffffff"))
        for i, line in enumerate((self.batting, self.fielding)):
            painter.drawText(QRectF(left.left(), left.top() + 42 + i * 26, left.width(), 24),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip,
                             elided(painter, line, left.width()))
        box = QRectF(r.right() - dots_w - 8, r.top() + 10, dots_w, r.height() - 20)
        painter.setFont(font(16, bold=True))
        painter.setPen(QColor("#d9e8dd"))
        painter.drawText(QRectF(box.left(), box.top(), box.width(), 26),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                         elided(painter, self.outs_label, box.width()))
        for i in range(3):
            centre = QPointF(box.left() + box.width() / 2 + (i - 1) * 40, box.top() + 58)
            painter.setPen(QPen(QColor("#ff6b5b"), 3))
            painter.setBrush(QColor("#ff6b5b") if i < self.outs else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, 14, 14)


class LineScore(QGraphicsItem):
    """Innings 1–9 (and extras), R and H, one row per side (away on top)."""

    def __init__(self) -> None:
        super().__init__()
        self.header = ""
        self.rows: list[tuple[str, list[str], str, str, int]] = []   # name, cells, R, H, seat
        self.columns = 9
        self.current: tuple[int, int] | None = None   # (row, column) of the half being played
        self.r_label, self.h_label = "R", "H"
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return LINE_RECT.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = LINE_RECT
        painter.setPen(QPen(QColor("#c9a227"), 2))
        painter.setBrush(QColor("#10281a"))
        painter.drawRoundedRect(r, 8, 8)
        name_w = 170.0
        total_w = 44.0
        cell = min(38.0, (r.width() - name_w - 2 * total_w - 20) / max(1, self.columns))
        x0, top, row_h = r.left() + 10, r.top() + 8, (r.height() - 16) / 3
        painter.setFont(font(15, bold=True))
        painter.setPen(QColor("#c9d8cd"))
        painter.drawText(QRectF(x0, top, name_w, row_h), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, elided(painter, self.header, name_w - 6))
        xs = [x0 + name_w + i * cell for i in range(self.columns)]
        tx = x0 + name_w + self.columns * cell + 8
        for i, x in enumerate(xs):
            painter.drawText(QRectF(x, top, cell, row_h), Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.setPen(QColor("#f2c230"))
        for j, label in enumerate((self.r_label, self.h_label)):
            painter.drawText(QRectF(tx + j * total_w, top, total_w, row_h), Qt.AlignmentFlag.AlignCenter,
                             label)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawLine(QPointF(x0, top + row_h), QPointF(r.right() - 10, top + row_h))
        for k, (name, cells, runs, hits, seat) in enumerate(self.rows):
            y = top + (k + 1) * row_h
            if self.current is not None and self.current[0] == k and self.current[1] < self.columns:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(242, 194, 48, 70))
                painter.drawRoundedRect(QRectF(xs[self.current[1]] + 2, y + 2, cell - 4, row_h - 4), 4, 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(SEAT_COLOURS[seat % 2]))
            painter.drawEllipse(QPointF(x0 + 6, y + row_h / 2), 5, 5)
            painter.setFont(font(16, bold=True))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(x0 + 16, y, name_w - 20, row_h), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, elided(painter, name, name_w - 22))
            painter.setFont(font(17))
            for x, text in zip(xs, cells, strict=False):
                painter.drawText(QRectF(x, y, cell, row_h), Qt.AlignmentFlag.AlignCenter, text)
            painter.setFont(font(18, bold=True))
            painter.setPen(QColor("#f2c230"))
            for j, text in enumerate((runs, hits)):
                painter.drawText(QRectF(tx + j * total_w, y, total_w, row_h),
                                 Qt.AlignmentFlag.AlignCenter, text)


class AbilityBoard(QGraphicsItem):
    """The fielding side's once-per-half-inning abilities (available / used), and the
    other side's runners waiting on base (保留壘包)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.rows: list[tuple[str, str, bool]] = []    # name, state word, available
        self.footer = ""
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return ABILITY_RECT.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = ABILITY_RECT
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(r, 10, 10)
        inner = r.adjusted(14, 8, -14, -8)
        painter.setFont(font(16, bold=True))
        painter.setPen(QColor("#f2c230"))
        # as tall as the font: on a small view the text grows past 26 (gui/table/faces.py)
        high = max(26.0, painter.fontMetrics().height())
        painter.drawText(QRectF(inner.left(), inner.top() + 13 - high / 2, inner.width(), high),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         elided(painter, self.title, inner.width()))
        pill_w = 150.0
        for i, (name, word, available) in enumerate(self.rows):
            y = inner.top() + 32 + i * 36
            painter.setFont(font(17, bold=True))
            painter.setPen(QColor("#ffffff") if available else QColor("#9fb3a6"))
            painter.drawText(QRectF(inner.left(), y, inner.width() - pill_w - 10, 30),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             elided(painter, name, inner.width() - pill_w - 10))
            pill = QRectF(inner.right() - pill_w, y + 2, pill_w, 26)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2e8b57") if available else QColor("#5b5b5b"))
            painter.drawRoundedRect(pill, 12, 12)
            painter.setFont(font(14, bold=True))
            painter.setPen(QColor("white"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, elided(painter, word, pill_w - 10))
        painter.setFont(font(15))
        painter.setPen(QColor("#d9e8dd"))
        painter.drawText(QRectF(inner.left(), inner.bottom() - 26, inner.width(), 26),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         elided(painter, self.footer, inner.width()))


class CardSlot(QGraphicsItem):
    """A dashed card-sized outline where the batter's / pitcher's card will land."""

    def __init__(self, pos: QPointF) -> None:
        super().__init__()
        self.setPos(pos)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CARD_W + 4, CARD_H + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 8, 8)
