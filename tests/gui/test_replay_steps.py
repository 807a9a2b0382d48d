"""A replay steps through what a player sees (issue 34.1).

「天地人 replays step through nothing: press Step six times: "Move 6 of 72", the table unchanged
and "Computer 1 is thinking…" (each kicker a computer picks counts as a move)」. A play with
kickers is a body step and one step per kicker in the record (docs/rulings.md, 天地人); the
replay shows it as one step, and its status line names who plays next: nobody thinks in a
replay. The ReplayWorker and the table run in the test's thread, without a window.
"""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine.seat_view import write_seat_view
from gui.games import make_table
from gui.userdata import prefs
from gui.worker.replay import ReplayWorker
from tests.gui.receivers import listen

pytestmark = pytest.mark.gui

PARTIAL = {"kickers", "kicker"}      # 天地人's body and kicker steps (engine/games/tiandiren)


def finished_game(seed: int = 5):
    """A seeded 2-player game of random legal moves to its end; the positions a player sees
    (after each action that is not a body or kicker step), as full_state()."""
    state = engine.create("tiandiren", 2).new_state(seed=seed)
    rng = random.Random(seed)
    seen = [json.dumps(state.full_state(), sort_keys=True)]
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        if not {ev.kind for ev in events} <= PARTIAL:
            seen.append(json.dumps(state.full_state(), sort_keys=True))
    return state, seen


def opened(qtbot, store, source: dict):
    worker = ReplayWorker(store, None)
    turns, position = listen(worker.turn), listen(worker.position)
    worker.load(source)
    qtbot.waitUntil(lambda: bool(position.calls), timeout=5000)
    return worker, turns, position


def step(qtbot, worker, position, target: int) -> None:
    seen = len(position.calls)
    worker.step_to(target)
    qtbot.waitUntil(lambda: any(a[0] == target for a in position.calls[seen:]), timeout=5000)


def test_a_play_with_its_kickers_is_one_step(qtbot, store):
    state, seen = finished_game()
    kicks = sum(1 for a in state.history if a.startswith("+"))
    assert kicks >= 5                          # the deal has plays with kickers
    store.save("1", state, {"names": ["", ""], "human_seat": 0, "bot_levels": [None, "easy"]})
    worker, turns, position = opened(qtbot, store, {"slot": "1"})
    table = make_table("tiandiren")
    qtbot.addWidget(table)
    total = position.calls[-1][1]
    assert total == len(seen) - 1 <= len(state.history) - kicks
    for move in range(1, 8):
        step(qtbot, worker, position, move)
        turn = turns.calls[-1][0]
        told = [table.describe_event(event) for event in turn.events]
        assert any(told), f"step {move} shows nothing: {[e['kind'] for e in turn.events]}"
        assert json.dumps(worker._session.state.full_state(), sort_keys=True) == seen[move]
    step(qtbot, worker, position, 3)           # back: the position a player saw
    assert json.dumps(worker._session.state.full_state(), sort_keys=True) == seen[3]
    step(qtbot, worker, position, total)
    assert worker._session.state.is_over


def test_a_shared_view_steps_the_same_way(qtbot, store, tmp_path):
    state, seen = finished_game()
    path = tmp_path / "view.jiupai"
    write_seat_view(str(path), engine.replay({**state.record(),
                                              "actions": state.history[:40]}), 0, {})
    worker, turns, position = opened(qtbot, store, {"path": str(path)})
    table = make_table("tiandiren")
    qtbot.addWidget(table)
    kinds = []
    for move in range(1, 8):
        step(qtbot, worker, position, move)
        turn = turns.calls[-1][0]
        kinds.append([e["kind"] for e in turn.events])
        assert any(table.describe_event(event) for event in turn.events), kinds[-1]
    assert kinds[0] == ["kickers"] + ["kicker"] * 4 + ["play"]      # a lead with five pairs


def test_a_replay_says_who_plays_next_and_nobody_thinks(qtbot, store):
    prefs.put("ui/animation_speed", "off")
    state, _ = finished_game()
    store.save("1", state, {"names": ["", ""], "human_seat": 0, "bot_levels": [None, "easy"]})
    worker, turns, position = opened(qtbot, store, {"slot": "1"})
    table = make_table("tiandiren")
    qtbot.addWidget(table)
    table.assist.bar.hide()
    table.result.replay = True               # as the replay viewer sets it
    table.show()
    worker.turn.connect(table.take_turn)
    table.take_turn(turns.calls[-1][0])
    for move in range(1, 4):
        step(qtbot, worker, position, move)
        qtbot.waitUntil(table.settled, timeout=5000)
        to_move = worker._session.state.current_player
        assert table.status.text() == f"Next: {table.names[to_move]}", table.status.text()
