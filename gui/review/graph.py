"""WinGraph: the reviewed seat's chance of winning over the game, drawn under the replay.

A line through the analyser's points (engine.review.GraphPoint: before and after each of the
seat's decisions), a dot on each graded decision — coloured by its grade in the scheme of the
moment (gui/style/scheme.py), larger for a mistake or a blunder — and a mark at the move on
show. A click asks for that move (a click on or next to a dot: that dot's move); ←/→ go
between the graded decisions, Home/End to either end: the viewer steps there.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..style import current_scheme

#: grade -> dot radius: the worse, the more it shows (its colour: the scheme's)
GRADE_RADIUS = {"best": 3.0, "good": 3.0, "inaccuracy": 4.0, "mistake": 5.0, "blunder": 6.0}
MARGIN = 8.0
SNAP = 6.0                  # px around a dot that a click still counts as on it


class WinGraph(QWidget):
    """See the module docstring. `set_review` takes a GameReview's JSON."""

    move_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, float]] = []        # (move, win chance 0–1)
        self.decisions: list[tuple[int, str]] = []       # (move, grade)
        self.moves = 0
        self.move = 0
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("winGraph")

    def sizeHint(self) -> QSize:
        return QSize(400, 90)

    def set_review(self, review: dict[str, Any] | None) -> None:
        review = review or {}
        self.moves = int(review.get("moves") or 0)
        self.points = [(int(p["move"]), float(p["win"])) for p in review.get("graph") or []
                       if p.get("win") is not None]
        self.decisions = [(int(d["move"]), str(d["grade"])) for d in review.get("decisions") or []]
        self.update()

    def set_move(self, move: int) -> None:
        self.move = int(move)
        self.update()

    # ---- geometry ---------------------------------------------------------------------------
    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def x_of(self, move: int) -> float:
        area = self._area()
        return area.left() + area.width() * move / max(1, self.moves)

    def y_of(self, win: float) -> float:
        area = self._area()
        return area.bottom() - area.height() * max(0.0, min(1.0, win))

    def move_at(self, x: float) -> int:
        """The move under `x`: a graded decision's when its dot is within reach, else the
        nearest move."""
        near = [(abs(self.x_of(move) - x), move) for move, grade in self.decisions
                if abs(self.x_of(move) - x) <= GRADE_RADIUS.get(grade, 3.0) + SNAP]
        if near:
            return min(near)[1]
        area = self._area()
        share = (x - area.left()) / max(1.0, area.width())
        return max(0, min(self.moves, round(share * self.moves)))

    # ---- drawing and input ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        scheme = current_scheme()
        text = self.palette().color(self.foregroundRole())
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), self.y_of(0.5)), QPointF(area.right(), self.y_of(0.5)))
        painter.setPen(QPen(grid, 1))
        painter.drawRect(area)
        if self.points:
            path = QPainterPath(QPointF(self.x_of(self.points[0][0]), self.y_of(self.points[0][1])))
            for move, win in self.points[1:]:
                path.lineTo(self.x_of(move), self.y_of(win))
            painter.setPen(QPen(QColor(scheme.accent), 2))
            painter.drawPath(path)
        wins = dict(self.points)
        for move, grade in self.decisions:
            radius = GRADE_RADIUS.get(grade, 3.0)
            y = self.y_of(wins.get(move, 0.5))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(scheme.grade_colour(grade)))
            painter.drawEllipse(QPointF(self.x_of(move), y), radius, radius)
        painter.setPen(QPen(text, 1))
        x = self.x_of(self.move)
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.moves:
            self.move_chosen.emit(self.move_at(event.position().x()))
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = sorted({m for m, _ in self.decisions})
        key = event.key()
        target: int | None = None
        if key == Qt.Key.Key_Right:
            target = next((m for m in moves if m > self.move), None)
        elif key == Qt.Key.Key_Left:
            target = next((m for m in reversed(moves) if m < self.move), None)
        elif key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_End:
            target = self.moves
        if target is None:
            super().keyPressEvent(event)
            return
        self.move_chosen.emit(target)


__all__ = ["GRADE_RADIUS", "WinGraph"]
