"""BuildLater: the window's parts the first frame does not show, built after it (issue 33,
item 2: cold start ≤ 1.5× a bare Qt window).

The first frame needs the home page and the menu bar's four titles; nothing else the window
owns is seen before the player's first click or key. So the MainWindow builds its actions
(shortcuts and the menus' entries), the helpers' commands (Hint, 托管, Undo…), the link to
the table, the autosave guard and the lessons' controller here, one piece per event-loop
pass, starting a pass after the home's first paint: a pass stays short, and the window can
repaint and take a key between pieces. All of it is there within a few passes — long before
a hand reaches a key — and `tests/gui/test_window_parts.py` checks the shortcuts work then.

Code that needs a piece sooner (a test starting a game at once, a language switch, a
window never shown) gets it at once: `finish()` builds whatever is left, and the window's
`__getattr__` calls it for the names the pieces make (`provides`).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

#: The window's attributes the pieces make, besides its actions (`act_*`).
NAMES = frozenset({"assist", "link", "tutorial", "autosave_guard", "lang_group",
                   "lang_actions", "menu_language"})


class BuildLater(QObject):
    """Runs `steps` one per event-loop pass once started; `done` after the last."""

    done = Signal()

    def __init__(self, parent: QObject, steps: list[Callable[[], None]]) -> None:
        super().__init__(parent)
        self._steps = list(steps)
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

    def add(self, steps: list[Callable[[], None]]) -> None:
        """More pieces, after those queued (run at once by `finish`, like the others)."""
        idle = self._started and not self._steps
        self._steps.extend(steps)
        if idle:
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        if self._steps:
            self._steps.pop(0)()
            if self._steps:
                QTimer.singleShot(0, self, self._next)
            else:
                self.done.emit()

    def finish(self) -> None:
        """Build every piece left now (something needs one before its pass came)."""
        if not self._steps:
            return
        while self._steps:
            self._steps.pop(0)()
        self.done.emit()


__all__ = ["BuildLater", "NAMES"]
