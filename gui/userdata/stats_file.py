"""The statistics file, stats.json in the user data dir (beside saves/), safe from crashes.

Writing is atomic, as for the saves (engine.files.atomic_write): the whole document goes to
a temp file in the same folder, which is flushed and fsynced, then `os.replace`d over
stats.json, then the folder is fsynced. A crash or a kill at any moment leaves either the old
file or the new one, never half of one; a temp file such a crash left is removed a minute
later.

Two copies of the app (or two processes on one data folder) may finish a game at the same
moment. Counting a game is read–modify–write, so it holds a lock file beside stats.json
(`stats.json.lock`, a QLockFile: Windows, macOS and Linux alike; a lock left by a process
that died is taken over), reads the file again under it, adds the game and writes: no
game counted by the other process is lost.

Reading never crashes the game. A file that is not JSON, not a statistics document or has
a field out of range (gui.userdata.stats checks every one) is *damaged*: it is renamed to
stats.json.bad (stats.json.2.bad, … when that exists), the statistics start afresh and the
problem is kept for the window to name (`take_problems`). A file written by a newer Jiupai,
or one that cannot be read, is left alone and not overwritten.

The first time the file is read in a profile that still has the older per-game counts in
QSettings (`stats/<game>/played|won|drawn`), they are added once under the level "unknown"
and removed from QSettings after the file holding them was written.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile

from engine.files import FileReadError, atomic_write, read_bounded, remove_stale_temp_files

from .stats import (
    ALL,
    LEVELS,
    UNKNOWN,
    Result,
    StatsBook,
    StatsFormatError,
    Summary,
    first_place,
    level_of,
    outcome_of,
)

FORMAT = "jiupai-stats"
VERSION = 1
FILE_NAME = "stats.json"
MAX_BYTES = 4 * 1024 * 1024
LOCK_WAIT_MS = 10_000       # another process counting a game holds the lock for milliseconds


@dataclass
class Problem:
    """Something the player should know about the file: `kind` is "damaged" (set aside as
    `moved_to`), "newer", "unreadable" or "unwritable"; `detail` says what exactly, in
    English for the log; `reason` and `errno` say why in a form the dialog words."""
    kind: str
    path: str
    detail: str = ""
    moved_to: str = ""
    reason: str = ""             # why, as a code gui/lang/problems.py words ("disk_full" …)
    errno: int | None = None     # the OS's error number, when the OS refused


def default_path() -> Path:
    """stats.json in the user data dir, beside saves/ (gui/userdata/paths.py)."""
    from .paths import stats_path
    return stats_path()


class StatsFile:
    """One statistics file; `problems` collects what went wrong, for the window to show."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.problems: list[Problem] = []
        self.writable = True        # False after a newer or unreadable file: never overwrite it

    # ---- reading -------------------------------------------------------------------
    def load(self) -> StatsBook:
        """The book on disk (empty when there is none, or after setting a damaged one aside)."""
        remove_stale_temp_files(self.path.parent, prefix=f".{self.path.stem}.")
        try:
            raw = read_bounded(self.path, MAX_BYTES)
        except FileReadError as exc:
            if exc.missing:
                self.writable = True
                return StatsBook()
            return self._refuse("unreadable", exc.reason, exc.code, exc.errno)
        try:
            doc = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
            if not isinstance(doc, dict) or doc.get("format") != FORMAT:
                raise StatsFormatError("it is not a Jiupai statistics file")
            version = doc.get("version")
            if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
                return self._refuse("newer", f"version {version}")
            if version != VERSION:
                raise StatsFormatError(f"unknown version {version!r:.20}")
            book = StatsBook.from_json(doc)
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            return self._set_aside(str(exc) or type(exc).__name__)
        self.writable = True
        return book

    @contextmanager
    def locked(self) -> Iterator[bool]:
        """Hold the file's lock (for a read–modify–write); yields False, with the problem
        noted, when it cannot be had (a folder that cannot be written, another process that
        keeps it longer than LOCK_WAIT_MS)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass                      # tryLock says what is wrong
        lock = QLockFile(str(self.path) + ".lock")
        if not lock.tryLock(LOCK_WAIT_MS):
            reasons = {QLockFile.LockError.LockFailedError: ("another Jiupai keeps it locked",
                                                             "locked"),
                       QLockFile.LockError.PermissionError: ("its folder cannot be written",
                                                             "denied")}
            detail, code = reasons.get(lock.error(), ("it cannot be locked", ""))
            self.problems.append(Problem("unwritable", str(self.path), detail, reason=code))
            yield False
            return
        try:
            yield True
        finally:
            lock.unlock()

    def _refuse(self, kind: str, detail: str, reason: str = "",
                errno: int | None = None) -> StatsBook:
        self.writable = False
        self.problems.append(Problem(kind, str(self.path), detail, reason=reason, errno=errno))
        return StatsBook(migrated=True)

    def _set_aside(self, reason: str) -> StatsBook:
        target = self.path.with_name(self.path.name + ".bad")
        number = 2
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.{number}.bad")
            number += 1
        try:
            os.replace(self.path, target)
        except OSError as exc:
            return self._refuse("unreadable", f"{reason}; {exc.strerror or exc}", "",
                                exc.errno)
        self.writable = True
        self.problems.append(Problem("damaged", str(self.path), reason, str(target)))
        return StatsBook()

    # ---- writing -------------------------------------------------------------------
    def save(self, book: StatsBook) -> bool:
        """Write atomically; False (and a problem noted) when it could not be written."""
        if not self.writable:
            return False
        data = json.dumps({"format": FORMAT, "version": VERSION, **book.to_json()},
                          ensure_ascii=False, indent=1).encode("utf-8")
        try:
            atomic_write(self.path, data)
            return True
        except OSError as exc:
            self.problems.append(Problem("unwritable", str(self.path), exc.strerror or str(exc),
                                         errno=exc.errno))
            return False


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


# ---- the application's statistics ------------------------------------------------------------
_current: StatsFile | None = None


def current() -> StatsFile:
    global _current
    if _current is None:
        _current = StatsFile(default_path())
    return _current


def use_file(path: Path | str | None) -> None:
    """Use another file (tests); None: the default again."""
    global _current
    _current = None if path is None else StatsFile(path)


def load_book() -> StatsBook:
    """The statistics now, with the older QSettings counts migrated the first time."""
    stats_file = current()
    book = stats_file.load()
    if not book.migrated and stats_file.writable:
        _migrate(book, stats_file)
    return book


def record_game(game: str, result: dict, at: datetime | None = None) -> bool:
    """Count a finished game from the worker's game_over dict; False when it was counted
    before (or the file cannot take it: see take_problems). A hot-seat game (two or more
    human seats) is not counted: it was not played against the bots."""
    if len(result.get("human_seats") or []) > 1:
        return False
    seat = int(result.get("human_seat", 0))
    returns = [float(v) for v in result.get("returns") or []]
    score = result.get("score")
    entry = Result(outcome_of(returns, seat, winners_of(result)),
                   float(score) if isinstance(score, (int, float)) else None,
                   max(0, int(result.get("seconds") or 0)), result.get("undo_used") is True,
                   (at or datetime.now(UTC)).isoformat(timespec="seconds"),
                   first_place(returns, seat), result.get("network") is True)
    key = result.get("game_id") if isinstance(result.get("game_id"), str) else None
    with current().locked() as held:    # re-read under the lock: another process may have
        if not held:                    # counted a game since this one last read the file
            return False
        book = load_book()
        if not book.record(game, level_of(result.get("bot_levels") or [], seat), entry, key):
            return False
        return current().save(book)


def record_review(game: str, meta: dict, seat: int, review: dict[str, Any], digest: str,
                  at: datetime | None = None) -> bool:
    """Count the accuracy of a review (a GameReview's JSON) of the game whose save `meta`
    is given, when it counts (gui.userdata.stats_reviews: complete, of a finished game, of
    the player's own seat, not hot-seat, with a decision graded); `digest` names the game
    (stats_reviews.game_digest). False when it does not count, was counted before with the
    same figure, or the file cannot take it."""
    from .stats_reviews import Reviewed
    humans = meta.get("human_seats") or []
    own = meta.get("human_seat", humans[0] if len(humans) == 1 else None)
    decisions = len(review.get("decisions") or [])
    if (len(humans) > 1 or own != seat or review.get("stopped") or not review.get("finished")
            or not decisions):
        return False
    entry = Reviewed(digest, max(0.0, min(100.0, float(review.get("accuracy") or 0.0))),
                     decisions, (at or datetime.now(UTC)).isoformat(timespec="seconds"),
                     level_of(list(meta.get("bot_levels") or []), seat))
    with current().locked() as held:
        if not held:
            return False
        book = load_book()
        return book.reviews.add(game, entry) and current().save(book)


def result_of(turn: Any) -> dict:
    """What `record_game` counts, from a game's last Turn (engine.turn.Result) as the seat at
    this screen was shown it. A network game is counted for each person in their own
    statistics (so its other people are not hot-seat players)."""
    result = turn.result
    return {"returns": list(result.returns), "winners": list(result.winners),
            "human_seat": turn.seat,
            "human_seats": [turn.seat] if result.network else list(result.people),
            "score": result.score, "seconds": result.seconds, "undo_used": result.undo_used,
            "game_id": result.game_id or None, "bot_levels": list(result.bot_levels),
            "network": result.network}


def winners_of(result: dict) -> list[int] | None:
    """The result's "winners" (the seats State.winners() names), None when it has none."""
    winners = result.get("winners")
    if not isinstance(winners, list):
        return None
    return [w for w in winners if isinstance(w, int) and not isinstance(w, bool)]


def reset() -> bool:
    """Forget every figure (the ids of the games counted stay, so none of them counts again)."""
    with current().locked() as held:
        if not held:
            return False
        book = load_book()
        fresh = StatsBook(counted=book.counted, migrated=True)
        fresh.reviews.keys = book.reviews.keys      # a game reviewed before counts no more
        return current().save(fresh)


def take_problems() -> list[Problem]:
    """What went wrong with the file since the last call (each problem once)."""
    stats_file = current()
    problems, stats_file.problems = stats_file.problems, []
    return problems


def _migrate(book: StatsBook, stats_file: StatsFile) -> None:
    from . import prefs
    settings = prefs.settings()
    settings.beginGroup("stats")
    games = settings.childGroups()
    settings.endGroup()
    for game in games:
        counts = [prefs.get(f"stats/{game}/{key}", 0, int) or 0
                  for key in ("played", "won", "drawn")]
        played, won, drawn = (max(0, c) for c in counts)
        if played and won + drawn <= played:
            for bucket in (ALL, UNKNOWN):
                book.games.setdefault(game, {}).setdefault(bucket, Summary()).add_counts(
                    played, won, drawn)
    book.migrated = True
    if stats_file.save(book):
        settings.remove("stats")


__all__ = ["LEVELS", "Problem", "StatsFile", "current", "default_path", "load_book",
           "record_game", "record_review", "reset", "take_problems", "use_file"]
