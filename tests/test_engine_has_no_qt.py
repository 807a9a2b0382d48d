"""The engine and the network layer are pure Python: no module of engine/ or netplay/
imports Qt (../shared/DESIGN.md). gui/system/pyside_sources.py relies on it: it tells PySide's
import hook, without reading them, that these packages never use PySide."""
from __future__ import annotations

from pathlib import Path

from tests.gui.fresh_start import first_frame

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
    out = first_frame(tmp_path, before=[
        "import inspect",
        "asked = []",
        "getsource = inspect.getsource",
        "inspect.getsource = lambda m: (asked.append(m.__name__), getsource(m))[1]",
    ], after=[
        "table = sys.modules['shibokensupport.feature'].pyside_feature_dict",
        "print(sorted(n for n in asked if n.partition('.')[0] in ('gui', 'engine', 'netplay')"
        "             or n in ('dataclasses', 'functools', 'pathlib')))",
        "print(table['gui.lang.i18n'], table['engine.core'], table['dataclasses'])",
    ])
    asked, answers = out.stdout.splitlines()[-2:]
    assert asked == "[]", out.stderr
    assert answers == "0 -1 -1"
