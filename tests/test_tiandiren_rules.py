"""天地人 scenarios: the draws, the heaven phase and its score table, the three rounds,
地牌 / 抢地 / 人牌, the 接风 queue and setup validation (the original rules + docs/rulings.md, 天地人)."""
from __future__ import annotations

import random

import pytest

import engine
from engine import IllegalAction, RuleError
from engine.games.tiandiren.deck import full_deck, heaven_odds, rank_index

SPECIAL = {"2", "3", "LJ", "BJ"}


def heaven_hands(n: int, specs: list[dict[str, int]]) -> list[list[str]]:
    """54-card hands: seat s gets specs[s] (rank -> count of 2/3/LJ/BJ), the rest filler 4..A."""
    pool = sorted(full_deck(n), key=lambda c: (rank_index(c), c))
    hands = []
    for spec in specs:
        hand = []
        for rank, k in spec.items():
            picked = [c for c in pool if (c if c in ("LJ", "BJ") else c[:-1]) == rank][:k]
            assert len(picked) == k
            for c in picked:
                pool.remove(c)
            hand += picked
        hands.append(hand)
    filler = [c for c in pool if c not in ("LJ", "BJ") and c[:-1] not in SPECIAL]
    spare = [c for c in pool if c not in filler]
    caps = {"2": 6, "3": 5, "BJ": 1, "LJ": 1}        # never completes a heaven hand by accident
    name = lambda c: c if c in ("LJ", "BJ") else c[:-1]  # noqa: E731
    seat = 0
    for c in spare:                                   # the other 2s/3s/jokers, round robin
        for _ in range(len(hands)):
            hand, spec = hands[seat], specs[seat]
            seat = (seat + 1) % len(hands)
            if name(c) not in spec and sum(name(x) == name(c) for x in hand) < caps[name(c)]:
                hand.append(c)
                break
        else:
            raise AssertionError(f"cannot place {c}")
    for hand in hands:
        need = 54 - len(hand)
        hand += filler[:need]
        del filler[:need]
        assert len(hand) == 54
    return hands


CARRIER, UFO, STAR = {"2": 7}, {"BJ": 2, "LJ": 2}, {"3": 6}


def state_with(n, specs, zhuang=0, **extra):
    game = engine.create("tiandiren", n)
    return game.new_state(seed=1, setup={"hands": heaven_hands(n, specs), "zhuang": zhuang,
                                         "jiefeng": list(range(n)), **extra})


# ---- draws ------------------------------------------------------------------------
def test_deal_draws_are_recorded_and_seeded():
    game = engine.create("tiandiren", 4)
    a, b = game.new_state(seed=11), game.new_state(seed=11)
    obs = a.observation(0)
    assert obs == b.observation(0)
    assert sorted(obs["jiefeng"]) == [0, 1, 2, 3]
    assert 0 <= obs["dealer"] < 4 and 0 <= obs["zhuang"] < 4
    assert a.full_state()["hands"] == b.full_state()["hands"]
    hands = a.full_state()["hands"]
    assert [len(h) for h in hands] == [54] * 4
    assert sorted(c for h in hands for c in h) == sorted(full_deck(4))   # N decks of 54
    seen = {tuple(game.new_state(seed=s).observation(0)["jiefeng"]) for s in range(40)}
    assert len(seen) > 5                                              # the queue is drawn


# ---- heaven phase: each cell of the table ---------------------------------------------
@pytest.mark.parametrize("spec,points", [(CARRIER, 50_000), (UFO, 10_000), (STAR, 1_000),
                                         ({"2": 7, "3": 6}, 200_000), ({"2": 7, **UFO}, 200_000)])
def test_zhuang_heaven(spec, points):
    s = state_with(3, [spec, {}, {}], zhuang=0)
    assert s.returns()[0] == points
    assert s.observation(1)["heaven"][0]["role"] == "zhuang"
    assert s.observation(1)["status"][0] == "heaven"
    assert not s.is_over and s.current_player == 1                   # next 接风 (queue 0,1,2) leads


@pytest.mark.parametrize("spec,points", [(CARRIER, 45_000), (UFO, 9_000), (STAR, 900),
                                         ({"2": 7, "3": 6}, 180_000), ({"3": 6, **UFO}, 180_000)])
def test_grab_heaven(spec, points):
    s = state_with(3, [{}, spec, {}], zhuang=0)
    assert s.returns() == [0, points, 0]
    assert s.observation(0)["heaven"][1]["role"] == "grab"
    assert s.current_player == 0 and s.round == 1                      # 接风 queue: seat 0 first


@pytest.mark.parametrize("zspec,spec,points", [(STAR, CARRIER, 35_000), (CARRIER, UFO, 7_000),
                                               (CARRIER, STAR, 700), (STAR, {"2": 7, "3": 6}, 140_000)])
def test_follow_heaven(zspec, spec, points):
    s = state_with(3, [{}, zspec, spec], zhuang=1)
    assert s.returns()[2] == points
    assert s.observation(0)["heaven"][2]["role"] == "follow"
    assert s.observation(0)["heaven"][1]["role"] == "zhuang"


def test_exact_counts_only():
    s = state_with(3, [{"2": 8, "3": 7, "BJ": 3, "LJ": 2}, {}, {}])
    assert s.returns() == [0, 0, 0] and s.observation(0)["heaven"] == [None] * 3
    assert s.current_player == 0                                      # the 庄家 leads round 1


def test_three_categories_times_three_and_all_heaven_no_match():
    s = state_with(3, [CARRIER, {**UFO, "2": 5}, STAR], zhuang=0)
    assert s.returns() == [150_000, 21_000, 2_100]
    assert s.is_over and s.observation(0)["no_match"]


def test_times_three_only_for_different_holders():
    """Original rules: 「同局出现三类别天牌（不同人）| 每个拥有者积分×3」 and 「一人独有双天牌（任意两种）|
    200,000分 | 140,000分 | 180,000分」 (docs/rulings.md, 天地人): ×3 only when all three kinds appear
    and no player holds more than one kind; a holder of two or three kinds scores the
    double-hand line and then nobody gets ×3."""
    alone = state_with(3, [{**CARRIER, **UFO, **STAR}, {}, {}], zhuang=0)   # one player, all three
    assert alone.returns() == [200_000, 0, 0]
    assert alone.observation(1)["heaven"][0]["triple"] is False
    follow = state_with(3, [STAR, {**CARRIER, **UFO}, {}], zhuang=0)         # two kinds beside a third
    assert follow.returns() == [1_000, 140_000, 0]
    grab = state_with(3, [{}, {**CARRIER, **UFO}, STAR], zhuang=0)
    assert grab.returns() == [0, 180_000, 900]
    two = state_with(2, [{"2": 7, **UFO}, STAR], zhuang=1)                   # double + the third kind
    assert two.returns() == [140_000, 1_000]
    apart = state_with(3, [CARRIER, UFO, STAR], zhuang=1)                    # three different holders
    assert apart.returns() == [35_000 * 3, 10_000 * 3, 700 * 3]
    assert all(h["triple"] for h in apart.observation(0)["heaven"])


def test_fewer_than_two_left_no_match_scores_zero():
    s = state_with(3, [CARRIER, UFO, {}], zhuang=0)
    assert s.is_over and s.returns() == [50_000, 7_000, 0]
    assert s.observation(2)["status"] == ["heaven", "heaven", "lost"]
    assert s.legal_actions() == []


def test_heaven_odds_exact_values():
    odds = heaven_odds(100)
    assert odds["starlink"] == pytest.approx(0.1063, abs=5e-5)
    assert odds["ufo"] == pytest.approx(0.0341, abs=5e-5)
    assert odds["carrier"] == pytest.approx(0.0580, abs=5e-5)


@pytest.mark.parametrize("n", [2, 3, 100])
def test_heaven_odds_match_monte_carlo(n):
    rng = random.Random(2024 + n)
    deck = [rank_index(c) for c in full_deck(n)]
    trials = 20_000
    hits = {"carrier": 0, "ufo": 0, "starlink": 0}
    for _ in range(trials):
        hand = rng.sample(deck, 54)
        hits["carrier"] += hand.count(12) == 7
        hits["ufo"] += hand.count(13) == 2 and hand.count(14) == 2
        hits["starlink"] += hand.count(0) == 6
    exact = heaven_odds(n)
    for key, k in hits.items():
        p = exact[key]
        sd = (p * (1 - p) / trials) ** 0.5
        assert abs(k / trials - p) < 4 * sd, (key, k / trials, p)


# ---- the match: rounds, tricks, wins -------------------------------------------------
def small(n, hands, **extra):
    game = engine.create("tiandiren", n)
    setup = {"hands": [h.split() for h in hands], "zhuang": 0, "jiefeng": list(range(n)), **extra}
    return game.new_state(seed=3, setup=setup)


def play(state, *moves):
    events = []
    for m in moves:
        events += state.apply(m)
    return events


def test_di_pai_first_lead_empties_hand():
    s = small(3, ["3S 4S 5S 6S 7S", "8S 9S", "10S JS"])
    assert "3-4-5-6-7" in [str(a) for a in s.legal_actions()]
    ev = play(s, "3-4-5-6-7")
    assert any(e.kind == "win" and e.data["win"] == "di" for e in ev)
    assert s.returns()[0] == 3_000 and s.status[0] == "di"
    assert s.round == 2 and s.current_player == 1                       # next 接风 player
    assert s.observation(1)["table"] is None


def test_di_pai_with_big_chain_fifty_four_cards():
    hand = []
    for r in ["3", "4", "5", "6", "7", "8", "9", "10", "J"]:          # 9 quads + 18 singles = 54
        hand += [r + s for s in "SHDC"]
    hand += ["QS", "QH", "KS", "KH", "AS", "AH"] * 3
    s = small(3, [" ".join(hand), "2S", "2H"])
    legal = {str(a) for a in s.legal_actions()}
    big = "3-3-3-3-4-4-4-4-5-5-5-5-6-6-6-6-7-7-7-7-8-8-8-8-9-9-9-9-10-10-10-10-J-J-J-J" \
          "+Q+Q+Q+Q+Q+Q+K+K+K+K+K+K+A+A+A+A+A+A"
    assert big.split("+")[0] + "+?" * 18 in legal                          # the body step
    play(s, big)                                                         # the whole play at once
    assert s.status[0] == "di" and s.returns()[0] == 3_000


def test_qiang_di_trick_won_then_next_lead_empties():
    s = small(3, ["9S 5S 5H", "3S 4S", "3H 4H"])
    play(s, "9")
    assert [str(a) for a in s.legal_actions()] == ["pass"]              # nothing beats a 9
    play(s, "pass", "pass")
    assert s.phase == "qiangdi" and s.current_player == 0
    assert [str(a) for a in s.legal_actions()] == ["pass", "5-5"]
    ev = play(s, "5-5")
    assert any(e.kind == "win" and e.data["win"] == "qiangdi" for e in ev)
    assert s.returns() == [1_500, 0, 0] and s.round == 2 and s.current_player == 1


def test_qiang_di_declined_and_not_offered_without_an_emptying_play():
    s = small(3, ["9S 5S 5H", "3S 4S", "3H 4H"])
    play(s, "9", "pass", "pass", "pass")                                # declines
    assert s.round == 2 and s.returns() == [0, 0, 0] and s.current_player == 0   # queue head
    t = small(3, ["9S 5S 6H", "3S 4S", "3H 4H"])
    play(t, "9", "pass", "pass")
    assert t.round == 2 and t.phase == "play"                           # 5 + 6 is not one play


def test_passed_player_plays_again_and_trick_ends_after_all_others_pass():
    s = small(3, ["5S 10S KS KH", "8S QS AS AH", "7S 9S JS JH"], round=3)
    assert s.current_player == 0                                        # first 接风 leads round 3
    play(s, "5", "pass", "7", "10", "Q")                                # seat 1 passed, plays again
    assert s.table_seat == 1
    play(s, "pass", "K", "pass", "pass")                                # seat 1 passed, seat 2 passed
    assert s.table is None and s.current_player == 0 and s.round == 3   # trick winner leads


def test_round_two_is_one_trick_then_round_three_by_jiefeng():
    s = small(3, ["5S 6S 7S", "8S 9S 10S", "JS QS KS"], jiefeng=[2, 0, 1])
    play(s, "5", "8", "J", "pass", "pass")                              # round 1, led by 庄家 0
    assert s.round == 2 and s.current_player == 2                       # 接风 queue head: seat 2
    play(s, "Q", "pass", "pass")
    assert s.round == 3 and s.current_player == 0                       # next in queue: seat 0
    play(s, "6", "9", "K")
    assert s.is_over and s.returns() == [0, 0, 2_000]                   # 人牌, sudden end
    assert s.status == ["lost", "lost", "ren"]


def test_rounds_one_and_two_never_offer_an_emptying_follow():
    s = small(2, ["5S 6S", "9S"])
    play(s, "5")
    assert [str(a) for a in s.legal_actions()] == ["pass"]              # 9 would empty in round 1
    t = small(2, ["5S 6S", "9S"], round=3)
    play(t, "5")
    assert "9" in [str(a) for a in t.legal_actions()]
    play(t, "9")
    assert t.is_over and t.returns() == [0, 2_000]


def test_jiefeng_skips_players_who_left_and_fewer_than_two_ends():
    s = small(3, ["3S 4S 5S 6S 7S", "8S 9S", "10S JS"], jiefeng=[0, 2, 1])
    play(s, "3-4-5-6-7")                                                # 地牌 for seat 0
    assert s.current_player == 2                                        # queue 0 (gone) -> 2
    two = small(2, ["3S 4S 5S 6S 7S", "8S 9S"])
    play(two, "3-4-5-6-7")
    assert two.is_over and two.returns() == [3_000, 0]


def test_illegal_input_leaves_state_unchanged_and_events_hide_hands():
    s = small(3, ["5S 6S 7S", "8S 9S 10S", "JS QS KS"])
    before = s.full_state()
    for bad in ("pass", "4", "5-5", "play 5", "9"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert s.full_state() == before
    ev = s.apply("5")
    assert ev[0].kind == "play" and ev[0].data["cards"] == ["5S"] and ev[0].data["left"] == 2
    assert all("hand" not in e.data for e in s.initial_events)


def test_wild_two_cards_taken_when_applied():
    s = small(2, ["3S 4S 6S 7S 2H 9S", "8S"], round=3)
    ev = s.apply("3-4-2(5)-6-7")
    assert sorted(ev[0].data["cards"]) == sorted(["3S", "4S", "2H", "6S", "7S"])
    assert s.observation(0)["hand"] == ["9S"]


@pytest.mark.parametrize("setup,msg", [
    ({"zhuang": 5}, "zhuang"), ({"dealer": -1}, "dealer"), ({"jiefeng": [0, 0, 1]}, "jiefeng"),
    ({"round": 4}, "round"), ({"hands": [["3S"], ["4S"]]}, "hands"),
    ({"hands": [["3S"], [], ["4S"]]}, "hands"), ({"hands": [["XX"], ["3S"], ["4S"]]}, "hands"),
    ({"hands": [["3S"] * 4, ["4S"], ["5S"]]}, "hands"), ({"bogus": 1}, "bogus")])
def test_bad_setup_names_the_key(setup, msg):
    game = engine.create("tiandiren", 3)
    with pytest.raises(RuleError, match=msg):
        game.new_state(seed=1, setup=setup)


def test_game_info_and_player_counts():
    info = engine.game_class("tiandiren").info
    assert (info.min_players, info.max_players, info.table_max_players) == (2, None, 6)
    assert list(info.variants) == ["standard"]
    with pytest.raises(RuleError):
        engine.create("tiandiren", 1)
    assert engine.create("tiandiren", 9).new_state(seed=1).full_state()["hand_counts"] == [54] * 9


def test_determinize_keeps_observation_and_resamples_hidden_hands():
    game = engine.create("tiandiren", 3)
    s = game.new_state(seed=5)
    d = s.determinize(0, random.Random(1))
    assert d.observation(0) == s.observation(0)
    assert d.full_state()["hands"] != s.full_state()["hands"]
    seat = s.current_player
    d2 = s.determinize(seat, random.Random(9))
    assert [str(a) for a in d2.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_selection_helpers_map_cards_to_actions():
    from engine.games.tiandiren.select import cards_for, play_for_cards
    s = small(2, ["3S 4S 6S 7S 2H 9S 9H", "8S"], round=3)
    assert [str(a) for a in play_for_cards(s, ["3S", "4S", "6S", "7S", "2H"])] == ["3-4-2(5)-6-7"]
    assert [str(a) for a in play_for_cards(s, ["9S", "9H"])] == ["9-9"]
    assert play_for_cards(s, ["3S", "9S"]) == []
    pair = play_for_cards(s, ["9S", "9H"])[0]
    assert cards_for(s.observation(0)["hand"], pair) == ["9S", "9H"]


@pytest.mark.parametrize("n", [2, 3, 6])
def test_random_games_conserve_cards_and_log(n):
    game = engine.create("tiandiren", n)
    for seed in range(8):
        s = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
            full = s.full_state()
            played = [c for e in full["log"] for c in e[3]]
            assert sorted(played + [c for h in full["hands"] for c in h]) == sorted(full_deck(n))
        winners = [st for st in s.status if st == "ren"]
        assert len(winners) <= 1 and "playing" not in s.status
        assert s.returns() == s.scores


def test_engine_deals_match_the_exact_heaven_odds():
    game = engine.create("tiandiren", 3)
    hands = heaven = 0
    for seed in range(1500):
        s = game.new_state(seed=seed)
        hands += 3
        heaven += sum(st == "heaven" for st in s.status)
    p = heaven_odds(3)["any"]
    sd = (p * (1 - p) / hands) ** 0.5
    assert abs(heaven / hands - p) < 4 * sd, (heaven / hands, p)
