"""The finished games, kept for the replay viewer: the last HISTORY_SIZE games in one
folder (the app's is `history/` beside `saves/`, gui/userdata/paths.py).

Each finished game is one file, `<game id>.jiupai`, holding the save document
(engine.saves.document): a game finished again after reopening its save overwrites its
own file instead of being kept twice. Files are written atomically like the saves; the
oldest (by the time they were written) go when there are more than HISTORY_SIZE. Reading
goes through engine.saves.read_file, so a damaged entry is refused with its reason.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .core import State
from .saves import FILE_SUFFIX, SaveError, write_file

HISTORY_SIZE = 100
_SAFE_ID = re.compile(r"[^A-Za-z0-9_-]")


class GameHistory:
    """The finished games in one folder, newest first."""

    def __init__(self, directory: Path | str, size: int = HISTORY_SIZE) -> None:
        self.directory = Path(directory)
        self.size = size

    def add(self, state: State, meta: dict[str, Any]) -> Path:
        """Keep a finished game (once per game id), then drop the oldest beyond the size."""
        game_id = _SAFE_ID.sub("", str(meta.get("game_id") or ""))[:64] or "game"
        path = self.directory / f"{game_id}{FILE_SUFFIX}"
        write_file(path, state, meta)
        for old in self.files()[self.size:]:
            try:
                old.unlink()
            except OSError:
                pass
        return path

    def files(self) -> list[Path]:
        """The entries, newest first (a folder that cannot be read has none)."""
        try:
            found = [p for p in self.directory.glob(f"*{FILE_SUFFIX}") if p.is_file()]
            return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            return []


__all__ = ["GameHistory", "HISTORY_SIZE", "SaveError"]
