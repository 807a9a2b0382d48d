"""The 天地人 table's own card drawing: card faces blitted from the kit's one cache at the
painter's device scale (the trick rows, layout.py), and the card of the human's hand
(HandCard: its cached looks, selected or dimmed) with the DragController that selects a run
by pressing and dragging across the hand.

The other scene items (the round panel, the heaven announcement, banners) are in items.py.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsPixmapItem

from ...table import CARD_W
from ...table.faces import FACES, paint_face


def face_pixmap(card: str, scale: float) -> QPixmap:
    """A card face at `scale` device pixels per scene unit, from the kit's one cache."""
    return FACES.pixmap(card, scale)


def draw_face(painter: QPainter, rect: QRectF, card: str) -> None:
    """Draw a cached face into `rect` (item coordinates): an unscaled blit at the
    painter's device scale (scaled pixmap drawing is slow in software)."""
    world = painter.worldTransform()
    if world.isRotating():
        pixmap = face_pixmap(card, rect.width() / CARD_W * 2)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        return
    pixmap = face_pixmap(card, world.m11() * rect.width() / CARD_W)
    corner = world.map(rect.topLeft())
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.drawPixmap(round(corner.x()), round(corner.y()), pixmap)
    painter.restore()


def card_look(card: str, width: int, selected: bool, dimmed: bool) -> QPixmap:
    """A hand card's pixmap at `width` device pixels: the face, a blue frame when
    selected, a shade when dimmed (painted once per look and size, in the kit's cache)."""
    def draw(painter: QPainter, rect: QRectF) -> None:
        paint_face(painter, rect, card)
        if dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, 8, 8)
        if selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#2f7de1"), 5.0))
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 7, 7)
    return FACES.pixmap(("hand", card, selected, dimmed), width / CARD_W, draw=draw)


class HandCard(QGraphicsPixmapItem):
    """A card of the human's hand, painted by Qt from a cached pixmap (no Python call per
    repaint, so a busy engine thread never slows the redraw). Always selectable; press
    and drag across cards to select (or unselect) a run: the controller gets the calls."""

    LIFT = 18.0

    def __init__(self, card: str, index: int, controller: DragController) -> None:
        super().__init__()
        self.card, self.index, self._controller = card, index, controller
        self._selected = self._dimmed = False
        self._width = 0
        self._size = 1.0             # times the natural card size (Settings ▸ Cards)
        self._base = QPointF()
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def restyle(self, width: int, size: float | None = None) -> None:
        """Use pixmaps `width` device pixels wide (the view's current scale), for a card
        drawn `size` times its natural size (the player's card size; kept when None)."""
        width = max(8, int(width))
        self._width = width
        if size is not None:
            self._size = size
        pixmap = card_look(self.card, width, self._selected, self._dimmed)
        self.setPixmap(pixmap)
        self.setScale(CARD_W * self._size / pixmap.width())

    def place(self, pos: QPointF) -> None:
        self._base = QPointF(pos)
        self.setPos(self._base - QPointF(0, self.LIFT * self._size if self._selected else 0))

    def set_selected_card(self, selected: bool) -> None:
        self._selected = bool(selected)
        self.restyle(self._width)
        self.place(self._base)

    def set_dimmed(self, dimmed: bool) -> None:
        self._dimmed = bool(dimmed)
        self.restyle(self._width)

    def is_selected(self) -> bool:
        return self._selected

    def key_press(self) -> bool:
        """What a click does (select or unselect), from the keyboard (gui/table/keyboard.py)."""
        self._controller.press(self.index)
        self._controller.release()
        return True

    def mousePressEvent(self, event) -> None:
        event.accept()
        self._controller.press(self.index)

    def mouseMoveEvent(self, event) -> None:
        self._controller.drag(event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        self._controller.release()


class DragController:
    """Click toggles a card; a drag sets every card it passes over to the first card's
    new state (select or unselect)."""

    def __init__(self, scene_items: Callable[[QPointF], list], toggle: Callable[[int, bool], None],
                 is_selected: Callable[[int], bool], done: Callable[[], None]) -> None:
        self._items_at, self._set, self._is_selected, self._done = scene_items, toggle, is_selected, done
        self._mode: bool | None = None

    def press(self, index: int) -> None:
        self._mode = not self._is_selected(index)
        self._set(index, self._mode)

    def drag(self, pos: QPointF) -> None:
        if self._mode is None:
            return
        for item in self._items_at(pos):
            if isinstance(item, HandCard):
                if self._is_selected(item.index) != self._mode:
                    self._set(item.index, self._mode)
                break

    def release(self) -> None:
        if self._mode is not None:
            self._mode = None
            self._done()
