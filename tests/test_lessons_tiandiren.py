"""What each 天地人 lesson (resources/lessons/tiandiren.json) teaches really happens on its deal.

Each test follows the lesson's own steps (walk_lesson) and checks the fact its texts state:
the heaven scores (×3 per RULINGS), each combination type with wild 2s and kickers, and
地牌 / 抢地 / 人牌. Seed 002's sentences are quoted in the docstrings."""
from pathlib import Path

import pytest

from engine.games.tiandiren.combos import Kind
from engine.tutorial import load_lessons_file, parsed, walk_lesson

FILE = Path(__file__).resolve().parents[1] / "resources" / "lessons" / "tiandiren.json"


@pytest.fixture(scope="module")
def lessons():
    return {lesson.id: lesson for lesson in load_lessons_file(FILE, "tiandiren")}


def walk(lessons, lesson_id):
    """Each step's outcome, by step number (1-based, as the error messages count)."""
    return {o.index + 1: o for o in walk_lesson(lessons[lesson_id])}


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def plays(outcome):
    """(seat, notation, type, cards) of each play of a step."""
    return [(e.data["seat"], e.data["play"], Kind(e.data["type"]), e.data["cards"])
            for e in outcome.events if e.kind == "play"]


def trick_winners(outcome):
    return [e.data["winner"] for e in outcome.events if e.kind == "trick_end"]


def test_the_file_covers_heaven_every_type_and_the_three_wins(lessons):
    """Issue 17: 天地人 — heaven hands, each combination type with wild 2s and kickers,
    地牌/抢地/人牌."""
    types = {kind for lesson in lessons.values() for o in walk_lesson(lesson) for _s, _n, kind, _c in plays(o)}
    assert set(Kind) <= types
    assert {"heaven", "earth", "earth_grab", "man"} <= set(lessons)


def test_heaven_hands_score_and_triple(lessons):
    """「同局出现三类别天牌（不同人）」 ×3 (RULINGS: all three kinds, no player with two); the
    banker's heaven 50,000, the others follow at ×0.7 (UFO 7,000, Starlink 700)."""
    steps = walk(lessons, "heaven")
    state = steps[1].state
    heaven = {e.data["seat"]: e.data for e in state.initial_events if e.kind == "heaven"}
    assert {s: (h["kinds"], h["role"], h["score"], h["triple"]) for s, h in heaven.items()} == {
        1: (["carrier"], "zhuang", 150_000, True),
        2: (["ufo"], "follow", 21_000, True),
        3: (["starlink"], "follow", 2_100, True)}
    assert sum(card[:-1] == "2" for card in state.hands[0]) == 5     # not seven: no heaven
    assert state.status[0] == state.status[4] == "playing"
    assert state.round == 1 and state.current_player == 0        # the relay queue's first player
    assert plays(steps[4])[0][0] == 0


def test_tricks_singles_pairs_and_the_2_above_the_ace(lessons):
    """Follows match type and size, higher only (先出者为大); a natural 2 ranks above A."""
    steps = walk(lessons, "tricks")
    assert [p[1] for p in plays(steps[3])] == ["8-8"]
    assert "K-K" in legal(steps[3].state) and "5-5" not in legal(steps[3].state)
    assert trick_winners(steps[5]) == [0]
    assert [p[1] for p in plays(steps[7])] == ["A"]
    assert legal(steps[7].state) == ["2", "pass"]                # only the 2 beats the ace
    assert trick_winners(steps[9]) == [0]


def test_wild_twos_in_a_straight_and_a_pair_chain(lessons):
    """2 is wild in 顺子 and 对顺 (RULINGS): it stands in for the missing 5 and the second 9."""
    steps = walk(lessons, "wild_twos")
    (_seat, notation, kind, cards), = plays(steps[2])
    assert kind is Kind.STRAIGHT and "2S" in cards and "5S" not in cards
    (_seat, notation, kind, cards), = plays(steps[4])
    assert kind is Kind.PAIRS and notation == "8-8-9-2(9)-10-10" and "2H" in cards


def test_rockets_and_starships_carry_the_kickers_you_choose(lessons):
    """Kickers are the player's choice (RULINGS): 6-6-6 with the 4, the K kept."""
    steps = walk(lessons, "rockets")
    assert parsed(steps[1].state, "6-6-6+K") and parsed(steps[1].state, "6-6-6+4")   # a choice
    (_seat, _n, kind, cards), = plays(steps[2])
    assert kind is Kind.TRIO and sorted(cards) == ["4C", "6D", "6H", "6S"]
    assert "KS" in steps[2].state.hands[0]
    assert [(p[1], p[2]) for p in plays(steps[3])] == [("8-8-8+3", Kind.TRIO)]
    assert plays(steps[4])[0][1] == "Q-Q-Q+5"
    (_seat, _n, kind, cards), = plays(steps[6])
    assert kind is Kind.QUAD and len(cards) == 6


def test_lone_boats_drones_super_drone_and_spaceship(lessons):
    """「同样的王挂牌，比较被挂牌点数大小」; 飞船 > 超级无人机 > 无人机 > every other type."""
    steps = walk(lessons, "boats_and_drones")
    assert [(p[1], p[2]) for p in plays(steps[2])] == [("LJ+9", Kind.BOAT)]
    assert "LJ+5" not in legal(steps[2].state) and "LJ+?" in legal(steps[2].state)
    assert [(p[1], p[2]) for p in plays(steps[3])] == [("LJ+A", Kind.BOAT)]
    assert [(p[1], p[2]) for p in plays(steps[4])] == [("7-7-7-7", Kind.BOMB)]
    assert [(p[1], p[2]) for p in plays(steps[5])] == [("3-3-3", Kind.SUPER)]
    assert [(p[1], p[2]) for p in plays(steps[6])] == [("BJ-LJ", Kind.SHIP)]
    assert legal(steps[6].state) == ["pass"]
    assert trick_winners(steps[7]) == [1]


def test_earth_hand_the_first_lead_empties_the_hand(lessons):
    """地牌: the round-1 leader empties the hand with that first lead: 3,000."""
    steps = walk(lessons, "earth")
    state = steps[2].state
    assert state.status[0] == "di" and state.scores[0] == 3_000 and not state.hands[0]
    assert state.round == 2 and not state.is_over                  # the others play on


def test_earth_grab_the_trick_winner_empties_the_hand_next(lessons):
    """抢地: round-1 trick won, then the next lead empties the hand: 1,500; declining is allowed."""
    steps = walk(lessons, "earth_grab")
    assert "6-6-6+4" not in legal(steps[2].state)                 # no ordinary follow goes out
    assert trick_winners(steps[4]) == [0]
    assert "pass" in legal(steps[4].state)
    state = steps[5].state
    assert state.status[0] == "qiangdi" and state.scores[0] == 1_500


def test_man_hand_ends_the_match(lessons):
    """人牌: the first to empty the hand in round 3: 2,000; the others are 完败 (0)."""
    steps = walk(lessons, "man")
    state = steps[4].state
    assert state.is_over
    assert state.status == ["ren", "lost", "lost"] and state.scores == [2_000, 0, 0]
