"""Words the tables share: a card's name, kept on one line.

`card_name` is how every table writes a standard card (♠A, ♥10: engine.cards.card_label
decides the order) or a joker (大王 / 小王, Big Joker / Little Joker), in the context Cards.

A narrow game log wraps its lines; a break inside a card's name ("Wei 五/" | "5",
"5-5-5+" | "4", "魏" | "七/3": Chinese may break between any two characters) reads as two
things. `one_card` joins a card's (or a play's) characters with characters that forbid a
line break: a no-break space for a space, a word joiner (U+2060, invisible) between the
others.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.cards import card_label

NO_BREAK_SPACE = "\u00a0"
WORD_JOINER = "\u2060"


def one_card(text: str) -> str:
    """`text` (one card or one play) that a line break will not cut."""
    return WORD_JOINER.join(text.replace(" ", NO_BREAK_SPACE))


def card_name(card: str) -> str:
    """A card of the standard deck as a player reads it: ♠A, ♥10, Big Joker (大王)."""
    if card == "BJ":
        return QCoreApplication.translate("Cards", "Big Joker")
    if card == "LJ":
        return QCoreApplication.translate("Cards", "Little Joker")
    return card_label(card)
