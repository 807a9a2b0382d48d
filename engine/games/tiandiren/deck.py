"""Cards as rank indices, the multi-deck deal and the heaven hands (the original rules, 【天牌】, 附录四).

Rank index (the order of the original rules' "从大到小排序", low to high):
0..11 = 3 4 5 6 7 8 9 10 J Q K A, 12 = 2, 13 = LJ 小王, 14 = BJ 大王.
The move generator works on a hand's *count vector* (15 ints: how many cards of
each rank); suits matter only when a play is turned back into concrete cards.
"""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from math import comb

from engine.cards import JOKERS, SUITS, decks

NRANKS = 15
TWO, LJ, BJ = 12, 13, 14
RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "LJ", "BJ")
RANK_INDEX = {name: i for i, name in enumerate(RANK_NAMES)}
DECK_SIZE = 54
HAND_SIZE = 54


def rank_index(card: str) -> int:
    """'10H' -> 7, '2S' -> 12, 'LJ' -> 13, 'BJ' -> 14."""
    rank = RANK_OF_CARD.get(card)
    if rank is not None:
        return rank
    if card in JOKERS:
        return RANK_INDEX[card]
    return RANK_INDEX[card[:-1]]


def card_key(card: str) -> tuple[int, int]:
    """Sort key: by game rank (3 low … BJ high), then suit S H D C."""
    if card in JOKERS:
        return (RANK_INDEX[card], 0)
    return (RANK_INDEX[card[:-1]], SUITS.index(card[-1]))


def counts_of(cards: Iterable[str]) -> list[int]:
    """The count vector of a list of cards."""
    cnt = [0] * NRANKS
    ranks = RANK_OF_CARD
    for c in cards:
        r = ranks.get(c)
        cnt[rank_index(c) if r is None else r] += 1
    return cnt


#: The rank index of each of the 54 cards, looked up (hands are counted on every bot move).
RANK_OF_CARD: dict[str, int] = {c: (RANK_INDEX[c] if c in JOKERS else RANK_INDEX[c[:-1]])
                                for c in decks(1, jokers=True)}


def full_deck(n_players: int) -> list[str]:
    """N decks of 54 (original rules: N players use N decks), in a fixed order."""
    return decks(n_players, jokers=True)


class Heaven(Enum):
    """The three heaven hands; each is counted *exactly* (docs/rulings.md: seven 2s and not eight)."""

    CARRIER = "carrier"      # 火星航母: exactly seven 2s
    UFO = "ufo"              # UFO 四大天王: exactly 2 BJ + 2 LJ
    STARLINK = "starlink"    # 星链: exactly six 3s


def heaven_kinds(cnt: list[int]) -> list[Heaven]:
    """Which heaven hands a 54-card hand holds (in the original rules' order)."""
    out = []
    if cnt[TWO] == 7:
        out.append(Heaven.CARRIER)
    if cnt[BJ] == 2 and cnt[LJ] == 2:
        out.append(Heaven.UFO)
    if cnt[0] == 6:
        out.append(Heaven.STARLINK)
    return out


def heaven_odds(n_players: int) -> dict[str, float]:
    """Exact chance that ONE given 54-card hand holds each heaven hand, for N players/decks.

    Hypergeometric over the 54·N cards (4N of each rank, N of each joker). Keys:
    'carrier', 'ufo', 'starlink' (each counted exactly, whatever else the hand holds),
    'double' (two or more of them at once), and 'any' (at least one).
    docs/rulings.md: the original rules' 附录四 matches N=100 for 星链 (10.63%) and UFO (3.41%);
    seven 2s is 5.80% there.
    """
    if n_players < 1:
        raise ValueError("n_players must be at least 1")
    n = n_players
    total = comb(DECK_SIZE * n, HAND_SIZE)

    def joint(sevens: bool, ufo: bool, sixes: bool) -> float:
        """P(the named conditions all hold): fixed categories exact, the rest free."""
        ways, used, pool = 1, 0, DECK_SIZE * n
        for wanted, k, size in ((sevens, 7, 4 * n), (sixes, 6, 4 * n)):
            if wanted:
                ways *= comb(size, k)
                used += k
                pool -= size
        if ufo:
            ways *= comb(n, 2) ** 2
            used += 4
            pool -= 2 * n
        if used > HAND_SIZE:
            return 0.0
        return ways * comb(pool, HAND_SIZE - used) / total

    carrier, ufo, starlink = joint(True, False, False), joint(False, True, False), joint(False, False, True)
    c_u, c_s, u_s = joint(True, True, False), joint(True, False, True), joint(False, True, True)
    c_u_s = joint(True, True, True)
    double = c_u + c_s + u_s - 2 * c_u_s
    anyone = carrier + ufo + starlink - c_u - c_s - u_s + c_u_s
    return {"carrier": carrier, "ufo": ufo, "starlink": starlink, "double": double, "any": anyone}
