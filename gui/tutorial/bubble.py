"""The coach's two widgets: the speech bubble over the felt and the dimming around the
highlighted things (both children of the table, drawn over the view; neither decides
anything, the coach (coach.py) fills them)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

DIM = QColor(0, 0, 0, 120)
OUTLINE = QColor("#f2c230")
MARGIN = 10            # px round a highlighted rectangle


class CoachBubble(QFrame):
    """Header (lesson and step), the words, a line for a refused move, the buttons.

    `buttons` maps a key ("next", "show", "next_lesson", "list", "close") to its button;
    `clicked(key)`.
    A language switch sends `language_changed` (the coach says the step again)."""

    clicked = Signal(str)
    language_changed = Signal()
    KEYS = ("show", "next", "next_lesson", "list", "close")

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachBubble")
        self.setAutoFillBackground(True)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self._base_pt = self.text.font().pointSizeF()
        self.set_text_scale(1.0)
        self.wrong = QLabel()
        self.wrong.setObjectName("coachWrong")
        self.wrong.setWordWrap(True)
        self.wrong.hide()
        row = QHBoxLayout()
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for key in self.KEYS:
            button = QPushButton()
            button.setObjectName(f"coach_{key}")
            button.clicked.connect(lambda _=False, k=key: self.clicked.emit(k))
            button.hide()
            row.addWidget(button)
            self.buttons[key] = button
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.wrong)
        layout.addStretch(1)             # a bubble taller than its words: the room goes here
        layout.addLayout(row)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def set_text_scale(self, scale: float) -> None:
        """The words a little larger on a large table (the felt's texts grow with it)."""
        font = self.text.font()
        size = self._base_pt * 1.15 * min(1.4, max(1.0, scale))
        if abs(font.pointSizeF() - size) > 0.05:
            font.setPointSizeF(size)
            self.text.setFont(font)

    def fit_width(self, width: int, others: Sequence[str] = ()) -> None:
        """Take `width` px and the height the words need at that width — or the words of
        the longest of `others` (the lesson's other steps), so that the bubble, and its Next
        button, stay in place from step to step (issue 34.10: a click where Next had been
        selected a card)."""
        self.setFixedWidth(width)
        self.layout().activate()
        height = self.layout().totalHeightForWidth(width)
        if others:
            margins = self.layout().contentsMargins()
            room = max(1, width - margins.left() - margins.right())
            metrics = self.text.fontMetrics()

            def need(text: str) -> int:
                return metrics.boundingRect(QRect(0, 0, room, 100_000),
                                            int(Qt.TextFlag.TextWordWrap), text).height()
            height += max(0, max(need(t) for t in others) - need(self.text.text()))
        self.setFixedHeight(height)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
        super().changeEvent(event)


class CoachMarks(QWidget):
    """Over the view's viewport: everything dimmed but the highlighted rectangles, which get a
    gold outline. Mouse clicks pass through to the cards (a click on a dimmed card is the
    learner's to try: the coach answers it)."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rects: list[QRect] = []

    def set_rects(self, rects: list[QRect]) -> None:
        if self.geometry() != self.parentWidget().rect():
            self.setGeometry(self.parentWidget().rect())
        if rects != self.rects:
            self.rects = rects
            self.update()
        self.setVisible(bool(rects))

    def paintEvent(self, _event) -> None:
        if not self.rects:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        holes = QPainterPath()
        holes.setFillRule(Qt.FillRule.WindingFill)   # overlapping highlights: one hole, their union
        for rect in self.rects:
            holes.addRoundedRect(QRectF(rect).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), 10, 10)
        holes = holes.simplified()
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        painter.fillPath(shade.subtracted(holes), DIM)
        painter.setPen(QPen(OUTLINE, 3))
        painter.drawPath(holes)


def place_bubble(size: tuple[int, int], area: QRect, avoid: list[tuple[QRect, int]],
                 keep: QPoint | None = None) -> QPointF:
    """Where the bubble covers least of what matters: candidates along the top and the middle
    of `area` (the felt, in the table's coordinates), scored by the weighted area of `avoid`
    (the highlighted things weigh most, then what is on show, then the hand) it would cover;
    the first wins a tie. Where it stands now (`keep`) wins unless another spot covers less:
    the bubble does not wander from step to step."""
    w, h = size
    left, top = area.left() + 8, area.top() + 8
    right = area.right() - w - 8
    centre = area.left() + (area.width() - w) // 2
    middle = area.top() + max(8, int(area.height() * 0.42) - h // 2)
    bottom = area.bottom() - h - 8
    candidates = [(left, top), (right, top), (centre, top), (left, middle), (right, middle),
                  (left, bottom), (right, bottom)]

    def cost(point: tuple[int, int]) -> int:
        box = QRect(point[0], point[1], w, h)
        return sum(weight * _area(box.intersected(rect)) for rect, weight in avoid)

    best = min(candidates, key=cost)
    if keep is not None and area.contains(QRect(keep.x(), keep.y(), w, h)) and \
            cost((keep.x(), keep.y())) <= cost(best):
        return QPointF(keep)
    return QPointF(max(area.left(), best[0]), max(area.top(), best[1]))


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())
