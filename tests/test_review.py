"""The game review (issue 35): grades on rigged deals, determinism, no peeking at hidden
cards, bad input, and `jiupai review`'s output. Small budgets: each review takes well under
a second."""
from __future__ import annotations

import dataclasses
import io
import json
import re
from pathlib import Path

import pytest

import engine
from engine.review import GameReview, Grade, ReviewError, pace, review, scales
from engine.review.chance import match_chance
from engine.review.cli import main as cli
from engine.saves import write_file
from engine.seat_view import write_seat_view

ME = ["9C", "AH", "2H", "3H", "2D"]
OPPONENT = ["6C", "7D", "8S", "9H", "6D"]


def squeeze(opponent: list[str] = OPPONENT, total: int = 90, stock: list[str] | None = None,
            actions: tuple[str, ...] = ()) -> engine.State:
    """九九, two players, seat 0 to move at `total`; every card but the 6s to 9s is in the
    pile, so seat 0 knows the other hand holds only 6s to 9s (never an escape card)."""
    game = engine.create("ninety_nine", 2, match_hands=1)
    high = [c for c in game.deck if c[:-1] in ("6", "7", "8", "9")]
    pile = [c for c in game.deck if c not in high and c not in ME]
    setup = {"hands": [ME, opponent], "total": total, "starter": 0, "pile": pile}
    if stock is not None:
        setup["stock"] = stock
    state = game.new_state(seed=7, setup=setup)
    for action in actions:
        state.apply(action)
    return state


def first_decision(played: str):
    state = squeeze(actions=(played,))
    return review(state.record(), 0, seed=3, budget=60, graph_worlds=2).decisions[0]


def test_the_card_that_leaves_the_other_player_stuck_is_best():
    """九九 (RULINGS): "A player is eliminated at the start of their turn if every card in
    hand would push the total over 99 … Last player left wins." At 90, 9C makes 99 and
    the other hand holds only 6s to 9s: it is out, seat 0 wins."""
    decision = first_decision("9C")
    assert decision.best == "9C" and decision.played == "9C"
    assert decision.grade is Grade.BEST and decision.loss == 0.0
    assert decision.accuracy == 100.0
    values = {c.notation: c.value for c in decision.choices}
    assert values["9C"] == max(values.values()) == 100.0
    assert decision.reason                       # the hint's sentence for 9C


def test_the_card_that_hands_the_total_to_the_other_player_is_a_blunder():
    """3H makes 93: the other player makes it 99 with a 6 and seat 0, holding no escape
    and no card small enough, is out."""
    decision = first_decision("3H")
    values = {c.notation: c.value for c in decision.choices}
    assert decision.played == "3H" and values[decision.best] == values["9C"] == 100.0
    assert decision.grade is Grade.BLUNDER
    assert decision.loss > 80 and decision.accuracy < 5


def test_the_graph_and_skill_follow_the_grade():
    """Before the blunder the seat's chance (9C, played to the end) is 1; after it, less the
    loss counted for the grade; skill is that drop, luck the rest of the result."""
    state = squeeze(actions=("3H",))
    result = review(state.record(), 0, seed=3, budget=60, graph_worlds=2)
    decision = result.decisions[0]
    start, before, after = result.graph[:3]
    assert (start.kind, before.kind, after.kind) == ("start", "before", "after")
    assert before.win == 1.0
    assert after.win == pytest.approx(max(0.0, 1.0 - (decision.loss - decision.error) / 100),
                                      abs=1e-3)
    assert result.skill == pytest.approx(after.win - before.win, abs=1e-3)
    assert not result.finished and result.luck == pytest.approx(after.win - 0.5 - result.skill,
                                                                abs=1e-3)


def test_two_cards_that_do_the_same_are_one_choice():
    """2H and 2D both add 2: the review weighs them once and names the one played."""
    decision = first_decision("2D")
    labels = [c.notation for c in decision.choices]
    assert decision.played == "2D"
    assert sum(label in ("2H", "2D") for label in labels) == 1


def test_same_seed_same_grades_and_the_result_is_json():
    state = squeeze(total=60)                      # played out by normal bots
    bots = [engine.make_bot(state.game, "normal", seed=s) for s in range(2)]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    record = state.record()
    one = review(record, 1, seed=5, budget=40, graph_worlds=2)
    two = review(record, 1, seed=5, budget=40, graph_worlds=2)
    assert one.decisions and one.to_json() == two.to_json()
    # letting other threads run at every look (the app's `pause`) changes nothing
    assert review(record, 1, seed=5, budget=40, graph_worlds=2, pause=0.0) == one
    text = json.dumps(one.to_json(), allow_nan=False)
    assert GameReview.from_json(json.loads(text)) == one
    assert one.finished and one.result in (0.0, 1.0)
    assert one.graph[0].kind == "start" and one.graph[-1].kind == "end"


def test_no_peeking_at_hidden_cards():
    """Two deals the same for seat 0 — its hand, the pile, the stock's top cards, what the
    other player plays — but the other hand different: seat 0's decisions are weighed
    the same, value for value, until what it sees differs."""
    common = ("AH", "6C", "2H")            # 81, 87, 89; then each plays a 7 it holds
    a = squeeze(["6C", "7D", "8S", "9H", "6D"], 80, ["7S", "8C"], common + ("7D",))
    b = squeeze(["6C", "7C", "8S", "9S", "6S"], 80, ["7S", "8C"], common + ("7C",))
    assert a.full_state()["hands"][1] != b.full_state()["hands"][1]
    ra = review(a.record(), 0, seed=9, budget=60, graph_worlds=2)
    rb = review(b.record(), 0, seed=9, budget=60, graph_worlds=2)
    # (after 2H seat 0 draws from the stock's hidden rest: its views may differ from there)
    assert [d.move for d in ra.decisions][:2] == [d.move for d in rb.decisions][:2] == [0, 2]
    for da, db in zip(ra.decisions[:2], rb.decisions[:2], strict=False):
        assert da.to_json() == db.to_json()
    assert ra.graph[:5] == rb.graph[:5]      # the start, then before / after each


def test_a_game_in_progress_reviews_the_moves_so_far():
    state = squeeze(total=80, stock=["7S", "8C"], actions=("AH", "6C"))
    result = review(state.record(), 0, seed=1, budget=30, graph_worlds=1)
    assert not result.finished and result.result is None
    assert [d.move for d in result.decisions] == [0]


def test_stop_and_progress():
    state = squeeze(total=80, stock=["7S", "8C"], actions=("AH", "6C", "2H"))
    calls: list[tuple[int, int]] = []
    result = review(state.record(), 0, seed=1, budget=30, graph_worlds=1,
                    progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1][0] == calls[-1][1] and not result.stopped
    stopped = review(state.record(), 0, seed=1, budget=30, should_stop=lambda: True)
    assert stopped.stopped and stopped.decisions == []


def test_progress_after_every_rollout(monkeypatch):
    """Issue 35: "progress at least every second". The analyser looks at its clock after
    every rollout (and every 16 moves of a long one) and reports once PROGRESS_SECONDS have
    passed. With a clock that moves a second at every look, every look reports: so at
    least one report per rollout of each decision, in order, from 0 to the end."""
    looks = iter(range(10**6))
    monkeypatch.setattr(pace, "_now", lambda: float(next(looks)))
    state = squeeze(total=80, stock=["7S", "8C"], actions=("AH", "6C", "2H"))
    calls: list[tuple[int, int]] = []
    result = review(state.record(), 0, seed=1, budget=30, graph_worlds=1,
                    progress=lambda done, total: calls.append((done, total)))
    assert [d.move for d in result.decisions] == [0, 2]
    steps = pace.STEPS
    assert calls[0] == (0, 2 * steps) and calls[-1] == (2 * steps, 2 * steps)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    for k, decision in enumerate(result.decisions):
        within = [done for done, _ in calls if k * steps < done <= (k + 1) * steps]
        assert len(within) >= decision.worlds * len(decision.choices)


def test_a_review_is_bounded_by_its_moves(monkeypatch):
    """The review's time is bounded by a count of rollout moves (Scale.moves), never by the
    clock: once a decision's share is spent it stops at `min_worlds` deals, and what it
    leaves goes to the later decisions. Same record, same seed: same grades."""
    state = squeeze(total=60)
    bots = [engine.make_bot(state.game, "normal", seed=s) for s in range(2)]
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    record = state.record()
    free = review(record, 1, seed=5, budget=240)
    tight_scale = dataclasses.replace(scales.scale_for("ninety_nine"), moves=1, min_worlds=3)
    monkeypatch.setitem(scales.SCALES, "ninety_nine", tight_scale)
    tight = review(record, 1, seed=5, budget=240)
    assert len(tight.decisions) == len(free.decisions) > 1
    assert {d.worlds for d in tight.decisions} == {3}
    assert all(d.worlds > 3 for d in free.decisions)
    assert review(record, 1, seed=5, budget=240).to_json() == tight.to_json()


def test_the_hands_chance_carried_to_the_match():
    """九九 (RULINGS): "A match is a series of hands; the scoreboard gives each hand's winner
    1 point". The graph's chance of winning the match from the chance of winning the hand:
    the hand itself when it is the last; even for all when everything is even; and counted
    out by hand where the seat leads by a point (a tie for the top is shared)."""
    assert match_chance([0, 0], 0, [True, True], 0.3, 0) == pytest.approx(0.3)
    assert match_chance([0] * 4, 2, [True] * 4, 0.25, 4) == pytest.approx(0.25)
    # Seat 0 has 2 points, seat 1 has 1; seat 0 loses this hand, one hand follows.
    # Seat 1 wins this one (1/3): 2-2-0-0, then seat 0 wins the last (1/4) alone, seat 1
    # (1/4) beats it, anyone else (1/2) leaves a tie: 1/4 + 1/2·1/2 = 1/2.
    # Seat 2 or 3 wins it (2/3): 2-1-1-0, then a tie when seat 1 or the one who won this
    # hand wins the last (1/2 the time), else seat 0 is alone on top: 1/2 + 1/2·1/2 = 3/4.
    assert match_chance([2, 1, 0, 0], 0, [True] * 4, 0.0, 1) == pytest.approx(
        1 / 3 * 1 / 2 + 2 / 3 * 3 / 4)
    # A player out of the hand cannot win it: with seat 1 out, only the 3/4 branch.
    assert match_chance([2, 1, 0, 0], 0, [True, False, True, True], 0.0, 1) == pytest.approx(
        3 / 4)
    # Winning this hand for sure: 3-1-0-0 and one hand left, nobody can catch up.
    assert match_chance([2, 1, 0, 0], 0, [True] * 4, 1.0, 1) == 1.0


def test_bad_records_and_seats_are_one_sentence():
    record = squeeze(actions=("9C",)).record()
    with pytest.raises(ReviewError, match=r"seat 2 does not exist: this ninety_nine game has "
                                          r"seats 0 to 1"):
        review(record, 2)
    with pytest.raises(ReviewError, match=r"the record does not replay: .*action #2 'KH'"):
        review({**record, "actions": ["9C", "KH"]}, 0)
    with pytest.raises(ReviewError, match="does not replay"):
        review({"game": "ninety_nine"}, 0)


# ---- jiupai review --------------------------------------------------------------------
def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli(["review", *argv], out, err)
    return code, out.getvalue(), err.getvalue()


def folder_state(folder: Path) -> dict[str, tuple[int, float]]:
    return {p.name: (p.stat().st_size, p.stat().st_mtime) for p in folder.iterdir()}


def test_cli_prints_a_line_per_decision_and_a_summary(tmp_path):
    path = tmp_path / "game.jiupai"
    write_file(path, squeeze(total=80, stock=["7S", "8C"], actions=("AH", "6C", "3H")),
               {"human_seat": 0})
    code, out, err = run(str(path), "--budget", "40")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 3
    decision = re.compile(r"^move \d+ \| hand 1 \| played \S.* \| best \S.* \| loss \d+\.\d % of "
                          r"the hand \(±\d+\.\d\) \| (best|good|inaccuracy|mistake|blunder)( \| .+)?$")
    assert all(decision.match(line) for line in lines[:2]), lines
    assert lines[0].startswith("move 1 | hand 1 | played AH | best ")
    assert re.match(r"^seat 0: 2 decisions, \d+ inaccurac(y|ies), \d+ mistakes?, \d+ blunders?, "
                    r"accuracy \d+\.\d %, luck [+-]\d+ % \(game in progress: the moves so far\)$",
                    lines[2]), lines[2]


def test_cli_grades_the_blunder(tmp_path):
    path = tmp_path / "game.jiupai"
    write_file(path, squeeze(actions=("3H",)), {"human_seat": 0})
    code, out, _ = run(str(path), "--budget", "60", "--seed", "3")
    assert code == 0
    assert re.search(r"\| played 3H \| best (9C|2D) \| loss \d+\.\d % of the hand "
                     r"\(±\d+\.\d\) \| blunder \|", out), out
    assert out.splitlines()[-1].startswith("seat 0: 1 decision, 0 inaccuracies, 0 mistakes, "
                                           "1 blunder, accuracy ")


@pytest.mark.parametrize("content, message", [
    (b'{"format": "jiupai-save", "version": 1, "meta"', "is damaged (not valid JSON"),
    (b"\x00\x01garbage", "is damaged"),
])
def test_cli_damaged_file(tmp_path, content, message):
    path = tmp_path / "bad.jiupai"
    path.write_bytes(content)
    before = folder_state(tmp_path)
    code, out, err = run(str(path))
    assert code == 2 and out == ""
    assert err.startswith("jiupai review: bad.jiupai: ") and message in err
    assert err.count("\n") == 1
    assert folder_state(tmp_path) == before


def test_cli_record_that_does_not_replay(tmp_path):
    path = tmp_path / "edited.jiupai"
    write_file(path, squeeze(actions=("9C",)), {"human_seat": 0})
    doc = json.loads(path.read_text())
    doc["record"]["actions"] = ["KH"]                 # seat 0 holds no KH
    path.write_text(json.dumps(doc))
    before = folder_state(tmp_path)
    code, out, err = run(str(path))
    assert code == 2 and out == ""
    assert "edited.jiupai: is damaged" in err and "'KH'" in err and err.count("\n") == 1
    assert folder_state(tmp_path) == before


def test_cli_missing_file_bad_seat_and_bad_arguments(tmp_path):
    code, _, err = run(str(tmp_path / "none.jiupai"))
    assert code == 2 and "none.jiupai: cannot be read: no such file" in err
    path = tmp_path / "game.jiupai"
    write_file(path, squeeze(actions=("9C",)), {"human_seat": 0})
    code, out, err = run(str(path), "--seat", "5")
    assert (code, out) == (2, "")
    assert err == ("jiupai review: game.jiupai: seat 5 does not exist (this ninety_nine game "
                   "has seats 0 to 1)\n")
    code, _, err = run(str(path), "--seat", "one")
    assert code == 2 and "--seat" in err and err.count("\n") == 1
    code, _, err = run()
    assert code == 2 and "file" in err


def test_cli_seat_view_names_its_seat(tmp_path):
    path = tmp_path / "shared.jiupai"
    write_seat_view(path, squeeze(actions=("9C",)), 1, {})
    code, out, err = run(str(path), "--seat", "0")
    assert (code, out) == (2, "")
    assert "shared.jiupai is a seat view of seat 1: it holds only what that seat saw, so it " \
           "can be reviewed only for seat 1" in err
    code, _, err = run(str(path))
    assert code == 2 and "not the game's record, which a review replays" in err


def test_the_app_dispatches_review(tmp_path, monkeypatch):
    """`jiupai review FILE` is a command of the app's command table (one line there), run
    before any window is made."""
    commands = pytest.importorskip("gui.system.commands")
    path = tmp_path / "game.jiupai"
    write_file(path, squeeze(actions=("9C",)), {"human_seat": 0})
    seen = []
    monkeypatch.setattr("engine.review.cli.main", lambda argv: seen.append(argv) or 0)
    assert commands.run(["jiupai", "review", str(path), "--seat", "0"]) == 0
    assert seen == [["review", str(path), "--seat", "0"]]


def test_other_players_choices_are_graded_on_the_same_deals():
    """The bench's paired comparison: what another bot would have played is weighed in the
    same deals, so its loss is the best value minus that choice's value."""
    state = squeeze(actions=("3H",))
    normal = engine.make_bot(state.game, "normal", seed=0)
    decision = review(state.record(), 0, seed=3, budget=60, graph_worlds=0,
                      also={"normal": normal}).decisions[0]
    other = decision.others["normal"]
    values = {c.notation: c.value for c in decision.choices}
    assert other["played"] in values
    assert other["loss"] == pytest.approx(max(values.values()) - values[other["played"]],
                                          abs=1e-3)
    assert other["grade"] in {g.value for g in Grade}
