"""A Qt warning that an object was touched from the wrong thread fails the whole run
(tests/conftest.py), even when every test passes: such a warning preceded the crashes."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = (Path(__file__).resolve().parent.parent / "conftest.py").read_text(encoding="utf-8")


def test_a_killtimer_warning_fails_the_session(pytester):
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile("""
import threading
from PySide6.QtCore import QTimer

def test_passes(qtbot):
    timer = QTimer()
    timer.start(1000)
    other = threading.Thread(target=timer.stop)     # "Timers cannot be stopped from another thread"
    other.start()
    other.join()

def test_clean(qtbot):
    timer = QTimer()
    timer.start(1000)
    timer.stop()
""")
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(passed=2)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*Qt thread warnings*", "*test_passes*killTimer*"])
    assert "test_clean" not in result.stdout.str().split("Qt thread warnings")[1]
