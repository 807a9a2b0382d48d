"""The original rules' score tables (计分规则) as data, and the scoring of a match: the heaven
phase at the deal (`heaven_phase`), a win in rounds 1–3 (`win`) and the match's end (`finish`)."""
from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any

from engine.core import Event

from .deck import HAND_SIZE, Heaven, heaven_kinds

if TYPE_CHECKING:
    from .rules import TiandirenState

#: A seat's status while it may still win in the rounds; then "heaven" or a `Win`'s value.
PLAYING = "playing"
HEAVEN = "heaven"


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


def heaven_phase(state: TiandirenState, events: list[Event]) -> bool:
    """初始阶段: 庄家天牌, 非庄家天牌 (×0.7), 抢天 (×0.9). Whether anyone held heaven.

    ×3 follows 「同局出现三类别天牌（不同人）」 (docs/rulings.md, 天地人): all three kinds appear
    and no player holds more than one kind. A player with two or three kinds scores the
    double-hand line (一人独有双天牌) and then nobody gets ×3.
    """
    kinds = [heaven_kinds(c) if len(h) == HAND_SIZE else [] for c, h in zip(state.cnt, state.hands, strict=True)]
    holders = [s for s in range(state.players) if kinds[s]]
    if not holders:
        return False
    zhuang_has = bool(kinds[state.zhuang])
    seen = {k for s in holders for k in kinds[s]}
    different_holders = all(len(kinds[s]) == 1 for s in holders)
    factor = TRIPLE_FACTOR if len(seen) == len(Heaven) and different_holders else 1
    for s in holders:
        role = HeavenRole.ZHUANG if s == state.zhuang else (
            HeavenRole.FOLLOW if zhuang_has else HeavenRole.GRAB)
        pts = heaven_points(kinds[s], role) * factor
        state.status[s] = HEAVEN
        state.scores[s] = pts
        heaven: dict[str, Any] = {"kinds": [k.value for k in kinds[s]], "role": role.value,
                                  "score": pts, "triple": factor > 1}
        state.heaven[s] = heaven
        events.append(Event("heaven", {"seat": s, "kinds": heaven["kinds"],
                                       "role": role.value, "triple": factor > 1, "score": pts}))
    return True


def win(state: TiandirenState, seat: int, how: Win) -> Event:
    """`seat` empties the hand as 地牌, 抢地 or 人牌: its title and its points."""
    state.status[seat] = how.value
    state.scores[seat] = WIN_POINTS[how]
    return Event("win", {"seat": seat, "win": how.value, "score": WIN_POINTS[how], "round": state.round})


def finish(state: TiandirenState) -> list[Event]:
    """The match ends: everyone still playing is a 完败者."""
    for s in range(state.players):
        if state.status[s] == PLAYING:
            state.status[s] = Win.LOST.value
    state.phase, state.turn = "over", None
    return [Event("game_over", {"scores": list(state.scores), "status": list(state.status),
                                "no_match": state.no_match})]
