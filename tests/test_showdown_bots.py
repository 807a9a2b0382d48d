"""Bots for 九局對決: legal, observation-only, normal beats easy, and the normal bot's judgement."""
import random

import pytest

import engine

GAME = engine.create("showdown", 2)
E = [False] * 3
LOADED = [True, True, True]


def state(**setup):
    return GAME.new_state(seed=1, setup={"away": 0, **setup})


def play(levels, seed, game=GAME, check=None):
    bots = [engine.make_bot(game, lv, seed=seed * 2 + i) for i, lv in enumerate(levels)]
    s = game.new_state(seed=seed)
    while not s.is_over:
        seat = s.current_player
        action = bots[seat].choose(s, seat)
        assert action in s.legal_actions()
        if check:
            check(s, seat, bots[seat], action)
        s.apply(action)
    return s


@pytest.mark.parametrize("levels", [("easy", "normal"), ("normal", "normal"), ("easy", "easy")])
def test_bots_play_legal_games_to_the_end(levels):
    for seed in range(3):
        s = play(levels, seed)
        assert s.is_over and sorted(s.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_bots_with_options():
    game = engine.create("showdown", 2, quick_mode=True, clear_bases=True, losing_defence=True,
                         innings=3, extra_innings=False)
    for seed in range(3):
        assert play(("normal", "easy"), seed, game).is_over


def test_normal_beats_easy():
    wins = losses = 0
    for seed in range(10):
        for normal_seat in (0, 1):
            levels = ("normal", "easy") if normal_seat == 0 else ("easy", "normal")
            r = play(levels, 100 + seed).returns()
            wins += r[normal_seat] > 0
            losses += r[normal_seat] < 0
    assert wins >= 16 and losses <= 4, (wins, losses)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_choice_depends_only_on_the_observation(level):
    calls = []

    def check(s, seat, bot, action):
        if len(s.history) % 7:
            return
        twin = s.determinize(seat, random.Random(len(s.history)))
        assert twin.observation(seat) == s.observation(seat)
        a = engine.make_bot(GAME, level, seed=5).choose(s, seat)
        b = engine.make_bot(GAME, level, seed=5).choose(twin, seat)
        assert a == b
        calls.append(a)

    play((level, level), 7, check=check)
    assert len(calls) > 10


# ---- the normal defender spends its resources when they matter -------------------------------
def defender_choice(attack, hand, **setup):
    s = state(red_hand=[attack, "2D", "4D", "5D", "6D"], black_hand=hand, **setup)
    s.apply(f"play {attack}")
    return str(engine.make_bot(GAME, "normal", seed=1).choose(s, 1))


LATE_CLOSE = {"inning": 8, "runs": [[1], [1]], "bases": [LOADED, E]}


def test_normal_keeps_big_joker_early_and_uses_it_late_with_bases_loaded():
    hand = ["BJ", "4C", "5S", "2S", "3C"]
    assert defender_choice("9H", hand) == "nodefence"
    assert defender_choice("9H", hand, inning=9, runs=[[2], [2]], bases=[LOADED, E]) == "defend BJ"


def test_normal_keeps_club7_and_swap_early_and_uses_them_late():
    hand = ["7C", "4C", "5S", "2S", "3C"]
    assert defender_choice("10H", hand) == "nodefence"
    assert defender_choice("10H", hand, **LATE_CLOSE) == "club7"
    assert defender_choice("10H", hand, club7_used=True) == "nodefence"
    assert defender_choice("10H", hand, club7_used=True, **LATE_CLOSE) == "swap 2S"


def test_easy_spends_club7_at_the_first_chance():
    s = state(red_hand=["10H", "2D", "4D", "5D", "6D"], black_hand=["7C", "4C", "5S", "2S", "3C"])
    s.apply("play 10H")
    assert str(engine.make_bot(GAME, "easy", seed=1).choose(s, 1)) == "club7"


def test_normal_defends_with_the_cheapest_full_answer():
    assert defender_choice("KH", ["AS", "KS", "AC", "2C", "3C"], bases=[LOADED, E]) == "defend KS"


# ---- the normal attacker ---------------------------------------------------------------------
def attacker_choice(hand, **setup):
    return str(engine.make_bot(GAME, "normal", seed=1).choose(state(red_hand=hand, **setup), 0))


def test_normal_saves_a_special_for_runners_when_a_safe_card_exists():
    # ♣3 is spent, so ♦3 can only foul (or meet 大王): the K waits for runners.
    hand = ["3D", "KH", "5H", "4H", "5D"]
    assert attacker_choice(hand, black_discard=["8C", "3C"]) == "play 3D"
    assert attacker_choice(hand, black_discard=["8C", "3C"], bases=[LOADED, E]) == "play KH"


def test_normal_reads_which_counter_suit_is_spent():
    hand = ["KH", "KD", "4D", "5D", "6D"]
    assert attacker_choice(hand, bases=[LOADED, E], black_discard=["AS", "KS"], removed=["BJ"]) == "play KH"
    assert attacker_choice(hand, bases=[LOADED, E], black_discard=["AC", "KC"], removed=["BJ"]) == "play KD"


def test_normal_names_the_card_the_defence_cannot_suppress():
    hand = ["LJ", "2D", "4D", "5D", "6D"]
    assert attacker_choice(hand, bases=[LOADED, E], outs=1, out_markers=["AS"], black_discard=["KS"]) == "play LJ=AH"
    assert attacker_choice(hand, bases=[LOADED, E], outs=1, out_markers=["AC"], black_discard=["KC"]) == "play LJ=AD"


def test_normal_answers_big_joker_only_when_runners_are_worth_a_card():
    for bases, expected in ((LOADED, "answer 2D"), (E, "accept")):
        s = state(red_hand=["AH", "2D", "9D", "QD", "KD"], black_hand=["BJ", "4C", "5S", "2S", "3C"],
                  bases=[bases, E])
        s.apply("play AH")
        s.apply("defend BJ")
        assert str(engine.make_bot(GAME, "normal", seed=1).choose(s, 0)) == expected


@pytest.mark.parametrize("options", [{}, {"clear_bases": True, "losing_defence": True}])
def test_the_rollouts_policy_view_is_the_part_of_the_observation_the_normal_bot_reads(options):
    """The hard bot's rollouts hand the normal policy views.policy_view (cheaper than the
    observation): every value in it is the observation's, and the bot decides the same."""
    from engine.games.showdown import views
    from engine.games.showdown.hard import RolloutPolicy
    game = engine.create("showdown", 2, **options)
    normal, rollout = engine.make_bot(game, "normal", seed=0), RolloutPolicy(game, 0)
    rng, compared = random.Random(3), 0
    for seed in range(4):
        s = game.new_state(seed=seed)
        while not s.is_over:
            seat, legal = s.current_player, s.legal_actions()
            obs, view = s.observation(seat), views.policy_view(s, seat)
            assert {k: obs[k] for k in view} == view
            if len(legal) > 1:
                assert normal.decide(view, legal) == normal.decide(obs, legal)
                assert rollout.decide(view, legal) == rollout.decide(obs, legal)
                compared += 1
            s.apply(rng.choice(legal) if rng.random() < 0.3 else normal.choose(s, seat))
    assert compared > 300


def test_a_rollout_world_stops_at_the_end_of_the_half_inning():
    """In a rollout world (State.rollout, the hard bot's) the half-inning's end is the last
    step, the score and the bases stay as they were; in every real game the next half is dealt."""
    setup = {"outs": 2, "bases": [[True, False, False], E], "red_hand": ["2H"], "black_hand": ["9S"]}
    for deal in (True, False):
        s = state(**setup)
        s.rollout = not deal
        events = s.apply("play 2H") + s.apply("defend 9S")
        kinds = [e.kind for e in events]
        assert "half_inning_end" in kinds and ("half_inning_start" in kinds) == deal
        assert s.bases[0] == [True, False, False] and s.board.totals() == [0, 0]
        assert (s.outs, s.half) == ((0, 1) if deal else (3, 0))
