"""The review's work: `engine.review.review` in a QThread of its own.

Not the engine thread: a review takes up to a minute, and a game may be in play meanwhile —
its bots must not wait for it. The job reads the game from its file itself (a save slot's
file, a finished game, a full export): the GUI thread never holds the record, whose seed
would tell every hidden card of a game still going on. Progress comes at least every quarter
of a second (the analyser's promise); `cancel()` (any thread) stops the review at its next
look at the clock, and a stopped review is not cached. A new review asked for while one is
under way replaces it (the runner's tickets): the old one stops, and nothing of it is shown
for the new game. A complete review of the player's own finished game also counts in the
statistics (your accuracy over time: gui/userdata/stats_reviews.py).

The thread shares Python's GIL with the GUI thread: the job asks the analyser to let go of it
every half millisecond (`pause`, at its looks at the clock after each rollout and every 16
rollout moves), so a frame never waits long for it (`python -m bench review_app` measures the
event loop's passes meanwhile, docs/benchmarks.md); that costs the review about a tenth more
time.
"""
from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot

from engine.review import ReviewError, review
from engine.review.files import load
from engine.review.pace import YIELD_SECONDS

from .cache import ReviewCache, review_key


class ReviewJob(QObject):
    """Lives in the review thread; `run` is its one slot. Each run carries the ticket the
    runner gave it: a run whose ticket is no longer wanted (another review was asked for)
    does not start, or stops at once, and its answers carry its ticket so that the runner
    drops them."""

    progress = Signal(int, int, int)    # done, total, ticket
    done = Signal(dict, int)            # GameReview.to_json() ("cached": True from the cache)
    failed = Signal(str, int)           # one sentence (English: the engine's), nothing changed

    def __init__(self, cache: ReviewCache) -> None:
        super().__init__()
        self.cache = cache
        # Written by the GUI thread, read here between rollouts: an int's assignment is
        # atomic, and a stale read only costs a moment's more work.
        self.wanted = 0                 # the ticket of the review the player wants
        self.cancelled = -1             # a ticket the player cancelled
        #: the analyser's rollouts per decision and deals per graph point (None: the game's
        #: own scale, docs/review.md); tests set small ones
        self.budget: int | None = None
        self.graph_worlds: int | None = None

    def cancel(self) -> None:
        """Thread-safe: the review under way stops at once."""
        self.cancelled = self.wanted

    def _stopped(self, ticket: int) -> bool:
        return self.wanted != ticket or self.cancelled == ticket

    @Slot(str, int, int)
    def run(self, path: str, seat: int, ticket: int) -> None:
        if self._stopped(ticket):            # given up before it began: nothing to show
            self.failed.emit("", ticket)
            return
        try:
            game = load(Path(path), None if seat < 0 else seat)
        except ReviewError as exc:
            self.failed.emit(str(exc), ticket)
            return
        key = review_key(game.record, game.seat)
        cached = self.cache.get(key)
        if cached is not None:
            self._count(game, cached)
            self.done.emit({**cached, "cached": True}, ticket)
            return
        try:
            result = review(game.record, game.seat, budget=self.budget,
                            graph_worlds=self.graph_worlds,
                            should_stop=lambda: self._stopped(ticket),
                            progress=lambda done, total: self.progress.emit(done, total, ticket),
                            pause=YIELD_SECONDS)
        except ReviewError as exc:
            self.failed.emit(str(exc), ticket)
            return
        except Exception as exc:  # noqa: BLE001 - a failing review must not kill the thread
            traceback.print_exc()
            self.failed.emit(f"{type(exc).__name__}: {exc}", ticket)
            return
        data: dict[str, Any] = result.to_json()
        if not result.stopped:
            self.cache.put(key, data)
            self._count(game, data)
        self.done.emit(data, ticket)

    @staticmethod
    def _count(game: Any, review_json: dict[str, Any]) -> None:
        """Your accuracy in the statistics (issue 35.4), when this review counts there
        (gui/userdata/stats_file.record_review says when; once per game)."""
        from ..userdata import stats_file
        from ..userdata.stats_reviews import game_digest
        try:
            stats_file.record_review(str(review_json.get("game", "")), game.meta, game.seat,
                                     review_json, game_digest(game.record, game.seat))
        except Exception:  # noqa: BLE001 - the statistics must never cost the review
            traceback.print_exc()


class ReviewRunner(QObject):
    """GUI-thread side: owns the review thread, starts and cancels reviews, shuts down. Its
    `progress`, `done` and `failed` are the job's for the review last asked for only."""

    progress = Signal(int, int)     # done, total
    done = Signal(dict)
    failed = Signal(str)
    _run = Signal(str, int, int)

    def __init__(self, cache: ReviewCache, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("ReviewJob")
        self.job = ReviewJob(cache)
        self.job.moveToThread(self.thread)
        self.thread.finished.connect(self.job.deleteLater)
        self._run.connect(self.job.run, Qt.ConnectionType.QueuedConnection)
        self.busy = False
        self.ticket = 0
        self.job.progress.connect(self._progress)
        self.job.done.connect(self._done)
        self.job.failed.connect(self._failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.thread.start()

    def start(self, path: str, seat: int = -1) -> None:
        """Review `seat` (-1: the file's player) in the game of the file at `path`; a review
        still under way is given up (its answers are dropped)."""
        self.ticket += 1
        self.job.wanted = self.ticket
        self.busy = True
        self._run.emit(str(path), int(seat), self.ticket)

    def cancel(self) -> None:
        """Stop the review under way: it answers `done` with what it has (`stopped`)."""
        self.job.cancel()

    def drop(self) -> None:
        """Give up the review under way without a word: it stops, and its answers are
        dropped (another game is on show)."""
        self.ticket += 1
        self.job.wanted = self.ticket
        self.busy = False

    def _progress(self, done: int, total: int, ticket: int) -> None:
        if ticket == self.ticket:
            self.progress.emit(done, total)

    def _done(self, review: dict, ticket: int) -> None:
        if ticket == self.ticket:
            self.busy = False
            self.done.emit(review)

    def _failed(self, text: str, ticket: int) -> None:
        if ticket == self.ticket:
            self.busy = False
            self.failed.emit(text)

    def shutdown(self) -> None:
        """Stop a review under way, quit the thread and wait for it."""
        if self.thread.isRunning():
            self.job.wanted = -1
            self.thread.quit()
            self.thread.wait()


__all__ = ["ReviewJob", "ReviewRunner"]
