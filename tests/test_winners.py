"""Who won (issue 24.1): `State.winners()` — by default the one seat alone on top of the
returns; in 天地人 every 胜出者 (RULINGS, the last 天地人 rulings)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.games.tiandiren.deck import full_deck


def tiandiren_match():
    """4 players, 庄家 0, 接风 0-1-2-3. Seat 1 holds six 3s in 54 cards: 抢天 (Starlink, 900)
    in the heaven phase. Seat 0 leads round 1 (the next 接风 player, since heaven was won),
    its 9 is passed by all and its 5-5 empties the hand: 抢地 (1,500). Round 2: seat 2's 6,
    seat 3's 8, passed. Round 3 is led by seat 3, whose last card 4 makes 人牌 (2,000)."""
    small = {0: ["9S", "5S", "5H"], 2: ["6S", "7S"], 3: ["4S", "8S"]}
    pool = full_deck(4)
    for card in (c for hand in small.values() for c in hand):
        pool.remove(card)
    threes = [c for c in pool if c[:-1] == "3"][:6]
    filler = [c for c in pool if c not in ("LJ", "BJ") and c[:-1] not in ("2", "3")][:48]
    hands = [small[0], threes + filler, small[2], small[3]]
    state = engine.create("tiandiren", 4).new_state(
        seed=3, setup={"hands": hands, "zhuang": 0, "jiefeng": [0, 1, 2, 3]})
    for move in ("9", "pass", "pass", "5-5", "6", "8", "pass", "4"):
        state.apply(move)
    return state


def test_every_shengchu_of_tiandiren_has_won_whatever_the_points():
    """RULINGS, 天地人: 「所有玩家分为胜出者与完败者」 — every 胜出者 (a heaven holder 天牌 /
    非庄家天牌 / 抢天, 地牌, 抢地, 人牌) has won the game; a 完败者 has lost it."""
    state = tiandiren_match()
    assert state.is_over
    assert state.observation(0)["status"] == ["qiangdi", "heaven", "lost", "ren"]
    assert state.returns() == [1500, 900, 0, 2000]
    assert state.winners() == [0, 1, 3]          # the 抢天 holder is 3rd of 4 by points, and won


def test_the_default_winner_is_alone_on_top_and_a_shared_top_has_none():
    state = engine.create("primatum", 3).new_state(seed=2)
    rng = random.Random(2)
    assert state.winners() == []                 # not over yet
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    returns = state.returns()
    top = [s for s, v in enumerate(returns) if v == max(returns)]
    assert state.winners() == (top if len(top) == 1 else [])
    state.returns = lambda: [5.0, 5.0, 1.0]       # a tie at the top: a draw, nobody won
    assert engine.core.State.winners(state) == []


@pytest.mark.parametrize("game_id, players", [("ninety_nine", 3), ("showdown", 2),
                                              ("primatum", 2), ("tiandiren", 3)])
def test_every_finished_game_names_its_winners_among_its_seats(game_id, players):
    state = engine.create(game_id, players).new_state(seed=9)
    rng = random.Random(9)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    winners = state.winners()
    assert set(winners) <= set(range(players)) and winners == sorted(set(winners))
    if game_id != "tiandiren":
        assert all(state.returns()[w] == max(state.returns()) for w in winners)
