"""Why the normal 九尊 bot proposes a move: one sentence for the hint line (issue 15),
following what engine/games/primatum/ai.py weighs at each stage."""
from __future__ import annotations

from typing import Any

from engine.i18n import QT_TRANSLATE_NOOP


def explain(state: Any, seat: int, notation: str) -> str | None:
    obs = state.observation(seat)
    kind = notation.split()[0]
    if kind == "lose":
        return QT_TRANSLATE_NOOP(
            "HintReasons", "Losing from this column costs you the fewest points.")
    if kind == "pledge":
        return QT_TRANSLATE_NOOP("HintReasons", "This pledge strengthens your territory most.")
    if kind == "pass":
        if any(str(a).startswith("play") for a in state.legal_actions()):
            return QT_TRANSLATE_NOOP(
                "HintReasons", "Not worth fighting this bout: keep your strong cards for later.")
        return QT_TRANSLATE_NOOP("HintReasons", "Nothing in your hand beats this play.")
    if kind == "play":
        if not (obs.get("bout") or {}).get("plays"):
            return QT_TRANSLATE_NOOP(
                "HintReasons", "Lead with what you can best spare and keep strong cards for later.")
        return QT_TRANSLATE_NOOP("HintReasons", "The cheapest play that beats the table.")
    return None
