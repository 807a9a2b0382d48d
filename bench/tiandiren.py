"""天地人 figures: move generation on 54-card hands, random games, bot decisions.

Targets (issue 5): lead from a fresh 54-card hand < 2 ms median, follow < 0.5 ms
median, a full random 3-player game < 100 ms.
"""
from __future__ import annotations

import random
import statistics
import time

from bench.common import Report, bot_times, random_games
from engine.games.tiandiren.combos import Body
from engine.games.tiandiren.deck import counts_of, full_deck
from engine.games.tiandiren.kickers import first_finish, pending_options
from engine.games.tiandiren.movegen import follow_plays, lead_plays


def movegen_times(players: int = 3, hands: int = 300) -> tuple[float, float, float]:
    """(lead median ms, follow median ms, median number of leads) over fresh dealt hands."""
    rng = random.Random(5)
    lead_t, follow_t, sizes = [], [], []
    for _ in range(hands):
        deck = full_deck(players)
        rng.shuffle(deck)
        c = counts_of(deck[:54])
        t = time.perf_counter()
        leads = lead_plays(c)
        lead_t.append(1000 * (time.perf_counter() - t))
        sizes.append(len(leads))
        other = counts_of(deck[54:108])
        table = rng.choice(lead_plays(other))
        if isinstance(table, Body):              # a play with kickers: its first finish
            table = first_finish(other, table)
        t = time.perf_counter()
        follow_plays(c, table)
        follow_t.append(1000 * (time.perf_counter() - t))
    return statistics.median(lead_t), statistics.median(follow_t), statistics.median(sizes)


def kicker_step_times(players: int = 3, hands: int = 300) -> tuple[float, float]:
    """(median, worst ms) of listing the first kicker step for every body of fresh 54-card
    hands (the second step of a play with kickers: kickers.py); each body is timed three
    times and its fastest kept, so one scheduler hiccup does not make the worst."""
    rng = random.Random(7)
    times = []
    for _ in range(hands // 10):
        deck = full_deck(players)
        rng.shuffle(deck)
        c = counts_of(deck[:54])
        for body in (p for p in lead_plays(c) if isinstance(p, Body)):
            best = float("inf")
            for _ in range(3):
                t = time.perf_counter()
                pending_options(c, body, (), None)
                best = min(best, time.perf_counter() - t)
            times.append(1000 * best)
    return statistics.median(times), max(times)


def run(report: Report) -> None:
    report.section("天地人 tiandiren")
    for n in (3, 6):
        lead, follow, size = movegen_times(n)
        report.row(f"lead plays, fresh 54-card hand, {n} decks (median)", f"{lead:.3f} ms", "< 2 ms")
        report.row(f"  (median number of distinct leads: {size:.0f})", "", "")
        report.row(f"follow plays vs a random lead, {n} decks (median)", f"{follow:.3f} ms", "< 0.5 ms")
    med, worst = kicker_step_times(3)
    report.row("kicker step list, any body of a 54-card hand (median / worst)", f"{med:.3f} / {worst:.2f} ms",
               "< 0.5 ms")
    for n in (2, 3, 6):
        gps, ms = random_games("tiandiren", n, seconds=2.0)
        target = "< 100 ms" if n == 3 else ""
        report.row(f"random games, {n} players", f"{gps:.1f}/s {ms:.1f} ms", target)
    for level in ("easy", "normal"):
        med, worst = bot_times("tiandiren", 3, level, decisions=300)
        report.row(f"bot '{level}' decision, 3 players (median / worst)", f"{med:.2f} / {worst:.1f} ms",
                   "a few ms")
