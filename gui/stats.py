"""Per-game statistics in QSettings: games finished and games won by the human player.

A game counts once, when it ends in play (not when a finished save is opened again).
A win is finishing alone on top of the returns; a shared top is a draw.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import prefs


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    drawn: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def get(game_id: str) -> GameStats:
    return GameStats(*(prefs.get(f"stats/{game_id}/{key}", 0, int) or 0
                       for key in ("played", "won", "drawn")))


def record(game_id: str, returns: list[float], human_seat: int) -> GameStats:
    """Count one finished game; returns the updated figures."""
    stats = get(game_id)
    stats.played += 1
    best = max(returns) if returns else None
    if best is not None and 0 <= human_seat < len(returns) and returns[human_seat] == best:
        if returns.count(best) == 1:
            stats.won += 1
        else:
            stats.drawn += 1
    for key in ("played", "won", "drawn"):
        prefs.put(f"stats/{game_id}/{key}", getattr(stats, key))
    return stats


def reset() -> None:
    settings = prefs.settings()
    settings.remove("stats")
