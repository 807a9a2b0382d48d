"""Making the home's pictures without holding up the window (issue 33, item 2).

`TilePainter` makes the games' pictures after the first frame, one per pass of the event loop
(QTimer.singleShot(0, …)), only while the home is on show, and each only once (the cache in
gui/home/pictures.py keeps it). `ContinuePainter` replays the record of the game to continue (the autosave, or the table
file of a hosted game) in a worker
thread (QThreadPool: a big record takes a while) and draws the Turn it gives on the GUI thread.
"""
from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QPixmap

from engine.turn import Turn

from . import pictures
from .resume import SavedGame

log = logging.getLogger(__name__)


class TilePainter(QObject):
    """Makes the pictures asked for, one per event-loop pass, while `active()` says so."""

    made = Signal(str, QPixmap)          # game id, its picture

    def __init__(self, active: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._active = active
        self._wanted: list[tuple[str, str]] = []
        self._scheduled = False

    def want(self, games: list[str], lang: str) -> None:
        """Pictures of `games` in `lang`: those cached now, the others after this pass."""
        self._wanted = []
        for game in games:
            pixmap = pictures.cached(game, lang)
            if pixmap is not None:
                self.made.emit(game, pixmap)
            else:
                self._wanted.append((game, lang))
        self.resume()

    def pending(self) -> bool:
        return bool(self._wanted)

    def resume(self) -> None:
        """Go on making what is wanted (the home came back on show)."""
        if self._wanted and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._make_one)

    @Slot()
    def _make_one(self) -> None:
        self._scheduled = False
        if not self._wanted or not self._active():
            return                               # resume() goes on when the home shows
        game, lang = self._wanted.pop(0)
        try:
            pixmap = pictures.game_picture(game, lang)
        except Exception:  # noqa: BLE001 - a table that cannot draw leaves its tile plain
            log.exception("the home picture of %s could not be drawn", game)
        else:
            self.made.emit(game, pixmap)
        self.resume()


class _Relay(QObject):
    """Carries the worker thread's answer to the GUI thread (a queued signal)."""

    done = Signal(int, str, object)      # request number, game id, Turn (or None)


class ContinuePainter(QObject):
    """The picture of the table where the autosave left off."""

    made = Signal(QPixmap, object)       # picture, the Turn it shows (its line's facts)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.done.connect(self._draw)
        self._request = 0
        self._drawn: tuple[str, str, str] | None = None   # (path, saved at, language)

    def load(self, saved: SavedGame, lang: str) -> None:
        """Replay the game to continue in the thread pool, then draw it from its seat (unless
        it is the one already drawn, in this language)."""
        key = (str(saved.path), saved.saved_at, lang)
        if key == self._drawn:
            return
        self._request += 1
        number, relay, path, seat = self._request, self._relay, saved.path, saved.seat
        self._wanted = key

        def work() -> None:
            from engine.saves import read_document
            try:
                document = read_document(path, path.name)
                turn = pictures.position_of_record(document, seat)
                game = document["record"]["game"]
            except Exception:  # noqa: BLE001 - a save that cannot be replayed: no picture
                log.info("the game to continue could not be drawn", exc_info=True)
                game, turn = "", None
            try:
                relay.done.emit(number, game, turn)
            except RuntimeError:       # the window closed meanwhile: nobody to draw it for
                pass

        QThreadPool.globalInstance().start(work)

    def forget(self) -> None:
        """The autosave is gone: an answer still on its way is dropped."""
        self._request += 1
        self._drawn = None

    @Slot(int, str, object)
    def _draw(self, number: int, game: str, turn: Turn | None) -> None:
        if number != self._request or turn is None:
            return
        try:
            pixmap = pictures.draw(game, turn)
        except Exception:  # noqa: BLE001 - the card shows its line without a picture
            log.exception("the Continue picture of %s could not be drawn", game)
            return
        self._drawn = self._wanted
        self.made.emit(pixmap, turn)
