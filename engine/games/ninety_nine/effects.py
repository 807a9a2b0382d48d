"""What 九九's function cards do (the original rules, 功能牌, and the variants' cards), as a table.

`resolve` turns a play into the one effect it has (a label chooses among a card's choices, a
pair adds up); `apply_effect` moves the total (ADDING and SETS_TOTAL, cardsets.py) and runs
the card's step from `_STEPS`. A step returns the play's outcome: who moves next (None: the
usual next player), how many cards the player draws (one, unless the step says otherwise;
ruling: the hand is not topped up after a swap, steal, take or double pass) and the step that
follows the draw (a swap or a rotation of hands). A kind not in `_STEPS` does nothing more.
The northwest 小王's sanction then waits for its keep and take actions (`sanction_keep`,
`sanction_take`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core import Event

from . import knowledge
from .actions import Action
from .cardsets import ADDING, K_CHOICES, ROTATIONS, SETS_TOTAL, Effect, Fx, one_amount
from .dealing import draw

if TYPE_CHECKING:
    from .rules import NinetyNineState

# (next seat or None for the usual, cards the player draws, the step after the draw or None)
Outcome = tuple[int | None, int, tuple[str, int] | None]
Step = Callable[["NinetyNineState", int, Action, list[Event]], Outcome]
_PLAIN: Outcome = (None, 1, None)


def resolve(state: NinetyNineState, effect: Effect, action: Action) -> Effect:
    """The effect of a play whose first card has `effect`, as its label or pair makes it."""
    if len(action.cards) == 2:
        return Effect(Fx.ADD, one_amount(effect) + one_amount(state.game.effects[action.cards[1]]))
    if effect.kind is Fx.ANY:
        return state.game.any_effects[action.label]
    if effect.kind is Fx.PLUSMINUS or effect.kind is Fx.CHOOSE:
        return Effect(Fx.ADD, int(action.label))
    if effect.kind is Fx.K_CHOICE:
        return K_CHOICES[action.label]
    return effect


def apply_effect(state: NinetyNineState, seat: int, action: Action, effect: Effect,
                 events: list[Event]) -> Outcome:
    """Apply one effect of `seat`'s play; returns its outcome (see the module's docstring)."""
    kind = effect.kind
    if kind in ADDING:
        state.total += one_amount(effect)
    elif kind in SETS_TOTAL:
        state.total = SETS_TOTAL[kind]
    step = _STEPS.get(kind)
    return _PLAIN if step is None else step(state, seat, action, events)


def _draw_two(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return None, 2, None


def _skip_next(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    skipped = state._next_alive(seat)
    events.append(Event("skip", {"seat": skipped, "reason": "skipped"}))
    return state._next_alive(skipped), 1, None


def _add_then_swap(state: NinetyNineState, seat: int, action: Action,
                   events: list[Event]) -> Outcome:
    return None, 1, ("swap", action.target) if action.target >= 0 else None


def _reverse(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    state.direction = -state.direction
    return _PLAIN


def _designate(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return action.target, 1, None


def _double_pass(state: NinetyNineState, seat: int, action: Action,
                 events: list[Event]) -> Outcome:
    state.skip_next[seat] = True
    return None, 0, None


def _swap(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return None, 0, ("swap", action.target)


def _rotate(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return None, 1, ("rotate", ROTATIONS[action.label])


def _steal(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return _rob(state, seat, action.target, events, protect=True)


def _take(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    return _rob(state, seat, action.target, events, protect=False)


def _fill(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    target = action.target
    draw(state, target, state.game.hand_size - len(state.hands[target]), events)
    # Filling one's own hand already includes the usual draw.
    return None, 0 if target == seat else 1, None


def _sanction(state: NinetyNineState, seat: int, action: Action, events: list[Event]) -> Outcome:
    if len(state.hands[action.target]) > 1:
        state.pending = ("keep", seat, action.target)
    return _PLAIN


# Each function card's step, by effect kind (cardsets.Fx says which card has which kind).
_STEPS: dict[str, Step] = {
    Fx.ADD_DRAW2: _draw_two, Fx.ADD_SKIP: _skip_next, Fx.ADD_SWAP: _add_then_swap,
    Fx.REVERSE: _reverse, Fx.DESIGNATE: _designate, Fx.DOUBLE_PASS: _double_pass,
    Fx.SWAP: _swap, Fx.ROTATE: _rotate, Fx.STEAL: _steal, Fx.TAKE: _take, Fx.FILL: _fill,
    Fx.SANCTION: _sanction,
}


def _rob(state: NinetyNineState, seat: int, target: int, events: list[Event],
         protect: bool) -> Outcome:
    """Bloody 7 / northwest J: a random card from the target's hand, unseen by the taker."""
    if target < 0:
        return _PLAIN                   # nobody could be robbed: an ordinary play
    victim = state.hands[target]
    card = victim.pop(state.rng.randrange(len(victim)))
    state.hands[seat].append(card)
    knowledge.stolen(state.known, seat, target, card)
    if protect:
        state.protected[target] = True  # ruling: once per round, until their own turn
    events.append(Event("steal", {"seat": seat, "target": target},
                        {seat: {"card": card}, target: {"card": card}}))
    state.check_empty = True            # the victim may have lost their last card
    return None, 0, None


def exchange(state: NinetyNineState, seat: int, post: tuple[str, int], events: list[Event]) -> None:
    """The step after the draw: swap hands with post[1], or rotate every hand (post[1]: step)."""
    if post[0] == "swap":
        a, b = seat, post[1]
        state.hands[a], state.hands[b] = state.hands[b], state.hands[a]
        knowledge.moved(state.known, {a: b, b: a}, state.hands)
        events.append(Event("swap", {"seat": a, "target": b,
                                     "sizes": [len(state.hands[a]), len(state.hands[b])]},
                            {a: {"hand": list(state.hands[a])}, b: {"hand": list(state.hands[b])}}))
    else:
        _rotate_hands(state, post[1], events)


def _rotate_hands(state: NinetyNineState, step: int, events: list[Event]) -> None:
    """Bloody Joker: every living hand moves to the next living player in `step` direction."""
    living = [s for s in range(state.game.players) if state.alive[s]]
    old = {s: state.hands[s] for s in living}
    to = {s: state._next_alive(s, step) for s in living}
    for s in living:
        state.hands[to[s]] = old[s]
    knowledge.moved(state.known, to, state.hands)
    events.append(Event("rotate", {"direction": "cw" if step == 1 else "ccw",
                                   "sizes": [len(h) for h in state.hands]},
                        {s: {"hand": list(state.hands[s])} for s in living}))


def sanction_keep(state: NinetyNineState, card: str) -> list[Event]:
    """Northwest 小王: the target keeps `card`; the rest of their hand is offered to the sanctioner."""
    assert state.pending is not None     # (keep is legal only while a sanction is pending)
    _, sanctioner, target = state.pending
    hand = state.hands[target]
    hand.remove(card)
    state.sanction_pool, state.hands[target] = hand, [card]
    knowledge.sanctioned(state.known, target)
    state.pending = ("take", sanctioner, target)
    return [Event("sanction_keep", {"seat": target, "sanctioner": sanctioner,
                                    "offered": len(state.sanction_pool)},
                  {target: {"card": card}, sanctioner: {"offered_cards": list(state.sanction_pool)}})]


def sanction_take(state: NinetyNineState, card: str) -> list[Event]:
    """Northwest 小王: the sanctioner takes `card` of those offered; the others go to the pile,
    then the sanctioner's play ends as any play does."""
    assert state.pending is not None     # (take is legal only while a sanction is pending)
    _, sanctioner, target = state.pending
    state.sanction_pool.remove(card)
    state.hands[sanctioner].append(card)
    knowledge.taken(state.known, sanctioner, target, card)
    discarded, state.sanction_pool, state.pending = state.sanction_pool, [], None
    state.pile.extend(discarded)
    state.check_empty = True
    events = [Event("sanction_take", {"seat": sanctioner, "target": target, "discarded": discarded},
                    {sanctioner: {"card": card}, target: {"card": card}})]
    state._after_play(sanctioner, 1, None, None, events, False)
    return events
