"""九九 engine figures: random-play hands per second and bot decision times (issue 2)."""
from __future__ import annotations

import random
import time

import engine
from bench.common import Report, bot_times


def random_hands(players: int, variant: str, seconds: float = 2.0, rounds: int = 5
                 ) -> tuple[float, float, float]:
    """(ms per random hand, µs per move, moves per hand) for single-hand matches.

    The same seeds are played `rounds` times and the fastest round counts: this machine's
    timings swing by a third from run to run, and the minimum is what the code costs."""
    game = engine.create("ninety_nine", players, variant, match_hands=1)
    best, moves, hands = float("inf"), 0, 0
    budget = seconds / rounds
    for _ in range(rounds):
        moves = hands = 0
        start = time.perf_counter()
        while time.perf_counter() - start < budget or hands < 50:
            state = game.new_state(seed=hands)
            rng = random.Random(hands)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                moves += 1
            hands += 1
        best = min(best, (time.perf_counter() - start) / hands)
        per_move = best * hands / moves
    return 1000 * best, 1e6 * per_move, moves / hands


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
