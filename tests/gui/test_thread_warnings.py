"""A Qt warning that an object was touched from the wrong thread fails the whole run
(tests/conftest.py), even when every test passes: such a warning preceded the crashes."""
from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = (Path(__file__).resolve().parent.parent / "conftest.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("workers", [["-n", "0"], ["-n", "1"]], ids=["one process", "xdist"])
def test_a_killtimer_warning_fails_the_session(pytester, workers):
    """Also when the tests run in pytest-xdist's workers: each worker hands its warnings
    to the controller, which fails the run and lists them."""
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
    result = pytester.runpytest_subprocess(*workers)
    result.assert_outcomes(passed=2)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*Qt thread warnings*", "*test_passes*killTimer*"])
    assert "test_clean" not in result.stdout.str().split("Qt thread warnings")[1]
