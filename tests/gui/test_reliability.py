"""Reliability of the running app (issue 10, points 4, 6 and 7): switching language while
cards fly, engine failures, a table that never acknowledges, and a seeded monkey."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer

from gui.lang.i18n import LanguageManager
from gui.userdata import prefs
from gui.worker.host import WorkerHost
from tests.gui import driver
from tests.gui.receivers import collect, legal_of, listen, wait_for
from tests.gui.tiny_game import tiny_config

LANGS = ["zh_TW", "zh_CN", "en"]


def progressed(qtbot, window, rng, moves: int = 2, timeout: int = 15000) -> None:
    """The game moves on by `moves` actions of the human (or ends): it did not stall."""
    done = 0

    def advanced() -> bool:
        nonlocal done
        if driver.game_over(window):
            return True
        if driver.step(window.table, rng) == "play":
            done += 1
        return done >= moves

    qtbot.waitUntil(advanced, timeout=timeout)


@pytest.mark.gui
def test_switching_language_mid_animation_never_stalls(qtbot, store):
    """50 switches, each while the table is animating, over the four games; after each
    game's switches the game still goes on (the worker is not left waiting)."""
    prefs.put("ui/animation_speed", "fast")
    rng = random.Random(5)
    switches = 0
    for game_id, count in zip(driver.GAMES, (13, 13, 12, 12), strict=True):
        window = driver.start(qtbot, store, game_id, seed=3)
        table = window.table
        done = 0
        while done < count:
            if driver.game_over(window):
                break
            qtbot.waitUntil(lambda: table.anim.is_busy() or driver.step(table, rng) is not None
                            or driver.game_over(window), timeout=15000)
            if table.anim.is_busy():
                LanguageManager.instance().set_language(LANGS[switches % 3], remember=False)
                switches += 1
                done += 1
                qtbot.wait(rng.randrange(5, 60))
        progressed(qtbot, window, rng)
        window.close()
    LanguageManager.instance().set_language("en", remember=False)
    assert switches >= 40


@pytest.mark.gui
def test_an_engine_exception_is_a_message_and_the_game_goes_on(qtbot, tiny, store, monkeypatch):
    host = WorkerHost(store, think_ms=0)
    try:
        legal, errors = listen(legal_of(host.worker)), listen(host.worker.error)
        first = wait_for(qtbot, legal, lambda: host.request_start.emit(tiny_config(human_seat=1)),
                         check=lambda a: bool(a[0]))[0]
        state_class = type(host.worker.state)
        real_apply = state_class._apply
        calls = []

        def broken(self, action):
            calls.append(action)
            if len(calls) == 1:
                self.history.append("half-applied")   # a bug that also damages the state
                raise KeyError("boom")
            return real_apply(self, action)

        monkeypatch.setattr(state_class, "_apply", broken)
        seen = len(legal.calls)
        message = wait_for(qtbot, errors, lambda: host.request_submit.emit(first[0]["notation"], -1))[0]
        assert "KeyError" in message and "boom" in message
        qtbot.waitUntil(lambda: any(args[0] for args in legal.calls[seen:]), timeout=5000)
        again = next(args[0] for args in legal.calls[seen:] if args[0])
        assert [a["notation"] for a in again] == [a["notation"] for a in first]
        assert "half-applied" not in host.worker.state.history
        seen = len(legal.calls)
        host.request_submit.emit(again[0]["notation"], -1)      # the game goes on
        qtbot.waitUntil(lambda: len(legal.calls) > seen, timeout=5000)
        assert host.thread.isRunning()
    finally:
        host.shutdown()


@pytest.mark.gui
def test_a_failing_bot_is_replaced_by_a_legal_move(qtbot, tiny, store, monkeypatch):
    from engine.ai import RandomBot
    monkeypatch.setattr(RandomBot, "choose", lambda self, state, seat: 1 / 0)
    host = WorkerHost(store, think_ms=0)
    try:
        legal, errors = listen(legal_of(host.worker)), listen(host.worker.error)
        wait_for(qtbot, legal, lambda: host.request_start.emit(tiny_config(human_seat=2)),
                 check=lambda a: bool(a[0]), timeout=8000)
        assert any("ZeroDivisionError" in args[0] for args in errors.calls)
    finally:
        host.shutdown()


@pytest.mark.gui
def test_with_a_table_attached_the_bots_wait_for_its_ready(qtbot, tiny, store):
    """A bot moves only after the table has said ready(seq) for the last Turn it was sent:
    nothing to poll, and nothing played while the table is still showing a move."""
    host = WorkerHost(store, think_ms=0)
    host.worker.wait_for_table = True
    try:
        turns = collect(host.worker.turn)
        host.request_start.emit(tiny_config(human_seat=2))     # seats 0 and 1 are bots
        qtbot.waitUntil(lambda: bool(turns), timeout=8000)
        qtbot.wait(300)
        assert len(turns) == 1, "a bot moved before the table said it was ready"
        for _ in range(20):                                    # each answer lets one move through
            seen = len(turns)
            host.request_acknowledge.emit(turns[-1].seq)
            qtbot.waitUntil(lambda: len(turns) > seen or bool(turns[-1].legal), timeout=8000)
            if turns[-1].legal:
                break
            qtbot.wait(100)
            assert len(turns) == seen + 1, "more than one move for one ready"
        assert turns[-1].legal, "the human's move never came"
    finally:
        host.shutdown()


EVENTS_PER_GAME = 150      # 600 over the four games: about 30 s here
KEYS = [Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_H]


def monkey_event(qtbot, window, rng: random.Random) -> str:
    """One random thing a restless player does."""
    table = window.table
    kind = rng.choice(["click", "click", "click", "key", "button", "play", "play", "language",
                       "resize", "menu", "wait"])
    if kind == "click" and table is not None:
        viewport = table.view.viewport()
        point = QPoint(rng.randrange(max(1, viewport.width())), rng.randrange(max(1, viewport.height())))
        qtbot.mouseClick(viewport, rng.choice([Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton]),
                         pos=point)
    elif kind == "key":
        target = window.focusWidget() or window
        qtbot.keyClick(target, rng.choice(KEYS))
    elif kind == "button" and table is not None:
        from PySide6.QtWidgets import QPushButton
        buttons = [b for b in table.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
    elif kind == "play" and table is not None:
        driver.step(table, rng)
    elif kind == "language":
        LanguageManager.instance().set_language(rng.choice(LANGS), remember=False)
    elif kind == "resize":
        window.resize(rng.randrange(720, 1500), rng.randrange(520, 1000))
    elif kind == "menu":
        action = rng.choice([window.act_fullscreen, window.act_rules, window.act_save,
                             window.act_load, window.act_stats, window.act_home])
        if action in (window.act_save, window.act_load, window.act_stats):
            QTimer.singleShot(30, driver.close_modal_dialogs)     # they are modal: close them
        action.trigger()
        if action is window.act_home:
            window.continue_game()                               # and back from the autosave
    else:
        qtbot.wait(rng.randrange(1, 40))
    qtbot.wait(rng.randrange(0, 15))
    return kind


@pytest.mark.gui
@pytest.mark.parametrize("game_id", list(driver.GAMES))
def test_seeded_monkey(qtbot, store, game_id):
    """A few hundred random clicks, keys, buttons, menu actions, language switches and
    resizes over the four games while bots play and cards animate: no exception escapes
    (pytest-qt fails the test on one), and afterwards the game still goes on."""
    prefs.put("ui/animation_speed", "fast")
    rng = random.Random(f"monkey-{game_id}")
    window = driver.start(qtbot, store, game_id, seed=rng.randrange(1000), think_ms=20)
    done = [monkey_event(qtbot, window, rng) for _ in range(EVENTS_PER_GAME)]
    assert {"click", "key", "play", "language", "resize", "menu"} <= set(done)
    driver.close_modal_dialogs()
    if window.rules_dialog is not None:
        window.rules_dialog.close()
    LanguageManager.instance().set_language("en", remember=False)
    if window.table is None or window.stack.currentWidget() is window.home:
        window.continue_game()
        qtbot.waitUntil(lambda: window.table is not None and window.stack.currentWidget()
                        is window.table, timeout=5000)
    if window.table.assist.autoplay_on:      # the monkey left 托管 on: a click takes the seat back
        qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.table.assist.autoplay_on, timeout=5000)
    progressed(qtbot, window, rng, moves=1)
    window.close()
