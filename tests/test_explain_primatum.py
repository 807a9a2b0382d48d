""""Why not?" (issue 17) in 九尊: each of its reason codes with a concrete deal, and its
answer to P (issue 34 #6)."""
from __future__ import annotations

from engine.games.primatum.explain import Why as PR
from tests.why_not import pr, std, why


def test_pr_no_combination():
    """「玩家可以從手牌打出1張牌、同子、或順子」: Q3 and C5 are no 同子 and no 順子 can hold them."""
    st = pr(hands=[["Q3", "C5", "Z7"], ["C1"], ["Z1"], ["W1"]])
    assert why(st, "play Q3 C5") == (PR.NO_COMBINATION, {"cards": ["Q3", "C5"]})


def test_pr_follow_shape():
    """「下家必須「打」出相同的牌型」: after a 同子 of 2 a single or a mixed pair will not do."""
    st = pr(hands=[["Q3", "C3", "Z7"], ["C4", "Z5", "W6"], ["Z1"], ["W1"]])
    st.apply("play Q3 C3")
    assert why(st, "play C4 Z5") == (PR.FOLLOW_SHAPE, {"cards": ["C4", "Z5"], "shape": "same",
                                                       "size": 2, "value": 13})


def test_pr_follow_too_low():
    """「當中最大的牌必須等於或者大於上家」: 齊's Q5 counts 15 (尊牌 +10); 楚's W4 is 4."""
    st = pr(hands=[["Q5", "Z7"], ["W4", "Z8"], ["Z1"], ["W1"]])
    st.apply("play Q5")
    assert why(st, "play W4") == (PR.FOLLOW_TOO_LOW, {"cards": ["W4"], "shape": "single", "size": 1,
                                                      "value": 15, "best": 4})


def test_pr_pledges():
    """「被押的文牌數字必須是等於或者少於蓋著的牌數」; 「只能有一後一公子作為宮牌地域的首領」;
    a regent (攝政官) is one's own country's 斌 card; 押 only right after winning a bout."""
    terr = std(4)
    terr[0] = [["Q-K", "Q9"], [], ["Q-P", "Q2"]]
    terr[1] = [["C-K", "C9"], ["C-H"], []]
    st = pr(territories=terr, hands=[["Q5", "C8", "C-P", "W3"], ["C1", "C2"], ["Z1", "Z2"],
                                     ["W1", "W2"]])
    assert why(st, "pledge C8 0") == (PR.PLEDGE_NOT_NOW, {"card": "C8"})
    st.apply("play Q5")
    for _ in range(3):
        st.apply("pass")
    assert why(st, "pledge C8 2") == (PR.PLEDGE_TOO_HIGH, {"card": "C8", "wen": 8, "covered": "Q2",
                                                          "covered_wen": 2, "column": 2})
    assert why(st, "pledge C-P 1") == (PR.PLEDGE_SECOND_HEAD, {"card": "C-P", "kind": "P",
                                                              "column": 1})
    assert why(st, "pledge W3 1") == (PR.PLEDGE_REGENT_OWN, {"card": "W3", "country": 3,
                                                            "column": 1})


def test_pr_column_click():
    """A click on one's own column (the 王's here) with no card chosen: 「押」 comes only
    right after winning a bout in phase 1 (then: choose the card first), and at a round's
    end the 大亂方's column follows the loss rule (never the 王 while another can lose)."""
    terr = std(4)
    terr[0] = [["Q-K", "Q9"], [], ["Q-P", "Q2"]]
    st = pr(territories=terr, hands=[["Q5", "C8"], ["C1", "C2"], ["Z1", "Z2"], ["W1", "W2"]])
    assert why(st, "column 0") == (PR.PLEDGE_NOT_NOW, {"column": 0})
    st.apply("play Q5")
    for _ in range(3):
        st.apply("pass")
    assert st.may_pledge and st.current_player == 0
    assert why(st, "column 0") == (PR.PLEDGE_PICK_CARD, {"column": 0})
    assert why(st, "column 1") == (PR.PLEDGE_PICK_CARD, {"column": 1})
    terr = std(4)
    terr[2] = [["Z-K"], ["Z-H", "Z9"], []]
    st = pr(hands=[[], ["N1"], ["Z5"], []], phase=2, big_winner=3, territories=terr)
    st.apply("play N1")
    assert why(st, "column 0") == (PR.LOSE_KING, {"column": 0, "count": 1})
    assert why(st, "column 2") == (PR.LOSE_EMPTY, {"column": 2})


def test_pr_must_lead():
    """「第一個叫過的在下一輪必須為先，不能再過」."""
    st = pr(hands=[["Q5"], ["C1"], ["Z1"], ["W1"]])
    for _ in range(4):
        st.apply("pass")
    assert st.must_lead
    assert why(st, "pass") == (PR.MUST_LEAD, {})


def test_pr_take_neutral_then_loss_columns():
    """2–3 players: the 大勝方 takes the neutral hand (摸) first; the 大亂方 「自行決定除去己方其中
    一列宮牌地域的牌」, never the 王's column while another can lose (rulings)."""
    st = pr(2, hands=[["Q5"], ["C1", "C2"]], neutral=["Z1", "Z2", "Z3"])
    st.apply("play Q5")
    assert why(st, "play Z1", 0) == (PR.TAKE_NEUTRAL, {})
    terr = std(4)
    terr[2] = [["Z-K"], ["Z-H", "Z9"], []]
    st = pr(hands=[[], ["N1"], ["Z5"], []], phase=2, big_winner=3, territories=terr)
    st.apply("play N1")
    assert st.current_player == 2
    assert why(st, "play Z5") == (PR.CHOOSE_LOSS, {"count": 1})
    assert why(st, "lose 0") == (PR.LOSE_KING, {"column": 0, "count": 1})
    assert why(st, "lose 2") == (PR.LOSE_EMPTY, {"column": 2})
