#!/usr/bin/env python3
"""Build the one-folder Jiupai bundle: `dist/jiupai/jiupai` runs with no Python installed.

    python -m venv /tmp/bundle-venv && /tmp/bundle-venv/bin/python tools/build_bundle.py
    python tools/build_bundle.py --archive      # also dist/jiupai-<version>-<os>-<arch>.tar.gz

Run it in a fresh venv: it installs what it needs there (PyInstaller, the game's
dependencies; Pillow on Windows and macOS for the icon), then runs PyInstaller on
tools/jiupai.spec. The same command builds on Windows (dist\\jiupai\\jiupai.exe, archived as a
.zip) and macOS (dist/Jiupai.app too); PyInstaller does not cross-compile, so build each
system's bundle on that system. docs/packaging.md says more.
"""
from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PYINSTALLER = "pyinstaller>=6.10,<7"


def pip_install(*requirements: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", *requirements], check=True)


def dependencies() -> list[str]:
    """The game's runtime dependencies, as pyproject.toml declares them (markers included)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return list(project["dependencies"])


def version() -> str:
    for line in (ROOT / "engine" / "version.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=")[1].strip().strip("\"'")
    raise SystemExit("engine/version.py has no __version__")


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def archive(folder: Path) -> Path:
    """dist/jiupai-<version>-<os>-<arch>.tar.gz (.zip on Windows): unpack anywhere and run."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    base = DIST / f"jiupai-{version()}-{system}-{platform.machine().lower()}"
    kind = "zip" if sys.platform == "win32" else "gztar"
    return Path(shutil.make_archive(str(base), kind, root_dir=folder.parent, base_dir=folder.name))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", action="store_true", help="also pack the folder")
    parser.add_argument("--no-install", action="store_true",
                        help="use the packages already in this environment")
    options = parser.parse_args()
    if sys.prefix == sys.base_prefix and not options.no_install:
        print("note: not in a venv; PyInstaller and the game's dependencies go into "
              f"{sys.prefix}")
    if not options.no_install:
        extra = ["pillow"] if sys.platform in ("win32", "darwin") else []
        pip_install(PYINSTALLER, *dependencies(), *extra)
    shutil.rmtree(DIST / "jiupai", ignore_errors=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(ROOT / "tools" / "jiupai.spec")], check=True, cwd=ROOT)
    folder = DIST / "jiupai"
    print(f"built {folder} ({folder_size(folder) / 2**20:.0f} MB)")
    if options.archive:
        packed = archive(folder)
        print(f"packed {packed} ({packed.stat().st_size / 2**20:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
