"""九九's legal plays: which cards can be played at a total, and every way to play each one.

The ruling "nothing over 99" (a number card, or the + side of 10/Q, may not take the total
past 99; the − side may not take it below 0) and "function cards never exceed" decide which
cards are playable (`has_play`); a card's choices (its label: ±, the western A's +1/+11, K's
=99/=0, the Joker's rotation or function) and its chosen player (`@seat`) make its plays.
The plays of a card depend only on the options, the total and who can be chosen, so they are
memoised per game (NinetyNineGame.plays_at and .memo).
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import Action
from .cardsets import (
    ESCAPES,
    K_CHOICES,
    MAX_TOTAL,
    ROTATIONS,
    TARGETED,
    Effect,
    Fx,
    choices_of,
    one_amount,
)

if TYPE_CHECKING:
    from .rules import NinetyNineState


def has_play(effect: Effect, total: int) -> bool:
    """Whether a card with this effect can be played at `total` (rulings: nothing over 99;
    function cards never exceed). Tabulated per total by NinetyNineGame.playable_at."""
    kind = effect.kind
    if kind in ESCAPES:
        return True
    if kind is Fx.CHOOSE:
        return total + min(choices_of(effect)) <= MAX_TOTAL
    amount = one_amount(effect)
    if kind is Fx.PLUSMINUS:
        return total + amount <= MAX_TOTAL or total - amount >= 0
    return total + amount <= MAX_TOTAL


def legal_plays(state: NinetyNineState) -> list[Action]:
    """Every legal action: the sanction's keep/take step while one is pending, else every
    play of every card in the mover's hand (and the pairs, with the double-play option)."""
    if state.pending is not None:
        stage, sanctioner, target = state.pending
        cards = state.hands[target] if stage == "keep" else state.sanction_pool
        return [Action(stage, (c,)) for c in sorted(set(cards))]
    seat, out = state.turn, []
    assert seat is not None             # (asked only while the game goes on)
    at = state.game.plays_at[state.total]
    for card in sorted(set(state.hands[seat])):
        plays = at[card]
        if plays is None:
            plays = _card_plays(state, seat, card, at)
        out += plays
    if state.game.double_play:
        out += _pairs(state, seat)
    return out


def _card_plays(state: NinetyNineState, seat: int, card: str,
                at: dict[str, list[Action] | None]) -> list[Action]:
    """The plays of one card, memoised per game since hands repeat cards all the time:
    in `at` (this total's table) when they depend only on the total, else in the memo
    keyed by what decides who can be chosen (see _targets) and, unless the card is an
    escape (which never depends on the total), by the total."""
    game = state.game
    effect = game.effects[card]
    kind, total = effect.kind, state.total
    key: tuple[object, ...]
    if kind is Fx.ANY:
        key = (card, total, tuple(_targets(state, seat, Fx.DESIGNATE)),
               tuple(_targets(state, seat, Fx.STEAL)))
    elif kind is Fx.STEAL or kind is Fx.TAKE:      # these targets depend on the hands too
        key = (card, tuple(_targets(state, seat, kind)))
    elif kind in TARGETED:                          # these on who is alive and who plays
        key = (card, -1 if kind in ESCAPES else total, seat, tuple(state.alive))
    else:
        plays = at[card] = []
        _expand(state, seat, card, effect, "", plays)
        return plays
    memo = game.memo.get(key)
    if memo is None:
        memo = game.memo[key] = []
        _expand(state, seat, card, effect, "", memo)
    return memo


def _expand(state: NinetyNineState, seat: int, card: str, effect: Effect, prefix: str,
            out: list[Action]) -> None:
    """Append to `out` every play of `card` with `effect` (`prefix`: the Joker's function label)."""
    kind, total = effect.kind, state.total
    if kind is Fx.ANY:
        for label, eff in state.game.any_choices:
            _expand(state, seat, card, eff, label, out)
        return
    if kind is Fx.CHOOSE:
        out.extend(Action("play", (card,), f"+{a}") for a in choices_of(effect)
                   if total + a <= MAX_TOTAL)
        return
    amount = one_amount(effect)
    if kind is Fx.PLUSMINUS:
        for sign, delta in (("+", amount), ("-", -amount)):
            if 0 <= total + delta <= MAX_TOTAL:
                out.append(Action("play", (card,), f"{sign}{amount}"))
        return
    if kind is Fx.K_CHOICE:
        out.extend(Action("play", (card,), lab) for lab in K_CHOICES)
        return
    if kind is Fx.ROTATE:
        out.extend(Action("play", (card,), lab) for lab in ROTATIONS)
        return
    if kind not in ESCAPES and not 0 <= total + amount <= MAX_TOTAL:
        return
    if kind in TARGETED:
        chosen = _targets(state, seat, kind)
        if chosen:
            out.extend(Action("play", (card,), prefix, t) for t in chosen)
            return
    out.append(Action("play", (card,), prefix))


def _targets(state: NinetyNineState, seat: int, kind: str) -> list[int]:
    """Who `seat` may choose for a card of this kind."""
    # Keep _card_plays' memo keys in step with what decides these lists.
    n, alive, hands = state.game.players, state.alive, state.hands
    if kind is Fx.FILL:
        return [s for s in range(n) if alive[s]]
    others = [s for s in range(n) if alive[s] and s != seat]
    if kind is Fx.STEAL:
        return [s for s in others if hands[s] and not state.protected[s]]
    if kind is Fx.TAKE:
        return [s for s in others if hands[s]]
    return others


def _pairs(state: NinetyNineState, seat: int) -> list[Action]:
    """Bloody severity: two plain number cards at once (ruling: sums value cards only)."""
    effects, room = state.game.effects, MAX_TOTAL - state.total
    values = sorted(c for c in set(state.hands[seat]) if effects[c].kind is Fx.ADD)
    hand = Counter(state.hands[seat])
    out = []
    for i, a in enumerate(values):
        for b in values[i:]:
            if (a != b or hand[a] > 1) and one_amount(effects[a]) + one_amount(effects[b]) <= room:
                out.append(Action("play", (a, b)))
    return out
