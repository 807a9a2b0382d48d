"""Plain data the worker sends to the GUI thread: legal actions as dicts, a score line."""
from __future__ import annotations

from typing import Any


def legal_dicts(actions: list) -> list[dict]:
    """Actions as dicts: {"notation": str(a), **a._asdict()} when possible."""
    out = []
    for action in actions:
        item: dict[str, Any] = {"notation": str(action)}
        as_dict = getattr(action, "_asdict", None)
        if callable(as_dict):
            try:
                item.update(as_dict())
            except Exception:  # noqa: BLE001 - a decorative extra; the notation suffices
                pass
            item["notation"] = str(action)
        out.append(item)
    return out


def score_line(obs: dict, names: list[str], returns: list | None = None) -> str:
    """A short 'Name 3 · Name 1' line from returns or an observation's scores (天地人 and 九尊
    say "scores", 九局對決 "score" (runs), 九九 each player's "points", its hands won)."""
    values = returns if returns is not None else _observed_scores(obs)
    if not isinstance(values, list) or len(values) != len(names):
        return ""
    return " · ".join(f"{n} {_num(v)}" for n, v in zip(names, values))


def _observed_scores(obs: dict) -> list | None:
    for key in ("scores", "score"):
        if isinstance(obs.get(key), list):
            return obs[key]
    players = obs.get("players")
    if isinstance(players, list) and all(isinstance(p, dict) and "points" in p for p in players):
        return [p["points"] for p in players]
    return None


def _num(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
