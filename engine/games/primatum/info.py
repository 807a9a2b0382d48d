"""What the home screen and the new-game dialog know of 九尊 before it is played: its names,
players, variants and options (a light module: listing the games imports no rules)."""
from __future__ import annotations

from engine.core import GameInfo
from engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="primatum", name_zh_tw="九尊", name_zh_cn="九尊", name_en="Primatum",
    min_players=2, max_players=5, table_max_players=5,
    variants={"standard": {}}, options=(),
    description=QT_TRANSLATE_NOOP(
        "EngineGames",
        "Warring States rulers expand their domains over five rounds of two-number cards."))
