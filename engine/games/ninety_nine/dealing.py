"""九九's cards in motion between stock, hands and pile: the deal of each hand and the draw.

Each hand is dealt from the whole deck, shuffled (`hand_size` cards each, the rest is the
stock). After a play the player draws from the stock; an empty stock is made from the pile,
shuffled (`reshuffle`). A `setup=` rigs the first hand (setup.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event

from .cardsets import MAX_TOTAL
from .setup import apply_setup

if TYPE_CHECKING:
    from .rules import NinetyNineState


def deal(state: NinetyNineState, setup: dict[str, Any] | None = None) -> list[Event]:
    """Deal the next hand (the dealer moves on after the first) and start its first turn."""
    g, n = state.game, state.game.players
    state.hand_no += 1
    state.dealer = (state.dealer + 1) % n if state.hand_no > 1 else state.dealer
    deck = list(g.deck)
    state.rng.shuffle(deck)
    state.hands = [deck[i * g.options["hand_size"]:(i + 1) * g.options["hand_size"]] for i in range(n)]
    state.stock = deck[n * g.options["hand_size"]:]
    state.pile = []
    state.total = MAX_TOTAL if g.options["start_at_99"] else 0
    state.direction = 1
    state.alive = [True] * n
    state.n_alive = n                 # == sum(state.alive), kept by scoring.eliminate
    # True when a living player other than the one who moves next may hold no cards (a
    # steal, swap, rotation or sanction, a player who emptied their own hand, a rigged
    # deal): only then does _after_play scan for empty hands (rulings: out at once).
    state.check_empty = True
    state.turn = (state.dealer + 1) % n
    state.pending = None
    state.sanction_pool = []
    state.skip_next = [False] * n
    state.protected = [False] * n
    state.streak = [0] * n
    state.order = []
    state.last = []
    state.known = {}
    if setup:
        apply_setup(state, setup)
    events = [Event("deal", {"hand": state.hand_no, "starter": state.turn, "dealer": state.dealer,
                             "sizes": [len(h) for h in state.hands], "total": state.total},
                    {s: {"cards": list(h)} for s, h in enumerate(state.hands)})]
    state._begin_turn(state.turn, events)
    return events


def draw(state: NinetyNineState, seat: int, count: int, events: list[Event]) -> None:
    """`seat` draws `count` cards (fewer if stock and pile run out), reshuffling the pile
    into the stock when the stock is empty."""
    stock = state.stock
    if count == 1 and stock:          # the usual draw after a play, without the loop
        card = stock.pop()
        state.hands[seat].append(card)
        events.append(Event("draw", {"seat": seat, "count": 1, "stock": len(stock)},
                            {seat: {"cards": [card]}}))
        return
    got = []
    for _ in range(max(0, count)):
        if not state.stock:
            if not state.pile:
                break
            state.stock, state.pile = state.pile, []
            state.rng.shuffle(state.stock)
            events.append(Event("reshuffle", {"stock": len(state.stock), "total": state.total}))
        got.append(state.stock.pop())
    if got:
        state.hands[seat].extend(got)
        events.append(Event("draw", {"seat": seat, "count": len(got), "stock": len(state.stock)},
                            {seat: {"cards": got}}))
