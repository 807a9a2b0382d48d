#!/usr/bin/env python3
"""Write the golden saves of tests/golden/ — once. They are the saves of an earlier version.

    python tools/make_golden_saves.py          # adds the cases that have no file yet
    python tools/make_golden_saves.py --deals  # adds first deals for dealer versions not stored

tests/test_golden_saves.py replays every file kept in tests/golden/ and compares the position
with the digest stored beside it (digests.json), and deals fixed seeds of every game with each
dealer version stored in deals.json. The point is that these files are *old*: a change that
makes one of them replay to another position (or not at all) would do the same to every
player's slots and finished games. So this tool never rewrites a file or a digest that
exists; it only adds a case named in CASES that has none yet, or the first deals of a dealer
version that is new (a game's Game.DEALERS grew, engine/core.py).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.saves import document, encode  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
DIGESTS = GOLDEN / "digests.json"
DEALS = GOLDEN / "deals.json"
DEAL_SEEDS = list(range(10)) + [2**31 + 7, 2**62 + 11]     # small and 63-bit seeds
DEAL_PLAYERS = {"ninety_nine": 4, "showdown": 2, "primatum": 3, "tiandiren": 3}

NINETY_NINE_HOUSE = {"hand_size": 4, "king": "choice", "joker": "any", "start_at_99": True,
                     "double_play": True, "halved": True, "win_45x": True, "match_hands": 3}
SHOWDOWN_HOUSE = {"clear_bases": True, "extra_innings": False, "skip_bottom_ninth": False,
                  "quick_mode": True, "quick_target": 3, "innings": 3, "losing_defence": True,
                  "runs_on_third_out": True}

#: name -> (game, players, variant, options, seed, moves; None: to the end)
CASES: dict[str, tuple] = {
    "ninety_nine-standard-3p-unfinished": ("ninety_nine", 3, None, {}, 101, 25),
    "ninety_nine-standard-4p-finished": ("ninety_nine", 4, None, {}, 102, None),
    "ninety_nine-bloody-3p-unfinished": ("ninety_nine", 3, "bloody", {}, 103, 30),
    "ninety_nine-bloody-5p-finished": ("ninety_nine", 5, "bloody", {}, 104, None),
    "ninety_nine-western-3p-unfinished": ("ninety_nine", 3, "western", {}, 105, 30),
    "ninety_nine-western-2p-finished": ("ninety_nine", 2, "western", {}, 106, None),
    "ninety_nine-northwest-4p-unfinished": ("ninety_nine", 4, "northwest", {}, 107, 40),
    "ninety_nine-northwest-6p-finished": ("ninety_nine", 6, "northwest", {}, 108, None),
    "ninety_nine-house-rules-5p-finished": ("ninety_nine", 5, None, NINETY_NINE_HOUSE, 109, None),
    "ninety_nine-house-rules-8p-unfinished": ("ninety_nine", 8, None, NINETY_NINE_HOUSE, 110, 60),
    "showdown-standard-unfinished": ("showdown", 2, None, {}, 201, 40),
    "showdown-standard-finished": ("showdown", 2, None, {}, 202, None),
    "showdown-house-rules-finished": ("showdown", 2, None, SHOWDOWN_HOUSE, 203, None),
    "showdown-house-rules-unfinished": ("showdown", 2, None, SHOWDOWN_HOUSE, 204, 25),
    "primatum-2p-finished": ("primatum", 2, None, {}, 301, None),
    "primatum-3p-unfinished": ("primatum", 3, None, {}, 302, 60),
    "primatum-4p-finished": ("primatum", 4, None, {}, 303, None),
    "primatum-5p-unfinished": ("primatum", 5, None, {}, 304, 90),
    "tiandiren-2p-finished": ("tiandiren", 2, None, {}, 401, None),
    "tiandiren-3p-unfinished": ("tiandiren", 3, None, {}, 402, 30),
    "tiandiren-4p-finished": ("tiandiren", 4, None, {}, 403, None),
    "tiandiren-6p-unfinished": ("tiandiren", 6, None, {}, 404, 50),
}


#: Written as Jiupai wrote every save before records named their dealer (issue 25): no
#: "dealer" field, so they replay as dealer version 1.
BEFORE_DEALER = {"ninety_nine-standard-3p-unfinished", "showdown-standard-finished",
                 "primatum-3p-unfinished", "tiandiren-4p-finished"}


def digest(value) -> str:
    """sha256 of a JSON value in one canonical spelling (sorted keys, no spaces)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def first_deals(game_id: str, dealer: int) -> str:
    """One digest of the fresh positions of DEAL_SEEDS dealt by `dealer`."""
    game = engine.create(game_id, DEAL_PLAYERS[game_id])
    return digest([game.new_state(seed=seed, dealer=dealer).full_state() for seed in DEAL_SEEDS])


def play(case: tuple):
    game_id, players, variant, options, seed, moves = case
    state = engine.create(game_id, players, variant, **options).new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(state.legal_actions()))
    meta = {"names": ["阿明"] + [""] * (players - 1), "human_seat": 0,
            "bot_levels": [None] + ["normal"] * (players - 1), "game_id": f"golden-{seed}",
            "played_seconds": 60, "undo_used": False, "saved_at": "2025-06-01T12:00:00+00:00"}
    return state, meta


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", action="store_true", help="add first deals of new dealers")
    options = parser.parse_args(argv)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    digests = json.loads(DIGESTS.read_text("utf-8")) if DIGESTS.exists() else {}
    for name, case in CASES.items():
        path = GOLDEN / f"{name}.json"
        if path.exists() or name in digests:
            continue
        state, meta = play(case)
        doc = document(state, meta)
        if name in BEFORE_DEALER:
            del doc["record"]["dealer"]
        path.write_bytes(encode(doc))
        digests[name] = {"full_state": digest(state.full_state()), "moves": len(state.history),
                         "over": state.is_over}
        print(f"added {path.relative_to(ROOT)} ({len(state.history)} moves)")
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", "utf-8")
    deals = json.loads(DEALS.read_text("utf-8")) if DEALS.exists() else {}
    for game_id in DEAL_PLAYERS:
        stored = deals.setdefault(game_id, {})
        for dealer in engine.registry.game_class(game_id).DEALERS:
            if str(dealer) in stored:
                continue
            if stored and not options.deals:
                print(f"{game_id}: dealer {dealer} has no first deals; run with --deals")
                continue
            stored[str(dealer)] = {"players": DEAL_PLAYERS[game_id], "seeds": DEAL_SEEDS,
                                   "digest": first_deals(game_id, dealer)}
            print(f"added the first deals of {game_id}, dealer {dealer}")
    DEALS.write_text(json.dumps(deals, indent=1, sort_keys=True) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
