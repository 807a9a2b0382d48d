"""Pictures of a saved game's table, drawn by the real table kit (issue 33.4).

A card in the saves and replays lists shows the table as the game stood when it was saved.
The picture is made from the record itself, never from an extra file beside the save that
could drift from it:

1. off the GUI thread (a QRunnable on the global QThreadPool) the whole file is read and
   checked (engine.saves.read_document), the record replayed and the seat's position made
   into a Turn (`Session.resume(record, names, humans).turn(seat, SYNC, 1)`);
2. on the GUI thread that Turn is drawn by the game's own table (gui.games.make_table), kept
   offscreen and reused for every picture of that game, and painted into a QPixmap.

The GUI thread's work is cut into steps, one per pass of the event loop (make the game's
table; draw the position; paint the picture), so the list stays responsive while pictures
fill in (bench/saves_list.py measures the longest pass). Pictures are kept in memory for
the session, keyed by a digest of the record, the seat, the card look and the language.
"""
from __future__ import annotations

import hashlib
import json
import logging
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRectF, QRunnable, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap

from engine.saves import read_document
from engine.session import Session
from engine.turn import TurnKind

log = logging.getLogger(__name__)

#: The size the offscreen table lays itself out at (a small window's felt).
TABLE_SIZE = QSize(720, 470)
#: The picture on a card.
PICTURE_SIZE = QSize(200, 124)

_CACHE: dict[str, QPixmap] = {}


def _looks() -> str:
    """What a picture depends on besides the record: the card look and the language (read
    on the GUI thread, where their objects live)."""
    from ..lang.i18n import LanguageManager
    from ..table.card_look import CardLook
    return f"{CardLook.instance().look}|{LanguageManager.instance().language}"


def _digest(record: dict[str, Any], seat: int, looks: str) -> str:
    text = json.dumps(record, sort_keys=True, ensure_ascii=True)
    return hashlib.sha1(f"{text}|{seat}|{looks}".encode("utf-8")).hexdigest()


def seat_of(meta: dict[str, Any]) -> tuple[int, list[int]]:
    """The seat the picture shows (the player's) and the human seats, from a save's meta."""
    humans = [h for h in (meta.get("human_seats") or []) if isinstance(h, int)]
    seat = meta.get("human_seat", humans[0] if humans else 0)
    seat = seat if isinstance(seat, int) else 0
    return seat, humans or [seat]


class _Answer(QObject):
    """Carries a worker's result back to the GUI thread (a queued signal)."""

    done = Signal(str, str, object, object)      # key, digest, (game, names, turn) or None, error


class _Replay(QRunnable):
    """Read one file, replay it and make the seat's Turn (the worker thread's part)."""

    def __init__(self, key: str, path: Path, looks: str, answer: _Answer) -> None:
        super().__init__()
        self.key, self.path, self.looks, self.answer = key, path, looks, answer

    def run(self) -> None:
        try:
            doc = read_document(self.path, self.path.name)
            record, meta = doc["record"], doc.get("meta") or {}
            seat, humans = seat_of(meta)
            players = int(record["players"])
            names = [str(n) for n in (meta.get("names") or [])][:players]
            names += [""] * (players - len(names))
            seat = seat if 0 <= seat < players else 0
            session = Session.resume(record, names, [h for h in humans if 0 <= h < players])
            turn = session.turn(seat, TurnKind.SYNC, 1)
            made = (str(record["game"]), names, seat, humans, turn)
            self.answer.done.emit(self.key, _digest(record, seat, self.looks), made, None)
        except Exception as exc:  # noqa: BLE001 - a file that will not draw has no picture
            self.answer.done.emit(self.key, "", None, str(exc))


class TablePictures(QObject):
    """Ask `picture(key, path)`; `ready(key, pixmap)` comes when it is drawn (at once from
    the cache when it was drawn before)."""

    ready = Signal(str, QPixmap)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answer = _Answer(self)
        self._answer.done.connect(self._replayed)
        self._steps: deque[tuple[str, str, tuple]] = deque()
        self._tables: dict[str, Any] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._pending = 0
        self._closed = False
        self.longest_ms = 0.0           # the longest step on the GUI thread (bench)

    def picture(self, key: str, path: Path | str) -> None:
        """Start drawing the table of the file at `path` for the card `key`."""
        self._pending += 1
        QThreadPool.globalInstance().start(_Replay(key, Path(path), _looks(), self._answer))

    def busy(self) -> bool:
        return self._pending > 0 or bool(self._steps)

    def close(self) -> None:
        """The dialog is closing: draw nothing more and drop the offscreen tables."""
        self._closed = True
        self._steps.clear()
        self._timer.stop()
        for table in self._tables.values():
            table.close()
            table.deleteLater()
        self._tables.clear()

    def _replayed(self, key: str, digest: str, made: Any, error: Any) -> None:
        self._pending -= 1
        if self._closed or made is None:
            if error:
                log.info("no picture for %s: %s", key, error)
            return
        if digest in _CACHE:
            self.ready.emit(key, _CACHE[digest])
            return
        self._steps.append((key, digest, made))
        if not self._timer.isActive():
            self._timer.start(0)

    def _step(self) -> None:
        """One step on the GUI thread: make the game's table, or draw one picture."""
        import time
        if self._closed or not self._steps:
            return
        start = time.perf_counter()
        key, digest, (game, names, seat, humans, turn) = self._steps[0]
        table = self._tables.get(game)
        try:
            if table is None:
                self._tables[game] = self._make(game)
            else:
                self._steps.popleft()
                pixmap = self._draw(table, names, seat, humans, turn)
                _CACHE[digest] = pixmap
                self.ready.emit(key, pixmap)
        except Exception:  # noqa: BLE001 - a table that fails to draw leaves the card bare
            log.exception("the picture of %s failed", key)
            if self._steps and self._steps[0][0] == key:
                self._steps.popleft()
        self.longest_ms = max(self.longest_ms, 1000 * (time.perf_counter() - start))
        if self._steps:
            self._timer.start(0)

    @staticmethod
    def _make(game: str) -> Any:
        from ..games import make_table
        table = make_table(game)
        table.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        table.assist.bar.hide()
        table.resize(TABLE_SIZE)
        table.show()                    # lays the felt out; never on screen
        return table

    @staticmethod
    def _draw(table: Any, names: list[str], seat: int, humans: list[int], turn: Any) -> QPixmap:
        table.clear()
        table.human_seat, table.human_seats = seat, list(humans)
        table.set_names(names)
        table.take_seat_info(turn)
        table.commit(turn)
        view = table.view
        source = QRectF(view.viewport().rect())
        pixmap = QPixmap(PICTURE_SIZE)
        pixmap.fill(Qt.GlobalColor.transparent)
        target = QRectF(pixmap.rect())
        # fill the picture (the felt's edge is cut, never a bar of nothing beside it)
        scale = max(target.width() / source.width(), target.height() / source.height())
        width, height = source.width() * scale, source.height() * scale
        target = QRectF((target.width() - width) / 2, (target.height() - height) / 2,
                        width, height)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.render(painter, target, source.toRect())
        painter.end()
        return pixmap


__all__ = ["PICTURE_SIZE", "TablePictures", "seat_of"]
