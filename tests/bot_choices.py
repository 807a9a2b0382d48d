"""The bots' choices on fixed positions, kept in tests/golden/bot_choices.json.

Why: the `hard` bots' strength was measured in long arena runs (docs/benchmarks.md). Making
their search faster must not make them play differently, and the surest check of that is
that they choose *exactly the same moves* — and see the same values — on the same
positions. The golden file was written before the speed work (issue 24, item 11); a test
(tests/test_bot_choices.py) replays every position and compares.

A position is a record (game, players, options, seed, the actions that led there), reached
by the `normal` bots with a few random moves mixed in (seeded), so it does not depend on
how the bots play today. For each one the file keeps the `normal` bot's move and, for a
fresh `hard` bot with a fixed seed at the default budget, the candidates it searched, their
mean values over the sampled worlds, the iterations run and the move chosen.

Rewrite the file only for a change that is *meant* to change the bots' play (and then
measure the strength again): `python -m tests.bot_choices --write`.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import engine

GOLDEN = Path(__file__).resolve().parent / "golden" / "bot_choices.json"

# (game, players, options, positions): every game, the player counts and card sets whose
# rules take different paths (九九's bloody and northwest cards steal, swap and sanction).
CONFIGS: list[tuple[str, int, dict, int]] = [
    ("ninety_nine", 2, {"match_hands": 1}, 6),
    ("ninety_nine", 4, {"match_hands": 1}, 10),
    ("ninety_nine", 4, {"cards": "bloody", "match_hands": 1}, 6),
    ("ninety_nine", 5, {"cards": "northwest", "match_hands": 1}, 6),
    ("showdown", 2, {}, 24),
    ("primatum", 2, {}, 8),
    ("primatum", 4, {}, 16),
    ("tiandiren", 2, {}, 8),
    ("tiandiren", 3, {}, 16),
]
RANDOM_MOVES = 0.15      # the share of random moves on the way, so positions vary
TAKE = 0.3               # the share of decisions (with a choice) that become positions
DIGITS = 9               # mean values are kept to this many decimals


def positions(gid: str, players: int, options: dict, count: int) -> list[dict[str, Any]]:
    """`count` records of positions with more than one legal action, from seeded games."""
    game = engine.create(gid, players, **options)
    out: list[dict[str, Any]] = []
    seed = 0
    while len(out) < count:
        rng = random.Random(1000 + seed)
        normal = [engine.make_bot(game, "normal", seed=seed * 10 + s) for s in range(players)]
        state = game.new_state(seed=seed)
        seed += 1
        while not state.is_over and len(out) < count:
            seat = state.current_player
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < TAKE:
                out.append(state.record())
            move = rng.choice(legal) if rng.random() < RANDOM_MOVES else normal[seat].choose(state, seat)
            state.apply(move)
    return out


def decide(record: dict[str, Any], index: int) -> dict[str, Any]:
    """What the bots do at the position `record` (the `hard` bot seeded with `index`)."""
    state = engine.replay(record)
    game, seat = state.game, state.current_player
    normal = engine.make_bot(game, "normal", seed=index).choose(state, seat)
    hard = engine.make_bot(game, "hard", seed=index)
    seen: dict[str, Any] = {}
    pick = hard.pick

    def spy(values: list[list[float]], default: int | None) -> int:
        seen["means"] = [round(sum(v) / len(v), DIGITS) if v else None for v in values]
        return pick(values, default)

    hard.pick = spy                      # the search hands its values to pick: note them
    candidates: list[str] = []
    search = hard._search

    def note(state_: Any, seat_: int, cands: Any, *args: Any) -> Any:
        candidates.extend(str(c) for c in cands)
        return search(state_, seat_, cands, *args)

    hard._search = note
    choice = hard.choose(state, seat)
    return {"normal": str(normal), "hard": str(choice), "iterations": hard.last_iterations,
            "candidates": candidates, "means": seen.get("means", [])}


def build() -> dict[str, Any]:
    entries = []
    for gid, players, options, count in CONFIGS:
        for record in positions(gid, players, options, count):
            entries.append({"record": record, **decide(record, len(entries))})
            print(f"{len(entries):3d} {gid} {players}p: {entries[-1]['hard']}", file=sys.stderr)
    return {"about": "tests/bot_choices.py: the bots' choices on fixed positions", "entries": entries}


def dump(data: dict[str, Any]) -> str:
    """JSON with one entry a line: small, and a diff names the positions that changed."""
    lines = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in data["entries"]]
    return ('{"about": ' + json.dumps(data["about"]) + ',\n "entries": [\n'
            + ",\n".join(lines) + "\n]}\n")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bot_choices")
    parser.add_argument("--write", action="store_true", help=f"rewrite {GOLDEN.name}")
    args = parser.parse_args(argv)
    text = dump(build())
    if args.write:
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
