"""The pictures' thread's part of a saved game's picture (gui/dialogs/table_picture.py):
read one file whole and check it (engine.saves.read_document), replay its record and make
the seat's position into a Turn, and say so to the GUI thread through a queued signal
(`Answer`). A file whose picture is in the disk cache answers with that PNG instead; a
shared game (a seat view, engine/seat_view.py) with its last Turn as it is.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal
from PySide6.QtGui import QImage

from engine.saves import read_document
from engine.seat_view import file_format, read_seat_view
from engine.session import Session
from engine.turn import TurnKind

# A file larger than this gets no picture (its card shows the felt): a long 九九 match is
# about 20 KB, and decoding megabytes of JSON holds the GIL, which the GUI thread needs.
PICTURE_MAX_BYTES = 1024 * 1024


def current_looks() -> str:
    """What a picture depends on besides the record: the card look and the language (read
    on the GUI thread, where their objects live)."""
    from ..lang.i18n import LanguageManager
    from ..table.card_look import CardLook
    return f"{CardLook.instance().look}|{LanguageManager.instance().language}"


def _digest(record: dict[str, Any], seat: int, looks: str) -> str:
    text = json.dumps(record, sort_keys=True, ensure_ascii=True)
    return hashlib.sha1(f"{text}|{seat}|{looks}".encode()).hexdigest()


def seat_of(meta: dict[str, Any]) -> tuple[int, list[int]]:
    """The seat the picture shows (the player's) and the human seats, from a save's meta."""
    humans = [h for h in (meta.get("human_seats") or []) if isinstance(h, int)]
    seat = meta.get("human_seat", humans[0] if humans else 0)
    seat = seat if isinstance(seat, int) else 0
    return seat, humans or [seat]


class Answer(QObject):
    """Carries a worker's result back to the GUI thread (a queued signal)."""

    done = Signal(str, str, object, object)      # key, digest, (game, names, turn) or None, error


class Replay(QRunnable):
    """Read one file, replay it and make the seat's Turn (the worker thread's part)."""

    def __init__(self, key: str, path: Path, looks: str, cache: Path | None,
                 answer: Answer, alive: list[bool], replay: bool = True) -> None:
        super().__init__()
        self.key, self.path, self.looks, self.answer = key, path, looks, answer
        self.cache, self.alive, self.replay = cache, alive, replay

    def run(self) -> None:
        if not self.alive[0]:          # its dialog has closed
            return
        try:
            answer = self._made()
        except Exception as exc:  # noqa: BLE001 - a file that will not draw has no picture
            answer = ("", None, str(exc))
        try:
            self.answer.done.emit(self.key, *answer)
        except RuntimeError:        # the dialog closed meanwhile (its receiver is gone)
            pass

    def _made(self) -> tuple[str, Any, Any]:
        """(digest, the cached picture's QImage or (game, names, seat, humans, Turn), None)."""
        digest, made = card_position(self.path, self.looks, self.cache, self.replay)
        if isinstance(made, tuple) and made[4] is not None:
            from .. import games  # the table's modules imported here, not on the
            games.parts(made[0])  # GUI thread (no widget is made)
        return digest, made, None


def card_position(path: Path, looks: str, cache: Path | None = None,
                  replay: bool = True) -> tuple[str, Any]:
    """A file's card: (its picture's digest, the cached picture's QImage when `cache` holds
    it, else (game, names, seat, humans, Turn): the position to draw; the Turn is None
    without `replay`, for a picture `jiupai pictures` draws: it replays the file itself).
    The file is read and checked whole as Load reads it (ValueError, SaveError say why it
    cannot be drawn)."""
    if path.stat().st_size > PICTURE_MAX_BYTES:
        raise ValueError("too large to draw a picture of")
    if file_format(path) == "seat_view":      # a shared game: its last Turn
        view = read_seat_view(path)
        digest = _digest({"view": view.meta, "turns": len(view.turns)}, view.seat, looks)
        return digest, (view.game, view.names, view.seat, [view.seat],
                        view.turns[-1] if replay else None)
    doc = read_document(path, path.name)
    record, meta = doc["record"], doc.get("meta") or {}
    seat, humans = seat_of(meta)
    players = int(record["players"])
    names = [str(n) for n in (meta.get("names") or [])][:players]
    names += [""] * (players - len(names))
    seat = seat if 0 <= seat < players else 0
    digest = _digest(record, seat, looks)
    if cache is not None and (cache / f"{digest}.png").is_file():
        image = QImage(str(cache / f"{digest}.png"))
        if not image.isNull():
            return digest, image
    if not replay:
        return digest, (str(record["game"]), names, seat, humans, None)
    session = Session.resume(record, names, [h for h in humans if 0 <= h < players])
    turn = session.turn(seat, TurnKind.SYNC, 1)
    return digest, (str(record["game"]), names, seat, humans, turn)

__all__ = ["PICTURE_MAX_BYTES", "Answer", "Replay", "card_position", "current_looks",
           "seat_of"]
