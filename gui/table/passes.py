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

import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

#: The work between two passes at most, in ms (wall clock, which is never less than the
#: GUI thread's CPU time), where the kit can cut it: a frame is 16.7 ms, and the cuts fall
#: between parts, so a slice can run over.
SLICE_MS = 4.0

_building = 0                  # nested in_passes() depth
_pumping = False               # inside a checkpoint's pass: what runs there runs in one go
_since = 0.0                   # when the last pass ended (time.perf_counter)
_windows: set[int] = set()     # the windows on show when the work began
_ended = 0.0                   # when the last work in passes ended
passes = 0                     # passes run by checkpoints (tests, bench)
pumped = 0.0                   # seconds spent in those passes (a step's own time is without)


def building() -> bool:
    """Is a table being built or drawn in passes now (inside `in_passes()`)?"""
    return _building > 0


@contextmanager
def in_passes() -> Iterator[None]:
    """Let the checkpoints inside run the event loop when a slice is spent."""
    global _building, _since, _windows, _ended
    if _building == 0:
        now = time.perf_counter()
        # work that ended a moment ago may have been in this same pass (the next picture
        # started by a 0 ms timer): its time counts in this slice (at worst a pass early)
        _since = _ended if now - _ended < 4 * SLICE_MS / 1000 else now
        _windows = _shown_windows()
    _building += 1
    try:
        yield
    finally:
        _building -= 1
        if _building == 0:
            _ended = time.perf_counter()


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
    if _building == 0 or _pumping or 1000 * (time.perf_counter() - _since) < SLICE_MS:
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
    _since = time.perf_counter()


__all__ = ["SLICE_MS", "building", "checkpoint", "in_passes", "whole"]
