"""九局對決 "Why not?": why a clicked card is not legal now.

The attacker may play any red card, so the refusals are the defender's (the original rules,
阶段2): a defence must 「管住」 the attack — a black card whose value is ≥ the red card's
(大王 always holds; ♣8 may meet J/Q/K, docs/rulings.md) — and 弃1摸1 is the answer of a hand
that has 「无牌可防」, once per half-inning. The tests are the rules' own `judge.playable`,
`ShowdownState.can_hold` and the `swap_used` flag.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from engine.explain import Common, Reason, turn_reason

from . import judge as J
from .actions import Phase
from .deck import black_value

_PHASE_KIND = {Phase.ATTACK: "play", Phase.DEFEND: "defend", Phase.ANSWER: "answer"}


class Why(str, Enum):
    DEFENCE_TOO_LOW = "defence_too_low"  # the black card does not hold the attack
    SWAP_CAN_DEFEND = "swap_can_defend"  # 弃1摸1 only when no card holds
    SWAP_USED = "swap_used"              # 弃1摸1 once per half-inning
    NO_PASS_ATTACK = "no_pass_attack"    # the attacker plays a red card (or draws one): no pass
    NO_PASS_ANSWER = "no_pass_answer"    # after 大王's perfect out: discard a red card or accept
    MUST_PLAY_DRAWN = "must_play_drawn"  # a defence drawn blind is played as it is


def explain(state: Any, attempt: str, seat: int | None = None) -> Reason | None:
    reason = turn_reason(state, seat)
    if reason is not None:
        return reason
    tokens = attempt.split()
    if not tokens:
        return Reason(Common.UNREADABLE, {"attempt": attempt})
    if tokens == ["pass"]:
        return _no_pass(state)
    if len(tokens) == 1 and tokens[0] not in ("draw", "club7", "nodefence", "accept"):
        tokens = [_PHASE_KIND.get(state.phase, "play"), tokens[0]]
    if any(str(a) == " ".join(tokens) for a in state.legal_actions()):
        return None
    if tokens[0] == "play" and tokens[1:] and any(
            a.card == tokens[1].split("=")[0] for a in state.legal_actions()):
        return None                     # 小王: the table asks which card it names
    kind, card = tokens[0], (tokens[1].split("=")[0] if len(tokens) > 1 else "")
    colour = "red" if state.phase in (Phase.ATTACK, Phase.ANSWER) else "black"
    hand = state.hand[colour]
    if card and card not in hand:
        return Reason(Common.NOT_IN_HAND, {"card": card})
    if state.phase is Phase.DEFEND and state.blind["black"]:
        return Reason(Why.MUST_PLAY_DRAWN, {"card": hand[0]})   # (阶段2 case 5)
    if state.phase is Phase.DEFEND and kind == "swap":
        if state.swap_used:
            return Reason(Why.SWAP_USED, {"card": card})
        holding = sorted(c for c in hand if J.holds(state.attack, c))
        return Reason(Why.SWAP_CAN_DEFEND, {"card": card, "holding": holding,
                                             "attack": state.attack.counts_as})
    if state.phase is Phase.DEFEND and kind == "defend" and not J.playable(state.attack, card):
        return Reason(Why.DEFENCE_TOO_LOW, {"card": card, "value": black_value(card),
                                             "attack": state.attack.counts_as,
                                             "attack_value": state.attack.value})
    return Reason(Common.UNREADABLE, {"attempt": attempt})


def _no_pass(state: Any) -> Reason | None:
    """P: the defender's pass is 「不防守」 (`nodefence`, legal unless the defence was drawn
    blind, 阶段2 case 5); the attacker has none: 阶段1 plays a red card (or draws one when the
    hand has none), and 大王's perfect out is answered with a red card or accepted."""
    if state.phase is Phase.DEFEND:
        if any(str(a) == "nodefence" for a in state.legal_actions()):
            return None
        return Reason(Why.MUST_PLAY_DRAWN, {"card": state.hand["black"][0]})
    if state.phase is Phase.ANSWER:
        return Reason(Why.NO_PASS_ANSWER)
    return Reason(Why.NO_PASS_ATTACK, {"draw": not state.hand["red"]})
