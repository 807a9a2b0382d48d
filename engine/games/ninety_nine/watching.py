"""When a 九九 player only watches: once out of the hand (「出局」), a player has nothing to
do until the next hand is dealt — the others play on to the last one standing."""
from __future__ import annotations

from typing import Any


def sits_out(obs: dict[str, Any], seat: int) -> bool:
    players = obs.get("players") or []
    if obs.get("match_over") or not 0 <= seat < len(players):
        return False
    return not players[seat].get("alive", True)
