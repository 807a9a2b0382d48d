"""GUI test fixtures: isolated QSettings, English start, a tiny registered game."""
from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings

import engine.registry
from gui import app as gui_app
from gui.dialogs import new_game
from gui.i18n import LanguageManager


@pytest.fixture(autouse=True)
def isolated_settings(qapp, tmp_path):
    """Each test gets its own empty QSettings (INI in tmp) and starts in English."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    gui_app.create_application()
    QSettings().clear()
    LanguageManager.instance().set_language("en", remember=False)
    yield
    LanguageManager.instance().set_language("en", remember=False)


@pytest.fixture
def tiny(monkeypatch):
    """Register only the tiny test game (tests/gui/tiny_game.py)."""
    monkeypatch.setattr(engine.registry, "GAME_PACKAGES", {"tiny": "tests.gui.tiny_game"})
    new_game._level_cache.clear()
    yield "tiny"
    new_game._level_cache.clear()


@pytest.fixture
def store(tmp_path):
    from engine.saves import SaveStore
    return SaveStore(tmp_path / "saves")


@pytest.fixture(autouse=True)
def settle_qt(qapp):
    """After each GUI test: close any main window it left open (stopping its engine thread),
    then run every deferred deletion and queued event now, while what they refer to still
    exists — not later, in the middle of some other test."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            widget.close()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.processEvents()
    # Collect the test's Qt wrappers now (windows, worker hosts and the cycles their signal
    # connections make), not during some later test when Python's GC happens to run.
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()
