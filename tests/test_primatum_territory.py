"""九尊 territory loss, final scoring and setup validation: one concrete deal per rule
(the original rules' 宮牌地域, 計分 and its examples; docs/rulings.md, 九尊)."""
import pytest

from engine import RuleError
from tests.test_primatum_rules import kinds, legal, new, std


# ---- territory loss --------------------------------------------------------------------
def _loser_state(terr_loser, round_no, n=4):
    terr = std(n)
    terr[2] = terr_loser
    hands = [[], ["N1"], ["Z5"], []]
    return new(n, hands=hands, phase=2, big_winner=3, round=round_no, start=(round_no - 1) % n,
               territories=terr, round_cards=["文武"])


def test_loss_round3_two_cards_king_column_rules():
    st = _loser_state([["Z-K", "Z9"], ["Z-H", "Q5"], ["Z-P"]], 3)
    st.apply("play N1")
    # 2 cards: the 王 column [Z-K Z9] would lose its 王 while other columns remain
    assert legal(st) == ["lose 1", "lose 2"]
    ev = st.apply("lose 1")
    assert ev[0].data["cards"] == ["Q5", "Z-H"]
    assert st.terr[2] == [["Z-K", "Z9"], [], ["Z-P"]]
    assert not st.is_over


def test_loss_never_past_the_head_round5():
    st = _loser_state([["Z-K", "Z9", "Z8", "Z7"], ["Z-H", "Z4"], []], 5)
    st.apply("play N1")
    assert legal(st) == ["lose 0", "lose 1"]        # 4 cards > 3: stops short of 王
    ev = st.apply("lose 1")
    assert ev[0].data["cards"] == ["Z4", "Z-H"]    # only two cards there
    assert kinds(ev)[-1] == "game_over" and ev[-1].data["reason"] == "rounds"
    assert st.is_over and st.current_player is None


def test_loss_round5_king_column_stops_short():
    st = _loser_state([["Z-K", "Z9", "Z8", "Z7"], ["Z-H", "Z4"], []], 5)
    st.apply("play N1")
    ev = st.apply("lose 0")
    assert ev[0].data["cards"] == ["Z7", "Z8", "Z9"] and st.terr[2][0] == ["Z-K"]


def test_losing_the_king_ends_the_game_at_once():
    st = _loser_state([["Z-K", "Z9"], [], []], 3)
    st.apply("play N1")
    assert legal(st) == ["lose 0"]                  # the last column
    ev = st.apply("lose 0")
    assert ev[0].data == {"seat": 2, "column": 0, "cards": ["Z9", "Z-K"], "lost_king": True}
    assert ev[-1].kind == "game_over" and ev[-1].data["reason"] == "king_lost"
    assert st.is_over and legal(st) == []
    # 齊 楚 魏 have 4 cards each (40); tie-breaks: palace 3 each, rows equal -> later start.
    # Round 3 started by seat 2; seat 1 started round 2, seat 0 round 1, seat 3 is next (4).
    assert ev[-1].data["ranking"] == [3, 1, 0, 2]
    assert st.returns() == [40.0, 40.0, 0.0, 50.0]


# ---- scoring ---------------------------------------------------------------------------
LEFT = [["Q-K", "Q9", "Q8", "Z1"], ["Q-H", "C7", "C5"], ["Q-P", "C6"]]


def test_seed_example_row2_976_beats_865():
    from engine.games.primatum.territory import ranking, row_value
    right = [["C-K", "Z8", "Z6", "Z4", "Z3"], ["C-H", "W6"], ["C-P", "W5"]]
    assert row_value(LEFT, 2) == 976 and row_value(right, 2) == 865
    assert ranking([LEFT, right], [1, 2]) == [0, 1]
    assert ranking([right, LEFT], [2, 1]) == [1, 0]


def test_seed_example_row3_85_beats_6():
    from engine.games.primatum.territory import ranking, row_value
    right = [["C-K", "C9", "C6", "C4", "C3"], ["C-H", "W7"], ["C-P", "W6"]]
    assert row_value(right, 2) == 976
    assert row_value(LEFT, 3) == 85 and row_value(right, 3) == 6
    assert ranking([LEFT, right], [1, 2]) == [0, 1]


def test_more_cards_then_palace_cards():
    from engine.games.primatum.territory import final_points, ranking
    a = [["Q-K", "Q9"], ["Q-H"], ["Q-P", "W1"]]                     # 5 cards, 3 palace
    b = [["C-K", "C9"], ["C-H", "Z-P"], ["C-P"]]                    # 5 cards, 4 palace
    c = [["Z-K", "Z9", "Z8"], ["Z-H"], ["Z-P", "Z2"]]               # 6 cards
    assert ranking([a, b, c], [1, 2, 3]) == [2, 1, 0]
    assert final_points([a, b, c], [1, 2, 3]) == [40, 50, 70]


def test_later_start_breaks_full_tie_and_minimum_zero():
    from engine.games.primatum.territory import final_points, ranking
    a = [["Q-K", "Q9"], ["Q-H"], ["Q-P"]]
    b = [["C-K", "C9"], ["C-H"], ["C-P"]]
    assert ranking([a, b], [5, 4]) == [0, 1]
    assert ranking([a, b], [3, 4]) == [1, 0]
    assert final_points([a, b], [3, 4]) == [30, 50]
    assert final_points([[["Q-K"], [], []], b], [3, 4]) == [0, 50]


def test_start_order_in_state():
    st = new(2, seed=3, round=4, start=1, hands=[["Q1"], ["C1"]])
    assert st.start_order() == [3, 4]
    st = new(2, seed=3, round=5, start=0, hands=[["Q1"], ["C1"]])
    assert st.start_order() == [5, 4]


def test_full_game_scores_match_territories():
    st = new(3, seed=11)
    import random
    rng = random.Random(4)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    cards = [sum(len(col) for col in t) for t in st.terr]
    obs = st.observation(0)
    first, last = obs["ranking"][0], obs["ranking"][-1]
    expect = [10 * c for c in cards]
    expect[first] += 10
    expect[last] = max(0, expect[last] - 10)
    assert st.returns() == [float(x) for x in expect]
    assert len(obs["round_cards_used"]) == len(obs["round_log"]) or obs["end_reason"] != "rounds"


# ---- setup validation ------------------------------------------------------------------
@pytest.mark.parametrize("setup,word", [
    ({"colour": 1}, "colour"),
    ({"start": 7}, "start"),
    ({"round": 6}, "round"),
    ({"round_cards": ["文武", "文武", "文武"]}, "round_cards"),
    ({"hands": [["Q1", "Q1"], ["C1"], ["Z1"], ["W1"]]}, "twice"),
    ({"hands": [["Q-K"], ["C1"], ["Z1"], ["W1"]]}, "王"),
    ({"hands": [["Q9"], ["C1"], ["Z1"], ["W1"]]}, "standard territory"),
    ({"hands": [["X1"], ["C1"], ["Z1"], ["W1"]]}, "not a 九尊 card"),
    ({"hands": [["N-H"], ["C1"], ["Z1"], ["W1"]]}, "not seated"),
    ({"hands": [[], ["C1"], ["Z1"], ["W1"]]}, "at least one card"),
    ({"phase": 2, "hands": [[], ["C1"], ["Z1"], ["W1"]]}, "big_winner"),
    ({"neutral": ["Q1"], "hands": [["Q2"], ["C1"], ["Z1"], ["W1"]]}, "neutral"),
    ({"territories": [[["C-K"], [], []]] * 4}, "column 0"),
])
def test_bad_setup_is_refused(setup, word):
    with pytest.raises(RuleError, match=word):
        new(4, **setup)


def test_no_options():
    from engine.games.primatum.rules import Primatum
    assert Primatum.info.options == () and Primatum.info.max_players == 5
