"""A desktop without the xcb plugin's libraries gets one message naming the packages."""
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from gui.system import platform_check as pc
from gui.system.xcb_libraries import XCB_LIBRARIES


def test_missing_cursor_library_names_its_packages(monkeypatch):
    monkeypatch.setattr(pc.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    # without libxcb-cursor the loader cannot load the plugin either
    loads = lambda name: "cannot open" if name.endswith(("libxcb-cursor.so.0", "libqxcb.so")) else None  # noqa: E731,E501
    message = pc.check([], loads=loads)
    assert message is not None
    assert "libxcb-cursor.so.0" in message
    assert "sudo apt install libxcb-cursor0\n" in message
    assert "sudo dnf install xcb-util-cursor\n" in message
    assert "sudo pacman -S xcb-util-cursor\n" in message
    assert "libxcb-icccm" not in message  # only what is missing


def test_nothing_missing_or_another_platform_passes(monkeypatch):
    monkeypatch.setattr(pc.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    assert pc.check([], loads=lambda name: None, opens=lambda name: True) is None
    broken = lambda name: "cannot open"  # noqa: E731
    assert pc.check(["-platform", "offscreen"], loads=broken) is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    assert pc.check([], loads=broken) is None
    monkeypatch.setattr(pc.sys, "platform", "win32")
    assert pc.check([], loads=broken) is None


def test_a_plugin_that_loads_spares_the_one_by_one_check(monkeypatch):
    """On a desktop where all is well, one load (the plugin's), not one per library; the
    libraries are tried one by one only to name what keeps the plugin from loading."""
    monkeypatch.setattr(pc.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    if not pc.plugin_found():
        pytest.skip("this PySide6 has no xcb plugin")
    tried: list[str] = []
    assert pc.check([], loads=lambda name: tried.append(name), opens=lambda name: True) is None
    assert [Path(name).name for name in tried] == ["libqxcb.so"]
    tried.clear()
    broken = lambda name: tried.append(name) or "undefined symbol"  # noqa: E731
    message = pc.check([], loads=broken, opens=lambda name: True)
    assert len(tried) == 1 + len(XCB_LIBRARIES)
    assert "libxcb-cursor.so.0" in message      # every library failed to load here


def test_no_display_is_said_plainly(monkeypatch):
    monkeypatch.setattr(pc.sys, "platform", "linux")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert "no graphical display" in pc.check([], loads=lambda name: None)


def test_the_table_covers_the_plugin_libraries():
    """Every xcb/X11 library the shipped plugin links against has packages in the table."""
    from pathlib import Path

    import PySide6
    qt = Path(PySide6.__file__).parent / "Qt"
    known = {lib.soname for lib in XCB_LIBRARIES}
    for binary in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"):
        if not binary.exists():
            continue
        done = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True)
        if done.returncode != 0:
            return
        needed = {line.split("[")[1].rstrip("]") for line in done.stdout.splitlines()
                  if "(NEEDED)" in line}
        system = {n for n in needed if n.startswith(("libxcb", "libX", "libxkb", "libGL",
                                                     "libglib", "libgthread"))}
        assert system <= known, system - known


def test_app_exits_with_the_message_and_no_core_dump(tmp_path):
    """The real entry point, with the check forced to fail, exits 2 and prints the advice."""
    code = ("import sys; from gui import app; from gui.system import platform_check as pc; "
            "pc.plugin_error = lambda loads=None: 'libxcb-cursor.so.0: cannot open'; "
            "from gui.system.xcb_libraries import XCB_LIBRARIES; "
            "pc.missing_libraries = lambda loads=None: [XCB_LIBRARIES[0]]; "
            "sys.exit(app.main(['jiupai']))")
    env = {"DISPLAY": ":99", "HOME": str(tmp_path), "PATH": ""}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert "sudo apt install libxcb-cursor0" in done.stderr


# ---- a display that cannot be reached (issue 24.10) ------------------------------------------
@contextmanager
def free_display() -> Iterator[int]:
    """A display number no X server uses here, held while the test runs: its lock file is made
    here (O_EXCL, as an X server makes it), so neither another test worker nor a server
    started meanwhile takes the number."""
    for number in range(173, 400):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        lock = Path(f"/tmp/.X{number}-lock")
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o444)
        except OSError:
            continue
        with os.fdopen(fd, "w") as out:
            out.write(f"{os.getpid():>10}\n")
        try:
            yield number
        finally:
            lock.unlink(missing_ok=True)
        return
    pytest.skip("no free display number")


def test_a_display_nobody_answers_is_named(monkeypatch):
    monkeypatch.setattr(pc.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    message = pc.check([], loads=lambda name: None, opens=lambda name: False)
    assert "cannot connect to the display :99" in message
    message = pc.check(["-display", ":7"], loads=lambda name: None, opens=lambda name: False)
    assert "cannot connect to the display :7" in message


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 only")
def test_the_app_says_it_cannot_connect_to_the_display_and_exits_2(tmp_path):
    """Issue 24.10: 「DISPLAY=:99 jiupai with no server on :99 aborts (exit 134) with Qt's
    misleading "libxcb-cursor0 is needed"」."""
    with free_display() as number:
        _cannot_connect(number, tmp_path)


def _cannot_connect(number: int, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XAUTHORITY")}
    env.update(DISPLAY=f":{number}", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", "import sys; from gui import app; "
                           "sys.exit(app.main(['jiupai']))"], env=env, capture_output=True,
                          text=True, timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 2, done.stderr
    assert f"cannot connect to the display :{number}" in done.stderr
    assert "libxcb-cursor0" not in done.stderr


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")
def test_a_running_display_passes_the_check(monkeypatch, tmp_path):
    """The same check with an X server there (an Xvfb this test starts and stops)."""
    # Xvfb picks a free display itself and says which (-displayfd): no other worker's test
    # can take the same number between the choice and the start. -noreset: an X server
    # resets when its last client leaves, and a connection made meanwhile is refused (the
    # check after the first probe failed so, on a loaded machine).
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-noreset", "-nolisten", "tcp",
                               "-screen", "0", "800x600x24"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline().strip()      # written once the server listens
        if not line.isdigit():
            pytest.skip("Xvfb did not start")
        number = int(line)
        assert pc._opens_display(f":{number}") is True
        monkeypatch.setattr(pc.sys, "platform", "linux")
        monkeypatch.setenv("DISPLAY", f":{number}")
        monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
        monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
        assert pc.check([]) is None
    finally:
        server.terminate()
        server.wait(timeout=20)
    assert pc._opens_display(f":{number}") is False
