"""九尊 cards and their notation (the original rules, 遊戲配件 / 名詞解釋; docs/rulings.md, 九尊).

Countries, seated clockwise in this order: 齊 Qi `Q`, 楚 Chu `C`, 趙 Zhao `Z`,
魏 Wei `W`, 秦 Qin `N` (Q is taken by 齊, so 秦 uses the last letter of "Qin").

- 斌 card: country letter + its 文 number 1–9, e.g. `Q3` = 齊 文三 (武 7).
  Its 武 number is always 10 − 文. `Q9` is 齊's capital (國都, 文九).
- Palace cards (宮牌): `Q-K` 王, `Q-H` 后, `Q-P` 公子; 文 9 and 武 9.
- Round cards (回合牌): `文武` ×2, `武文` ×2, `文文`, `武武`; the first character
  is phase 1's type, the second phase 2's.
"""
from __future__ import annotations

from collections.abc import Iterable

COUNTRIES = ("Q", "C", "Z", "W", "N")
COUNTRY_ZH = ("齊", "楚", "趙", "魏", "秦")
COUNTRY_EN = ("Qi", "Chu", "Zhao", "Wei", "Qin")
PALACE_KINDS = ("K", "H", "P")          # 王 后 公子
PALACE_ZH = {"K": "王", "H": "后", "P": "公子"}

WEN = "文"   # civil: the Chinese numeral
WU = "武"    # military: the Arabic numeral
ROUND_CARDS = ("文武", "文武", "武文", "武文", "文文", "武武")
ROUNDS = 5
# 大亂方's territory loss per round (seed, 回合結束): rounds 1–2: 1, 3–4: 2, 5: 3.
LOSS_BY_ROUND = (1, 1, 2, 2, 3)

BIN_CARDS = tuple(f"{c}{n}" for c in COUNTRIES for n in range(1, 10))
PALACE_CARDS = tuple(f"{c}-{k}" for c in COUNTRIES for k in PALACE_KINDS)


def _numbers(card: str) -> tuple[int, int]:
    if card[1] == "-":
        return 9, 9
    n = int(card[1])
    return n, 10 - n


NUMBERS: dict[str, tuple[int, int]] = {c: _numbers(c) for c in BIN_CARDS + PALACE_CARDS}
COUNTRY_OF: dict[str, int] = {c: COUNTRIES.index(c[0]) for c in NUMBERS}


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in NUMBERS


def is_palace(card: str) -> bool:
    return card[1] == "-"


def palace_kind(card: str) -> str | None:
    """'K', 'H' or 'P' for a palace card, None for a 斌 card."""
    return card[2] if card[1] == "-" else None


def wen(card: str) -> int:
    return NUMBERS[card][0]


def number(card: str, phase_type: str) -> int:
    """The card's number in a 文 or 武 fight (宮牌 are 9 in both)."""
    return NUMBERS[card][0 if phase_type == WEN else 1]


def card_key(card: str) -> tuple[int, int, int]:
    """Display and canonical order: by 文 number, then country, 斌 before palace."""
    kind = palace_kind(card)
    return (wen(card), COUNTRY_OF[card], 0 if kind is None else 1 + PALACE_KINDS.index(kind))


#: `card_key` of every card, and the same order as one C call (`sorted(cards, key=card_order)`):
#: hands and combinations are sorted on every move of the bots' rollouts.
CARD_KEYS: dict[str, tuple[int, int, int]] = {c: card_key(c) for c in NUMBERS}
card_order = CARD_KEYS.__getitem__


def sort_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=card_order)


def capital(country: int) -> str:
    return f"{COUNTRIES[country]}9"


def king(country: int) -> str:
    return f"{COUNTRIES[country]}-K"


def cards_in_play(players: int) -> list[str]:
    """All 45 斌 cards plus the palace cards of the seated countries (docs/rulings.md: unused
    countries' 斌 cards join the deck, their palace cards stay aside)."""
    palace = [f"{COUNTRIES[c]}-{k}" for c in range(players) for k in PALACE_KINDS]
    return list(BIN_CARDS) + palace


def initial_territory(country: int) -> list[list[str]]:
    """Three columns headed 王 后 公子; the capital lies under 王 (seed, 起手式)."""
    letter = COUNTRIES[country]
    return [[f"{letter}-K", capital(country)], [f"{letter}-H"], [f"{letter}-P"]]
