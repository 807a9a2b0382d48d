""""Why not?" (issue 17): every reason code of `engine.explain` with a concrete deal, and
refused attempts from random positions of each game each get a specific reason."""
from __future__ import annotations

import random

import pytest

import engine
from engine.explain import Common
from engine.games.ninety_nine.explain import Why as NN
from engine.games.primatum.deck import initial_territory
from engine.games.primatum.explain import Why as PR
from engine.games.showdown.explain import Why as SD
from engine.games.tiandiren.explain import Why as TD


def why(state, attempt, seat=None):
    reason = engine.explain(state, attempt, state.current_player if seat is None else seat)
    assert reason is not None, f"{attempt} is legal"
    return reason.code, reason.params


def nn(setup, **options):
    return engine.create("ninety_nine", 2, **options).new_state(seed=1, setup=setup)


# ---- shared ---------------------------------------------------------------------------
def test_not_your_turn_names_the_player_to_act():
    """Players act in turn (every game): a click out of turn is refused, naming who acts."""
    st = nn({"hands": [["9S"], ["2C"]], "total": 10, "starter": 1})
    assert why(st, "9S", 0) == (Common.NOT_YOUR_TURN, {"player": 1})


def test_game_over():
    """Once the match is over nothing is legal."""
    st = engine.create("ninety_nine", 2, match_hands=1).new_state(
        seed=1, setup={"hands": [["9S", "2S"], ["KC"]], "total": 95, "starter": 1})
    st.apply("KC")                                   # 99: seat 0 cannot play and is out
    assert st.is_over
    assert why(st, "9S", 0)[0] is Common.GAME_OVER


def test_not_in_hand_and_unreadable_are_distinct():
    """A card not held is named; text that is no attempt at all is the documented fallback
    (the tables never send one: it exists for typed or stale input)."""
    st = nn({"hands": [["9S", "2D"], ["2C"]], "total": 10, "starter": 0})
    assert why(st, "3C") == (Common.NOT_IN_HAND, {"card": "3C"})
    assert why(st, "")[0] is Common.UNREADABLE


def test_a_legal_attempt_has_no_reason():
    st = nn({"hands": [["9S", "10D"], ["2C"]], "total": 10, "starter": 0})
    assert engine.explain(st, "9S", 0) is None
    assert engine.explain(st, "10D", 0) is None       # a click: the table offers ±10


# ---- 九九 --------------------------------------------------------------------------------
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


# ---- 九局對決 ----------------------------------------------------------------------------
def sd(**setup):
    return engine.create("showdown", 2).new_state(seed=1, setup={"away": 0, **setup})


def test_sd_defence_too_low():
    """「能管住」 (阶段2): a defence is a black card whose value is ≥ the red card's — ♠Q
    cannot meet ♥K."""
    st = sd(red_hand=["KH"], black_hand=["QS", "KC"])
    st.apply("play KH")
    assert why(st, "QS") == (SD.DEFENCE_TOO_LOW, {"card": "QS", "value": 12, "attack": "KH",
                                                  "attack_value": 13})


def test_sd_swap_only_without_defence():
    """弃1摸1 is for a hand with 「无牌可防」: here ♣K holds ♥K."""
    st = sd(red_hand=["KH"], black_hand=["3S", "KC"])
    st.apply("play KH")
    assert why(st, "swap 3S") == (SD.SWAP_CAN_DEFEND, {"card": "3S", "holding": ["KC"],
                                                       "attack": "KH"})


def test_sd_swap_once_per_half_inning():
    """弃1摸1 once per half-inning (docs/rulings.md, 九局對決)."""
    st = sd(red_hand=["KH"], black_hand=["3S", "4S"], swap_used=True)
    st.apply("play KH")
    assert why(st, "swap 3S") == (SD.SWAP_USED, {"card": "3S"})


# ---- 九尊 ----------------------------------------------------------------------------------
def pr(n=4, **setup):
    return engine.create("primatum", n).new_state(seed=1, setup={"round_cards": ["文武"], **setup})


def std(n):
    return [initial_territory(s) for s in range(n)]


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


# ---- 天地人 ------------------------------------------------------------------------------
def td(hands, **extra):
    setup = {"hands": [h.split() for h in hands], "zhuang": 0, "jiefeng": [0, 1, 2], **extra}
    return engine.create("tiandiren", 3).new_state(seed=3, setup=setup)


def test_td_no_combination():
    """附录二: 3 and 5 are no combination."""
    st = td(["3S 5S 9S 9H", "8S 9D", "10S JS"])
    assert why(st, "play 3S 5S") == (TD.NO_COMBINATION, {"count": 2})


def test_td_wrong_shape_too_low_and_bomb():
    """「跟牌须与上家牌型相同且更大」: a pair does not follow a single, a 4 does not beat a 9;
    a bomb beats only a lower bomb."""
    st = td(["9S 5S 6S", "4S 4H 8S 8H", "10S JS QS"])
    st.apply("9")
    assert why(st, "play 4S 4H") == (TD.WRONG_SHAPE, {"table": "9", "count": 2})
    assert why(st, "play 8S") == (TD.TOO_LOW, {"table": "9", "count": 1})
    st = td(["3S 3H 3D 5S", "4S 4H 4D 4C 8S", "10S JS QS"])
    st.apply("3-3-3")                                # 超级无人机 beats any 无人机
    assert why(st, "play 4S 4H 4D 4C") == (TD.BOMB_TOO_LOW, {"table": "3-3-3", "count": 4})


def test_td_empties_early_and_qiangdi():
    """Rounds 1–2: emptying the hand only as 地牌 (the first lead) or 抢地; in 抢地 the play
    must empty the hand."""
    st = td(["5S 9S 9H", "8S", "3H 4H"])
    st.apply("5")
    assert why(st, "play 8S") == (TD.EMPTIES_EARLY, {"round": 1, "count": 1})
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "qiangdi"
    assert why(st, "play 9S") == (TD.QIANGDI_ALL, {"count": 1, "left": 2})


def test_td_incomplete():
    """A selection on its way to a play (3-4 of the 顺子 3-4-5-6-7, 5-5 of a 火箭 with its
    kicker) is not refused for what it lacks yet."""
    st = td(["3S 4S 5S 6S 7S 9S 9H 9D KS", "8S 9C", "10S JS"])
    assert why(st, "play 3S 4S") == (TD.INCOMPLETE, {"count": 2})
    assert why(st, "play 9S 9H 9D KS 3S") == (TD.NO_COMBINATION, {"count": 5})


def test_td_a_boat_never_carries_a_two():
    """孤舟 「不可与“2”搭配」: LJ and 2♣ are no combination, and no kicker step would make
    them one — not a play still being picked."""
    st = td(["LJ 2C 5S 9S 9H", "8S 9D", "10S JS"])
    assert why(st, "play LJ 2C") == (TD.NO_COMBINATION, {"count": 2, "boat_two": True})
    assert why(st, "play LJ 2C 5S") == (TD.NO_COMBINATION, {"count": 3})
    assert engine.explain(st, "play LJ 5S", 0) is None            # a 孤舟 with a 5 is a lead


def test_td_a_complete_boat_below_the_table_is_too_low():
    """「同样的王挂牌，比较被挂牌点数大小」: after LJ+8, LJ+7 is a whole 孤舟 that does not
    beat it; nothing more can be added to it."""
    st = td(["LJ 8S 3S 4S", "LJ 7H 9S KD 5C", "10S JS"])
    st.apply("LJ+8")
    assert why(st, "play LJ 7H") == (TD.TOO_LOW, {"table": "LJ+8", "count": 2})
    assert engine.explain(st, "play LJ 9S", 1) is None            # LJ+9 beats it


def test_td_a_card_no_follow_can_take_is_the_wrong_shape():
    """「跟牌须与上家牌型相同且更大」, 「同样的王挂牌，比较被挂牌点数大小」: after LJ+8 a lone 7♥
    fits no follow (a 孤舟 would have to carry more than an 8), so it is a single, the wrong
    shape; the joker or a 9, which LJ+9 can hold, are still being picked."""
    st = td(["LJ 8S 3S 4S", "LJ 7H 9S KD 5C", "10S JS"])
    st.apply("LJ+8")
    assert why(st, "play 7H") == (TD.WRONG_SHAPE, {"table": "LJ+8", "count": 1})
    assert why(st, "play LJ") == (TD.INCOMPLETE, {"count": 1})
    assert why(st, "play 9S") == (TD.INCOMPLETE, {"count": 1})


def test_td_part_of_a_pair_kicker_is_incomplete():
    """火箭 「每组可带1张单牌或1对牌」: three 5s and one 9 are on their way to 5-5-5+9-9
    (the kicker step takes the pair); three 5s and a joker are not (no joker is a kicker)."""
    st = td(["5S 5H 5D 9S 9H 3C", "8S 9D", "10S JS"])
    assert why(st, "play 5S 5H 5D 9S 3C") == (TD.NO_COMBINATION, {"count": 5})
    assert engine.explain(st, "play 5S 5H 5D 9S 9H", 0) is None
    assert why(st, "play 5S 5D 9S") == (TD.INCOMPLETE, {"count": 3})


def test_td_must_lead():
    """The leader of a trick plays: there is nothing to pass."""
    st = td(["9S 5S 5H", "3S 4S", "3H 4H"])
    assert why(st, "pass") == (TD.MUST_LEAD, {})


def test_td_kickers_pending():
    """Kickers are chosen one by one after the body (docs/rulings.md, 天地人): meanwhile only a
    kicker is a play."""
    st = td(["5S 5H 5D 9S KS QS", "3S 4S", "3H 4H"])
    st.apply("5-5-5+?")
    assert why(st, "play 5S 5H") == (TD.KICKERS_PENDING, {"body": "5-5-5+?"})


# ---- every refused attempt from random positions gets a specific reason ------------------
def _attempts(state, rng):
    """What a player can click or select in this position (tables: a card, a selection,
    a column), legal or not."""
    gid, seat = state.game.info.id, state.current_player
    if gid == "ninety_nine":
        return [] if state.pending else sorted(set(state.hands[seat]))
    if gid == "showdown":
        if state.phase.value == "defend":
            return state.hand["black"] + ["swap " + c for c in state.hand["black"]]
        return list(state.hand["red"])
    hand = state.hands[seat]
    picks = [" ".join(rng.sample(hand, min(len(hand), k))) for k in (1, 2, 3, 4, 5, 6) for _ in range(3)]
    out = ["play " + p for p in picks if p]
    if gid == "primatum":
        out += [f"pledge {c} {col}" for c in hand for col in range(3)]
        out += [f"column {col}" for col in range(3)]      # a column clicked, no card chosen
        if state.stage.value == "loss":
            out += [f"lose {col}" for col in range(3)]
    return out


@pytest.mark.parametrize("gid,players", [("ninety_nine", 3), ("showdown", 2), ("primatum", 3),
                                         ("primatum", 4), ("tiandiren", 3)])
def test_every_refused_attempt_gets_a_specific_reason(gid, players):
    seen = set()
    for seed in range(3):
        st = engine.create(gid, players).new_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(250):
            if st.is_over:
                break
            legal = {str(a) for a in st.legal_actions()}
            for attempt in _attempts(st, rng):
                reason = engine.explain(st, attempt, st.current_player)
                if reason is None:
                    continue
                assert attempt not in legal
                assert reason.code is not Common.UNREADABLE, (gid, attempt)
                seen.add(reason.code)
                out_of_turn = engine.explain(st, attempt, (st.current_player + 1) % players)
                assert out_of_turn.code is Common.NOT_YOUR_TURN
            st.apply(rng.choice(st.legal_actions()))
    assert seen, "no refused attempt was tried"


def test_every_reason_code_has_a_test_here():
    """Each code of every game (and the shared ones) is asserted by a test of this file."""
    source = open(__file__, encoding="utf-8").read()
    for alias, enum in (("NN", NN), ("SD", SD), ("PR", PR), ("TD", TD), ("Common", Common)):
        for member in enum:
            assert f"{alias}.{member.name}" in source, f"{enum.__module__}: {member.name} has no test"


def test_reason_as_plain_data():
    """What the worker sends to the GUI thread: strings and numbers only."""
    st = nn({"hands": [["9S", "4C"], ["2C"]], "total": 95, "starter": 0})
    assert engine.explain(st, "9S", 0).as_dict() == {
        "code": "over_99", "params": {"card": "9S", "total": 95, "amount": 9, "result": 104}}
