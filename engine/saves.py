"""Save slots on disk: JSON records plus metadata, written atomically, loaded by replay.

A save file is {"format": "jiupai-save", "version": 1, "meta": {...}, "record": {...}}.
The record is `state.record()`; loading replays it through the engine, so a file that was
truncated, edited or written by a newer version is refused with a message naming the
problem, and no other slot is touched. Nothing is ever unpickled or evaluated. What each
kind of file holds, and who can learn what from it: docs/saves.md.

Reading is bounded (engine/files.py): only a regular file (a FIFO would block, a link to
/dev/zero would eat memory), at most MAX_BYTES, JSON without NaN/Infinity or a field given
twice, and the whole document checked by `save_schema` — the meta against the record too —
before any field is used. Listing reads only each file's head (engine/save_head.py: the
meta and the record's fields, not its actions), so the list opens at once whatever the
slots hold; it never raises: a bad slot is listed with its reason. Writing goes through
`files.atomic_write`; every OS error is a SaveError.

The store takes its folder; where the app keeps it is decided by the app
(gui/userdata/paths.py), never here.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core import JiupaiError, NewerVersionError, RuleError, State
from .files import (
    FileReadError,
    atomic_write,
    fsync_directory,
    read_bounded,
    read_ends,
    remove_stale_temp_files,
)
from .registry import game_from_record, replay
from .save_head import (
    DECODER,
    HEAD_BYTES,
    MAX_HEAD_BYTES,
    TAIL_BYTES,
    HeadError,
    NeedMore,
    agrees,
    decode_prefix,
    ends_like_a_save,
    parse_head,
)
from .save_schema import SchemaError, check_document, check_replayed

FORMAT = "jiupai-save"
VERSION = 1
SLOTS = ["autosave"] + [str(i) for i in range(1, 11)]
# A long 九九 match of 8 players and 9 hands is about 20 KB; 100,000 actions (the schema's
# bound) about 1.5 MB. Anything larger was not written by Jiupai and is refused unread.
MAX_BYTES = 4 * 1024 * 1024
FILE_SUFFIX = ".jiupai"    # an exported game (the same JSON as a slot, or a seat view)
SEAT_VIEW_FORMAT = "jiupai-seat-view"      # engine.seat_view.FORMAT (which imports this module)


class SaveError(JiupaiError):
    """A slot that cannot be read or written; the message says what is wrong. `code` names
    the reason for a program that words it in the reader's language (gui/lang/problems.py):
    "empty", "missing", "not_file", "too_large", "unreadable", "unwritable" (these two with
    the OS's `errno`), "seat_view", "newer", "damaged", "no_slot"."""

    def __init__(self, slot: str, message: str, code: str = "damaged",
                 errno: int | None = None) -> None:
        where = f"slot {slot}" if slot in SLOTS else slot    # or a file's name
        super().__init__(f"{where}: {message}")
        self.slot = slot
        self.reason = message
        self.code = code
        self.errno = errno


@dataclass
class SlotInfo:
    """What a slot holds, read from its head: the game, its players and their names, when
    it was saved and at which move; a damaged slot carries `error`. (A docstring of its own
    also spares dataclass the signature it would otherwise write one from.)"""
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
    error_code: str = ""        # SaveError.code of `error` (words for it: gui/lang/problems.py)


class SaveStore:
    """The save slots in one folder (the caller says which: gui/userdata/paths.py)."""

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.remove_stale_temp_files()

    def path(self, slot: str) -> Path:
        if slot not in SLOTS:
            raise SaveError(str(slot), f"no such slot (slots: {', '.join(SLOTS)})", "no_slot")
        return self.directory / f"{slot}.json"

    # ---- writing -------------------------------------------------------------------
    def save(self, slot: str, state: State, meta: dict[str, Any] | None = None) -> SlotInfo:
        """Write atomically (temp file, fsync, rename, fsync the folder); SaveError on failure."""
        doc = document(state, meta)
        write_bytes(self.path(slot), encode(doc), slot)
        return _info(slot, doc)

    def delete(self, slot: str) -> None:
        try:
            self.path(slot).unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(slot, f"could not be deleted: {exc.strerror or exc}", "unwritable",
                            exc.errno) from exc

    def remove_stale_temp_files(self, min_age: float | None = None) -> int:
        """Delete temp files an interrupted save left behind; how many were removed."""
        if min_age is None:
            return remove_stale_temp_files(self.directory)
        return remove_stale_temp_files(self.directory, min_age=min_age)

    # ---- reading -------------------------------------------------------------------
    def load(self, slot: str) -> tuple[State, SlotInfo]:
        doc = read_document(self.path(slot), slot)
        return _replayed(slot, doc), _info(slot, doc)

    def read(self, slot: str) -> tuple[State, dict[str, Any]]:
        """The slot's position and its whole document (checked and replayed)."""
        doc = read_document(self.path(slot), slot)
        return _replayed(slot, doc), doc

    def info(self, slot: str) -> SlotInfo | None:
        """Metadata of one slot from its head (nothing replayed, the actions not even
        parsed); None when empty. Never raises for a bad file: the SlotInfo then carries
        `.error`."""
        return head_info(self.path(slot), slot, empty_is_none=True)

    def list(self) -> list[SlotInfo]:
        """Every filled slot; a damaged one carries `.error` and leaves the others alone."""
        return [info for slot in SLOTS if (info := self.info(slot)) is not None]


def _now() -> str:
    """The moment of a save, in UTC, to the second. (datetime is imported here: reading a
    save never needs it, and its import cost the app's cold start 1 ms.)"""
    from datetime import UTC, datetime
    return datetime.now(UTC).isoformat(timespec="seconds")


def document(state: State, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a position: what a slot, a finished game's history entry and a
    full `.jiupai` export hold (the same JSON, so each opens where the others do). The keys
    are in the order save_head reads them: format, version, meta, then the record."""
    meta = dict(meta or {})
    meta.setdefault("saved_at", _now())
    meta.setdefault("turn", len(state.history))
    meta.setdefault("over", state.is_over)     # Continue offers only unfinished games
    return {"format": FORMAT, "version": VERSION, "meta": meta, "record": state.record()}


def write_file(path: Path | str, state: State, meta: dict[str, Any] | None = None) -> None:
    """The full export: the game as a `.jiupai` file (the save JSON, "to continue elsewhere —
    holds every card"), atomically; SaveError on failure. What a seat may share instead is
    engine.seat_view.write_seat_view."""
    path = Path(path)
    write_bytes(path, encode(document(state, meta)), path.name)


def write_record(path: Path | str, record: dict[str, Any], meta: dict[str, Any]) -> None:
    """`write_file` for a holder that has a record but no State at hand (the network table's
    autosave, netplay/table_file.py, written off the host's event loop): `meta` must say
    whether the game is `over`."""
    meta = dict(meta)
    meta.setdefault("saved_at", _now())
    meta.setdefault("turn", len(record.get("actions") or []))
    doc = {"format": FORMAT, "version": VERSION, "meta": meta, "record": record}
    path = Path(path)
    write_bytes(path, encode(doc), path.name)


def read_file(path: Path | str) -> tuple[State, dict[str, Any]]:
    """Import a full `.jiupai` file (or a save slot's file): read with the slots' bounds,
    checked by the schema and replayed. A damaged or foreign file is a SaveError naming the
    file and the problem; nothing is evaluated or unpickled."""
    path = Path(path)
    doc = read_document(path, path.name)
    return _replayed(path.name, doc), doc


def file_info(path: Path | str) -> SlotInfo:
    """A `.jiupai` file's metadata from its head (for a list); never raises: a bad file's
    SlotInfo carries `.error`."""
    path = Path(path)
    info = head_info(path, path.name, empty_is_none=False)
    assert info is not None
    info.slot = str(path)
    return info


# ---- reading, bounded ---------------------------------------------------------------------
def _file_error(label: str, exc: FileReadError, empty_slot: bool) -> SaveError:
    if exc.missing and empty_slot:
        return SaveError(label, "is empty", "empty")
    return SaveError(label, exc.reason, exc.code, exc.errno)


def read_document(path: Path, label: str) -> dict[str, Any]:
    """The whole document of a save file, checked (schema, the meta against the record, the
    layout its head was listed from); SaveError naming `label` and the problem."""
    try:
        raw = read_bounded(path, MAX_BYTES)
    except FileReadError as exc:
        raise _file_error(label, exc, label in SLOTS) from None
    doc = _parse(label, raw)
    if isinstance(doc, dict) and doc.get("format") == SEAT_VIEW_FORMAT:
        raise SaveError(label, "is a shared game — what one player saw (a seat view): it can "
                        "be watched as a replay, not opened as a game", "seat_view")
    head = _head_of(label, raw, len(raw), raw[-TAIL_BYTES:], complete=True)
    differs = agrees(head, doc) if isinstance(doc, dict) else None
    if differs:
        raise SaveError(label, _damaged(f"not laid out as Jiupai writes a save: {differs}"))
    try:
        check_document(doc, FORMAT, VERSION)
    except SchemaError as exc:
        raise SaveError(label, _schema_reason(exc), exc.code) from None
    document: dict[str, Any] = doc        # check_document proved it a JSON object
    return document


def read_head(path: Path, label: str) -> dict[str, Any]:
    """The head of a save file (its actions as []), checked by the schema; a few kilobytes
    are read whatever the file holds. SaveError naming `label` and the problem."""
    try:
        first, last, size = read_ends(path, MAX_BYTES, HEAD_BYTES, TAIL_BYTES)
        if len(first) < size and not _head_fits(first):
            first, last, size = read_ends(path, MAX_BYTES, MAX_HEAD_BYTES, TAIL_BYTES)
    except FileReadError as exc:
        raise _file_error(label, exc, label in SLOTS) from None
    head = _head_of(label, first, size, last, complete=len(first) >= size)
    try:
        check_document(head, FORMAT, VERSION, whole=False)
    except SchemaError as exc:
        raise SaveError(label, _schema_reason(exc), exc.code) from None
    return head


def _head_fits(first: bytes) -> bool:
    try:
        parse_head(decode_prefix(first, False), False)
    except NeedMore:
        return False
    except (HeadError, UnicodeDecodeError):
        return True                      # the error is in these bytes already
    return True


def _head_of(label: str, first: bytes, size: int, last: bytes, complete: bool) -> dict[str, Any]:
    try:
        head = parse_head(decode_prefix(first, complete), complete)
    except NeedMore:
        raise SaveError(label, _damaged(f"its meta and record fields take more than "
                                        f"{MAX_HEAD_BYTES} bytes")) from None
    except HeadError as exc:
        raise SaveError(label, _damaged(str(exc))) from None
    except UnicodeDecodeError as exc:
        raise SaveError(label, _damaged(f"not valid JSON: {_short(str(exc))}")) from None
    if isinstance(head.get("record"), dict) and not ends_like_a_save(last):
        # What Jiupai writes ends with the actions' ], the record's } and its own }.
        raise SaveError(label, _damaged("not valid JSON: it is cut short or has fields "
                                        "after the record's actions"))
    return head


def head_info(path: Path, label: str, empty_is_none: bool) -> SlotInfo | None:
    """The SlotInfo of a file from its head, with the game and its first position made (no
    replay), so a bad option or setup shows in a list; `.error` instead of raising."""
    try:
        head = read_head(path, label)
        record = head["record"]
        game_from_record(record).new_state(seed=record["seed"], setup=record.get("setup"),
                                           dealer=record.get("dealer", 1))
        return _info(label, head)
    except SaveError as exc:
        if empty_is_none and exc.reason == "is empty":
            return None
        return SlotInfo(slot=label, error=exc.reason, error_code=exc.code)
    except NewerVersionError as exc:
        return SlotInfo(slot=label, error=_newer(exc), error_code="newer")
    except RuleError as exc:
        return SlotInfo(slot=label, error=_damaged(str(exc)), error_code="damaged")
    except Exception as exc:  # noqa: BLE001 - one bad file must never break the list
        return SlotInfo(slot=label, error=_damaged(f"{type(exc).__name__}: {exc}"),
                        error_code="damaged")


def _replayed(label: str, doc: dict[str, Any]) -> State:
    try:
        state = replay(doc["record"])
    except NewerVersionError as exc:
        raise SaveError(label, _newer(exc), "newer") from None
    except RuleError as exc:
        raise SaveError(label, f"is damaged or edited: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - an engine bug must not escape as a crash
        raise SaveError(label, f"could not be replayed ({type(exc).__name__}: {exc})") from None
    try:
        check_replayed(doc.get("meta", {}), state)
    except SchemaError as exc:
        raise SaveError(label, _schema_reason(exc), exc.code) from None
    return state


def write_bytes(path: Path, data: bytes, label: str) -> None:
    """files.atomic_write, its OS errors as a SaveError naming `label`."""
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise SaveError(label, f"could not write {path}: {exc.strerror or exc}", "unwritable",
                        exc.errno) from exc


def encode(doc: dict[str, Any]) -> bytes:
    try:
        return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
    except UnicodeEncodeError:   # a lone surrogate (e.g. in a name): store it escaped
        return json.dumps(doc, ensure_ascii=True, indent=1).encode("ascii")


def _parse(label: str, raw: bytes) -> Any:
    try:
        return DECODER.decode(raw.decode("utf-8"))
    except RecursionError:
        raise SaveError(label, _damaged("nested too deeply")) from None
    except (UnicodeDecodeError, ValueError) as exc:   # JSONDecodeError, NaN, a 5,000-digit int
        raise SaveError(label, _damaged(f"not valid JSON: {_short(str(exc))}")) from None


def _damaged(reason: str) -> str:
    return f"is damaged ({reason})"


def _newer(exc: NewerVersionError) -> str:
    """The record inside is newer than this program: said as a newer save format is."""
    return f"was written by a newer Jiupai ({exc.what}); update to open it"


def _schema_reason(exc: SchemaError) -> str:
    """A newer version's file is not damaged: its message says to update (docs/saves.md)."""
    return str(exc) if exc.code == "newer" else _damaged(str(exc))


def _short(text: str, most: int = 160) -> str:
    return text if len(text) <= most else text[:most - 1] + "…"


def _info(slot: str, doc: dict[str, Any]) -> SlotInfo:
    """SlotInfo of a document (or a head) that passed the schema (so every field has its type)."""
    rec, meta = doc["record"], doc.get("meta", {})
    return SlotInfo(slot=slot, game=rec["game"], players=rec["players"],
                    variant=rec.get("variant") or "", names=list(meta.get("names", [])),
                    saved_at=meta.get("saved_at", ""), turn=meta.get("turn", 0),
                    score_line=meta.get("score_line", ""), meta=meta)


__all__ = ["FILE_SUFFIX", "FORMAT", "MAX_BYTES", "SLOTS", "SaveError", "SaveStore", "SlotInfo",
           "VERSION", "document", "encode", "file_info", "fsync_directory", "read_document",
           "read_file", "read_head", "write_bytes", "write_file"]
