"""The pictures' one worker thread (issue 33): the saves', replays' and home's pictures
replay records, play the home's fixed positions, import the games' tables and write PNGs
there, one job at a time.

One thread: replaying and importing are Python work that holds the GIL, and one such thread
beside the GUI thread keeps the GUI's passes short (more would not be faster on a GIL); one
thread also imports one table at a time. A module of its own, light to import: the home
asks for it after its first frame without loading the saves' dialogs.

While that thread works, the GUI thread's picture steps wait (`busy()`, retried after
WAIT_MS): the two are Python work on one GIL, and a step that ran beside the thread's
imports waited for it inside its pass — 18–21 ms of wall clock for 9–10 ms of the GUI
thread's own work on the first opening of Watch a replay (bench/saves_list.py). One after
the other, each pass is only its own work; the pictures come a few milliseconds later.
"""
from __future__ import annotations

from PySide6.QtCore import QThreadPool

_POOL: QThreadPool | None = None

#: How long a picture step waits before it looks again whether the thread is done (ms).
WAIT_MS = 3


def pool() -> QThreadPool:
    """The pictures' thread pool (made on first use, one thread)."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


def busy() -> bool:
    """Is the pictures' thread at work (a job running, or waiting for it)?"""
    return _POOL is not None and _POOL.activeThreadCount() > 0


__all__ = ["WAIT_MS", "busy", "pool"]
