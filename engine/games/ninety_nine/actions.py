"""九九's actions and their notation.

Cards joined by `&` (two only with the double-play option), then a choice label (`+10` `-10`
`+20` `-20` `+1` `+11` `=99` `=0` `cw` `ccw`, or `=<function>` for a Joker played as any
function card), then `@<seat>` for a chosen player: `7H`, `10S -10`, `5D @2`, `BJ cw`,
`LJ =designate @1`, `2H&3S`. The northwest 小王 sanction adds `keep <card>` (target) and
`take <card>` (sanctioner).
"""
from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    kind: str                 # "play", "keep" or "take"
    cards: tuple[str, ...]
    label: str = ""
    target: int = -1

    def __str__(self) -> str:
        kind, cards, label, target = self     # one unpacking: this runs on every move
        if kind != "play":
            return f"{kind} {cards[0]}"
        if not label and target < 0 and len(cards) == 1:
            return cards[0]                   # the common case: a plain number card
        text = "&".join(cards)
        if label:
            text += " " + label
        if target >= 0:
            text += f" @{target}"
        return text
