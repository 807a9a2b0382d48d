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
