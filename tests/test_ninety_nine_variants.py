"""九九 血腥版, the English-Wikipedia set and 西北地區 (from the original rules), one deal per card."""
import engine
from tests.test_ninety_nine_standard import deal, legal

P1 = ["2C", "3C", "6C", "8C", "JC"]
P2 = ["2D", "3D", "6D", "8D", "JD"]


# ---- 血腥版 (bloody) -----------------------------------------------------------------
def test_bloody_ace_swaps_hands_and_nobody_draws():
    s = deal(variant="bloody", hands=[["AH", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=30, stock=["KH"])
    assert {"AH @1", "AH @2"} <= set(legal(s))
    s.apply("AH @1")
    assert s.hands[0] == P1 and s.hands[1] == ["2S", "3S", "6S", "JS"]
    assert s.stock[-1] == "KH" and s.total == 30 and s.current_player == 1


def test_bloody_spade_ace_still_resets():
    s = deal(variant="bloody", hands=[["AS", "2S", "3S", "6S", "JS"], list(P1), list(P2)], total=50)
    assert [a for a in legal(s) if a.startswith("AS")] == ["AS"]
    s.apply("AS")
    assert s.total == 0


def test_bloody_seven_steals_one_card_no_draw_and_protects_the_victim():
    s = deal(variant="bloody", hands=[["7H", "2S", "3S", "6S", "JS"], ["7C", "3C", "6C", "8C", "JC"],
                                      list(P2)], total=30, stock=["KH"])
    events = s.apply("7H @2")
    stolen = [e for e in events if e.kind == "steal"][0]
    card = stolen.view(0)["card"]
    assert card in P2 and "card" not in stolen.view(1)           # only thief and victim see it
    assert sorted(s.hands[0]) == sorted(["2S", "3S", "6S", "JS", card])
    assert len(s.hands[2]) == 4 and s.stock[-1] == "KH" and s.total == 30
    assert s.current_player == 1
    assert "7C @0" in legal(s) and "7C @2" not in legal(s)       # once per round


def test_bloody_steal_of_the_last_card_eliminates():
    s = deal(variant="bloody", hands=[["7H", "2S", "3S", "6S", "JS"], list(P1), ["2D"]], total=30)
    events = s.apply("7H @2")
    assert s.alive == [True, True, False]
    assert [e.data for e in events if e.kind == "eliminate"] == [
        {"seat": 2, "reason": "empty", "cards": [], "total": 30}]


def test_bloody_eight_adds_eight_and_draws_two():
    s = deal(variant="bloody", hands=[["8H", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=10, stock=["KH", "QH"])
    s.apply("8H")
    assert s.total == 18 and s.hands[0] == ["2S", "3S", "6S", "JS", "KH", "QH"]


def test_bloody_nine_passes_now_and_next_turn_without_drawing():
    s = deal(variant="bloody", hands=[["9H", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=40, stock=["KH"])
    s.apply("9H")
    assert s.total == 40 and len(s.hands[0]) == 4 and s.current_player == 1
    s.apply("2C")
    events = s.apply("2D")
    assert [e.data for e in events if e.kind == "skip"] == [{"seat": 0, "reason": "double_pass"}]
    assert s.current_player == 1 and s.total == 44


def test_bloody_joker_rotates_every_hand_in_the_chosen_direction():
    s = deal(variant="bloody", hands=[["BJ", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=40, stock=["KH"])
    assert {"BJ cw", "BJ ccw"} <= set(legal(s))
    s.apply("BJ cw")                                              # draw first, then pass left
    assert s.hands[1] == ["2S", "3S", "6S", "JS", "KH"]
    assert s.hands[2] == P1 and s.hands[0] == P2


def test_bloody_joker_as_any_function_card():
    s = deal(variant="bloody", hands=[["BJ", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=50, joker="any")
    options = {a for a in legal(s) if a.startswith("BJ")}
    assert {"BJ =reset", "BJ =designate @2", "BJ =-10", "BJ =+20", "BJ =steal @1",
            "BJ =swap @2", "BJ =doublepass", "BJ =+8"} <= options
    s.apply("BJ =designate @2")
    assert s.current_player == 2 and s.total == 50
    s2 = deal(variant="bloody", hands=[["BJ", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
              total=50, joker="any")
    s2.apply("BJ =-20")
    assert s2.total == 30


def test_bloody_severity_start_at_99():
    s = engine.create("ninety_nine", 3, "bloody", start_at_99=True).new_state(seed=5)
    assert s.total == 99


def test_bloody_severity_two_number_cards_at_once_draw_one():
    s = deal(variant="bloody", hands=[["2H", "3S", "AS", "6S", "JS"], list(P1), list(P2)],
             total=10, stock=["KH"], double_play=True)
    assert "2H&3S" in legal(s) and "2H&6S" in legal(s)
    assert not any("JS&" in a or "&JS" in a for a in legal(s))   # only number cards pair
    s.apply("2H&3S")
    assert s.total == 15 and s.hands[0] == ["AS", "6S", "JS", "KH"]


def test_bloody_severity_halved_function_cards():
    deck = engine.create("ninety_nine", 4, "bloody", halved=True).deck
    assert deck.count("BJ") == 1
    for rank in ("4", "5", "10", "J", "Q", "K"):
        assert sum(c[:-1] == rank for c in deck) == 2
    for rank in ("A", "2", "3", "6", "7", "8", "9"):
        assert sum(c[:-1] == rank for c in deck) == 4
    assert len(deck) == 42


# ---- the English-Wikipedia set (western) ----------------------------------------------
W = dict(variant="western")


def test_western_ace_one_or_eleven():
    s = deal(hands=[["AH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=50, **W)
    assert {"AH +1", "AH +11"} <= set(legal(s))
    s.apply("AH +11")
    assert s.total == 61
    s = deal(hands=[["AH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=90, **W)
    assert [a for a in legal(s) if a.startswith("AH")] == ["AH +1"]
    s = deal(hands=[["AH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=50, western_ace="11", **W)
    s.apply("AH")
    assert s.total == 61


def test_western_three_adds_three_and_skips_the_next_player():
    s = deal(hands=[["3H", "2S", "4S", "6S", "KS"], list(P1), list(P2)], total=20, **W)
    events = s.apply("3H")
    assert s.total == 23 and s.current_player == 2
    assert [e.data for e in events if e.kind == "skip"] == [{"seat": 1, "reason": "skipped"}]


def test_western_nine_sets_99_jack_queen_add_ten_king_passes():
    s = deal(hands=[["9H", "JS", "QS", "6S", "KS"], ["KC"] + P1[1:], ["KD"] + P2[1:]], total=20, **W)
    s.apply("9H")
    assert s.total == 99
    for card, total in (("JS", 30), ("QS", 30)):
        s = deal(hands=[["9H", "JS", "QS", "6S", "KS"], list(P1), list(P2)], total=20, **W)
        s.apply(card)
        assert s.total == total
    s = deal(hands=[["9H", "JS", "QS", "6S", "KS"], list(P1), list(P2)], total=97, **W)
    assert legal(s) == ["9H", "KS"]                                # 9 (to 99) never exceeds
    s.apply("KS")
    assert s.total == 97 and s.current_player == 1


# ---- 西北地區 (northwest) -------------------------------------------------------------
NW = dict(variant="northwest")


def test_northwest_ace_designates():
    s = deal(hands=[["AH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=20, **NW)
    s.apply("AH @2")
    assert s.current_player == 2 and s.total == 20


def test_northwest_seven_adds_seven_then_swaps_hands():
    s = deal(hands=[["7H", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=20, stock=["QH"], **NW)
    s.apply("7H @1")
    assert s.total == 27
    assert s.hands[0] == P1 and s.hands[1] == ["2S", "3S", "6S", "KS", "QH"]
    assert "7H @1" not in legal(deal(hands=[["7H", "2S", "3S", "6S", "KS"], list(P1), list(P2)],
                                     total=95, **NW))                # 7 is a value here


def test_northwest_jack_takes_a_card_from_a_chosen_player_no_draw():
    s = deal(hands=[["JH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=20, stock=["QH"], **NW)
    events = s.apply("JH @1")
    card = [e for e in events if e.kind == "steal"][0].view(0)["card"]
    assert card in P1 and len(s.hands[1]) == 4
    assert sorted(s.hands[0]) == sorted(["2S", "3S", "6S", "KS", card]) and s.stock[-1] == "QH"


def test_northwest_little_joker_sanction():
    s = deal(hands=[["LJ", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=20, stock=["QH"], **NW)
    s.apply("LJ @1")
    assert s.current_player == 1                                   # the target chooses first
    assert legal(s) == sorted("keep " + c for c in P1)
    s.apply("keep JC")
    assert s.current_player == 0
    assert s.observation(0)["pending"]["pool_cards"] == ["2C", "3C", "6C", "8C"]
    assert "pool_cards" not in s.observation(1)["pending"]
    s.apply("take 8C")
    assert s.hands[1] == ["JC"]
    assert s.hands[0] == ["2S", "3S", "6S", "KS", "8C", "QH"]
    assert s.pile[-3:] == ["2C", "3C", "6C"] and s.current_player == 1


def test_northwest_big_joker_fills_a_chosen_hand():
    s = deal(hands=[["BJ", "2S", "3S", "6S", "KS"], ["2C", "JC"], list(P2)], total=20,
             stock=["QH", "9H", "8H", "7D"], **NW)
    s.apply("BJ @1")
    assert s.hands[1] == ["2C", "JC", "QH", "9H", "8H"] and s.hands[0][-1] == "7D"


def test_northwest_queen_and_king():
    s = deal(hands=[["QH", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=30, **NW)
    assert {"QH +20", "QH -20"} <= set(legal(s))
    s.apply("KS")
    assert s.total == 99


def test_northwest_four_five_and_a_little_joker_sanction_wins_at_once():
    """「或連續出牌「4」、「5」以及隨意牌獲勝」 (the original rules; RULINGS: a 4, a 5 and then
    any card on three consecutive turns of their own wins at once): a 小王 sanction as the
    third card wins there, before any keep/take step, and the streak is spent."""
    s = deal(players=2, hands=[["4H", "5H", "LJ", "2S", "3S"], ["2C", "3C", "6C", "8C", "9C"]],
             total=0, stock=["6H", "8H", "9H", "7D"], win_45x=True, **NW)
    s.apply("4H")
    s.apply("2C")
    s.apply("5H")
    s.apply("3C")
    events = s.apply("LJ @1")
    ends = [e for e in events if e.kind == "hand_end"]
    assert [(e.data["winner"], e.data["how"]) for e in ends] == [(0, "45x")]
    assert s.pending is None
    assert all(e.kind not in ("sanction_keep", "sanction_take") for e in events)
