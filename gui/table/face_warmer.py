"""FaceWarmer: card faces painted ahead of need, a few at a time while the table idles.

A face is painted once per look and size into the kit's one cache (faces.py), and a first
paint costs 0.5–1 ms. A table that shows its first trick of sixteen cards at the trick's
size, or dims a 54-card hand for the first time, paid 20–40 ms in one pass of the event
loop (天地人: docs/benchmarks.md). The table names the looks it will soon need (`want`);
the warmer paints them in slices of at most SLICE_MS per pass, so the window keeps
painting and taking clicks, and the faces are in the cache when the table asks for them.

A job is any call that fills the cache (`FACES.pixmap(...)`, a game's own look): one whose
face is already there costs a dictionary lookup, so asking twice is harmless.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

log = logging.getLogger(__name__)

#: The painting one pass of the event loop does at most (a frame is 16.7 ms).
SLICE_MS = 3.0


class FaceWarmer(QObject):
    """Jobs that fill the face cache, run in slices between the table's own work."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: deque[Callable[[], object]] = deque()
        self._timer = QTimer(self)
        self._timer.setInterval(0)            # every pass while there is something to paint
        self._timer.timeout.connect(self._slice)

    def want(self, jobs: Iterable[Callable[[], object]]) -> None:
        """Paint these soon (in the order given)."""
        self._jobs.extend(jobs)
        if self._jobs and not self._timer.isActive():
            self._timer.start()

    def pending(self) -> int:
        return len(self._jobs)

    def clear(self) -> None:
        """Forget what is still to paint (a new game, another look)."""
        self._jobs.clear()
        self._timer.stop()

    def _slice(self) -> None:
        end = time.perf_counter() + SLICE_MS / 1000
        while self._jobs and time.perf_counter() < end:
            job = self._jobs.popleft()
            try:
                job()
            except Exception:  # noqa: BLE001 - a face that fails is painted when needed
                log.exception("painting a face ahead of need failed")
        if not self._jobs:
            self._timer.stop()
