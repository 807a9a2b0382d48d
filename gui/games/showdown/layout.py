"""Where things sit on the 九局對決 table (scene 1200 x 800), and the text fitting it needs."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QPainter

from ...table import CARD_H, card_scale, fan, pixel_font
from ...table.card_size import grown_top
from ...table.view import SCENE_H, SCENE_W

# ---- geometry (scene 1200 x 800) ---------------------------------------------------------
LINE_RECT = QRectF(14, 10, 640, 112)           # line score
INFO_RECT = QRectF(668, 10, SCENE_W - 682, 112)  # inning, who bats, outs
HOME = QPointF(300, 590)
BASE_GAP = 168.0
BASES = {
    "home": HOME,
    "1B": QPointF(HOME.x() + BASE_GAP, HOME.y() - BASE_GAP),
    "2B": QPointF(HOME.x(), HOME.y() - 2 * BASE_GAP),
    "3B": QPointF(HOME.x() - BASE_GAP, HOME.y() - BASE_GAP),
}
BASE_ORDER = ("home", "1B", "2B", "3B")
MOUND = QPointF(HOME.x(), HOME.y() - BASE_GAP)
ABILITY_RECT = QRectF(14, 640, 560, 150)        # under the diamond
OPP_RECT = QRectF(612, 132, SCENE_W - 626, 66)  # the computer's plate
RED_POS = QPointF(640, 214)                     # the batter's card in the middle
BLACK_POS = QPointF(790, 214)                   # the pitcher's card beside it
# The piles sit close right of the pitcher's card (it ends at 890) so that the counts beside
# them have room to stay whole ("Black deck: 23" on an 800×600 window, where texts grow).
DECK_X = 904.0
DISCARD_X = DECK_X + 58                         # the discard pile's top card
LABEL_X = DECK_X + 116                          # "Red deck: 23" / "Discards: 4"
LABEL_W = SCENE_W - 14 - LABEL_X
RED_ROW_Y = 214.0
BLACK_ROW_Y = 304.0
SMALL = 0.55                                     # deck and discard card scale
JUDGE_RECT = QRectF(612, 392, SCENE_W - 626, 84)
BANNER_RECT = QRectF(612, 484, SCENE_W - 626, 62)
HUMAN_RECT = QRectF(612, 556, SCENE_W - 626, 58)
HAND_Y = SCENE_H - CARD_H - 24
HAND_CX = (612 + SCENE_W - 14) / 2
HAND_ROOM = SCENE_W - 640.0       # the right column's width for the hand's cards
COLUMN_TOP = 384.0                # below the middle cards' captions
RUNNER_R = 15.0

SEAT_COLOURS = ("#2f7de1", "#e07b24")          # ring colour of each side's runners


font = pixel_font


def elided_text(text: str, pixels: float, width: float, bold: bool = False) -> str:
    return QFontMetrics(font(pixels, bold)).elidedText(text, Qt.TextElideMode.ElideRight, int(width))


def hand_y() -> float:
    """The natural top of the hand's cards: larger cards sit lower (10 units above the felt's
    edge instead of 24), as they grow upwards from their bottom edge."""
    return HAND_Y if card_scale() <= 1 else SCENE_H - CARD_H - 10


def hand_positions(count: int) -> list[QPointF]:
    """Top-left corners of the human's cards (natural places), centred under the middle of
    the table; the kit's fan overlaps them more as they grow."""
    return [QPointF(x, hand_y()) for x in fan(count, HAND_CX, HAND_ROOM, 12)]


def _column() -> tuple[QRectF, QRectF, QRectF] | None:
    """The judge panel, the banner and the human's plate squeezed between the middle cards'
    captions and a hand of large cards (None: the hand leaves them their usual places)."""
    bottom = grown_top(hand_y()) - 6
    if bottom >= HUMAN_RECT.bottom():
        return None
    share = (bottom - COLUMN_TOP - 12) / 3
    return tuple(QRectF(JUDGE_RECT.left(), COLUMN_TOP + i * (share + 6), JUDGE_RECT.width(), share)
                 for i in range(3))


def judge_rect() -> QRectF:
    """Where the judgement panel goes (the last play, its verdict)."""
    squeezed = _column()
    return JUDGE_RECT if squeezed is None else squeezed[0]


def banner_rect() -> QRectF:
    """Where the half-inning banner goes."""
    squeezed = _column()
    return BANNER_RECT if squeezed is None else squeezed[1]


def human_rect() -> QRectF:
    """Where the human's plate goes."""
    squeezed = _column()
    return HUMAN_RECT if squeezed is None else squeezed[2]


def base_path(start: str, end: str) -> list[QPointF]:
    """The corners a runner passes from `start` to `end` (batter starts at home)."""
    if end == "off":
        return []
    i = 0 if start in ("batter", "home") else BASE_ORDER.index(start)
    j = 4 if end == "home" else BASE_ORDER.index(end)
    return [BASES[BASE_ORDER[k % 4]] for k in range(i + 1, j + 1)]


def elided(painter: QPainter, text: str, width: float) -> str:
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))
