"""Territories (宮牌地域): pledging, territory loss and the final score (from the original rules).

A territory is three columns, head first: column 0 is headed by 王, columns 1
and 2 by 后 and 公子 at the start. A column whose head was removed is empty.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .deck import COUNTRY_OF, LOSS_BY_ROUND, is_palace, palace_kind, wen

Columns = Sequence[Sequence[str]]
KING_COLUMN = 0


def pledge_columns(columns: Columns, card: str, country: int) -> list[int]:
    """Columns the card may be pledged under (押; 文牌數順法則 and docs/rulings.md, 九尊).

    - under a column's bottom card: the card's 文 number ≤ the bottom card's 文 number
      (宮牌 count 文 9, so 后/公子 of any country go under a palace card or a 九);
    - into an empty (headless) column: a 后 or 公子 of any country restores it, but a
      territory may have at most one 后 head and one 公子 head; a 斌 card of one's own
      country becomes a regent head (攝政官).
    """
    out = []
    kind = palace_kind(card)
    for i, col in enumerate(columns):
        if col:
            if wen(card) <= wen(col[-1]):
                out.append(i)
        elif kind in ("H", "P"):
            if not any(c and palace_kind(c[0]) == kind for c in columns):
                out.append(i)
        elif kind is None and COUNTRY_OF[card] == country:
            out.append(i)
    return out


def loss_count(round_no: int) -> int:
    return LOSS_BY_ROUND[round_no - 1]


def loss_columns(columns: Columns, count: int) -> list[int]:
    """Columns the 大亂方 may lose cards from (the original rules, 回合結束; docs/rulings.md, 九尊).

    Any non-empty column; the 王 column only when it is the last column left or the
    removal stops short of 王 (a player may not throw the 王 away to end the game).
    """
    others = [i for i, col in enumerate(columns) if col and i != KING_COLUMN]
    king_ok = not others or len(columns[KING_COLUMN]) > count
    return ([KING_COLUMN] if king_ok else []) + others


def removed_cards(column: Sequence[str], count: int) -> list[str]:
    """The cards a loss takes, bottom up, never past the head (head included at most)."""
    n = min(count, len(column))
    return list(column[len(column) - n:])[::-1]


class Standing(NamedTuple):
    seat: int
    cards: int
    palace: int
    rows: tuple[int, ...]        # row 2, row 3, ... values, padded with 0
    start_order: int             # later starting country ranks higher


def row_value(columns: Columns, row: int) -> int:
    """Row `row` (1 = heads) read left to right as a number of 文 digits; 0 if empty."""
    digits = [str(wen(col[row - 1])) for col in columns if len(col) >= row]
    return int("".join(digits)) if digits else 0


def standings(territories: Sequence[Columns], start_order: Sequence[int]) -> list[Standing]:
    """Per seat: the original rules' tie-break chain (cards, palace cards, rows 2.., later start)."""
    depth = max((len(col) for terr in territories for col in terr), default=1)
    out = []
    for seat, terr in enumerate(territories):
        cards = [c for col in terr for c in col]
        rows = tuple(row_value(terr, r) for r in range(2, max(depth, 2) + 1))
        out.append(Standing(seat, len(cards), sum(1 for c in cards if is_palace(c)), rows,
                            start_order[seat]))
    return out


def ranking(territories: Sequence[Columns], start_order: Sequence[int]) -> list[int]:
    """Seats from first to last; no two countries ever tie (seed, 遊戲結束和計分法)."""
    table = standings(territories, start_order)
    table.sort(key=lambda s: (s.cards, s.palace, s.rows, s.start_order), reverse=True)
    return [s.seat for s in table]


def final_points(territories: Sequence[Columns], start_order: Sequence[int]) -> list[int]:
    """10 per territory card, the winner +10, the last −10 (never below 0)."""
    order = ranking(territories, start_order)
    points = [10 * sum(len(col) for col in terr) for terr in territories]
    points[order[0]] += 10
    points[order[-1]] = max(0, points[order[-1]] - 10)
    return points
