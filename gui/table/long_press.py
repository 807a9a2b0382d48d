"""A long press shows a card's tooltip (issue 24.2: on a touch screen there is no hover).

One timer serves every card (a table holds many): a press on a card with a tooltip arms it;
held for `LONG_PRESS_MS` without release, the card's tooltip is shown where it was pressed,
and the release that follows does not play the card — a player who asks what a card does
has not chosen to play it.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QGraphicsItem, QToolTip

LONG_PRESS_MS = 600


class LongPress:
    """The one long-press timer (see the module docstring)."""

    _timer: QTimer | None = None
    _item: QGraphicsItem | None = None
    _at = QPoint()
    fired = False

    @classmethod
    def arm(cls, item: QGraphicsItem, screen_pos: QPoint) -> None:
        if cls._timer is None:
            cls._timer = QTimer()
            cls._timer.setSingleShot(True)
            cls._timer.timeout.connect(cls._show)
        cls._item, cls._at, cls.fired = item, QPoint(screen_pos), False
        cls._timer.start(LONG_PRESS_MS)

    @classmethod
    def release(cls, item: QGraphicsItem) -> bool:
        """Disarm on release; True when the press was a long one on `item` (its tip shown)."""
        if cls._timer is not None:
            cls._timer.stop()
        was = cls.fired and cls._item is item
        cls._item, cls.fired = None, False
        return was

    @classmethod
    def _show(cls) -> None:
        item = cls._item
        if item is None or item.scene() is None or not item.toolTip():
            return
        cls.fired = True
        views = item.scene().views()
        QToolTip.showText(cls._at, item.toolTip(), views[0] if views else None)
