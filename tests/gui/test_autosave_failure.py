"""A failed autosave is said so it cannot be missed, and closing does not drop the game
silently (issue 34.16: on a full disk 35 "Autosave failed" notes flashed in the status line,
no dialog; the window closed with 43 moves played and 9 saved)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.saves import SaveStore
from gui.main_window import MainWindow
from tests.gui.tiny_game import tiny_config


class FullDisk:
    """The save folder on a full disk: the autosave cannot be written (until `room`)."""

    def __init__(self, store: SaveStore) -> None:
        self.store, self.full = store, True

    def save(self, slot, state, meta):
        if self.full:
            raise OSError(28, "No space left on device")
        return self.store.save(slot, state, meta)

    def __getattr__(self, name):
        return getattr(self.store, name)


def play_moves(qtbot, window, count: int) -> None:
    """The human's moves (the bots answer in between)."""
    for _ in range(count):
        table = window.table
        qtbot.waitUntil(lambda: bool(table.legal) and not table.busy()
                        or bool(table.observation.get("is_over")), timeout=5000)
        if table.observation.get("is_over"):
            return
        move = table.observation.get("turn")
        table.choose(table.legal[0]["notation"])
        qtbot.waitUntil(lambda: table.observation.get("turn") != move, timeout=5000)


def start(qtbot, store) -> tuple[MainWindow, FullDisk]:
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    disk = FullDisk(store)
    window.host.worker.safety.store = disk
    window.start_game(tiny_config(human_seat=0, options={"target": 45}))
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal), timeout=5000)
    return window, disk


def boxes(window, name: str) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox, name) if b.isVisible()]


@pytest.mark.gui
def test_a_failed_autosave_is_said_once_and_stays_in_sight(qtbot, tiny, store):
    window, disk = start(qtbot, store)
    play_moves(qtbot, window, 2)
    qtbot.waitUntil(lambda: window.autosave_guard.banner.isVisible(), timeout=5000)
    assert len(boxes(window, "autosaveFailed")) == 1              # one dialog, not a note a move
    assert "the disk is full" in boxes(window, "autosaveFailed")[0].text()   # (ENOSPC, worded)
    banner = window.autosave_guard.banner
    assert "not being saved" in banner.text() and "the disk is full" in banner.text()
    assert "Autosave failed" not in window.statusBar().currentMessage()
    boxes(window, "autosaveFailed")[0].close()
    play_moves(qtbot, window, 1)
    assert boxes(window, "autosaveFailed") == [] and banner.isVisible()
    disk.full = False                                             # room again
    play_moves(qtbot, window, 1)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=5000)
    assert window.statusBar().height() < 27        # the bar is as low as before: no banner in it
    window.autosave_guard.may_close()                              # nothing to ask: saved
    window.close()
    assert not window.isVisible()


def answer(text: str, seen: list[str]) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == text).click()
    QTimer.singleShot(30, click)


@pytest.mark.gui
def test_closing_with_the_game_unsaved_asks_and_export_keeps_it(qtbot, tiny, store, tmp_path,
                                                                 monkeypatch):
    window, disk = start(qtbot, store)
    play_moves(qtbot, window, 2)
    qtbot.waitUntil(lambda: window.autosave_guard.banner.isVisible(), timeout=5000)
    for box in boxes(window, "autosaveFailed"):
        box.close()
    seen: list[str] = []
    answer("Cancel", seen)
    window.close()
    assert window.isVisible() and seen and "Continue will not find" in seen[0]
    target = tmp_path / "kept.jiupai"
    monkeypatch.setattr("gui.dialogs.replays.ask_export_path", lambda _parent, _share: str(target))
    answer("Export to continue elsewhere…", seen)
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)   # closed once written
    assert target.exists()
    from engine.saves import read_file
    state, _doc = read_file(target)
    assert len(state.history) == window.autosave_guard.move > 0


@pytest.mark.gui
def test_close_anyway_closes(qtbot, tiny, store):
    window, disk = start(qtbot, store)
    play_moves(qtbot, window, 1)
    qtbot.waitUntil(lambda: window.autosave_guard.banner.isVisible(), timeout=5000)
    seen: list[str] = []
    answer("Close anyway", seen)
    window.close()
    assert not window.isVisible() and seen
