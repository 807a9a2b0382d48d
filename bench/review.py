"""The game review (issue 35): how long a review of one seat takes, and whether its grades
mean something. Opt-in (`python -m bench review`): minutes, not seconds.

Speed: a game is played by `normal` bots (seeded); the seat with the most decisions is
reviewed at the analyser's default budget. Wall time and the process's CPU time
(`time.process_time`: the machine is shared, so wall time grows with the load, printed
too), and the longest gap between two progress callbacks. Target: ≤ 60 s, progress at
least every second. `JIUPAI_REVIEW_LONGEST=N` also reviews the longest game (most
decisions of one seat) of N played by `easy` and N by `normal` bots: the worst case.

Strength: the same positions (every decision of that seat) graded for what the `easy`, the
`normal` and the `hard` bot would have played there, on the same imagined deals (the
analyser's `also`): a paired comparison, so the levels' accuracies differ by their choices
and not by the positions they reached. Target: accuracy easy < normal < hard in every game.
`JIUPAI_REVIEW_GAMES` (default 1) games per line; `JIUPAI_REVIEW_ONLY=<game id>` for one line;
`JIUPAI_REVIEW_DUMP=<folder>` keeps both reviews of each game there as JSON.
"""
from __future__ import annotations

import json
import os
import statistics
import time

import engine
from bench.common import Report
from engine.review import GameReview, review
from engine.session import decision_starts, replay_with_actors

CONFIGS = [("ninety_nine", 4, {"match_hands": 5}), ("showdown", 2, {}),
           ("primatum", 4, {}), ("tiandiren", 3, {})]
LEVELS = ("easy", "normal", "hard")
GAMES = int(os.environ.get("JIUPAI_REVIEW_GAMES", "1"))
ONLY = os.environ.get("JIUPAI_REVIEW_ONLY", "")
DUMP = os.environ.get("JIUPAI_REVIEW_DUMP", "")     # a folder: both reviews of each game as JSON
LONGEST = int(os.environ.get("JIUPAI_REVIEW_LONGEST", "0"))


MIN_DECISIONS = 10       # a 天地人 match of normal bots often ends after a seat's 1–3 plays


def played_record(gid: str, players: int, options: dict, seed: int) -> tuple[dict, int]:
    """A game of `normal` bots and the seat with the most decisions in it: the first game
    from `seed` on (every 1000th seed, at most 20) where that seat has MIN_DECISIONS."""
    game = engine.create(gid, players, **options)
    best: tuple[int, dict, int] | None = None
    for tries in range(20):
        bots = [engine.make_bot(game, "normal", seed=seed * 10 + s) for s in range(players)]
        state = game.new_state(seed=seed + 1000 * tries)
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        record = state.record()
        _, actors = replay_with_actors(record)
        seat = max(range(players), key=lambda s: (len(decision_starts(actors, s)), -s))
        count = len(decision_starts(actors, seat))
        if best is None or count > best[0]:
            best = (count, record, seat)
        if count >= MIN_DECISIONS:
            break
    assert best is not None
    return best[1], best[2]


def timed_review(record: dict, seat: int) -> tuple[float, float, float, GameReview]:
    """(wall s, CPU s, longest progress gap s, the review) at the default budget."""
    gaps: list[float] = []
    last = [time.monotonic()]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        gaps.append(now - last[0])
        last[0] = now

    wall, cpu = time.perf_counter(), time.process_time()
    result = review(record, seat, seed=1, progress=progress)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    gaps.append(time.monotonic() - last[0])
    return wall, cpu, max(gaps), result


def longest_record(gid: str, players: int, options: dict, games: int) -> tuple[dict, int, str]:
    """The game with the most decisions of one seat among `games` played by `easy` and as
    many by `normal` bots (seeds 0…), that seat and the bots' level."""
    game = engine.create(gid, players, **options)
    best: tuple[int, dict, int, str] | None = None
    for level in ("easy", "normal"):
        for seed in range(games):
            bots = [engine.make_bot(game, level, seed=seed * 10 + s) for s in range(players)]
            state = game.new_state(seed=seed)
            while not state.is_over:
                seat = state.current_player
                state.apply(bots[seat].choose(state, seat))
            record = state.record()
            _, actors = replay_with_actors(record)
            seat = max(range(players), key=lambda s: (len(decision_starts(actors, s)), -s))
            count = len(decision_starts(actors, seat))
            if best is None or count > best[0]:
                best = (count, record, seat, level)
    assert best is not None
    return best[1], best[2], best[3]


def level_review(record: dict, seat: int) -> GameReview:
    """The same decisions with another seed, each also graded for what the easy, normal and
    hard bots would have played (DecisionReview.others)."""
    game = engine.create(record["game"], record["players"], record.get("variant"),
                         **(record.get("options") or {}))
    also = {level: engine.make_bot(game, level, seed=0) for level in LEVELS}
    return review(record, seat, seed=2, also=also, graph_worlds=0)


def agreement(one: GameReview, two: GameReview) -> tuple[float, float, float]:
    """How far two seeds agree on the same decisions: the share with the same grade, the
    share with the same best choice, and the mean |difference| of the loss."""
    pairs = list(zip(one.decisions, two.decisions, strict=False))
    if not pairs:
        return 1.0, 1.0, 0.0
    grade = statistics.fmean(a.grade is b.grade for a, b in pairs)
    best = statistics.fmean(a.best == b.best for a, b in pairs)
    loss = statistics.fmean(abs(a.loss - b.loss) for a, b in pairs)
    return grade, best, loss


def run(report: Report) -> None:
    report.section(f"game review (issue 35) — load average {os.getloadavg()[0]:.1f} "
                   f"on {os.cpu_count()} cores")
    for gid, players, options in CONFIGS:
        if ONLY and gid != ONLY:
            continue
        if LONGEST:
            record, seat, level = longest_record(gid, players, options, LONGEST)
            wall, cpu, gap, first = timed_review(record, seat)
            report.row(f"{gid:<12} {players}p: the longest of {2 * LONGEST} games "
                       f"({level} bots; {len(first.decisions)} decisions)",
                       f"{wall:.1f} s wall / {cpu:.1f} s CPU",
                       f"≤ 60 s; gap {gap:.2f} s; load {os.getloadavg()[0]:.1f}")
        pooled: dict[str, list[float]] = {level: [] for level in LEVELS}
        for g in range(GAMES):
            record, seat = played_record(gid, players, options, seed=100 + g)
            wall, cpu, gap, first = timed_review(record, seat)
            n = len(first.decisions)
            report.row(f"{gid:<12} {players}p seat {seat}: review ({n} decisions)",
                       f"{wall:.1f} s wall / {cpu:.1f} s CPU", "≤ 60 s")
            report.row(f"{gid:<12} {players}p: longest gap between progress calls",
                       f"{gap:.2f} s", "≤ 1 s")
            second = level_review(record, seat)
            same_grade, same_best, loss_gap = agreement(first, second)
            errors = statistics.fmean(d.error for d in first.decisions) if n else 0.0
            report.row(f"{gid:<12} {players}p: seeds 1 and 2 agree (grade / best)",
                       f"{100 * same_grade:.0f} % / {100 * same_best:.0f} %",
                       f"loss differs by {loss_gap:.2f}, mean error ±{errors:.2f} {first.unit}")
            for level in LEVELS:
                pooled[level].extend(d.others[level]["accuracy"] for d in second.decisions)
            if DUMP:
                with open(f"{DUMP}/{gid}-{g}.json", "w", encoding="utf-8") as fh:
                    json.dump({"first": first.to_json(), "second": second.to_json()}, fh)
        means = {level: statistics.fmean(v) if v else float("nan") for level, v in pooled.items()}
        report.row(f"{gid:<12} {players}p: accuracy easy / normal / hard "
                   f"({len(pooled['easy'])} decisions)",
                   " / ".join(f"{means[level]:.1f}" for level in LEVELS),
                   "easy < normal < hard")
        report.row(f"{gid:<12} {players}p: load average now", f"{os.getloadavg()[0]:.1f}")
