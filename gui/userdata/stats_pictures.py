"""What the Statistics dialog's pictures show, computed from a Summary (plain Python, no Qt;
gui/dialogs/stats_charts.py paints it).

A summary keeps every count but only the last RECENT results (gui.userdata.stats), so the
pictures over time cover those: the win-rate line is exact nonetheless — it starts from the
rate of the games before the window and ends on the summary's own win rate.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .stats import Result, Summary


def win_rate_line(summary: Summary) -> list[float]:
    """The win rate (0…1) after each of the recent results, counting every game before them:
    the last point is `summary.win_rate`."""
    recent = summary.recent
    before_games = summary.games - len(recent)
    before_wins = summary.wins - sum(r.outcome == "win" for r in recent)
    points = []
    games, wins = max(0, before_games), max(0, before_wins)
    for result in recent:
        games += 1
        wins += result.outcome == "win"
        points.append(wins / games)
    return points


@dataclass(frozen=True)
class Bin:
    """Scores from `low` (included) to `high` (excluded; included for the last bin)."""
    low: float
    high: float
    count: int


def score_bins(results: list[Result], most: int = 8) -> list[Bin]:
    """The recent scores in at most `most` bins of equal, whole widths (a bin per score when
    they are few); [] without scores."""
    scores = [r.score for r in results if r.score is not None]
    if not scores:
        return []
    low, high = math.floor(min(scores)), math.floor(max(scores))
    width = max(1, math.ceil((high - low + 1) / most))
    count = (high - low) // width + 1
    bins = [0] * count
    for score in scores:
        bins[min(count - 1, int((math.floor(score) - low) // width))] += 1
    return [Bin(low + i * width, low + (i + 1) * width, n) for i, n in enumerate(bins)]


def best_run(results: list[Result]) -> tuple[int, int] | None:
    """The longest run of wins among `results` as (first index, length); the latest when two
    are as long; None without a win."""
    best: tuple[int, int] | None = None
    start = None
    for index, result in enumerate(results + [Result("loss")]):
        if result.outcome == "win":
            start = index if start is None else start
            continue
        if start is not None:
            length = index - start
            if best is None or length >= best[1]:
                best = (start, length)
            start = None
    return best
