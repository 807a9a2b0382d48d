"""The two 27-card decks of 九局對決 and the card values used by the judgement.

The original rules, 第二部分: red deck (attacker) = ♥ and ♦ A–K + 小王 `LJ`; black deck (defender) =
♠ and ♣ A–K + 大王 `BJ`. docs/rulings.md: ranks low→high 2 3 … 10 J Q K A, so A is 14.
"""
from __future__ import annotations

from engine.cards import RANKS

RED_SUITS = ("H", "D")
BLACK_SUITS = ("S", "C")
RED_DECK: tuple[str, ...] = tuple(r + s for s in RED_SUITS for r in RANKS) + ("LJ",)
BLACK_DECK: tuple[str, ...] = tuple(r + s for s in BLACK_SUITS for r in RANKS) + ("BJ",)
RED_SET = frozenset(RED_DECK)
BLACK_SET = frozenset(BLACK_DECK)
# The red cards 小王 may name (any red card but a joker; docs/rulings.md).
NAMEABLE: tuple[str, ...] = RED_DECK[:-1]

# Rank value: 2..10 face value, J 11, Q 12, K 13, A 14 (docs/rulings.md: ranks low to high).
VALUE: dict[str, int] = {**{str(n): n for n in range(2, 11)}, "J": 11, "Q": 12, "K": 13, "A": 14}
RANK_OF_VALUE: dict[int, str] = {v: r for r, v in VALUE.items()} | {1: "1"}
BIG_JOKER_VALUE = 99            # 大王 holds against every red card (the original rules, 9.3 克制链)
# Suit chain (the original rules, 4.2): the black suit that fully suppresses each red suit's specials.
COUNTER_SUIT = {"H": "S", "D": "C"}


def black_value(card: str) -> int:
    """Judgement value of a black card; 大王 beats everything."""
    return BIG_JOKER_VALUE if card == "BJ" else VALUE[card[:-1]]


def sort_key(card: str) -> tuple[int, str]:
    """Hands and piles are shown low to high; jokers last."""
    if card in ("LJ", "BJ"):
        return (100, card)
    return (VALUE[card[:-1]], card[-1])


#: `sort_key` of every card of the two decks, and the same order as one C call
#: (`sorted(hand, key=card_order)`): hands are sorted on every move of the bots' rollouts.
SORT_KEYS: dict[str, tuple[int, str]] = {c: sort_key(c) for c in RED_DECK + BLACK_DECK}
card_order = SORT_KEYS.__getitem__
