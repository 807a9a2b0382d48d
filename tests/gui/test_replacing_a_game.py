"""Nothing replaces a running game without asking (issue 34.7): New game asked; Load (Ctrl+O),
Import game… and leaving a network table (quitting as its host, closing a guest's window)
did not. Each now asks, with Cancel the default, and Cancel changes nothing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gui.main_window import MainWindow
from tests.gui.tiny_game import tiny_config


def answer_with(button_text: str | None, seen: list[str]) -> None:
    """Answer the next modal question: its default button (None) or the one named."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(f"{box.windowTitle()}: {box.text()}")
        button = box.defaultButton() if button_text is None else next(
            b for b in box.buttons() if b.text() == button_text)
        button.click()
    QTimer.singleShot(30, answer)


def running(qtbot, store) -> MainWindow:
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(tiny_config(human_seat=0))
    qtbot.waitUntil(lambda: window.game_info is not None and bool(window.table.legal),
                    timeout=5000)
    return window


def saved_slot(store) -> None:
    import engine
    state = engine.create("tiny", 2).new_state(seed=9)
    store.save("2", state, {"names": ["", ""], "human_seat": 0, "bot_levels": [None, "easy"]})


@pytest.mark.gui
def test_load_over_a_running_game_asks_and_cancel_keeps_it(qtbot, tiny, store):
    saved_slot(store)
    window = running(qtbot, store)
    table, seen = window.table, []
    requests = []
    window.host.request_resume_slot.connect(requests.append)
    answer_with(None, seen)                          # the default: Cancel
    window.games.load_slot("2")
    assert seen and seen[0].startswith("Load game: Abandon the game in progress?")
    assert requests == [] and window.table is table and window.game_info is not None
    answer_with("Abandon it", seen)
    window.games.load_slot("2")
    assert requests == ["2"]
    window.close()


@pytest.mark.gui
def test_import_over_a_running_game_asks_and_cancel_keeps_it(qtbot, tiny, store, tmp_path):
    window = running(qtbot, store)
    table, seen = window.table, []
    path = tmp_path / "shared.jiupai"
    path.write_text("{}")
    answer_with(None, seen)
    window.import_game(str(path))
    assert seen and seen[0].startswith("Import game: Abandon the game in progress?")
    assert window._replay is None and window.table is table
    assert window.stack.currentWidget() is table
    window.close()


class _Table:
    """A network table as the window sees it (gui/net/net_play.py's NetPlay)."""

    def __init__(self, hosting: bool) -> None:
        self.active, self.hosted = True, (object() if hosting else None)
        self.left = 0

    def leave(self) -> None:
        self.left += 1
        self.active = False

    shutdown = leave

    def update_actions(self) -> None:
        pass


@pytest.mark.gui
@pytest.mark.parametrize("hosting", [True, False])
def test_closing_the_window_at_a_network_table_asks(qtbot, tiny, store, hosting):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    net = window._net = _Table(hosting)
    seen: list[str] = []
    answer_with(None, seen)
    window.close()                                   # Cancel: the window and the table stay
    assert window.isVisible() and net.left == 0
    assert seen and ("Close the network table for every player?" if hosting
                     else "Leave the network table?") in seen[0]
    answer_with("Close the table" if hosting else "Leave the table", seen)
    window.close()
    assert not window.isVisible() and net.left == 1


@pytest.mark.gui
def test_a_new_game_from_the_home_screen_asks_before_replacing_the_one_waiting(qtbot, tiny,
                                                                              store):
    """Under Xvfb: Home, then a tile's Play (or New game, or Load) dealt at once, and the
    unfinished game the home screen had just promised "waits here" for Continue was gone.
    Now it asks (no "Save it first": nothing runs), Cancel by default; Import, which opens
    a replay and leaves the autosave alone, does not ask."""
    window = running(qtbot, store)
    window.go_home()
    qtbot.waitUntil(window.act_continue.isEnabled, timeout=5000)
    seen: list[str] = []
    answer_with(None, seen)                          # the default: Cancel
    assert window.may_abandon() is False
    assert seen == ["New game: Replace the game waiting for Continue? To keep it, continue "
                    "it and save it to a slot first."]
    box_buttons: list[list[str]] = []

    def buttons_then_abandon() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, buttons_then_abandon)
            return
        box_buttons.append(sorted(b.text() for b in box.buttons()))
        next(b for b in box.buttons() if b.text() == "Abandon it").click()
    QTimer.singleShot(30, buttons_then_abandon)
    assert window.may_abandon() is True
    assert "Save it first…" not in box_buttons[0]
    assert window.may_abandon(home_too=False) is True            # Import: nothing asked
    window.close()
