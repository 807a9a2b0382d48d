"""Scenario tests for 九局對決's innings (the original rules + docs/rulings.md): the third out
and the half-innings, the end of the game (nine innings, extra innings, quick mode, walk-offs,
the line score), and what the observation shows, how setups and options are refused.
One rigged deal per rule, exact outcomes (the deals: tests/showdown_deals.py).
"""
import pytest

import engine
from engine import IllegalAction, RuleError
from tests.showdown_deals import HOLDLESS, E, ev, new, turn


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
