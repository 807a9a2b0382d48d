"""When a 天地人 player only watches: a heaven hand (天牌) wins at once, and a player who has
emptied the hand (地牌, 抢地) has left the rounds; either way the rest is played by the others
(「胜出者」 leave the table's play)."""
from __future__ import annotations

from typing import Any


def sits_out(obs: dict[str, Any], seat: int) -> bool:
    status = obs.get("status") or []
    return 0 <= seat < len(status) and status[seat] != "playing" and not obs.get("no_match")
