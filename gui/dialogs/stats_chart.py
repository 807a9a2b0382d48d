"""ResultsChart: the last results of a game as bars, painted with QPainter, the longest run
of wins among them marked by a gold bracket over it.

QtCharts is not in PySide6-Essentials, and a row of bars needs none: a win is a green bar up
from the middle line, a loss a red bar down, a draw a grey square on the line (the direction
tells them apart without colour). There is always room for RECENT bars, the newest on the
right, so the scale never changes as results come in. Hovering a bar names its result.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..lang.arg import arg
from ..style import current_scheme
from ..userdata.stats import RECENT, Result
from ..userdata.stats_pictures import best_run

COLOURS = {"win": QColor("#2e8b57"), "loss": QColor("#c0392b"), "draw": QColor("#8a8a8a")}
MARGIN = 10.0
LABEL_H = 18.0


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[Result] = []
        self.run: tuple[int, int] | None = None        # the bracketed run: (first, length)
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(560, 170)

    def set_results(self, results: list[Result]) -> None:
        self.results = list(results)[-RECENT:]
        counts = {o: sum(r.outcome == o for r in self.results) for o in COLOURS}
        self.setAccessibleDescription(
            arg(self.tr("Last %1 results: %2 won, %3 drawn, %4 lost"), str(len(self.results)),
                str(counts["win"]), str(counts["draw"]), str(counts["loss"])))
        self.update()

    # ---- geometry ------------------------------------------------------------------
    def _plot(self) -> QRectF:
        return QRectF(MARGIN, MARGIN + LABEL_H, self.width() - 2 * MARGIN,
                      self.height() - 2 * MARGIN - 2 * LABEL_H)

    def _slot(self, index: int) -> QRectF:
        """The column of the index-th shown result (newest on the right)."""
        plot = self._plot()
        width = plot.width() / RECENT
        left = plot.right() - (len(self.results) - index) * width
        return QRectF(left, plot.top(), width, plot.height())

    def index_at(self, x: float) -> int | None:
        for i in range(len(self.results)):
            if self._slot(i).left() <= x < self._slot(i).right():
                return i
        return None

    # ---- painting ------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        plot = self._plot()
        middle = plot.center().y()
        painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle))
        text = palette.color(QPalette.ColorRole.Text)
        if not self.results:
            painter.setPen(text)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No finished games yet"))
            painter.end()
            return
        painter.setPen(Qt.PenStyle.NoPen)
        for i, result in enumerate(self.results):
            slot = self._slot(i).adjusted(1.5, 2, -1.5, -2)
            painter.setBrush(COLOURS[result.outcome])
            if result.outcome == "win":
                painter.drawRect(QRectF(slot.left(), slot.top(), slot.width(), middle - slot.top()))
            elif result.outcome == "loss":
                painter.drawRect(QRectF(slot.left(), middle, slot.width(), slot.bottom() - middle))
            else:
                side = min(slot.width(), 8.0)
                painter.drawRect(QRectF(slot.center().x() - side / 2, middle - side / 2, side, side))
        self._paint_run(painter)
        self._paint_labels(painter, plot, text)
        painter.end()

    def _paint_run(self, painter: QPainter) -> None:
        """A gold bracket over the longest run of wins (the latest of equals)."""
        self.run = best_run(self.results)
        if self.run is None or self.run[1] < 2:
            return
        first, length = self.run
        left, right = self._slot(first).left() + 1, self._slot(first + length - 1).right() - 1
        top = self._plot().top() - 2
        painter.setPen(QPen(QColor(current_scheme().accent), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline([QPointF(left, top + 5), QPointF(left, top), QPointF(right, top),
                              QPointF(right, top + 5)])

    def _paint_labels(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        x = plot.left()
        for outcome, label in (("win", self.tr("Won")), ("draw", self.tr("Drawn")),
                               ("loss", self.tr("Lost"))):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COLOURS[outcome])
            painter.drawRect(QRectF(x, MARGIN + 4, 10, 10))
            painter.setPen(text)
            width = painter.fontMetrics().horizontalAdvance(label)
            painter.drawText(QRectF(x + 14, MARGIN, width + 4, LABEL_H),
                             Qt.AlignmentFlag.AlignVCenter, label)
            x += 14 + width + 16
        bottom = QRectF(plot.left(), plot.bottom(), plot.width(), LABEL_H)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("older"))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("latest"))

    def describe(self, result: Result) -> str:
        """A bar's tooltip: the outcome, the score and the date."""
        words = {"win": self.tr("Won"), "draw": self.tr("Drawn"), "loss": self.tr("Lost")}
        parts = [words[result.outcome]]
        if result.score is not None:
            score = int(result.score) if result.score.is_integer() else round(result.score, 1)
            parts.append(arg(self.tr("score %1"), str(score)))
        if result.at:
            parts.append(result.at[:10])
        return " · ".join(parts)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            index = self.index_at(event.position().x() if hasattr(event, "position")
                                  else event.pos().x())
            if index is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.describe(self.results[index]), self)
            return True
        return super().event(event)
