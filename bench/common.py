"""Shared measuring helpers for the bench modules."""
from __future__ import annotations

import random
import statistics
import time

import engine


class Report:
    """Prints aligned rows and keeps them for docs/benchmarks.md."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, str]] = []

    def section(self, title: str) -> None:
        print(f"\n## {title}")

    def row(self, what: str, value: str, target: str = "") -> None:
        self.rows.append((what, value, target))
        print(f"{what:<58} {value:>16}   {target}")


def random_games(game_id: str, players: int, variant: str | None = None, seconds: float = 2.0,
                 **options) -> tuple[float, float]:
    """Play seeded random games for about `seconds`; return (games per second, ms per game)."""
    game = engine.create(game_id, players, variant, **options)
    n, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        n += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return n / elapsed, 1000 * elapsed / n


def bot_times(game_id: str, players: int, level: str, decisions: int = 300,
              variant: str | None = None, **options) -> tuple[float, float]:
    """Median and worst decision time (ms) of one bot level seated everywhere."""
    game = engine.create(game_id, players, variant, **options)
    bots = [engine.make_bot(game, level, seed=i) for i in range(players)]
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        state = game.new_state(seed=seed)
        seed += 1
        while not state.is_over and len(times) < decisions:
            seat = state.current_player
            t = time.perf_counter()
            action = bots[seat].choose(state, seat)
            times.append(1000 * (time.perf_counter() - t))
            state.apply(action)
    return statistics.median(times), max(times)
