"""The pictures' one worker thread (issue 33): the saves', replays' and home's pictures
replay records, play the home's fixed positions, import the games' tables and write PNGs
there, one job at a time.

One thread: replaying and importing are Python work that holds the GIL, and one such thread
beside the GUI thread keeps the GUI's passes short (more would not be faster on a GIL); one
thread also imports one table at a time. A module of its own, light to import: the home
asks for it after its first frame without loading the saves' dialogs.
"""
from __future__ import annotations

from PySide6.QtCore import QThreadPool

_POOL: QThreadPool | None = None


def pool() -> QThreadPool:
    """The pictures' thread pool (made on first use, one thread)."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


__all__ = ["pool"]
