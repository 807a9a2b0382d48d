"""The engine and the network layer are pure Python: no module of engine/ or netplay/
imports Qt (../shared/DESIGN.md). gui/system/pyside_sources.py relies on it: it tells PySide's
import hook, without reading them, that these packages never use PySide."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_engine_or_netplay_module_names_qt():
    named = [str(path.relative_to(ROOT)) for package in ("engine", "netplay")
             for path in (ROOT / package).rglob("*.py")
             if any(word in path.read_text(encoding="utf-8") for word in ("PySide", "shiboken"))]
    assert named == []


def test_pyside_reads_no_module_through_inspect_at_the_start(tmp_path):
    """In a fresh interpreter, the start to the home's first frame (as `python -m bench app`
    measures it): once gui.app has installed gui/system/pyside_sources.py, PySide's import hook
    asks `inspect` for no module's source — none of ours, nor the standard ones our imports
    name (dataclasses) — and its answers are the ones reading would give (gui: uses PySide;
    engine and dataclasses: do not). (What it asks before — PySide's own modules, the
    built-in ones already loaded — is asked as PySide does.)"""
    script = "\n".join([
        "import inspect, sys",
        "asked = []",
        "getsource = inspect.getsource",
        "inspect.getsource = lambda m: (asked.append(m.__name__), getsource(m))[1]",
        "from gui.app import create_application",
        "app = create_application(['jiupai'])",
        "from PySide6.QtCore import QSettings",
        "QSettings.setDefaultFormat(QSettings.Format.IniFormat)",
        f"QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(tmp_path)!r})",
        "from engine.saves import SaveStore",
        "from gui.main_window import MainWindow",
        f"window = MainWindow(store=SaveStore({str(tmp_path / 'saves')!r}))",
        "window.show()",
        "app.processEvents()",
        "table = sys.modules['shibokensupport.feature'].pyside_feature_dict",
        "print(sorted(n for n in asked if n.partition('.')[0] in ('gui', 'engine', 'netplay')"
        "             or n in ('dataclasses', 'functools', 'pathlib')))",
        "print(table['gui.lang.i18n'], table['engine.core'], table['dataclasses'])",
    ])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, cwd=tmp_path, timeout=60)
    asked, answers = out.stdout.splitlines()[-2:]
    assert asked == "[]", out.stderr
    assert answers == "0 -1 -1"
