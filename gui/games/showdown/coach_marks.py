"""Where the lesson coach points on the 九局對決 table (gui/tutorial/coach.py): the scene
rectangles of a step's highlight names (`card:<card>`, `action:<notation>`, `area:<name>`;
the areas the lesson files name)."""
from __future__ import annotations

from PySide6.QtCore import QRectF

from ...table import CARD_H, CARD_W
from ...table.view import SCENE_W
from .layout import (
    BASES,
    BLACK_POS,
    BLACK_ROW_Y,
    DECK_X,
    INFO_RECT,
    LINE_RECT,
    RED_POS,
    RED_ROW_Y,
    SMALL,
    judge_rect,
)

_PAD = 34.0
_DIAMOND = QRectF(BASES["3B"].x() - _PAD, BASES["2B"].y() - _PAD,
                  BASES["1B"].x() - BASES["3B"].x() + 2 * _PAD,
                  BASES["home"].y() - BASES["2B"].y() + 2 * _PAD)


def _row(pos, y: float) -> QRectF:
    """A colour's played card in the middle and its deck and discards to the right."""
    return QRectF(pos.x() - 6, y - 6, SCENE_W - 14 - pos.x() + 6, CARD_H * SMALL + 12)


AREAS = {
    "bases": lambda table: [_DIAMOND],
    "field": lambda table: [QRectF(RED_POS.x() - 8, RED_POS.y() - 8,
                                   BLACK_POS.x() + CARD_W - RED_POS.x() + 16, CARD_H + 48),
                            judge_rect()],
    "red": lambda table: [QRectF(RED_POS.x() - 8, RED_POS.y() - 8, CARD_W + 16, CARD_H + 16),
                          QRectF(DECK_X - 8, RED_ROW_Y - 8, SCENE_W - DECK_X - 6,
                                 CARD_H * SMALL + 16)],
    "black": lambda table: [QRectF(BLACK_POS.x() - 8, BLACK_POS.y() - 8, CARD_W + 16,
                                   CARD_H + 16),
                            QRectF(DECK_X - 8, BLACK_ROW_Y - 8, SCENE_W - DECK_X - 6,
                                   CARD_H * SMALL + 16)],
    "score": lambda table: [LINE_RECT],
    "inning": lambda table: [INFO_RECT],
}


def marks(table, name: str) -> list[QRectF] | None:
    """The scene rectangles to leave undimmed for `name`; None when the table cannot place
    it (the coach skips it)."""
    kind, _, rest = name.partition(":")
    if kind == "card":
        item = table.board.hand_items.get(rest)
        return [item.sceneBoundingRect()] if item is not None else None
    if kind == "action":
        action = next((a for a in table.legal if a.get("notation") == rest), None)
        card = (action or {}).get("card") or ("7C" if rest == "club7" else None)
        item = table.board.hand_items.get(card) if card else None
        return [item.sceneBoundingRect()] if item is not None else None
    if kind == "area" and rest in AREAS:
        return AREAS[rest](table)
    return None


def keep_clear(table) -> list[QRectF]:
    """What the coach's bubble should not cover when it can help it: the human's hand."""
    return [item.sceneBoundingRect() for item in table.board.hand_items.values()]


def buttons(table, name: str) -> list:
    """The button below the felt that makes a highlighted action (♣7, discard 1 draw 1, …),
    keyed by the action's kind, when the table shows it."""
    kind, _, rest = name.partition(":")
    button = table.bar.buttons.get(rest.split()[0]) if kind == "action" and rest else None
    return [button] if button is not None else []
