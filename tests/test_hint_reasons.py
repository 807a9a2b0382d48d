"""Issue 15: the hint line says why, "where the bot can give one": each game's normal bot
explains the move it suggests in one sentence the app translates (context HintReasons)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent


def _translated(lang: str) -> dict[str, str]:
    root = ET.parse(ROOT / "translations" / f"jiupai_{lang}.ts").getroot()
    return {m.findtext("source"): m.findtext("translation") or ""
            for ctx in root.iter("context") if ctx.findtext("name") == "HintReasons"
            for m in ctx.iter("message")}


@pytest.mark.parametrize("game_id,players", [("ninety_nine", 3), ("showdown", 2),
                                             ("primatum", 3), ("tiandiren", 3)])
def test_the_normal_bot_explains_its_hints(game_id, players):
    game = engine.create(game_id, players)
    bot = engine.make_bot(game, level="normal", seed=1)
    state, rng = game.new_state(seed=3), random.Random(3)
    words = _translated("zh_TW")
    reasons = set()
    for _ in range(120):
        if state.is_over:
            break
        seat = state.current_player
        before = state.full_state()
        reason = bot.explain(state, seat, bot.suggest(state, seat))
        assert state.full_state() == before           # asking why changes nothing either
        if reason is not None:
            assert words.get(reason), reason          # a sentence the app can translate
            reasons.add(reason)
        state.apply(rng.choice(state.legal_actions()))
    assert len(reasons) >= 2, reasons
