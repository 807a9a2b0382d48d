"""RememberedSettings: what New game remembers for each game in QSettings (a part the
NewGameDialog reads when it shows a game and writes when Play deals it), so that the next
New game, and a home tile's Play, start from the same table: the players, the player's seat
and name, the variant, each other seat's kind, level and name, and the house rules.

Keys: "new_game/last_game" (the game shown first), "player/name", and per game
"new_game/<game>/<name>". A damaged entry reads as not remembered.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..userdata import prefs

LAST_GAME = "new_game/last_game"


def last_game() -> str | None:
    """The game New game dealt last (the one it shows first)."""
    return prefs.get(LAST_GAME, None, str)


def remember_last_game(game_id: str) -> None:
    prefs.put(LAST_GAME, game_id)


class RememberedSettings:
    """New game's settings remembered for the game `game_id`."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def key(self, name: str) -> str:
        return f"new_game/{self.game_id}/{name}"

    def players(self, default: int) -> int:
        return prefs.get(self.key("players"), default, int)

    def seat(self) -> int:
        """The player's own seat, counted from 1."""
        return prefs.get(self.key("seat"), 1, int)

    @staticmethod
    def player_name() -> str:
        return prefs.player_name()

    def variant(self, default: str) -> str:
        return prefs.get(self.key("variant"), default, str)

    def seat_rows(self) -> tuple[list[str], list[str], list[str]]:
        """The other seats' levels, kinds and names, in seat order ("": not remembered)."""
        levels = [lvl for lvl in (prefs.get(self.key("levels"), "", str) or "").split(",")]
        kinds = (prefs.get(self.key("kinds"), "", str) or "").split(",")
        names = _json_list(prefs.get(self.key("names"), "[]", str))
        return levels, kinds, names

    def options(self) -> dict[str, Any]:
        """The house rules' values by option name."""
        stored = prefs.get(self.key("options"), "{}", str) or "{}"
        try:
            remembered = json.loads(stored)
        except ValueError:
            remembered = {}
        return remembered if isinstance(remembered, dict) else {}

    def remember(self, players: int, seat: int, name: str, variant: str, rows: Sequence[Any],
                 options: dict[str, Any]) -> None:
        """Keep a table Play deals: `rows` are the other seats' SeatRows in seat order."""
        remember_last_game(self.game_id)
        prefs.put(self.key("players"), players)
        prefs.put(self.key("seat"), seat)
        prefs.put("player/name", name)
        prefs.put(self.key("variant"), variant)
        prefs.put(self.key("levels"), ",".join(r.level.currentData() or "" for r in rows))
        prefs.put(self.key("kinds"), ",".join(r.kind.currentData() for r in rows))
        prefs.put(self.key("names"), json.dumps([r.name.text().strip() for r in rows]))
        prefs.put(self.key("options"), json.dumps(options))


def _json_list(text: Any) -> list[str]:
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    return [v if isinstance(v, str) else "" for v in value] if isinstance(value, list) else []


__all__ = ["LAST_GAME", "RememberedSettings", "last_game", "remember_last_game"]
