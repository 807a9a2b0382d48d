"""MarkedSlider: the replay's move slider with small coloured marks at chosen moves.

The review (gui/review/marks.py) marks the player's mistakes and blunders on it. A mark is a
short tick above and below the groove at its value, in the colour the scheme of the moment
gives its kind (gui/style/scheme.py `grade_colour`: no colour is set here). Hovering a mark
names it (its tooltip); a click on or next to a mark moves the slider to it (as a drag would:
the replay bar then asks for that move); Ctrl+→ / Ctrl+← go to the next / previous mark.
What the marks are is said in words by the slider's accessible description (the owner's).
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QToolTip, QWidget

from ..style import current_scheme

REACH = 5.0          # px either side of a mark that a click or the pointer still counts as on it
TICK_W = 3.0


@dataclass(frozen=True)
class Mark:
    """A mark at slider value `value`, coloured as `kind` (a review grade), named `text`."""

    value: int
    kind: str
    text: str


class MarkedSlider(QSlider):
    """A horizontal QSlider with marks (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: list[Mark] = []
        self.setMinimumHeight(22)

    def set_marks(self, marks: list[Mark]) -> None:
        self.marks = sorted(marks, key=lambda m: m.value)
        self.update()

    # ---- geometry ------------------------------------------------------------------------
    def _rects(self) -> tuple[QRectF, QRectF]:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderHandle, self)
        return QRectF(groove), QRectF(handle)

    def x_of(self, value: int) -> float:
        """Where value `value` is along the slider (the centre of the handle there)."""
        groove, handle = self._rects()
        span = max(1, int(groove.width() - handle.width()))
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)
        return groove.left() + handle.width() / 2 + offset

    def mark_at(self, x: float) -> Mark | None:
        """The mark nearest `x` within REACH, or None."""
        near = [(abs(self.x_of(m.value) - x), m.value, m) for m in self.marks
                if abs(self.x_of(m.value) - x) <= REACH]
        return min(near, key=lambda n: (n[0], n[1]))[2] if near else None

    # ---- painting and input --------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.marks:
            return
        scheme = current_scheme()
        groove, _handle = self._rects()
        middle = groove.center().y()
        painter = QPainter(self)
        painter.setPen(Qt.PenStyle.NoPen)
        for mark in self.marks:
            x = self.x_of(mark.value)
            painter.setBrush(QColor(scheme.grade_colour(mark.kind)))
            # above and below the groove, where the handle does not hide them
            painter.drawRect(QRectF(x - TICK_W / 2, 0, TICK_W, max(3.0, middle - 4)))
            painter.drawRect(QRectF(x - TICK_W / 2, middle + 4, TICK_W,
                                    max(3.0, self.height() - middle - 4)))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        mark = self.mark_at(event.position().x())
        _groove, handle = self._rects()
        on_handle = handle.contains(QPointF(event.position()))
        if event.button() == Qt.MouseButton.LeftButton and mark is not None and not on_handle:
            self.setValue(mark.value)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and self.marks:
            value = self.value()
            target: Mark | None = None
            if event.key() == Qt.Key.Key_Right:
                target = next((m for m in self.marks if m.value > value), None)
            elif event.key() == Qt.Key.Key_Left:
                target = next((m for m in reversed(self.marks) if m.value < value), None)
            if target is not None:
                self.setValue(target.value)
                event.accept()
                return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            mark = self.mark_at(event.pos().x())
            if mark is not None:
                QToolTip.showText(event.globalPos(), mark.text, self)
                return True
        return super().event(event)


__all__ = ["Mark", "MarkedSlider"]
