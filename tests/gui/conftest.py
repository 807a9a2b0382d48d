"""GUI test fixtures: isolated QSettings and statistics file, English start, a tiny game."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

import engine.registry
from gui import app as gui_app
from gui.home import pictures
from gui.lang.i18n import LanguageManager
from gui.system import gcguard, picture_process
from gui.table.card_look import CardLook
from gui.userdata import stats_file


@pytest.fixture(scope="session")
def picture_cache(tmp_path_factory):
    """The home's table pictures, cached once for the whole run (never in the user's cache)."""
    return tmp_path_factory.mktemp("pictures")


@pytest.fixture(autouse=True)
def isolated_settings(qapp, tmp_path, picture_cache):
    """Each test gets its own empty QSettings (INI in tmp) and starts in English."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "cfg"))
    gui_app.create_application()
    QSettings().clear()
    CardLook.instance().reload()            # the default card look, as the settings are empty
    stats_file.use_file(tmp_path / "data" / "stats.json")
    pictures.use_folder(picture_cache)
    # The home's pictures are drawn in this process (a second Python started for each test
    # that shows the home would cost the suite minutes); tests/gui/test_drawing_process.py
    # turns the pictures' process on.
    picture_process.use(False)
    LanguageManager.instance().set_language("en", remember=False)
    yield
    LanguageManager.instance().set_language("en", remember=False)
    QSettings().clear()
    CardLook.instance().reload()
    stats_file.use_file(None)


@pytest.fixture
def tiny(monkeypatch):
    """Register only the tiny test game (tests/gui/tiny_game.py)."""
    monkeypatch.setattr(engine.registry, "GAME_PACKAGES", {"tiny": "tests.gui.tiny_game"})
    yield "tiny"


@pytest.fixture
def store(tmp_path):
    from engine.saves import SaveStore
    return SaveStore(tmp_path / "saves")


@pytest.fixture(autouse=True)
def gui_thread_gc(qapp):
    """Collect garbage only in the GUI thread during each GUI test, as the app does
    (gui/gcguard.py); automatic collection is back on for the engine tests."""
    collector = gcguard.install(qapp)
    yield collector
    collector.uninstall()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """A test that failed half-way may leave a game that asks before its window closes (an
    unsaved game, a network table): at teardown, a modal question is answered with Cancel /
    Escape as it appears, so the window's close goes on and the run never hangs on it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    timer = None
    if QApplication.instance() is not None:
        def dismiss() -> None:
            modal = QApplication.activeModalWidget()
            if modal is not None:
                modal.close()
        timer = QTimer()
        timer.setInterval(100)
        timer.timeout.connect(dismiss)
        timer.start()
    try:
        yield
    finally:
        if timer is not None:
            timer.stop()
