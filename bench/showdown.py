"""九局對決 bench: random-play throughput, bot decision times, and normal-vs-easy results."""
from __future__ import annotations

import time

import engine
from bench.common import bot_times, random_games


def _match(games: int) -> tuple[int, int, float]:
    """Normal vs easy over `games` seeded games (seats alternate): wins, losses, s/game."""
    game = engine.create("showdown", 2)
    wins = losses = 0
    start = time.perf_counter()
    for i in range(games):
        normal = i % 2
        bots = [engine.make_bot(game, "normal" if s == normal else "easy", seed=i * 2 + s)
                for s in (0, 1)]
        state = game.new_state(seed=1000 + i)
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        r = state.returns()[normal]
        wins += r > 0
        losses += r < 0
    return wins, losses, (time.perf_counter() - start) / games


def run(report) -> None:
    report.section("showdown (九局對決)")
    gps, ms = random_games("showdown", 2, seconds=2.0)
    report.row("random play, full 9-inning games", f"{gps:.1f} games/s", f"{ms:.0f} ms/game")
    gps, ms = random_games("showdown", 2, seconds=1.0, quick_mode=True)
    report.row("random play, quick mode (first to 5)", f"{gps:.1f} games/s", f"{ms:.0f} ms/game")
    for level in ("easy", "normal"):
        med, worst = bot_times("showdown", 2, level, decisions=400)
        report.row(f"{level} bot decision (median / worst)", f"{med:.3f} / {worst:.2f} ms",
                   "target: < 50 ms")
    wins, losses, spg = _match(20)
    report.row("normal vs easy, 20 seeded games", f"{wins}-{losses}", f"{spg:.2f} s/game")
