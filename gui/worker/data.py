"""A game's score line and score values for a save's meta and the slot lists (who won is
the engine's: `State.winners()`, carried by the last Turn)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.session import observed_scores

from ..lang.arg import arg


def score_line(obs: dict, names: list[str], returns: list | None = None) -> str:
    """A short 'Name 3 · Name 1' line from returns or an observation's scores (天地人 and 九尊
    say "scores", 九局對決 "score" (runs), 九九 each player's "points", its hands won)."""
    values = score_values(obs, returns)
    if values is None or len(values) != len(names):
        return ""
    return format_scores(names, values)


def score_values(obs: dict, returns: list | None = None) -> list | None:
    """Each seat's score as a number (the save keeps them: the list shows them with the
    names in the language on screen), or None when the game says none."""
    values = returns if returns is not None else observed_scores(obs)
    if not isinstance(values, list) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return None
    return list(values)


def format_scores(names: list[str], values: list) -> str:
    """"Me: 3 · Computer 1: 1" — a colon between a name and its score, since a name may end
    in a number ("Computer 1 1" read as a score of 11); 「電腦 1：1」 in Chinese."""
    pair = QCoreApplication.translate("MainWindow", "%1: %2")
    return " · ".join(arg(pair, n, _num(v)) for n, v in zip(names, values, strict=False))


def _num(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
