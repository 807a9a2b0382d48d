"""Move generation on count vectors (附录二 + RULINGS' wild-2 rules).

`lead_plays(c)` lists every distinct lead once: one play per (type, body, kicker
shape), the body made of natural cards first and wild 2s only where a rank runs
short, kickers chosen canonically (`Kickers`). `follow_plays(c, table)` lists only
the plays that beat `table`. Nothing here enumerates wild substitutions or kicker
combinations: a hand's count vector `c` (15 ints, see deck.py) is all it reads.

Wild 2s (RULINGS): in 顺子, 对子, 对顺, 火箭 bodies and in kickers; never with a
joker (孤舟 kickers are never 2s), never in a 星舰 body, 无人机 or 超级无人机. A
combination where 2s stand in holds at least one natural card of its own ranks.
"""
from __future__ import annotations

from .combos import Kind, Play, beats
from .deck import BJ, LJ, TWO

_E: tuple = ()
ACE = 11
# (kind, link size, shortest chain, wild allowed) for the chain-shaped types.
CHAINS = ((Kind.STRAIGHT, 1, 5, True), (Kind.PAIRS, 2, 3, True))


def chain_body(c: list[int], s: int, lo: int, hi: int, wild_ok: bool) -> tuple | None:
    """The wild ranks needed to build links lo..hi of size s from `c`, or None if impossible."""
    n2, wild, nat = c[TWO], [], 0
    for r in range(lo, hi + 1):
        have = c[r]
        if have >= s:
            nat += s
            continue
        if not wild_ok:
            return None
        nat += have
        wild.extend([r] * (s - have))
        if len(wild) > n2:
            return None
    if not nat:
        return None
    return tuple(wild) if wild else _E


def windows(c: list[int], s: int, min_len: int, wild_ok: bool):
    """(top, length, wild) of every buildable chain of links of size s, length >= min_len."""
    n2 = c[TWO]
    for lo in range(ACE + 1):
        wild: list[int] = []
        nat = 0
        for hi in range(lo, ACE + 1):
            have = c[hi]
            if have >= s:
                nat += s
            else:
                if not wild_ok or len(wild) + s - have > n2:
                    break
                nat += have
                wild.extend([hi] * (s - have))
            if hi - lo + 1 >= min_len and nat:
                yield hi, hi - lo + 1, (tuple(wild) if wild else _E)


class Kickers:
    """Canonical kicker choice for one hand: loose cards and low ranks first, 2s last.

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

    def singles(self, rem: list[int], k: int, order: list[int]) -> tuple | None:
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

    def pairs(self, rem: list[int], k: int, allow_two: bool = True) -> tuple[tuple, tuple] | None:
        out, kw = [], []
        rem = list(rem)
        for r in self.pair_order:            # natural pairs, one per rank
            if rem[r] >= 2:
                rem[r] -= 2
                out.append(r)
                if len(out) == k:
                    return tuple(sorted(out, reverse=True)), _E
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

    def pick(self, rem: list[int], k: int, ksize: int, boat: bool = False) -> tuple[tuple, tuple] | None:
        if ksize == 1:
            got = self.singles(rem, k, self.boat_singles if boat else self.single_order)
            return None if got is None else (got, _E)
        return self.pairs(rem, k, allow_two=not boat)

    def beating(self, rem: list[int], ksize: int, table_kick: tuple, boat: bool) -> tuple[tuple, tuple] | None:
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
                rest = self.pick(r3, k - i - 1, ksize, boat) if k - i - 1 else (_E, _E)
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


def _simple(c: list[int], out: list, above: int = -1, pairs: bool = True, singles: bool = True) -> None:
    """Singles (jokers are the top singles) and pairs (natural or one card + a wild 2)."""
    if singles:
        for r in range(above + 1, 15):
            if c[r]:
                out.append(Play(Kind.SINGLE, r))
    if pairs:
        n2 = c[TWO]
        for r in range(above + 1, TWO):
            if c[r] >= 2:
                out.append(Play(Kind.PAIR, r))
            elif c[r] == 1 and n2:
                out.append(Play(Kind.PAIR, r, 1, 0, _E, (r,)))
        if n2 >= 2 and above < TWO:
            out.append(Play(Kind.PAIR, TWO))


def bombs(c: list[int], table: Play | None = None) -> list[Play]:
    """无人机 of every size, 超级无人机, 飞船 — those that beat `table` when given."""
    out = []
    for r in range(TWO + 1):
        for n in range(4, c[r] + 1):
            out.append(Play(Kind.BOMB, r, n))
    if c[0] >= 3:
        out.append(Play(Kind.SUPER, 0, 3))
    if c[LJ] >= 2:
        out.append(Play(Kind.SHIP, 0, 2))
    if c[LJ] and c[BJ]:
        out.append(Play(Kind.SHIP, 1, 2))
    if c[BJ] >= 2:
        out.append(Play(Kind.SHIP, 2, 2))
    if table is not None:
        out = [p for p in out if beats(p, table)]
    return out


def _kicker_bodies(c: list[int], kind: Kind, length: int | None, min_top: int):
    """(top, length, wild) of every 火箭 / 星舰 body (any length unless given), top >= min_top."""
    s, wild_ok = (3, True) if kind == Kind.TRIO else (4, False)
    if length is None:
        yield from windows(c, s, 1, wild_ok)
    else:
        for top in range(max(min_top, length - 1), ACE + 1):
            w = chain_body(c, s, top - length + 1, top, wild_ok)
            if w is not None:
                yield top, length, w
    if (length is None or length == 1) and min_top <= TWO and c[TWO] >= s and kind == Kind.TRIO:
        yield TWO, 1, _E                         # natural triple of 2s


def _kicker_plays(c: list[int], kind: Kind, kk: Kickers, out: list, table: Play | None = None) -> None:
    """火箭 (kind TRIO) or 星舰 (QUAD) plays: bare and with canonical kickers."""
    s = 3 if kind == Kind.TRIO else 4
    per = 1 if kind == Kind.TRIO else 2
    if table is None:
        bodies, shapes = _kicker_bodies(c, kind, None, 0), (0, 1, 2)
    else:
        bodies, shapes = _kicker_bodies(c, kind, table.length, table.top), (table.ksize,)
    for top, L, w in bodies:
        lo = top - L + 1
        rem = None
        for ksize in shapes:
            if ksize == 0:
                if table is not None and top == table.top:
                    continue
                if kind == Kind.QUAD and L == 1:
                    continue                     # a bare quad is a 无人机
                if kind == Kind.TRIO and L == 1 and top == 0 and not w:
                    continue                     # three natural 3s: 超级无人机 (bombs())
                out.append(Play(kind, top, L, 0, _E, w))
                continue
            if rem is None:
                rem = kk._rem(lo, top, s, len(w))
            if table is not None and top == table.top:
                got = kk.beating(rem, ksize, table.kick, False)
            else:
                got = kk.pick(rem, per * L, ksize)
            if got is not None:
                out.append(Play(kind, top, L, ksize, got[0], w, got[1]))


def _boats(c: list[int], kk: Kickers, out: list, table: Play | None = None) -> None:
    for j in (LJ, BJ):
        if not c[j] or (table is not None and j < table.top):
            continue
        for ksize in ((1, 2) if table is None else (table.ksize,)):
            if table is not None and j == table.top:
                got = kk.beating(c, ksize, table.kick, True)
            else:
                got = kk.pick(c, 1, ksize, boat=True)
            if got is not None:
                out.append(Play(Kind.BOAT, j, 1, ksize, got[0]))


def lead_plays(c: list[int]) -> list[Play]:
    """Every distinct play from count vector `c`, each once."""
    out: list[Play] = []
    _simple(c, out)
    for kind, s, min_len, wild_ok in CHAINS:
        for top, L, w in windows(c, s, min_len, wild_ok):
            out.append(Play(kind, top, L, 0, _E, w))
    kk = Kickers(c)
    _kicker_plays(c, Kind.TRIO, kk, out)
    _kicker_plays(c, Kind.QUAD, kk, out)
    _boats(c, kk, out)
    out.extend(bombs(c))
    return out


def follow_plays(c: list[int], table: Play) -> list[Play]:
    """Only the plays from `c` that beat `table` (same type and shape, or a higher bomb class)."""
    out: list[Play] = []
    kind = table.kind
    if kind == Kind.SINGLE:
        _simple(c, out, table.top, pairs=False)
    elif kind == Kind.PAIR:
        _simple(c, out, table.top, singles=False)
    elif kind in (Kind.STRAIGHT, Kind.PAIRS):
        s, L = (1 if kind == Kind.STRAIGHT else 2), table.length
        for top in range(table.top + 1, ACE + 1):
            w = chain_body(c, s, top - L + 1, top, True)
            if w is not None:
                out.append(Play(kind, top, L, 0, _E, w))
    elif kind in (Kind.TRIO, Kind.QUAD):
        _kicker_plays(c, kind, Kickers(c), out, table)
    elif kind == Kind.BOAT:
        _boats(c, Kickers(c), out, table)
    out.extend(bombs(c, table))
    return out
