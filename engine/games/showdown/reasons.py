"""Why the normal 九局對決 bot proposes a move: one sentence for the hint line (issue 15),
following what engine/games/showdown/ai.py weighs for each kind of move."""
from __future__ import annotations

from typing import Any

from engine.i18n import QT_TRANSLATE_NOOP

REASONS = {
    "play": QT_TRANSLATE_NOOP(
        "HintReasons", "The best average result against the black cards you have not seen."),
    "defend": QT_TRANSLATE_NOOP(
        "HintReasons", "This defence gives up the fewest runs for the card it spends."),
    "nodefence": QT_TRANSLATE_NOOP(
        "HintReasons", "Keeping your black cards is worth more than stopping this swing."),
    "swap": QT_TRANSLATE_NOOP("HintReasons", "Trade your weakest black card for a new one."),
    "club7": QT_TRANSLATE_NOOP(
        "HintReasons", "On average the switch does better than the cards in your hand."),
    "answer": QT_TRANSLATE_NOOP(
        "HintReasons", "Spend your least useful red card: the runners stay on base."),
    "accept": QT_TRANSLATE_NOOP(
        "HintReasons", "Accepting costs less than any red card you could spend."),
}


def explain(state: Any, seat: int, notation: str) -> str | None:
    if len(state.legal_actions()) == 1:
        return None                       # nothing to weigh: the only move
    return REASONS.get(notation.split()[0])
