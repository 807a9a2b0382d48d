"""Where the app's data files are: one helper for a checkout, an installed wheel and a bundle.

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

#: The data folders, by the name they have in the repository and in the package.
DATA_FOLDERS = ("resources", "translations")

#: The application id: the launcher's file name, the icon's name and the AppStream id.
APP_ID = "io.github.jiupai.Jiupai"


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
