"""九九 engine figures: random-play hands per second and bot decision times (issue 2)."""
from __future__ import annotations

import random
import time

import engine
from bench.common import Report, bot_times


def random_hands(players: int, variant: str, seconds: float = 2.0) -> tuple[float, float, float]:
    """(ms per random hand, µs per move, moves per hand) for single-hand matches."""
    game = engine.create("ninety_nine", players, variant, match_hands=1)
    hands = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state(seed=hands)
        rng = random.Random(hands)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
        hands += 1
    elapsed = time.perf_counter() - start
    return 1000 * elapsed / hands, 1e6 * elapsed / moves, moves / hands


def run(report: Report) -> None:
    report.section("九九 ninety_nine — random play (one hand, 5-card hands)")
    for variant in ("standard", "bloody", "western", "northwest"):
        for players in (2, 4, 8):
            ms, us, per = random_hands(players, variant)
            target = "target < 1 ms" if (variant, players) == ("standard", 4) else ""
            report.row(f"{variant:<9} {players}p: ms per hand ({per:.0f} moves)", f"{ms:.3f} ms", target)
            report.row(f"{variant:<9} {players}p: µs per move", f"{us:.1f} µs")
    report.section("九九 ninety_nine — bot decision time (median / worst)")
    for level in ("easy", "normal"):
        for players in (2, 4, 8):
            med, worst = bot_times("ninety_nine", players, level, decisions=400)
            target = "target < 5 ms" if level == "normal" else ""
            report.row(f"{level:<6} {players}p", f"{med:.3f} / {worst:.3f} ms", target)
