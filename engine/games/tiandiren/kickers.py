"""Which kickers a player may attach, one step at a time (the original rules + docs/rulings.md, 天地人).

The original rules let the player choose: 火箭 「每组可带1张单牌或1对牌」, 孤舟 「可以挂1张单牌或一对牌」,
星舰 「可带2张单牌或2对牌」, and same-joker 孤舟 are ranked by the attached card
(「同样的王挂牌，比较被挂牌点数大小」). Listing every combination at once would explode
for chains (a 12-link 火箭 carries 12 kickers), so the choice is a second step of the same
turn: after the `Body`, the player picks the kickers one by one, high to low, from
`kick_options` — a short list (at most two entries per rank) that holds exactly the
kickers with which the play can still be finished and, when following a play of the same
body, still beat it. The steps go high to low by `key` (the rank; at one rank a natural
pair before a pair completed by a wild 2), so each choice is reached by one order only.

Kicker cards (docs/rulings.md): any rank 3..A and natural 2s; never a joker; a 孤舟 never carries a
2. A pair kicker is two natural cards of a rank, one natural card and a wild 2 (「"2"可以
顶替被带牌」), or 2-2. `rem` is a count vector (deck.py) of the cards left after the body
and the kickers already chosen.
"""
from __future__ import annotations

from functools import lru_cache

from .combos import KICKERS_PER_LINK, Body, Kick, Kind, Play, needs
from .deck import TWO

ACE = 11
Key = tuple[int, bool]  # (rank, natural): the order in which kickers are chosen, high to low
TOP_KEY: Key = (TWO, True)


def key(kick: Kick) -> Key:
    return (kick.rank, not kick.wild)


def top_rank(boat: bool) -> int:
    """The highest kicker rank: A for a 孤舟 (no 2 with a joker), else a natural 2."""
    return ACE if boat else TWO


def room(rem: list[int], ksize: int, boat: bool, upper: Key = TOP_KEY) -> int:
    """How many more kickers of this shape, none above `upper`, `rem` can supply."""
    hi = min(upper[0], top_rank(boat))
    if ksize == 1:
        return sum(rem[: hi + 1])
    nat = units = 0
    for r in range(min(hi, ACE) + 1):
        if r == upper[0] and not upper[1]:
            units += rem[r]                  # only pairs with a wild 2 are left at this rank
        else:
            nat += rem[r] >> 1
            units += rem[r] & 1
    if boat:
        return nat
    twos = rem[TWO]
    with_two = min(units, twos)
    extra = (twos - with_two) // 2           # 2-2, or a natural pair split into two wild pairs
    if hi < TWO:
        extra = min(extra, nat)
    return nat + with_two + extra


def take(rem: list[int], kick: Kick, boat: bool) -> bool:
    """Take `kick`'s cards from `rem` (in place) if the hand holds them."""
    r = kick.rank
    if r > top_rank(boat) or (kick.wild and (boat or r == TWO or kick.ksize == 1)):
        return False
    need = 1 if kick.wild else kick.ksize
    if rem[r] < need or (kick.wild and rem[TWO] < 1):
        return False
    rem[r] -= need
    if kick.wild:
        rem[TWO] -= 1
    return True


def kick_options(rem: list[int], ksize: int, boat: bool, left: int, upper: Key,
                 to_beat: tuple[int, ...] | None, first_only: bool = False) -> list[Kick]:
    """The kickers that may come next, high to low.

    `left` kickers are still to choose (this one included), none above `upper` (the key of
    the last one chosen). `to_beat` is None when any finished play will do, else the part
    of the table's kickers still tied (the play being followed has the same body): the
    finished kickers must then be higher, compared rank by rank from the highest (equal
    never beats, 先出者为大).
    """
    out: list[Kick] = []
    hi = min(upper[0], top_rank(boat))
    lo = to_beat[0] if to_beat else 0
    for r in range(hi, lo - 1, -1):
        for wild in ((False,) if ksize == 1 or r == TWO or boat else (False, True)):
            kick = Kick(r, ksize, wild)
            k = key(kick)
            r2 = list(rem)
            if k > upper or not take(r2, kick, boat):
                continue
            if to_beat is None or r > to_beat[0]:
                ok = room(r2, ksize, boat, k) >= left - 1
            else:                                # tied so far: the rest must still win
                ok = left > 1 and bool(kick_options(r2, ksize, boat, left - 1, k, to_beat[1:], True))
            if ok:
                out.append(kick)
                if first_only:
                    return out
    return out


def can_attach(rem: list[int], body: Body, table: Play | None) -> bool:
    """Can `body` be finished from `rem` (the hand minus the body), beating `table`?"""
    boat = body.kind == Kind.BOAT
    tie = _tie(body, (), table)
    if tie is None:
        return room(rem, body.ksize, boat) >= body.kickers
    return bool(kick_options(rem, body.ksize, boat, body.kickers, TOP_KEY, tie, True))


def _tie(body: Body, kicks: tuple[Kick, ...], table: Play | None) -> tuple[int, ...] | None:
    """The table's kickers still tied after `kicks`, or None when nothing is left to beat."""
    if (table is None or table.kind != body.kind or table.top != body.top
            or table.length != body.length or table.ksize != body.ksize):
        return None
    ranks = tuple(k.rank for k in kicks)
    if ranks != table.kick[:len(ranks)]:
        return None                              # already higher (lower is never offered)
    return table.kick[len(ranks):]


def with_kicks(body: Body, kicks: tuple[Kick, ...]) -> Play:
    """The play `body` makes with `kicks` (all of them, or those chosen so far)."""
    return body.play(tuple(k.rank for k in kicks),
                     tuple(sorted((k.rank for k in kicks if k.wild), reverse=True)))


def pending_options(c: list[int], body: Body, kicks: tuple[Kick, ...], table: Play | None) -> list[Kick]:
    """The next kicker choices for `body` with `kicks` chosen so far; `c` is the whole
    hand (the body's cards are still in it)."""
    return list(_pending(tuple(c), body, kicks, table))


@lru_cache(maxsize=4096)    # a kicker step's list is asked for by the rules and by the bots
def _pending(c: tuple[int, ...], body: Body, kicks: tuple[Kick, ...],
             table: Play | None) -> tuple[Kick, ...]:
    return tuple(_pending_options(c, body, kicks, table))


def _pending_options(c: tuple[int, ...], body: Body, kicks: tuple[Kick, ...], table: Play | None) -> list[Kick]:
    rem = [h - n for h, n in zip(c, needs(with_kicks(body, kicks)), strict=True)]
    upper = key(kicks[-1]) if kicks else TOP_KEY
    return kick_options(rem, body.ksize, body.kind == Kind.BOAT, body.kickers - len(kicks), upper,
                        _tie(body, kicks, table))


def steps_of(play: Play) -> tuple[Kick, ...]:
    """A finished play's kickers as the steps that choose them, in key order."""
    out = []
    wild = list(play.kwild)
    for r in play.kick:                          # high to low
        out.append(Kick(r, play.ksize, False))
    for r in wild:
        out.remove(Kick(r, play.ksize, False))
        out.append(Kick(r, play.ksize, True))
    return tuple(sorted(out, key=key, reverse=True))


def finish(c: list[int], play: Play, table: Play | None) -> bool:
    """Would every kicker step of `play` be allowed, in order, from hand `c` against `table`?

    Checked directly rather than step by step (the table asks this for every reading of a
    selection): the steps of a kicker set are all offered exactly when the hand holds its
    cards, each kicker is a card the type may carry, and — against the same body — the set
    is higher than the table's (`kick_options` offers a step whenever the rest of the set can
    still follow it, and the set's own remaining kickers are such a rest).
    """
    boat = play.kind == Kind.BOAT
    top = top_rank(boat)
    if len(play.kick) != KICKERS_PER_LINK[play.kind] * play.length or any(k > top for k in play.kick):
        return False
    if play.kwild and (boat or play.ksize != 2 or TWO in play.kwild):
        return False
    wild, kick = list(play.kwild), list(play.kick)
    if any(wild.count(k) > kick.count(k) for k in set(wild)):
        return False
    if any(n > h for n, h in zip(needs(play), c, strict=True)):
        return False
    body = Body(play.kind, play.top, play.length, play.ksize, play.wild)
    tie = _tie(body, (), table)
    return tie is None or play.kick > tie        # (a tie: the table's kickers, all of them)


def first_finish(c: list[int], body: Body, table: Play | None = None) -> Play:
    """Finish `body` with the first allowed kicker at each step (tests and benchmarks)."""
    kicks: tuple[Kick, ...] = ()
    for _ in range(body.kickers):
        kicks += (pending_options(c, body, kicks, table)[0],)
    return with_kicks(body, kicks)


def all_finishes(c: list[int], body: Body, table: Play | None = None, limit: int = 10_000) -> list[Play]:
    """Every finished play of `body` (for tests and small hands; stops after `limit`)."""
    out: list[Play] = []

    def walk(kicks: tuple[Kick, ...]) -> None:
        if len(out) >= limit:
            return
        if len(kicks) == body.kickers:
            out.append(with_kicks(body, kicks))
            return
        for kick in pending_options(c, body, kicks, table):
            walk(kicks + (kick,))

    walk(())
    return out
