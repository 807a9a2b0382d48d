"""Scenario tests for 九局對決 (the original rules + docs/rulings.md): one rigged deal per rule, exact outcomes.

Seat 0 is away (bats in the top half) in every deal unless said otherwise, so in the top
half seat 0 holds the red hand and seat 1 the black one.
"""
import pytest

import engine
from engine import IllegalAction, RuleError

E, F = [False] * 3, False


def new(setup=None, seed=1, **opts):
    game = engine.create("showdown", 2, **opts)
    base = {"away": 0}
    base.update(setup or {})
    return game.new_state(seed=seed, setup=base)


def kinds(events):
    return [e.kind for e in events]


def ev(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[-1].data


def turn(state, attack, defence):
    events = state.apply(attack)
    events += state.apply(defence)
    return events


LOADED = [[True, True, True], E]


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
HOLDLESS = {"red_hand": ["10H", "2D", "4D", "5D", "6D"], "black_hand": ["7C", "4C", "9S", "2S", "3C"],
            "bases": [[True, False, False], E]}


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


# ---- half-innings ----------------------------------------------------------------------
def test_third_out_switches_sides_and_resets_the_cards():
    s = new({"outs": 2, "red_hand": ["5H", "2D", "4D", "6D", "7D"], "black_hand": ["9S", "2C", "3C", "4C", "6S"],
             "bases": [[True, False, True], [False, True, False]], "club7_used": True, "swap_used": True,
             "out_markers": ["KS", "QC"], "removed": ["LJ"]})
    events = turn(s, "play 5H", "defend 9S")
    end = ev(events, "half_inning_end")
    assert (end["inning"], end["half"], end["batting"], end["runs"]) == (1, "top", 0, 0)
    start = [e for e in events if e.kind == "half_inning_start"][0]
    assert (start.data["inning"], start.data["half"], start.data["batting"]) == (1, "bottom", 1)
    assert set(start.private) == {0, 1} and len(start.private[1]["hand"]) == 5
    assert s.batting == 1 and s.current_player == 1 and s.outs == 0
    assert s.bases == [[True, False, True], [False, True, False]]      # 保留壘包 per side
    assert len(s.hand["red"]) == len(s.hand["black"]) == 5
    assert len(s.deck["red"]) == len(s.deck["black"]) == 22
    assert s.discard == {"red": [], "black": []} and s.markers == [] and s.removed == []
    assert not s.club7_used and not s.swap_used


def test_clear_bases_option_empties_the_new_batting_side():
    s = new({"outs": 2, "red_hand": ["5H", "2D", "4D", "6D", "7D"],
             "black_hand": ["9S", "2C", "3C", "4C", "6S"], "bases": [[True, False, True], [False, True, False]]},
            clear_bases=True)
    turn(s, "play 5H", "defend 9S")
    assert s.bases[1] == E


@pytest.mark.parametrize("option,bases,runs", [(False, [True, False, True], 0), (True, [False, True, False], 1)])
def test_productive_third_out_moves_runners_only_with_the_option(option, bases, runs):
    s = new({"outs": 2, "red_hand": ["KH", "2D", "4D", "6D", "7D"], "bases": [[True, False, True], E],
             "black_hand": ["AC", "2C", "3C", "4C", "6S"]}, runs_on_third_out=option)
    turn(s, "play KH", "defend AC")
    assert s.bases[0] == bases and s.board.totals() == [runs, 0] and s.batting == 1


# ---- the end of the game -------------------------------------------------------------------
def final_out(setup, **opts):
    base = {"outs": 2, "red_hand": ["5H", "2D", "4D", "6D", "7D"], "black_hand": ["9S", "2C", "3C", "4C", "6S"]}
    base.update(setup)
    s = new(base, **opts)
    return s, turn(s, "play 5H", "defend 9S")


def test_nine_innings_then_the_higher_score_wins():
    s, events = final_out({"inning": 9, "half": "bottom", "runs": [[3], [0, 1]]})
    assert s.is_over and s.returns() == [1.0, -1.0]
    assert ev(events, "game_over") == {"winner": 0, "score": [3, 1], "line_score": s.board.line()}
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply("play 2D")


def test_bottom_of_the_ninth_skipped_when_home_leads():
    s, events = final_out({"inning": 9, "half": "top", "runs": [[1], [4]]})
    assert s.is_over and s.returns() == [-1.0, 1.0] and s.board.line()["skipped_bottom"] == 9
    s, _ = final_out({"inning": 9, "half": "top", "runs": [[1], [4]]}, skip_bottom_ninth=False)
    assert not s.is_over and (s.inning, s.half, s.batting) == (9, 1, 1)


def test_tie_goes_to_extra_innings_or_stands():
    s, _ = final_out({"inning": 9, "half": "bottom", "runs": [[2], [2]]})
    assert not s.is_over and (s.inning, s.half) == (10, 0)
    assert s.board.line()["runs"] == [[2] + [0] * 9, [2] + [0] * 9]
    s, _ = final_out({"inning": 9, "half": "bottom", "runs": [[2], [2]]}, extra_innings=False)
    assert s.is_over and s.returns() == [0.0, 0.0]


def test_quick_mode_ends_at_five_runs_at_once():
    s = new({"red_hand": ["AH", "2D", "4D", "5D", "7D"], "black_hand": ["2C", "3C", "4C", "5S", "4S"],
             "bases": [[True, True, False], E], "runs": [[2], [0]]}, quick_mode=True)
    events = turn(s, "play AH", "nodefence")
    assert s.is_over and s.board.totals() == [5, 0] and ev(events, "game_over")["winner"] == 0
    assert s.returns() == [1.0, -1.0]


def test_a_walk_off_is_the_home_sides_go_ahead_run_in_the_last_inning():
    """"9局结束总分高者获胜" — in the bottom of the ninth the away side bats no more, so the
    run that puts the home side ahead is the game's winner: the play says so (`walk_off`),
    for the table's moment (issue 26). A run that only ties, or comes earlier, does not."""
    home = {"inning": 9, "half": "bottom", "runs": [[2], [1]], "bases": [E, [True, False, False]],
            "red_hand": ["AH", "2D", "4D", "5D", "7D"], "black_hand": ["2C", "3C", "4C", "5S", "4S"]}
    s = new(home)
    events = turn(s, "play AH", "nodefence")          # A: a home run, two runs, 3 – 2
    play = ev(events, "play")
    assert play["outcome"] == "homer" and play["runs"] == 2 and play["walk_off"] is True
    assert s.board.totals() == [2, 3] and not s.is_over          # the half is played out
    tie = new({**home, "bases": [E, E]})
    assert ev(turn(tie, "play AH", "nodefence"), "play")["walk_off"] is False   # 2 – 2
    eighth = new({**home, "inning": 8})
    assert ev(turn(eighth, "play AH", "nodefence"), "play")["walk_off"] is False
    top = new({**home, "half": "top", "runs": [[1], [2]], "bases": [[True, False, False], E]})
    assert ev(turn(top, "play AH", "nodefence"), "play")["walk_off"] is False   # away goes ahead


def test_a_quick_mode_winning_run_is_a_walk_off():
    """"快速模式先得5分者立即胜出": the play that reaches 5 runs ends the game at once."""
    s = new({"red_hand": ["AH", "2D", "4D", "5D", "7D"], "black_hand": ["2C", "3C", "4C", "5S", "4S"],
             "bases": [[True, True, False], E], "runs": [[2], [0]]}, quick_mode=True)
    assert ev(turn(s, "play AH", "nodefence"), "play")["walk_off"] is True


def test_line_score_counts_runs_and_hits_per_inning():
    s = new({"inning": 2, "half": "top", "runs": [[1], [0]], "hits": [[2], [1]],
             "red_hand": ["QH", "5D", "4D", "6D", "7D"], "black_hand": ["2C", "3C", "4C", "5S", "4S"],
             "bases": [[True, False, False], E]})
    turn(s, "play QH", "nodefence")
    line = s.board.line()
    assert line["runs"] == [[1, 0], [0, 0]] and line["hits"] == [[2, 1], [1, 0]]
    assert line["R"] == [1, 0] and line["H"] == [3, 1]
    obs = s.observation(1)
    assert obs["line_score"] == line and obs["bases"][0] == [False, True, True]


# ---- notation, observation, setup and options ------------------------------------------------
def test_observation_shows_public_piles_and_hides_the_other_hand():
    s = new(HOLDLESS)
    s.apply("play 10H")
    o0, o1 = s.observation(0), s.observation(1)
    assert o0["role"] == "attacker" and o0["hand"] == ["2D", "4D", "5D", "6D"]
    assert o1["role"] == "defender" and o1["hand"] == ["2S", "3C", "4C", "7C", "9S"]
    assert o0["opponent_hand_size"] == 5 and "9S" not in str(o0)
    assert o1["attack"]["card"] == "10H" and o1["abilities"]["can_hold"] is False
    assert o0["decks"] == {"red": 22, "black": 22} and o0["to_act"] == 1


def test_away_seat_is_random_by_seed():
    game = engine.create("showdown", 2)
    assert {game.new_state(seed=s).away for s in range(20)} == {0, 1}


@pytest.mark.parametrize("setup,word", [
    ({"red_hand": ["AS"]}, "red_hand"), ({"black_hand": ["AH"]}, "black_hand"),
    ({"outs": 3}, "outs"), ({"half": "middle"}, "half"), ({"bogus": 1}, "bogus"),
    ({"red_hand": ["AH"], "red_deck": ["AH"]}, "AH"), ({"bases": [[1, 0], [0, 0, 0]]}, "bases"),
    ({"red_hand": ["AH", "2H", "3H", "4H", "5H", "6H"]}, "red_hand"), ({"removed": ["AH"]}, "removed"),
    ({"outs": 1, "out_markers": ["2S", "3S"]}, "out_markers"), ({"runs": [[1, 2], [0]]}, "runs"),
    ({"club7_used": 1}, "club7_used"), ({"away": 2}, "away"),
])
def test_bad_setup_names_the_key(setup, word):
    with pytest.raises(RuleError, match=word):
        engine.create("showdown", 2).new_state(seed=1, setup=setup)


def test_bad_options_are_refused():
    with pytest.raises(RuleError, match="quick_target"):
        engine.create("showdown", 2, quick_target=3)
    assert engine.create("showdown", 2, quick_mode=True, quick_target=3).options["quick_target"] == 3
    with pytest.raises(RuleError, match="players"):
        engine.create("showdown", 3)


def test_illegal_actions_leave_the_state_unchanged():
    s = new(HOLDLESS)
    before = s.full_state()
    for bad in ("play 10S", "defend 9S", "play LJ=QH", "club7", "accept"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert s.full_state() == before


def test_only_cards_that_hold_may_defend_unless_losing_defence():
    setup = {"red_hand": ["QD", "2D", "4D", "5D", "7D"], "black_hand": ["8C", "JS", "KS", "2C", "AC"]}
    s = new(setup)
    s.apply("play QD")
    assert [str(a) for a in s.legal_actions()] == ["defend 8C", "defend KS", "defend AC", "nodefence"]
    s = new(setup, losing_defence=True)
    s.apply("play QD")
    assert [str(a) for a in s.legal_actions()] == [
        "defend 2C", "defend 8C", "defend JS", "defend KS", "defend AC", "nodefence"]
    assert ev(s.apply("defend JS"), "judgement")["outcome"] == "double"


def test_club7_rescue_is_judged_like_any_defence_wrong_suit():
    s = new({"red_hand": ["QH", "2D", "4D", "5D", "6D"], "black_hand": ["7C", "4C", "9S", "2S", "3C"],
             "bases": [[False, True, False], E], "black_deck": ["KC"]})
    events = turn(s, "play QH", "club7")
    assert ev(events, "club7")["card"] == "KC"
    assert ev(events, "judgement")["outcome"] == "productive_out"
    assert s.outs == 1 and s.bases[0] == [False, False, True] and s.markers == ["KC"]


def test_steal_on_the_third_out_moves_nobody():
    s = new({"outs": 2, "red_hand": ["3H", "2D", "4D", "5D", "7D"], "black_hand": ["5C", "2C", "4C", "6S", "7S"],
             "bases": [[False, False, True], E]})
    turn(s, "play 3H", "defend 5C")
    assert s.board.totals() == [0, 0] and s.bases[0] == [False, False, True] and s.batting == 1


def test_big_joker_beats_the_steal_and_the_foul():
    for attack in ("3H", "3D"):
        s = new({"red_hand": [attack, "2D", "4D", "5D", "7D"], "black_hand": ["BJ", "2C", "4C", "6S", "7S"],
                 "bases": [[True, False, False], E]})
        turn(s, f"play {attack}", "defend BJ")
        s.apply("accept")
        assert s.outs == 1 and s.bases[0] == E


def test_walk_with_a_runner_on_first_pushes_him_to_second():
    s = new({"red_hand": ["QH", "2D", "4D", "5D", "7D"], "black_hand": ["8C", "2C", "4C", "6S", "7S"],
             "bases": [[True, False, True], E]})
    p = ev(turn(s, "play QH", "defend 8C"), "play")
    assert p["moves"] == [{"from": "1B", "to": "2B"}, {"from": "batter", "to": "1B"}]
    assert s.bases[0] == [True, True, True] and s.board.totals() == [0, 0]


def test_extra_inning_ends_when_home_leads_after_the_top_or_after_a_full_inning():
    s, _ = final_out({"inning": 10, "half": "top", "runs": [[1], [2]]})
    assert s.is_over and s.returns() == [-1.0, 1.0] and s.board.line()["skipped_bottom"] == 10
    s, _ = final_out({"inning": 10, "half": "bottom", "runs": [[2] + [0] * 9, [1] + [0] * 9]})
    assert s.is_over and s.returns() == [1.0, -1.0]


def test_shorter_game_option():
    s, _ = final_out({"inning": 3, "half": "bottom", "runs": [[0], [1]]}, innings=3)
    assert s.is_over and s.returns() == [-1.0, 1.0]
    s, _ = final_out({"inning": 3, "half": "bottom", "runs": [[0], [1]]})
    assert not s.is_over and s.inning == 4


def test_home_batting_in_the_bottom_holds_the_red_hand():
    s = new({"half": "bottom", "red_hand": ["5H", "2D", "4D", "6D", "7D"]})
    assert s.batting == 1 and s.current_player == 1
    assert s.observation(1)["hand"] == ["2D", "4D", "5H", "6D", "7D"] and s.observation(0)["role"] == "defender"


def test_record_with_setup_replays_to_the_same_position():
    import json
    s = new({**HOLDLESS, "black_deck": ["QS"]}, quick_mode=True)
    turn(s, "play 10H", "club7")
    s.apply("play 2D")
    again = engine.replay(json.loads(json.dumps(s.record())))
    assert again.full_state() == s.full_state() and again.history == ["play 10H", "club7", "play 2D"]


def test_the_opening_deal_is_an_initial_event():
    s = new({"red_hand": ["5H", "2D", "4D", "6D", "7D"], "black_hand": ["9S", "2C", "3C", "4C", "6S"]})
    (start,) = s.initial_events
    assert start.kind == "half_inning_start" and (start.data["inning"], start.data["half"]) == (1, "top")
    assert start.view(0)["hand"] == ["2D", "4D", "5H", "6D", "7D"]
    assert start.view(1)["hand"] == ["2C", "3C", "4C", "6S", "9S"] and "hand" not in start.view(None)
