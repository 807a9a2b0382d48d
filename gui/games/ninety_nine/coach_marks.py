"""Where the lesson coach points on the 九九 table (gui/tutorial/coach.py): the scene
rectangles of a step's highlight names (`card:<card>`, `action:<notation>`, `area:<name>`,
the names of resources/lessons/ninety_nine.json, the areas the lesson files name)."""
from __future__ import annotations

from PySide6.QtCore import QRectF

from ...table import CARD_H, CARD_W
from .layout import PILE_POS, STOCK_POS


def marks(table, name: str) -> list[QRectF] | None:
    """The scene rectangles to leave undimmed for `name`; None when the table cannot place
    it (the coach skips it)."""
    kind, _, rest = name.partition(":")
    if kind == "card":
        return _cards(table, {rest})
    if kind == "action":
        action = next((a for a in table.legal if a.get("notation") == rest), None)
        return _cards(table, set(action.get("cards") or ())) if action else None
    if kind == "area":
        if rest in ("total", "direction") and table.dial is not None:
            rect = table.dial.shown_rect()
            if rest == "direction":         # the words below the ring
                rect = QRectF(rect.left(), rect.bottom() - 56, rect.width(), 56)
            return [rect]
        if rest == "pile":
            return [QRectF(PILE_POS.x() - 30, PILE_POS.y() - 12, CARD_W + 76, CARD_H + 50)]
        if rest == "stock":
            return [QRectF(STOCK_POS.x() - 10, STOCK_POS.y() - 10, CARD_W + 20, CARD_H + 46)]
    return None


def _cards(table, cards: set) -> list[QRectF] | None:
    items = [item for item in list(table.hand_items.values()) + table.board.pool_items
             if item.card in cards]
    return [item.sceneBoundingRect() for item in items] or None


def keep_clear(table) -> list[QRectF]:
    """What the coach's bubble should not cover when it can help it: the human's hand."""
    return [item.sceneBoundingRect() for item in table.hand_items.values()]




def buttons(table, name: str) -> list:
    """The choice button that makes a highlighted action, once its card offers the choice."""
    kind, _, rest = name.partition(":")
    button = table.choice_bar.buttons.get(rest) if kind == "action" else None
    return [button] if button is not None else []
