"""BuildLater: the window's parts the first frame does not show, built after it (issue 33,
item 2: cold start ≤ 1.5× a bare Qt window).

The first frame needs the home page and the menu bar's four titles; nothing else the window
owns is seen before the player's first click or key. So the MainWindow builds its actions
(shortcuts and the menus' entries), the helpers' commands (Hint, 托管, Undo…), the link to
the table, the autosave guard and the lessons' controller here, one piece per event-loop
pass, starting a pass after the home's first paint: a pass stays short, and the window can
repaint and take a key between pieces. All of it is there within a few passes — long before
a hand reaches a key — and `tests/gui/test_window_parts.py` checks the shortcuts work then.

A pass runs pieces until SLICE_MS of the GUI thread's time is spent (a few small pieces
share a pass; none should be longer than that). A piece that is a generator function is
run to its next `yield` at a time: a long piece (painting ten icons) gives the loop a pass
between its parts. `importing(...)` is a piece that only imports modules, so that the
piece after it does not pay for them in its own pass.

Code that needs a piece sooner (a test starting a game at once, a language switch, a
window never shown) gets it at once: `finish()` builds whatever is left, and the window's
`__getattr__` calls it for the names the pieces make (`provides`).
"""
from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QTimer, Signal

from ..system import gcguard

#: The window's attributes the pieces make, besides its actions (`act_*`).
NAMES = frozenset({"assist", "link", "tutorial", "autosave_guard", "lang_group",
                   "lang_actions", "menu_language"})
#: The pieces run in one pass at most, in ms of the GUI thread's time (a frame is 16.7).
SLICE_MS = 4.0

Step = Callable[[], object] | Iterator[object]


def importing(*modules: str) -> Callable[[], None]:
    """A piece that imports `modules` (what the piece after it needs)."""
    def step() -> None:
        for module in modules:
            importlib.import_module(module)
    step.__qualname__ = f"importing({', '.join(modules)})"
    return step


class BuildLater(QObject):
    """Runs `steps` one per event-loop pass once started; `done` after the last."""

    done = Signal()

    def __init__(self, parent: QObject, steps: list[Step]) -> None:
        super().__init__(parent)
        self._steps: list[Step] = list(steps)
        self._started = False

    @staticmethod
    def provides(name: str) -> bool:
        """True for an attribute of the window one of the pieces makes."""
        return name in NAMES or name.startswith("act_")

    def finished(self) -> bool:
        return not self._steps

    def start(self) -> None:
        """The first frame is on the screen: the pieces, from the next pass on."""
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self, self._next)

    def add(self, steps: list[Step]) -> None:
        """More pieces, after those queued (run at once by `finish`, like the others)."""
        idle = self._started and not self._steps
        self._steps.extend(steps)
        if idle:
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        if not self._steps:
            return
        start = time.thread_time()
        while self._steps and 1000 * (time.thread_time() - start) < SLICE_MS:
            self._run_one()
        # What the pieces made (modules imported, actions, menus) lives as long as the
        # window: frozen, the collections after it never walk it (gui/system/gcguard.py;
        # a GUI-thread collection of the young objects a few imports leave took 8-12 ms).
        gcguard.freeze()
        if self._steps:
            QTimer.singleShot(0, self, self._next)
        else:
            self.done.emit()

    def _run_one(self) -> None:
        """The first piece, or its next part when it is a generator."""
        step = self._steps[0]
        if isinstance(step, Iterator):
            if next(step, _END) is _END:
                self._steps.pop(0)
            return
        self._steps.pop(0)
        made = step()
        if isinstance(made, Iterator):
            self._steps.insert(0, made)

    def finish(self) -> None:
        """Build every piece left now (something needs one before its pass came)."""
        if not self._steps:
            return
        while self._steps:
            self._run_one()
        self.done.emit()


_END = object()


__all__ = ["BuildLater", "NAMES"]
