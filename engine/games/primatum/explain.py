"""九尊 "Why not?": why a selection of cards, a pledge or a territory loss is not legal now.

The rules the reasons come from (the original rules, 打法 and 押; docs/rulings.md, 九尊):
- 「玩家可以從手牌打出1張牌、同子、或順子」: a lead is a single, a 同子 (2+ cards of one number)
  or a 順子 (5+ consecutive numbers);
- 「下家必須「打」出相同的牌型，而當中最大的牌必須等於或者大於上家」: a follow has the same shape
  and size, and a value ≥ the last play's (尊牌 count +10);
- 「被押的文牌數字必須是等於或者少於蓋著的牌數」: a pledge's 文 number ≤ the covered card's, and
  「只能有一後一公子作為宮牌地域的首領」 for an empty column;
- a loss never throws the 王 away while another column can lose (rulings).
A table click is a selection that may still grow, so a selection is refused when no legal
action holds all its cards; the candidates are the rules' own `all_plays` / `follows`,
`pledge_columns` and `loss_columns`.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from engine.explain import Common, Reason, turn_reason

from . import territory as T
from .combos import follows, play_shape, value_of
from .deck import COUNTRY_OF, palace_kind, wen
from .rules import Stage


class Why(str, Enum):
    NO_COMBINATION = "no_combination"    # the cards are part of no single, 同子 or 順子 in hand
    FOLLOW_SHAPE = "follow_shape"        # a follow must be the same shape and size
    FOLLOW_TOO_LOW = "follow_too_low"    # ... worth at least the last play
    MUST_LEAD = "must_lead"              # the first to pass in a drawn bout must lead
    PLEDGE_NOT_NOW = "pledge_not_now"    # only the phase-1 bout winner pledges, before leading
    PLEDGE_TOO_HIGH = "pledge_too_high"  # 文 number above the covered card's
    PLEDGE_SECOND_HEAD = "pledge_second_head"  # a second 后 / 公子 head
    PLEDGE_REGENT_OWN = "pledge_regent_own"    # a regent must be one's own country's 斌 card
    TAKE_NEUTRAL = "take_neutral"        # the 大勝方 takes the neutral hand first
    CHOOSE_LOSS = "choose_loss"          # the 大亂方 chooses a column to lose cards from
    LOSE_KING = "lose_king"              # the 王 column only when no other column can lose
    LOSE_EMPTY = "lose_empty"            # an empty column has nothing to lose
    PLEDGE_PICK_CARD = "pledge_pick_card"  # a column clicked while pledging, with no card chosen


_KINDS = ("play", "pass", "pledge", "lose", "column", "draw")


def explain(state: Any, attempt: str, seat: int | None = None) -> Reason | None:
    reason = turn_reason(state, seat)
    if reason is not None:
        return reason
    if any(str(a) == attempt for a in state.legal_actions()):
        return None
    tokens = attempt.split()
    if len(tokens) == 1 and tokens[0] not in _KINDS:
        tokens = ["play"] + tokens           # a key on a card: the card alone (keyboard.py)
    kind, args = (tokens[0], tokens[1:]) if tokens else ("", [])
    if kind == "lose":
        return _lose(state, args)
    if kind == "column" and len(args) == 1 and args[0].isdigit():
        return _column(state, int(args[0]))
    if state.stage is Stage.DRAW:
        return Reason(Why.TAKE_NEUTRAL)
    if state.stage is Stage.LOSS:
        return Reason(Why.CHOOSE_LOSS, {"count": T.loss_count(state.round_no)})
    hand = state.hands[state.turn]
    missing = [c for c in args[:1 if kind == "pledge" else None] if c not in hand]
    if missing:
        return Reason(Common.NOT_IN_HAND, {"card": missing[0]})
    if kind == "pass":
        return Reason(Why.MUST_LEAD)
    if kind == "pledge" and len(args) == 2 and args[1].isdigit():
        return _pledge(state, args[0], int(args[1]))
    if kind == "play" and args:
        return _play(state, args)
    return Reason(Common.UNREADABLE, {"attempt": attempt})


def _play(state: Any, cards: list[str]) -> Reason | None:
    """A selection (maybe not complete yet) that no legal play or pledge contains."""
    seat, ph, hand = state.turn, state.phase_type, state.hands[state.turn]
    sel = set(cards)
    legal = [set(a.cards) for a in state.legal_actions() if a.cards]
    if any(sel <= cs for cs in legal):
        return None
    if not state.plays:
        return Reason(Why.NO_COMBINATION, {"cards": cards})
    _, last, need = state.plays[-1]
    shape = play_shape(last, ph)
    params = {"cards": cards, "shape": shape.kind.value, "size": shape.size, "value": need}
    # Same shape at any value: are the cards part of one? Then only the value is short.
    same = [c for c in follows(hand, ph, shape, 0, seat) if sel <= set(c)]
    if not same:
        return Reason(Why.FOLLOW_SHAPE, params)
    best = max(value_of(c, ph, seat) for c in same)
    return Reason(Why.FOLLOW_TOO_LOW, {**params, "best": best})


def _pledge(state: Any, card: str, col: int) -> Reason:
    seat = state.turn
    if not state.may_pledge:
        return Reason(Why.PLEDGE_NOT_NOW, {"card": card})
    columns = state.terr[seat]
    if not 0 <= col < len(columns):
        return Reason(Common.UNREADABLE, {"attempt": f"pledge {card} {col}"})
    column = columns[col]
    if column:
        return Reason(Why.PLEDGE_TOO_HIGH, {"card": card, "wen": wen(card), "covered": column[-1],
                                            "covered_wen": wen(column[-1]), "column": col})
    kind = palace_kind(card)
    if kind in ("H", "P"):
        return Reason(Why.PLEDGE_SECOND_HEAD, {"card": card, "kind": kind, "column": col})
    if kind is None and COUNTRY_OF[card] != seat:
        return Reason(Why.PLEDGE_REGENT_OWN, {"card": card, "country": COUNTRY_OF[card],
                                              "column": col})
    # A 王 never reaches a hand (losing it ends the game), so no other pledge is refused.
    return Reason(Common.UNREADABLE, {"attempt": f"pledge {card} {col}"})


def _column(state: Any, col: int) -> Reason | None:
    """A click on one of one's own columns (`column n`) with no single card chosen: the
    column is the answer to a loss (大亂方), the target of a pledge once a card is chosen,
    or nothing now (pledges come only right after winning a bout in phase 1)."""
    if state.stage is Stage.LOSS:
        legal = any(str(a) == f"lose {col}" for a in state.legal_actions())
        return None if legal else _lose(state, [str(col)])
    if state.stage is Stage.DRAW:
        return Reason(Why.TAKE_NEUTRAL)
    if state.may_pledge:
        return Reason(Why.PLEDGE_PICK_CARD, {"column": col})
    return Reason(Why.PLEDGE_NOT_NOW, {"column": col})


def _lose(state: Any, args: list[str]) -> Reason:
    if state.stage is not Stage.LOSS or not args or not args[0].isdigit():
        return Reason(Common.UNREADABLE, {"attempt": "lose " + " ".join(args)})
    col = int(args[0])
    columns = state.terr[state.turn]
    if 0 <= col < len(columns) and not columns[col]:
        return Reason(Why.LOSE_EMPTY, {"column": col})
    return Reason(Why.LOSE_KING, {"column": col, "count": T.loss_count(state.round_no)})
