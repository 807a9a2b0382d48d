"""Your accuracy per game over time (issue 35.4): what the statistics keep of the reviews.

A review counts here when it is complete (not stopped), of a finished game, of the player's
own seat (the file's player: its `human_seat`, not a hot-seat game of several people — those
are not counted in the statistics either), with at least one decision graded. It is kept as
a `Reviewed`: the game's digest (`game_digest`: the record and the seat, not the analyser's
version), the accuracy (engine/review: the mean of the graded decisions' accuracy, 0–100),
how many decisions, when the game was first reviewed and the opponent level (as the results
count it: the strongest bot at the table). Reviewing a game again does not count it again:
the digest is remembered (up to KEEP_KEYS), and a review of the same game by a newer analyser
only updates the figure, where it stands in time. Each game keeps the last RECENT reviews
for the picture. Plain Python (no Qt); the book is in gui.userdata.stats, the file in
gui.userdata.stats_file.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .stats import (
    ALL,
    BUCKETS,
    KEEP_KEYS,
    RECENT,
    StatsFormatError,
    _count,
    _number,
    _object,
    _text,
)


def game_digest(record: dict[str, Any], seat: int) -> str:
    """The digest naming one seat's play in one game: a game reviewed twice (from its save,
    its finished-game file, by a newer analyser) has one."""
    # (hashlib imported here: it loads OpenSSL, 4-7 ms, in the home's pass that reads the
    # last results; a review's key is made only when one is kept)
    import hashlib
    text = json.dumps({"record": record, "seat": seat}, sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


@dataclass
class Reviewed:
    """One game's review as the statistics keep it."""

    key: str
    accuracy: float                # 0–100
    decisions: int
    at: str = ""                   # when first reviewed, ISO 8601 (UTC)
    level: str = "unknown"         # the strongest bot at the table (gui.userdata.stats)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "accuracy": self.accuracy, "decisions": self.decisions,
                "at": self.at, "level": self.level}

    @classmethod
    def from_json(cls, data: Any, where: str) -> Reviewed:
        _object(data, where)
        accuracy = float(_number(data.get("accuracy"), f"{where}.accuracy"))
        if not 0.0 <= accuracy <= 100.0:
            raise StatsFormatError(f"{where}.accuracy must be from 0 to 100, got {accuracy}")
        level = _text(data.get("level", "unknown"), f"{where}.level")
        if level not in BUCKETS or level == ALL:
            raise StatsFormatError(f"{where}.level is not a level: {level!r:.40}")
        return cls(_text(data.get("key"), f"{where}.key"), accuracy,
                   _count(data.get("decisions", 0), f"{where}.decisions"),
                   _text(data.get("at", ""), f"{where}.at"), level)


@dataclass
class ReviewLog:
    """Per game, the last RECENT reviews in the order first made; the digests counted."""

    games: dict[str, list[Reviewed]] = field(default_factory=dict)
    keys: list[str] = field(default_factory=list)

    def add(self, game: str, entry: Reviewed) -> bool:
        """Count `entry`; a game counted before only has its figure updated (when it is
        still among the recent ones). True when anything changed."""
        if entry.key in self.keys:
            for kept in self.games.get(game, []):
                if kept.key == entry.key and (kept.accuracy, kept.decisions) != (
                        entry.accuracy, entry.decisions):
                    kept.accuracy, kept.decisions = entry.accuracy, entry.decisions
                    return True
            return False
        self.keys = (self.keys + [entry.key])[-KEEP_KEYS:]
        self.games[game] = (self.games.get(game, []) + [entry])[-RECENT:]
        return True

    def of(self, game: str, bucket: str = ALL) -> list[Reviewed]:
        """The recent reviews of `game` at a level (ALL: every level), oldest first."""
        kept = self.games.get(game, [])
        return list(kept) if bucket == ALL else [r for r in kept if r.level == bucket]

    def to_json(self) -> dict[str, Any]:
        return {"keys": list(self.keys),
                "games": {game: [r.to_json() for r in kept] for game, kept in self.games.items()}}

    @classmethod
    def from_json(cls, data: Any, where: str = "reviews") -> ReviewLog:
        _object(data, where)
        keys = data.get("keys", [])
        if not isinstance(keys, list) or len(keys) > KEEP_KEYS:
            raise StatsFormatError(f"{where}.keys must be a list of at most {KEEP_KEYS} digests")
        log = cls(keys=[_text(k, f"{where}.keys[{i}]") for i, k in enumerate(keys)])
        games = data.get("games", {})
        _object(games, f"{where}.games")
        for game, kept in games.items():
            place = f"{where}.games.{game:.40}"
            if not isinstance(kept, list) or len(kept) > RECENT:
                raise StatsFormatError(f"{place} must be a list of at most {RECENT} reviews")
            log.games[game] = [Reviewed.from_json(r, f"{place}[{i}]") for i, r in enumerate(kept)]
        return log


__all__ = ["ReviewLog", "Reviewed", "game_digest"]
