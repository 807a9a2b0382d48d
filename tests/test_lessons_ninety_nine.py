"""What each 九九 lesson (resources/lessons/ninety_nine.json) teaches really happens on its deal.

Each test follows the lesson's own steps (walk_lesson) and checks the fact its texts state, so
a change to the deal, the script or the rules that stops the lesson demonstrating it fails
here. The seed's sentences (seed 004, 公規) are quoted in the docstrings."""
from pathlib import Path

import pytest

from engine.tutorial import load_lessons_file, walk_lesson

FILE = Path(__file__).resolve().parents[1] / "resources" / "lessons" / "ninety_nine.json"


@pytest.fixture(scope="module")
def lessons():
    return {lesson.id: lesson for lesson in load_lessons_file(FILE, "ninety_nine")}


def walk(lessons, lesson_id):
    """Each step's outcome, by step number (1-based, as the error messages count)."""
    return {o.index + 1: o for o in walk_lesson(lessons[lesson_id])}


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def plays(outcome):
    return [(e.data["seat"], e.data["total"]) for e in outcome.events if e.kind == "play"]


def test_the_file_covers_totals_every_standard_function_card_and_going_out(lessons):
    """Issue 17: 九九 — totals, each special card of the default variant, going out."""
    played = {n.split()[0] for lesson in lessons.values() for step in lesson.steps if step.do
              for n in step.do}
    scripted = {n.split()[0] for lesson in lessons.values() for moves in lesson.script.values()
                for n in moves}
    ranks = {card[:-1] for card in played | scripted} | ({"♠A"} if "AS" in played else set())
    assert {"♠A", "4", "5", "10", "J", "Q", "K"} <= ranks
    assert {"totals", "going_out"} <= set(lessons)


def test_totals_add_up(lessons):
    """「若是數值牌則累加海中的數值，如原本是15時，出牌「9」，則此時海的數值為15+9=24」"""
    steps = walk(lessons, "totals")
    assert steps[2].state.total == 89                     # 80 + 9♠
    assert plays(steps[3]) == [(1, 92), (2, 94)]
    assert steps[3].state.current_player == 0
    assert "9S" not in legal(steps[3].state) and "7H" not in legal(steps[3].state)   # 94 + 7 > 99


def test_ten_and_queen_go_up_or_down(lessons):
    """「10:加10或減10」「Q:加20或減20」; the total never goes over 99."""
    steps = walk(lessons, "ten_and_queen")
    assert "QH +20" not in legal(steps[1].state) and "QH -20" in legal(steps[1].state)   # 105
    assert steps[2].state.total == 65
    assert steps[3].state.total == 83
    assert {"10S +10", "10S -10"} <= set(legal(steps[3].state))
    assert steps[4].state.total == 73


def test_king_goes_to_99_and_the_spade_ace_resets(lessons):
    """「K:加至99」「黑桃A:歸零」"""
    steps = walk(lessons, "king_and_spade_ace")
    assert steps[2].state.total == 99
    assert legal(steps[3].state) == ["AS"]                 # every number card would go over
    assert steps[4].state.total == 0


def test_four_reverses_and_five_designates(lessons):
    """「4:迴轉(如本來是順時針出牌改成逆時針出牌)」「5:指定(出牌者指定一位玩家出牌，不加減數字)」;
    RULINGS: play continues from the designated player in the current direction."""
    steps = walk(lessons, "reverse_and_designate")
    assert steps[1].state.direction == 1
    assert steps[2].state.direction == -1 and steps[2].state.total == 20
    assert steps[2].state.current_player == 3
    assert [seat for seat, _ in plays(steps[3])] == [3, 2, 1]
    assert steps[4].state.current_player == 2 and steps[4].state.total == steps[3].state.total
    assert [seat for seat, _ in plays(steps[5])] == [2, 1]


def test_jack_passes_when_nothing_else_fits(lessons):
    """「J:跳過一輪(Pass)」"""
    steps = walk(lessons, "pass")
    assert legal(steps[1].state) == ["JS"]
    assert steps[2].state.total == 96 and steps[2].state.current_player == 1
    assert steps[3].state.total == 99 and legal(steps[3].state) == ["KS"]
    assert steps[4].state.total == 99
    assert plays(steps[5])[0] == (1, 79)                  # Computer 1 escapes with Q as −20


def test_going_out_and_the_last_player_wins(lessons):
    """「當某一玩家不論出哪張牌後都會使海中的數值超過99時，則該玩家淘汰 … 直到剩下唯一玩家為止，
    此玩家為優勝者」"""
    steps = walk(lessons, "going_out")
    assert steps[2].state.total == 99
    assert [e.data["seat"] for e in steps[2].events if e.kind == "eliminate"] == [1]
    ends = [e.data for e in steps[4].events if e.kind == "hand_end"]
    assert [e.data["seat"] for e in steps[4].events if e.kind == "eliminate"] == [2]
    assert ends and ends[0]["winner"] == 0 and ends[0]["how"] == "last"
    assert ends[0]["points"] == [1, 0, 0]
