"""Making the home's pictures without holding up the window (issue 33, item 2).

`TilePainter` makes the games' pictures after the first frame, one at a time, only while the
home is on show, and each only once (the cache in gui/home/pictures.py keeps it): a game's
fixed position is played and its table's modules imported in the pictures' thread, then its
table is made and drawn on the GUI thread over several passes of the event loop
(gui/table/passes.py). `ContinuePainter` replays the record of the game to continue (the
autosave, or the table file of a hosted game) in that thread (a big record takes a while)
and draws the Turn it gives on the GUI thread, the same way.

Both first give their pictures to `jiupai pictures`, a second process
(gui/system/picture_process.py, picture_drawer.py): there a table costs the window
nothing. What that process cannot draw (it is off, would not start, or failed a job) is
drawn here, as above.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QImage, QPixmap

from engine.turn import Turn

from ..system import picture_process, picture_thread
from ..table import passes
from . import pictures
from .resume import SavedGame

log = logging.getLogger(__name__)


class TilePainter(QObject):
    """Makes the pictures asked for, one at a time, while `active()` says so. A game's
    fixed position is played in the thread pool (the engine never runs on the GUI thread
    for a picture); its table is made and drawn over several passes (passes.py)."""

    made = Signal(str, QPixmap)          # game id, its picture

    def __init__(self, active: Callable[[], bool], parent: QObject | None = None,
                 far: picture_process.PictureProcess | None = None) -> None:
        super().__init__(parent)
        self._active = active
        self._far = far                 # `jiupai pictures`, when the home has one
        self._sent: dict[int, tuple[str, str, str]] = {}    # job → game, language, key
        self._lang = ""
        if far is not None:
            far.drawn.connect(self._drawn_far)
            far.failed.connect(self._failed_far)
        self._wanted: list[tuple[str, str]] = []
        self._scheduled = False
        self._turns: dict[str, Turn | None] = {}    # each game's fixed position, once made
        self._asked: set[str] = set()
        self._relay = _Relay(self)
        self._relay.done.connect(self._positioned)
        self._relay.written.connect(self._written)
        self._writing = 0               # pictures still being written to the disk cache

    def want(self, games: list[str], lang: str) -> None:
        """Pictures of `games` in `lang`: those cached now, the others drawn by the second
        process (or here, after this pass)."""
        self._wanted, self._lang = [], lang
        far = self._far is not None and picture_process.enabled()
        on_way = {key for _game, _lang, key in self._sent.values()}
        send = []
        for game in games:
            pixmap = pictures.cached(game, lang)
            if pixmap is not None:
                self.made.emit(game, pixmap)
            elif far:
                if pictures.picture_key(game, lang) not in on_way:
                    send.append(game)
            else:
                self._wanted.append((game, lang))
                self._position(game)
        if send and self._far is not None:
            numbers = self._far.draw([{"game": game, "out": str(pictures.path_of(game, lang))}
                                      for game in send], lang)
            for number, game in zip(numbers, send, strict=True):
                self._sent[number] = (game, lang, pictures.picture_key(game, lang))
        self.resume()

    def pending(self) -> bool:
        return bool(self._wanted) or self._writing > 0 or bool(self._sent)

    @Slot(int, QImage)
    def _drawn_far(self, number: int, image: QImage) -> None:
        if number not in self._sent:
            return
        game, lang, key = self._sent.pop(number)
        pixmap = QPixmap.fromImage(image)
        pictures.remember(game, lang, pixmap)
        if lang == self._lang and key == pictures.picture_key(game, lang):
            self.made.emit(game, pixmap)    # (not a picture of a look or language gone)

    @Slot(int, str)
    def _failed_far(self, number: int, _why: str) -> None:
        if number not in self._sent:
            return
        game, lang, key = self._sent.pop(number)
        if lang == self._lang and key == pictures.picture_key(game, lang):
            self._wanted.append((game, lang))       # drawn here, in passes
            self._position(game)
            self.resume()

    @Slot()
    def _written(self) -> None:
        self._writing -= 1

    def resume(self) -> None:
        """Go on making what is wanted (the home came back on show)."""
        if self._wanted and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._make_one)

    def _position(self, game: str) -> None:
        """Play `game`'s fixed position in the thread pool and import its table's modules
        (once; the position is the same in every language: its words are the table's)."""
        if game in self._asked:
            return
        self._asked.add(game)
        relay = self._relay

        def work() -> None:
            try:
                from .. import games
                turn = pictures.fixed_position(game)
                games.parts(game)   # its table's modules imported here, not on the GUI
                #                     thread (no widget is made)
            except Exception:  # noqa: BLE001 - a game that cannot play it: a plain tile
                log.exception("the home position of %s could not be played", game)
                turn = None
            try:
                relay.done.emit(0, game, turn)
            except RuntimeError:       # the window closed meanwhile
                pass

        picture_thread.pool().start(work)   # one thread: beside the GUI thread it holds the GIL less

    @Slot(int, str, object)
    def _positioned(self, _number: int, game: str, turn: Turn | None) -> None:
        self._turns[game] = turn
        self.resume()

    @Slot()
    def _make_one(self) -> None:
        self._scheduled = False
        if not self._wanted or not self._active():
            return                               # resume() goes on when the home shows
        if passes.building():        # a pass given by another picture's table: after it
            self.resume()
            return
        if picture_thread.busy():    # not beside the thread's Python (picture_thread.py)
            self._scheduled = True
            QTimer.singleShot(picture_thread.WAIT_MS, self, self._make_one)
            return
        game, lang = self._wanted[0]
        if game not in self._turns:
            return                   # its position is on its way (_positioned resumes)
        self._wanted.pop(0)
        turn = self._turns[game]
        try:
            if turn is None:
                raise ValueError("no position to draw")
            with passes.in_passes():    # the table made and drawn over several passes
                pixmap = pictures.draw(game, turn)
            self._writing += 1
            pictures.keep(game, lang, pixmap, self._relay.written.emit)
        except Exception:  # noqa: BLE001 - a table that cannot draw leaves its tile plain
            log.exception("the home picture of %s could not be drawn", game)
            self.resume()
            return
        try:
            self.made.emit(game, pixmap)
            self.resume()
        except RuntimeError:            # the window went in a pass the drawing gave
            pass


class _Relay(QObject):
    """Carries the worker thread's answer to the GUI thread (a queued signal)."""

    done = Signal(int, str, object)      # request number, game id, Turn (or None)
    written = Signal()                   # a picture is in the disk cache


class ContinuePainter(QObject):
    """The picture of the table where the autosave left off."""

    made = Signal(QPixmap, object)       # picture, the Turn it shows (its line's facts)

    def __init__(self, parent: QObject | None = None,
                 far: picture_process.PictureProcess | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.done.connect(self._draw)
        self._request = 0
        self._drawn: tuple[str, str, str] | None = None   # (path, saved at, language)
        self._wanted: tuple[str, str, str] | None = None  # the same, of the one asked for
        self._saved: SavedGame | None = None
        self._far = far                 # `jiupai pictures`, when the home has one
        self._sent: dict[int, tuple[int, str, Turn, str]] = {}  # job → request, game, Turn, PNG
        if far is not None:
            far.drawn.connect(self._drawn_far)
            far.failed.connect(self._failed_far)

    def load(self, saved: SavedGame, lang: str) -> None:
        """Replay the game to continue in the thread pool, then draw it from its seat (unless
        it is the one already drawn, in this language)."""
        key = (str(saved.path), saved.saved_at, lang)
        if key == self._drawn:
            return
        self._request += 1
        number, relay, path, seat = self._request, self._relay, saved.path, saved.seat
        self._wanted = key
        self._saved = saved

        def work() -> None:
            from engine.saves import read_document
            try:
                document = read_document(path, path.name)
                from .. import games
                turn = pictures.position_of_record(document, seat)
                game = document["record"]["game"]
                games.parts(str(game))      # its table's modules imported here, not on
                #                             the GUI thread (no widget is made)
            except Exception:  # noqa: BLE001 - a save that cannot be replayed: no picture
                log.info("the game to continue could not be drawn", exc_info=True)
                game, turn = "", None
            try:
                relay.done.emit(number, game, turn)
            except RuntimeError:       # the window closed meanwhile: nobody to draw it for
                pass

        picture_thread.pool().start(work)          # the pictures' one thread (imports one at a time)

    def forget(self) -> None:
        """The autosave is gone: an answer still on its way is dropped."""
        self._request += 1
        self._drawn = None

    @Slot(int, str, object)
    def _draw(self, number: int, game: str, turn: Turn | None) -> None:
        if number != self._request or turn is None:
            return
        if self._far is not None and picture_process.enabled() and self._saved is not None \
                and self._wanted is not None:
            out = str(pictures.cache_folder() / f"continue-{os.getpid()}-{number}.png")
            job = {"record": str(self._saved.path), "seat": self._saved.seat, "out": out}
            sent = self._far.draw([job], self._wanted[2])
            self._sent[sent[0]] = (number, game, turn, out)
            return
        self._draw_here(number, game, turn)

    @Slot(int, QImage)
    def _drawn_far(self, job: int, image: QImage) -> None:
        if job not in self._sent:
            return
        number, _game, turn, out = self._sent.pop(job)
        _remove(out)
        if number == self._request:
            self._drawn = self._wanted
            self.made.emit(QPixmap.fromImage(image), turn)

    @Slot(int, str)
    def _failed_far(self, job: int, _why: str) -> None:
        if job not in self._sent:
            return
        number, game, turn, out = self._sent.pop(job)
        _remove(out)
        if number == self._request:
            self._draw_here(number, game, turn)      # drawn here, in passes

    def pending(self) -> bool:
        return bool(self._sent)

    def _draw_here(self, number: int, game: str, turn: Turn) -> None:
        if number != self._request:
            return
        busy = picture_thread.busy()      # the thread's Python (picture_thread.py), or
        if busy or passes.building():     # a pass given by another picture's table: after it
            QTimer.singleShot(picture_thread.WAIT_MS if busy else 0, self,
                              lambda: self._draw_here(number, game, turn))
            return
        try:
            with passes.in_passes():    # the table made and drawn over several passes
                pixmap = pictures.draw(game, turn)
        except Exception:  # noqa: BLE001 - the card shows its line without a picture
            log.exception("the Continue picture of %s could not be drawn", game)
            return
        self._drawn = self._wanted
        try:
            self.made.emit(pixmap, turn)
        except RuntimeError:            # the window went in a pass the drawing gave
            pass


def _remove(path: str) -> None:
    """A picture's PNG read and no longer needed (gone already is as good)."""
    try:
        os.remove(path)
    except OSError:
        pass
