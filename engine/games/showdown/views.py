"""What each seat sees (observation), everything (full_state), and determinize.

Public: the attack/defence cards on the table, discard piles, out markers, used jokers,
deck and hand sizes, bases, outs, the line score, the ♣7 / 弃1摸1 flags. Private: one's own
hand (the attacker holds the red hand, the defender the black one) and every deck order.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core import shuffle_unseen

from .deck import card_order

if TYPE_CHECKING:
    from .rules import ShowdownState


def _attack_view(state: ShowdownState) -> dict[str, Any] | None:
    a = state.attack
    if a is None:
        return None
    return {"card": a.card, "named": a.named, "counts_as": a.counts_as, "value": a.value,
            "blind": a.penalty}


def observation(state: ShowdownState, seat: int) -> dict[str, Any]:
    mine = state.colour_of_seat(seat)
    other = "black" if mine == "red" else "red"
    defender_view = seat == state.fielding and state.phase.value == "defend"
    return {
        "seat": seat, "role": "attacker" if mine == "red" else "defender",
        "hand": sorted(state.hand[mine], key=card_order),
        "opponent_hand_size": len(state.hand[other]),
        "hand_sizes": {"red": len(state.hand["red"]), "black": len(state.hand["black"])},
        "away": state.away, "home": 1 - state.away, "inning": state.inning,
        "half": ("top", "bottom")[state.half], "batting": state.batting, "fielding": state.fielding,
        "phase": state.phase.value, "to_act": state._current_player(),
        "outs": state.outs, "bases": [list(b) for b in state.bases],
        "score": state.board.totals(), "line_score": state.board.line(),
        "decks": {c: len(state.deck[c]) for c in ("red", "black")},
        "discards": {c: list(state.discard[c]) for c in ("red", "black")},
        "out_markers": list(state.markers), "removed": list(state.removed),
        "attack": _attack_view(state), "defence": state.defence,
        "pending": None if state.pending is None else state.pending.outcome.value,
        "blind": dict(state.blind),
        "blind_cards": {c: (list(state.hand[c]) if state.blind[c] else []) for c in ("red", "black")},
        "abilities": {
            "club7_used": state.club7_used, "swap_used": state.swap_used,
            "club7_available": not state.club7_used, "swap_available": not state.swap_used,
            "can_hold": state.can_hold() if defender_view else None},
        "options": dict(state.game.options),
        "over": state.winner is not None,
        "winner": None if state.winner is None or state.winner < 0 else state.winner,
    }


def policy_view(state: ShowdownState, seat: int) -> dict[str, Any]:
    """The part of `observation(seat)` that the `normal` bot reads (engine/games/showdown/ai.py,
    evaluate.py), with the same values: what the hard bot's rollouts hand their policy on
    every move. The observation's line score, deck sizes and abilities cost a third of a
    rollout move and the policy never looks at them. tests/test_showdown_bots.py checks that
    this is a part of the observation and that the bot decides the same from it. Unlike the
    observation it shares the state's lists (the bases, piles, flags): it is read, never kept."""
    batting = state.batting
    mine = "red" if seat == batting else "black"
    other = "black" if mine == "red" else "red"
    blind, hand = state.blind, state.hand
    return {
        "role": "attacker" if mine == "red" else "defender",
        "hand": sorted(hand[mine], key=card_order), "opponent_hand_size": len(hand[other]),
        "inning": state.inning, "batting": batting, "outs": state.outs,
        "bases": state.bases, "score": state.board.totals(), "discards": state.discard,
        "out_markers": state.markers, "removed": state.removed,
        "attack": _attack_view(state), "defence": state.defence, "blind": blind,
        "blind_cards": {"red": hand["red"] if blind["red"] else [],
                        "black": hand["black"] if blind["black"] else []},
        "options": state.game.options,
    }


def full_state(state: ShowdownState) -> dict[str, Any]:
    # (hashlib imported here: it loads OpenSSL, 4-7 ms, and the app's home imports this
    # module before its first frame to read a game to continue, which makes no view)
    import hashlib
    return {
        "away": state.away, "inning": state.inning, "half": state.half, "outs": state.outs,
        "bases": [list(b) for b in state.bases], "board": state.board.as_dict(),
        "hands": {c: sorted(state.hand[c], key=card_order) for c in ("red", "black")},
        "decks": {c: list(state.deck[c]) for c in ("red", "black")},
        "discards": {c: list(state.discard[c]) for c in ("red", "black")},
        "markers": list(state.markers), "removed": list(state.removed),
        "phase": state.phase.value, "attack": _attack_view(state), "defence": state.defence,
        "pending": None if state.pending is None else state.pending.outcome.value,
        "blind": dict(state.blind), "club7_used": state.club7_used, "swap_used": state.swap_used,
        # A digest that is the same in every process: hash() of the state tuple is not on
        # CPython 3.11, where it takes in hash(None), an address.
        "winner": state.winner,
        "rng": hashlib.sha1(repr(state.rng.getstate()).encode()).hexdigest(),
    }


def determinize(state: ShowdownState, seat: int, rng: random.Random) -> ShowdownState:
    """Resample the opponent's hand and both deck orders from the sorted unseen cards."""
    other = state.clone()
    other._legal_cache = None
    mine = state.colour_of_seat(seat)
    for colour in ("red", "black"):
        # a blind-drawn card is face up (阶段1/阶段2 case 5): not hidden
        public = colour == mine or state.blind[colour]
        hidden_hand = [] if public else state.hand[colour]
        pool = shuffle_unseen(state.deck[colour] + hidden_hand, rng, key=card_order)
        n = len(hidden_hand)
        if public:
            other.hand[colour] = sorted(state.hand[colour], key=card_order)
        else:
            other.hand[colour] = pool[:n]
        other.deck[colour] = pool[n:]
    other.rng = random.Random(rng.randrange(1 << 62))
    return other
