"""The player's helpers (issue 15): what an undo costs in the engine thread (the record
replayed, noting who played each action, then replayed to the earlier decision) and what the
card counter adds to every observation the worker sends. A finished random game per title."""
from __future__ import annotations

import random
import time

import engine
from engine.counter import card_counter
from engine.session import decision_starts, replay_with_actors

GAMES = (("ninety_nine", 4), ("showdown", 2), ("primatum", 3), ("tiandiren", 3))


def _finished(game_id: str, players: int, seed: int = 5):
    state = engine.create(game_id, players).new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def run(report) -> None:
    report.section("player's helpers: undo and card counter (issue 15)")
    for game_id, players in GAMES:
        state = _finished(game_id, players)
        record = state.record()
        start = time.perf_counter()
        _, actors = replay_with_actors(record)
        starts = decision_starts(actors, 0)
        engine.replay({**record, "actions": record["actions"][:starts[-1] if starts else 0]})
        undo_ms = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        for _ in range(50):
            card_counter(state, 0)
        counter_ms = (time.perf_counter() - start) * 1000 / 50
        report.row(f"{game_id} ({players}): undo at the end of a game "
                   f"({len(record['actions'])} actions)", f"{undo_ms:.0f} ms", "target: < 300 ms")
        report.row(f"{game_id} ({players}): card counter per observation",
                   f"{counter_ms:.2f} ms", "target: < 5 ms")
