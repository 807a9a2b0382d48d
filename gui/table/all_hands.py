"""AllHandsView: every seat's hand face up, under the table of a finished game's replay.

A finished game hides nothing any more, so its replay may show what each player held (issue
16): one row per seat, the seat's name and its cards, fanned. The rows come from the
ReplayWorker (gui/worker_replay.py), which sends them only for a finished game; an
unfinished game's replay shows only what the viewing seat saw, and this view stays empty.
The cards are drawn by the game's own table (`GameTable.face_of`: 九尊's cards are its own).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QSizePolicy, QWidget

from .card_item import CARD_H, CARD_W, CardItem
from .faces import face_font

ROW_H = CARD_H + 34.0          # a name line above each row of cards
NAME_PX = 22
STEP = CARD_W * 0.55           # the fan: each card shows a little more than half its width


class AllHandsView(QGraphicsView):
    """Rows of face-up cards, one per seat, fitted to the strip's size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("allHands")
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#0e4d2c"))       # the felt's own green
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.hands: list[list[str]] = []
        self.hide()

    def show_hands(self, hands: list[list[str]], names: list[str],
                   face_of: Callable[[str], object]) -> None:
        """Draw `hands` (seat order) with `names`; `face_of(code)` is what a CardItem shows."""
        self.hands = [list(hand) for hand in hands]
        scene = self.scene()
        scene.clear()
        widest = 0.0
        for seat, hand in enumerate(self.hands):
            top = seat * ROW_H
            label = scene.addSimpleText(names[seat] if seat < len(names) else str(seat + 1))
            label.setFont(face_font(NAME_PX, bold=True))
            label.setBrush(QColor("#f2f2e8"))
            label.setPos(0, top)
            for i, code in enumerate(hand):
                item = CardItem(face_of(code))
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setPos(i * STEP, top + 30)
                item.setZValue(i)
                scene.addItem(item)
            widest = max(widest, label.boundingRect().width(),
                         (len(hand) - 1) * STEP + CARD_W if hand else 0.0)
        scene.setSceneRect(QRectF(-8, -6, max(widest, CARD_W * 6) + 16, len(self.hands) * ROW_H + 6))
        self._fit()

    def card_items(self) -> list[CardItem]:
        return [item for item in self.scene().items() if isinstance(item, CardItem)]

    def _fit(self) -> None:
        if self.scene().sceneRect().isValid():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()
