"""Statistics worth reading: per game and per opponent level, from the games the player finished.

What is counted, and how:
- A game counts when it ends while being played (gui.main_window), once per game id: every
  new game gets an id in its saves' metadata (gui.worker.engine_worker.data), so a finished save opened
  again, or an earlier save of the same game finished a second time, is not counted twice.
- A win is being one of the game's winners (`State.winners()`, which the worker's game_over
  result carries as "winners"): in most games the one seat alone on top of the returns (the
  engine's final standings), in 天地人 every 胜出者 (a heaven holder, 地牌, 抢地, 人牌; RULINGS)
  whatever their points. With no winner, a shared top is a draw; anything else a loss.
- A first place is finishing on top of the returns (top points, shared or not), counted
  besides the wins: a 天地人 胜出者 third by points has won, but not come first.
- The opponent level is the strongest bot at the table (easy < normal < hard): a table with
  one hard and two easy bots counts as "hard". Counts kept before levels were (the older
  QSettings figures, migrated once by gui.userdata.stats_file) are under "unknown".
- The score is the player's own final score (九局對決: runs; the others: points).

The figures of one (game, level) are a `Summary`, built by adding each `Result` in the order
played: games, wins, draws, the current run (wins > 0, losses < 0, a draw ends both), the
longest run of wins, best and average score, seconds played, games where undo was used, and
the last RECENT results for the chart. Every game also has an "all" summary of its levels.
The accuracy of the player's reviewed games (issue 35.4) is kept beside the results, per game
(`StatsBook.reviews`, gui.userdata.stats_reviews).
This module is plain Python (no Qt); gui.userdata.stats_file keeps it on disk.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LEVELS = ("easy", "normal", "hard")
UNKNOWN = "unknown"
ALL = "all"
BUCKETS = (ALL,) + LEVELS + (UNKNOWN,)
OUTCOMES = ("win", "draw", "loss")
RECENT = 50            # results kept per summary, for the chart
KEEP_KEYS = 2000       # ids of counted games remembered (a save older than that may count again)
MAX_COUNT = 10**9


class StatsFormatError(ValueError):
    """The statistics document is not what this module writes; the message names the field."""


@dataclass
class Result:
    """One finished game as the statistics see it."""
    outcome: str                   # "win", "draw" or "loss"
    score: float | None = None
    seconds: int = 0
    undo_used: bool = False
    at: str = ""                   # when it ended, ISO 8601 (UTC)
    first: bool | None = None      # on top of the returns; None: not recorded (older files)
    network: bool = False          # played at a network table (LAN), against people too

    def to_json(self) -> dict[str, Any]:
        out = {"outcome": self.outcome, "score": self.score, "seconds": self.seconds,
               "undo_used": self.undo_used, "at": self.at, "first": self.first}
        if self.network:
            out["network"] = True
        return out

    @classmethod
    def from_json(cls, data: Any, where: str) -> Result:
        _object(data, where)
        outcome = data.get("outcome")
        if outcome not in OUTCOMES:
            raise StatsFormatError(f"{where}.outcome must be one of {OUTCOMES}, got {outcome!r:.40}")
        score = data.get("score")
        if score is not None:
            score = float(_number(score, f"{where}.score"))
        first = data.get("first")
        return cls(outcome, score, _count(data.get("seconds", 0), f"{where}.seconds"),
                   _flag(data.get("undo_used", False), f"{where}.undo_used"),
                   _text(data.get("at", ""), f"{where}.at"),
                   None if first is None else _flag(first, f"{where}.first"),
                   _flag(data.get("network", False), f"{where}.network"))


@dataclass
class Summary:
    """The figures of a series of results (see the module docstring)."""
    games: int = 0
    wins: int = 0
    draws: int = 0
    firsts: int = 0                # first places (top points), besides the wins
    streak: int = 0
    best_streak: int = 0
    best_score: float | None = None
    score_total: float = 0.0
    scored: int = 0
    seconds: int = 0
    undo_games: int = 0
    recent: list[Result] = field(default_factory=list)

    @property
    def losses(self) -> int:
        return self.games - self.wins - self.draws

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    def add(self, result: Result) -> None:
        self.games += 1
        first = result.first if result.first is not None else result.outcome != "loss"
        self.firsts += int(first)
        if result.outcome == "win":
            self.wins += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
            self.best_streak = max(self.best_streak, self.streak)
        elif result.outcome == "loss":
            self.streak = self.streak - 1 if self.streak < 0 else -1
        else:
            self.draws += 1
            self.streak = 0
        if result.score is not None:
            self.scored += 1
            self.score_total += result.score
            self.best_score = (result.score if self.best_score is None
                               else max(self.best_score, result.score))
        self.seconds += result.seconds
        self.undo_games += int(result.undo_used)
        self.recent = (self.recent + [result])[-RECENT:]

    def add_counts(self, games: int, wins: int, draws: int) -> None:
        """Counts without results (the older QSettings figures): no streak, score or time.
        Their wins and draws were a top alone and a shared top: first places."""
        self.games += games
        self.wins += wins
        self.draws += draws
        self.firsts += wins + draws

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in _SUMMARY_NUMBERS}
        data["recent"] = [r.to_json() for r in self.recent]
        return data

    @classmethod
    def from_json(cls, data: Any, where: str) -> Summary:
        _object(data, where)
        summary = cls()
        for name in ("games", "wins", "draws", "best_streak", "scored", "seconds", "undo_games"):
            setattr(summary, name, _count(data.get(name, 0), f"{where}.{name}"))
        # A file from before first places were kept counted a win only alone on top of the
        # returns and a draw on a shared top: exactly its first places.
        summary.firsts = _count(data.get("firsts", summary.wins + summary.draws),
                                f"{where}.firsts")
        if summary.firsts > summary.games:
            raise StatsFormatError(f"{where} has more first places than games")
        summary.streak = _whole(data.get("streak", 0), f"{where}.streak")
        summary.score_total = float(_number(data.get("score_total", 0), f"{where}.score_total"))
        best = data.get("best_score")
        summary.best_score = None if best is None else float(_number(best, f"{where}.best_score"))
        if summary.wins + summary.draws > summary.games:
            raise StatsFormatError(f"{where} has more wins and draws than games")
        recent = data.get("recent", [])
        if not isinstance(recent, list) or len(recent) > RECENT:
            raise StatsFormatError(f"{where}.recent must be a list of at most {RECENT} results")
        summary.recent = [Result.from_json(r, f"{where}.recent[{i}]") for i, r in enumerate(recent)]
        return summary


_SUMMARY_NUMBERS = ("games", "wins", "draws", "firsts", "streak", "best_streak", "best_score",
                    "score_total", "scored", "seconds", "undo_games")


def summarize(results: list[Result]) -> Summary:
    """The summary of results in the order they were played."""
    summary = Summary()
    for result in results:
        summary.add(result)
    return summary


def outcome_of(returns: list[float], seat: int, winners: list[int] | None = None) -> str:
    """"win" when `seat` is one of the `winners` (State.winners()); with no winner (or none
    given: a result from before the field), "win" alone on top of the returns, "draw" on a
    shared top; else "loss"."""
    if winners:
        return "win" if seat in winners else "loss"
    if not returns or not 0 <= seat < len(returns):
        return "loss"
    best = max(returns)
    if returns[seat] < best:
        return "loss"
    if winners is not None:        # the game said: nobody won (a shared top)
        return "draw"
    return "win" if returns.count(best) == 1 else "draw"


def first_place(returns: list[float], seat: int) -> bool | None:
    """True when `seat` has the top return (shared or not); None without returns."""
    if not returns or not 0 <= seat < len(returns):
        return None
    return returns[seat] == max(returns)


def place_of(returns: list[float], seat: int) -> int | None:
    """`seat`'s place by points: 1 + how many seats have more (a shared place is shared)."""
    if not returns or not 0 <= seat < len(returns):
        return None
    return 1 + sum(1 for value in returns if value > returns[seat])


def level_of(bot_levels: list[Any], human_seat: int) -> str:
    """The strongest bot's level at the table; UNKNOWN when no seat names a known level."""
    found = [level for seat, level in enumerate(bot_levels or [])
             if seat != human_seat and level in LEVELS]
    return max(found, key=LEVELS.index) if found else UNKNOWN


@dataclass
class StatsBook:
    """Everything the statistics file holds: per game, a Summary per bucket (ALL, each level,
    UNKNOWN); the ids of the games counted; whether the QSettings counts were migrated."""
    games: dict[str, dict[str, Summary]] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)
    migrated: bool = False
    reviews: Any = field(default_factory=lambda: _review_log())   # stats_reviews.ReviewLog

    def summary(self, game: str, bucket: str = ALL) -> Summary:
        return self.games.get(game, {}).get(bucket) or Summary()

    def buckets(self, game: str) -> list[str]:
        """The buckets of `game` that hold a game, in BUCKETS order (ALL always)."""
        held = self.games.get(game, {})
        return [b for b in BUCKETS if b == ALL or (b in held and held[b].games)]

    def record(self, game: str, level: str, result: Result, key: str | None) -> bool:
        """Count one finished game under its level and ALL; False (nothing changes) when the
        game `key` was counted before."""
        if key is not None and key in self.counted:
            return False
        buckets = self.games.setdefault(game, {})
        for bucket in (ALL, level if level in LEVELS else UNKNOWN):
            buckets.setdefault(bucket, Summary()).add(result)
        if key is not None:
            self.counted = (self.counted + [key])[-KEEP_KEYS:]
        return True

    def to_json(self) -> dict[str, Any]:
        return {"migrated": self.migrated, "counted": list(self.counted),
                "games": {game: {bucket: s.to_json() for bucket, s in buckets.items()}
                          for game, buckets in self.games.items()},
                "reviews": self.reviews.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> StatsBook:
        _object(data, "the file")
        book = cls(migrated=_flag(data.get("migrated", False), "migrated"))
        counted = data.get("counted", [])
        if not isinstance(counted, list) or len(counted) > KEEP_KEYS:
            raise StatsFormatError(f"counted must be a list of at most {KEEP_KEYS} game ids")
        book.counted = [_text(key, f"counted[{i}]") for i, key in enumerate(counted)]
        games = data.get("games", {})
        _object(games, "games")
        for game, buckets in games.items():
            _object(buckets, f"games.{game:.40}")
            for bucket, summary in buckets.items():
                if bucket not in BUCKETS:
                    raise StatsFormatError(f"games.{game:.40} has an unknown level {bucket!r:.40}")
                where = f"games.{game:.40}.{bucket}"
                book.games.setdefault(game, {})[bucket] = Summary.from_json(summary, where)
        from .stats_reviews import ReviewLog  # it builds on this module's checks
        book.reviews = ReviewLog.from_json(data.get("reviews", {}))
        return book


def _review_log() -> Any:
    from .stats_reviews import ReviewLog
    return ReviewLog()


# ---- checks on what the file holds ---------------------------------------------------------
def _object(value: Any, where: str) -> None:
    if not isinstance(value, dict):
        raise StatsFormatError(f"{where} must be an object, got {type(value).__name__}")


def _whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_COUNT:
        raise StatsFormatError(f"{where} must be a whole number, got {value!r:.40}")
    return value


def _count(value: Any, where: str) -> int:
    if _whole(value, where) < 0:
        raise StatsFormatError(f"{where} must not be negative, got {value}")
    return value


def _number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or abs(value) > 1e15:
        raise StatsFormatError(f"{where} must be a number, got {value!r:.40}")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise StatsFormatError(f"{where} must be true or false, got {value!r:.40}")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise StatsFormatError(f"{where} must be a short text, got {value!r:.40}")
    return value
