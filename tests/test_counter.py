"""The card counter (记牌器, engine/counter.py): what a seat has not seen yet.

Issue 15: "computed in the engine from observation(seat) and the public history only (a
test proves it never reveals a hidden card: it is equal for a state and its
determinization)", and it "equals an independent count from the record": the cards the
full state holds in the places the seat cannot look into."""
from __future__ import annotations

import random

import pytest

import engine
from engine.counter import card_counter
from engine.games.ninety_nine import counter as ninety_nine_counter
from engine.games.primatum import counter as primatum_counter
from engine.games.showdown import counter as showdown_counter
from engine.games.tiandiren import counter as tiandiren_counter

#: Each game's counter module (its label function names the counter's rows).
COUNTER_MODULES = {"ninety_nine": ninety_nine_counter, "showdown": showdown_counter,
                   "primatum": primatum_counter, "tiandiren": tiandiren_counter}

GAMES = [("ninety_nine", 2), ("ninety_nine", 4), ("ninety_nine", 6), ("showdown", 2),
         ("primatum", 2), ("primatum", 3), ("primatum", 5), ("tiandiren", 2), ("tiandiren", 3)]


def _hidden_cards(game_id: str, full: dict, seat: int) -> list[str]:
    """The cards in places `seat` cannot see, read from the full state (not the observation)."""
    if game_id == "ninety_nine":
        others = [c for s, hand in enumerate(full["hands"]) if s != seat for c in hand]
        return others + list(full["stock"]) + list(full["pool"])
    if game_id == "showdown":
        raise AssertionError("by colour: see _hidden_by_colour")
    if game_id == "primatum":
        others = [c for s, hand in enumerate(full["hands"]) if s != seat for c in hand]
        return others + list(full["neutral"] or []) + list(full["aside"])
    if game_id == "tiandiren":
        return [c for s, hand in enumerate(full["hands"]) if s != seat for c in hand]
    raise KeyError(game_id)


def _independent(game_id: str, state, seat: int) -> dict[str, dict[str, int]]:
    """The counter's groups, counted from the record replayed to its full state."""
    module = COUNTER_MODULES[game_id]
    full = engine.replay(state.record()).full_state()
    expected = {group: dict.fromkeys(labels, 0) for group, labels in
                ((g, list(counts)) for g, counts in card_counter(state, seat).items())}
    if game_id == "showdown":
        mine = state.colour_of_seat(seat)
        for colour in ("red", "black"):
            hidden = list(full["decks"][colour])
            if colour != mine and not full["blind"][colour]:
                hidden += full["hands"][colour]
            for card in hidden:
                expected[colour][module.label(card)] += 1
        return expected
    for card in _hidden_cards(game_id, full, seat):
        if game_id == "primatum":
            country, rest = card[0], card[1:].lstrip("-")
            expected[country][rest] += 1
        else:
            expected["cards"][module.label(card)] += 1
    return expected


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_counter_is_the_hidden_cards_and_reveals_none(game_id, players):
    for seed in range(3):
        state = engine.create(game_id, players).new_state(seed=seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over and step < 300:
            if step % 7 == 0:
                for seat in range(players):
                    counts = card_counter(state, seat)
                    assert counts == _independent(game_id, state, seat), (seed, step, seat)
                    world = state.determinize(seat, random.Random(step))
                    assert card_counter(world, seat) == counts, (seed, step, seat)
            state.apply(rng.choice(state.legal_actions()))
            step += 1


def test_the_counter_counts_a_played_card_once_seen():
    """九九: the seed's deck is one 52-card pack for two players; a card played goes face up
    on the pile, so its rank has one fewer unseen card for the other seat."""
    state = engine.create("ninety_nine", 2).new_state(seed=1)
    seat = state.current_player
    other = 1 - seat
    before = card_counter(state, other)["cards"]
    action = state.legal_actions()[0]
    card = action.cards[0]
    state.apply(action)
    after = card_counter(state, other)["cards"]
    rank = card if card in ("LJ", "BJ") else card[:-1]
    assert after[rank] == before[rank] - 1, (card, before, after)
    assert sum(before.values()) - sum(after.values()) == 1     # the card drawn stays unseen
