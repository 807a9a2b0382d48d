"""Pictures of a saved game's table, drawn by the real table kit (issue 33.4).

A card in the saves and replays lists shows the table as the game stood when it was saved.
The picture is made from the record itself, never from an extra file beside the save that
could drift from it:

1. off the GUI thread (a QRunnable on a one-thread QThreadPool) the whole file is read and
   checked (engine.saves.read_document), the record replayed and the seat's position made
   into a Turn (`Session.resume(record, names, humans).turn(seat, SYNC, 1)`); a shared
   game (a seat view, engine/seat_view.py) gives its last Turn as it is
   (gui/dialogs/picture_replay.py);
2. `jiupai pictures`, a second process (gui/system/picture_process.py), draws that position
   with the game's own table (card_table.draw_card) into the disk cache, and the pictures' thread
   reads the PNG: the GUI thread makes no table. What that process cannot draw (it is off,
   would not start, or failed the file) is drawn on the GUI thread by the game's own table
   (gui.games.make_table), kept offscreen and reused for every picture of that game, and
   painted into a QPixmap.

On the GUI thread, the work is cut into steps, one per pass of the event loop (make the game's
table; draw the position; paint the picture), so the list stays responsive while pictures
fill in (bench/saves_list.py measures the longest pass). Pictures are kept in memory for
the session and on disk (`cache`: a folder of PNGs the dialogs keep in the player's data
folder, never beside a save), keyed by a digest of the record, the seat, the card look and
the language: a changed record is a new key, so a picture cannot drift from its save. The
worker looks in the disk cache before replaying, so a second opening costs the GUI thread
only QPixmap.fromImage per card.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtGui import QImage, QPixmap

from ..system import gcguard, picture_process, picture_thread
from ..system.picture_thread import pool
from ..table import passes
from . import card_table
from .picture_replay import Answer, Replay, current_looks

log = logging.getLogger(__name__)


# Pictures kept on disk at most (the oldest are removed beyond it).
DISK_PICTURES = 300

#: A picture's steps on a game's table once it is made, in order, one per pass.
STEPS = ("show", "draw", "paint")

_CACHE: dict[str, QPixmap] = {}


def cache_beside(saves: Path | str) -> Path:
    """The pictures' folder for a store's folder: `cache/pictures` in the folder that holds
    `saves/` (the player's data folder; a test's temporary one)."""
    return Path(saves).parent / "cache" / "pictures"


def cache_for(store: Any) -> Path | None:
    """The pictures' disk cache for a SaveStore (none for a store without a folder)."""
    directory = getattr(store, "directory", None)
    return cache_beside(directory) if directory is not None else None


class TablePictures(QObject):
    """Ask `picture(key, path)`; `ready(key, pixmap)` comes when it is drawn (at once from
    the cache when it was drawn before). With a widget for parent (the dialog), nothing is
    drawn on the GUI thread before that widget's first paint and the pass after it: the
    list shows first, a table's making or drawing never shares the pass that paints it."""

    ready = Signal(str, QPixmap)

    def __init__(self, parent: QObject | None = None, cache: Path | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self._answer = Answer(self)
        self._answer.done.connect(self._replayed)
        self._steps: deque[list] = deque()      # [key, digest, made, steps done (STEPS)]
        self._tables = card_table.TABLES   # (made once, kept)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._pending = 0
        self._paths: dict[str, Path] = {}       # each card's file
        self._far: picture_process.PictureProcess | None = None   # made when first needed
        self._sent: dict[int, tuple[str, str, Any, Path | None]] = {}  # job → key, digest,
        #                                         what to draw, a PNG to remove once read
        self._asked: deque[Replay] = deque()   # not yet given to the pictures' thread
        self._replaying = False         # one file at a time is in that thread (_feed)
        self._closed = False
        self._alive = [True]            # shared with the runnables: False once closed
        alive = self._alive             # (or destroyed without closing: a test's teardown)
        self.destroyed.connect(lambda *_: alive.__setitem__(0, False))
        self.longest_ms = 0.0           # the longest step on the GUI thread (bench)
        self.longest = {kind: 0.0 for kind in ("make", *STEPS)}     # by kind of step
        self.steps_run: list[str] = []  # the kinds of step run, in order, one per pass
        self._shown = not (isinstance(parent, QObject) and parent.isWidgetType())
        if not self._shown:
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._shown:
            watched.removeEventFilter(self)
            # two passes on: a 0 ms timer started while painting can run in the same pass
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._first_frame))
        return False

    def _first_frame(self) -> None:
        self._shown = True
        gcguard.freeze()
        if self._steps and not self._timer.isActive():
            self._timer.start(0)

    def picture(self, key: str, path: Path | str) -> None:
        """Start drawing the table of the file at `path` for the card `key`."""
        self._pending += 1
        self._paths[key] = Path(path)
        # (for `jiupai pictures` the file is only read: that process replays it itself,
        # and the GIL stays the GUI thread's)
        self._asked.append(Replay(key, Path(path), current_looks(), self.cache, self._answer,
                                   self._alive, replay=not picture_process.enabled()))
        self._feed()

    def _feed(self) -> None:
        """Give the pictures' thread the next file: one at a time, and once the list is on
        show only when the last one's picture is drawn. The GUI thread's steps wait while
        that thread works (picture_thread.busy), so with every file queued at once the
        first picture came only after the last file was replayed; taking turns, the
        pictures come one by one. (Before the list shows, no step can run: the files are
        read meanwhile.)"""
        if self._replaying or not self._asked or self._closed:
            return
        if self._shown and self._steps:
            return                      # this picture first
        self._replaying = True
        pool().start(self._asked.popleft())

    def busy(self) -> bool:
        return self._pending > 0 or bool(self._steps) or bool(self._sent)

    def close(self) -> None:
        """The dialog is closing: draw nothing more."""
        self._closed = True
        self._steps.clear()
        self._timer.stop()
        self._alive[0] = False          # the pictures not begun are not wanted any more
        self._asked.clear()

    def _replayed(self, key: str, digest: str, made: Any, error: Any) -> None:
        self._pending -= 1
        self._replaying = False
        try:
            self._take(key, digest, made, error)
        finally:
            self._feed()

    def _take(self, key: str, digest: str, made: Any, error: Any) -> None:
        """A file's answer: its picture at once (from a cache), or its steps queued."""
        if self._closed or made is None:
            if error:
                log.info("no picture for %s: %s", key, error)
            return
        if isinstance(made, QImage):           # from the disk cache
            _CACHE[digest] = QPixmap.fromImage(made)
        if digest in _CACHE:
            self.ready.emit(key, _CACHE[digest])
            return
        if made[4] is None:             # not replayed: for `jiupai pictures`
            self._send(key, digest, made)
            return
        self._draw_here(key, digest, made)

    def _draw_here(self, key: str, digest: str, made: Any) -> None:
        """The picture drawn on the GUI thread, a step a pass."""
        self._steps.append([key, digest, made, 0])
        if self._shown and not self._timer.isActive():
            self._timer.start(0)

    def _send(self, key: str, digest: str, made: Any) -> None:
        """The picture drawn by `jiupai pictures` into the disk cache (or a file of its own,
        removed once read, for a store without a folder)."""
        if self._far is None:
            self._far = picture_process.PictureProcess(self)
            self._far.drawn.connect(self._drawn_far)
            self._far.failed.connect(self._failed_far)
        from ..lang.i18n import LanguageManager
        if self.cache is not None:
            out, temporary = self.cache / f"{digest}.png", None
        else:
            import tempfile
            out = temporary = Path(tempfile.gettempdir()) / f"jiupai-card-{digest}.png"
        number = self._far.draw([{"card": str(self._paths[key]), "out": str(out)}],
                                LanguageManager.instance().language)[0]
        self._sent[number] = (key, digest, made, temporary)

    def _taken(self, number: int) -> tuple[str, str, bool] | None:
        """The card a job the process answered was for (key, digest, whether its own
        temporary file, now deleted, held it); None for a job not this dialog's."""
        if number not in self._sent:
            return None
        key, digest, _made, temporary = self._sent.pop(number)
        if temporary is not None:
            temporary.unlink(missing_ok=True)
        return key, digest, temporary is not None

    def _drawn_far(self, number: int, image: QImage) -> None:
        taken = self._taken(number)
        if taken is None:
            return
        key, digest, temporary = taken
        if not temporary and self.cache is not None:
            pool().start(lambda folder=self.cache: _trim(folder))
        if self._closed:
            return
        pixmap = QPixmap.fromImage(image)
        _CACHE[digest] = pixmap
        self.ready.emit(key, pixmap)

    def _failed_far(self, number: int, _why: str) -> None:
        """Not drawn there: the file replayed in the pictures' thread, next, and drawn here."""
        taken = self._taken(number)
        if taken is not None and not self._closed:
            key = taken[0]
            self._pending += 1
            self._asked.appendleft(Replay(key, self._paths[key], current_looks(), self.cache,
                                          self._answer, self._alive))
            self._feed()

    def _step(self) -> None:
        """One step on the GUI thread: make the game's table, show it (laid out), draw a
        position on it, or paint that position into a picture (each its own pass of the
        event loop; making and drawing give the loop a pass between their parts:
        gui/table/passes.py)."""
        if self._closed or not self._steps:
            return
        if passes.building():          # another picture's table is being made in passes
            self._timer.start(0)       # (this is one of them): go on after it
            return
        if picture_thread.busy():      # not beside the thread's Python (picture_thread.py)
            self._timer.start(picture_thread.WAIT_MS)
            return
        start, pumped = time.perf_counter(), passes.pumped
        step = self._steps[0]
        key, digest, (game, names, seat, humans, turn), done = step
        table = self._tables.get(game)
        kind = "make" if table is None else STEPS[done]
        try:
            if kind == "paint":        # one render into the picture: never cut (its
                self._one(step, table)  # painter is active throughout)
            else:
                with passes.in_passes():
                    self._one(step, table)
        except Exception:  # noqa: BLE001 - a table that fails to draw leaves the card bare
            log.exception("the picture of %s failed", key)
            if self._steps and self._steps[0] is step:
                self._steps.popleft()
        # the step's own time, without the passes it gave the event loop
        took = 1000 * (time.perf_counter() - start - (passes.pumped - pumped))
        self.longest_ms = max(self.longest_ms, took)
        self.longest[kind] = max(self.longest[kind], took)
        self.steps_run.append(kind)
        try:
            if self._steps and not self._closed:
                self._timer.start(0)
            self._feed()                # the picture is drawn: the next file
        except RuntimeError:           # the dialog went while the table was made
            pass

    def _one(self, step: list, table: Any) -> None:
        key, digest, (game, names, seat, humans, turn), done = step
        if table is None:
            self._tables[game] = card_table.make(game)
        elif done == 0:
            card_table.show(table, names, seat, humans)
            step[3] = 1
        elif done == 1:
            card_table.draw(table, turn)
            step[3] = 2
        else:
            self._steps.popleft()
            pixmap = card_table.paint(table)
            _CACHE[digest] = pixmap
            self._keep(digest, pixmap)
            self.ready.emit(key, pixmap)

    def _keep(self, digest: str, pixmap: QPixmap) -> None:
        """Write the picture to the disk cache off the GUI thread (a failure only means it
        is drawn again next time)."""
        if self.cache is None:
            return
        image, folder = pixmap.toImage(), self.cache

        def write() -> None:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                image.save(str(folder / f"{digest}.png"), "PNG")
            except OSError as exc:
                log.info("picture not cached: %s", exc)
            _trim(folder)
        pool().start(write)


def _trim(folder: Path) -> None:
    """Keep the newest DISK_PICTURES pictures in the disk cache (the pictures' thread)."""
    try:
        files = sorted(folder.glob("*.png"), key=lambda f: f.stat().st_mtime)
        for old in files[:-DISK_PICTURES]:
            old.unlink(missing_ok=True)
    except OSError as exc:
        log.info("the pictures' cache was not trimmed: %s", exc)


__all__ = ["TablePictures", "cache_beside", "cache_for"]
