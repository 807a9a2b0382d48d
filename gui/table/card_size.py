"""The player's card size applied (Settings ▸ Cards, gui/table/card_look.py): how big a card
is drawn, where it grows, and how a hand of such cards spreads across its room.

One rule for every table: a card that shows (or may show) a face, drawn at its natural size
by its layout, is drawn `card_scale()` times as large — the hand, the pile, the cards in play.
It grows from the **bottom centre** of its natural place, so a caption under a card stays
clear of it and a hand keeps its bottom edge; what grows is above and to both sides. A card a
layout draws smaller on purpose (an opponent's fan of backs, a deck, a territory column, the
replay's strip) is a miniature and keeps the size it was given, as does a back that never
shows a face (CardItem applies this: gui/table/card_item.py).

A layout asks `fan()` where its hand's cards go: side by side with a gap while the room
allows, overlapping more as the cards grow, always inside the room it names.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .card_look import current
from .faces import CARD_H, CARD_W


def card_scale() -> float:
    """How many times its natural size the player wants a card drawn (1.0, 1.25 or 1.5)."""
    return current().scale


def grown_rect(pos: QPointF, scale: float | None = None, natural: float = 1.0) -> QRectF:
    """Where a card placed at `pos` (its natural top-left, in its parent's coordinates) is
    drawn when it grows by `scale` from its bottom centre; `natural` is the card's own scale
    in its layout (a miniature's)."""
    s = card_scale() if scale is None else scale
    w, h = CARD_W * natural, CARD_H * natural
    return QRectF(pos.x() + w * (1 - s) / 2, pos.y() + h * (1 - s), w * s, h * s)


def grown_top(natural_top: float, scale: float | None = None) -> float:
    """The top edge of a grown card whose natural place starts at `natural_top`."""
    s = card_scale() if scale is None else scale
    return natural_top + CARD_H * (1 - s)


def fan(count: int, centre: float, room: float, gap: float = 12.0,
        scale: float | None = None) -> list[float]:
    """The natural x (left edge of the natural place) of each of `count` cards side by side,
    centred on `centre`: `gap` apart while `room` allows, else overlapping evenly so that
    the grown cards fill `room` exactly and no more. At scale 1 this is the classic
    "min(card + gap, (room − card) / (count − 1))" spread."""
    if count <= 0:
        return []
    s = card_scale() if scale is None else scale
    width = CARD_W * s
    step = min(width + gap, (room - width) / (count - 1)) if count > 1 else 0.0
    first = centre - (step * (count - 1) + width) / 2     # the first grown face's left edge
    shift = (width - CARD_W) / 2                            # natural left = grown left + shift
    return [first + shift + i * step for i in range(count)]
