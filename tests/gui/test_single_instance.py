"""Two windows never overwrite each other's autosave (issue 25.3): a second copy of the app on
one data folder asks the first to come to the front and exits (status 0, a line on stderr)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def environment(tmp_path: Path) -> dict:
    """A data folder of the test's own: HOME, the XDG folders and the socket's temp folder."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "data"),
               TMPDIR=str(tmp_path), JIUPAI_SOUND="off")
    env.pop("JIUPAI_SINGLE_INSTANCE", None)
    return env


def start(env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(condition, seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def stop(proc: subprocess.Popen) -> str:
    if proc.poll() is None:
        proc.terminate()
    try:
        return proc.communicate(timeout=20)[1]
    except subprocess.TimeoutExpired:
        proc.kill()
        return proc.communicate(timeout=20)[1]


@pytest.mark.skipif(sys.platform != "linux", reason="the offscreen app runs on Linux here")
def test_a_second_copy_brings_the_first_to_the_front_and_exits(tmp_path):
    """Issue 25.3: 「With two copies of the app on one data folder, the autosave changed hands
    144 times in 6 s」 — a second copy never runs beside the first."""
    env = environment(tmp_path)
    lock = tmp_path / "data" / "Jiupai" / "jiupai.lock"
    first = start(env)
    try:
        assert wait_for(lock.exists), "the first copy took no lock"
        second = subprocess.run([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr and "brought to the front" in second.stderr
        assert first.poll() is None                      # the first copy plays on
    finally:
        err = stop(first)
    assert "Traceback" not in err, err
    third = start(env)               # the first was killed holding the lock: it is taken over
    try:
        time.sleep(3)
        assert third.poll() is None, third.communicate()[1]
    finally:
        err = stop(third)
    assert "Traceback" not in err, err


def test_the_guard_can_be_bypassed_and_is_per_data_folder(tmp_path, monkeypatch):
    from gui.system import single_instance
    monkeypatch.setenv(single_instance.BYPASS, "off")
    assert single_instance.bypassed()
    a = single_instance.server_name(tmp_path / "a")
    assert a == single_instance.server_name(tmp_path / "a") != single_instance.server_name(
        tmp_path / "b")
    guard = single_instance.SingleInstance(tmp_path / "a")
    assert guard.claim()
    other = single_instance.SingleInstance(tmp_path / "a")
    assert not other.claim()                             # held in this process already
    assert single_instance.SingleInstance(tmp_path / "b").claim()
    guard.release()
    assert other.claim()
    other.release()


#: main() to its first frame, then the event loop until the window's later pieces are done:
#: what was loaded at the first frame, and whether the data folder's server answers after.
FIRST_FRAME_THEN_LATER = r"""
import sys
sys.argv = ["jiupai"]
from gui import app as jiupai

def first_frame(window, check_fonts=jiupai.check_fonts):
    found = check_fonts(window)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    QApplication.processEvents()
    print("at the first frame:", sorted(m for m in ("PySide6.QtNetwork", "hashlib", "ctypes",
                                                    "gui.system.xcb_libraries")
                                        if m in sys.modules), flush=True)
    def after():
        if not window.built():
            QTimer.singleShot(20, after)
            return
        from PySide6.QtNetwork import QLocalSocket
        from gui.system.single_instance import server_name
        from gui.userdata.paths import user_data_folder
        socket = QLocalSocket()
        socket.connectToServer(server_name(user_data_folder()))
        print("server answers after it:", socket.waitForConnected(2000), flush=True)
        QApplication.quit()
    QTimer.singleShot(0, after)
    return found

jiupai.check_fonts = first_frame
sys.exit(jiupai.main())
"""


@pytest.mark.skipif(sys.platform != "linux", reason="the offscreen app runs on Linux here")
def test_the_guard_listens_after_the_first_frame(tmp_path):
    """Issue 33 (the cold start): the lock is taken before the window, but the local server
    that answers a second copy — QtNetwork, and the hash of the folder's name — comes after
    the first frame, in the window's later pieces."""
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_THEN_LATER], cwd=ROOT,
                          env=dict(environment(tmp_path), PYTHONPATH=str(ROOT)),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "at the first frame: []" in done.stdout, done.stdout
    assert "server answers after it: True" in done.stdout, done.stdout
