"""What a 九九 player saw go into another hand stays there when the hidden cards are dealt
again for the hard bot's search (engine/games/ninety_nine/knowledge.py, determinize)."""
import random
from collections import Counter

from tests.test_ninety_nine_standard import deal

P1 = ["2C", "3C", "6C", "8C", "JC"]
P2 = ["2D", "3D", "6D", "8D", "JD"]
NW = {"variant": "northwest"}


def worlds(state, seat, count=25):
    return [state.determinize(seat, random.Random(k)) for k in range(count)]


def contains(hand, cards):
    return not Counter(cards) - Counter(hand)


def test_after_a_swap_both_players_know_the_other_hand_and_the_others_do_not():
    """血腥版: A 與指定玩家交換手牌. Seat 0 held the hand seat 1 holds now, and seat 1 held
    seat 0's: each knows the other's hand exactly; seat 2 saw neither."""
    s = deal(variant="bloody", hands=[["AH", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=30, stock=["KH"])
    s.apply("AH @1")
    for w in worlds(s, 0):
        assert sorted(w.hands[1]) == sorted(["2S", "3S", "6S", "JS"])
    for w in worlds(s, 1):
        assert sorted(w.hands[0]) == sorted(P1)
    assert any(sorted(w.hands[1]) != sorted(["2S", "3S", "6S", "JS"]) for w in worlds(s, 2))


def test_a_known_card_leaves_the_knowledge_when_its_holder_plays_it():
    s = deal(variant="bloody", hands=[["AH", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=30, stock=["KH", "9H"])
    s.apply("AH @1")                  # seat 1 now holds 2S 3S 6S JS
    s.apply("6S")                     # and plays the 6S face up, drawing an unseen card
    assert s.known[(0, 1)] == ["2S", "3S", "JS"]
    for w in worlds(s, 0):
        assert contains(w.hands[1], ["2S", "3S", "JS"]) and len(w.hands[1]) == 4


def test_the_victim_of_a_steal_knows_where_the_card_went():
    """血腥版: 7 抽走指定玩家一張牌. The card is shown to thief and victim."""
    s = deal(variant="bloody", hands=[list(P1), ["7H", "2S", "3S", "6S", "JS"], list(P2)],
             total=30, starter=1, stock=["KH"])
    events = s.apply("7H @0")
    card = [e for e in events if e.kind == "steal"][0].view(0)["card"]
    assert card in P1
    for w in worlds(s, 0):
        assert card in w.hands[1]
    assert any(card not in w.hands[1] for w in worlds(s, 2))


def test_a_stranger_steal_from_a_known_hand_forgets_that_hand():
    """Seat 2 cannot tell which card seat 1 took from seat 0, so what seat 2 knew of seat
    0's hand is no longer certain."""
    s = deal(variant="bloody", players=3,
             hands=[["2S", "3S", "6S", "8S", "JS"], ["7H", "2H", "3H", "6H", "JH"], ["AD", "2D", "3D", "6D", "8D"]],
             total=30, starter=2, stock=["KH", "9H"])
    s.apply("AD @0")                  # seat 2 swaps with seat 0: seat 2 knows seat 0's hand
    s.apply("2D")                     # seat 0 plays one of those cards face up
    assert s.known[(2, 0)] == ["3D", "6D", "8D"]
    s.apply("7H @0")                  # seat 1 steals from seat 0
    assert (2, 0) not in s.known
    for seat in range(3):
        worlds(s, seat, 3)            # every seat's world is still a consistent deal


def test_a_rotation_shows_everyone_the_hand_they_passed_on():
    """血腥版: 鬼牌 所有人手牌依方向傳給下一位."""
    s = deal(variant="bloody", joker="rotate",
             hands=[["BJ", "2S", "3S", "6S", "JS"], list(P1), list(P2)], total=40, stock=["KH"])
    s.apply("BJ cw")                  # 0 -> 1, 1 -> 2, 2 -> 0 (seat 0 draws KH first)
    for w in worlds(s, 0):
        assert sorted(w.hands[1]) == sorted(["2S", "3S", "6S", "JS", "KH"])
    for w in worlds(s, 1):
        assert sorted(w.hands[2]) == sorted(P1)
    for w in worlds(s, 2):
        assert sorted(w.hands[0]) == sorted(P2)


def test_the_sanctioned_player_knows_which_offered_card_was_taken():
    """西北: 小王 被指定者留一張, 出牌者從其餘中拿一張, 其餘棄掉 (face up)."""
    s = deal(hands=[["LJ", "2S", "3S", "6S", "KS"], list(P1), list(P2)], total=20, stock=["QH"], **NW)
    s.apply("LJ @1")
    s.apply("keep JC")
    s.apply("take 8C")
    for w in worlds(s, 1):
        assert "8C" in w.hands[0]
    assert any("8C" not in w.hands[0] for w in worlds(s, 2))


def test_determinizing_twice_gives_the_same_world_as_once():
    """A world the seat imagines keeps the seat's knowledge only (the others' is theirs), and
    imagining again from it gives what imagining from the real position gives: the search
    cannot tell the real position from one it imagined (its fairness)."""
    s = deal(variant="bloody", hands=[["AH", "2S", "3S", "6S", "JS"], list(P1), list(P2)],
             total=30, stock=["KH"])
    s.apply("AH @1")
    assert set(s.known) == {(0, 1), (1, 0)}
    twin = s.determinize(0, random.Random(5))
    assert set(twin.known) == {(0, 1)}
    assert twin.determinize(0, random.Random(3)).full_state() == \
        s.determinize(0, random.Random(3)).full_state()
