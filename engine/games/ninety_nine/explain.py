"""九九 "Why not?": why a clicked card (or a written play) is not legal now.

The one rule that refuses a card in 九九 is the total: the original rules 「當某一玩家不論出哪張牌後
都會使海中的數值超過99時,則該玩家淘汰」 and the ruling "nothing over 99" (a number card, or the
+ side of 10/Q, may not take the total past 99; the − side may not take it below 0).
Function cards never exceed (they are always playable). Which cards can be played at a total
is the rules' own `has_play` (movegen.py) over the effect table (cardsets.py); this module only says
which side of that test a refused card fell on, and by how much.
"""
from __future__ import annotations

from collections import Counter
from enum import Enum
from typing import Any

from engine.explain import Common, Reason, turn_reason

from .cardsets import ADDING, MAX_TOTAL, Fx
from .movegen import has_play


class Why(str, Enum):
    OVER_99 = "over_99"          # the card would take the total past 99
    BELOW_0 = "below_0"          # the − side of 10/Q would take the total below 0
    PAIR_OVER_99 = "pair_over_99"  # two number cards together would pass 99
    PAIR_NUMBERS_ONLY = "pair_numbers_only"  # only plain number cards go out two at once
    NO_PAIRS = "no_pairs"        # two cards at once needs the double-play option
    TAKE_FROM_POOL = "take_from_pool"  # sanction: the sanctioner takes from the pool, not the hand
    NOT_A_TARGET = "not_a_target"  # the chosen player cannot be chosen for this card
    NO_SUCH_CHOICE = "no_such_choice"  # a label the card does not have
    NO_PASS = "no_pass"          # 九九 has no pass: every turn plays a card (or the player is out)
    KEEP_ONE = "keep_one"        # sanction: the target keeps one of their cards, no pass
    TAKE_ONE = "take_one"        # sanction: the sanctioner takes one offered card, no pass


def explain(state: Any, attempt: str, seat: int | None = None) -> Reason | None:
    reason = turn_reason(state, seat)
    if reason is not None:
        return reason
    legal = state.legal_actions()
    if any(str(a) == attempt for a in legal):
        return None
    tokens = attempt.split()
    if not tokens:
        return Reason(Common.UNREADABLE, {"attempt": attempt})
    if tokens == ["pass"]:
        return _no_pass(state)
    if state.pending is not None:
        return _pending(state, tokens)
    hand = state.hands[state.turn]
    cards = tokens[0].split("&")
    missing = Counter(cards) - Counter(hand)
    if missing:
        return Reason(Common.NOT_IN_HAND, {"card": sorted(missing)[0]})
    if len(cards) > 1:
        return _pair(state, cards)
    card = cards[0]
    label = next((t for t in tokens[1:] if not t.startswith("@")), "")
    target = next((t for t in tokens[1:] if t.startswith("@")), "")
    named = [a for a in legal if a.cards == (card,)]
    if named and (not label or any(a.label == label for a in named)):
        if not target:
            return None                  # a click on a playable card: the table offers the ways
        return Reason(Why.NOT_A_TARGET, {"card": card, "player": _seat(target)})
    return _total(state, card, label)


def _total(state: Any, card: str, label: str) -> Reason:
    """The card (or the side of it named by `label`) leaves 0..99."""
    game, total = state.game, state.total
    effect = game.effects[card]
    if effect.kind is Fx.ANY and label in game.any_effects:
        effect = game.any_effects[label]
    kind, amount = effect
    base = {"card": card, "total": total}
    if kind is Fx.PLUSMINUS:
        if label == "-" + str(amount) or (label == "" and total + amount <= MAX_TOTAL):
            return Reason(Why.BELOW_0, {**base, "amount": amount, "result": total - amount})
        return Reason(Why.OVER_99, {**base, "amount": amount, "result": total + amount})
    if kind is Fx.CHOOSE:
        wanted = int(label[1:]) if label[1:].isdigit() else min(amount)
        return Reason(Why.OVER_99, {**base, "amount": wanted, "result": total + wanted})
    if kind in ADDING and not has_play(effect, total):
        if amount < 0:
            return Reason(Why.BELOW_0, {**base, "amount": -amount, "result": total + amount})
        return Reason(Why.OVER_99, {**base, "amount": amount, "result": total + amount})
    return Reason(Why.NO_SUCH_CHOICE, {"card": card, "label": label})


def _pair(state: Any, cards: list[str]) -> Reason:
    """Bloody severity, two cards at once (ruling: plain number cards, their sum ≤ 99)."""
    game = state.game
    if len(cards) != 2 or not game.double_play:
        return Reason(Why.NO_PAIRS, {"cards": cards})
    effects = [game.effects[c] for c in cards]
    if any(e.kind is not Fx.ADD for e in effects):
        return Reason(Why.PAIR_NUMBERS_ONLY, {"cards": cards})
    amount = sum(e.amount for e in effects)
    return Reason(Why.PAIR_OVER_99, {"cards": cards, "total": state.total, "amount": amount,
                                     "result": state.total + amount})


def _no_pass(state: Any) -> Reason:
    """P: no rule of 九九 lets a player pass (「當某一玩家不論出哪張牌後都會使海中的數值超過99時,
    則該玩家淘汰」: one who cannot play is out), nor skip a step of a sanction."""
    if state.pending is None:
        return Reason(Why.NO_PASS)
    stage, sanctioner, target = state.pending
    if stage == "keep":
        return Reason(Why.KEEP_ONE, {"player": sanctioner})
    return Reason(Why.TAKE_ONE, {"player": target})


def _pending(state: Any, tokens: list[str]) -> Reason | None:
    """The northwest 小王 sanction: the target keeps one hand card, then the sanctioner takes
    one from the pool (the rest of the target's hand). A click on such a card names the card
    alone; the stage is the action's kind."""
    stage, _sanctioner, target = state.pending
    card = tokens[-1]
    if any(str(a) == f"{stage} {card}" for a in state.legal_actions()) \
            and tokens[0] in (card, stage):
        return None
    if stage == "take":
        if card in state.sanction_pool:
            return Reason(Why.NO_SUCH_CHOICE, {"card": card, "label": tokens[0]})
        return Reason(Why.TAKE_FROM_POOL, {"card": card, "player": target})
    return Reason(Common.NOT_IN_HAND, {"card": card})


def _seat(token: str) -> int:
    return int(token[1:]) if token[1:].isdigit() else -1
