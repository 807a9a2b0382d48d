"""What the home screen and the new-game dialog know of 九九 before it is played: its names,
players, variants and options (a light module: listing the games imports no rules)."""
from __future__ import annotations

from engine.core import GameInfo
from engine.i18n import QT_TRANSLATE_NOOP

from .options import OPTIONS, VARIANT_NAMES, VARIANTS

INFO = GameInfo(
    id="ninety_nine", name_zh_tw="九九", name_zh_cn="九九", name_en="Ninety-Nine",
    min_players=2, max_players=None, table_max_players=8, variants=VARIANTS, options=OPTIONS,
    variant_names=VARIANT_NAMES,
    description=QT_TRANSLATE_NOOP(
        "EngineGames",
        "Play cards onto a running total; whoever cannot stay at 99 or under is out."))
