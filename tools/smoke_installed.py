#!/usr/bin/env python3
"""Smoke-start an *installed* Jiupai (a wheel in a venv, not the checkout) and check its data.

    /path/to/venv/bin/python tools/smoke_installed.py      # run from any folder but the checkout

CI runs this after `pip install .` into a fresh venv, from another folder, with a fresh HOME
and a Traditional-Chinese system locale. It fails (exit 1, one line per problem) when:
- `gui`, `engine` or `netplay` is imported from the checkout instead of the installation;
- `jiupai --version` / `--help` do not work, or the `jiupai` program does not keep running;
- the console script `jiupai-cli` does not list or run the commands (host, join, tables);
- `jiupai pictures`, the home's second process, does not draw each game's picture;
- the app does not start in 繁體中文 from the locale, or its translation did not load;
- a rules text (4 games × 3 languages), the launcher, the metainfo or an icon is missing.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
problems: list[str] = []


def check(condition: bool, message: str) -> None:
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        problems.append(message)


def installed_program() -> Path:
    folder = Path(sys.executable).parent
    return next((folder / name for name in ("jiupai", "jiupai.exe") if (folder / name).exists()),
                folder / "jiupai")


def check_program(env: dict[str, str]) -> None:
    program = installed_program()
    check(program.exists(), f"the jiupai program is installed ({program})")
    if not program.exists():
        return
    version = subprocess.run([program, "--version"], capture_output=True, text=True, env=env)
    check(version.returncode == 0 and version.stdout.startswith("Jiupai "),
          f"jiupai --version prints the version ({version.stdout.strip()!r})")
    usage = subprocess.run([program, "--help"], capture_output=True, text=True, env=env)
    check(usage.returncode == 0 and "--install-desktop" in usage.stdout, "jiupai --help works")
    console = program.with_name(program.name.replace("jiupai", "jiupai-cli"))
    listed = subprocess.run([console, "--help"], capture_output=True, text=True, env=env)
    check(listed.returncode == 0 and all(f"\n  {word} " in listed.stdout
                                         for word in ("host", "join", "tables")),
          f"the console script {console.name} lists the commands host, join and tables")
    joining = subprocess.run([console, "join", "--help"], capture_output=True, text=True, env=env)
    check(joining.returncode == 0 and "--code" in joining.stdout,
          f"{console.name} join --help prints the join command's options")
    import smoke_pictures  # (tools/, beside this script)
    drawn = subprocess.run([sys.executable, smoke_pictures.__file__, str(program)], env=env,
                           capture_output=True, text=True, timeout=300)
    print(drawn.stdout, end="")
    check(drawn.returncode == 0, "jiupai pictures draws the home's pictures")
    proc = subprocess.Popen([program], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        _, err = proc.communicate(timeout=5)
        check(False, f"jiupai keeps running (it exited with {proc.returncode}: {err[-300:]})")
    except subprocess.TimeoutExpired:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
        check("Traceback" not in err, "jiupai starts and keeps running without a traceback")


def check_in_process() -> None:
    import engine
    import gui
    import netplay.cli  # the network tables' command line and their dependencies
    for module in (gui, engine, netplay):
        where = Path(module.__file__).resolve()
        check(CHECKOUT not in where.parents, f"{module.__name__} is the installed one ({where})")

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from gui.app import app_icon, create_application, main
    from gui.dialogs.rules import rules_path
    from gui.lang.i18n import LanguageManager
    from gui.userdata.paths import APP_ID, icon_files, resource

    app = create_application(["jiupai"])
    check(app.desktopFileName() == APP_ID, "the desktop file name is the launcher's")

    def inspect() -> None:
        try:
            check(LanguageManager.instance().language == "zh_TW",
                  "the app starts in 繁體中文 from a zh_TW locale")
            window = next((w for w in QApplication.topLevelWidgets()
                           if type(w).__name__ == "MainWindow"), None)
            check(window is not None, "the main window opens")
            if window is not None:
                text = window.home.new_button.text()
                check(text.startswith("開新遊戲"), f"the zh_TW translation is loaded ({text!r})")
            check(not app_icon().isNull(), "the app icon loads")
            for info in engine.list_games():
                for lang in ("en", "zh_TW", "zh_CN"):
                    path = rules_path(info.id, lang)
                    check(path is not None and path.parent.name == lang
                          and path.stat().st_size > 500, f"rules text {lang}/{info.id}")
        finally:
            QCoreApplication.exit(0)

    QTimer.singleShot(500, inspect)
    main(["jiupai"])
    sizes = set(icon_files())
    check({"scalable", "48x48", "64x64", "128x128", "256x256"} <= sizes,
          f"hicolor icons ({', '.join(sorted(sizes))})")
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"):
        check(resource("desktop", name).is_file(), f"resources/desktop/{name}")
    from gui.table.sound import SOUND_NAMES
    for name in SOUND_NAMES:
        check(resource("sounds", f"{name}.wav").is_file(), f"resources/sounds/{name}.wav")


def main_() -> int:
    home = tempfile.mkdtemp(prefix="jiupai-home-")
    env = {"PATH": os.environ.get("PATH", ""), "HOME": home, "LANG": "zh_TW.UTF-8",
           "LC_ALL": "zh_TW.UTF-8", "LANGUAGE": "zh_TW", "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": f"{home}/.config", "XDG_DATA_HOME": f"{home}/.local/share"}
    check_program(env)
    os.environ.clear()
    os.environ.update(env)
    check_in_process()
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main_())
