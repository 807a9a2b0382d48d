"""`jiupai --install-desktop`: put the launcher and icons where the desktop's menu finds them.

A `pip install` places no files outside Python's own folders, so the game would not appear in
the menu of a Linux desktop. The freedesktop.org specifications say where a user's launchers
(`$XDG_DATA_HOME/applications`), icons (`$XDG_DATA_HOME/icons/hicolor/<size>/apps`) and
AppStream metainfo (`$XDG_DATA_HOME/metainfo`) live; `$XDG_DATA_HOME` defaults to
`~/.local/share`. The launcher we write there runs *this* installation (an absolute Exec
line), so a double-click starts the same game as `jiupai` does. Uninstalling removes exactly
the files that installing writes — the list is computed the same way both times — and
nothing else. Desktops watch these folders, so no cache needs refreshing (running
update-desktop-database or gtk-update-icon-cache would leave cache files behind that
uninstalling could not tell from the user's own). Pure Python: no Qt is needed to run these commands.
"""
from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from ..userdata.paths import APP_ID, icon_files, resource

DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"


def xdg_data_home() -> Path:
    """The user's data folder as the XDG Base Directory specification defines it."""
    value = os.environ.get("XDG_DATA_HOME", "")
    # The spec: a relative path is invalid and must be ignored.
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


@dataclass(frozen=True)
class Placed:
    """One file that installing puts into the user's data folder, and where it comes from."""
    source: Path
    target: Path


def planned_files(data_home: Path | None = None) -> list[Placed]:
    """Every file `--install-desktop` writes (and `--uninstall-desktop` removes)."""
    home = data_home or xdg_data_home()
    placed = [
        Placed(resource("desktop", DESKTOP_FILE), home / "applications" / DESKTOP_FILE),
        Placed(resource("desktop", METAINFO_FILE), home / "metainfo" / METAINFO_FILE),
    ]
    for size, path in icon_files().items():
        placed.append(Placed(path, home / "icons" / "hicolor" / size / "apps" / path.name))
    return placed


def launch_command() -> list[str]:
    """The command that starts this installation, as absolute paths."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable itself
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name in ("jiupai", "jiupai.exe") and script.exists():
        return [str(script.resolve())]  # the gui-script pip wrote for this environment
    return [str(Path(sys.executable).resolve()), "-m", "gui"]


def desktop_quote(argument: str) -> str:
    """Quote one Exec argument as the Desktop Entry specification asks."""
    if argument and not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`%"):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return '"' + escaped.replace("%", "%%") + '"'


def launcher_text(command: list[str]) -> str:
    """The shipped launcher with its Exec line pointing at `command`."""
    lines = resource("desktop", DESKTOP_FILE).read_text(encoding="utf-8").splitlines()
    exec_line = "Exec=" + " ".join(desktop_quote(part) for part in command)
    return "\n".join(exec_line if line.startswith("Exec=") else line for line in lines) + "\n"


def install(data_home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the launcher, metainfo and icons; returns the files written."""
    written = []
    for item in planned_files(data_home):
        item.target.parent.mkdir(parents=True, exist_ok=True)
        if item.target.name == DESKTOP_FILE:
            item.target.write_text(launcher_text(command or launch_command()), encoding="utf-8")
        else:
            shutil.copyfile(item.source, item.target)
        written.append(item.target)
    return written


def uninstall(data_home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote (and only that); returns the files removed."""
    removed = []
    for item in planned_files(data_home):
        if item.target.is_file() or item.target.is_symlink():
            item.target.unlink()
            removed.append(item.target)
    return removed

