"""`python -m bench soak`: a soak of every game (issue 10) — many seeded games played by
random moves and the engine's bots, each checked as it ends; the figures are games, moves,
errors, replay mismatches, save round-trips and the process's memory before and after.

Each game: random legal moves with, for one seat in two, the game's easy or normal bot; at
the end the record is replayed (JSON round-trip) and must reach the same full_state, and
one game in ten goes through a save slot and back. Seconds per game: JIUPAI_SOAK_SECONDS
(default 20).
"""
from __future__ import annotations

import json
import os
import random
import tempfile
import time
import traceback

import engine
from bench.common import Report
from engine.saves import SaveStore

PLAYERS = {"ninety_nine": (2, 8), "showdown": (2, 2), "primatum": (2, 5), "tiandiren": (2, 6)}


def rss_mb() -> float:
    """Resident memory of this process (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play_one(game_id: str, seed: int, store: SaveStore) -> tuple[int, str | None]:
    """One checked game: (moves, problem or None)."""
    rng = random.Random(seed)
    lo, hi = PLAYERS[game_id]
    game = engine.create(game_id, rng.randint(lo, hi))
    state = game.new_state(seed=seed)
    levels = [lv for lv in ("easy", "normal") if lv in engine.registry.parts(game_id).bots]
    bots = {seat: engine.make_bot(game, rng.choice(levels), seed=seed + seat)
            for seat in range(game.players) if rng.random() < 0.5}
    moves = 0
    while not state.is_over:
        seat = state.current_player
        bot = bots.get(seat)
        state.apply(bot.choose(state, seat) if bot else rng.choice(state.legal_actions()))
        moves += 1
    state.returns()
    again = engine.replay(json.loads(json.dumps(state.record())))
    if again.full_state() != state.full_state():
        return moves, "replay mismatch"
    if seed % 10 == 0:
        store.save("9", state, {"names": ["x"] * game.players})
        loaded, _ = store.load("9")
        if loaded.full_state() != state.full_state():
            return moves, "save round-trip mismatch"
    return moves, None


def run(report: Report) -> None:
    seconds = float(os.environ.get("JIUPAI_SOAK_SECONDS", "20"))
    report.section(f"Soak ({seconds:g} s per game; random moves and bots, every game replayed)")
    before = rss_mb()
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(folder)
        for game_id in PLAYERS:
            games = moves = errors = mismatches = 0
            seed, start = 0, time.perf_counter()
            while time.perf_counter() - start < seconds:
                try:
                    n, problem = play_one(game_id, seed, store)
                    moves += n
                    mismatches += problem is not None
                except Exception:  # noqa: BLE001 - counted and shown, the soak goes on
                    errors += 1
                    if errors <= 3:
                        traceback.print_exc()
                games += 1
                seed += 1
            report.row(f"{game_id}: games / moves / errors / mismatches",
                       f"{games} / {moves} / {errors} / {mismatches}", "0 errors, 0 mismatches")
    report.row("RSS before -> after (MB)", f"{before:.0f} -> {rss_mb():.0f}", "no steady growth")
