"""engine/tutorial/: a lesson file's validation, the scripted opponents, the play-through.

The format is notes/tutorial-format.md (issue 17). Every error names the lesson, the step
and the key, so whoever writes a lesson finds the mistake without reading this code."""
import copy
import json

import pytest

import engine
from engine import RuleError
from engine.tutorial import (
    ScriptedBot,
    StepKind,
    acted_count,
    check_lesson,
    load_lessons,
    load_lessons_file,
    pick_text,
    play_through,
    step_accepts,
    walk_lesson,
)


def T(en="Text", tw="文字", cn="文字"):
    return {"en": en, "zh_TW": tw, "zh_CN": cn}


def lesson_dict(**changes):
    """A small valid 九九 lesson: 80 on the pile, the learner plays 9♠, the others 3♣ and 2♦."""
    lesson = {
        "id": "totals", "title": T(), "summary": T(), "players": 3, "variant": "standard",
        "options": {"match_hands": 1}, "seed": 7,
        "setup": {"total": 80, "starter": 0,
                  "hands": [["9S", "7H", "3D", "6C", "2H"], ["3C", "8C", "6S", "2C", "10C"],
                            ["2D", "8D", "6D", "3S", "7C"]],
                  "stock": ["AH", "QS", "KH"]},
        "human": 0, "script": {"1": ["3C"], "2": ["2D"]},
        "steps": [{"say": T(), "highlight": ["area:total"]},
                  {"say": T(), "do": ["9S"], "highlight": ["card:9S"], "wrong": T()},
                  {"say": T(), "watch": True},
                  {"say": T(), "end": True}],
    }
    lesson.update(changes)
    return lesson


def file_dict(*lessons, **changes):
    data = {"format": "jiupai-lessons", "version": 1, "game": "ninety_nine",
            "lessons": list(lessons) or [lesson_dict()]}
    data.update(changes)
    return data


def with_step(index, **changes):
    lesson = lesson_dict()
    lesson["steps"][index] = {**lesson["steps"][index], **changes}
    return lesson


def load_one(lesson):
    return load_lessons(file_dict(lesson), "ninety_nine")[0]


def test_a_valid_lesson_loads_with_its_steps():
    lesson = load_one(lesson_dict())
    assert lesson.id == "totals" and lesson.players == 3 and lesson.human == 0
    assert [s.kind for s in lesson.steps] == [StepKind.INFO, StepKind.DO, StepKind.WATCH, StepKind.INFO]
    assert lesson.steps[1].do == ("9S",) and lesson.steps[3].end
    assert lesson.script == {1: ("3C",), 2: ("2D",)}
    assert lesson.names == ("", "", "")
    assert lesson.new_state().total == 80


@pytest.mark.parametrize("data, message", [
    (file_dict(format="other"), "'format' must be 'jiupai-lessons'"),
    (file_dict(version=2), "'version' 2 is not understood"),
    (file_dict(game="showdown"), "'game' is 'showdown', expected 'ninety_nine'"),
    (file_dict(lessons=[]), "'lessons' must be a non-empty list"),
    ([], "expected a JSON object"),
])
def test_file_level_errors_name_the_key(data, message):
    with pytest.raises(RuleError, match=message):
        load_lessons(data, "ninety_nine")


@pytest.mark.parametrize("lesson, message", [
    (lesson_dict(id="Totals!"), r"lesson #1: 'id' must be"),
    (lesson_dict(colour="red"), r"lesson 'totals': unknown key 'colour'"),
    (lesson_dict(title={"en": "x", "zh_TW": "x"}), r"lesson 'totals': 'title' has no zh_CN text"),
    (lesson_dict(summary={**T(), "fr": "x"}), r"lesson 'totals': 'summary' has an unknown language 'fr'"),
    (lesson_dict(players="3"), r"lesson 'totals': 'players' must be a whole number"),
    (lesson_dict(human=3), r"lesson 'totals': 'human' must be a seat from 0 to 2"),
    (lesson_dict(names=["a"]), r"lesson 'totals': 'names' must list 3 names"),
    (lesson_dict(script={"0": ["9S"]}), r"lesson 'totals': 'script' seat 0 is the learner's seat"),
    (lesson_dict(script={"5": ["9S"]}), r"lesson 'totals': 'script' seat '5' is not a seat"),
    (lesson_dict(script={"1": "3C"}), r"lesson 'totals': 'script' seat 1 must be a list"),
    (lesson_dict(setup={"total": 120}), r"lesson 'totals': the deal cannot be set up .*'total'"),
    (lesson_dict(variant="martian"), r"lesson 'totals': the deal cannot be set up .*unknown variant"),
    (lesson_dict(steps=[]), r"lesson 'totals': 'steps' must be a non-empty list"),
])
def test_lesson_errors_name_the_lesson_and_the_key(lesson, message):
    with pytest.raises(RuleError, match=message):
        load_one(lesson)


@pytest.mark.parametrize("index, changes, message", [
    (0, {"shout": T()}, r"lesson 'totals' step 1: unknown key 'shout'"),
    (1, {"watch": True}, r"lesson 'totals' step 2: a step has 'do' or 'watch', not both"),
    (1, {"do": []}, r"lesson 'totals' step 2: 'do' must be \"any\" or a non-empty list"),
    (2, {"watch": "yes"}, r"lesson 'totals' step 3: 'watch' must be true"),
    (0, {"wrong": T()}, r"lesson 'totals' step 1: 'wrong' belongs to a 'do' step"),
    (0, {"end": True}, r"lesson 'totals' step 1: 'end' is allowed on the last step only"),
    (0, {"highlight": ["area:moon"]}, r"lesson 'totals' step 1: 'highlight' name 'area:moon' is unknown"),
    (0, {"highlight": ["area:inning"]}, r"step 1: 'highlight' name 'area:inning' is unknown"),
    (1, {"say": {"en": "x"}}, r"lesson 'totals' step 2: 'say' has no zh_TW text"),
])
def test_step_errors_name_the_step_number_and_the_key(index, changes, message):
    with pytest.raises(RuleError, match=message):
        load_one(with_step(index, **changes))


def test_a_missing_say_is_named():
    lesson = lesson_dict()
    del lesson["steps"][2]["say"]
    with pytest.raises(RuleError, match=r"lesson 'totals' step 3: missing key 'say'"):
        load_one(lesson)


def test_an_id_used_twice_is_named():
    with pytest.raises(RuleError, match=r"lesson 'totals': the id is used twice"):
        load_lessons(file_dict(lesson_dict(), lesson_dict()), "ninety_nine")


def test_a_do_notation_that_is_not_legal_fails_the_play_through():
    lesson = load_one(with_step(1, do=["KS"], highlight=[]))     # KS is not in the hand
    with pytest.raises(RuleError, match=r"lesson 'totals' step 2: 'do' notation 'KS' is not legal here"):
        check_lesson(lesson)


def test_every_listed_alternative_must_be_legal_too():
    lesson = load_one(with_step(1, do=["9S", "8H"]))
    with pytest.raises(RuleError, match=r"step 2: 'do' notation '8H' is not legal here"):
        play_through(lesson)


def test_a_highlighted_card_must_be_in_the_learners_hand():
    lesson = load_one(with_step(1, highlight=["card:QD"]))
    with pytest.raises(RuleError, match=r"step 2: 'highlight' card 'QD' is not in the learner's hand"):
        play_through(lesson)


def test_a_scripted_move_that_is_illegal_fails_the_play_through():
    """2♣ is not in seat 1's hand after all: the lesson is wrong, and says where."""
    lesson = load_one(lesson_dict(script={"1": ["QH"], "2": ["2D"]}))
    with pytest.raises(RuleError, match=r"lesson 'totals' step 3: seat 1's scripted move #1 'QH' is not legal"):
        play_through(lesson)


def test_watching_on_the_learners_own_turn_is_an_error():
    lesson = lesson_dict()
    lesson["steps"].insert(1, {"say": T(), "watch": True})
    with pytest.raises(RuleError, match=r"step 2: 'watch' but it is already the learner's turn"):
        play_through(load_one(lesson))


def test_play_through_follows_the_steps_and_the_script():
    outcomes = list(walk_lesson(load_one(lesson_dict())))
    assert [o.played for o in outcomes] == [[], ["9S"], ["3C", "2D"], []]
    assert [o.state.total for o in outcomes] == [80, 89, 94, 94]
    assert play_through(load_one(lesson_dict())).history == ["9S", "3C", "2D"]


def test_do_any_lets_the_normal_bot_choose_for_the_learner():
    lesson = load_one(with_step(1, do="any", highlight=[]))
    assert lesson.steps[1].do is None
    state = play_through(lesson)
    assert len(state.history) == 3 and state.history[1:] == ["3C", "2D"]


def _scripted(moves, strict=False, seat=1):
    lesson = load_one(lesson_dict())
    game = lesson.make_game()
    return lesson, game, ScriptedBot(moves, engine.make_bot(game, "normal", seed=8), strict=strict)


def test_scripted_bot_plays_its_moves_in_order_then_the_fallback():
    lesson, game, bot = _scripted(["3C", "2C"])
    state = lesson.new_state()
    state.apply("9S")
    assert str(bot.choose(state, 1)) == "3C"
    for notation in ("3C", "2D", "3D"):                            # 92, 94, 97
        state.apply(notation)
    assert acted_count(state, 1) == 1
    assert str(bot.choose(state, 1)) == "2C"                     # its second scripted move
    for notation in ("2C", "KH"):                                   # 99; K: to 99
        state.apply(notation)
    assert acted_count(state, 1) == 2 and acted_count(state, 2) == 2
    _lesson, _game, used_up = _scripted(["3C"])
    state = lesson.new_state()
    for notation in ("9S", "3C", "2D", "3D"):
        state.apply(notation)
    fallback = engine.make_bot(game, "normal", seed=8)
    assert str(used_up.choose(state, 1)) == str(fallback.choose(state, 1))   # script used up


def test_scripted_bot_reads_its_place_from_the_state_not_a_counter():
    """Undo (a state from earlier) or a clone must not put the script out of step."""
    lesson, _game, bot = _scripted(["8C", "2C"])
    state = lesson.new_state()
    state.apply("9S")
    earlier = state.clone()
    assert str(bot.choose(state, 1)) == "8C"
    assert str(bot.choose(earlier, 1)) == "8C"                   # asked again: the same move


def test_scripted_bot_illegal_move_strict_raises_else_falls_back():
    lesson, game, strict = _scripted(["QH"], strict=True)
    state = lesson.new_state()
    state.apply("9S")
    with pytest.raises(RuleError, match="seat 1's scripted move #1 'QH' is not legal here"):
        strict.choose(state, 1)
    _lesson, _game, lenient = _scripted(["QH"])
    fallback = engine.make_bot(game, "normal", seed=8)
    assert lenient.choose(state, 1) == fallback.choose(state, 1)


def test_lesson_bots_cover_every_seat_but_the_learners():
    lesson = load_one(lesson_dict())
    bots = lesson.bots()
    assert sorted(bots) == [1, 2] and all(isinstance(b, ScriptedBot) for b in bots.values())
    assert bots[1].moves == ("3C",) and bots[2].moves == ("2D",)


def test_step_accepts_only_the_listed_notations():
    lesson = load_one(lesson_dict())
    info, do = lesson.steps[0], lesson.steps[1]
    assert step_accepts(do, "9S") and step_accepts(do, " 9S ")
    assert not step_accepts(do, "7H") and not step_accepts(info, "9S")
    any_step = load_one(with_step(1, do="any", highlight=[])).steps[1]
    assert step_accepts(any_step, "7H")


def test_pick_text_falls_back_to_english():
    assert pick_text(T("Hi", "嗨", "嗨"), "zh_TW") == "嗨"
    assert pick_text({"en": "Hi"}, "fr") == "Hi"


def test_a_file_is_read_as_plain_bounded_json(tmp_path):
    good = tmp_path / "ninety_nine.json"
    good.write_text(json.dumps(file_dict()), encoding="utf-8")
    assert [lesson.id for lesson in load_lessons_file(good, "ninety_nine")] == ["totals"]
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": NaN}', encoding="utf-8")
    with pytest.raises(RuleError, match="broken.json: cannot read lessons"):
        load_lessons_file(bad, "ninety_nine")
    with pytest.raises(RuleError, match="missing.json: cannot read lessons"):
        load_lessons_file(tmp_path / "missing.json", "ninety_nine")


def test_loading_does_not_change_the_data():
    data = file_dict()
    before = copy.deepcopy(data)
    load_lessons(data, "ninety_nine")
    assert data == before


def tiandiren_lesson(do):
    """A 天地人 round-3 lesson: the learner leads four 9s with two kickers."""
    return {"id": "starship", "title": T(), "summary": T(), "players": 3, "seed": 1,
            "setup": {"hands": [["9S", "9H", "9D", "9C", "7H", "10S", "3S"], ["4S", "5S"], ["4H", "5H"]],
                      "zhuang": 0, "jiefeng": [0, 1, 2], "round": 3},
            "steps": [{"say": T(), "do": do, "end": True}]}


def test_a_whole_play_with_kickers_is_a_legal_do_in_the_games_own_spelling():
    """The table sends str(action); the kickers of 9-9-9-9+7+10 are written low to high."""
    data = {"format": "jiupai-lessons", "version": 1, "game": "tiandiren"}
    good = load_lessons({**data, "lessons": [tiandiren_lesson(["9-9-9-9+7+10"])]}, "tiandiren")[0]
    assert play_through(good).hands[0] == ["3S"]
    other = load_lessons({**data, "lessons": [tiandiren_lesson(["9-9-9-9+10+7"])]}, "tiandiren")[0]
    with pytest.raises(RuleError, match=r"step 1: 'do' notation '9-9-9-9\+10\+7' is written '9-9-9-9\+7\+10'"):
        play_through(other)


def test_the_command_line_check_names_each_lesson_and_fails_on_a_bad_one(tmp_path, capsys):
    from engine.tutorial import main
    good = tmp_path / "ninety_nine.json"
    good.write_text(json.dumps(file_dict()), encoding="utf-8")
    assert main([str(good)]) == 0
    assert "lesson 'totals' plays through (4 steps)" in capsys.readouterr().out
    bad_dir = tmp_path / "bad"
    bad_dir.mkdir()
    bad = bad_dir / "ninety_nine.json"
    bad.write_text(json.dumps(file_dict(with_step(1, do=["KS"], highlight=[]))), encoding="utf-8")
    assert main([str(bad)]) == 1
    assert "lesson 'totals' step 2: 'do' notation 'KS' is not legal here" in capsys.readouterr().out
