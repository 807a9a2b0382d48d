"""九尊 scenario tests: every action, comparison, pledge, loss and score line (from the original rules)."""
import pytest

from engine import IllegalAction, RuleError
from engine.games.primatum.combos import Kind, Shape, follows, shape_of, value_of
from engine.games.primatum.deck import cards_in_play, initial_territory, number, wen
from engine.games.primatum.rules import Primatum


def new(n, seed=1, **setup):
    return Primatum(n).new_state(seed=seed, setup=setup)


def legal(st):
    return sorted(str(a) for a in st.legal_actions())


def std(n):
    return [initial_territory(s) for s in range(n)]


def kinds(events):
    return [e.kind for e in events]


# ---- cards and notation ---------------------------------------------------------------
def test_card_numbers():
    assert (wen("Q3"), number("Q3", "文"), number("Q3", "武")) == (3, 3, 7)
    assert (number("N9", "文"), number("N9", "武")) == (9, 1)
    assert (number("C-H", "文"), number("C-H", "武"), number("W-P", "武")) == (9, 9, 9)


def test_deck_is_88_cards_of_the_seed():
    from engine.games.primatum.deck import BIN_CARDS, PALACE_CARDS, ROUND_CARDS
    assert len(BIN_CARDS) == 45 and len(PALACE_CARDS) == 15 and len(ROUND_CARDS) == 6
    assert sorted(ROUND_CARDS) == sorted(["文武", "文武", "武文", "武文", "文文", "武武"])


@pytest.mark.parametrize("n,hand,neutral,aside", [(2, 14, 14, 1), (3, 10, 10, 2),
                                                  (4, 10, None, 1), (5, 8, None, 0)])
def test_deal_sizes_and_conservation(n, hand, neutral, aside):
    st = new(n, seed=5)
    obs = st.observation(0)
    assert obs["hand_sizes"] == [hand] * n
    assert obs["neutral_size"] == neutral
    assert obs["aside_count"] == aside
    assert obs["territories"][0]["columns"] == [["Q-K", "Q9"], ["Q-H"], ["Q-P"]]
    full = st.full_state()
    every = [c for h in full["hands"] for c in h] + (full["neutral"] or []) + full["aside"]
    every += [c for t in st.terr for col in t for c in col]
    assert sorted(every) == sorted(cards_in_play(n))
    # unused countries' 斌 cards (capital included) are in the deck, their palace cards are not
    if n == 2:
        assert "N9" in every and "Z5" in every and "N-K" not in every


def test_start_player_leads_and_round_card_gives_phase_types():
    st = new(3, seed=2, start=2, round_cards=["武文"])
    obs = st.observation(0)
    assert (obs["current_player"], obs["start"], obs["phase"], obs["phase_type"],
            obs["next_phase_type"], obs["round_card"]) == (2, 2, 1, "武", "文", "武文")


# ---- combinations ----------------------------------------------------------------------
def test_shapes():
    assert shape_of(["C4", "Q4"], "文") == Shape(Kind.SAME, 2, 4)
    assert shape_of(["Q1", "C2", "Z3", "W4", "N5"], "文") == Shape(Kind.STRAIGHT, 5, 5)
    assert shape_of(["Q1", "C2", "Z3", "W4"], "文") is None          # 4 in a row is no 順子
    assert shape_of(["Q1", "C2", "Z3", "W4", "N6"], "文") is None
    assert shape_of(["Q9", "C8", "Z7", "W6", "N5"], "武") == Shape(Kind.STRAIGHT, 5, 5)
    assert shape_of(["Q9", "C-H"], "文") == Shape(Kind.SAME, 2, 9)     # 宮牌 count 9
    assert shape_of(["Q1", "C-H"], "武") == Shape(Kind.SAME, 2, 9)


def test_zun_adds_ten_to_each_own_card():
    """Original rules: 「如果組合里至少有1張己國的牌…那牌的數字自動加十計算」, 「打牌的時候只比較牌型中最大的1張」;
    glossary 「尊牌：就是己國的牌。比較數字時加10計算」 (docs/rulings.md, 九尊): every own card counts
    +10 on its own; the combination is worth its largest card so counted."""
    assert value_of(["Q1"], "文", 0) == 11           # 一尊 beats a plain 九
    assert value_of(["C9"], "文", 0) == 9
    assert value_of(["Q1", "C2", "Z3", "W4", "N5"], "文", 0) == 11   # the own 1 counts 11
    assert value_of(["Q1", "C2", "Z3", "W4", "N5"], "文", 1) == 12
    assert value_of(["Q1", "C2", "Z3", "W4", "N5"], "文", 2) == 13
    assert value_of(["Q1", "C2", "Z3", "W4", "N5"], "文", 4) == 15   # the own card is the top
    assert value_of(["C1", "C2", "Z3", "W4", "N5"], "文", 0) == 5
    assert value_of(["C3", "Z3"], "文", 1) == 13      # 同子: unchanged
    assert value_of(["N9", "C8", "Z7", "W6", "Q5"], "武", 0) == 15   # 武 5 own, 武 1-5


def test_straight_valued_card_by_card_lets_a_fifteen_follow():
    """Original rules: 「那牌的數字自動加十計算」 and 「只比較牌型中最大的1張」 (docs/rulings.md, 九尊): a 順子
    2-3-4-5-6 whose only own card is the 2 is worth 12, so a 順子 worth 15 may follow it;
    with the 6 own it is worth 16 and the 15 may not."""
    hands = [["Q2", "C3", "Z4", "W5", "N6", "Q6"], ["Z1", "W2", "N3", "Q4", "C5", "W9"]]
    st = new(2, hands=hands, round_cards=["文武"])
    ev = st.apply("play Q2 C3 Z4 W5 N6")                  # 齊 (seat 0): own 2 = 12, top 6
    assert ev[0].data["value"] == 12
    assert legal(st) == ["pass", "play Z1 W2 N3 Q4 C5"]    # 楚's own 5 = 15 >= 12
    ev = st.apply("play Z1 W2 N3 Q4 C5")
    assert ev[0].data["value"] == 15
    again = new(2, hands=hands, round_cards=["文武"])
    ev = again.apply("play Q2 C3 Z4 W5 Q6")                # the own 6 = 16
    assert ev[0].data["value"] == 16
    assert legal(again) == ["pass"]


def test_follows_unit():
    hand = ["Q2", "Q3", "C3", "Z3"]
    assert follows(hand, "文", Shape(Kind.SAME, 2, 3), 3, 1) == [("Q3", "C3"), ("Q3", "Z3"),
                                                                 ("C3", "Z3")]
    assert follows(hand, "文", Shape(Kind.SAME, 3, 3), 4, 1) == [("Q3", "C3", "Z3")]
    assert follows(hand, "文", Shape(Kind.SAME, 3, 3), 4, 3) == []


# 4 players, phase 1 文 (round card 文武), 齊 (seat 0) starts.
HANDS_A = [["C5", "Z2", "W8", "N8"], ["C7", "Z6", "N3", "N4"],
           ["Q4", "W3", "N1", "N2"], ["Z5", "W6", "Q6", "Q7"]]


def test_singles_with_and_without_zun():
    st = new(4, hands=HANDS_A, round_cards=["文武"])
    assert legal(st) == ["pass", "play C5", "play N8", "play W8", "play W8 N8", "play Z2"]
    ev = st.apply("play C5")
    assert ev[0].kind == "play" and ev[0].data["value"] == 5 and ev[0].data["lead"]
    # C7 is 楚's own card: 17; Z6 plain 6; N3 and N4 are below 5
    assert legal(st) == ["pass", "play C7", "play Z6"]
    with pytest.raises(IllegalAction):
        st.apply("play N3")
    st.apply("play Z6")
    assert legal(st) == ["pass"]                       # 趙 has nothing ≥ 6
    st.apply("pass")
    assert legal(st) == ["pass", "play Q6", "play Q7", "play W6"]   # Q6 = 6 ties: allowed
    st.apply("pass")
    ev = st.apply("pass")                             # 齊 passes: all others passed after Z6
    assert kinds(ev) == ["pass", "bout_won"] and ev[1].data["seat"] == 1
    obs = st.observation(2)
    assert obs["last_bout_winner"] == 1 and obs["current_player"] == 1
    assert obs["bout"]["plays"] == [] and obs["bout"]["may_pledge"] is True
    assert obs["pile"][-2:] == ["C5", "Z6"]
    acts = legal(st)
    assert "pass" in acts and "play C7" in acts
    assert sorted(a for a in acts if a.startswith("pledge")) == sorted(
        f"pledge {c} {k}" for c in ("C7", "N3", "N4") for k in (0, 1, 2))


def test_bout_observation_lists_plays_and_passes():
    st = new(4, hands=HANDS_A, round_cards=["文武"])
    st.apply("play C5")
    st.apply("play Z6")
    st.apply("pass")
    bout = st.observation(3)["bout"]
    assert bout["plays"] == [{"seat": 0, "cards": ["C5"], "combo": "single", "value": 5},
                             {"seat": 1, "cards": ["Z6"], "combo": "single", "value": 6}]
    assert bout["passes"] == [2]


def test_passed_player_plays_again_with_zun():
    hands = [["C2", "C3"], ["C4", "Z1"], ["W6", "W1"], ["N2", "N1"]]
    st = new(4, hands=hands, round_cards=["文武"])
    st.apply("play C2")
    st.apply("pass")                 # 楚 passes
    st.apply("play W6")              # 趙 plays W6 = 6
    st.apply("pass")                 # 魏
    st.apply("pass")                 # 齊
    assert legal(st) == ["pass", "play C4"]      # 楚's own 4 = 14 ≥ 6
    st.apply("play C4")
    for _ in range(3):
        ev = st.apply("pass")
    assert ev[-1].kind == "bout_won" and ev[-1].data["seat"] == 1


def test_all_pass_is_a_draw_and_first_passer_must_lead():
    st = new(4, hands=HANDS_A, round_cards=["文武"])
    for _ in range(3):
        st.apply("pass")
    ev = st.apply("pass")
    assert kinds(ev) == ["pass", "bout_drawn"] and ev[1].data["first_passer"] == 0
    assert st.current_player == 0
    acts = legal(st)
    assert "pass" not in acts and not any(a.startswith("pledge") for a in acts)
    assert st.observation(0)["bout"]["must_lead"] is True


def test_same_follow_needs_same_size_and_zun_counts():
    # 2 players (neutral hand rigged empty): 齊 leads a pair of 5s
    hands = [["Z5", "W5", "N2"], ["C3", "Z3", "N7", "W7", "Z8", "Q8", "N8"]]
    st = new(2, hands=hands, round_cards=["文武"])
    st.apply("play Z5 W5")
    # C3 Z3 is 3 + 10 (楚's own) = 13; W7 N7 = 7; three 8s do not follow a pair
    assert legal(st) == ["pass", "play C3 Z3", "play Q8 N8", "play Q8 Z8", "play W7 N7",
                         "play Z8 N8"]


def test_straight_follow_same_length():
    hands = [["C1", "Z2", "W3", "N4", "Z5", "Z6"],
             ["Q2", "Q3", "Z4", "W5", "N6", "C6", "W7"]]
    st = new(2, hands=hands, round_cards=["文武"])
    st.apply("play C1 Z2 W3 N4 Z5")
    assert legal(st) == ["pass", "play Q2 Q3 Z4 W5 C6", "play Q2 Q3 Z4 W5 N6",
                         "play Q3 Z4 W5 C6 W7", "play Q3 Z4 W5 N6 W7"]


def test_straight_in_wu_phase():
    # 武 phase: N9 C8 Z7 W6 N5 is 武 1-5; replies 武 2-6 (value 6) and 武 1-5 (5, a tie)
    hands = [["N9", "C8", "Z7", "W6", "N5", "Q1"], ["Z9", "Q8", "W7", "Z6", "W5", "N4"]]
    st = new(2, hands=hands, round_cards=["武文"])
    st.apply("play N5 W6 Z7 C8 N9")
    assert legal(st) == ["pass", "play N4 W5 Z6 W7 Q8", "play W5 Z6 W7 Q8 Z9"]


# ---- pledges ---------------------------------------------------------------------------
def _win_bout_then(terr0, hand0, others=(["C1", "C2"], ["Z1", "Z2"], ["W1", "W2"])):
    terr = std(4)
    terr[0] = terr0
    st = new(4, territories=terr, hands=[hand0] + [list(h) for h in others],
             round_cards=["文武"])
    st.apply("play Q5")                       # 15: nobody can follow
    for _ in range(3):
        ev = st.apply("pass")
    assert ev[-1].kind == "bout_won" and st.current_player == 0
    return st


def test_pledge_number_rule_legal_and_illegal():
    st = _win_bout_then([["Q-K", "Q9"], ["Q-H", "Q6"], ["Q-P", "Q2"]],
                        ["Q5", "C8", "Z6", "W3", "N1"])
    pledges = sorted(a for a in legal(st) if a.startswith("pledge"))
    assert pledges == sorted(["pledge C8 0", "pledge Z6 0", "pledge Z6 1", "pledge W3 0",
                              "pledge W3 1", "pledge N1 0", "pledge N1 1", "pledge N1 2"])
    before = st.full_state()
    for bad in ("pledge C8 1", "pledge W3 2", "pledge Q5 0"):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    assert st.full_state() == before
    ev = st.apply("pledge Z6 1")
    assert ev[0].kind == "pledge" and ev[0].data == {"seat": 0, "card": "Z6", "column": 1,
                                                     "role": "pledge", "hand_size": 3}
    assert st.terr[0][1] == ["Q-H", "Q6", "Z6"]
    assert st.current_player == 1 and "pass" in legal(st)          # next player leads
    assert not any(a.startswith("pledge") for a in legal(st))
    assert st.observation(1)["scores"][0] == 70


def test_pledge_only_right_after_winning():
    st = _win_bout_then([["Q-K", "Q9"], ["Q-H"], ["Q-P"]], ["Q5", "C8", "Z6"])
    st.apply("pass")                           # the winner passes instead of pledging
    assert st.current_player == 1
    assert not any(a.startswith("pledge") for a in legal(st))


def test_restore_headless_column_with_queen_or_regent():
    terr = std(4)
    terr[1] = [["C-K", "C9"], [], []]          # 楚's 后 and 公子 are in 齊's hand
    terr[0] = [["Q-K", "Q9"], [], ["Q-P"]]
    st = new(4, territories=terr,
             hands=[["Q7", "C-H", "C-P", "Q4", "W3"], ["C1"], ["Z1"], ["W1"]],
             round_cards=["文武"])
    st.apply("play Q7")
    for _ in range(3):
        st.apply("pass")
    pledges = sorted(a for a in legal(st) if a.startswith("pledge"))
    # empty column 1: a 后 of any country restores it, one's own 斌 card is a regent;
    # 公子 not (column 2 is already headed by a 公子), another country's 斌 card not
    assert pledges == sorted(["pledge C-H 0", "pledge C-H 1", "pledge C-H 2",
                              "pledge C-P 0", "pledge C-P 2",
                              "pledge Q4 0", "pledge Q4 1", "pledge Q4 2",
                              "pledge W3 0", "pledge W3 2"])
    ev = st.apply("pledge C-H 1")
    assert ev[0].data["role"] == "restore"
    assert st.observation(2)["territories"][0]["heads"] == ["Q-K", "C-H", "Q-P"]


def test_regent_head_and_prince_restore():
    terr = std(4)
    terr[1] = [["C-K", "C9"], [], []]
    terr[0] = [["Q-K", "Q9"], [], []]
    st = new(4, territories=terr, hands=[["Q7", "Q4", "C-P", "W3"], ["C1"], ["Z1"], ["W1"]],
             round_cards=["文武"])
    st.apply("play Q7")
    for _ in range(3):
        st.apply("pass")
    ev = st.apply("pledge Q4 2")
    assert ev[0].data["role"] == "regent"
    obs = st.observation(0)
    assert obs["territories"][0]["heads"] == ["Q-K", None, "Q4"]
    assert obs["territories"][0]["head_kinds"] == ["K", None, "regent"]


def test_two_queens_may_not_head_columns():
    terr = std(4)
    terr[1] = [["C-K", "C9"], [], ["C-P"]]
    terr[2] = [["Z-K", "Z9"], [], ["Z-P"]]
    terr[0] = [["Q-K", "Q9"], ["C-H"], []]
    st = new(4, territories=terr, hands=[["Q7", "Z-H", "C2"], ["C1"], ["Z1"], ["W1"]],
             round_cards=["文武"])
    st.apply("play Q7")
    for _ in range(3):
        st.apply("pass")
    pledges = sorted(a for a in legal(st) if a.startswith("pledge"))
    # Z-H may go under a 9 / palace card but not head column 2 (C-H already heads column 1)
    assert pledges == ["pledge C2 0", "pledge C2 1", "pledge Z-H 0", "pledge Z-H 1"]


# ---- phase ends, 摸, phase 2, 大亂方 -----------------------------------------------------
def test_phase1_ends_when_a_hand_empties_by_play_4p():
    hands = [["Q5"], ["C1", "C2"], ["Z1", "Z2"], ["W1", "W2"]]
    st = new(4, hands=hands, round_cards=["文武"])
    ev = st.apply("play Q5")
    assert kinds(ev) == ["play", "big_winner", "phase_start"]
    assert ev[2].data == {"phase": 2, "phase_type": "武", "watching": [0], "leader": 1}
    obs = st.observation(0)
    assert (obs["big_winner"], obs["phase"], obs["phase_type"], obs["current_player"]) == \
        (0, 2, "武", 1)


def test_phase1_ends_by_pledge():
    st = _win_bout_then([["Q-K", "Q9"], ["Q-H"], ["Q-P"]], ["Q5", "N1"])
    ev = st.apply("pledge N1 2")
    assert kinds(ev) == ["pledge", "big_winner", "phase_start"]
    assert st.big_winner == 0 and st.terr[0][2] == ["Q-P", "N1"]


def test_neutral_hand_is_drawn_by_big_winner_2p():
    hands = [["Q5"], ["C1", "C2"]]
    st = new(2, hands=hands, neutral=["Z1", "Z2", "Z3"], round_cards=["文武"])
    assert st.observation(1)["neutral_size"] == 3
    ev = st.apply("play Q5")
    assert kinds(ev) == ["play", "big_winner"]
    assert legal(st) == ["draw"] and st.current_player == 0
    ev = st.apply("draw")
    assert ev[0].kind == "take_neutral" and ev[0].data == {"seat": 0, "count": 3}
    assert ev[0].view(0)["cards"] == ["Z1", "Z2", "Z3"] and "cards" not in ev[0].view(1)
    obs = st.observation(1)
    assert obs["hand_sizes"] == [3, 2] and obs["neutral_taker"] == 0
    assert obs["current_player"] == 1 and obs["phase_type"] == "武"
    assert "Z1" not in str(obs)


def test_phase2_play_on_after_going_out_then_big_loser():
    # 4 players, phase 2 (武). 齊 is the 大勝方 and watches.
    hands = [[], ["N9"], ["Z5", "W5"], ["W2", "N4"]]
    st = new(4, hands=hands, phase=2, big_winner=0, round_cards=["文武"])
    assert st.current_player == 1
    st.apply("play N9")                        # 武 1; 楚 is out of cards
    assert st.current_player == 2
    assert legal(st) == ["pass", "play W5", "play Z5"]    # Z5 = 5 + 10 = 15
    st.apply("play Z5")
    assert legal(st) == ["pass", "play W2"]    # W2 = 8 + 10 = 18
    st.apply("play W2")
    ev = st.apply("pass")
    assert ev[-1].kind == "bout_won" and ev[-1].data["seat"] == 3
    assert not any(a.startswith("pledge") for a in legal(st))     # no 押 in phase 2
    ev = st.apply("play N4")                   # 魏 is out: 趙 is the last with cards
    assert kinds(ev) == ["play", "big_loser"] and ev[1].data == {"seat": 2, "round": 1,
                                                                 "count": 1}
    assert st.current_player == 2
    assert legal(st) == ["lose 0", "lose 1", "lose 2"]


def test_phase2_winner_out_of_cards_next_player_leads():
    hands = [[], ["C1"], ["W8", "N9"], ["Z8", "N8"]]
    st = new(4, hands=hands, phase=2, big_winner=0, round_cards=["文武"])
    st.apply("play C1")                        # 武 9 + 10 = 19; nobody can beat it
    st.apply("pass")
    ev = st.apply("pass")
    assert ev[-1].kind == "bout_won" and ev[-1].data["seat"] == 1
    assert st.current_player == 2 and st.observation(2)["bout"]["leading"]


def test_loss_and_next_round_returns_cards_to_deck():
    hands = [[], ["N1"], ["Z5"], []]
    terr = std(4)
    st = new(4, hands=hands, phase=2, big_winner=3, round_cards=["文武", "武武"],
             territories=terr)
    assert st.current_player == 1
    st.apply("play N1")
    assert st.big_loser == 2
    ev = st.apply("lose 0")
    assert ev[0].kind == "territory_loss"
    assert ev[0].data == {"seat": 2, "column": 0, "cards": ["Z9"], "lost_king": False}
    assert kinds(ev)[1:3] == ["round_end", "round_start"]
    obs = st.observation(0)
    assert (obs["round"], obs["start"], obs["round_card"], obs["current_player"]) == \
        (2, 1, "武武", 1)
    assert obs["territories"][2]["columns"][0] == ["Z-K"]
    assert obs["hand_sizes"] == [10, 10, 10, 10] and obs["aside_count"] == 2
    full = st.full_state()
    every = [c for h in full["hands"] for c in h] + full["aside"]
    every += [c for t in st.terr for col in t for c in col]
    assert sorted(every) == sorted(cards_in_play(4)) and "Z9" in full["aside"] + sum(
        full["hands"], [])


# ---- more flow ---------------------------------------------------------------------------
def test_leader_may_pass_and_next_player_leads():
    st = new(4, hands=HANDS_A, round_cards=["文武"])
    ev = st.apply("pass")
    assert ev[0].data == {"seat": 0, "lead": True}
    assert st.current_player == 1 and "pass" in legal(st)
    st.apply("play N3")                                   # 楚 leads 3
    assert st.observation(0)["bout"]["plays"][0]["seat"] == 1
    st.apply("play Q4")
    st.apply("pass")
    assert "play C5" in legal(st) and st.current_player == 0      # 齊 passed earlier


def test_leader_setup_key():
    st = new(4, hands=HANDS_A, round_cards=["文武"], leader=2)
    assert st.current_player == 2
    with pytest.raises(RuleError, match="leader"):
        new(4, leader=2)


def test_neutral_hand_own_country_counts_for_the_taker():
    hands = [["Q5"], ["W5", "W6"]]
    st = new(2, hands=hands, neutral=["Q1", "Z2"], round_cards=["文武"])
    st.apply("play Q5")
    st.apply("draw")
    st.apply("play W5")                                   # 楚 leads 武 5
    assert legal(st) == ["pass", "play Q1", "play Z2"]
    ev = st.apply("play Q1")
    assert ev[0].data["value"] == 19                      # 武 9 + 10: 齊's own card


def test_three_players_draw_neutral_and_play_phase2():
    hands = [["Q5"], ["C1", "C2"], ["Z1", "Z2"]]
    st = new(3, hands=hands, neutral=["W1", "W2"], round_cards=["文文"])
    st.apply("play Q5")
    st.apply("draw")
    obs = st.observation(2)
    assert obs["hand_sizes"] == [2, 2, 2] and obs["phase_type"] == "文"
    assert obs["current_player"] == 1


def test_round_start_event_hides_hands():
    st = new(3, seed=9)
    ev = st.initial_events[0]
    assert ev.kind == "round_start" and "hand" not in ev.data
    assert ev.view(1)["hand"] == st.observation(1)["hand"]
    assert ev.data["hand_sizes"] == [10, 10, 10] and ev.data["neutral_size"] == 10


def test_five_rounds_use_five_round_cards():
    import random
    from collections import Counter

    from engine.games.primatum.deck import ROUND_CARDS
    for seed in range(20):
        st = new(4, seed=seed)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        obs = st.observation(0)
        if obs["end_reason"] == "rounds":
            assert len(obs["round_cards_used"]) == 5 and obs["round_deck_size"] == 1
            assert not Counter(obs["round_cards_used"]) - Counter(ROUND_CARDS)
            assert [r["start"] for r in obs["round_log"]] == [0, 1, 2, 3, 0]
            return
    raise AssertionError("no game reached round 5")


def test_determinize_resamples_only_hidden_cards():
    import random
    st = new(3, seed=4)
    d = st.determinize(0, random.Random(1))
    assert d.hands[0] == st.hands[0] and d.terr == st.terr
    assert sorted(d.hands[1] + d.hands[2] + d.neutral + d.aside) == \
        sorted(st.hands[1] + st.hands[2] + st.neutral + st.aside)
    assert [len(h) for h in d.hands] == [len(h) for h in st.hands]
    assert d.full_state() != st.full_state()
