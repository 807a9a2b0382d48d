"""九尊 primatum figures: random-play throughput, bot decision times, normal vs easy.

No numeric targets are named for this game; the figures show that a full game is
fast enough for the GUI and that the normal bot is stronger than the easy one.
"""
from __future__ import annotations

import engine
from bench.common import Report, bot_times, random_games


def normal_vs_easy(players: int, games: int = 40) -> tuple[float, float]:
    """Average points of one normal bot and of the easy bots beside it (seat rotated)."""
    game = engine.create("primatum", players)
    hero_total = other_total = 0.0
    for seed in range(games):
        hero = seed % players
        bots = [engine.make_bot(game, "normal" if s == hero else "easy", seed=seed * 10 + s)
                for s in range(players)]
        state = game.new_state(seed=seed)
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        r = state.returns()
        hero_total += r[hero]
        other_total += sum(r[s] for s in range(players) if s != hero) / (players - 1)
    return hero_total / games, other_total / games


def run(report: Report) -> None:
    report.section("九尊 primatum")
    for n in (2, 3, 5):
        gps, ms = random_games("primatum", n, seconds=1.5)
        report.row(f"random games, {n} players", f"{gps:.1f}/s ({ms:.1f} ms)")
    for level in ("easy", "normal"):
        med, worst = bot_times("primatum", 4, level, decisions=300)
        report.row(f"{level} bot decision, 4 players", f"{med:.3f} / {worst:.2f} ms",
                   "median / worst")
    for n in (2, 4):
        hero, other = normal_vs_easy(n)
        report.row(f"normal vs easy, {n} players, points a game", f"{hero:.0f} vs {other:.0f}")
