"""The `hard` bots' speed: decision time at the default budget and rollouts per second, for
every game and player count the app offers (issue 24: median ≤ 1 s, worst ≤ 1.5 s, one core;
issue 14 asked ≤ 1 / ≤ 3 s).

Positions come from games the `normal` bots play (seeded); at every decision of seat 0 that
has a choice (more than one legal action) a fresh `hard` bot decides, the first
`JIUPAI_HARD_DECISIONS` (default 30) of them per line. A rollout is one search iteration: a
determinization, the candidate move and the rollout to the horizon. Times are CPU seconds
of the deciding thread (`time.thread_time`), so other load on the shared machine does not
inflate them much (it still shares the core's caches: expect ±20 %). Strength is
`python -m bench arena`.
"""
from __future__ import annotations

import os
import statistics
import time

import engine
from bench.common import Report

CONFIGS = ([("ninety_nine", n, {"match_hands": 1}) for n in (2, 3, 4, 5, 6, 8)]
           + [("showdown", 2, {})]
           + [("primatum", n, {}) for n in (2, 3, 4, 5)]
           + [("tiandiren", n, {}) for n in (2, 3, 4, 6)])
DECISIONS = int(os.environ.get("JIUPAI_HARD_DECISIONS", "30"))


def hard_times(gid: str, players: int, options: dict, decisions: int = DECISIONS
               ) -> tuple[float, float, float, int]:
    """(median s, worst s, rollouts per second, decisions) of seat 0's searched decisions."""
    game = engine.create(gid, players, **options)
    normal = [engine.make_bot(game, "normal", seed=s) for s in range(players)]
    times: list[float] = []
    iterations = 0
    seed = 0
    while len(times) < decisions and seed < 50:
        state = game.new_state(seed=seed)
        seed += 1
        while not state.is_over and len(times) < decisions:
            seat = state.current_player
            if seat == 0 and len(state.legal_actions()) > 1:
                bot = engine.make_bot(game, "hard", seed=len(times))
                start = time.thread_time()      # CPU time of the deciding thread
                bot.choose(state, seat)
                times.append(time.thread_time() - start)
                iterations += bot.last_iterations
            state.apply(normal[seat].choose(state, seat))
    return statistics.median(times), max(times), iterations / sum(times), len(times)


def run(report: Report) -> None:
    report.section("hard bots — decision time at the default budget (searched decisions)")
    for gid, players, options in CONFIGS:
        med, worst, rate, n = hard_times(gid, players, options)
        report.row(f"{gid:<12} {players}p: median / worst ({n} decisions)",
                   f"{med:.2f} / {worst:.2f} s", "≤ 1 / ≤ 1.5 s")
        report.row(f"{gid:<12} {players}p: rollouts per second", f"{rate:.0f}/s")
