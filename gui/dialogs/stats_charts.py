"""The Statistics dialog's pictures, painted with QPainter (docs/architecture.md says why not
QtCharts): the figures at a glance (SummaryStrip), the win rate over time (WinRateChart), the
win rate by level (LevelBars), how the scores spread (ScoreHistogram) and the accuracy of the
reviewed games (AccuracyChart). gui/dialogs/
stats_chart.py draws the last results and the streaks.

Each chart keeps what it drew (`points`, `bars`) for the tests and the screen reader (its
accessible description says the same in words), and paints in the colours of the scheme in
use (gui/style). At most RECENT points or a handful of bars: a big history costs nothing here.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..lang.arg import arg
from ..style import current_scheme
from ..userdata.stats_pictures import Bin

PAD = 10.0
TITLE_H = 22.0
AXIS_W = 34.0
FOOT_H = 30.0
HEADROOM = 18.0        # above the tallest bar, for its number
TITLE_PT = 12.0


@dataclass(frozen=True)
class Bar:
    """One drawn bar: its label, value, the count written on it and where it is."""
    label: str
    value: float
    count: int
    rect: QRectF


class Chart(QWidget):
    """A card with a title; `plot()` is the room left for the picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""
        self.setMinimumSize(180, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(340, 170)

    def set_title(self, title: str, empty_text: str) -> None:
        self.title, self.empty_text = title, empty_text
        self.setAccessibleName(title)
        self.update()

    def plot(self) -> QRectF:
        return QRectF(PAD + AXIS_W, PAD + TITLE_H, self.width() - 2 * PAD - AXIS_W,
                      self.height() - 2 * PAD - TITLE_H - FOOT_H)

    def has_data(self) -> bool:
        return False

    def paintEvent(self, event) -> None:
        s = current_scheme()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(s.line), s.border))
        painter.setBrush(QColor(s.base))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(TITLE_PT)          # as a tile's title (gui/style/sheet.py)
        painter.setFont(font)
        painter.setPen(QColor(s.heading))
        painter.drawText(QRectF(PAD + 2, PAD - 2, self.width() - 2 * PAD, TITLE_H),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(self.font())
        if self.has_data():
            self.draw(painter, s)
        else:
            painter.setPen(QColor(s.muted))
            painter.drawText(QRectF(self.rect()).adjusted(PAD, PAD + TITLE_H, -PAD, -PAD),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_text)
        painter.end()

    def draw(self, painter: QPainter, s) -> None:
        raise NotImplementedError

    def _percent_axis(self, painter: QPainter, s, plot: QRectF) -> None:
        """Lines at 0, 50 and 100 % with their numbers at the left."""
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(QPen(QColor(s.line), 1, Qt.PenStyle.DashLine if fraction == 0.5
                                else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(s.muted))
            painter.drawText(QRectF(PAD, y - 9, AXIS_W - 4, 18),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{fraction:.0%}")


class WinRateChart(Chart):
    """The win rate after each recent game: a line over a soft area, the last point marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rates: list[float] = []
        self.points: list[QPointF] = []

    def set_rates(self, rates: list[float], description: str) -> None:
        self.rates = list(rates)
        self.setAccessibleDescription(description)
        self.update()

    def has_data(self) -> bool:
        return bool(self.rates)

    def layout_points(self) -> list[QPointF]:
        plot = self.plot()
        step = plot.width() / max(1, len(self.rates) - 1)
        return [QPointF(plot.left() + i * step if len(self.rates) > 1 else plot.center().x(),
                        plot.bottom() - rate * plot.height()) for i, rate in enumerate(self.rates)]

    def draw(self, painter: QPainter, s) -> None:
        plot = self.plot()
        self._percent_axis(painter, s, plot)
        self.points = self.layout_points()
        line = QPainterPath(self.points[0])
        for point in self.points[1:]:
            line.lineTo(point)
        area = QPainterPath(line)
        area.lineTo(self.points[-1].x(), plot.bottom())
        area.lineTo(self.points[0].x(), plot.bottom())
        area.closeSubpath()
        fill = QColor(s.heading)
        fill.setAlpha(45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(area)
        painter.setPen(QPen(QColor(s.heading), 2.4, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(line)
        last = self.points[-1]
        painter.setBrush(QColor(s.accent))
        painter.setPen(QPen(QColor(s.felt_edge), 1.2))
        painter.drawEllipse(last, 5, 5)
        painter.setPen(QColor(s.text))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), FOOT_H - 8),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{self.rates[-1]:.0%}")


class AccuracyChart(WinRateChart):
    """Your accuracy in each reviewed game (issue 35.4: gui/userdata/stats_reviews.py), oldest
    on the left: a dot per game on a line, the last one marked, the mean written under it."""

    def set_accuracies(self, accuracies: list[float], description: str) -> None:
        """`accuracies`: 0–100 per reviewed game, in the order reviewed."""
        self.set_rates([max(0.0, min(100.0, a)) / 100.0 for a in accuracies], description)

    def draw(self, painter: QPainter, s) -> None:
        super().draw(painter, s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(s.heading))
        for point in self.points[:-1]:
            painter.drawEllipse(point, 2.5, 2.5)
        plot = self.plot()
        mean = sum(self.rates) / len(self.rates)
        painter.setPen(QColor(s.muted))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), FOOT_H - 8),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         arg(self.tr("mean %1"), f"{mean:.0%}"))


class BarChart(Chart):
    """Bars from the bottom of the plot, a count on each and a label under each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items: list[tuple[str, float, int]] = []      # label, height 0…1, count
        self.bars: list[Bar] = []
        self.percent = False

    def has_data(self) -> bool:
        return any(count for _, _, count in self.items)

    def plot(self) -> QRectF:
        return super().plot().adjusted(0, HEADROOM, 0, FOOT_H - self.foot())

    def foot(self) -> float:
        """The room under the bars for their labels: two lines when a band breaks after
        its dash (at 800×600 the second line fell below the card's edge, cut off)."""
        if not self.items:
            return FOOT_H
        metrics = self.fontMetrics()
        slot = (self.width() - 2 * PAD - AXIS_W) / len(self.items)
        lines = max(fitted(label, metrics.horizontalAdvance, slot - 2).count("\n") + 1
                    for label, _, _ in self.items)
        return max(FOOT_H, lines * metrics.lineSpacing() + 4)

    def draw(self, painter: QPainter, s) -> None:
        plot = self.plot()
        if self.percent:
            self._percent_axis(painter, s, plot)
        else:
            painter.setPen(QPen(QColor(s.line), 1))
            painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        slot = plot.width() / len(self.items)
        foot = self.foot()
        self.bars = []
        for index, (label, value, count) in enumerate(self.items):
            width = min(slot * 0.62, 56.0)
            height = max(2.0, value * plot.height()) if count else 0.0
            rect = QRectF(plot.left() + index * slot + (slot - width) / 2,
                          plot.bottom() - height, width, height)
            self.bars.append(Bar(label, value, count, rect))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(s.felt_centre if index % 2 == 0 else s.heading)
                             if s.mode.value == "light" else QColor(s.accent))
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(QColor(s.text))
            words = self.bar_text(value, count)
            painter.drawText(QRectF(rect.left() - 20, rect.top() - 18, rect.width() + 40, 16),
                             Qt.AlignmentFlag.AlignCenter, words)
            painter.setPen(QColor(s.muted))
            painter.drawText(QRectF(plot.left() + index * slot, plot.bottom() + 2, slot,
                                    foot - 2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap,
                             fitted(label, painter.fontMetrics().horizontalAdvance, slot - 2))

    def bar_text(self, value: float, count: int) -> str:
        return f"{value:.0%}" if self.percent and count else (str(count) if count else "")


class LevelBars(BarChart):
    """The win rate at each opponent level; the label says how many games it is of."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.percent = True

    def set_levels(self, levels: list[tuple[str, float | None, int]], description: str) -> None:
        self.items = [(label, rate or 0.0, games) for label, rate, games in levels]
        self.setAccessibleDescription(description)
        self.update()


class ScoreHistogram(BarChart):
    """How many of the recent games ended in each band of scores."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[Bin] = []

    def set_bins(self, bins: list[Bin], description: str) -> None:
        self.bins = list(bins)
        most = max((b.count for b in bins), default=0) or 1
        self.items = [(band(b), b.count / most, b.count) for b in bins]
        self.setAccessibleDescription(description)
        self.update()


def fitted(label: str, advance: Callable[[str], int], width: float) -> str:
    """A bar's label in the room under it: a band ("15–29") too wide for its slot breaks
    after its dash into two lines, for which the chart makes room (BarChart.foot; seen at
    800×600: six bands ran into one another as "0–1415–2930–44")."""
    if advance(label) <= width or "–" not in label:
        return label
    low, high = label.split("–", 1)
    return f"{low}–\n{high}"


def band(b: Bin) -> str:
    """A bin's label: one score ("7") or a band ("10–14")."""
    low, high = int(b.low), int(b.high) - 1
    return str(low) if high <= low else f"{low}–{high}"


class SummaryStrip(QWidget):
    """The figures at a glance: a ring of the win rate and a few big numbers with their
    names under them ("12" / "Games")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rate: float | None = None
        self.rate_label = ""
        self.figures: list[tuple[str, str]] = []           # (big text, its name)
        self.setMinimumHeight(74)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(600, 80)

    def set_figures(self, rate: float | None, rate_label: str,
                    figures: list[tuple[str, str]]) -> None:
        self.rate, self.rate_label, self.figures = rate, rate_label, list(figures)
        words = [f"{rate_label}: {'—' if rate is None else f'{rate:.0%}'}"]
        words += [f"{name}: {value}" for value, name in figures]
        self.setAccessibleDescription("; ".join(words))
        self.update()

    def paintEvent(self, event) -> None:
        s = current_scheme()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = len(self.figures) + 1
        slot = self.width() / count
        for index in range(count):
            cell = QRectF(index * slot + 3, 1, slot - 6, self.height() - 2)
            painter.setPen(QPen(QColor(s.line), s.border))
            painter.setBrush(QColor(s.base))
            painter.drawRoundedRect(cell, 10, 10)
            if index == 0:
                self._ring(painter, s, cell)
            else:
                value, name = self.figures[index - 1]
                self._figure(painter, s, cell, value, name)
        painter.end()

    def _figure(self, painter: QPainter, s, cell: QRectF, value: str, name: str) -> None:
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.7)
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(QColor(s.heading))
        painter.drawText(cell.adjusted(4, 4, -4, -cell.height() / 2 + 6),
                         Qt.AlignmentFlag.AlignCenter, value)
        painter.setFont(self.font())
        painter.setPen(QColor(s.muted))
        painter.drawText(cell.adjusted(4, cell.height() / 2, -4, -4),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, name)

    def _ring(self, painter: QPainter, s, cell: QRectF) -> None:
        side = min(cell.height() - 14, cell.width() * 0.45)
        ring = QRectF(cell.left() + 10, cell.center().y() - side / 2, side, side)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(s.line), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawEllipse(ring)
        if self.rate:
            painter.setPen(QPen(QColor(s.accent), 7, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawArc(ring, 90 * 16, -int(self.rate * 360 * 16))
        text = QRectF(ring.right() + 6, cell.top() + 4, cell.right() - ring.right() - 10,
                      cell.height() - 8)
        self._figure(painter, s, text, "—" if self.rate is None else f"{self.rate:.0%}",
                     self.rate_label)
