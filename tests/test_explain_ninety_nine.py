""""Why not?" (issue 17) in 九九: each of its reason codes with a concrete deal, and its
answer to P (issue 34 #6)."""
from __future__ import annotations

import engine
from engine.games.ninety_nine.explain import Why as NN
from tests.why_not import nn, why


def test_nn_over_99():
    """「當某一玩家不論出哪張牌後都會使海中的數值超過99時,則該玩家淘汰」: no card may take the
    total past 99 — 9♠ at 95 would make 104."""
    st = nn({"hands": [["9S", "4C"], ["2C"]], "total": 95, "starter": 0})
    assert why(st, "9S") == (NN.OVER_99, {"card": "9S", "total": 95, "amount": 9, "result": 104})


def test_nn_below_0_and_plus_side_over_99():
    """10: 加減10; Q: 加減20 (the original rules): the − side may not go below 0, the + side
    not past 99."""
    st = nn({"hands": [["QS", "10D"], ["2C"]], "total": 5, "starter": 0})
    assert why(st, "QS -20") == (NN.BELOW_0, {"card": "QS", "total": 5, "amount": 20, "result": -15})
    st = nn({"hands": [["QS", "4D"], ["2C"]], "total": 85, "starter": 0})
    assert why(st, "QS +20") == (NN.OVER_99, {"card": "QS", "total": 85, "amount": 20, "result": 105})


def test_nn_no_such_choice():
    """A plain number card has no choice to make: `9S cw` is no way to play it."""
    st = nn({"hands": [["9S", "4C"], ["2C"]], "total": 5, "starter": 0})
    assert why(st, "9S cw") == (NN.NO_SUCH_CHOICE, {"card": "9S", "label": "cw"})


def test_nn_not_a_target():
    """5: 指定 (the original rules) — the chosen player must be another player still in."""
    st = nn({"hands": [["5S", "4C"], ["2C"]], "total": 5, "starter": 0})
    assert why(st, "5S @0") == (NN.NOT_A_TARGET, {"card": "5S", "player": 0})


def test_nn_pairs():
    """Bloody severity (double play): two plain number cards at once, their sum within 99;
    without the option one card at a time."""
    st = nn({"hands": [["6S", "5C", "4D"], ["2C"]], "total": 90, "starter": 0})
    assert why(st, "6S&5C")[0] is NN.NO_PAIRS
    st = engine.create("ninety_nine", 2, "bloody", double_play=True).new_state(
        seed=1, setup={"hands": [["6S", "6H", "5C", "3D"], ["2C"]], "total": 90, "starter": 0})
    assert why(st, "6S&6H") == (NN.PAIR_OVER_99, {"cards": ["6S", "6H"], "total": 90, "amount": 12,
                                                   "result": 102})
    assert why(st, "5C&3D") == (NN.PAIR_NUMBERS_ONLY, {"cards": ["5C", "3D"]})     # 5: 指定


def test_nn_take_from_pool():
    """Northwest 小王: the target keeps one card, then the sanctioner takes one of the others
    — from that pool, not from their own hand."""
    st = engine.create("ninety_nine", 2, "northwest").new_state(
        seed=1, setup={"hands": [["LJ", "2S", "3S"], ["4C", "5C", "6C"]], "total": 10, "starter": 0})
    st.apply("LJ @1")
    st.apply(str(st.legal_actions()[0]))              # the target keeps a card
    assert st.current_player == 0
    assert why(st, "2S") == (NN.TAKE_FROM_POOL, {"card": "2S", "player": 1})


def test_nn_no_pass_in_any_step():
    """「當某一玩家不論出哪張牌後都會使海中的數值超過99時,則該玩家淘汰」: 九九 has no pass — a
    player plays a card or is out; in a northwest 小王 sanction the target keeps one card and
    the sanctioner takes one of the others (P skips neither). Not "not in your hand"."""
    st = nn({"hands": [["9S", "2D"], ["2C"]], "total": 10, "starter": 0})
    assert why(st, "pass") == (NN.NO_PASS, {})
    st = engine.create("ninety_nine", 2, "northwest").new_state(
        seed=1, setup={"hands": [["LJ", "2S", "3S"], ["4C", "5C", "6C"]], "total": 10, "starter": 0})
    st.apply("LJ @1")
    assert why(st, "pass") == (NN.KEEP_ONE, {"player": 0})
    assert engine.explain(st, "5C", 1) is None            # a click on a card keeps it
    st.apply("keep 5C")
    assert why(st, "pass") == (NN.TAKE_ONE, {"player": 1})
    assert engine.explain(st, "4C", 0) is None            # a click on an offered card takes it
