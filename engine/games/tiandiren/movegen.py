"""Move generation on count vectors (附录二 + the wild-2 rulings in docs/rulings.md).

`lead_plays(c)` lists every distinct lead once: one play per (type, body, kicker
shape), the body made of natural cards first and wild 2s only where a rank runs
short. A play that carries kickers is listed as its `Body` (`5-5-5+?`): the kickers
are the player's choice, made next, one by one (kickers.py). `follow_plays(c, table)`
lists only the plays that beat `table`. Nothing here enumerates wild substitutions or
kicker combinations: a hand's count vector `c` (15 ints, see deck.py) is all it reads.

Wild 2s (docs/rulings.md): in 顺子, 对子, 对顺, 火箭 bodies and in kickers; never with a
joker (孤舟 kickers are never 2s), never in a 星舰 body, 无人机 or 超级无人机. A
combination where 2s stand in holds at least one natural card of its own ranks.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING

from .combos import PASS, Action, Body, Kind, Play, beats
from .deck import BJ, LJ, TWO
from .kickers import can_attach, pending_options

if TYPE_CHECKING:
    from .rules import TiandirenState

_E: tuple[int, ...] = ()
ACE = 11
# (kind, link size, shortest chain, wild allowed) for the chain-shaped types.
CHAINS = ((Kind.STRAIGHT, 1, 5, True), (Kind.PAIRS, 2, 3, True))


def chain_body(c: list[int], s: int, lo: int, hi: int, wild_ok: bool) -> tuple[int, ...] | None:
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


def windows(c: list[int], s: int, min_len: int,
            wild_ok: bool) -> Iterator[tuple[int, int, tuple[int, ...]]]:
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


def _rem_after(c: list[int], lo: int, hi: int, s: int, w2: int) -> list[int]:
    """What is left of `c` after a body of links lo..hi of size s with `w2` wild 2s."""
    rem = list(c)
    for r in range(lo, hi + 1):
        rem[r] = rem[r] - s if rem[r] > s else 0
    rem[TWO] -= w2
    return rem


def _simple(c: list[int], out: list[Play | Body], above: int = -1, pairs: bool = True, singles: bool = True) -> None:
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


def _kicker_bodies(c: list[int], kind: int, length: int | None,
                   min_top: int) -> Iterator[tuple[int, int, tuple[int, ...]]]:
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


def _kicker_plays(c: list[int], kind: int, out: list[Play | Body], table: Play | None = None) -> None:
    """火箭 (kind TRIO) or 星舰 (QUAD): bare plays, and a `Body` for each kicker shape the
    hand can finish (beating `table` when given); the kickers are chosen next (kickers.py)."""
    s = 3 if kind == Kind.TRIO else 4
    shapes: tuple[int, ...]
    if table is None:
        bodies, shapes = _kicker_bodies(c, kind, None, 0), (0, 1, 2)

    else:
        bodies, shapes = _kicker_bodies(c, kind, table.length, table.top), (table.ksize,)
    low = sum(c[:TWO + 1])                       # every card a kicker may be, body included
    per = 1 if kind == Kind.TRIO else 2
    for top, L, w in bodies:
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
            if table is None and ksize == 1:         # singles: any card left will do
                if low - s * L >= per * L:
                    out.append(Body(kind, top, L, 1, w))
                continue
            if rem is None:
                rem = _rem_after(c, top - L + 1, top, s, len(w))
            body = Body(kind, top, L, ksize, w)
            if can_attach(rem, body, table):
                out.append(body)


def _boats(c: list[int], out: list[Play | Body], table: Play | None = None) -> None:
    """孤舟: a `Body` per joker and kicker shape (a lone joker is a single, in `_simple`)."""
    for j in (LJ, BJ):
        if not c[j] or (table is not None and j < table.top):
            continue
        for ksize in ((1, 2) if table is None else (table.ksize,)):
            body = Body(Kind.BOAT, j, 1, ksize)
            if can_attach(c, body, table):
                out.append(body)


def lead_plays(c: list[int]) -> list[Play | Body]:
    """Every distinct lead from count vector `c`, each once (a `Body` for kicker plays)."""
    return list(_leads(tuple(c)))


def follow_plays(c: list[int], table: Play) -> list[Play | Body]:
    """Only the plays from `c` that beat `table` (same type and shape, or a higher bomb class);
    a `Body` is offered when some choice of its kickers beats `table`."""
    return list(_follows(tuple(c), table))


# Both lists depend only on the count vector (and the table), and the bots' rollouts ask
# for the same hands again and again (every candidate move is played out in the same
# imagined deal), so the last several hundred answers are kept, as tuples nobody can change.
@lru_cache(maxsize=512)
def _leads(c: tuple[int, ...]) -> tuple[Play | Body, ...]:
    return tuple(_lead_plays(list(c)))


@lru_cache(maxsize=2048)
def _follows(c: tuple[int, ...], table: Play) -> tuple[Play | Body, ...]:
    return tuple(_follow_plays(list(c), table))


def _lead_plays(c: list[int]) -> list[Play | Body]:
    out: list[Play | Body] = []
    _simple(c, out)
    for kind, s, min_len, wild_ok in CHAINS:
        for top, L, w in windows(c, s, min_len, wild_ok):
            out.append(Play(kind, top, L, 0, _E, w))
    _kicker_plays(c, Kind.TRIO, out)
    _kicker_plays(c, Kind.QUAD, out)
    _boats(c, out)
    out.extend(bombs(c))
    return out


def _follow_plays(c: list[int], table: Play) -> list[Play | Body]:
    out: list[Play | Body] = []

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
        _kicker_plays(c, kind, out, table)
    elif kind == Kind.BOAT:
        _boats(c, out, table)
    out.extend(bombs(c, table))
    return out


# ---- the legal actions of a position (rules.py, docs/rulings.md 天地人) ----------------------

def legal_actions(state: TiandirenState) -> list[Action]:
    """The kicker steps of a body being played; in 抢地, `pass` or a play that empties the
    hand; a lead (`lead_options`); else `pass` and the plays that beat the table, which in
    rounds 1–2 do not empty the hand."""
    seat = state.turn
    assert seat is not None             # (asked only while the game goes on)
    out: list[Action] = []
    if state.pending is not None:
        body, kicks = state.pending
        out += pending_options(state.cnt[seat], body, kicks, state.table)
        return out
    if state.phase == "qiangdi":
        left = len(state.hands[seat])
        out.append(PASS)
        out += [p for p in lead_plays(state.cnt[seat]) if p.size == left]
        return out
    if state.table is None:
        out += lead_options(state, seat)
        return out
    plays = follow_plays(state.cnt[seat], state.table)
    if state.round != 3:
        left = len(state.hands[seat])
        plays = [p for p in plays if p.size < left]
    out.append(PASS)
    out += plays
    return out


def lead_options(state: TiandirenState, seat: int) -> list[Play | Body]:
    """`seat`'s leads: all of them in round 3 and in round 1's first lead (地牌); otherwise
    those that do not empty the hand."""
    plays = lead_plays(state.cnt[seat])
    if state.round == 3 or (state.round == 1 and state.first_lead):
        return plays
    left = len(state.hands[seat])
    return [p for p in plays if p.size < left]
