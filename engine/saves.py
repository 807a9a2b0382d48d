"""Save slots on disk: JSON records plus metadata, written atomically, loaded by replay.

A save file is {"format": "jiupai-save", "version": 1, "meta": {...}, "record": {...}}.
The record is `state.record()`; loading replays it through the engine, so a file that was
truncated, edited or written by a newer version is refused with a message naming the
problem, and no other slot is touched. Nothing is ever unpickled or evaluated.

Reading is bounded: only a regular file (a FIFO would block, a link to /dev/zero would eat
memory), at most MAX_BYTES, JSON without NaN/Infinity, and the whole document checked by
`save_schema` before any field is used. Listing never raises: a bad slot is listed with
its reason. Every OS error while writing is a SaveError.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import appdirs

from .core import JiupaiError, RuleError, State
from .registry import game_from_record, replay
from .save_schema import SchemaError, check_document

FORMAT = "jiupai-save"
VERSION = 1
SLOTS = ["autosave"] + [str(i) for i in range(1, 11)]
MAX_BYTES = 16 * 1024 * 1024
FILE_SUFFIX = ".jiupai"    # an exported game (the same JSON as a slot)
STALE_TEMP_SECONDS = 60     # an interrupted save's temp file; younger ones may be in flight


class SaveError(JiupaiError):
    """A slot that cannot be read or written; the message says what is wrong."""

    def __init__(self, slot: str, message: str) -> None:
        where = f"slot {slot}" if slot in SLOTS else slot    # or a file's name
        super().__init__(f"{where}: {message}")
        self.slot = slot
        self.reason = message


@dataclass
class SlotInfo:
    slot: str
    game: str = ""
    players: int = 0
    variant: str = ""
    names: list[str] = field(default_factory=list)
    saved_at: str = ""
    turn: int = 0
    score_line: str = ""
    meta: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


def default_dir() -> Path:
    return Path(appdirs.user_data_dir("Jiupai", "Jiupai")) / "saves"


class SaveStore:
    """The save slots in one directory."""

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.remove_stale_temp_files()

    @classmethod
    def default(cls) -> "SaveStore":
        return cls(default_dir())

    def path(self, slot: str) -> Path:
        if slot not in SLOTS:
            raise SaveError(str(slot), f"no such slot (slots: {', '.join(SLOTS)})")
        return self.directory / f"{slot}.json"

    # ---- writing -------------------------------------------------------------------
    def save(self, slot: str, state: State, meta: dict[str, Any] | None = None) -> SlotInfo:
        """Write atomically (temp file, fsync, rename, fsync the folder); SaveError on failure."""
        doc = document(state, meta)
        _write_atomic(self.path(slot), _encode(doc), slot)
        return _info(slot, doc)

    def delete(self, slot: str) -> None:
        try:
            self.path(slot).unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(slot, f"could not be deleted: {exc.strerror or exc}") from exc

    def remove_stale_temp_files(self, min_age: float = STALE_TEMP_SECONDS) -> int:
        """Delete temp files an interrupted save left behind; how many were removed."""
        removed = 0
        now = time.time()
        try:
            entries = list(os.scandir(self.directory))
        except OSError:
            return 0
        for entry in entries:
            if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                continue
            try:
                if entry.is_file(follow_symlinks=False) and now - entry.stat(
                        follow_symlinks=False).st_mtime >= min_age:
                    os.unlink(entry.path)
                    removed += 1
            except OSError:
                continue
        return removed

    # ---- reading -------------------------------------------------------------------
    def _read(self, slot: str) -> dict[str, Any]:
        doc = _parse(slot, _read_bounded(slot, self.path(slot)))
        try:
            check_document(doc, FORMAT, VERSION)
        except SchemaError as exc:
            raise SaveError(slot, _damaged(str(exc))) from None
        return doc

    def load(self, slot: str) -> tuple[State, SlotInfo]:
        doc = self._read(slot)
        return _replayed(slot, doc), _info(slot, doc)

    def read(self, slot: str) -> tuple[State, dict[str, Any]]:
        """The slot's position and its whole document (checked and replayed)."""
        doc = self._read(slot)
        return _replayed(slot, doc), doc

    def info(self, slot: str) -> SlotInfo | None:
        """Metadata of one slot without replaying it; None when empty. Never raises for a
        bad file: the SlotInfo then carries `.error`."""
        try:
            os.lstat(self.path(slot))
        except FileNotFoundError:
            return None
        except OSError as exc:
            return SlotInfo(slot=slot, error=f"cannot be read: {exc.strerror or exc}")
        try:
            doc = self._read(slot)
            record = doc["record"]               # known game, players, options and setup:
            game_from_record(record).new_state(seed=record["seed"], setup=record.get("setup"))
            return _info(slot, doc)
        except SaveError as exc:
            return SlotInfo(slot=slot, error=exc.reason)
        except RuleError as exc:
            return SlotInfo(slot=slot, error=_damaged(str(exc)))
        except Exception as exc:  # noqa: BLE001 - one bad file must never break the list
            return SlotInfo(slot=slot, error=_damaged(f"{type(exc).__name__}: {exc}"))

    def list(self) -> list[SlotInfo]:
        """Every filled slot; a damaged one carries `.error` and leaves the others alone."""
        return [info for slot in SLOTS if (info := self.info(slot)) is not None]


def document(state: State, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a position: what a slot, a finished game's history entry and an
    exported `.jiupai` file hold (the same JSON, so each opens where the others do)."""
    meta = dict(meta or {})
    meta.setdefault("saved_at", datetime.now(timezone.utc).isoformat(timespec="seconds"))
    meta.setdefault("turn", len(state.history))
    meta.setdefault("over", state.is_over)     # Continue offers only unfinished games
    return {"format": FORMAT, "version": VERSION, "meta": meta, "record": state.record()}


def write_file(path: Path | str, state: State, meta: dict[str, Any] | None = None) -> None:
    """Export a game as a `.jiupai` file (the save JSON), atomically; SaveError on failure."""
    path = Path(path)
    _write_atomic(path, _encode(document(state, meta)), path.name)


def write_record(path: Path | str, record: dict[str, Any], meta: dict[str, Any]) -> None:
    """`write_file` for a holder that has a record but no State at hand (the network table's
    autosave, netplay/table_file.py, written off the host's event loop): `meta` must say
    whether the game is `over`."""
    meta = dict(meta)
    meta.setdefault("saved_at", datetime.now(timezone.utc).isoformat(timespec="seconds"))
    meta.setdefault("turn", len(record.get("actions") or []))
    doc = {"format": FORMAT, "version": VERSION, "meta": meta, "record": record}
    path = Path(path)
    _write_atomic(path, _encode(doc), path.name)


def read_file(path: Path | str) -> tuple[State, dict[str, Any]]:
    """Import a `.jiupai` file (or a save slot's file): read with the slots' bounds, checked
    by the schema and replayed. A damaged or foreign file is a SaveError naming the file and
    the problem; nothing is evaluated or unpickled."""
    path = Path(path)
    label = path.name
    doc = _parse(label, _read_bounded(label, path))
    try:
        check_document(doc, FORMAT, VERSION)
    except SchemaError as exc:
        raise SaveError(label, _damaged(str(exc))) from None
    return _replayed(label, doc), doc


def file_info(path: Path | str) -> SlotInfo:
    """A `.jiupai` file's metadata, checked but not replayed (for a list); never raises:
    a bad file's SlotInfo carries `.error`."""
    path = Path(path)
    try:
        doc = _parse(path.name, _read_bounded(path.name, path))
        check_document(doc, FORMAT, VERSION)
    except SaveError as exc:
        return SlotInfo(slot=str(path), error=exc.reason)
    except SchemaError as exc:
        return SlotInfo(slot=str(path), error=_damaged(str(exc)))
    return _info(str(path), doc)


def _replayed(label: str, doc: dict[str, Any]) -> State:
    try:
        return replay(doc["record"])
    except RuleError as exc:
        raise SaveError(label, f"is damaged or edited: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - an engine bug must not escape as a crash
        raise SaveError(label, f"could not be replayed ({type(exc).__name__}: {exc})") from None


def _write_atomic(path: Path, data: bytes, label: str) -> None:
    """Temp file in the same folder, fsync, rename over `path`, fsync the folder: a crash
    leaves the old file or the new one, never half of one."""
    directory = path.parent
    tmp: str | None = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=directory)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
        fsync_directory(directory)
    except OSError as exc:
        raise SaveError(label, f"could not write {path}: {exc.strerror or exc}") from exc
    finally:
        if tmp is not None:
            _unlink_quietly(Path(tmp))


def _encode(doc: dict[str, Any]) -> bytes:
    try:
        return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
    except UnicodeEncodeError:   # a lone surrogate (e.g. in a name): store it escaped
        return json.dumps(doc, ensure_ascii=True, indent=1).encode("ascii")


def _read_bounded(slot: str, path: Path) -> bytes:
    """The file's bytes: a regular file of at most MAX_BYTES, opened without blocking."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(slot, "is empty") from None
    except OSError as exc:
        raise SaveError(slot, f"cannot be read: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(slot, "is not a regular file")
        if info.st_size > MAX_BYTES:
            raise SaveError(slot, f"is too large ({info.st_size} bytes; at most {MAX_BYTES})")
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_BYTES:
                raise SaveError(slot, f"is too large (more than {MAX_BYTES} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(slot, f"cannot be read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _parse(slot: str, raw: bytes) -> Any:
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except RecursionError:
        raise SaveError(slot, _damaged("nested too deeply")) from None
    except (UnicodeDecodeError, ValueError) as exc:   # JSONDecodeError, NaN, a 5,000-digit int
        raise SaveError(slot, _damaged(f"not valid JSON: {_short(str(exc))}")) from None


def _damaged(reason: str) -> str:
    return f"is damaged ({reason})"


def _short(text: str, most: int = 160) -> str:
    return text if len(text) <= most else text[:most - 1] + "…"


def fsync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX); not possible, nor needed, on Windows."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass


def _info(slot: str, doc: dict[str, Any]) -> SlotInfo:
    """SlotInfo of a document that passed the schema (so every field has its type)."""
    rec, meta = doc["record"], doc.get("meta", {})
    return SlotInfo(slot=slot, game=rec["game"], players=rec["players"],
                    variant=rec.get("variant") or "", names=list(meta.get("names", [])),
                    saved_at=meta.get("saved_at", ""), turn=meta.get("turn", 0),
                    score_line=meta.get("score_line", ""), meta=meta)
