"""The standard 54-card deck and its notation: rank then suit (`AS 10H QD 2C`), jokers `BJ` / `LJ`.

Suits: S ♠ spades, H ♥ hearts, D ♦ diamonds, C ♣ clubs. `BJ` is 大王 (the big,
coloured joker), `LJ` is 小王 (the little one). Several decks may be in play at
once; identical cards are then simply equal strings.
"""
from __future__ import annotations

from .core import RuleError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKERS = ("BJ", "LJ")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset("HD")
BLACK_SUITS = frozenset("SC")

# Rank number used for sums and comparisons in the simple case: A=1 … K=13.
RANK_NUMBER = {r: i + 1 for i, r in enumerate(RANKS)}


def rank_of(card: str) -> str:
    """'10H' -> '10'; jokers return themselves."""
    return card if card in JOKERS else card[:-1]


def suit_of(card: str) -> str | None:
    """'10H' -> 'H'; jokers have no suit (None)."""
    return None if card in JOKERS else card[-1]


def is_joker(card: str) -> bool:
    return card in JOKERS


def is_red(card: str) -> bool:
    """Hearts, diamonds and the little joker count as red (九局對決's red deck)."""
    return card == "LJ" or (card not in JOKERS and card[-1] in RED_SUITS)


def is_valid_card(card: str) -> bool:
    if card in JOKERS:
        return True
    return len(card) >= 2 and card[-1] in SUITS and card[:-1] in RANKS


def check_cards(cards: object, what: str) -> list[str]:
    """Validate a list of card notations from a setup or a save; RuleError names the bad one."""
    if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
        raise RuleError(f"{what} must be a list of cards, got {cards!r}")
    out = []
    for c in cards:
        if not isinstance(c, str) or not is_valid_card(c):
            raise RuleError(f"{what}: {c!r} is not a card (use rank then suit: AS 10H QD 2C, or BJ / LJ)")
        out.append(c)
    return out


def standard_deck(jokers: bool = True) -> list[str]:
    """One deck in a fixed order (suits S H D C, ranks A..K, then BJ LJ)."""
    deck = [r + s for s in SUITS for r in RANKS]
    if jokers:
        deck.extend(JOKERS)
    return deck


def decks(n: int, jokers: bool = True) -> list[str]:
    out: list[str] = []
    for _ in range(n):
        out.extend(standard_deck(jokers))
    return out


def card_label(card: str) -> str:
    """A card as a player reads it: the suit's symbol, then the rank (`AS` -> ♠A, `10H` -> ♥10).

    One order everywhere a player reads a card — the game logs, hints, prompts, the rules
    and the lessons of every game (TRANSLATION-REVIEW: 九九's log wrote A♠ while its rules
    wrote ♠A). The suit comes first as in the rules of 九九 (♠A 歸零) and 九局對決 (♣7 战术轮换).
    Jokers have no suit and keep their notation (`BJ`, `LJ`): a table names them in the
    player's language (gui.table.words.card_name). Anything that is not a card comes back
    as it is.
    """
    if card in JOKERS or not is_valid_card(card):
        return card
    return SUIT_SYMBOLS[card[-1]] + card[:-1]


def card_sort_key(card: str) -> tuple[int, int]:
    """A stable order for sorting: by rank number, then suit; jokers last."""
    if card in JOKERS:
        return (14 + JOKERS.index(card), 0)
    return (RANK_NUMBER[card[:-1]], SUITS.index(card[-1]))
