"""九九 公規 (the original rules, 功能牌) and the rulings: one concrete deal per card and rule."""
import pytest

import engine
from engine import IllegalAction, RuleError


def deal(players=3, variant="standard", hands=None, total=0, starter=0, stock=None, pile=None,
         rest=None, **options):
    options.setdefault("match_hands", 3)
    game = engine.create("ninety_nine", players, variant, **options)
    setup = {"total": total, "starter": starter}
    if pile is not None:
        setup["pile"] = pile
    if rest is not None:
        setup["rest"] = rest
    if hands is not None:
        setup["hands"] = hands
    if stock is not None:
        setup["stock"] = stock
    return game.new_state(seed=11, setup=setup)


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


HANDS3 = [["7H", "AS", "4C", "5D", "10S"], ["2C", "3C", "6C", "8C", "JC"], ["2D", "3D", "6D", "8D", "JD"]]


def test_number_card_adds_and_draws_one():
    s = deal(hands=HANDS3, total=10, stock=["KH", "QH"])
    events = s.apply("7H")
    assert s.total == 17
    assert s.hands[0] == ["AS", "4C", "5D", "10S", "KH"]      # drew the stock's top card
    assert s.current_player == 1
    assert [e.kind for e in events] == ["play", "draw"]
    assert events[1].view(1) == {"kind": "draw", "seat": 0, "count": 1, "stock": len(s.stock)}
    assert events[1].view(0)["cards"] == ["KH"]                # only the drawer sees the card


def test_spade_ace_resets_to_zero():
    s = deal(hands=HANDS3, total=88)
    s.apply("AS")
    assert s.total == 0


def test_other_aces_add_one():
    s = deal(hands=[["AH", "2S", "3S", "6S", "7S"]] + HANDS3[1:], total=40)
    s.apply("AH")
    assert s.total == 41


def test_four_reverses_direction():
    s = deal(players=4, hands=HANDS3 + [["2H", "3H", "6H", "8H", "9H"]], total=30, starter=0)
    s.apply("4C")
    assert s.direction == -1 and s.total == 30
    assert s.current_player == 3                                # counter-clockwise now


def test_reverse_with_two_players_passes_to_the_other():
    s = deal(players=2, hands=HANDS3[:2], total=30, starter=0)
    s.apply("4C")
    assert s.current_player == 1


def test_five_designates_and_play_continues_from_there():
    s = deal(players=4, hands=HANDS3 + [["2H", "3H", "6H", "8H", "9H"]], total=30, starter=0)
    assert legal(s).count("5D @1") == 1 and "5D @0" not in legal(s)    # not oneself
    s.apply("5D @2")
    assert s.current_player == 2 and s.total == 30
    s.apply("2D")
    assert s.current_player == 3                                 # on from the designated player


def test_ten_plus_or_minus_never_below_zero_nor_over_99():
    assert "10S -10" not in legal(deal(hands=HANDS3, total=7))   # ruling: below 0 is illegal
    assert "10S +10" in legal(deal(hands=HANDS3, total=7))
    assert "10S +10" not in legal(deal(hands=HANDS3, total=95))
    s = deal(hands=HANDS3, total=50)
    s.apply("10S -10")
    assert s.total == 40


def test_jack_passes_without_changing_the_total():
    s = deal(hands=[["JH", "2S", "3S", "6S", "7S"]] + HANDS3[1:], total=97)
    s.apply("JH")
    assert s.total == 97 and s.current_player == 1


def test_queen_plus_or_minus_twenty():
    s = deal(hands=[["QH", "2S", "3S", "6S", "7S"]] + HANDS3[1:], total=85)
    assert [a for a in legal(s) if a.startswith("QH")] == ["QH -20"]
    s.apply("QH -20")
    assert s.total == 65


def test_king_sets_99():
    s = deal(hands=[["KH", "2S", "3S", "6S", "7S"]] + HANDS3[1:], total=12)
    s.apply("KH")
    assert s.total == 99


def test_king_choice_option_and_spade_ace_plus_one():
    s = deal(hands=[["KH", "AS", "3S", "6S", "7S"]] + HANDS3[1:], total=60, king="choice")
    assert {"KH =99", "KH =0", "AS"} <= set(legal(s))
    s.apply("KH =0")
    assert s.total == 0
    s2 = deal(hands=[["KH", "AS", "3S", "6S", "7S"]] + HANDS3[1:], total=60, king="choice")
    s2.apply("AS")
    assert s2.total == 61                                         # ♠A is +1 when K can reset


def test_joker_reset_option():
    s = deal(hands=[["BJ", "AS", "3S", "6S", "7S"]] + HANDS3[1:], total=70, joker="reset")
    s.apply("BJ")
    assert s.total == 0
    s2 = deal(hands=[["BJ", "AS", "3S", "6S", "7S"]] + HANDS3[1:], total=70, joker="reset")
    s2.apply("AS")
    assert s2.total == 71


def test_function_cards_are_never_numbers():
    s = deal(hands=HANDS3, total=0)
    assert not any(a.startswith("4C +") for a in legal(s))       # original rules: 4 is reverse, never +4


def test_player_who_cannot_play_is_eliminated_and_cards_go_to_pile():
    hands = [["9H", "2S", "3S", "6S", "7S"], ["8C", "9C", "8S", "9S", "7C"], ["JD", "3D", "6D", "8D", "9D"]]
    s = deal(hands=hands, total=89, stock=["2H"])
    events = s.apply("9H")                                        # 98: seat 1 has nothing ≤ 1
    assert s.total == 98
    assert s.alive == [True, False, True]
    assert s.current_player == 2
    elim = [e for e in events if e.kind == "eliminate"][0]
    assert elim.data == {"seat": 1, "reason": "over99", "cards": hands[1], "total": 98}
    assert s.pile[-5:] == hands[1]


def test_last_player_left_wins_the_hand_and_a_new_hand_is_dealt():
    hands = [["9H", "2S", "3S", "6S", "7S"], ["8C", "9C", "8S", "9S", "7C"]]
    s = deal(players=2, hands=hands, total=89, stock=["2H"])
    events = s.apply("9H")
    end = [e for e in events if e.kind == "hand_end"][0]
    assert end.data["winner"] == 0 and end.data["placing"] == [0, 1]
    assert s.points == [1, 0] and s.hand_no == 2
    assert s.total == 0 and all(len(h) == 5 for h in s.hands)
    assert [e.kind for e in events][-1] in ("deal", "skip", "eliminate")


def test_match_ends_after_the_set_number_of_hands():
    hands = [["9H", "2S", "3S", "6S", "7S"], ["8C", "9C", "8S", "9S", "7C"]]
    s = deal(players=2, hands=hands, total=89, stock=["2H"], match_hands=1)
    events = s.apply("9H")
    assert s.is_over and s.returns() == [1.0, 0.0]
    assert events[-1].kind == "match_end" and events[-1].data["winners"] == [0]


def test_stock_is_reshuffled_from_the_pile_keeping_the_total():
    s = deal(hands=HANDS3, total=20, stock=[], rest="pile")      # 37 cards in the pile
    assert len(s.stock) == 0 and len(s.pile) == 37
    events = s.apply("7H")
    assert [e.kind for e in events][:3] == ["play", "reshuffle", "draw"]
    assert events[1].data == {"stock": 38, "total": 27}
    assert s.total == 27 and len(s.hands[0]) == 5
    assert len(s.stock) == 37 and s.pile == []


def test_hand_size_four_and_decks_per_five_players():
    s = engine.create("ninety_nine", 6, hand_size=4).new_state(seed=3)
    assert all(len(h) == 4 for h in s.hands)
    assert len(s.game.deck) == 104 and "BJ" not in s.game.deck     # two decks, no jokers
    assert len(engine.create("ninety_nine", 5).deck) == 52


def test_four_five_any_option_wins_at_once():
    hands = [["4H", "5H", "2S", "6S", "7S"], ["2C", "3C", "6C", "8C", "9C"],
             ["2D", "3D", "6D", "8D", "9D"]]
    s = deal(hands=hands, total=0, stock=["6H", "8H", "9H"], win_45x=True)
    s.apply("4H")                 # reverse: seat 2 next, then seat 1, then seat 0
    s.apply("2D")
    s.apply("2C")
    s.apply("5H @1")              # seat 1 next, then (reversed) seat 0
    s.apply("3C")
    events = s.apply("2S")
    end = [e for e in events if e.kind == "hand_end"][0]
    assert end.data["winner"] == 0 and end.data["how"] == "45x"


def test_illegal_action_leaves_state_unchanged_with_a_clear_error():
    s = deal(hands=HANDS3, total=95)
    before = s.full_state()
    with pytest.raises(IllegalAction, match="not a legal action"):
        s.apply("10S +10")
    with pytest.raises(IllegalAction):
        s.apply("2C")                  # not in this player's hand
    assert s.full_state() == before


@pytest.mark.parametrize("kwargs,message", [
    ({"hand_size": 6}, "hand_size' must be one of 4, 5"),
    ({"colour": "red"}, "unknown option 'colour'"),
    ({"joker": "rotate", "variant": "western"}, "joker' applies to the standard and bloody"),
    ({"western_ace": "11"}, "western_ace' applies to the western"),
    ({"start_at_99": "yes"}, "must be true or false"),
])
def test_bad_options_are_refused_with_the_reason(kwargs, message):
    variant = kwargs.pop("variant", None)
    with pytest.raises(RuleError, match=message):
        engine.create("ninety_nine", 4, variant, **kwargs)


def test_bad_player_count_variant_and_setup():
    with pytest.raises(RuleError, match="1 players is not allowed"):
        engine.create("ninety_nine", 1)
    with pytest.raises(RuleError, match="unknown variant 'wild'"):
        engine.create("ninety_nine", 3, "wild")
    game = engine.create("ninety_nine", 2)
    with pytest.raises(RuleError, match="more cards than the deck holds"):
        game.new_state(seed=1, setup={"hands": [["AS", "AS"], ["2C"]]})
    with pytest.raises(RuleError, match="'total' must be"):
        game.new_state(seed=1, setup={"total": 120})
    with pytest.raises(RuleError, match="is not a card"):
        game.new_state(seed=1, setup={"hands": [["ZZ"], []]})
