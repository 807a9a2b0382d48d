"""Saves that still load after the code changes (issue 25.5).

tests/golden/ holds saves written by an earlier version (tools/make_golden_saves.py wrote
them once and never rewrites one): every game and variant, house-rule-heavy ones, finished
and unfinished, some from before records named their dealer. Each must still load and
replay to the very position it was saved in (a digest of its full_state, digests.json).

Records carry the version of the dealing code (`record["dealer"]`, engine.core.Game.DEALERS;
a record without it is version 1). tests/golden/deals.json keeps, per game and dealer
version, a digest of the first deals of fixed seeds: if the way a game deals changes while
its dealer version stays the same, every old save would silently become another game (or
"damaged"), so that test fails and says what to do — add a dealer version and keep the old
dealing for old records, as KPat keeps its deal numbers.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import engine
from engine.core import RuleError
from engine.saves import SaveError, SaveStore, read_file
from tools.make_golden_saves import CASES, DEAL_PLAYERS, DEAL_SEEDS, digest, first_deals

GOLDEN = Path(__file__).resolve().parent / "golden"
DIGESTS = json.loads((GOLDEN / "digests.json").read_text("utf-8"))
DEALS = json.loads((GOLDEN / "deals.json").read_text("utf-8"))
CHANGED = ("replays to another position than the one it was saved in: saves written by "
           "earlier versions no longer load as they were. If the dealing changed, give the "
           "game a new dealer version (engine.core.Game.DEALERS) and keep the old dealing "
           "for records of the old version; if a rule changed, version the record.")


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_every_golden_save_replays_to_the_position_it_was_saved_in(name):
    state, doc = read_file(GOLDEN / f"{name}.json")
    expected = DIGESTS[name]
    assert (len(state.history), state.is_over) == (expected["moves"], expected["over"])
    assert digest(state.full_state()) == expected["full_state"], f"{name} {CHANGED}"


def test_the_golden_saves_cover_every_game_and_variant_finished_and_not():
    """Issue 25.5: 「each game and variant, a few option-heavy ones, unfinished and
    finished」."""
    assert sorted(DIGESTS) == sorted(CASES)
    for info in engine.list_games():
        for variant in info.variants:
            kept = [name for name, case in CASES.items() if case[0] == info.id
                    and (case[2] or info.default_variant) == variant]
            assert {DIGESTS[n]["over"] for n in kept} == {True, False}, (info.id, variant)
    assert any(not case[3] == {} for case in CASES.values())     # house rules
    old = [name for name in DIGESTS if "dealer" not in json.loads(
        (GOLDEN / f"{name}.json").read_text("utf-8"))["record"]]
    assert len(old) >= 4                  # from before records named their dealer


def test_a_golden_save_in_a_slot_lists_and_loads(tmp_path):
    store = SaveStore(tmp_path)
    for slot, name in zip(("1", "2", "3"), sorted(DIGESTS)[:3], strict=True):
        store.path(slot).write_bytes((GOLDEN / f"{name}.json").read_bytes())
        assert store.info(slot).error is None
        state, _ = store.load(slot)
        assert digest(state.full_state()) == DIGESTS[name]["full_state"]


def deal_mismatches() -> list[str]:
    """Each (game, dealer version) whose first deals are not the ones stored."""
    wrong = []
    for game_id in DEAL_PLAYERS:
        game_class = engine.registry.game_class(game_id)
        stored = DEALS.get(game_id, {})
        if str(game_class.dealer_version()) not in stored:
            wrong.append(f"{game_id}: dealer {game_class.dealer_version()} has no stored first "
                         "deals (python tools/make_golden_saves.py --deals)")
        for version, entry in stored.items():
            if int(version) not in game_class.DEALERS:
                wrong.append(f"{game_id}: dealer {version} is gone, so its old records no "
                             "longer load; keep it in DEALERS")
            elif entry["seeds"] != DEAL_SEEDS or first_deals(game_id, int(version)) != \
                    entry["digest"]:
                wrong.append(f"{game_id}: dealer {version} deals differently than it did")
    return wrong


def test_dealing_does_not_change_without_a_new_dealer_version():
    """Issue 25.5: 「A test fails if dealing changes without that」."""
    assert deal_mismatches() == [], CHANGED


def test_a_change_to_dealing_is_caught(monkeypatch):
    """The check above can fail: a 九九 that draws one number more from its generator
    before dealing deals other hands, and is named."""
    state_class = engine.registry.game_class("ninety_nine").state_class
    real_setup = state_class._setup

    def shifted(self, rng, setup):
        rng.random()
        return real_setup(self, rng, setup)

    monkeypatch.setattr(state_class, "_setup", shifted)
    assert deal_mismatches() == ["ninety_nine: dealer 1 deals differently than it did"]


def test_a_record_without_a_dealer_is_version_one_and_an_unknown_one_is_refused(tmp_path):
    doc = json.loads((GOLDEN / "tiandiren-3p-unfinished.json").read_text("utf-8"))
    assert doc["record"]["dealer"] == 1
    del doc["record"]["dealer"]
    assert digest(engine.replay(doc["record"]).full_state()) == \
        DIGESTS["tiandiren-3p-unfinished"]["full_state"]
    record = {k: v for k, v in doc["record"].items() if k != "actions"}
    doc["record"] = {**record, "dealer": 2, "actions": doc["record"]["actions"]}
    with pytest.raises(RuleError, match=re.escape("version 2 of its dealing code")):
        engine.replay(doc["record"])
    path = tmp_path / "newer.jiupai"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError, match=re.escape("newer Jiupai (dealing code version 2); "
                                                  "update to open it")) as newer:
        read_file(path)
    assert newer.value.code == "newer"
    fresh = engine.create("primatum", 3).new_state()
    assert fresh.record()["dealer"] == fresh.game.dealer_version() == 1
