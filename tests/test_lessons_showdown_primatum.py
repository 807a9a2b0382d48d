"""What the 九局對決 and 九尊 lessons teach (resources/lessons/showdown.json, primatum.json).

tests/test_lessons.py plays every lesson through and checks its texts; here each lesson is
walked step by step (engine.tutorial.walk_lesson) and the fact its bubble states is checked on
the engine's own state or events, so a deal that stops demonstrating it fails: "after the
DO step the batter is on 2nd base", "the ♣7 rescue discarded one card and drew one", "the
column's pledge", "the territory lost". Each test's docstring quotes the seed's rule (seeds
000 九局对决 and 001 九尊, as decided in RULINGS.md).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.tutorial import StepOutcome, load_lessons_file, walk_lesson

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "resources" / "lessons"
F, T = False, True


@cache
def walked(game: str, lesson_id: str) -> tuple[StepOutcome, ...]:
    """Every step's outcome of one lesson, in order (shared by the tests: a walk replays the
    scripted opponents from the history, which is not free)."""
    lessons = {lesson.id: lesson for lesson in load_lessons_file(LESSONS / f"{game}.json", game)}
    return tuple(walk_lesson(lessons[lesson_id]))


def step(game: str, lesson_id: str, number: int) -> StepOutcome:
    """The outcome of step `number` (1-based, as the lesson file counts them)."""
    return walked(game, lesson_id)[number - 1]


def event(outcome: StepOutcome, kind: str) -> dict:
    found = [e.data for e in outcome.events if e.kind == kind]
    assert found, f"no '{kind}' event in step {outcome.index + 1}: {outcome.event_kinds}"
    return found[-1]


def test_the_lesson_lists():
    """Issue 17: 九局對決 — batting and defending, suit chains and productive outs, 3s, jokers,
    ♣8, ♣7 and 弃1摸1, innings; 九尊 — 文/武 numbers and the round card, 尊牌, combinations,
    bouts, pledges and columns, territory loss and scoring."""
    ids = {game: [lesson.id for lesson in load_lessons_file(LESSONS / f"{game}.json", game)]
           for game in ("showdown", "primatum")}
    assert ids["showdown"] == ["batting", "defending", "suit_chain", "threes", "jokers", "club8",
                               "rescues", "innings"]
    assert ids["primatum"] == ["numbers", "zun", "combos", "bouts", "pledge", "round", "territory"]


# ---- 九局對決 ------------------------------------------------------------------------------

def test_showdown_batting():
    """「黑牌点数 ≥ 红牌点数，防守成功」; RULINGS: Q 二壘安打 (batter to 2nd)."""
    out = step("showdown", "batting", 3).state
    assert (out.outs, out.markers) == (1, ["10S"])
    double = step("showdown", "batting", 6)
    assert event(double, "judgement")["outcome"] == "double"
    assert double.state.bases[0] == [F, T, F] and double.state.outs == 1


def test_showdown_defending():
    """A black card ≥ the red card makes the out, equal included; it stays as an out marker."""
    s = step("showdown", "defending", 5).state
    assert (s.outs, s.markers, s.bases[1]) == (2, ["9C", "10S"], [F, F, F])
    assert event(step("showdown", "defending", 5), "judgement")["reason"] == "black_ge_red"


def test_showdown_suit_chain_and_productive_out():
    """RULINGS: a special defended with rank ≥ but the wrong suit is 「未完全压制」: batter out,
    every runner advances one base; the right suit is a plain out."""
    wrong = step("showdown", "suit_chain", 3)
    assert event(wrong, "judgement")["outcome"] == "productive_out"
    assert (wrong.state.outs, wrong.state.bases[1]) == (1, [F, T, F])
    right = step("showdown", "suit_chain", 6)
    assert event(right, "judgement")["reason"] == "right_suit"
    assert (right.state.outs, right.state.bases[1]) == (2, [F, T, F])


def test_showdown_threes():
    """RULINGS: ♥3 盗壘 — whatever the defence, runners advance (batter out) unless ♠3; ♦3
    界外 — any defence but ♣3: no out, no hit, both cards discarded, the same batter again."""
    steal = step("showdown", "threes", 3)
    assert event(steal, "judgement")["outcome"] == "steal"
    assert (steal.state.outs, steal.state.bases[0]) == (1, [F, T, F])
    foul = step("showdown", "threes", 6)
    s = foul.state
    assert event(foul, "judgement")["outcome"] == "foul"
    assert (s.outs, s.bases[0], s.batting, s.current_player) == (1, [F, T, F], 0, 0)
    assert "3D" in s.discard["red"] and "KC" in s.discard["black"]


def test_showdown_jokers():
    """RULINGS: 小王 resolves as the named card; 大王 完美封杀 clears the bases unless the
    attacker discards one red card (then a plain out); played jokers leave the half-inning."""
    perfect = step("showdown", "jokers", 3)
    assert event(perfect, "judgement")["counts_as"] == "AH"
    assert event(perfect, "judgement")["outcome"] == "perfect_out"
    s = step("showdown", "jokers", 5).state
    assert (s.outs, s.bases[0]) == (1, [T, T, F])
    assert set(s.removed) == {"LJ", "BJ"} and "2D" in s.discard["red"]


def test_showdown_club8_walk():
    """RULINGS: ♣8 敬遠保送 vs J/Q/K — batter to 1st, only forced runners advance; never an
    out marker."""
    walk = step("showdown", "club8", 3)
    s = walk.state
    assert event(walk, "judgement")["outcome"] == "walk"
    assert s.bases[1] == [T, T, T] and s.board.total(1) == 0 and s.outs == 0
    assert "8C" in s.discard["black"] and s.markers == []


def test_showdown_club7_and_discard_one_draw_one():
    """Seed 10.2: ♣7 — discard it and draw; a card that holds is played at once. 弃1摸1 —
    discard one, draw one, the attack takes effect. Each once per half-inning."""
    rescue = step("showdown", "rescues", 3)
    s = rescue.state
    assert event(rescue, "club7")["holds"] is True
    assert "7C" in s.discard["black"] and s.markers == ["KS"] and s.outs == 1 and s.club7_used
    swap = step("showdown", "rescues", 6)
    s = swap.state
    assert event(swap, "swap")["discarded"] == "2S"
    assert s.swap_used and "2S" in s.discard["black"] and "QC" in s.hand["black"]
    assert len(s.hand["black"]) == 5 and s.bases[1] == [T, F, F] and s.outs == 1


def test_showdown_third_out_ends_the_half_inning():
    """RULINGS: the third out ends the half-inning at once (a productive third out moves
    nobody); the sides swap, each side's runners wait for its next turn at bat."""
    third = step("showdown", "innings", 3)
    s = third.state
    assert event(third, "judgement")["outcome"] == "productive_out"
    assert event(third, "half_inning_end")["runs"] == 0
    assert (s.inning, s.half, s.batting, s.outs) == (3, 1, 0, 0)
    assert s.bases == [[T, F, F], [F, T, T]] and s.board.totals() == [1, 1]
    assert len(s.hand["red"]) == 5 and len(s.hand["black"]) == 5


# ---- 九尊 ----------------------------------------------------------------------------------

def play_values(outcome: StepOutcome) -> list[tuple[int, str, int]]:
    return [(e.data["seat"], e.data["combo"], e.data["value"]) for e in outcome.events
            if e.kind == "play"]


def test_primatum_numbers_and_round_card():
    """The round card's first character is phase 1's fight; in a 武 fight only the Arabic
    numeral counts (魏二/8 is worth 8)."""
    lead = step("primatum", "numbers", 3)
    assert lead.state.phase_type == "武"
    assert play_values(lead) == [(0, "single", 8)]
    assert event(step("primatum", "numbers", 4), "bout_won")["seat"] == 0


def test_primatum_own_cards_count_ten_more():
    """Glossary: 「尊牌：就是己國的牌。比較數字時加10計算」 — 楚一 led by 楚 is 11, 齊二 by 齊 12."""
    assert play_values(step("primatum", "zun", 2)) == [(1, "single", 11)]
    assert play_values(step("primatum", "zun", 3)) == [(0, "single", 12)]
    assert event(step("primatum", "zun", 4), "bout_won")["seat"] == 0


def test_primatum_combinations():
    """「下家必須打出相同的牌型」 and RULINGS: each own card +10 on its own; a 順子 2-6 whose own
    card is the 2 is worth 12, not 16."""
    assert play_values(step("primatum", "combos", 3)) == [(1, "same", 5)]
    assert play_values(step("primatum", "combos", 4)) == [(0, "same", 8)]
    assert play_values(step("primatum", "combos", 7)) == [(1, "straight", 12)]
    assert play_values(step("primatum", "combos", 8)) == [(0, "straight", 17)]
    assert event(step("primatum", "combos", 9), "bout_won")["seat"] == 0


def test_primatum_bouts():
    """RULINGS: a player who passes may play again later in the same bout; the bout is won
    when every other player still holding cards has passed after a play."""
    assert step("primatum", "bouts", 3).played == ["play W5", "pass"]
    assert step("primatum", "bouts", 5).played == ["pass", "play N9"]     # 趙 plays again
    won = step("primatum", "bouts", 7)
    assert won.played == ["pass", "pass"] and event(won, "bout_won")["seat"] == 0


def test_primatum_pledges_and_columns():
    """「被押的文牌數字必須是等於或者少於蓋著的牌數」; RULINGS: an empty column takes a 后/公子
    or one's own 斌 card as regent."""
    before = step("primatum", "pledge", 3).state
    under_queen = {str(a).split()[1] for a in before.legal_actions()
                   if str(a).startswith("pledge") and str(a).endswith(" 1")}
    assert under_queen == {"W3", "Q4", "Z2"}        # 文 ≤ 六 of 趙六/4; 魏八 and 魏七 not
    pledged = step("primatum", "pledge", 4)
    assert pledged.state.terr[0][1] == ["Q-H", "Z6", "W3"]
    regent = step("primatum", "pledge", 8)
    assert event(regent, "pledge")["role"] == "regent"
    assert regent.state.terr[0][2] == ["Q4"]


def test_primatum_big_winner_takes_the_neutral_hand():
    """Step 3: a hand emptied (by pledge too) ends phase 1 — 大勝方; RULINGS: with 2–3 players
    the 大勝方 takes the neutral hand and plays phase 2 with it (own cards still +10)."""
    assert event(step("primatum", "round", 4), "big_winner")["seat"] == 0
    taken = step("primatum", "round", 5).state
    assert (taken.phase, taken.phase_type) == (2, "武")
    assert taken.hands[0] == ["W2", "Q5", "N7", "Z8"]
    assert play_values(step("primatum", "round", 7)) == [(0, "single", 15)]


def test_primatum_territory_loss_and_scoring():
    """Round end: the 大亂方 loses 1/1/2/2/3 cards from one column, never past its head, the 王
    column only if the 王 stays; scoring: 10 a card, the winner +10, the last −10."""
    loser = step("primatum", "territory", 3)
    assert event(loser, "big_loser") == {"seat": 0, "round": 5, "count": 3}
    assert sorted(str(a) for a in loser.state.legal_actions()) == ["lose 1", "lose 2"]
    end = step("primatum", "territory", 4)
    assert event(end, "territory_loss")["cards"] == ["Z2", "Q-P"]
    assert end.state.terr[0][2] == [] and end.state.is_over
    assert end.state.returns() == [80.0, 40.0]


# ---- the texts as a player reads them ---------------------------------------------------------

@pytest.mark.parametrize("game", ["showdown", "primatum"])
def test_texts_keep_to_one_language(game):
    """The app's checker (tests/gui/visible_text.py): no Chinese outside parentheses in English
    (九尊's card names such as 魏二/8 and round cards such as 文武 aside), no English word in
    Chinese, each script pure (九尊's 后 is 后 in Traditional too)."""
    visible_text = pytest.importorskip("tests.gui.visible_text")
    as_is = frozenset({("后", "後")}) if game == "primatum" else frozenset()
    bad = []
    for lesson in load_lessons_file(LESSONS / f"{game}.json", game):
        texts = [lesson.title, lesson.summary] + [s.say for s in lesson.steps]
        texts += [s.wrong for s in lesson.steps if s.wrong]
        for lang in ("en", "zh_TW", "zh_CN"):
            bad += [f"{lesson.id} {lang}: {p}" for p in
                    visible_text.problems([t[lang] for t in texts], lang, as_is=as_is)]
    assert not bad, "\n".join(bad)
