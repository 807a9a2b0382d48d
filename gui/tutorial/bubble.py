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
        self.holes: list[QRect] = []        # each rect with its margins (frame_hole)

    def set_rects(self, rects: list[QRect], boxes: Sequence[QRect] = ()) -> None:
        """Highlight `rects`; `boxes` are what is drawn around them (texts, cards, plates),
        which the frames go round rather than through."""
        if self.geometry() != self.parentWidget().rect():
            self.setGeometry(self.parentWidget().rect())
        holes = [frame_hole(rect, boxes) for rect in rects]
        if rects != self.rects or holes != self.holes:
            self.rects, self.holes = rects, holes
            self.update()
        self.setVisible(bool(rects))

    def paintEvent(self, _event) -> None:
        if not self.holes:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        holes = QPainterPath()
        holes.setFillRule(Qt.FillRule.WindingFill)   # overlapping highlights: one hole, their union
        for hole in self.holes:
            holes.addRoundedRect(QRectF(hole), 10, 10)
        holes = holes.simplified()
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        painter.fillPath(shade.subtracted(holes), DIM)
        painter.setPen(QPen(OUTLINE, 3))
        painter.drawPath(holes)


def frame_hole(rect: QRect, boxes: Sequence[QRect]) -> QRect:
    """`rect` grown by MARGIN on each side, or less on a side where the frame would run
    through a box beside it (a word, a card, a plate): at 800×600 the frames round 九九's
    total and 九尊's bout cut the neighbours' words in two (issue 34). Boxes holding the whole
    of `rect` (the felt, a zone) or held by it (the highlighted thing's own parts) are not
    neighbours. Where no margin avoids them all (a neighbour reaches under the highlighted
    thing: 天地人's plates under the heaven announcement), the frame hugs it (the smallest
    margin crossing fewest): their words lie clear of it more often than their boxes do."""
    near = [box for box in boxes if not box.contains(rect) and not rect.contains(box)]
    grown = [MARGIN] * 4                   # left, top, right, bottom
    for side in range(4):
        def crossed(margin: int, side: int = side) -> int:
            trial = list(grown)
            trial[side] = margin
            return sum(_edge(_grow(rect, trial), side).intersects(box) for box in near)
        fewest = min(range(MARGIN, -1, -1), key=crossed)        # ties: the larger margin
        grown[side] = fewest if crossed(fewest) == 0 else min(range(MARGIN + 1), key=crossed)
    return _grow(rect, grown)


def _grow(rect: QRect, margins: Sequence[int]) -> QRect:
    left, top, right, bottom = margins
    return rect.adjusted(-left, -top, right, bottom)


def _edge(hole: QRect, side: int) -> QRect:
    """The strip one side of the frame's 3 px pen covers."""
    if side in (0, 2):
        x = hole.left() if side == 0 else hole.right()
        return QRect(x - 2, hole.top(), 5, hole.height())
    y = hole.top() if side == 1 else hole.bottom()
    return QRect(hole.left(), y - 2, hole.width(), 5)


#: The weight of the learner's hand in `avoid`: what weighs this much or less is covered
#: rather than anything heavier (a highlight, an announcement a step explains), however
#: large it is (at 800×600 the bubble covered the heaven panel's lines to spare the hand).
HAND_WEIGHT = 3


def place_bubble(size: tuple[int, int], area: QRect, avoid: list[tuple[QRect, int]],
                 keep: QPoint | None = None) -> QPointF:
    """Where the bubble covers least of what matters (see `bubble_spot`)."""
    return bubble_spot(size, area, avoid, keep)[0]


def bubble_spot(size: tuple[int, int], area: QRect, avoid: list[tuple[QRect, int]],
                keep: QPoint | None = None) -> tuple[QPointF, tuple[int, int]]:
    """Where the bubble covers least of what matters, and what it covers there: candidates
    along the top, the middle and the bottom of `area` (the felt, in the table's
    coordinates), scored first by the weighted area of the heavier things of `avoid` (the
    highlighted things weigh most, then what is on show) it would cover, then by the hand's
    (`HAND_WEIGHT` or less); the first wins a tie. Where it stands now (`keep`) wins unless
    another spot covers less: the bubble does not wander from step to step."""
    w, h = size
    left, top = area.left() + 8, area.top() + 8
    right = area.right() - w - 8
    centre = area.left() + (area.width() - w) // 2
    middle = area.top() + max(8, int(area.height() * 0.42) - h // 2)
    bottom = area.bottom() - h - 8
    candidates = [(left, top), (right, top), (centre, top), (left, middle), (right, middle),
                  (left, bottom), (right, bottom)]

    def cost(point: tuple[int, int]) -> tuple[int, int]:
        box = QRect(point[0], point[1], w, h)
        heavy = sum(weight * _area(box.intersected(rect)) for rect, weight in avoid
                    if weight > HAND_WEIGHT)
        light = sum(weight * _area(box.intersected(rect)) for rect, weight in avoid
                    if weight <= HAND_WEIGHT)
        return heavy, light

    best = min(candidates, key=cost)
    if keep is not None and area.contains(QRect(keep.x(), keep.y(), w, h)) and \
            cost((keep.x(), keep.y())) <= cost(best):
        return QPointF(keep), cost((keep.x(), keep.y()))
    return QPointF(max(area.left(), best[0]), max(area.top(), best[1])), cost(best)


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())
