"""Desktop integration: `jiupai --install-desktop` / `--uninstall-desktop`, launcher and metainfo."""
import shutil
import subprocess
import sys

import pytest

from gui.system import desktop
from gui.userdata.paths import APP_ID, icon_files, resource


def test_install_writes_launcher_icons_and_metainfo(tmp_path):
    written = desktop.install(tmp_path, command=["/opt/my games/jiupai"])
    launcher = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert launcher in written
    text = launcher.read_text(encoding="utf-8")
    assert 'Exec="/opt/my games/jiupai"' in text.splitlines()
    assert "Name[zh_TW]=九牌" in text and "Categories=Game;CardGame;" in text
    assert f"Icon={APP_ID}" in text
    for size in ("scalable", "48x48", "64x64", "128x128", "256x256"):
        suffix = ".svg" if size == "scalable" else ".png"
        assert (tmp_path / "icons" / "hicolor" / size / "apps" / f"{APP_ID}{suffix}").is_file()
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert len(written) == 2 + len(icon_files())


def test_uninstall_removes_exactly_what_install_wrote(tmp_path):
    mine = tmp_path / "applications" / "someone-else.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\n", encoding="utf-8")
    before = {p for p in tmp_path.rglob("*") if p.is_file()}
    written = desktop.install(tmp_path, command=["/usr/bin/jiupai"])
    removed = desktop.uninstall(tmp_path)
    assert sorted(removed) == sorted(written)
    assert {p for p in tmp_path.rglob("*") if p.is_file()} == before
    assert desktop.uninstall(tmp_path) == []


def test_exec_quoting_follows_the_desktop_entry_spec():
    assert desktop.desktop_quote("/usr/bin/jiupai") == "/usr/bin/jiupai"
    assert desktop.desktop_quote("/home/a b/jiupai") == '"/home/a b/jiupai"'
    assert desktop.desktop_quote('/x/$"`\\') == '"/x/\\$\\"\\`\\\\"'
    assert desktop.desktop_quote("/100%/jiupai") == '"/100%%/jiupai"'


def test_launch_command_is_absolute(monkeypatch, tmp_path):
    script = tmp_path / "bin" / "jiupai"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script)])
    assert desktop.launch_command() == [str(script.resolve())]
    monkeypatch.setattr(sys, "argv", ["main.py"])
    assert desktop.launch_command() == [str(__import__("pathlib").Path(sys.executable).resolve()),
                                        "-m", "gui"]


def test_cli_install_and_uninstall(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path), "HOME": str(tmp_path), "PATH": ""}
    done = subprocess.run([sys.executable, "-m", "gui", "--install-desktop"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    launcher = tmp_path / "applications" / f"{APP_ID}.desktop"
    assert f"installed {launcher}" in done.stdout
    assert f"Exec={sys.executable} -m gui" in launcher.read_text(encoding="utf-8") or \
        "-m gui" in launcher.read_text(encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "gui", "--uninstall-desktop"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not launcher.exists()


@pytest.mark.parametrize("option,expected", [("--version", "Jiupai "), ("--help", "--install-desktop")])
def test_version_and_help(option, expected):
    done = subprocess.run([sys.executable, "-m", "gui", option], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and expected in done.stdout


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils absent")
def test_launcher_validates(tmp_path):
    desktop.install(tmp_path, command=["/usr/bin/jiupai"])
    for path in (resource("desktop", f"{APP_ID}.desktop"),
                 tmp_path / "applications" / f"{APP_ID}.desktop"):
        done = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream absent")
def test_metainfo_validates():
    done = subprocess.run(["appstreamcli", "validate", "--no-net",
                           str(resource("desktop", f"{APP_ID}.metainfo.xml"))],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_launcher_is_named_as_the_readme_says():
    """Issue 34.12: the .desktop `Name` was "Jiupai" while the README calls the launcher
    "九牌 Jiupai" (and so does the window's title); the metainfo names it the same."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    named = re.search(r'adds the launcher "([^"]+)"', readme).group(1)
    launcher = (root / "resources" / "desktop" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Name={named}" in launcher.splitlines()
    metainfo = (root / "resources" / "desktop" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<name>{named}</name>" in metainfo
