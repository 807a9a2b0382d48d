"""The original rules' score tables (计分规则) as data."""
from __future__ import annotations

from enum import Enum

from .deck import Heaven


class HeavenRole(Enum):
    """How a heaven hand wins (初始阶段 A–C)."""

    ZHUANG = "zhuang"        # 庄家天牌: the 庄家 holds it
    FOLLOW = "follow"        # 非庄家天牌 (×0.7): another player, when the 庄家 has heaven too
    GRAB = "grab"            # 抢天 (×0.9): another player, when the 庄家 has none


class Win(Enum):
    """Match-phase titles; LOST is 完败者."""

    DI = "di"                # 地牌: the round-1 leader empties the hand with that first lead
    QIANGDI = "qiangdi"      # 抢地: round-1 trick won, then the next lead empties the hand
    REN = "ren"              # 人牌: first to empty the hand in round 3
    LOST = "lost"            # 完败者


# Points by heaven hand and role (庄家 / 非庄家 ×0.7 / 抢天 ×0.9), exactly as the original rules' table.
HEAVEN_POINTS: dict[Heaven, dict[HeavenRole, int]] = {
    Heaven.CARRIER: {HeavenRole.ZHUANG: 50_000, HeavenRole.FOLLOW: 35_000, HeavenRole.GRAB: 45_000},
    Heaven.UFO: {HeavenRole.ZHUANG: 10_000, HeavenRole.FOLLOW: 7_000, HeavenRole.GRAB: 9_000},
    Heaven.STARLINK: {HeavenRole.ZHUANG: 1_000, HeavenRole.FOLLOW: 700, HeavenRole.GRAB: 900},
}
# 一人独有双天牌 (any two — or all three — in one hand).
DOUBLE_POINTS = {HeavenRole.ZHUANG: 200_000, HeavenRole.FOLLOW: 140_000, HeavenRole.GRAB: 180_000}
# 同局出现三类别天牌（不同人）: every holder's points ×3, only when all three kinds appear
# and each holder holds one kind (docs/rulings.md, 天地人).
TRIPLE_FACTOR = 3

WIN_POINTS = {Win.DI: 3_000, Win.QIANGDI: 1_500, Win.REN: 2_000, Win.LOST: 0}


def heaven_points(kinds: list[Heaven], role: HeavenRole) -> int:
    """Points for one holder before the ×3 of a three-category hand."""
    if len(kinds) >= 2:
        return DOUBLE_POINTS[role]
    return HEAVEN_POINTS[kinds[0]][role]
