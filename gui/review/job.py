"""The review's work: `engine.review.review` in a QThread of its own.

Not the engine thread: a review takes up to a minute, and a game may be in play meanwhile —
its bots must not wait for it. The job reads the game from its file itself (a save slot's
file, a finished game, a full export): the GUI thread never holds the record, whose seed
would tell every hidden card of a game still going on. Progress comes at least every quarter
of a second (the analyser's promise); `cancel()` (any thread) stops the review at its next
look at the clock, and a stopped review is not cached. The thread shares Python's GIL with
the GUI thread: the job asks the analyser to let go of it every half millisecond (`pause`,
at its looks at the clock after each rollout and every 16 rollout moves), so a frame never
waits long for it (`python -m bench review_app` measures the event loop's passes meanwhile,
docs/benchmarks.md); that costs the review about a tenth more time.
"""
from __future__ import annotations

import threading
import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot

from engine.review import ReviewError, review
from engine.review.files import load
from engine.review.pace import YIELD_SECONDS

from .cache import ReviewCache, review_key


class ReviewJob(QObject):
    """Lives in the review thread; `run` is its one slot."""

    progress = Signal(int, int)     # done, total
    done = Signal(dict)             # GameReview.to_json(), "cached": True when from the cache
    failed = Signal(str)            # one sentence (English: the engine's), nothing changed

    def __init__(self, cache: ReviewCache) -> None:
        super().__init__()
        self.cache = cache
        self._stop = threading.Event()
        #: the analyser's rollouts per decision and deals per graph point (None: the game's
        #: own scale, docs/review.md); tests set small ones
        self.budget: int | None = None
        self.graph_worlds: int | None = None

    def cancel(self) -> None:
        """Thread-safe: the review under way stops at once."""
        self._stop.set()

    @Slot(str, int)
    def run(self, path: str, seat: int) -> None:
        self._stop.clear()
        try:
            game = load(Path(path), None if seat < 0 else seat)
        except ReviewError as exc:
            self.failed.emit(str(exc))
            return
        key = review_key(game.record, game.seat)
        cached = self.cache.get(key)
        if cached is not None:
            self.done.emit({**cached, "cached": True})
            return
        try:
            result = review(game.record, game.seat, budget=self.budget,
                            graph_worlds=self.graph_worlds, should_stop=self._stop.is_set,
                            progress=lambda done, total: self.progress.emit(done, total),
                            pause=YIELD_SECONDS)
        except ReviewError as exc:
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a failing review must not kill the thread
            traceback.print_exc()
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        data: dict[str, Any] = result.to_json()
        if not result.stopped:
            self.cache.put(key, data)
        self.done.emit(data)


class ReviewRunner(QObject):
    """GUI-thread side: owns the review thread, starts and cancels reviews, shuts down."""

    _run = Signal(str, int)

    def __init__(self, cache: ReviewCache, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("ReviewJob")
        self.job = ReviewJob(cache)
        self.job.moveToThread(self.thread)
        self.thread.finished.connect(self.job.deleteLater)
        self._run.connect(self.job.run, Qt.ConnectionType.QueuedConnection)
        self.busy = False
        self.job.done.connect(self._ended)
        self.job.failed.connect(self._ended)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.thread.start()

    def start(self, path: str, seat: int = -1) -> None:
        """Review `seat` (-1: the file's player) in the game of the file at `path`."""
        self.busy = True
        self._run.emit(str(path), int(seat))

    def cancel(self) -> None:
        self.job.cancel()

    def _ended(self, *_: Any) -> None:
        self.busy = False

    def shutdown(self) -> None:
        """Stop a review under way, quit the thread and wait for it."""
        if self.thread.isRunning():
            self.job.cancel()
            self.thread.quit()
            self.thread.wait()


__all__ = ["ReviewJob", "ReviewRunner"]
