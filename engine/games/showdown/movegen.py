"""The legal actions of a 九局對決 position (the original rules, 阶段1 and 阶段2; docs/rulings.md).

Attacking: every red card in hand (小王 once per card it may name), or `draw` with none.
Answering 大王's perfect out: discard any red card, or accept. Defending: the black cards
that may be played (those that hold, or ♣8 against J/Q/K, or any with `losing_defence`);
when none holds, ♣7 and 弃1摸1 if not used this half-inning; always `nodefence`. A blind
drawn black card must be played; no black card: `draw` or `nodefence`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import judge as J
from .actions import ACCEPT, CLUB7, DRAW, NODEFENCE, Action, Kind, Phase
from .deck import BLACK_DECK, NAMEABLE, RED_DECK, card_order

if TYPE_CHECKING:
    from .rules import ShowdownState

# The actions of each card, made once (legal actions are listed on every rollout move).
PLAYS = {c: ((Action(Kind.PLAY, c),) if c != "LJ" else
             tuple(Action(Kind.PLAY, "LJ", name) for name in NAMEABLE)) for c in RED_DECK}
ANSWERS = {c: Action(Kind.ANSWER, c) for c in RED_DECK}
DEFENCES = {c: Action(Kind.DEFEND, c) for c in BLACK_DECK}
SWAPS = {c: Action(Kind.SWAP, c) for c in BLACK_DECK}


def legal_actions(state: ShowdownState) -> list[Action]:
    """The actions of the seat to act, in a fixed order (cards low to high)."""
    if state.phase is Phase.ATTACK:
        hand = state.hand["red"]
        if not hand:
            return [DRAW]
        acts: list[Action] = []
        for card in sorted(hand, key=card_order):
            acts += PLAYS[card]
        return acts
    if state.phase is Phase.ANSWER:
        return [ANSWERS[c] for c in sorted(state.hand["red"], key=card_order)] + [ACCEPT]
    return defence_actions(state)


def defence_actions(state: ShowdownState) -> list[Action]:
    """The defender's answers to the attack on the table (阶段2, cases 1–5)."""
    hand = sorted(state.hand["black"], key=card_order)
    if state.blind["black"]:
        return [DEFENCES[hand[0]]]
    if not hand:
        return [DRAW, NODEFENCE]
    attack = state.attack
    assert attack is not None, "no attack on the table"
    loose = state.game.options["losing_defence"]
    acts = [DEFENCES[c] for c in hand if loose or J.playable(attack, c)]
    if not state.can_hold():
        if "7C" in hand and not state.club7_used:
            acts.append(CLUB7)
        if not state.swap_used:
            acts.extend(SWAPS[c] for c in hand)
    acts.append(NODEFENCE)
    return acts
