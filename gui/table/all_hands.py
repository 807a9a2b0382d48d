"""AllHandsView: every seat's hand face up, under the table of a finished game's replay.

A finished game hides nothing any more, so its replay may show what each player held (issue
16): for each seat its name over its cards, fanned. The rows
come from the ReplayWorker (gui/worker/replay.py), which sends them only for a finished game;
an unfinished game's replay shows only what the viewing seat saw, and this view stays empty.
The cards are drawn by the game's own table (`GameTable.face_of`: 九尊's cards are its own).

The strip is a thin band, not half the screen: its cards are small (`ROW_PX` screen pixels
tall, `ROW_PX_SMALL` on a small window), seats sit side by side as the width allows, and the
strip shows one row on a small window, at most `MAX_SHARE` of the replay's height on a large
one: more rows scroll. So the board above keeps its size and its texts clear of each other.
It follows the card look (Settings ▸ Cards): the felt, the deck's colours, and cards as
much larger as the player's card size (the rows grow with them).
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QSizePolicy, QWidget

from .card_item import CARD_H, CARD_W, CardItem
from .card_look import CardLook, current, felt_colours
from .faces import face_font

ROW_PX = 64.0                  # a card's height in screen pixels
ROW_PX_SMALL = 34.0            # … on a window under SMALL_HEIGHT pixels (one row shows)
SMALL_HEIGHT = 800
ROW_GAP = 6.0
NAME_PX = 13                   # the seat's name, screen pixels (the table's smallest text)
FAN = 0.55                     # each card shows a little more than half its width
TIGHTEST = 0.3                 # … or, crowded on a small window, at least its corner
CELL_GAP = 24.0                # between two seats side by side
MAX_SHARE = 0.28               # of the replay screen's height


class AllHandsView(QGraphicsView):
    """Rows of small face-up cards, one per seat with its name; the scene is in pixels."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("allHands")
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor(felt_colours().flat))     # the felt's own colour
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hands: list[list[str]] = []
        self.names: list[str] = []
        self.face_of: Callable[[str], object] = lambda code: code
        self._laid_out_for: tuple = ()
        CardLook.instance().changed.connect(self._look_changed)
        self.hide()

    def _look_changed(self) -> None:
        self.setBackgroundBrush(QColor(felt_colours().flat))
        self._laid_out_for = ()
        self._lay_out()

    def show_hands(self, hands: list[list[str]], names: list[str],
                   face_of: Callable[[str], object]) -> None:
        """Draw `hands` (seat order) with `names`; `face_of(code)` is what a CardItem shows."""
        self.hands = [list(hand) for hand in hands]
        self.names = [names[seat] if seat < len(names) else str(seat + 1)
                      for seat in range(len(self.hands))]
        self.face_of = face_of
        self._laid_out_for = ()
        self._lay_out()

    def card_items(self) -> list[CardItem]:
        return [item for item in self.scene().items() if isinstance(item, CardItem)]

    def _row_px(self) -> float:
        """A card's height on screen: the strip's own, times the player's card size."""
        return (ROW_PX_SMALL if self._small() else ROW_PX) * current().scale

    def _small(self) -> bool:
        window = self.window()
        return window is not None and window.height() < SMALL_HEIGHT

    def _lay_out(self) -> None:
        """Seats in reading order, each its name over its fanned cards, as many side by
        side as the width takes; the strip's height is its rows' (on a small window one
        row, on a large one at most MAX_SHARE of the screen above it; more rows scroll)."""
        card_h = self._row_px()
        width = self.width() - self.verticalScrollBar().sizeHint().width()
        parent = self.parentWidget()
        cap = parent.height() * MAX_SHARE if parent is not None else math.inf
        key = (card_h, width, cap, len(self.hands), current())
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        scene = self.scene()
        scene.clear()
        scale = card_h / CARD_H
        card_w, step = CARD_W * scale, CARD_W * scale * FAN
        font = face_font(NAME_PX, bold=True)
        name_h = QFontMetricsF(font).height() + 2
        row = name_h + card_h
        name_w = max((QFontMetricsF(font).horizontalAdvance(name) for name in self.names),
                     default=0.0)
        most = max((len(hand) for hand in self.hands), default=0)
        cell_w = max(name_w, (most - 1) * step + card_w if most else 0.0)
        columns = max(1, min(len(self.hands), int((width + CELL_GAP) // (cell_w + CELL_GAP))))
        if self._small() and columns < len(self.hands) and most > 1:
            # A small window shows one row: large cards overlap more so every seat is in it,
            # as long as a card still shows its corner (TIGHTEST of its width).
            share = (width + CELL_GAP) / len(self.hands) - CELL_GAP
            step = max(card_w * TIGHTEST, min(step, (share - card_w) / (most - 1)))
            cell_w = max(name_w, (most - 1) * step + card_w)
            columns = max(1, min(len(self.hands), int((width + CELL_GAP) // (cell_w + CELL_GAP))))
        for seat, hand in enumerate(self.hands):
            left = (seat % columns) * (cell_w + CELL_GAP)
            top = (seat // columns) * (row + ROW_GAP)
            label = scene.addSimpleText(self.names[seat])
            label.setFont(font)
            label.setBrush(QColor("#f2f2e8"))
            label.setPos(left, top)
            for i, code in enumerate(hand):
                item = CardItem(self.face_of(code))
                item.setScale(scale)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setPos(left + i * step, top + name_h)
                item.setZValue(i)
                scene.addItem(item)
        rows = math.ceil(len(self.hands) / columns) if self.hands else 0
        height = rows * (row + ROW_GAP)
        scene.setSceneRect(QRectF(-6, -ROW_GAP / 2, max(width, columns * (cell_w + CELL_GAP)),
                                  height))
        shown = row + ROW_GAP if self._small() else max(cap, row + ROW_GAP)
        self.setFixedHeight(int(min(height, shown)) + 2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.parentWidget() is not None:      # its height sets the strip's cap
            self.parentWidget().installEventFilter(self)
        self._lay_out()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget() \
                and self.isVisible():
            self._lay_out()
        return False
