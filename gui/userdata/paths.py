"""Where the app's files are: the player's data folder, and the shipped data of this installation.

**The player's data** (saves, finished games, statistics, the single-instance lock) live in
one folder, decided in engine/data_folder.py (so that the command line, which imports no part
of the window, finds the same one): appdirs' user data dir for "Jiupai" (Linux
`$XDG_DATA_HOME/Jiupai`, default ~/.local/share/Jiupai; macOS ~/Library/Application
Support/Jiupai; Windows %LOCALAPPDATA%\\Jiupai\\Jiupai). Below it: `saves/` (the slots,
engine.saves.SaveStore takes that folder), `history/` beside it (engine.history), and
`stats.json`. The engine's classes never pick a location themselves.

**The shipped data** — one helper for a checkout, an installed wheel and a bundle.

The repository keeps `resources/` and `translations/` at its top level, beside `gui/` (the
layout of the design). An installed wheel or a PyInstaller bundle has no such top level:
the build copies both folders *into* the `gui` package (`gui/resources`, `gui/translations`,
see setup.py and tools/jiupai.spec). So a file is looked up inside the package first, through
`importlib.resources`, and only then beside the package, where a checkout has it. Nothing is
ever read relative to site-packages or the current folder.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from engine.data_folder import APP_NAME, user_data_folder

#: The data folders, by the name they have in the repository and in the package.
DATA_FOLDERS = ("resources", "translations")

#: The application id: the launcher's file name, the icon's name and the AppStream id.
APP_ID = "io.github.jiupai.Jiupai"

__all__ = ["APP_ID", "APP_NAME", "DATA_FOLDERS", "data_dir", "history_beside", "icon_dir",
           "icon_files", "resource", "saves_folder", "stats_path", "user_data_folder"]


def saves_folder() -> Path:
    """The save slots' folder (engine.saves.SaveStore)."""
    return user_data_folder() / "saves"


def history_beside(saves: Path | str) -> Path:
    """The finished games' folder (engine.history.GameHistory) that goes with a saves folder:
    its sibling `history/`, so a store in a test's temporary folder keeps its own."""
    return Path(saves).parent / "history"


def stats_path() -> Path:
    """The statistics file (gui.userdata.stats_file), beside saves/."""
    return user_data_folder() / "stats.json"


def data_dir(name: str) -> Path:
    """The folder `name` ("resources" or "translations") of this installation."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {DATA_FOLDERS}")
    packaged = Path(str(files("gui") / name))
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parents[2] / name   # gui/userdata/paths.py
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        f"Jiupai's {name} folder is missing (looked in {packaged} and {checkout}); "
        "the installation is incomplete: reinstall it")


def resource(*parts: str) -> Path:
    """A path below resources/, e.g. resource("rules", "en", "showdown.md")."""
    return data_dir("resources").joinpath(*parts)


def icon_dir() -> Path:
    """The hicolor icon theme folder shipped with the app (scalable SVG and PNG sizes)."""
    return resource("icons", "hicolor")


def icon_files() -> dict[str, Path]:
    """The app icon per hicolor size folder ("scalable", "48x48", …), as shipped."""
    found = {}
    for size_dir in sorted(icon_dir().iterdir()):
        for suffix in (".svg", ".png"):
            path = size_dir / "apps" / f"{APP_ID}{suffix}"
            if path.is_file():
                found[size_dir.name] = path
    return found
