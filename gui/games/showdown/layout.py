"""Where things sit on the 九局對決 table (scene 1200 x 800), and the text fitting it needs."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QPainter

from ...table import CARD_H, CARD_W, pixel_font
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
RUNNER_R = 15.0

SEAT_COLOURS = ("#2f7de1", "#e07b24")          # ring colour of each side's runners


font = pixel_font


def elided_text(text: str, pixels: float, width: float, bold: bool = False) -> str:
    return QFontMetrics(font(pixels, bold)).elidedText(text, Qt.TextElideMode.ElideRight, int(width))


def hand_positions(count: int) -> list[QPointF]:
    """Top-left corners of the human's cards, centred under the middle of the table."""
    if count <= 0:
        return []
    gap = min(CARD_W + 12, (SCENE_W - 640 - CARD_W) / max(1, count - 1)) if count > 1 else 0
    left = HAND_CX - (gap * (count - 1) + CARD_W) / 2
    return [QPointF(left + i * gap, HAND_Y) for i in range(count)]


def base_path(start: str, end: str) -> list[QPointF]:
    """The corners a runner passes from `start` to `end` (batter starts at home)."""
    if end == "off":
        return []
    i = 0 if start in ("batter", "home") else BASE_ORDER.index(start)
    j = 4 if end == "home" else BASE_ORDER.index(end)
    return [BASES[BASE_ORDER[k % 4]] for k in range(i + 1, j + 1)]


def elided(painter: QPainter, text: str, width: float) -> str:
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))
