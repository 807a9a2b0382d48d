"""EngineWorker in its QThread: play, refuse illegal input, autosave, stop cleanly."""
import time

import pytest
from PySide6.QtCore import QThread

from gui.main_window import MainWindow
from gui.table.plate import PlayerPlate
from gui.worker.host import WorkerHost
from tests.gui.receivers import collect, events_of, legal_of, listen, thinking_of, wait_for
from tests.gui.tiny_game import SlowBot, tiny_config


def _host(qtbot, store, think_ms=0):
    host = WorkerHost(store, think_ms=think_ms)
    return host


def test_plays_until_human_turn_and_refuses_illegal(qtbot, tiny, store):
    host = _host(qtbot, store)
    worker = host.worker
    try:
        legal_seen, error_seen, event_seen = listen(legal_of(worker)), listen(worker.error), listen(events_of(worker))
        legal = wait_for(qtbot, legal_seen, lambda: host.request_start.emit(tiny_config(human_seat=1)),
                         check=lambda args: bool(args[0]))[0]
        events = [args[0] for args in event_seen.calls]
        assert all(set(a) >= {"notation", "card"} for a in legal)
        assert events and events[0][0]["seat"] == 0  # seat 0 (a bot) moved first
        assert isinstance(worker.thread(), QThread) and worker.thread() is not QThread.currentThread()
        # illegal: error signal, nothing changes
        before = len(events)
        message = wait_for(qtbot, error_seen, lambda: host.request_submit.emit("nonsense", -1))[0]
        assert message == "That move is not possible now."
        assert len(event_seen.calls) == before
        # legal: applied, the bots answer, the human's turn comes back (or the game ends)
        host.request_submit.emit(legal[0]["notation"], -1)
        qtbot.waitUntil(lambda: len(event_seen.calls) >= before + 2, timeout=5000)
        events = [args[0] for args in event_seen.calls]
        assert events[before][0]["seat"] == 1 and events[before][0]["kind"] == "play"
        assert store.info("autosave") is not None and store.info("autosave").turn >= 2
    finally:
        host.shutdown()
    assert not host.thread.isRunning()


def test_closing_while_bot_thinks_stops_at_once(qtbot, tiny, store, capfd):
    window = MainWindow(store=store, think_ms=10_000)  # a long "thinking" pause
    qtbot.addWidget(window)
    window.show()
    thinking = collect(thinking_of(window.host.worker))
    window.start_game(tiny_config(human_seat=2))  # seats 0 and 1 are bots
    qtbot.waitUntil(lambda: bool(thinking) and thinking[-1] == 0, timeout=5000)
    started = time.monotonic()
    window.close()
    elapsed = time.monotonic() - started
    assert elapsed < 2.0, f"close took {elapsed:.2f}s while a bot was 'thinking'"
    assert not window.host.thread.isRunning()
    assert store.info("autosave") is not None  # autosaved on close
    assert "QThread: Destroyed while thread is still running" not in capfd.readouterr().err


def test_closing_during_a_slow_bot_computation(qtbot, tiny, store, monkeypatch):
    monkeypatch.setattr(SlowBot, "delay", 0.4)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    thinking = collect(thinking_of(window.host.worker))
    window.start_game(tiny_config(human_seat=2, bot_levels=["normal", "normal", None]))
    qtbot.waitUntil(lambda: bool(thinking), timeout=5000)
    qtbot.wait(100)  # the bot is inside choose() now
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 2.0
    assert not window.host.thread.isRunning()


def test_resume_from_slot(qtbot, tiny, store):
    import engine
    state = engine.create("tiny", 3).new_state(seed=9)
    store.save("3", state, {"names": ["X", "Y", "Z"], "human_seat": 0,
                            "bot_levels": [None, "easy", "easy"]})
    host = _host(qtbot, store)
    try:
        started, legal, errors = listen(host.worker.started), listen(legal_of(host.worker)), listen(host.worker.error)
        wait_for(qtbot, legal, lambda: host.request_resume_slot.emit("3"), check=lambda a: bool(a[0]))
        assert started.last["names"] == ["X", "Y", "Z"] and started.last["game"] == "tiny"
        message = wait_for(qtbot, errors, lambda: host.request_resume_slot.emit("7"))[0]  # empty
        assert message == "Slot 7 cannot be opened: the slot is empty."
    finally:
        host.shutdown()


@pytest.mark.parametrize("game,players", [("ninety_nine", 4), ("showdown", 2),
                                          ("primatum", 3), ("tiandiren", 3)])
def test_a_hint_comes_from_the_worker_and_changes_nothing(qtbot, store, game, players):
    """Hints are requests to the worker (the engine never runs on the GUI thread): the answer
    is a legal action for the human's move — for 天地人 a whole play whose body step is legal —
    and asking emits no event and plays nothing."""
    host = _host(qtbot, store)
    worker = host.worker
    try:
        hints, events = listen(worker.hint), listen(events_of(worker))
        turns = collect(worker.turn)        # the legal moves and the move number of one Turn
        config = {"game": game, "players": players, "variant": None, "options": {}, "seed": 3,
                  "human_seat": 0, "names": [f"P{i}" for i in range(players)],
                  "bot_levels": [None] + ["normal"] * (players - 1)}
        host.request_start.emit(config)
        qtbot.waitUntil(lambda: bool(turns) and bool(turns[-1].legal), timeout=15000)
        legal, turn = [dict(a) for a in turns[-1].legal], turns[-1].observation["turn"]
        saved = store.info("autosave")
        seen = len(events.calls)
        hint = wait_for(qtbot, hints, host.request_hint.emit, timeout=15000)[0]
        notations = {a["notation"] for a in legal}
        proposal = hint["notation"]
        if game == "tiandiren" and proposal not in notations:
            from engine.games.tiandiren.combos import body_of, parse_play
            proposal = str(body_of(parse_play(proposal)))
        assert proposal in notations, (hint, sorted(notations)[:10])
        assert hint["move"] == turn
        qtbot.wait(50)
        assert len(events.calls) == seen and store.info("autosave") == saved
    finally:
        host.shutdown()


@pytest.mark.parametrize("game,players", [("ninety_nine", 3), ("showdown", 2),
                                          ("primatum", 3), ("tiandiren", 3)])
def test_every_game_has_a_score_line_for_the_save_list(game, players):
    """The Save/Load dialog's Score column: filled for every game, mid-game too."""
    import engine
    from gui.worker.data import score_line
    state = engine.create(game, players).new_state(seed=2)
    for _ in range(3):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
    names = [f"N{i}" for i in range(players)]
    line = score_line(state.observation(0), names)
    assert line.startswith("N0: ") and line.count(" · ") == players - 1, line


def test_closing_mid_search_stops_a_hard_bot(qtbot, store, monkeypatch):
    """Issue 14: the hard bot searches in the worker, shows its progress, and closing the
    window ends the search between two iterations (the worker's stop flag)."""
    from engine.games.ninety_nine.hard import HardBot
    monkeypatch.setattr(HardBot, "iterations", 10**7)    # a search that would not end by itself
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game({"game": "ninety_nine", "players": 2, "options": {"match_hands": 1},
                       "seed": 5, "human_seat": 0, "names": ["Me", "Bot"],
                       "bot_levels": [None, "hard"], "setup": {"starter": 1}})
    qtbot.waitUntil(lambda: window.table is not None and window.table.result.think_percent >= 0,
                    timeout=10_000)
    assert "Bot" in window.table.status.text() and "%" in window.table.status.text()
    plates = [item for item in window.table.scene.items() if isinstance(item, PlayerPlate)]
    assert [p.progress >= 0 for p in sorted(plates, key=lambda p: p.seat)] == [False, True]
    started = time.monotonic()
    window.close()
    elapsed = time.monotonic() - started
    assert elapsed < 2.0, f"close took {elapsed:.2f}s while the hard bot searched"
    assert not window.host.thread.isRunning()
    assert store.info("autosave") is not None
    assert store.info("autosave").turn == 0       # the interrupted search's move is not played


def test_a_new_game_stops_a_hard_bot_mid_search(qtbot, store, monkeypatch):
    """Issue 14: starting a new game while a hard bot searches ends the search between two
    iterations (the new game does not wait for the old search), and the new game starts."""
    from engine.games.ninety_nine.hard import HardBot
    monkeypatch.setattr(HardBot, "iterations", 10**7)    # a search that would not end by itself
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    config = {"game": "ninety_nine", "players": 2, "options": {"match_hands": 1},
              "seed": 5, "human_seat": 0, "names": ["Me", "Bot"],
              "bot_levels": [None, "hard"], "setup": {"starter": 1}}
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None and window.table.result.think_percent >= 0,
                    timeout=10_000)
    legal = collect(legal_of(window.host.worker))
    started = time.monotonic()
    window.start_game({**config, "bot_levels": [None, "normal"], "setup": {"starter": 0}})
    elapsed = time.monotonic() - started
    assert elapsed < 2.0, f"a new game waited {elapsed:.2f}s for the hard bot's search"
    qtbot.waitUntil(lambda: any(bool(actions) for actions in legal), timeout=10_000)
    assert store.info("autosave").turn == 0       # the new game, the human to move first
    window.close()
