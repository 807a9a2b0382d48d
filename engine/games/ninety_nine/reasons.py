"""Why the normal 九九 bot proposes a move: one sentence for the hint line (issue 15).

The sentences follow the bot's own rule (engine/games/ninety_nine/ai.py): keep the escape
cards for danger, push the total up while holding one, keep it low without.
"""
from __future__ import annotations

from typing import Any

from engine.i18n import QT_TRANSLATE_NOOP

from .cardsets import ESCAPES


def explain(state: Any, seat: int, notation: str) -> str | None:
    obs = state.observation(seat)
    effects = state.game.effects
    action = state.game.parse_action(state, notation)
    cards = list(getattr(action, "cards", ()) or ())
    if not cards:
        return None
    if obs["pending"] is not None:
        return QT_TRANSLATE_NOOP(
            "HintReasons", "Keep the card most likely to save you: escape cards first.")
    if any(effects[c].kind in ESCAPES for c in cards):
        return QT_TRANSLATE_NOOP(
            "HintReasons", "Only escape cards can be played: spend the one you can spare most.")
    rest = list(obs["hand"])
    for card in cards:
        rest.remove(card)
    if any(effects[c].kind in ESCAPES for c in rest):
        return QT_TRANSLATE_NOOP(
            "HintReasons", "You still hold an escape card: push the total up and squeeze the others.")
    return QT_TRANSLATE_NOOP(
        "HintReasons", "No escape card in hand: keep the total as low as you can.")
