"""九九 bots: always legal, normal stronger than easy, blind to what they cannot see."""
import random

import pytest

import engine
from engine import RuleError


def play_match(game, levels, seed):
    bots = [engine.make_bot(game, lvl, seed=seed * 10 + i) for i, lvl in enumerate(levels)]
    state = game.new_state(seed=seed)
    while not state.is_over:
        seat = state.current_player
        action = bots[seat].choose(state, seat)
        assert state.is_legal(action)
        state.apply(action)
    return state.returns()


@pytest.mark.parametrize("variant", ["standard", "bloody", "western", "northwest"])
def test_bots_only_choose_legal_actions(variant):
    game = engine.create("ninety_nine", 4, variant, match_hands=3)
    for seed in range(8):
        returns = play_match(game, ["easy", "normal", "easy", "normal"], seed)
        assert sum(returns) == 3


def test_normal_beats_easy():
    # One normal bot against three easy ones: a fair share of hands would be 25%.
    game = engine.create("ninety_nine", 4, match_hands=5)
    won = total = 0
    for seed in range(40):
        returns = play_match(game, ["normal", "easy", "easy", "easy"], seed)
        won += returns[0]
        total += sum(returns)
    assert won / total > 0.40, f"normal won {won} of {total} hands"


def test_bot_choice_depends_only_on_the_observation():
    game = engine.create("ninety_nine", 4, "bloody", joker="any")
    rng = random.Random(3)
    for seed in range(30):
        state = game.new_state(seed=seed)
        for _ in range(rng.randrange(0, 25)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        seat = state.current_player
        twin = state.determinize(seat, random.Random(seed))    # same view, other hidden cards
        assert twin.observation(seat) == state.observation(seat)
        for level in ("easy", "normal"):
            a = engine.make_bot(game, level, seed=1).choose(state, seat)
            b = engine.make_bot(game, level, seed=1).choose(twin, seat)
            assert a == b


def test_unknown_bot_level_is_refused():
    game = engine.create("ninety_nine", 3)
    with pytest.raises(RuleError, match="unknown bot level 'genius'"):
        engine.make_bot(game, "genius")
