"""Python's garbage collector runs in the GUI thread only.

CPython collects cycles in whichever thread happens to allocate when a generation's
threshold is crossed — in this app often the engine thread, where bots allocate a lot.
A cycle that holds a Qt wrapper (a window, a table, a signal connection to a lambda) is
then destroyed in that thread: Qt objects must die in the thread they live in, and such
a collection crashed the test suite ("QObject::killTimer" warnings, then a SIGSEGV later).

So, as Qt applications in Python commonly do, automatic collection is switched off and a
GUI-thread timer collects instead, generation by generation, when `gc.get_count()` says the
thresholds are crossed. Reference counting still frees everything outside cycles at once.

A collection of the oldest generation walks every object the program holds: 20–56 ms in
the GUI thread, mid-hand, a visible hitch (docs/benchmarks.md). So when a game's table is
built — a moment that is busy anyway — `settle()` collects everything and freezes what
survives (`gc.freeze`): the collections during play then look only at what play made.
The next `settle()` unfreezes and collects the lot again, the last table's leftovers too.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 500


class GarbageCollector(QObject):
    """Disables automatic gc and collects from a GUI-thread timer (see the module docstring)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._was_enabled = gc.isenabled()
        self.collections = 0
        gc.disable()
        self._timer.start()

    def check(self) -> None:
        """Collect the oldest generation whose threshold is crossed (as CPython would)."""
        threshold, counts = gc.get_threshold(), gc.get_count()
        for generation in (2, 1, 0):
            if threshold[generation] and counts[generation] > threshold[generation]:
                gc.collect(generation)
                self.collections += 1
                return

    def restart(self) -> None:
        gc.disable()
        self._timer.start()

    def uninstall(self) -> None:
        """Stop the timer and give automatic collection back (tests: no engine thread is
        left running then, so any later collection happens in this thread)."""
        self._timer.stop()
        gc.unfreeze()
        if self._was_enabled:
            gc.enable()


_installed: GarbageCollector | None = None


def install(app: QCoreApplication | None = None) -> GarbageCollector:
    """The app's collector, started (one per process; later calls restart the same one)."""
    global _installed
    if _installed is None:
        _installed = GarbageCollector(app or QCoreApplication.instance())
    else:
        gc.disable()
        _installed.restart()
    return _installed


def installed() -> bool:
    """Is the app's collector in charge (automatic collection off)?"""
    return _installed is not None and not gc.isenabled()


def settle() -> None:
    """A loading moment (a new game's table): collect every generation now and freeze what
    survives, so that the collections during play walk only the objects play made (see the
    module docstring). Nothing happens where the collector is not installed."""
    if _installed is None:
        return
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def freeze() -> None:
    """A loading moment that must stay under a frame (a dialog's pictures about to be made):
    freeze what lives now without collecting, so the collections the pictures' garbage
    brings on walk only what was made after it. The next `settle()` unfreezes it all."""
    if _installed is None:
        return
    gc.freeze()
