"""Where the lesson coach points on the 九尊 table (gui/tutorial/coach.py): the scene
rectangles of a step's highlight names (`card:<code>`, `action:<notation>`, `area:<name>`
with round_card, bout, columns, column:<n> (0 King, 1 Queen, 2 Prince), territory, pledge)
and the buttons an action is made with (過, 摸, a column's button)."""
from __future__ import annotations

from PySide6.QtCore import QRectF

from ...table.view import SCENE_W
from .items import RoundCard
from .layout import (
    BOUT_LEFT,
    BOUT_RIGHT,
    COLUMN_HEAD,
    HAND_Y,
    MID_TOP,
    ROUND_POS,
    TERR_BOTTOM,
    TERR_TOP,
    column_rect,
)


def _players(table) -> int:
    return max(2, len((table.observation or {}).get("territories")
                      or (table.observation or {}).get("hand_sizes") or [0, 0]))


def _column(table, col: int) -> QRectF:
    rect = column_rect(table.human_seat, _players(table), col,
                       table.board.drops.get(table.human_seat, 0.0))
    return rect.adjusted(0, -COLUMN_HEAD, 0, 0)


def _area(table, name: str) -> list[QRectF] | None:
    if name == "round_card":
        return [QRectF(ROUND_POS.x(), ROUND_POS.y(), RoundCard.W, RoundCard.H)]
    if name == "bout":
        return [QRectF(BOUT_LEFT - 6, MID_TOP, BOUT_RIGHT - BOUT_LEFT + 12, HAND_Y - MID_TOP - 8)]
    if name in ("columns", "pledge"):
        return [_column(table, col) for col in range(3)]
    if name.startswith("column:") and name[7:].isdigit() and int(name[7:]) < 3:
        return [_column(table, int(name[7:]))]
    if name == "territory":
        return [QRectF(0, TERR_TOP, SCENE_W, TERR_BOTTOM - TERR_TOP)]
    return None


def marks(table, name: str) -> list[QRectF] | None:
    """The scene rectangles to leave undimmed for `name`; None when the table cannot place
    it (the coach skips it)."""
    kind, _, rest = name.partition(":")
    if kind == "card":
        item = table.hand_items.get(rest)
        return [item.sceneBoundingRect()] if item is not None else None
    if kind == "action":
        action = next((a for a in table.legal if a.get("notation") == rest), None)
        if action is None:
            return None
        rects = [table.hand_items[c].sceneBoundingRect() for c in action.get("cards") or ()
                 if c in table.hand_items]
        if rest.startswith(("pledge", "lose")) and 0 <= action.get("col", -1) < 3:
            rects.append(_column(table, action["col"]))
        if rest == "draw" and table.board.neutral_item is not None:
            rects.append(table.board.neutral_item.sceneBoundingRect())
        return rects or None
    if kind == "area":
        return _area(table, rest)
    return None


def buttons(table, name: str) -> list:
    """The buttons below the felt that make the highlighted action."""
    kind, _, rest = name.partition(":")
    if kind != "action":
        return []
    verb = rest.split()[0] if rest else ""
    if verb in ("pledge", "lose"):
        action = next((a for a in table.legal if a.get("notation") == rest), None)
        col = (action or {}).get("col", -1)
        return [table.column_buttons[col]] if 0 <= col < 3 else []
    named = {"play": table.play_button, "pass": table.pass_button, "draw": table.draw_button}
    return [named[verb]] if verb in named else []


def keep_clear(table) -> list[QRectF]:
    """What the coach's bubble should not cover when it can help it: the human's hand."""
    return [item.sceneBoundingRect() for item in table.hand_items.values()]
