"""Plain data the worker sends to the GUI thread: who won, a score line, and
what a game carries from save to save for the statistics (its id, the time played)."""
from __future__ import annotations

import hashlib
import json
import uuid
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..lang.arg import arg

MAX_SECONDS = 10**9        # engine.save_schema's bound on meta.played_seconds


def winners_of(state: Any) -> list[int]:
    """The seats that have won a finished game: the game's own word (`State.winners()`,
    e.g. every 胜出者 of 天地人), else the one seat with the best return (none on a tie)."""
    own = getattr(state, "winners", None)
    if callable(own):
        return sorted(int(seat) for seat in own())
    returns = list(state.returns())
    best = max(returns) if returns else None
    return [returns.index(best)] if returns and returns.count(best) == 1 else []


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
    values = returns if returns is not None else _observed_scores(obs)
    if not isinstance(values, list) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return None
    return list(values)


def format_scores(names: list[str], values: list) -> str:
    """"Me: 3 · Computer 1: 1" — a colon between a name and its score, since a name may end
    in a number ("Computer 1 1" read as a score of 11); 「電腦 1：1」 in Chinese."""
    pair = QCoreApplication.translate("MainWindow", "%1: %2")
    return " · ".join(arg(pair, n, _num(v)) for n, v in zip(names, values, strict=False))


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


def new_game_id() -> str:
    """A fresh game's id, kept in every save of that game (meta.game_id), so statistics count
    the game once however often a save of it is finished again."""
    return uuid.uuid4().hex


def carried_meta(meta: dict, record: dict) -> dict:
    """The save metadata a resumed game keeps: its id (a save from before ids gets one made
    from its record without the moves: game, options, seed and setup), the seconds played
    so far, and whether undo was used (set by the undo feature; False when absent)."""
    game_id = meta.get("game_id")
    if not isinstance(game_id, str) or not game_id:
        start = {key: value for key, value in record.items() if key != "actions"}
        digest = hashlib.sha1(json.dumps(start, sort_keys=True, default=str).encode())
        game_id = "record-" + digest.hexdigest()[:24]
    seconds = meta.get("played_seconds")
    if isinstance(seconds, bool) or not isinstance(seconds, int) or not 0 <= seconds <= MAX_SECONDS:
        seconds = 0
    carried = {"game_id": game_id, "played_seconds": seconds,
               "undo_used": meta.get("undo_used") is True}
    if isinstance(meta.get("origin"), dict):   # played on from a replay (gui.window.replay_viewer)
        carried["origin"] = dict(meta["origin"])
    return carried


def human_score(obs: dict, returns: list, seat: int) -> float | None:
    """The human's final score for the statistics: the runs in 九局對決 (whose returns are only
    +1/-1 for the winner), otherwise the seat's return (九九's points, 九尊's final points,
    天地人's score)."""
    runs = obs.get("score")
    values = runs if isinstance(runs, list) and len(runs) == len(returns) else returns
    if not 0 <= seat < len(values) or not isinstance(values[seat], (int, float)):
        return None
    return float(values[seat])


def game_result(session: Any, meta: dict, seats: Any, seconds: int) -> dict:
    """What `game_over` says of a finished game: the returns and winners, who played it
    (`seats`, the worker's HotSeat), its id and time played (the statistics), whether undo
    was used, the viewing seat's score."""
    state, viewer = session.state, seats.viewer
    returns = list(state.returns())
    return {"returns": returns, "winners": winners_of(state), "names": list(session.names),
            "human_seat": viewer, "human_seats": list(seats.humans),
            "bot_levels": list(meta["bot_levels"]), "game_id": meta["game_id"],
            "seconds": seconds, "undo_used": bool(meta.get("undo_used")),
            "score": human_score(state.observation(viewer), returns, viewer)}
