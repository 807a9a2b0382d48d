"""Save slots on disk: JSON records plus metadata, written atomically, loaded by replay.

A save file is {"format": "jiupai-save", "version": 1, "meta": {...}, "record": {...}}.
The record is `state.record()`; loading replays it through the engine, so a file that was
truncated, edited or written by a newer version is refused with a message naming the
problem, and no other slot is touched. Nothing is ever unpickled or evaluated.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import appdirs

from .core import JiupaiError, RuleError, State
from .registry import replay

FORMAT = "jiupai-save"
VERSION = 1
SLOTS = ["autosave"] + [str(i) for i in range(1, 11)]


class SaveError(JiupaiError):
    """A slot that cannot be read or written; the message says what is wrong."""

    def __init__(self, slot: str, message: str) -> None:
        super().__init__(f"slot {slot}: {message}")
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

    @classmethod
    def default(cls) -> "SaveStore":
        return cls(default_dir())

    def path(self, slot: str) -> Path:
        if slot not in SLOTS:
            raise SaveError(str(slot), f"no such slot (slots: {', '.join(SLOTS)})")
        return self.directory / f"{slot}.json"

    def save(self, slot: str, state: State, meta: dict[str, Any] | None = None) -> SlotInfo:
        path = self.path(slot)
        meta = dict(meta or {})
        meta.setdefault("saved_at", datetime.now(timezone.utc).isoformat(timespec="seconds"))
        meta.setdefault("turn", len(state.history))
        doc = {"format": FORMAT, "version": VERSION, "meta": meta, "record": state.record()}
        data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
        self.directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{slot}.", suffix=".tmp", dir=self.directory)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            Path(tmp).unlink(missing_ok=True)
            raise SaveError(slot, f"could not write {path}: {exc.strerror or exc}") from exc
        return _info(slot, doc)

    def _read(self, slot: str) -> dict[str, Any]:
        path = self.path(slot)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise SaveError(slot, "is empty") from None
        except OSError as exc:
            raise SaveError(slot, f"cannot be read: {exc.strerror or exc}") from exc
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise SaveError(slot, f"is damaged (not valid JSON: {exc})") from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise SaveError(slot, "is not a Jiupai save file")
        version = doc.get("version")
        if not isinstance(version, int) or version > VERSION:
            raise SaveError(slot, f"was written by a newer Jiupai (save version {version}); update to open it")
        if not isinstance(doc.get("record"), dict) or not isinstance(doc.get("meta", {}), dict):
            raise SaveError(slot, "is damaged (record or metadata missing)")
        return doc

    def load(self, slot: str) -> tuple[State, SlotInfo]:
        doc = self._read(slot)
        try:
            state = replay(doc["record"])
        except RuleError as exc:
            raise SaveError(slot, f"is damaged or edited: {exc}") from None
        return state, _info(slot, doc)

    def info(self, slot: str) -> SlotInfo | None:
        """Metadata of one slot without replaying it; None when empty."""
        if not self.path(slot).exists():
            return None
        try:
            return _info(slot, self._read(slot))
        except SaveError as exc:
            return SlotInfo(slot=slot, error=exc.reason)

    def list(self) -> list[SlotInfo]:
        """Every filled slot; a damaged one carries `.error` and leaves the others alone."""
        return [info for slot in SLOTS if (info := self.info(slot)) is not None]

    def delete(self, slot: str) -> None:
        self.path(slot).unlink(missing_ok=True)


def _info(slot: str, doc: dict[str, Any]) -> SlotInfo:
    rec, meta = doc["record"], doc.get("meta", {})
    return SlotInfo(slot=slot, game=str(rec.get("game", "")), players=int(rec.get("players", 0) or 0),
                    variant=str(rec.get("variant") or ""), names=list(meta.get("names", [])),
                    saved_at=str(meta.get("saved_at", "")), turn=int(meta.get("turn", 0) or 0),
                    score_line=str(meta.get("score_line", "")), meta=meta)
