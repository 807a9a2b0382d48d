"""Every registered game passes the generic contract check (tests/conformance.py)."""
import pytest

import engine
from engine.registry import GAME_PACKAGES
from tests.conformance import check_contract

# (players, seeds, variant) per game: small player counts get more games.
CASES = [(gid, n, v) for gid in GAME_PACKAGES
         for n in sorted({engine.game_class(gid).info.min_players,
                          min(engine.game_class(gid).info.table_max_players, 4)})
         for v in engine.game_class(gid).info.variants]


@pytest.mark.parametrize("game_id,players,variant", CASES)
def test_contract(game_id, players, variant):
    check_contract(game_id, players, seeds=range(12), variant=variant)


@pytest.mark.parametrize("options", [
    {"joker": "any", "double_play": True}, {"king": "choice", "joker": "reset", "hand_size": 4},
    {"win_45x": True, "halved": True, "start_at_99": True}])
def test_ninety_nine_option_sets(options):
    variant = "bloody" if options.get("joker") == "any" else "standard"
    check_contract("ninety_nine", 5, seeds=range(4), variant=variant, **options)


def test_tiandiren_contract_covers_kicker_steps():
    """The 天地人 kicker choice (a body step, then kicker steps: docs/rulings.md, 天地人) goes through the
    same per-step contract checks, and the whole-play notation replays like its steps."""
    from tests.conformance import play_random
    game = engine.create("tiandiren", 3)
    state, _ = play_random(game, seed=5, check_every=1)
    bodies = [a for a in state.history if "?" in a]
    kicks = [a for a in state.history if a.startswith("+")]
    assert bodies and len(kicks) >= len(bodies)
    rec = state.record()
    log = [e for e in state.full_state()["log"] if e[2] != "pass"]
    whole = []                                          # the same game, each play in one notation
    steps = iter(rec["actions"])
    for a in steps:
        if "?" in a:
            n = a.count("?") // (2 if "?-?" in a else 1)
            for _ in range(n):
                next(steps)
            a = log[len([w for w in whole if w != "pass"])][2]
        whole.append(a)
    replayed = engine.replay({**rec, "actions": whole})
    assert replayed.full_state()["log"] == state.full_state()["log"]
    assert replayed.returns() == state.returns()
