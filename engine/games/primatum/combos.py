"""Combinations (牌型) and their values (the original rules, 打法; docs/rulings.md, 九尊).

- single: one card;
- 同子 (same): two or more cards of one number;
- 順子 (straight): five or more consecutive numbers, one card each (1 lowest, 9 highest).

Only the phase's numbers count (文 or 武). Every card of the player's own country
(尊牌) counts its number +10, each card on its own, and a combination is worth its
largest card so counted (original rules: 「那牌的數字自動加十計算」, 「只比較牌型中最大的1張」;
glossary 「尊牌：就是己國的牌。比較數字時加10計算」; docs/rulings.md, 九尊). So a 順子 2-3-4-5-6
whose only own card is the 2 is worth 12, not 16; a 同子 or a single is worth its
number +10 as soon as one of its cards is own.
A follow must be the same kind with the same number of cards and a value ≥ the
previous play's value.
"""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from functools import lru_cache
from itertools import combinations, pairwise, product
from typing import NamedTuple

from .deck import COUNTRY_OF, card_order, number


class Kind(str, Enum):
    SINGLE = "single"
    SAME = "same"          # 同子
    STRAIGHT = "straight"  # 順子


class Shape(NamedTuple):
    kind: Kind
    size: int
    top: int               # largest number in the phase's numbering


MIN_STRAIGHT = 5


def shape_of(cards: Iterable[str], phase_type: str) -> Shape | None:
    """The combination's shape, or None when the cards form no combination."""
    return _shape(tuple(cards), phase_type)


@lru_cache(maxsize=8192)    # every play is judged by the rules, the views and the bots
def _shape(cards: tuple[str, ...], phase_type: str) -> Shape | None:
    nums = sorted(number(c, phase_type) for c in cards)
    if not nums:
        return None
    if len(nums) == 1:
        return Shape(Kind.SINGLE, 1, nums[0])
    if nums[0] == nums[-1]:
        return Shape(Kind.SAME, len(nums), nums[0])
    if len(nums) >= MIN_STRAIGHT and all(b == a + 1 for a, b in pairwise(nums)):
        return Shape(Kind.STRAIGHT, len(nums), nums[-1])
    return None


def play_shape(cards: Iterable[str], phase_type: str) -> Shape:
    """The shape of cards played as a combination (which always have one)."""
    shape = shape_of(cards, phase_type)
    if shape is None:
        raise ValueError(f"{' '.join(cards)} form no combination in {phase_type}")
    return shape


def card_value(card: str, phase_type: str, country: int) -> int:
    """One card's number in the phase, +10 when it is of the player's own country (尊牌)."""
    return number(card, phase_type) + (10 if COUNTRY_OF[card] == country else 0)


def value_of(cards: Iterable[str], phase_type: str, country: int) -> int:
    """A combination's value: its largest card, each card counted with its own 尊牌 +10."""
    assert shape_of(cards, phase_type) is not None, cards
    return max(card_value(c, phase_type, country) for c in cards)


def _by_number(hand: Iterable[str], phase_type: str) -> dict[int, list[str]]:
    groups: dict[int, list[str]] = {}
    for c in sorted(hand, key=card_order):
        groups.setdefault(number(c, phase_type), []).append(c)
    return groups


def _canon(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=card_order))


def _sames(groups: dict[int, list[str]], size: int | None) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for n in sorted(groups):
        cards = groups[n]
        sizes = range(2, len(cards) + 1) if size is None else (size,)
        for k in sizes:
            if 2 <= k <= len(cards):
                out.extend(_canon(c) for c in combinations(cards, k))
    return out


def _straights(groups: dict[int, list[str]], size: int | None) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for start in range(1, 10):
        lengths = range(MIN_STRAIGHT, 11 - start) if size is None else (size,)
        for length in lengths:
            nums = range(start, start + length)
            if nums[-1] > 9 or any(n not in groups for n in nums):
                continue
            out.extend(_canon(pick) for pick in product(*(groups[n] for n in nums)))
    return out


def all_plays(hand: Iterable[str], phase_type: str) -> list[tuple[str, ...]]:
    """Every combination a leader (先) may play from `hand`."""
    groups = _by_number(hand, phase_type)
    singles = [(c,) for c in sorted(hand, key=card_order)]
    return singles + _sames(groups, None) + _straights(groups, None)


def follows(hand: Iterable[str], phase_type: str, shape: Shape, min_value: int,
            country: int) -> list[tuple[str, ...]]:
    """Every combination that may follow (打) a play of `shape` worth `min_value`."""
    groups = _by_number(hand, phase_type)
    cands: list[tuple[str, ...]]
    if shape.kind is Kind.SINGLE:
        cands = [(c,) for c in sorted(hand, key=card_order)]
    elif shape.kind is Kind.SAME:
        cands = _sames(groups, shape.size)
    else:
        cands = _straights(groups, shape.size)
    return [c for c in cands if value_of(c, phase_type, country) >= min_value]
