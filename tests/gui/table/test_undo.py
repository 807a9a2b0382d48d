"""Issue 15, undo/redo against the computer players, through the window's commands (Ctrl+Z,
Ctrl+Shift+Z): on the record, back to the human's previous decision, to the start; redo
while nothing new was played; the bots re-decide the same way when the human repeats a move."""
from __future__ import annotations

import pytest

import engine
from engine.session import decision_starts, replay_with_actors
from tests.gui.receivers import listen
from tests.gui.table.test_assist import GAMES, _history, _my_turn, _window

DECISIONS = 3


def _play_first_legal(qtbot, window, store, decisions: int) -> None:
    """Play `decisions` of the human's moves (the first legal action each time)."""
    for _ in range(decisions):
        qtbot.waitUntil(lambda: _my_turn(window), timeout=30000)
        if window.table.observation.get("is_over"):
            return
        window.table.choose(window.table.legal[0]["notation"])
    qtbot.waitUntil(lambda: _my_turn(window) or window.table.observation.get("is_over"),
                    timeout=30000)


def _position(store) -> dict:
    return store.load("autosave")[0].full_state()


def _command(qtbot, window, answers, action) -> dict:
    seen = len(answers.calls)
    action.trigger()
    qtbot.waitUntil(lambda: len(answers.calls) > seen, timeout=30000)
    qtbot.waitUntil(lambda: _my_turn(window) or bool(window.table.observation.get("is_over")),
                    timeout=30000)
    return answers.calls[-1][0]


@pytest.mark.parametrize("game,players", GAMES)
def test_undo_to_the_start_and_redo_to_the_end(qtbot, store, game, players):
    window = _window(qtbot, store, game, players, seed=5)
    answers = listen(window.host.worker.undo_state)
    _play_first_legal(qtbot, window, store, DECISIONS)
    end, record = _position(store), store.load("autosave")[0].record()
    _, actors = replay_with_actors(record)
    starts = decision_starts(actors, 0)
    assert window.assist.act_undo.isEnabled()
    undos = 0
    while window.assist.act_undo.isEnabled():
        info = _command(qtbot, window, answers, window.assist.act_undo)
        undos += 1
        assert _history(store) == record["actions"][:starts[-undos]]
    assert undos == len(starts) and info["redo"] and info["with_undo"]
    start = engine.replay({**record, "actions": record["actions"][:starts[0]]})
    assert _position(store) == start.full_state()
    while window.assist.act_redo.isEnabled():
        _command(qtbot, window, answers, window.assist.act_redo)
    assert _position(store) == end
    assert store.info("autosave").meta.get("undo_used") is True     # the slot says "with undo"
    window.close()


@pytest.mark.parametrize("game,players", GAMES)
def test_the_bots_answer_a_repeated_move_the_same_way(qtbot, store, game, players):
    """After an undo, the same move gets the same replies: bots decide with their own seeds
    (game seed, seat, move number), not with what they drew before the undo. The easy bots
    play at random: without those seeds they would answer differently."""
    window = _window(qtbot, store, game, players, seed=9, level="easy")
    answers = listen(window.host.worker.undo_state)
    _play_first_legal(qtbot, window, store, 2)
    before, moves = _position(store), _history(store)
    _command(qtbot, window, answers, window.assist.act_undo)
    replayed = _history(store)
    assert len(replayed) < len(moves)
    window.table.choose(moves[len(replayed)])          # the same move once more
    qtbot.waitUntil(lambda: len(_history(store)) >= len(moves) and (
        _my_turn(window) or bool(window.table.observation.get("is_over"))), timeout=30000)
    assert _history(store)[:len(moves)] == moves
    assert not window.assist.act_redo.isEnabled()       # something new was played
    if len(_history(store)) == len(moves):
        assert _position(store) == before
    window.close()
