"""Scenario tests for 九局對決 (the original rules + docs/rulings.md): one rigged deal per rule, exact outcomes.

Seat 0 is away (bats in the top half) in every deal unless said otherwise, so in the top
half seat 0 holds the red hand and seat 1 the black one.
"""
import pytest

from tests.showdown_deals import HOLDLESS, LOADED, E, ev, new, turn


# ---- plain cards -------------------------------------------------------------------------
def test_plain_single_runners_advance_one():
    s = new({"red_hand": ["5H", "2D", "4D", "6D", "7D"], "black_hand": ["4S", "2C", "3C", "5S", "6S"],
             "bases": [[True, False, True], E]}, losing_defence=True)
    events = turn(s, "play 5H", "defend 4S")
    j = ev(events, "judgement")
    assert (j["outcome"], j["reason"], j["red_value"], j["black_value"]) == ("single", "black_lower", 5, 4)
    p = ev(events, "play")
    assert p["moves"] == [{"from": "3B", "to": "home"}, {"from": "1B", "to": "2B"},
                          {"from": "batter", "to": "1B"}]
    assert s.bases[0] == [True, True, False] and s.outs == 0 and s.board.totals() == [1, 0]
    assert s.board.line()["H"] == [1, 0] and s.discard["black"] == ["4S"] and s.markers == []
    assert len(s.hand["red"]) == 5 and len(s.hand["black"]) == 5 and s.current_player == 0


def test_equal_rank_is_an_out_and_the_card_stays_as_marker():
    s = new({"red_hand": ["6H", "2D", "4D", "5D", "7D"], "black_hand": ["6C", "2C", "3C", "5S", "4S"],
             "bases": [[True, False, False], E]})
    events = turn(s, "play 6H", "defend 6C")
    assert ev(events, "judgement")["outcome"] == "out"
    assert s.outs == 1 and s.bases[0] == [True, False, False] and s.markers == ["6C"]
    assert s.discard["red"] == ["6H"] and s.board.totals() == [0, 0]


# ---- red specials ------------------------------------------------------------------------
@pytest.mark.parametrize("card,bases,after,runs,outcome", [
    ("JH", [True, True, False], [True, False, True], 1, "single"),      # 打帶跑: runners +2
    ("QD", [True, False, False], [False, True, True], 0, "double"),     # batter to 2nd, runners +2
    ("KH", [True, True, False], [False, False, True], 2, "triple"),     # runners score
    ("AD", [True, True, True], [False, False, False], 4, "homer"),      # grand slam
])
def test_red_specials_undefended(card, bases, after, runs, outcome):
    s = new({"red_hand": [card, "2D", "4D", "5D", "7D"], "black_hand": ["2C", "3C", "4C", "5S", "4S"],
             "bases": [bases, E]})
    events = turn(s, f"play {card}", "nodefence")
    assert ev(events, "judgement")["outcome"] == outcome
    assert ev(events, "play")["hit_and_run"] is (card == "JH")
    assert s.bases[0] == after and s.board.totals() == [runs, 0] and s.outs == 0
    assert s.board.hits[0] == [1]


@pytest.mark.parametrize("attack,defence,outcome,after,runs", [
    ("KH", "AS", "out", [True, False, True], 0),             # ♠ over ♥: full suppression
    ("KH", "AC", "productive_out", [False, True, False], 1),  # wrong suit: runners +1
    ("QD", "KC", "out", [True, False, True], 0),             # ♣ over ♦
    ("QD", "KS", "productive_out", [False, True, False], 1),
    ("JH", "JS", "out", [True, False, True], 0),
    ("AD", "BJ", "perfect_out", None, 0),
])
def test_suit_chain_for_specials(attack, defence, outcome, after, runs):
    s = new({"red_hand": [attack, "2D", "4D", "5D", "7D"],
             "black_hand": [defence, "2C", "3C", "4C", "5S"], "bases": [[True, False, True], E]})
    events = turn(s, f"play {attack}", f"defend {defence}")
    assert ev(events, "judgement")["outcome"] == outcome
    if after is not None:
        assert s.bases[0] == after and s.board.totals() == [runs, 0] and s.outs == 1
        assert s.markers == [defence]
        assert s.board.hits[0] == [0]


def test_steal_heart3_runners_advance_batter_out():
    s = new({"red_hand": ["3H", "2D", "4D", "5D", "7D"], "black_hand": ["5C", "3S", "2C", "4C", "6S"],
             "bases": [[True, False, True], E]})
    events = turn(s, "play 3H", "defend 5C")
    assert ev(events, "judgement")["outcome"] == "steal"
    assert s.outs == 1 and s.bases[0] == [False, True, False] and s.board.totals() == [1, 0]


def test_spade3_cancels_the_steal():
    s = new({"red_hand": ["3H", "2D", "4D", "5D", "7D"], "black_hand": ["5C", "3S", "2C", "4C", "6S"],
             "bases": [[True, False, True], E]})
    events = turn(s, "play 3H", "defend 3S")
    j = ev(events, "judgement")
    assert (j["outcome"], j["reason"]) == ("out", "spade3_stops_steal")
    assert s.outs == 1 and s.bases[0] == [True, False, True] and s.board.totals() == [0, 0]


def test_heart3_beaten_by_a_two_is_a_single():
    s = new({"red_hand": ["3H", "2D", "4D", "5D", "7D"], "black_hand": ["2S", "3S", "2C", "4C", "6S"],
             "bases": [[True, False, False], E]}, losing_defence=True)
    events = turn(s, "play 3H", "defend 2S")
    assert ev(events, "judgement")["outcome"] == "single"
    assert s.outs == 0 and s.bases[0] == [True, True, False]


def test_diamond3_foul_same_batter_no_out_no_hit():
    s = new({"red_hand": ["3D", "2D", "4D", "5D", "7D"], "black_hand": ["9S", "3C", "2C", "4C", "6S"],
             "bases": [[True, False, False], E], "red_deck": ["8H"], "black_deck": ["10S"]})
    events = turn(s, "play 3D", "defend 9S")
    assert ev(events, "judgement")["outcome"] == "foul"
    assert s.outs == 0 and s.bases[0] == [True, False, False] and s.board.line()["H"] == [0, 0]
    assert s.discard == {"red": ["3D"], "black": ["9S"]} and s.markers == []
    assert "8H" in s.hand["red"] and "10S" in s.hand["black"] and s.current_player == 0


def test_club3_puts_diamond3_out_and_undefended_diamond3_is_a_single():
    s = new({"red_hand": ["3D", "2D", "4D", "5D", "7D"], "black_hand": ["9S", "3C", "2C", "4C", "6S"]})
    assert ev(turn(s, "play 3D", "defend 3C"), "judgement")["outcome"] == "out"
    assert s.outs == 1 and s.markers == ["3C"]
    s = new({"red_hand": ["3D", "2D", "4D", "5D", "7D"], "black_hand": ["9S", "3C", "2C", "4C", "6S"]})
    assert ev(turn(s, "play 3D", "nodefence"), "judgement")["outcome"] == "single"
    assert s.bases[0] == [True, False, False] and s.outs == 0


# ---- 大王 ----------------------------------------------------------------------------------
def test_big_joker_accepted_clears_bases():
    s = new({"red_hand": ["AH", "2D", "4D", "5D", "7D"], "black_hand": ["BJ", "3C", "2C", "4C", "6S"],
             "bases": LOADED})
    events = turn(s, "play AH", "defend BJ")
    assert ev(events, "judgement")["outcome"] == "perfect_out"
    assert s.current_player == 0 and [str(a) for a in s.legal_actions()] == [
        "answer 2D", "answer 4D", "answer 5D", "answer 7D", "accept"]
    events = s.apply("accept")
    p = ev(events, "play")
    assert p["outcome"] == "perfect_out" and p["moves"] == [
        {"from": "3B", "to": "off"}, {"from": "2B", "to": "off"}, {"from": "1B", "to": "off"}]
    assert s.outs == 1 and s.bases[0] == [False] * 3 and s.board.totals() == [0, 0]
    assert s.removed == ["BJ"] and s.markers == [] and s.discard["red"] == ["AH"]


def test_big_joker_answered_by_a_discard_is_a_plain_out():
    s = new({"red_hand": ["AH", "2D", "4D", "5D", "7D"], "black_hand": ["BJ", "3C", "2C", "4C", "6S"],
             "bases": LOADED, "red_deck": ["9H", "8H"]})
    turn(s, "play AH", "defend BJ")
    events = s.apply("answer 5D")
    assert ev(events, "answer")["discarded"] == "5D"
    assert ev(events, "play")["outcome"] == "out"
    assert s.outs == 1 and s.bases[0] == [True] * 3 and s.board.totals() == [0, 0]
    assert s.discard["red"] == ["5D", "AH"] and s.removed == ["BJ"]
    assert sorted(s.hand["red"]) == sorted(["2D", "4D", "7D", "9H", "8H"])


# ---- 小王 ----------------------------------------------------------------------------------
def test_little_joker_names_any_red_card():
    s = new({"red_hand": ["LJ", "2D", "4D", "5D", "7D"], "black_hand": ["KS", "KC", "2C", "8C", "BJ"]})
    notations = [str(a) for a in s.legal_actions()]
    assert "play LJ=QH" in notations and "play LJ=3D" in notations and "play LJ" not in notations
    assert sum(n.startswith("play LJ=") for n in notations) == 26


@pytest.mark.parametrize("defence,outcome,bases_after,outs", [
    ("nodefence", "double", [False, True, True], 0),
    ("defend KS", "out", [True, False, False], 1),
    ("defend KC", "productive_out", [False, True, False], 1),
    ("defend 8C", "walk", [True, True, False], 0),
    ("defend BJ", "perfect_out", [True, False, False], 0),  # waits for the answer
])
def test_little_joker_resolves_as_the_named_card(defence, outcome, bases_after, outs):
    s = new({"red_hand": ["LJ", "2D", "4D", "5D", "7D"], "black_hand": ["KS", "KC", "2C", "8C", "BJ"],
             "bases": [[True, False, False], E]})
    events = turn(s, "play LJ=QH", defence)
    j = ev(events, "judgement")
    assert (j["attack"], j["named"], j["counts_as"], j["outcome"]) == ("LJ", "QH", "QH", outcome)
    assert s.bases[0] == bases_after and s.outs == outs
    if outcome != "perfect_out":
        assert s.removed == ["LJ"] and "LJ" not in s.discard["red"]


# ---- ♣8 敬遠保送 ---------------------------------------------------------------------------
def test_club8_walk_with_loaded_bases_scores_one_and_is_not_a_marker():
    s = new({"red_hand": ["JH", "2D", "4D", "5D", "7D"], "black_hand": ["8C", "3C", "2C", "4C", "6S"],
             "bases": LOADED})
    events = turn(s, "play JH", "defend 8C")
    p = ev(events, "play")
    assert ev(events, "judgement")["outcome"] == "walk" and p["runs"] == 1
    assert s.bases[0] == [True] * 3 and s.outs == 0 and s.board.totals() == [1, 0]
    assert s.markers == [] and s.discard["black"] == ["8C"] and s.board.line()["H"] == [0, 0]


def test_club8_walk_moves_only_forced_runners():
    s = new({"red_hand": ["KD", "2D", "4D", "5D", "7D"], "black_hand": ["8C", "3C", "2C", "4C", "6S"],
             "bases": [[False, True, True], E]})
    turn(s, "play KD", "defend 8C")
    assert s.bases[0] == [True, True, True] and s.board.totals() == [0, 0] and s.outs == 0


def test_club8_is_a_plain_8_against_other_cards():
    s = new({"red_hand": ["7H", "AD", "4D", "5D", "2D"], "black_hand": ["8C", "3C", "2C", "4C", "6S"]})
    assert ev(turn(s, "play 7H", "defend 8C"), "judgement")["outcome"] == "out"
    assert s.outs == 1 and s.markers == [] and s.discard["black"] == ["8C"]
    s = new({"red_hand": ["7H", "AD", "4D", "5D", "2D"], "black_hand": ["8C", "3C", "2C", "4C", "6S"]})
    s.apply("play AD")
    assert not any(str(a).startswith("defend") for a in s.legal_actions())   # ♣8 cannot meet an A
    s = new({"red_hand": ["7H", "AD", "4D", "5D", "2D"], "black_hand": ["8C", "3C", "2C", "4C", "6S"]},
            losing_defence=True)
    assert ev(turn(s, "play AD", "defend 8C"), "judgement")["outcome"] == "homer"
    assert s.board.totals() == [1, 0]


# ---- ♣7 战术轮换 and 弃1摸1 -----------------------------------------------------------------
def test_club7_and_swap_offered_only_when_nothing_holds():
    s = new(HOLDLESS)
    s.apply("play 10H")
    assert [str(a) for a in s.legal_actions()] == [
        "club7", "swap 2S", "swap 3C", "swap 4C", "swap 7C", "swap 9S", "nodefence"]
    s = new({**HOLDLESS, "black_hand": ["7C", "4C", "10S", "2S", "3C"]})
    s.apply("play 10H")
    assert [str(a) for a in s.legal_actions()] == ["defend 10S", "nodefence"]
    s = new({**HOLDLESS, "black_hand": ["7C", "4C", "BJ", "2S", "3C"]})  # 大王 always holds
    s.apply("play 10H")
    assert "club7" not in [str(a) for a in s.legal_actions()]


def test_club7_rescue_card_is_played_at_once():
    s = new({**HOLDLESS, "black_deck": ["QS", "5S"]})
    events = turn(s, "play 10H", "club7")
    c7 = ev(events, "club7")
    assert c7 == {"seat": 1, "holds": True, "card": "QS"}
    assert ev(events, "judgement")["outcome"] == "out"
    assert s.outs == 1 and s.markers == ["QS"] and s.discard["black"] == ["7C"] and s.club7_used
    assert s.bases[0] == [True, False, False]
    assert sorted(s.hand["black"]) == sorted(["4C", "9S", "2S", "3C", "5S"])
    s.apply("play 2D")
    assert "club7" not in [str(a) for a in s.legal_actions()]


def test_club7_miss_keeps_the_card_and_the_attack_takes_effect():
    s = new({**HOLDLESS, "black_deck": ["4S"]})
    events = turn(s, "play 10H", "club7")
    c7 = [e for e in events if e.kind == "club7"][0]
    assert c7.data == {"seat": 1, "holds": False, "card": None} and c7.private == {1: {"drawn": "4S"}}
    assert ev(events, "judgement")["reason"] == "club7_failed"
    assert s.bases[0] == [True, True, False] and s.outs == 0
    assert sorted(s.hand["black"]) == sorted(["4C", "9S", "2S", "3C", "4S"])


def test_club7_drawing_big_joker_is_a_perfect_out():
    s = new({**HOLDLESS, "black_deck": ["BJ"]})
    turn(s, "play 10H", "club7")
    assert s.pending is not None and s.current_player == 0
    s.apply("accept")
    assert s.bases[0] == E and s.outs == 1 and s.removed == ["BJ"]


def test_swap_discards_draws_and_lets_the_attack_through():
    s = new({**HOLDLESS, "black_deck": ["KS"]})
    events = turn(s, "play 10H", "swap 2S")
    sw = [e for e in events if e.kind == "swap"][0]
    assert sw.data == {"seat": 1, "discarded": "2S"} and sw.private == {1: {"drawn": "KS"}}
    assert ev(events, "judgement")["reason"] == "swap"
    assert s.bases[0] == [True, True, False] and s.outs == 0 and s.swap_used and not s.club7_used
    assert sorted(s.hand["black"]) == sorted(["7C", "4C", "9S", "3C", "KS"])
    s.apply("play 6D")
    s.apply("nodefence")
    s.apply("play 5D")
    assert not any(str(a).startswith("swap") for a in s.legal_actions())


def test_club7_and_swap_are_independent():
    s = new({**HOLDLESS, "swap_used": True, "black_deck": ["2C"]})
    s.apply("play 10H")
    legal = [str(a) for a in s.legal_actions()]
    assert "club7" in legal and not any(a.startswith("swap") for a in legal)


def test_voluntary_no_defence_even_when_holding():
    s = new({"red_hand": ["QH", "2D", "4D", "5D", "6D"], "black_hand": ["AS", "4C", "9S", "2S", "3C"],
             "bases": [[True, False, False], E]})
    s.apply("play QH")
    assert "nodefence" in [str(a) for a in s.legal_actions()]
    events = s.apply("nodefence")
    assert ev(events, "no_defence") == {"seat": 1}
    assert s.bases[0] == [False, True, True] and "AS" in s.hand["black"]


# ---- blind draws (no card of one's colour) -------------------------------------------------
def test_attacker_blind_draw_counts_one_rank_lower():
    s = new({"red_hand": [], "red_deck": ["AH"], "black_hand": ["KC", "4C", "9S", "2S", "3C"],
             "bases": [[True, False, False], E]})
    assert [str(a) for a in s.legal_actions()] == ["draw"]
    events = s.apply("draw")
    assert ev(events, "blind_draw") == {"seat": 0, "colour": "red", "card": "AH"}
    assert [str(a) for a in s.legal_actions()] == ["play AH"]
    events = s.apply("play AH")
    assert ev(events, "attack")["counts_as"] == "KH" and ev(events, "attack")["blind"]
    events = s.apply("nodefence")                     # A counts as K: a triple
    assert ev(events, "judgement")["outcome"] == "triple"
    assert s.bases[0] == [False, False, True] and s.board.totals() == [1, 0]


def test_attacker_blind_two_counts_as_one():
    s = new({"red_hand": [], "red_deck": ["2H"], "black_hand": ["2C", "4C", "9S", "2S", "3C"]})
    s.apply("draw")
    s.apply("play 2H")
    assert s.attack.value == 1
    assert ev(s.apply("defend 2C"), "judgement")["outcome"] == "out"


def test_defender_blind_draw_is_a_plain_out_card():
    s = new({"red_hand": ["KH", "2D", "4D", "5D", "6D"], "black_hand": [], "black_deck": ["AC"],
             "bases": [[True, False, False], E]})
    s.apply("play KH")
    assert [str(a) for a in s.legal_actions()] == ["draw", "nodefence"]
    s.apply("draw")
    assert [str(a) for a in s.legal_actions()] == ["defend AC"]
    j = ev(s.apply("defend AC"), "judgement")
    assert (j["outcome"], j["reason"], j["blind_defence"]) == ("out", "plain_draw", True)
    assert s.bases[0] == [True, False, False] and s.outs == 1   # no productive out


@pytest.mark.parametrize("drawn,outcome", [("8C", "single"), ("BJ", "out")])
def test_defender_blind_draw_loses_its_text(drawn, outcome):
    s = new({"red_hand": ["JH", "2D", "4D", "5D", "6D"], "black_hand": [], "black_deck": [drawn]})
    s.apply("play JH")
    s.apply("draw")
    assert ev(s.apply(f"defend {drawn}"), "judgement")["outcome"] == outcome


# ---- decks ---------------------------------------------------------------------------------
def test_deck_at_three_cards_takes_back_the_discards():
    red = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH",
           "2D", "3D", "4D", "5D", "6D"]
    s = new({"red_hand": ["7D", "8D", "9D", "10D", "JD"], "red_discard": red,
             "black_hand": ["2S", "3S", "4S", "5S", "6S"]})
    assert len(s.deck["red"]) == 4
    events = turn(s, "play 7D", "nodefence")
    r = ev(events, "reshuffle")
    assert r == {"colour": "red", "deck": 22}
    assert len(s.deck["red"]) == 22 and s.discard["red"] == [] and len(s.hand["red"]) == 5
