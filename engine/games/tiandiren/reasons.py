"""Why the normal 天地人 bot proposes a move: one sentence for the hint line (issue 15),
following engine/games/tiandiren/ai.py: shed the hand in as few leads as possible
(plan.estimate), bomb only when it decides, go out when a play empties the hand."""
from __future__ import annotations

from typing import Any

from engine.i18n import QT_TRANSLATE_NOOP

from .combos import Play, parse_play


def explain(state: Any, seat: int, notation: str) -> str | None:
    obs = state.observation(seat)
    if obs.get("pending"):
        return None
    if notation == "pass":
        return QT_TRANSLATE_NOOP(
            "HintReasons", "Beating this would not make your hand easier to play out.")
    play = parse_play(notation)
    if not isinstance(play, Play):      # (a pass is answered above)
        return None
    if play.size >= len(obs.get("hand") or []):
        return QT_TRANSLATE_NOOP("HintReasons", "This play empties your hand.")
    if play.cls:
        return QT_TRANSLATE_NOOP("HintReasons", "A bomb decides this trick.")
    if obs.get("table") is None:
        return QT_TRANSLATE_NOOP(
            "HintReasons", "Lead the shape that leaves your hand easiest to play out.")
    return QT_TRANSLATE_NOOP("HintReasons", "Beating it leaves your hand easier to play out.")
