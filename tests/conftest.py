import atexit
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["JIUPAI_SOUND"] = "off"   # muted under test: no test opens an audio device
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# Each test process (every pytest-xdist worker) has data and config folders of its own: a
# test that opens the app's default folders (a MainWindow without a store, the saves folder)
# never touches the player's ~/.local/share/Jiupai, nor a file another worker writes.
_own = tempfile.mkdtemp(prefix="jiupai-tests-")
atexit.register(shutil.rmtree, _own, ignore_errors=True)
os.environ["XDG_DATA_HOME"] = os.path.join(_own, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_own, "config")

# Qt warnings that mean an object was touched or destroyed from the wrong thread — the
# forerunners of a crash seconds later, in some unrelated test. Any of them fails the run.
THREAD_WARNINGS = re.compile(r"killTimer|Timers cannot be (stopped|started) from another thread"
                             r"|~QObject|QThread: Destroyed|Cannot create children for a parent"
                             r" that is in a different thread|moveToThread")
_thread_warnings: list[str] = []


def _note(message: str, where: str) -> None:
    if THREAD_WARNINGS.search(message):
        _thread_warnings.append(f"{where}: {message}")


def _qt_message_handler(mode, context, message) -> None:
    """Outside pytest-qt's per-test capture: note thread warnings, print everything."""
    _note(message, "between tests")
    sys.stderr.write(f"{message}\n")


def pytest_xdist_auto_num_workers(config) -> int:
    """`-n auto` (pyproject's addopts): one worker more than the cores. Most GUI tests spend
    part of their time waiting for the event loop (animations, a worker's answer, a
    subprocess), so a third worker on the 2-core machine fills that time: the suite took
    6:12 with two workers and 4:39 with three (idle machine, 2026-12-07)."""
    return (os.cpu_count() or 1) + 1


def pytest_configure(config) -> None:
    try:
        from PySide6.QtCore import qInstallMessageHandler
    except ImportError:  # engine-only environments
        return
    qInstallMessageHandler(_qt_message_handler)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """pytest-qt captures a test's Qt messages (setup and call); look at them here."""
    try:
        return (yield)
    finally:
        capture = getattr(item, "qt_log_capture", None)
        for record in (capture.records if capture is not None else []):
            _note(record.message, item.nodeid)


def pytest_sessionfinish(session, exitstatus) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:        # a pytest-xdist worker: the controller fails the run
        workeroutput["qt_thread_warnings"] = list(_thread_warnings)
        return
    if _thread_warnings:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """pytest-xdist's controller: a worker's thread warnings are the run's."""
    _thread_warnings.extend(getattr(node, "workeroutput", {}).get("qt_thread_warnings", []))


def pytest_terminal_summary(terminalreporter) -> None:
    if _thread_warnings:
        terminalreporter.section("Qt thread warnings (these fail the run)", red=True)
        for line in _thread_warnings:
            terminalreporter.line(line)
