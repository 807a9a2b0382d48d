"""天地人 "Why not?": why the selected cards are not a play the player can make now.

The rules the reasons come from (the original rules, 附录二 and 出牌; docs/rulings.md, 天地人):
- a play is one of the combinations of 附录二 (单张, 对子, 顺子 ≥ 5, 对顺 ≥ 3 pairs, 火箭, 星舰,
  孤舟, 无人机, 超级无人机, 飞船), wild 2s standing in where the rulings allow;
- 「跟牌须与上家牌型相同且更大」: a follow is the same type and shape and beats the table
  (`combos.beats`), or is a bomb of a higher class;
- in rounds 1–2 a play that empties the hand is only 地牌 (the first lead of round 1) or
  抢地; in 抢地 the only play is one that empties the hand.
A selection that more cards would make a legal play is `INCOMPLETE` (the player is still
picking): part of a legal play's cards, or of a play with kickers that the kicker steps
(kickers.py, `pending_options`) can still finish with the selected cards among its kickers —
a 孤舟 never carries a 2 (「不可与“2”搭配」), and against a play of the same body the kickers
must beat the table's. A selection as large as the play it would be is complete: it is
that play or none. Otherwise the selection is read as every play it could be (the rules'
own `lead_plays` and `select.plays_for_selection`), and those readings are compared with
the table.
"""
from __future__ import annotations

from collections import Counter
from enum import Enum
from typing import Any

from engine.explain import Common, Reason, turn_reason

from .combos import BOMB_CLASS, Action, Body, Kick, Kind, Play, beats, needs
from .deck import BJ, LJ, TWO, counts_of
from .kickers import pending_options
from .movegen import lead_plays
from .select import kick_needs, plays_for_selection


class Why(str, Enum):
    NO_COMBINATION = "no_combination"  # the cards are no combination of 附录二
    WRONG_SHAPE = "wrong_shape"        # a follow must be the table's type and shape (or a bomb)
    TOO_LOW = "too_low"                # same shape, but it does not beat the table
    BOMB_TOO_LOW = "bomb_too_low"      # a bomb that does not beat the bomb on the table
    EMPTIES_EARLY = "empties_early"    # rounds 1–2: going out only as 地牌 or 抢地
    QIANGDI_ALL = "qiangdi_all"        # 抢地: the play must empty the hand
    MUST_LEAD = "must_lead"            # the leader plays; there is nothing to pass on
    KICKERS_PENDING = "kickers_pending"  # a play's kickers are being chosen
    INCOMPLETE = "incomplete"          # part of a legal play: the rest of its cards is still to pick


def explain(state: Any, attempt: str, seat: int | None = None) -> Reason | None:
    reason = turn_reason(state, seat)
    if reason is not None:
        return reason
    if any(str(a) == attempt for a in state.legal_actions()):
        return None
    tokens = attempt.split()
    if len(tokens) == 1 and tokens[0] != "pass":
        tokens = ["play"] + tokens           # a key on a card: the card alone (keyboard.py)
    if tokens == ["pass"]:
        # While a play's kickers are chosen (docs/rulings.md, 天地人) only a kicker is a
        # move, whoever made the play; else a pass is refused only to the trick's leader.
        if state.pending is not None:
            return Reason(Why.KICKERS_PENDING, {"body": str(state.pending[0])})
        return Reason(Why.MUST_LEAD)
    if len(tokens) < 2 or tokens[0] != "play":
        return Reason(Common.UNREADABLE, {"attempt": attempt})
    cards, hand = tokens[1:], state.hands[state.turn]
    missing = Counter(cards) - Counter(hand)
    if missing:
        return Reason(Common.NOT_IN_HAND, {"card": sorted(missing)[0]})
    if state.pending is not None:
        return Reason(Why.KICKERS_PENDING, {"body": str(state.pending[0])})
    legal = state.legal_actions()
    if plays_for_selection(legal, hand, cards, state.table):
        return None
    if state.phase == "qiangdi":       # the only plays are those that empty the hand
        return Reason(Why.QIANGDI_ALL, {"count": len(cards), "left": len(hand)})
    if _may_grow(legal, counts_of(cards), counts_of(hand), state.table):
        return Reason(Why.INCOMPLETE, {"count": len(cards)})
    return _why(state, cards, len(hand))


def _may_grow(legal: list[Action], want: list[int], hand: list[int], table: Play | None) -> bool:
    """Are the selected cards (count vector `want`) part of some legal play, which more
    cards would complete? For a body (a play with kickers) the kicker steps must be able
    to take the selected cards beyond the body's (`_kickers_take`)."""
    size = sum(want)
    for action in legal:
        if isinstance(action, Play):
            if all(w <= n for w, n in zip(want, needs(action), strict=True)):
                return True
        elif isinstance(action, Body) and size < action.size:
            extra = [max(0, w - n) for w, n in zip(want, needs(action), strict=True)]
            if _kickers_take(hand, action, table, extra):
                return True
    return False


# Nodes a kicker search may visit: far more than any hand needs (the steps are few, and
# the search stops at the first finish); past it the answer is the generous one.
KICK_SEARCH_NODES = 4000


def _kickers_take(hand: list[int], body: Body, table: Play | None, extra: list[int]) -> bool:
    """Can the kicker steps of `body` (pending_options: high to low, each one a kicker the
    play can still be finished — and, against the same body, still win — with) choose
    kickers that hold every card of `extra` (a count vector), from `hand`?"""
    if extra[LJ] or extra[BJ]:
        return False                         # no joker is ever a kicker
    no_wild_two = body.ksize == 1 or body.kind == Kind.BOAT    # 2s only as rank-2 kickers
    budget = [KICK_SEARCH_NODES]

    def walk(kicks: tuple[Kick, ...], need: list[int]) -> bool:
        left = body.kickers - len(kicks)
        if not any(need):                    # the steps always offer a way to finish
            return left == 0 or bool(pending_options(hand, body, kicks, table))
        if sum(need) > left * body.ksize:
            return False
        budget[0] -= 1
        if budget[0] < 0:
            return True
        for kick in pending_options(hand, body, kicks, table):
            rest = [max(0, n - t) for n, t in zip(need, kick_needs(kick), strict=True)]
            # later steps are at this kick's rank or lower: a card above it is now or never
            if any(rest[r] for r in range(kick.rank + 1, TWO)):
                continue
            if rest[TWO] and kick.rank < TWO and no_wild_two:
                continue
            if walk(kicks + (kick,), rest):
                return True
        return False

    return walk((), extra)


def _why(state: Any, cards: list[str], left: int) -> Reason:
    # Every play these cards make on their own (kickers from among them).
    readings = plays_for_selection(lead_plays(counts_of(cards)), cards, cards, None)
    if not readings:
        params: dict[str, Any] = {"count": len(cards)}
        if _boat_with_two(counts_of(cards)):
            params["boat_two"] = True        # the table can say why: 孤舟 「不可与“2”搭配」
        return Reason(Why.NO_COMBINATION, params)
    table = state.table
    if table is not None and not any(beats(p, table) for p in readings):
        if any(_same_shape(p, table) for p in readings):
            return Reason(Why.TOO_LOW, {"table": str(table), "count": len(cards)})
        if any(BOMB_CLASS.get(p.kind, 0) for p in readings):     # a bomb of a lower class
            return Reason(Why.BOMB_TOO_LOW, {"table": str(table), "count": len(cards)})
        return Reason(Why.WRONG_SHAPE, {"table": str(table), "count": len(cards)})
    # The cards make a play that would be legal but for going out too early.
    return Reason(Why.EMPTIES_EARLY, {"round": state.round, "count": len(cards)})


def _same_shape(p: Any, table: Any) -> bool:
    """The comparison `combos.beats` makes for two plays of one type (bombs by class)."""
    cp, ct = BOMB_CLASS.get(p.kind, 0), BOMB_CLASS.get(table.kind, 0)
    if cp or ct:
        return cp == ct
    return (p.kind == table.kind and p.length == table.length and p.ksize == table.ksize
            and len(p.kick) == len(table.kick))


def _boat_with_two(counts: list[int]) -> bool:
    """One joker with one or two 2s: a 孤舟 but for its kicker, which may not be a 2
    (「不可与“2”搭配」)."""
    others = sum(counts) - counts[LJ] - counts[BJ] - counts[TWO]
    return counts[LJ] + counts[BJ] == 1 and 1 <= counts[TWO] <= 2 and not others
