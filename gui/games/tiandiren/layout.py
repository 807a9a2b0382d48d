"""Item reuse for the 天地人 table: the hand and the trick rows are kept between redraws
and only moved, so each card is painted once into its cache (software-painting 54 cards on
every bot move would freeze the window for a visible moment).

Both follow the player's card size (Settings ▸ Cards): the hand's rows keep their bottom
edge and rise as the cards grow (`hand_rows`; a third row when two would hide the corner
index of the largest cards), the trick's cards grow with them and the trick
shows as many of its newest plays as fit above the hand (`TrickView`). A change of the card
look makes both draw their cards again."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from ...table import CARD_H, CARD_W, card_scale
from ...table.card_look import current as current_look
from ...table.faces import INDEX_H, index_width
from .cards import HandCard, draw_face
from .items import Snapshot, font
from .selection import hand_layout, sort_hand

CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _alive(item) -> bool:
    return item is not None and shiboken6.isValid(item) and item.scene() is not None


class HandView:
    """The human's hand as HandCard items, reused by card when the hand changes."""

    def __init__(self, scene: QGraphicsScene, controller, rows: tuple[float, float],
                 device_scale: Callable[[], float]) -> None:
        self.scene, self.controller, self.rows = scene, controller, rows
        self.device_scale = device_scale
        self.cards: list[str] = []
        self.items: list[HandCard] = []
        self._look = current_look()

    def sync(self, hand: list[str]) -> bool:
        """Show `hand` (sorted here); True when the cards changed."""
        hand = sort_hand(hand)
        look = current_look()
        if hand == self.cards and self.items and look == self._look and \
                all(_alive(it) and it.isVisible() for it in self.items):
            return False
        spare: dict[str, list[HandCard]] = {}
        for item in self.items:
            if _alive(item):
                spare.setdefault(item.card, []).append(item)
        items = []
        size = card_scale()
        width = self.pixel_width()
        rows = hand_rows(self.rows, size)
        places = hand_layout(hand, CARD_W * size, rows, index_width() * size, TRICK_LEFT)
        for i, (card, (x, y)) in enumerate(zip(hand, places, strict=True)):
            pool = spare.get(card)
            item = pool.pop(0) if pool else None
            if item is None or look != self._look:
                if item is not None:
                    self.scene.removeItem(item)
                item = HandCard(card, i, self.controller)
                item.restyle(width, size)
                self.scene.addItem(item)
            item.index = i
            item.show()
            item.setOpacity(1.0)
            item.place(QPointF(x, y))
            item.setZValue(30 + i)
            items.append(item)
        for pool in spare.values():
            for item in pool:
                self.scene.removeItem(item)
        changed = hand != self.cards
        self.cards, self.items, self._look = hand, items, look
        return changed

    def pixel_width(self) -> int:
        return max(8, round(CARD_W * card_scale() * self.device_scale()))

    def restyle(self) -> None:
        """Repaint the pixmaps for the view's new scale (after a resize)."""
        width = self.pixel_width()
        for item in self.items:
            if _alive(item) and item._width != width:
                item.restyle(width, card_scale())

    def set_selected(self, selected: set[int]) -> None:
        for i, item in enumerate(self.items):
            on = i in selected
            if item._selected != on:
                item.set_selected_card(on)

    def set_dimmed(self, dim: Callable[[str], bool]) -> None:
        for item in self.items:
            value = dim(item.card)
            if item._dimmed != value:
                item.set_dimmed(value)

    def forget(self) -> None:
        self.cards, self.items = [], []


def hand_rows(rows: tuple[float, float], size: float) -> tuple[float, ...]:
    """The tops of the hand's rows for cards `size` times their natural size: the lower row
    keeps its bottom edge, the upper one shows the same share of its cards above it. Where a
    full hand (54 cards) needs three rows to keep each corner index in sight, each covered
    row shows its index (rank over suit) and a little more, right of the round panel."""
    bottom = rows[1] + CARD_H
    lower = bottom - CARD_H * size
    count = rows_needed(round(size, 3), index_width())
    gap = (rows[1] - rows[0]) * size if count <= 2 else (INDEX_H + 6) * size
    return tuple(lower - gap * k for k in reversed(range(count)))


@lru_cache(maxsize=16)
def rows_needed(size: float, index_w: float) -> int:
    """How many rows a full 天地人 hand (one deck: 54 cards) takes at this card size (two,
    or three when two would hide its cards' corner index)."""
    from engine.games.tiandiren.deck import full_deck
    hand = sort_hand(full_deck(1))
    spots = hand_layout(hand, CARD_W * size, (0.0, 1.0, 2.0), index_w * size, TRICK_LEFT)
    return max(2, len({top for _, top in spots}))


def panel_bottom(size: float | None = None) -> float:
    """Where the round panel (left of the trick) must end: above the hand's upper row, or
    above its lowest row when the upper rows begin right of the panel (three rows)."""
    tops = hand_rows(HAND_ROWS, card_scale() if size is None else size)
    return tops[-1] if len(tops) >= 3 else tops[0]


def hand_top(size: float | None = None) -> float:
    """The top of the hand's upper row (where the trick must end)."""
    return hand_rows(HAND_ROWS, card_scale() if size is None else size)[0]


class TrickRow(QGraphicsItem):
    """One play of the trick in one item: the player's name, the kind, the notation, the cards."""

    def __init__(self, name: str, notation: str, cards: list[str], width: float, height: float,
                 scale: float) -> None:
        super().__init__()
        self.name, self.cards = name, cards
        self.kind, _, self.notation = notation.partition("\n")
        self.w, self.h, self.scale = width, height, scale
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setRenderHint(painter.RenderHint.TextAntialiasing)
        y = 6.0
        for text, step, px, colour, bold in ((self.name, 28, 19, "#ffffff", True),
                                             (self.kind, 26, 16, "#f2c230", False),
                                             (self.notation, 26, 15, "#cfe0d4", False)):
            painter.setFont(font(px, bold))
            painter.setPen(QColor(colour))
            # a small window's grown texts: each line as tall as its font, never cut at its box
            step = max(step, painter.font().pixelSize() * 1.25)
            shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, TRICK_NOTATION_W)
            painter.drawText(QRectF(10, y, 176, step), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip, shown)
            y += step
        x0, w, h = 190.0, CARD_W * self.scale, CARD_H * self.scale
        step = min(w + 4, (self.w - 10 - x0 - w) / max(1, len(self.cards) - 1))
        for i, card in enumerate(self.cards):
            draw_face(painter, QRectF(x0 + i * step, 4, w, h), card)


class TrickView:
    """The trick's rows (newest on top): one group per play, reused while it stays."""

    def __init__(self, scene: QGraphicsScene, rect: QRectF, row_h: float, scale: float,
                 device_scale: Callable[[], float]) -> None:
        self.scene, self.rect = scene, rect
        self.natural_row_h, self.natural_scale = row_h, scale
        self.device_scale = device_scale
        self.rows: dict[tuple, QGraphicsRectItem] = {}
        self._look = current_look()

    @property
    def scale(self) -> float:
        """The trick's cards: their natural scale times the player's card size."""
        return self.natural_scale * card_scale()

    @property
    def row_h(self) -> float:
        """A play's row: tall enough for its cards."""
        return max(self.natural_row_h, CARD_H * self.scale + 18)

    def rows_shown(self) -> int:
        """How many plays fit between the trick's top and the hand's upper row."""
        room = hand_top() - 6 - self.rect.top() + 6        # a row's box is row_h - 6 tall
        return max(1, int(room // self.row_h))

    def sync(self, rows: list[tuple[tuple, str, str, list[str]]], finished: bool) -> None:
        """rows: (key, name, "kind\nnotation", cards), newest first; the newest that fit."""
        if current_look() != self._look:           # Settings ▸ Cards: draw every row again
            self._look = current_look()
            self.clear()
        rows = rows[:self.rows_shown()]
        keep = {key for key, *_ in rows}
        for key in list(self.rows):
            if key not in keep or not shiboken6.isValid(self.rows[key]):
                item = self.rows.pop(key)
                if _alive(item):
                    self.scene.removeItem(item)
        for index, (key, name, notation, cards) in enumerate(rows):
            group = self.rows.get(key)
            if group is None or group.scene() is None:
                group = self._make(name, notation, cards)
                self.rows[key] = group
            group.setPos(QPointF(self.rect.left(), self.rect.top() + index * self.row_h))
            newest = index == 0
            live = newest and not finished
            group.setPen(QPen(QColor(242, 194, 48, 200) if live else QColor(255, 255, 255, 40)))
            group.setBrush(QColor(0, 0, 0, 90 if newest else 50))
            group.setOpacity(1.0 if newest else 0.8)

    def _make(self, name: str, notation: str, cards: list[str]) -> QGraphicsRectItem:
        group = QGraphicsRectItem(QRectF(0, 0, self.rect.width(), self.row_h - 6))
        group.setZValue(5)
        row = TrickRow(name, notation, sort_hand(cards), self.rect.width(), self.row_h - 6, self.scale)
        Snapshot(row, self.device_scale).setParentItem(group)
        self.scene.addItem(group)
        return group

    def rescale(self) -> None:
        for group in self.rows.values():
            if _alive(group):
                for child in group.childItems():
                    if isinstance(child, Snapshot):
                        child.rescale()

    def clear(self) -> None:
        for item in self.rows.values():
            if _alive(item):
                self.scene.removeItem(item)
        self.rows = {}


# Rows of the human's hand, and the trick's rows of plays (scene units).
TRICK_LEFT, TRICK_TOP, TRICK_RIGHT = 276.0, 104.0, 1190.0
HAND_ROWS = (574.0, 642.0)
TRICK_SCALE = 0.6
TRICK_ROW = 102.0
TRICK_ROWS = 4
#: The width of a trick row's texts (name, kind, notation) before its cards.
TRICK_NOTATION_W = 172
