"""EngineWorker in its QThread: play, refuse illegal input, autosave, stop cleanly."""
import time

from PySide6.QtCore import QThread

from gui.main_window import MainWindow
from gui.worker import WorkerHost
from tests.gui.tiny_game import SlowBot, tiny_config


def _host(qtbot, store, think_ms=0):
    host = WorkerHost(store, think_ms=think_ms)
    return host


def test_plays_until_human_turn_and_refuses_illegal(qtbot, tiny, store):
    host = _host(qtbot, store)
    worker = host.worker
    try:
        legal_seen, errors, events = [], [], []
        worker.legal.connect(legal_seen.append)
        worker.error.connect(errors.append)
        worker.events.connect(events.append)
        with qtbot.waitSignal(worker.legal, check_params_cb=bool, timeout=5000):
            host.request_start.emit(tiny_config(human_seat=1))
        legal = legal_seen[-1]
        assert all(set(a) >= {"notation", "card"} for a in legal)
        assert events and events[0][0]["seat"] == 0  # seat 0 (a bot) moved first
        assert isinstance(worker.thread(), QThread) and worker.thread() is not QThread.currentThread()
        # illegal: error signal, nothing changes
        before = len(events)
        with qtbot.waitSignal(worker.error, timeout=3000):
            host.request_submit.emit("nonsense")
        assert "not a legal action" in errors[-1]
        assert len(events) == before
        # legal: applied, the bots answer, the human's turn comes back (or the game ends)
        with qtbot.waitSignals([worker.events], timeout=5000):
            host.request_submit.emit(legal[0]["notation"])
        qtbot.waitUntil(lambda: len(events) >= before + 2, timeout=5000)
        assert events[before][0]["seat"] == 1 and events[before][0]["kind"] == "play"
        assert store.info("autosave") is not None and store.info("autosave").turn >= 2
    finally:
        host.shutdown()
    assert not host.thread.isRunning()


def test_closing_while_bot_thinks_stops_at_once(qtbot, tiny, store, capfd):
    window = MainWindow(store=store, think_ms=10_000)  # a long "thinking" pause
    qtbot.addWidget(window)
    window.show()
    thinking = []
    window.host.worker.thinking.connect(thinking.append)
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
    thinking = []
    window.host.worker.thinking.connect(thinking.append)
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
        started = []
        host.worker.started.connect(started.append)
        with qtbot.waitSignal(host.worker.legal, check_params_cb=bool, timeout=5000):
            host.request_resume_slot.emit("3")
        assert started[-1]["names"] == ["X", "Y", "Z"] and started[-1]["game"] == "tiny"
        with qtbot.waitSignal(host.worker.error, timeout=3000) as blocker:
            host.request_resume_slot.emit("7")  # empty slot
        assert "slot 7" in blocker.args[0]
    finally:
        host.shutdown()
