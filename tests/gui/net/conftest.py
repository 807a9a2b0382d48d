"""The two windows of a network game in one test process: a host and a guest, each with its
own save folder (tests/gui/net/)."""
from __future__ import annotations

import pytest

from gui.main_window import MainWindow
from gui.userdata import prefs


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    from engine.saves import SaveStore
    prefs.put("ui/animation_speed", "off")
    # pytest-qt closes the windows at the test's end, at their tables: closing asks first
    # (issue 34.7; tests/gui/test_replacing_a_game.py), answered "leave" here
    monkeypatch.setattr("gui.dialogs.abandon.ask_leave_table", lambda _parent, _hosting: True)
    made = []
    for who in ("host", "guest"):
        window = MainWindow(store=SaveStore(tmp_path / who / "saves"), think_ms=0)
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        made.append(window)
    yield made
    for window in made:
        if window._net is not None:
            window._net.shutdown()
