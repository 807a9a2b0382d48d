"""What the home screen and the new-game dialog know of 天地人 before it is played: its names,
players, variants and options (a light module: listing the games imports no rules)."""
from __future__ import annotations

from engine.core import GameInfo
from engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="tiandiren", name_zh_tw="天地人", name_zh_cn="天地人", name_en="Heaven, Earth, Man",
    min_players=2, max_players=None, table_max_players=6,
    variants={"standard": {}}, options=(),
    description=QT_TRANSLATE_NOOP(
        "EngineGames",
        "Heaven, Earth and Man: one deck per player, shed your hand in card patterns."))
