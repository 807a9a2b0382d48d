"""九九's position value (engine/games/ninety_nine/value.py) and the hard bot's score at the end
of a rollout (engine/games/ninety_nine/hard.py), on concrete deals."""
import pytest

import engine
from engine.games.ninety_nine.hard import HardBot
from engine.games.ninety_nine.value import FEATURES, WEIGHTS, Valuer


def test_the_weights_match_the_features():
    assert len(WEIGHTS) == len(FEATURES)
    assert any(WEIGHTS), "fit them with python -m bench.fit_ninety_nine"


def test_chances_are_zero_for_the_eliminated_and_sum_to_one():
    game = engine.create("ninety_nine", 4, match_hands=1)
    state = game.new_state(seed=1, setup={
        "hands": [["2H", "3H", "6H", "7H", "8H"], ["KS", "AS", "JS", "4S", "5S"], [], ["9D", "9C", "8D", "8C", "7D"]],
        "alive": [True, True, False, True], "total": 60, "starter": 0})
    chances = Valuer(game).chances(state)
    assert chances[2] == 0.0
    assert sum(chances) == pytest.approx(1.0)


def test_escapes_in_hand_are_worth_more_than_high_numbers():
    """Original rules: K sets the total to 99, ♠A resets it to 0, J passes: a player holding
    them can always play, while one holding only high numbers is out once the total is high."""
    game = engine.create("ninety_nine", 3, match_hands=1)
    state = game.new_state(seed=1, setup={
        "hands": [["2H", "3H", "6H", "7H", "8H"], ["KS", "AS", "JS", "2S", "3S"], ["9D", "9C", "8D", "8C", "7D"]],
        "total": 80, "starter": 0})
    chances = Valuer(game).chances(state)
    assert chances[1] > chances[0] > chances[2]


def test_a_rollout_that_ends_the_hand_for_another_player_scores_nothing_in_a_match():
    """In a match the next hand is dealt in the same move that ends one, so the seat is alive
    again: the bot must still see that another player won (the hand number moved on)."""
    game = engine.create("ninety_nine", 2, match_hands=3)
    # Seat 0 plays its 9 to 99; seat 1 holds only a 9 and is out: seat 0 wins the hand.
    state = game.new_state(seed=1, setup={
        "hands": [["9H", "2H", "3H", "4H", "6H"], ["9S", "9D", "9C", "8S", "8D"]],
        "total": 90, "starter": 0})
    bot = HardBot(game, seed=0)
    start = bot.start_mark(state, 1)
    world = state.clone()
    world.apply(next(a for a in world.legal_actions() if str(a) == "9H"))
    assert world.hand_no == 2 and world.alive[1]          # the next hand is already dealt
    assert bot.value(world, 1, start) == 0.0
    assert bot.value(world, 0, bot.start_mark(state, 0)) == 1.0
