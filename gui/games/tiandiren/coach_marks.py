"""Where the lesson coach points on the 天地人 table (gui/tutorial/coach.py): the scene
rectangles of a step's highlight names (`card:<card>`, `action:<notation>`, `area:<name>`
with table, heaven (the announcement, else the plates), queue, score) and the buttons an action
is made with (Pass, Play)."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QRectF

from .layout import TRICK_LEFT, TRICK_RIGHT, TRICK_ROW, TRICK_ROWS, TRICK_TOP

_TRICK = QRectF(TRICK_LEFT, TRICK_TOP - 12, TRICK_RIGHT - TRICK_LEFT, TRICK_ROW * TRICK_ROWS + 16)
#: the plates (at y 14) with the badges on their top edge (the banker's rises to y -2: a
#: frame from y 10 ran through it, issue 34)
_PLATES = QRectF(TRICK_LEFT, -4, TRICK_RIGHT - TRICK_LEFT, 96)


def _info(table) -> list[QRectF]:
    """The round and relay panel (round, banker, the 接风 queue) on the left."""
    info = table.board.info
    return [info.sceneBoundingRect()] if info is not None and shiboken6.isValid(info) else []


def _heaven(table) -> list[QRectF]:
    """The heaven announcement while it shows; else the plates, which keep each heaven win.
    (The scores too: the announcement says them, over the plates' lines, and a frame round
    the plates cut its title, issue 34.)"""
    panel = table.board.heaven_panel
    if panel is not None and shiboken6.isValid(panel):
        return [panel.sceneBoundingRect()]
    return [_PLATES]


def marks(table, name: str) -> list[QRectF] | None:
    """The scene rectangles to leave undimmed for `name`; None when the table cannot place
    it (the coach skips it)."""
    kind, _, rest = name.partition(":")
    if kind == "card":
        return [item.sceneBoundingRect() for item in table.hand_items
                if item.card == rest and shiboken6.isValid(item)] or None
    if kind == "area":
        found = {"table": lambda: [_TRICK], "heaven": lambda: _heaven(table),
                 "queue": lambda: _info(table), "score": lambda: _info(table) + _heaven(table)}
        return found[rest]() or None if rest in found else None
    return None


def buttons(table, name: str) -> list:
    """Pass for `action:pass`, Play for any other highlighted play."""
    kind, _, rest = name.partition(":")
    if kind != "action":
        return []
    return [table.pass_button if rest == "pass" else table.play_button]


def keep_clear(table) -> list:
    """What the coach's bubble should not cover when it can help it: the human's hand, and
    the heaven announcement while it shows (weighing more: the steps explain its jokers and
    3s, which the bubble covered, issue 34.10)."""
    hand = [item.sceneBoundingRect() for item in table.hand_items if shiboken6.isValid(item)]
    panel = table.board.heaven_panel
    if panel is not None and shiboken6.isValid(panel):
        return hand + [(panel.sceneBoundingRect(), 6)]
    return hand
