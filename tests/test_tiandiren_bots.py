"""天地人 bots: always legal, normal beats easy, choices depend only on the observation."""
from __future__ import annotations

import random
import time

import pytest

import engine
from engine.games.tiandiren.combos import Kind


def run_game(game, levels, seed, check=None):
    bots = [engine.make_bot(game, lv, seed=seed * 10 + s) for s, lv in enumerate(levels)]
    state = game.new_state(seed=seed)
    while not state.is_over:
        seat = state.current_player
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions()
        if check:
            check(state, seat, levels[seat])
        state.apply(action)
    return state


def test_levels_available():
    game = engine.create("tiandiren", 3)
    assert engine.make_bot(game, "easy").level == "easy"
    assert engine.make_bot(game, "normal").level == "normal"
    assert engine.make_bot(game, "hard").level == "hard"


@pytest.mark.parametrize("n", [2, 3, 5])
def test_bots_always_legal(n):
    game = engine.create("tiandiren", n)
    for seed in range(6):
        state = run_game(game, ["normal", "easy"] * 3, seed)
        assert state.is_over and len(state.returns()) == n


def test_normal_beats_easy():
    game = engine.create("tiandiren", 3)
    normal = easy = 0
    for seed in range(30):
        nseat = seed % 3
        levels = ["normal" if s == nseat else "easy" for s in range(3)]
        state = run_game(game, levels, seed)
        for s in range(3):
            if state.status[s] == "ren":
                if s == nseat:
                    normal += 1
                else:
                    easy += 1
    # one normal seat against two easy seats: the baseline share is one third
    assert normal > easy + 5, (normal, easy)


def test_choice_depends_only_on_observation():
    game = engine.create("tiandiren", 3)
    rng = random.Random(3)
    checked = 0

    def check(state, seat, level):
        nonlocal checked
        if rng.random() > 0.3:
            return
        twin = state.determinize(seat, random.Random(rng.randrange(1000)))
        assert twin.observation(seat) == state.observation(seat)
        for lv in ("easy", "normal"):
            a = engine.make_bot(game, lv, seed=42).choose(state, seat)
            b = engine.make_bot(game, lv, seed=42).choose(twin, seat)
            assert a == b
        checked += 1

    for seed in range(4):
        run_game(game, ["normal", "easy", "normal"], seed, check)
    assert checked > 20


def test_normal_takes_di_pai_and_qiang_di():
    game = engine.create("tiandiren", 3)
    bot = engine.make_bot(game, "normal", seed=1)
    s = game.new_state(seed=1, setup={"hands": [["3S", "4S", "5S", "6S", "7S"], ["8S"], ["9S"]],
                                      "zhuang": 0, "jiefeng": [0, 1, 2]})
    assert str(bot.choose(s, 0)) == "3-4-5-6-7"
    q = game.new_state(seed=1, setup={"hands": [["9S", "5S", "5H"], ["3S", "4S"], ["3H", "4H"]],
                                      "zhuang": 0, "jiefeng": [0, 1, 2]})
    for _ in range(3):
        q.apply(bot.choose(q, q.current_player))
    assert q.phase == "qiangdi"
    q.apply(bot.choose(q, 0))
    assert q.status[0] == "qiangdi"


def test_normal_keeps_bombs_unless_they_decide():
    game = engine.create("tiandiren", 2)
    bot = engine.make_bot(game, "normal", seed=1)
    long_hand = "8S 8H 8D 8C 3S 4D 6H 9C JD KS AS 5C 7D 10H QC".split()
    many = "2S 3H 3D 4H 4C 5S 5H 6S 6H 7S 7H 9S 9H 10S 10D".split()
    s = game.new_state(seed=1, setup={"hands": [many, long_hand],
                                      "zhuang": 0, "jiefeng": [0, 1], "round": 3})
    s.apply("2")                                   # seat 1 could only beat it with the 8-bomb
    assert str(bot.choose(s, 1)) == "pass"         # seat 0 still holds 14 cards: not decisive
    near = game.new_state(seed=1, setup={"hands": [["2S", "5S"], long_hand], "zhuang": 0,
                                         "jiefeng": [0, 1], "round": 3})
    near.apply("2")                                # seat 0 has one card left: bomb now
    assert bot.choose(near, 1).kind == Kind.BOMB


def test_normal_decisions_are_fast():
    game = engine.create("tiandiren", 3)
    bot = engine.make_bot(game, "normal", seed=0)
    times = []
    for seed in range(3):
        state = game.new_state(seed=seed)
        while not state.is_over:
            seat = state.current_player
            t = time.perf_counter()
            action = bot.choose(state, seat)
            times.append(time.perf_counter() - t)
            state.apply(action)
    times.sort()
    assert times[len(times) // 2] < 0.02
