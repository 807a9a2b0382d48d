""""Why not?" (issue 17): every reason code of `engine.explain` with a concrete deal, and
refused attempts from random positions of each game each get a specific reason."""
from __future__ import annotations

import itertools
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


# ---- P and the other keys (issue 34 #6) ---------------------------------------------------
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


def test_sd_no_pass_for_the_batter():
    """阶段1: the attacker plays a red card (with none in hand, draws one blind); after 大王's
    perfect out they discard a red card or accept it; a defence drawn blind is played
    (阶段2 case 5). Only the defender's 「不防守」 is a pass."""
    st = sd(red_hand=["KH", "5D"], black_hand=["BJ"])
    assert why(st, "pass") == (SD.NO_PASS_ATTACK, {"draw": False})
    st.apply("play KH")
    assert engine.explain(st, "pass", st.current_player) is None       # P is 「不防守」
    st.apply("defend BJ")
    assert why(st, "pass") == (SD.NO_PASS_ANSWER, {})
    st = sd(red_hand=["KH"], black_hand=[])
    st.apply("play KH")
    st.apply("draw")
    drawn = st.hand["black"][0]
    assert why(st, "pass") == (SD.MUST_PLAY_DRAWN, {"card": drawn})
    st = sd(red_hand=[], black_hand=["3S"])
    assert why(st, "pass") == (SD.NO_PASS_ATTACK, {"draw": True})


def test_td_pass_while_kickers_are_chosen_names_the_kickers_even_to_a_follower():
    """Kickers are chosen one by one after the body (docs/rulings.md, 天地人): P then is
    refused for the kickers, not because the player leads — here seat 1 follows."""
    st = td(["5S 5H 5D 9S 3H 4D", "10S 10H 10D KS QS 3D", "3C 4H"])
    st.apply("5-5-5+?")
    st.apply("+9")
    st.apply("10-10-10+?")
    assert st.current_player == 1 and st.table is not None
    assert why(st, "pass") == (TD.KICKERS_PENDING, {"body": "10-10-10+?"})


def test_a_key_on_a_card_reads_as_the_card_played_alone():
    """The keyboard sends a bare card (gui/table/keyboard.py); 九尊 and 天地人 read it as a
    selection of that card, and a key with nothing under it is not a move."""
    st = pr(hands=[["Q5", "Z7"], ["W4", "Z8"], ["Z1"], ["W1"]])
    st.apply("play Q5")
    assert why(st, "W4") == (PR.FOLLOW_TOO_LOW, {"cards": ["W4"], "shape": "single", "size": 1,
                                                 "value": 15, "best": 4})
    st = td(["9S 5S 6S", "4S 4H 8S 8H", "10S JS QS"])
    st.apply("9")
    assert why(st, "8S") == (TD.TOO_LOW, {"table": "9", "count": 1})
    assert why(st, "?") == (Common.UNREADABLE, {"attempt": "?"})
    assert why(st, "?", 0) == (Common.NOT_YOUR_TURN, {"player": 1})


def _hand_of(state, seat):
    """The cards the table shows the seat as its own (九局對決: the colour it plays now)."""
    if state.game.info.id == "showdown":
        return list(state.hand[state.colour_of_seat(seat)])
    return list(state.hands[seat])


def _key_attempts(state, seat):
    """What the keys of the seat's table send as attempts (gui/table/keyboard.py, the games'
    keys.py and the clicks a key stands for): P, a card (each card shown to the seat, and
    九九's offered cards), 九局對決's discard of 弃1摸1 and 九尊's columns, and `?`."""
    gid = state.game.info.id
    cards = sorted(set(_hand_of(state, seat)))
    out = ["pass", "?"] + cards
    if gid == "ninety_nine" and state.pending is not None:
        out += sorted(set(state.sanction_pool)) + sorted(set(state.hands[state.pending[2]]))
    if gid == "showdown" and state.phase.value == "defend":
        out += ["swap " + c for c in cards]
    if gid == "primatum":
        out += [f"column {col}" for col in range(3)]
        out += [f"pledge {c} {col}" for c in cards for col in range(3)]
    return out


def _phase(state):
    gid = state.game.info.id
    if gid == "ninety_nine":
        return state.pending[0] if state.pending else "play"
    if gid == "showdown":
        return state.phase.value + ("-blind" if state.blind["black"] else "")
    if gid == "primatum":
        return state.stage.value + ("-must_lead" if state.must_lead else "") + \
            ("-pledge" if state.may_pledge else "")
    if state.pending is not None:
        return "kickers"
    return state.phase if state.phase != "play" else ("lead" if state.table is None else "follow")


def _is_true(state, attempt, seat, reason):
    """Does the reason say what is so? Each code's claim, checked on the state."""
    from engine.games.primatum import territory as T
    from engine.games.primatum.deck import COUNTRY_OF, palace_kind, wen
    from engine.games.showdown import judge as J
    code, p = reason.code, reason.params
    tokens = attempt.split()
    card = tokens[-1] if tokens else ""
    mine = seat == state.current_player
    if code is Common.GAME_OVER:
        return state.is_over
    if code is Common.NOT_YOUR_TURN:
        return not mine and p["player"] == state.current_player
    if not mine:
        return False
    if code is Common.UNREADABLE:
        return attempt == "?"
    if code is Common.NOT_IN_HAND:
        if state.game.info.id == "ninety_nine" and state.pending is not None:
            return p["card"] not in state.hands[state.pending[2]]
        return p["card"] in tokens and p["card"] not in _hand_of(state, seat)
    pending = getattr(state, "pending", None)
    # Keyed by class and name: the games' codes are str Enums, and PR.MUST_LEAD == TD.MUST_LEAD.
    claims = {
        (NN, "NO_PASS"): lambda: attempt == "pass" and pending is None,
        (NN, "KEEP_ONE"): lambda: attempt == "pass" and pending[0] == "keep" and p["player"] == pending[1],
        (NN, "TAKE_ONE"): lambda: attempt == "pass" and pending[0] == "take" and p["player"] == pending[2],
        (NN, "TAKE_FROM_POOL"): lambda: pending[0] == "take" and card not in state.sanction_pool,
        (NN, "OVER_99"): lambda: p["result"] > 99 and p["total"] == state.total,
        (NN, "BELOW_0"): lambda: p["result"] < 0 and p["total"] == state.total,
        (SD, "NO_PASS_ATTACK"): lambda: attempt == "pass" and state.phase.value == "attack"
        and p["draw"] == (not state.hand["red"]),
        (SD, "NO_PASS_ANSWER"): lambda: attempt == "pass" and state.phase.value == "answer",
        (SD, "MUST_PLAY_DRAWN"): lambda: state.blind["black"] and attempt != f"defend {p['card']}"
        and state.hand["black"] == [p["card"]],
        (SD, "DEFENCE_TOO_LOW"): lambda: state.phase.value == "defend"
        and not J.playable(state.attack, card),
        (SD, "SWAP_USED"): lambda: tokens[0] == "swap" and state.swap_used,
        (SD, "SWAP_CAN_DEFEND"): lambda: tokens[0] == "swap" and state.can_hold(),
        (PR, "MUST_LEAD"): lambda: attempt == "pass" and state.must_lead and not state.plays,
        (PR, "TAKE_NEUTRAL"): lambda: state.stage.value == "draw",
        (PR, "CHOOSE_LOSS"): lambda: state.stage.value == "loss"
        and p["count"] == T.loss_count(state.round_no),
        (PR, "FOLLOW_SHAPE"): lambda: bool(state.plays),
        (PR, "FOLLOW_TOO_LOW"): lambda: bool(state.plays) and p["best"] < p["value"],
        (PR, "PLEDGE_NOT_NOW"): lambda: not state.may_pledge,
        (PR, "PLEDGE_PICK_CARD"): lambda: state.may_pledge and tokens[0] == "column",
        (PR, "LOSE_EMPTY"): lambda: not state.terr[seat][p["column"]],
        (PR, "LOSE_KING"): lambda: state.stage.value == "loss" and bool(state.terr[seat][p["column"]]),
        (PR, "PLEDGE_TOO_HIGH"): lambda: wen(card if tokens[0] != "pledge" else tokens[1])
        > wen(state.terr[seat][p["column"]][-1]),
        (PR, "PLEDGE_SECOND_HEAD"): lambda: palace_kind(tokens[1]) in ("H", "P")
        and not state.terr[seat][p["column"]],
        (PR, "PLEDGE_REGENT_OWN"): lambda: COUNTRY_OF[tokens[1]] != seat,
        (TD, "MUST_LEAD"): lambda: attempt == "pass" and pending is None and state.table is None,
        (TD, "KICKERS_PENDING"): lambda: pending is not None and p["body"] == str(pending[0]),
        (TD, "TOO_LOW"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "WRONG_SHAPE"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "BOMB_TOO_LOW"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "EMPTIES_EARLY"): lambda: state.round != 3 and p["count"] == len(state.hands[seat]),
        (TD, "QIANGDI_ALL"): lambda: state.phase == "qiangdi" and p["left"] > p["count"],
        (TD, "INCOMPLETE"): lambda: attempt != "pass",
        (TD, "NO_COMBINATION"): lambda: card in ("LJ", "BJ"),      # any other single is a play
    }
    claim = claims.get((type(code), code.name))
    return claim is not None and claim()


def _legal_for_key(state, attempt):
    """No reason: the key does something (a pass, a card the seat can play now)."""
    legal = state.legal_actions()
    names = {str(a) for a in legal}
    if attempt == "pass":
        return bool({"pass", "nodefence"} & names)
    if attempt.startswith("column "):                    # 九尊: the column of a loss
        return "lose " + attempt.split()[1] in names
    if attempt in names or any(n.split()[-1].split("=")[0] == attempt for n in names):
        return True
    if state.game.info.id == "tiandiren":
        from engine.games.tiandiren.combos import Body, Play, needs
        from engine.games.tiandiren.deck import counts_of
        want = counts_of([attempt])
        return any(all(w <= n for w, n in zip(want, needs(a), strict=False)) for a in legal
                   if isinstance(a, (Play, Body)))
    return any(attempt in a.cards for a in legal if getattr(a, "cards", None))


def _positions(gid, players, variant, seeds, steps):
    for seed in seeds:
        st = engine.create(gid, players, variant).new_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(steps):
            yield st
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))


def _rigged():
    """Phases a short random game seldom reaches."""
    st = sd(red_hand=["KH", "5D"], black_hand=["BJ"])
    st.apply("play KH")
    st.apply("defend BJ")
    yield st                                             # answer
    st = sd(red_hand=["KH"], black_hand=[])
    st.apply("play KH")
    st.apply("draw")
    yield st                                             # a defence drawn blind
    st = engine.create("ninety_nine", 3, "northwest").new_state(
        seed=1, setup={"hands": [["LJ", "2S", "3S"], ["4C", "5C", "6C"], ["7C", "8C"]],
                       "total": 10, "starter": 0})
    st.apply("LJ @1")
    yield st                                             # keep
    st.apply("keep 4C")
    yield st                                             # take
    st = td(["5S 5H 5D 9S 3H 4D", "10S 10H 10D KS QS 3D", "3C 4H"])
    st.apply("5-5-5+?")
    st.apply("+9")
    st.apply("10-10-10+?")
    yield st                                             # a follower's kickers
    st = td(["5S 9S 9H", "8S", "3H 4H"])
    for action in ("5", "pass", "pass"):
        st.apply(action)
    yield st                                             # 抢地


PHASES = {"ninety_nine": {"play", "keep", "take"},
          "showdown": {"attack", "defend", "answer", "defend-blind"},
          "primatum": {"play", "play-must_lead", "play-pledge", "draw", "loss"},
          "tiandiren": {"lead", "follow", "kickers", "qiangdi"}}


def test_every_key_of_every_table_gets_a_true_reason_in_every_phase():
    """Issue 34 #6: "P gives a false reason" (九九 and the batter of 九局對決 were told "That card
    is not in your hand", a follower of 天地人 "You lead this trick" while kickers were being
    chosen). Every attempt a table's keys send, in every phase of every game, by the seat to
    act and by another seat: no reason when the key does something, else a reason whose
    claim holds in that position."""
    walks = [("ninety_nine", 3, "northwest", range(4), 300), ("ninety_nine", 4, None, range(2), 200),
             ("showdown", 2, None, range(3), 300), ("primatum", 3, None, range(3), 300),
             ("primatum", 4, None, range(3), 300), ("tiandiren", 3, None, range(6), 200)]
    seen: dict[str, set] = {gid: set() for gid in PHASES}
    # (each position is checked as it comes: the walks go on playing the same state)
    for st in itertools.chain(*(_positions(*w) for w in walks), _rigged()):
        gid = st.game.info.id
        if st.is_over:
            assert engine.explain(st, "pass", 0).code is Common.GAME_OVER
            continue
        seen[gid].add(_phase(st))
        actor = st.current_player
        other = (actor + 1) % st.players
        for seat in (actor, other):
            for attempt in _key_attempts(st, seat):
                reason = engine.explain(st, attempt, seat)
                if reason is None:
                    assert seat == actor and _legal_for_key(st, attempt), (gid, attempt)
                    continue
                assert _is_true(st, attempt, seat, reason), \
                    (gid, _phase(st), attempt, seat == actor, reason)
    for gid, phases in PHASES.items():
        assert phases <= seen[gid], (gid, phases - seen[gid])
