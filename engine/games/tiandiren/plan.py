"""A fast estimate of how many plays a hand needs (the normal bot's hand splitter).

Greedy on the count vector: joker pairs (飞船), trio chains (火箭 chains), 无人机,
single trios, pair chains (对顺), straights (顺子), then the loose singles and pairs,
of which each trio link and a lone joker (孤舟) can carry one. Wild 2s are counted
as natural 2s: the estimate is a heuristic, not a solver.

`LooseKickers` is the bot's choice of kickers (the rules offer every allowed choice,
kickers.py): it sheds the loosest cards — ranks held exactly once (pairs: exactly
twice) and low ranks first, 2s last — and, to beat a play of the same body, raises
the table's kickers by the least it can.
"""
from __future__ import annotations

from functools import lru_cache

from .deck import BJ, LJ, TWO

ACE = 11


def _longest_run(c: list[int], need: int, min_len: int) -> tuple[int, int] | None:
    best, start = None, None
    for r in range(ACE + 2):
        if r <= ACE and c[r] >= need:
            if start is None:
                start = r
            continue
        if start is not None:
            length = r - start
            if length >= min_len and (best is None or length > best[1]):
                best = (start, length)
            start = None
    return best


def _take_runs(c: list[int], need: int, min_len: int) -> tuple[int, int]:
    """Take longest runs repeatedly; return (plays, links)."""
    plays = links = 0
    while True:
        run = _longest_run(c, need, min_len)
        if run is None:
            return plays, links
        start, length = run
        for r in range(start, start + length):
            c[r] -= need
        plays += 1
        links += length


def estimate(cnt: list[int]) -> int:
    """Roughly the fewest plays that empty a hand with count vector `cnt`."""
    return _estimate(tuple(cnt))


@lru_cache(maxsize=16384)   # the bots weigh every lead by it, the same hands many times a search
def _estimate(cnt: tuple[int, ...]) -> int:
    c = list(cnt)
    jokers = c[LJ] + c[BJ]
    plays = jokers // 2
    boat = jokers % 2
    p, slots = _take_runs(c, 3, 2)
    plays += p
    for r in range(TWO + 1):
        if c[r] >= 4:
            plays += 1
            c[r] = 0
        elif c[r] == 3:
            plays += 1
            slots += 1
            c[r] = 0
    plays += _take_runs(c, 2, 3)[0]
    plays += _take_runs(c, 1, 5)[0]
    loose = sum(1 for r in range(TWO + 1) if c[r])
    return plays + boat + max(0, loose - slots - boat)


class LooseKickers:
    """The normal bot's kicker choice for one hand: the loosest cards, low ranks first, 2s last.

    Singles prefer ranks held exactly once, then low ranks, then natural 2s; pairs
    prefer exact natural pairs, other natural pairs, one card + a wild 2, then 2-2.
    `avail(r)` is what is left of rank r after the body (lo..hi, size s, `w2` wild 2s).
    """

    __slots__ = ("c", "single_order", "pair_order", "boat_singles")

    def __init__(self, c: list[int]) -> None:
        self.c = c
        low = range(ACE + 1)
        self.single_order = sorted(low, key=lambda r: (c[r] != 1, r)) + [TWO]
        self.pair_order = sorted(low, key=lambda r: (c[r] != 2, r))
        self.boat_singles = self.single_order[:-1]

    def _rem(self, lo: int, hi: int, s: int, w2: int) -> list[int]:
        rem = list(self.c)
        for r in range(lo, hi + 1):
            rem[r] -= min(rem[r], s)
        rem[TWO] -= w2
        return rem

    def singles(self, rem: list[int], k: int, order: list[int]) -> tuple[int, ...] | None:
        out: list[int] = []
        for r in order:                      # one per rank first
            if rem[r] > 0:
                out.append(r)
                if len(out) == k:
                    return tuple(sorted(out, reverse=True))
        taken = {r: 1 for r in out}
        for r in order:                      # then doubles
            extra = rem[r] - taken.get(r, 0)
            while extra > 0 and len(out) < k:
                out.append(r)
                extra -= 1
            if len(out) == k:
                return tuple(sorted(out, reverse=True))
        return None

    def pairs(self, rem: list[int], k: int, allow_two: bool = True) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        out, kw = [], []
        rem = list(rem)
        for r in self.pair_order:            # natural pairs, one per rank
            if rem[r] >= 2:
                rem[r] -= 2
                out.append(r)
                if len(out) == k:
                    return tuple(sorted(out, reverse=True)), ()
        if allow_two:
            for r in self.single_order[:-1]:  # one card + a wild 2
                if len(out) == k or rem[TWO] < 1:
                    break
                if rem[r] >= 1:
                    rem[r] -= 1
                    rem[TWO] -= 1
                    out.append(r)
                    kw.append(r)
            while len(out) < k and rem[TWO] >= 2:
                rem[TWO] -= 2
                out.append(TWO)
        for r in self.pair_order:            # repeated natural pairs
            while len(out) < k and rem[r] >= 2:
                rem[r] -= 2
                out.append(r)
        if len(out) < k:
            return None
        return tuple(sorted(out, reverse=True)), tuple(sorted(kw, reverse=True))

    def pick(self, rem: list[int], k: int, ksize: int,
             boat: bool = False) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        if ksize == 1:
            got = self.singles(rem, k, self.boat_singles if boat else self.single_order)
            return None if got is None else (got, ())
        return self.pairs(rem, k, allow_two=not boat)

    def beating(self, rem: list[int], ksize: int, table_kick: tuple[int, ...],
                boat: bool) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The canonical kickers above `table_kick` (same count), or None.

        Keeps the longest prefix of the table's kickers and raises the next one by the
        least possible; the rest are the lowest left (tried from the longest prefix down).
        """
        k = len(table_kick)
        for i in range(k - 1, -1, -1):
            r2 = list(rem)
            kick, kw, ok = [], [], True
            for t in table_kick[:i]:
                got = self._take(r2, t, ksize, boat)
                if got is None:
                    ok = False
                    break
                kick.append(t)
                if got:
                    kw.append(t)
            if not ok:
                continue
            for x in range(table_kick[i] + 1, TWO + 1):
                r3 = list(r2)
                got = self._take(r3, x, ksize, boat)
                if got is None:
                    continue
                rest = self.pick(r3, k - i - 1, ksize, boat) if k - i - 1 else ((), ())
                if rest is None:
                    break
                cand = tuple(sorted(kick + [x] + list(rest[0]), reverse=True))
                if cand > table_kick:
                    wild = kw + ([x] if got else []) + list(rest[1])
                    return cand, tuple(sorted(wild, reverse=True))
                break
        return None

    @staticmethod
    def _take(rem: list[int], r: int, ksize: int, boat: bool) -> bool | None:
        """Take one kicker of rank r from rem: False natural, True with a wild 2, None if impossible."""
        if boat and r == TWO:
            return None
        if ksize == 1:
            if rem[r] >= 1:
                rem[r] -= 1
                return False
            return None
        if rem[r] >= 2:
            rem[r] -= 2
            return False
        if not boat and r != TWO and rem[r] >= 1 and rem[TWO] >= 1:
            rem[r] -= 1
            rem[TWO] -= 1
            return True
        return None
