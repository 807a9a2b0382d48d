"""九局對決's cards in motion: the draw, the reshuffle of a short deck, the refill to five,
and a half-inning's fresh deal (the original rules, 7.1, 7.2 and 阶段4; docs/rulings.md).

A deck's top is the END of its list. Each colour has its own deck, hand and discard pile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Event

from .actions import Phase
from .deck import card_order
from .setup import HAND_SIZE, fresh_deck

if TYPE_CHECKING:
    from .rules import ShowdownState

COLOURS = ("red", "black")


def draw(state: ShowdownState, colour: str, events: list[Event]) -> str | None:
    """The top card of `colour`'s deck (None when the deck and its discards are empty)."""
    deck = state.deck[colour]
    if not deck:
        reshuffle(state, colour, events)
    if not deck:
        return None
    card = deck.pop()
    if len(deck) <= 3 and state.discard[colour]:
        reshuffle(state, colour, events)
    return card


def reshuffle(state: ShowdownState, colour: str, events: list[Event]) -> None:
    """The original rules, 7.1: a deck at <= 3 cards takes the discard pile back and is shuffled."""
    deck = state.deck[colour]
    deck.extend(state.discard[colour])
    state.discard[colour] = []
    state.rng.shuffle(deck)
    events.append(Event("reshuffle", {"colour": colour, "deck": len(deck)}))


def refill(state: ShowdownState, colour: str) -> list[Event]:
    """Draw `colour`'s hand back up to five (阶段4); the drawn cards are its holder's to see."""
    events: list[Event] = []
    drawn = []
    for _ in range(HAND_SIZE - len(state.hand[colour])):
        card = draw(state, colour, events)
        if card is None:
            break
        drawn.append(card)
    state.hand[colour].extend(drawn)
    if not drawn:
        return events
    seat = state.batting if colour == "red" else state.fielding
    return [Event("refill", {"seat": seat, "colour": colour, "count": len(drawn)},
                  {seat: {"cards": drawn}})] + events


def start_half(state: ShowdownState) -> list[Event]:
    """The original rules, 7.2 / docs/rulings.md: every card back to its colour's deck, shuffle, deal 5 each."""
    state.outs = 0
    state.markers, state.removed = [], []
    state.club7_used = state.swap_used = False
    state.blind = {"red": False, "black": False}
    if state.game.options["clear_bases"]:
        state.bases[state.batting] = [False, False, False]
    for colour in COLOURS:
        state.deck[colour] = fresh_deck(colour, state.rng)
        state.discard[colour] = []
        state.hand[colour] = [state.deck[colour].pop() for _ in range(HAND_SIZE)]
    state.phase = Phase.ATTACK
    return [half_start_event(state)]


def half_start_event(state: ShowdownState) -> Event:
    """Who bats, the bases and the score; each side's new hand, to that side only."""
    return Event("half_inning_start", {
        "inning": state.inning, "half": ("top", "bottom")[state.half], "batting": state.batting,
        "fielding": state.fielding, "bases": [list(b) for b in state.bases],
        "score": state.board.totals(), "line_score": state.board.line()},
        {state.batting: {"hand": sorted(state.hand["red"], key=card_order)},
         state.fielding: {"hand": sorted(state.hand["black"], key=card_order)}})
