"""PySide's import hook is told which modules use PySide without `inspect` reading them
(issue 33: the cold start).

PySide's `__feature__` support (shibokensupport.feature) asks of each module an import
statement names after PySide is loaded whether it "uses PySide": it reads the module's
whole source through `inspect.getsource` (linecache, tokenize) and looks for the word
"PySide6". Before the home's first frame that is 52 modules — Jiupai's own and the
standard ones they name (dataclasses, pathlib, re …): 7 M instructions, 3–5 ms of wall
clock. The answer matters only to `from __feature__ import …` switches (snake_case,
true_property), which Jiupai never uses. So the same answer is given more cheaply: for
Jiupai's own packages at once — gui uses PySide, engine and netplay never do
(tests/test_engine_has_no_qt.py) — and for any other module by looking for the word in its
file's bytes; a module without a source file is asked as before. A PySide without that hook
(another version) is left as it is.

gui/app.py imports this module before any other of its own: importing it installs the
answer.
"""
from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shiboken and its feature hook)

#: Jiupai's packages, and whether each uses PySide.
OWN = {"gui": True, "engine": False, "netplay": False}


def install() -> bool:
    """Answer for Jiupai's modules from now on (once); False where PySide has no such hook."""
    feature = sys.modules.get("shibokensupport.feature")
    asked = getattr(feature, "_mod_uses_pyside", None)
    if asked is None:
        return False
    if getattr(asked, "jiupai", False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        top = getattr(module, "__name__", "").partition(".")[0]
        if top in OWN:
            return OWN[top]
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return asked(module)

    uses_pyside.jiupai = True       # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
    return True


install()
