""""Why not?" (issue 17) in 天地人: each of its reason codes with a concrete deal, and its
answer to P (issue 34 #6)."""
from __future__ import annotations

import engine
from engine.games.tiandiren.explain import Why as TD
from tests.why_not import td, why


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


def test_td_pass_while_kickers_are_chosen_names_the_kickers_even_to_a_follower():
    """Kickers are chosen one by one after the body (docs/rulings.md, 天地人): P then is
    refused for the kickers, not because the player leads — here seat 1 follows."""
    st = td(["5S 5H 5D 9S 3H 4D", "10S 10H 10D KS QS 3D", "3C 4H"])
    st.apply("5-5-5+?")
    st.apply("+9")
    st.apply("10-10-10+?")
    assert st.current_player == 1 and st.table is not None
    assert why(st, "pass") == (TD.KICKERS_PENDING, {"body": "10-10-10+?"})
