""""Why not?" (issue 17) in 九局對決: each of its reason codes with a concrete deal, and its
answer to P (issue 34 #6)."""
from __future__ import annotations

import engine
from engine.games.showdown.explain import Why as SD
from tests.why_not import sd, why


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
