"""Reviews kept for a second look: one JSON file per (game record, seat, analyser version), in
`reviews/` beside the saves. The name is a digest of what was reviewed, so a cached review
can never belong to another game: a record that changed is another file (never a file beside
a save that could drift from it)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from engine.files import FileReadError, atomic_write, read_bounded
from engine.review.model import REVIEW_VERSION, GameReview

MAX_BYTES = 4 * 1024 * 1024
KEEP = 200                          # reviews kept (the oldest go first)


def review_key(record: dict[str, Any], seat: int) -> str:
    """The digest naming the review of `seat` in the game of `record`."""
    text = json.dumps({"record": record, "seat": seat, "version": REVIEW_VERSION},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


class ReviewCache:
    """The folder of cached reviews (made when first written)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        """The cached review's JSON, or None (none, unreadable, or not a review)."""
        path = self.path(key)
        if not path.is_file():
            return None
        try:
            data = json.loads(read_bounded(path, MAX_BYTES))
            GameReview.from_json(data)           # refuse anything that is not one
        except (FileReadError, ValueError, TypeError, KeyError):
            return None
        return dict(data)

    def put(self, key: str, review: dict[str, Any]) -> None:
        """Keep `review` (a failure to write only means no cache: never an error)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path(key), json.dumps(review, ensure_ascii=False).encode("utf-8"))
            kept = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
            for old in kept[:-KEEP]:
                old.unlink(missing_ok=True)
        except OSError:
            pass


__all__ = ["ReviewCache", "review_key"]
