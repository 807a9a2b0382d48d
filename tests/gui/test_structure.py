"""The layout shows the architecture (issue 23, items 5 and 7): composition, not inheritance
towers — no class in gui/ has more than two of the project's own classes above it — and the
root of gui/ holds the application's entry and window only."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import gui

PROJECT = ("gui.", "engine.", "netplay.", "tests.")
ROOT_MODULES = {"__init__", "__main__", "app", "main_window"}


def _gui_modules():
    for info in pkgutil.walk_packages(gui.__path__, "gui."):
        if info.name.endswith("__main__"):
            continue                      # importing it starts the app
        yield importlib.import_module(info.name)


def test_no_class_in_gui_stands_on_more_than_two_of_our_own():
    towers = []
    for module in _gui_modules():
        for name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__:
                continue
            ours = [base for base in cls.__mro__[1:] if base.__module__.startswith(PROJECT)]
            if len(ours) > 2:
                towers.append(f"{module.__name__}.{name}: {[b.__name__ for b in ours]}")
    assert not towers, "\n".join(towers)


def test_the_root_of_gui_holds_the_entry_and_the_window_only():
    root = Path(gui.__file__).parent
    loose = sorted(p.stem for p in root.glob("*.py") if p.stem not in ROOT_MODULES)
    assert loose == [], loose
