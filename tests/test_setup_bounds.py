"""Bounds on what a caller (or a save file) may ask of the engine (issue 10, point 4):
a player count the engine can seat, and setups refused by key instead of crashing later."""
from __future__ import annotations

import time

import pytest

import engine
from engine.core import ENGINE_MAX_PLAYERS


@pytest.mark.parametrize("game_id", ["ninety_nine", "tiandiren"])
def test_any_number_of_players_still_has_a_bound(game_id):
    started = time.monotonic()
    with pytest.raises(engine.RuleError, match="players"):
        engine.create(game_id, 10**6)
    assert time.monotonic() - started < 1
    game = engine.create(game_id, ENGINE_MAX_PLAYERS)
    assert game.new_state(seed=1).legal_actions()


@pytest.mark.parametrize("game_id", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_a_setup_that_is_not_an_object_is_refused(game_id):
    game = engine.create(game_id, 2)
    for setup in ([1], "hands", 7):
        with pytest.raises(engine.RuleError, match="setup"):
            game.new_state(seed=1, setup=setup)


@pytest.mark.parametrize("setup, key", [
    ({"points": [1]}, "points"), ({"points": None}, "points"), ({"alive": None}, "alive"),
    ({"alive": [1, 1, 1]}, "alive"), ({"points": [0, 0, "x"]}, "points"),
])
def test_ninety_nine_per_seat_keys_need_one_value_per_seat(setup, key):
    """A setup that loaded and then crashed in play: `{"points": [1]}` for 3 players."""
    with pytest.raises(engine.RuleError, match=key):
        engine.create("ninety_nine", 3).new_state(seed=1, setup=setup)


@pytest.mark.parametrize("game_id, setup, key", [
    ("tiandiren", {"jiefeng": [[0], 1, 2]}, "jiefeng"),
    ("tiandiren", {"jiefeng": [True, 0, 2]}, "jiefeng"),
    ("tiandiren", {"round": True}, "round"),
    ("primatum", {"round_cards": [[]]}, "round_cards"),
    ("showdown", {"runs": [[10**9], []], "inning": 1}, "runs"),
    ("showdown", {"bases": [[1, 0, 0], [False] * 3]}, "bases"),
])
def test_malformed_values_are_refused_by_key(game_id, setup, key):
    players = 2 if game_id != "tiandiren" else 3
    with pytest.raises(engine.RuleError, match=key):
        engine.create(game_id, players).new_state(seed=1, setup=setup)
