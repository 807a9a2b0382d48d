"""九尊 bots: always legal, observation-only, and normal beats easy."""
import random

import pytest

import engine
from engine.games.primatum.actions import Act
from engine.games.primatum.rules import Primatum


def _play(game, levels, seed):
    bots = [engine.make_bot(game, lv, seed=seed * 10 + s) for s, lv in enumerate(levels)]
    st = game.new_state(seed=seed)
    while not st.is_over:
        seat = st.current_player
        action = bots[seat].choose(st, seat)
        assert st.is_legal(action)
        st.apply(action)
    return st.returns()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_bots_only_choose_legal_actions(n):
    game = engine.create("primatum", n)
    for seed in range(6):
        returns = _play(game, (["easy", "normal"] * 3)[:n], seed)
        assert len(returns) == n


@pytest.mark.parametrize("n", [2, 4])
def test_normal_beats_easy(n):
    game = engine.create("primatum", n)
    hero_total = other_total = 0.0
    games = 24
    for seed in range(games):
        hero = seed % n
        levels = ["normal" if s == hero else "easy" for s in range(n)]
        r = _play(game, levels, 1000 + seed)
        hero_total += r[hero]
        other_total += sum(r[s] for s in range(n) if s != hero) / (n - 1)
    # measured: about +80 (2p) / +55 (4p) points a game; ask for a clear margin
    assert hero_total / games > other_total / games + 25


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_choice_depends_only_on_observation(level):
    game = Primatum(3)
    rng = random.Random(3)
    for seed in range(4):
        st = game.new_state(seed=seed)
        for _ in range(rng.randrange(5, 60)):
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        if st.is_over:
            continue
        seat = st.current_player
        det = st.determinize(seat, random.Random(seed))
        assert det.observation(seat) == st.observation(seat)
        a = engine.make_bot(game, level, seed=7).choose(st, seat)
        b = engine.make_bot(game, level, seed=7).choose(det, seat)
        assert a == b


def _won_bout_state():
    terr = [[["Q-K", "Q9"], ["Q-H", "Q6"], ["Q-P"]], [["C-K", "C9"], ["C-H"], ["C-P"]],
            [["Z-K", "Z9"], ["Z-H"], ["Z-P"]], [["W-K", "W9"], ["W-H"], ["W-P"]]]
    st = Primatum(4).new_state(seed=1, setup={
        "territories": terr, "round_cards": ["文武"],
        "hands": [["Q5", "C8", "Z2", "N1", "Q3"], ["C1", "C2"], ["Z1", "Z3"], ["W1", "W2"]]})
    st.apply("play Q5")
    for _ in range(3):
        st.apply("pass")
    return st


def test_normal_pledges_high_wen_card_first():
    st = _won_bout_state()
    action = engine.make_bot(st.game, "normal", seed=1).choose(st, 0)
    # C8 is the highest 文 card; it fits only under the capital (9): column 0
    assert str(action) == "pledge C8 0"


def test_normal_restores_a_headless_column():
    terr = [[["Q-K", "Q9"], [], ["Q-P"]], [["C-K", "C9"], [], ["C-P"]],
            [["Z-K", "Z9"], ["Z-H"], ["Z-P"]], [["W-K", "W9"], ["W-H"], ["W-P"]]]
    st = Primatum(4).new_state(seed=1, setup={
        "territories": terr, "round_cards": ["文武"],
        "hands": [["Q5", "C8", "C-H", "N1"], ["C1", "C2"], ["Z1", "Z3"], ["W1", "W2"]]})
    st.apply("play Q5")
    for _ in range(3):
        st.apply("pass")
    assert str(engine.make_bot(st.game, "normal", seed=1).choose(st, 0)) == "pledge C-H 1"


def test_normal_keeps_own_cards_for_minor_fights():
    # 齊 can only beat C6 with its own Q2 (12); with a big hand and no one near out it passes
    st = Primatum(4).new_state(seed=1, setup={
        "round_cards": ["文武"],
        "hands": [["Q2", "C1", "Z1", "W1", "N1", "Z2"], ["C6", "C2", "C3", "C4", "C5"],
                  ["Z3", "Z4", "Z5", "Z6", "Z7"], ["W3", "W4", "W5", "W6", "W7"]],
        "start": 1})
    st.apply("play C6")
    st.apply("pass")
    st.apply("pass")
    assert st.current_player == 0
    assert str(engine.make_bot(st.game, "normal", seed=1).choose(st, 0)) == "pass"


def test_normal_loses_the_cheapest_column():
    hands = [[], ["N1"], ["Z5"], []]
    terr = [[["Q-K", "Q9"], ["Q-H"], ["Q-P"]], [["C-K", "C9"], ["C-H"], ["C-P"]],
            [["Z-K", "Z9", "Z8"], ["Z-H"], ["Z-P", "Z7", "Z6"]], [["W-K", "W9"], ["W-H"], ["W-P"]]]
    st = Primatum(4).new_state(seed=1, setup={"hands": hands, "phase": 2, "big_winner": 3,
                                          "territories": terr, "round": 3, "start": 2,
                                          "round_cards": ["文武"]})
    st.apply("play N1")
    action = engine.make_bot(st.game, "normal", seed=1).choose(st, 2)
    assert action.kind is Act.LOSE and action.col in (0, 2)   # 2 cards, no head lost


def part_of(view, obs):
    """Every key of `view` is in `obs` with the same value, or (a dict, a list of them) a part."""
    if isinstance(view, dict):
        return isinstance(obs, dict) and all(k in obs and part_of(v, obs[k]) for k, v in view.items())
    if isinstance(view, list) and view and isinstance(view[0], dict):
        return isinstance(obs, list) and len(view) == len(obs) and all(map(part_of, view, obs))
    return view == obs


@pytest.mark.parametrize("n", [2, 4])
def test_the_rollouts_policy_view_is_the_part_of_the_observation_the_normal_bot_reads(n):
    """The hard bot's rollouts hand the normal bot views.policy_view (cheaper than the
    observation): it is a part of the observation, and the bot decides the same from it."""
    from engine.games.primatum import views
    game = engine.create("primatum", n)
    normal = engine.make_bot(game, "normal", seed=0)
    rng, compared = random.Random(5), 0
    for seed in range(3):
        s = game.new_state(seed=seed)
        while not s.is_over:
            seat, legal = s.current_player, s.legal_actions()
            obs, view = s.observation(seat), views.policy_view(s, seat)
            assert part_of(view, obs)
            if len(legal) > 1:
                assert normal.decide(view, legal, seat) == normal.decide(obs, legal, seat)
                compared += 1
            s.apply(rng.choice(legal) if rng.random() < 0.3 else normal.choose(s, seat))
    assert compared > 200
