"""Building and drawing a table in several passes of the event loop (issue 33, Speed).

A table made for a picture (the home's tiles, the saves' and replays' cards) is made and
drawn while the window is on show, and the first GameTable of each game in a process costs
20–140 ms: its parts (the felt, the side panel, the frame, the endings' overlay …) polished
under the style sheet, PySide's enums made on first use, its first faces painted. In one
pass of the event loop that is a frozen frame.

`in_passes()` marks a stretch of such work; inside it `checkpoint()` — called by the kit
between a table's parts (GameTable.__init__) and after each new face (faces.py) — lets the
event loop run one pass (timers, painting, input) once SLICE_MS have gone since the last
one. What runs inside that pass is not cut again (no pass inside a pass), and neither is
what runs inside `whole()` (a grab, a render: its painter is active throughout). Outside
`in_passes()` a checkpoint costs one test: a table made to play on is built as before, in
one go.

While a table is built in passes, `building()` is true: the picture makers start no second
table inside one of those passes (gui/dialogs/table_picture.py, gui/home/painter.py) —
they wait for the next pass of their own.
"""
from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

#: The work between two passes at most, in ms of the GUI thread's CPU time (what the work
#: costs, whatever else the machine runs), where the kit can cut it: a frame is 16.7 ms,
#: and the cuts fall between parts, so a slice can run over.
SLICE_MS = 4.0

_building = 0                  # nested in_passes() depth
_pumping = False               # inside a checkpoint's pass: what runs there runs in one go
_since = 0.0                   # when the last pass ended (time.thread_time)
_windows: set[int] = set()     # the windows on show when the work began
_ended = 0.0                   # when the last work in passes ended
_collecting = _collected_at = -1.0   # when the GUI thread's last garbage collection began
_GUI_THREAD = threading.main_thread().ident     # the app's GUI thread
passes = 0                     # passes run by checkpoints (tests, bench)
pumped = 0.0                   # seconds spent in those passes (a step's own time is without)


def _collected(phase: str, _info: dict) -> None:
    """A garbage collection on the GUI thread (gui/system/gcguard.py: 9–20 ms for the
    oldest generation) is work of this pass too: the slice after it is counted from its
    start, so a table's part does not follow it in the same pass."""
    global _collecting, _collected_at
    if threading.get_ident() != _GUI_THREAD:
        return
    if phase == "start":
        _collecting = time.thread_time()
    else:
        _collected_at = _collecting


def building() -> bool:
    """Is a table being built or drawn in passes now (inside `in_passes()`)?"""
    return _building > 0


@contextmanager
def in_passes() -> Iterator[None]:
    """Let the checkpoints inside run the event loop when a slice is spent."""
    global _building, _since, _windows, _ended
    if _building == 0:
        if _collected not in gc.callbacks:
            gc.callbacks.append(_collected)
        now = time.thread_time()
        # work that ended a moment ago may have been in this same pass (the next picture
        # started by a 0 ms timer, or a garbage collection): its time counts in this slice
        # (at worst a pass early; an idle wait between them costs the thread no time)
        _since = now
        for before in (_ended, _collected_at):
            if now - before < 4 * SLICE_MS / 1000:
                _since = min(_since, before)
        _windows = _shown_windows()
    _building += 1
    try:
        yield
    finally:
        _building -= 1
        if _building == 0:
            _ended = time.thread_time()


@contextmanager
def whole() -> Iterator[None]:
    """Work inside `in_passes()` that must not be cut: a paint or a grab (its painter is
    active throughout; an event-loop pass inside it would paint the window meanwhile)."""
    global _pumping
    was, _pumping = _pumping, True
    try:
        yield
    finally:
        _pumping = was


def _shown_windows() -> set[int]:
    """The top-level widgets on show (a table made off the screen is not on show)."""
    return {id(w) for w in QApplication.topLevelWidgets()
            if w.isVisible() and not w.testAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)}


def checkpoint() -> None:
    """A place where the work may stop for one pass of the event loop (see the module).
    Never while a widget made meanwhile stands on its own as a window (a part not yet
    put in its table): a pass would put it on the screen."""
    global _since, _pumping, passes, pumped
    if _building == 0 or _pumping or 1000 * (time.thread_time() - _since) < SLICE_MS:
        return
    if not _shown_windows() <= _windows:
        return
    app = QCoreApplication.instance()
    if app is not None:
        passes += 1
        _pumping = True             # a table made in this pass (a game started) is made
        start = time.perf_counter()     # in one go, as outside in_passes()
        try:
            app.processEvents()
        finally:
            _pumping = False
            pumped += time.perf_counter() - start
    _since = time.thread_time()


__all__ = ["SLICE_MS", "building", "checkpoint", "in_passes", "whole"]
