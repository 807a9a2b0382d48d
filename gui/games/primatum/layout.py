"""Where things sit on the 九尊 table (scene coordinates, 1200 x 800), and the
tie-break comparison of the final standings (read from the engine's own standings).

Top band: one territory panel per seat, in seat order (齊 楚 趙 魏 秦 clockwise), each
with three columns headed 王 后 公子 and the pledged cards stacked beneath.
Middle band: the round card and phase (left), the current bout (centre), the
neutral hand and the round's 大勝方 / 大亂方 (right). Bottom: the human's hand.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...table import CARD_H, CARD_W, fan, text_floor
from ...table.card_item import LIFT
from ...table.card_size import card_scale as card_size
from ...table.card_size import grown_top
from ...table.view import SCENE_W
from .items import BAND_H

TERR_TOP = 6.0
TERR_BOTTOM = 394.0
PANEL_GAP = 8.0
PANEL_HEAD = 52.0          # name and details
COLUMN_HEAD = 58.0         # 王 后 公子 and a caption / tag below it, clear of the cards
MID_TOP = 402.0
HAND_Y = 654.0
ROUND_POS = QPointF(14, MID_TOP + 8)
BOUT_LEFT, BOUT_RIGHT = 262.0, 900.0
BOUT_SCALE = 0.72
BOUT_STRIDE = 34.0
#: Each play's label ("Computer 3 · 15") before its cards: a default name and a two-digit
#: value fit whole at the newest row's 16 px bold.
BOUT_LABEL_W = 150.0
BOUT_SHOWN = 5
SIDE_LEFT = 912.0
NEUTRAL_POS = QPointF(SIDE_LEFT + 12, MID_TOP + 34)
NEUTRAL_SCALE = 0.62
PILE_POINT = QPointF(SIDE_LEFT + 160, MID_TOP + 60)


def panel_rect(seat: int, players: int) -> QRectF:
    width = (SCENE_W - PANEL_GAP * (players + 1)) / max(1, players)
    left = PANEL_GAP + seat * (width + PANEL_GAP)
    return QRectF(left, TERR_TOP, width, TERR_BOTTOM - TERR_TOP)


def card_scale(players: int) -> float:
    return {2: 0.84, 3: 0.8, 4: 0.74}.get(players, 0.68)


def column_rect(seat: int, players: int, column: int, drop: float = 0.0) -> QRectF:
    """The area of one column (header excluded): where its cards are stacked; `drop` lower
    when the panel's header took more than PANEL_HEAD (a long name in two lines, the bigger
    texts of a small window: the board's `drops`)."""
    panel = panel_rect(seat, players)
    inner = panel.width() - 12
    width = inner / 3
    top = panel.top() + PANEL_HEAD + COLUMN_HEAD + drop
    return QRectF(panel.left() + 6 + column * width, top, width, panel.bottom() - 6 - top)


def column_head_point(seat: int, players: int, column: int) -> QPointF:
    """Centre top of a column's header (the 王 / 后 / 公子 label)."""
    rect = column_rect(seat, players, column)
    return QPointF(rect.center().x(), rect.top() - COLUMN_HEAD)


def column_positions(seat: int, players: int, column: int, count: int,
                     drop: float = 0.0) -> list[QPointF]:
    """Top-left corners of a column's cards, head first, each lower card overlapping the
    one above so that only its numbered band shows; compressed when the column is long."""
    rect = column_rect(seat, players, column, drop)
    scale = card_scale(players)
    card_w, card_h = CARD_W * scale, CARD_H * scale
    stride = BAND_H * scale
    if count > 1:
        stride = min(stride, (rect.height() - card_h) / (count - 1))
    x = rect.center().x() - card_w / 2
    return [QPointF(x, rect.top() + i * stride) for i in range(count)]


def next_slot_rect(seat: int, players: int, column: int, count: int) -> QRectF:
    """Where a pledged card would go: under the column's bottom card (a target area)."""
    rect = column_rect(seat, players, column)
    scale = card_scale(players)
    pos = column_positions(seat, players, column, count + 1)[-1]
    return QRectF(rect.left() + 2, rect.top() - 2, rect.width() - 4,
                  min(rect.height() + 2, pos.y() - rect.top() + CARD_H * scale + 6))


#: The round panel's texts (the fight, its hint, the next phase) reach this low at the left.
ROUND_TEXT_BOTTOM = 640.0


def hand_positions(count: int, neutral: bool = False) -> list[QPointF]:
    """Top-left corners of the human's cards (natural places): the kit's fan across the
    table. Larger cards rise above the round panel's texts, so they keep right of it, and
    with a neutral hand (`neutral`: it pushes the side column's lines down to the hand's
    natural top) left of that column too."""
    top = grown_top(HAND_Y)
    left = 20.0 if top >= ROUND_TEXT_BOTTOM else BOUT_LEFT
    right = SCENE_W - 20 if top >= ROUND_TEXT_BOTTOM else SCENE_W - 14
    if neutral and top < HAND_Y:
        right = SIDE_LEFT - 6
    return [QPointF(x, HAND_Y) for x in fan(count, (left + right) / 2, right - left, 8)]


def bout_rows(passes: bool) -> int:
    """How many plays of the bout show (the newest ones): each row's label, and the line
    of passes under the lowest row's cards, must end above the hand's top (a selected card
    raised), however large the cards and however much the texts grew on a small window
    (gui/table/faces.py)."""
    limit = grown_top(HAND_Y) - LIFT * card_size() - 2
    label = max(16.0, text_floor()) * 1.3
    rows = BOUT_SHOWN
    while rows > 1:
        last = MID_TOP + 30 + (rows - 1) * BOUT_STRIDE
        below = last + CARD_H * BOUT_SCALE + 2 + max(15.0, text_floor()) * 1.3 if passes else \
            last + 6 + label
        if below <= limit:
            break
        rows -= 1
    return rows


def bout_positions(plays: int) -> list[float]:
    """y of each shown play's cards (oldest shown first); the newest is lowest and on top."""
    shown = min(plays, BOUT_SHOWN)
    return [MID_TOP + 30 + i * BOUT_STRIDE for i in range(shown)]


def bout_card_xs(count: int, left: float) -> list[float]:
    width = CARD_W * BOUT_SCALE
    room = BOUT_RIGHT - left - width
    gap = min(width + 4, room / max(1, count - 1)) if count > 1 else 0
    return [left + i * gap for i in range(count)]


def compare(a, b) -> tuple[str, int, int, int]:
    """How standing a (ranked above) beats standing b (engine territory.Standing):
    ("cards"|"palace"|"row"|"start", row number, a's value, b's value)."""
    if a.cards != b.cards:
        return "cards", 0, a.cards, b.cards
    if a.palace != b.palace:
        return "palace", 0, a.palace, b.palace
    for i, (x, y) in enumerate(zip(a.rows, b.rows, strict=False)):
        if x != y:
            return "row", i + 2, x, y
    return "start", 0, a.start_order, b.start_order
