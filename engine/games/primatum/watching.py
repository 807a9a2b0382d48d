"""When a 九尊 player only watches: with four or five players the 大勝方 — who emptied the hand
first in phase 1 — sits out phase 2 (「大勝方觀戰」); with two or three players the 大勝方 takes
the neutral hand and plays on (docs/rulings.md)."""
from __future__ import annotations

from typing import Any


def sits_out(obs: dict[str, Any], seat: int) -> bool:
    return (obs.get("phase") == 2 and obs.get("big_winner") == seat
            and obs.get("neutral_taker") != seat and obs.get("stage") == "play")
