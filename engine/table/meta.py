"""What a Table keeps about its game beside the rules' State: the save metadata that goes
from save to save (the game's id, the time played, undo used), the seats' levels, and the
description a screen gets when the game opens."""
from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from typing import Any

MAX_SECONDS = 10**9        # engine.save_schema's bound on meta.played_seconds


def new_game_id() -> str:
    """A fresh game's id, kept in every save of that game (meta.game_id), so statistics count
    the game once however often a save of it is finished again."""
    return uuid.uuid4().hex


def carried_meta(meta: dict[str, Any], record: dict[str, Any]) -> dict[str, Any]:
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
    carried: dict[str, Any] = {"game_id": game_id, "played_seconds": seconds,
                               "undo_used": meta.get("undo_used") is True}
    if isinstance(meta.get("origin"), dict):   # played on from a replay (gui.window.replay_viewer)
        carried["origin"] = dict(meta["origin"])
    if meta.get("network") is True:
        carried["network"] = True
    return carried


def bot_levels(meta: dict[str, Any], players: int) -> list[str]:
    """Each seat's bot level from the meta; a seat it does not name plays "normal"."""
    levels = [level if isinstance(level, str) else "normal"
              for level in list(meta.get("bot_levels") or [])]
    levels += ["normal"] * (players - len(levels))
    return levels[:players]


def opened_info(state: Any, names: Sequence[str], viewer: int, humans: Sequence[int],
                meta: dict[str, Any]) -> dict[str, Any]:
    """What the screen here is told of the game opened (the game's own description, its
    seats, names, bot levels and seed, whether undo was used in it)."""
    info = dict(state.game.describe())
    info.update({"names": list(names), "human_seat": viewer,
                 "bot_levels": list(meta["bot_levels"]), "human_seats": list(humans),
                 "seed": state.seed, "with_undo": bool(meta.get("undo_used"))})
    return info


__all__ = ["MAX_SECONDS", "bot_levels", "carried_meta", "new_game_id", "opened_info"]
