"""The combinations of 附录二 as plain data, their notation and how they compare.

A `Play` names a combination logically (type, top rank, length, kickers, where
wild 2s stand in); the concrete cards are chosen only when it is applied
(`cards_for`): natural cards first, lowest suit order, then 2s for the wild slots.

Notation (str(play), parsed back by `parse_play`): body ranks low to high joined by
'-', a wild 2 standing for rank r written `2(r)`, then each kicker after '+':
    pass                      3-4-5-6-7          3-4-2(5)-6-7        8-8
    5-5-5+9                   5-5-5+9-9           5-5-5-6-6-6+3+4     5-5-2(5)+7-2(7)
    8-8-8-8 (无人机)           8-8-8-8+3+4 (星舰)   3-3-3 (超级无人机)    BJ-LJ (飞船)
    BJ (a single joker)       BJ+7 / BJ+7-7 (孤舟)

Kickers are the player's choice (docs/rulings.md, 天地人), so a kicker-carrying play is one turn
in two kinds of step: a `Body` names the body and the kicker shape with '?' for each
kicker still to choose (`5-5-5+?`, `8-8-8-8+?-?+?-?`, `LJ+?`), then one `Kick` per
kicker, high to low (`+K`, `+9-9`, `+9-2(9)`, `+2-2`). A whole play's notation
(`5-5-5+K`) is accepted too: it is the body step and its kicker steps at once.
"""
from __future__ import annotations

from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple

from .deck import BJ, LJ, RANK_INDEX, RANK_NAMES, TWO


class Kind(IntEnum):
    """Combination types (附录二). BOMB/SUPER/SHIP beat every other type."""

    SINGLE = 1      # 单张 (a lone joker is the top single: 孤舟 without kicker)
    PAIR = 2        # 对子
    STRAIGHT = 3    # 顺子, >= 5 links, 3..A
    PAIRS = 4       # 对顺, >= 3 pairs, 3..A
    TRIO = 5        # 火箭: trio (or chain of 2+ trios) with 0/1 single/1 pair kicker per trio
    QUAD = 6        # 星舰: quad with 2 singles / 2 pairs, or a chain of 2+ quads
    BOAT = 7        # 孤舟: a joker carrying 1 single or 1 pair (never a 2)
    BOMB = 8        # 无人机: >= 4 natural cards of one rank, no kickers
    SUPER = 9       # 超级无人机: exactly three natural 3s
    SHIP = 10       # 飞船: two jokers (top 2 = BJBJ, 1 = BJLJ, 0 = LJLJ)


# Keyed by int: a Play's `kind` is a plain int (a Kind compares and hashes as its value).
BOMB_CLASS: dict[int, int] = {Kind.BOMB: 1, Kind.SUPER: 2, Kind.SHIP: 3}
LINK_SIZE: dict[int, int] = {Kind.SINGLE: 1, Kind.PAIR: 2, Kind.STRAIGHT: 1, Kind.PAIRS: 2,
                             Kind.TRIO: 3, Kind.QUAD: 4, Kind.BOAT: 1}
KICKERS_PER_LINK: dict[int, int] = {Kind.TRIO: 1, Kind.QUAD: 2, Kind.BOAT: 1}
SHIP_NAMES = ("LJ-LJ", "BJ-LJ", "BJ-BJ")
KIND_NAMES: dict[int, str] = {Kind.SINGLE: "单张", Kind.PAIR: "对子", Kind.STRAIGHT: "顺子", Kind.PAIRS: "对顺",
              Kind.TRIO: "火箭", Kind.QUAD: "星舰", Kind.BOAT: "孤舟", Kind.BOMB: "无人机",
              Kind.SUPER: "超级无人机", Kind.SHIP: "飞船"}

_EMPTY: tuple[int, ...] = ()


class Pass(NamedTuple):
    """Decline to play (also: decline the 抢地 lead)."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()


class Play(NamedTuple):
    """One combination. `kick` holds kicker ranks high to low (a pair kicker is its rank);
    `wild` the body ranks a 2 stands in for (one entry per 2, low to high); `kwild` the
    pair-kicker ranks made of one natural card and one 2 (high to low)."""

    kind: int
    top: int
    length: int = 1
    ksize: int = 0
    kick: tuple[int, ...] = _EMPTY
    wild: tuple[int, ...] = _EMPTY
    kwild: tuple[int, ...] = _EMPTY

    def __str__(self) -> str:
        return notation(self)

    @property
    def cls(self) -> int:
        return BOMB_CLASS.get(self.kind, 0)

    @property
    def size(self) -> int:
        """Number of cards."""
        kind = self.kind
        if kind == Kind.BOMB:
            return self.length
        if kind == Kind.SUPER:
            return 3
        if kind == Kind.SHIP:
            return 2
        return LINK_SIZE[kind] * self.length + len(self.kick) * self.ksize

    def body_ranks(self) -> range:
        if self.kind in (Kind.BOMB, Kind.SUPER, Kind.SHIP):
            return range(self.top, self.top + 1)
        return range(self.top - self.length + 1, self.top + 1)


class Body(NamedTuple):
    """The first step of a 火箭 / 星舰 / 孤舟 carrying kickers: the body and the kicker shape
    (`ksize` 1 = singles, 2 = pairs); the kickers follow as `Kick` steps (movegen.kick_options)."""

    kind: int
    top: int
    length: int = 1
    ksize: int = 1
    wild: tuple[int, ...] = _EMPTY

    def __str__(self) -> str:
        hole = "?" if self.ksize == 1 else "?-?"
        return _body_text(self.kind, self.top, self.length, self.wild) + ("+" + hole) * self.kickers

    # Read like a Play's fields (a NamedTuple's class attributes would be fields):
    @property
    def cls(self) -> int:
        return 0

    @property
    def kick(self) -> tuple[int, ...]:
        return _EMPTY       # no kicker chosen yet: `needs(body)` counts the body's cards

    @property
    def kwild(self) -> tuple[int, ...]:
        return _EMPTY

    def body_ranks(self) -> range:
        return range(self.top - self.length + 1, self.top + 1)

    @property
    def kickers(self) -> int:
        """How many kickers the play carries (one per 火箭 link or 孤舟, two per 星舰 link)."""
        return KICKERS_PER_LINK[self.kind] * self.length

    @property
    def size(self) -> int:
        """Cards of the finished play, kickers included."""
        return LINK_SIZE[self.kind] * self.length + self.kickers * self.ksize

    def play(self, kick: tuple[int, ...], kwild: tuple[int, ...]) -> Play:
        """The finished play with these kickers (ranks high to low; `kwild` the pair
        kickers made of one natural card and one 2)."""
        return Play(self.kind, self.top, self.length, self.ksize, tuple(kick), self.wild, tuple(kwild))


class Kick(NamedTuple):
    """One kicker chosen for the pending `Body`: a single, or a pair (`wild`: one natural
    card and a 2 standing in, used only where the rank runs short)."""

    rank: int
    ksize: int = 1
    wild: bool = False

    def __str__(self) -> str:
        name = RANK_NAMES[self.rank]
        if self.ksize == 1:
            return "+" + name
        return f"+{name}-2({name})" if self.wild else f"+{name}-{name}"


#: A legal action of 天地人: a play, a pass, or a step of a play with kickers.
Action = Play | Pass | Body | Kick


def body_of(play: Play) -> Body:
    """The body step of a finished play that carries kickers."""
    return Body(play.kind, play.top, play.length, play.ksize, play.wild)


def beats(a: Play, b: Play) -> bool:
    """Does `a` beat `b` on the table? (附录二 comparison rules; equal never beats.)"""
    ca, cb = BOMB_CLASS.get(a.kind, 0), BOMB_CLASS.get(b.kind, 0)
    if ca != cb:
        return ca > cb
    if ca == 1:                     # 无人机: more cards first, then rank (natural 2s top)
        return (a.length, a.top) > (b.length, b.top)
    if ca:                          # 超级无人机 vs itself never; 飞船 by joker pair
        return a.top > b.top
    if a.kind != b.kind or a.length != b.length or a.ksize != b.ksize or len(a.kick) != len(b.kick):
        return False
    if a.top != b.top:
        return a.top > b.top
    return a.kick > b.kick


def _link_tokens(r: int, s: int, wild_count: int) -> list[str]:
    name = RANK_NAMES[r]
    return [name] * (s - wild_count) + [f"2({name})"] * wild_count


def _body_text(kind: int, top: int, length: int, wild: tuple[int, ...]) -> str:
    s = LINK_SIZE[kind]
    body: list[str] = []
    for r in range(top - length + 1, top + 1):
        body.extend(_link_tokens(r, s, wild.count(r) if wild else 0))
    return "-".join(body)


def notation(p: Play) -> str:
    kind = p.kind
    if kind == Kind.SHIP:
        return SHIP_NAMES[p.top]
    if kind == Kind.BOMB:
        return "-".join([RANK_NAMES[p.top]] * p.length)
    if kind == Kind.SUPER:
        return "3-3-3"
    text = _body_text(kind, p.top, p.length, p.wild)
    if p.kick:
        parts = []
        kw = list(p.kwild)
        for k in sorted(p.kick):
            if p.ksize == 1:
                parts.append(RANK_NAMES[k])
            elif k in kw:
                kw.remove(k)
                parts.append(f"{RANK_NAMES[k]}-2({RANK_NAMES[k]})")
            else:
                parts.append(f"{RANK_NAMES[k]}-{RANK_NAMES[k]}")
        text += "+" + "+".join(parts)
    return text


class NotationError(ValueError):
    pass


def _token(tok: str) -> tuple[int, bool]:
    """'5' -> (2, False); '2(5)' -> (2, True) (a wild 2 standing for 5)."""
    if tok.startswith("2(") and tok.endswith(")"):
        inner = tok[2:-1]
        if inner not in RANK_INDEX or RANK_INDEX[inner] >= TWO:
            raise NotationError(tok)
        return RANK_INDEX[inner], True
    if tok not in RANK_INDEX:
        raise NotationError(tok)
    return RANK_INDEX[tok], False


# The notations read most often (the table's play, a pending body, in every observation the
# bots read) are remembered; a NotationError is raised again each time.
@lru_cache(maxsize=4096)
def parse_play(text: str) -> Play | Pass:
    """Invert `str(play)`; NotationError if `text` is not a well-formed play."""
    text = text.strip()
    if text == "pass":
        return PASS
    if text in SHIP_NAMES:
        return Play(Kind.SHIP, SHIP_NAMES.index(text), 2)
    if not text:
        raise NotationError(text)
    body_text, *kick_texts = text.split("+")
    toks = [_token(t) for t in body_text.split("-")]
    ranks = [r for r, _ in toks]
    if ranks != sorted(ranks):
        raise NotationError(text)
    groups: list[list[int]] = []     # [rank, cards, wild 2s] per link
    for r, w in toks:
        if groups and groups[-1][0] == r:
            groups[-1][1] += 1
            groups[-1][2] += w
        else:
            groups.append([r, 1, int(w)])
    sizes = {g[1] for g in groups}
    if len(sizes) != 1:
        raise NotationError(text)
    s = sizes.pop()
    wild = tuple(r for r, _, w in groups for _ in range(w))
    top, length = groups[-1][0], len(groups)
    if any(groups[i + 1][0] != groups[i][0] + 1 for i in range(length - 1)):
        raise NotationError(text)
    kick, kwild, ksize = _parse_kickers(kick_texts)
    if top >= LJ:
        if length != 1 or s != 1 or wild:
            raise NotationError(text)
        if not kick:
            return Play(Kind.SINGLE, top)
        return Play(Kind.BOAT, top, 1, ksize, kick, _EMPTY, kwild)
    if length == 1 and not kick:
        if s == 1:
            return Play(Kind.SINGLE, top)
        if s == 2:
            return Play(Kind.PAIR, top, 1, 0, _EMPTY, wild)
        if s == 3:
            if top == 0 and not wild:
                return Play(Kind.SUPER, 0, 3)
            return Play(Kind.TRIO, top, 1, 0, _EMPTY, wild)
        if not wild:
            return Play(Kind.BOMB, top, s)
        raise NotationError(text)
    kind = {1: Kind.STRAIGHT, 2: Kind.PAIRS, 3: Kind.TRIO, 4: Kind.QUAD}.get(s)
    if kind is None or (kick and kind not in (Kind.TRIO, Kind.QUAD)):
        raise NotationError(text)
    return Play(kind, top, length, ksize, kick, wild, kwild)


#: The kicker-carrying type a body written as a plain play stands for (`LJ+?`, `3-3-3+?`,
#: `8-8-8-8+?-?+?-?`).
_CARRIER: dict[int, int] = {Kind.SINGLE: Kind.BOAT, Kind.SUPER: Kind.TRIO, Kind.BOMB: Kind.QUAD}


@lru_cache(maxsize=4096)
def parse_step(text: str) -> Play | Pass | Body | Kick:
    """Like `parse_play`, and also the two steps of a play with kickers: a `Body`
    (`5-5-5+?`, `LJ+?-?`) and a `Kick` (`+K`, `+9-2(9)`)."""
    text = text.strip()
    if text.startswith("+"):
        kick, kwild, ksize = _parse_kickers([text[1:]])
        if len(kick) != 1 or (ksize == 2 and kick[0] == TWO and kwild):
            raise NotationError(text)
        return Kick(kick[0], ksize, bool(kwild))
    if "?" not in text:
        return parse_play(text)
    body_text, *holes = text.split("+")
    if not holes or len(set(holes)) != 1 or holes[0] not in ("?", "?-?"):
        raise NotationError(text)
    ksize = 1 if holes[0] == "?" else 2
    body = parse_play(body_text)
    if not isinstance(body, Play):
        raise NotationError(text)
    kind = _CARRIER.get(body.kind, body.kind)
    if kind == Kind.BOAT and body.top < LJ or kind not in KICKERS_PER_LINK:
        raise NotationError(text)
    length = 1 if body.kind in (Kind.BOMB, Kind.SUPER) else body.length
    if body.kind == Kind.BOMB and body.length != 4:
        raise NotationError(text)
    out = Body(kind, body.top, length, ksize, body.wild)
    if len(holes) != out.kickers:
        raise NotationError(text)
    return out


def _parse_kickers(texts: list[str]) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    if not texts:
        return _EMPTY, _EMPTY, 0
    kick, kwild, sizes = [], [], set()
    for t in texts:
        toks = [_token(x) for x in t.split("-")]
        sizes.add(len(toks))
        if len(toks) == 1:
            r, w = toks[0]
            if w:
                raise NotationError(t)
            kick.append(r)
        elif len(toks) == 2:
            (r1, w1), (r2, w2) = toks
            if w1 or r1 != r2:
                raise NotationError(t)
            kick.append(r1)
            if w2:
                kwild.append(r1)
        else:
            raise NotationError(t)
    if len(sizes) != 1:
        raise NotationError("+".join(texts))
    return tuple(sorted(kick, reverse=True)), tuple(sorted(kwild, reverse=True)), sizes.pop()


def needs(p: Play | Body) -> list[int]:
    """The count vector of concrete cards the play uses (2s include the wild ones; a Body's:
    those of its body)."""
    return list(_needs(p))


@lru_cache(maxsize=16384)    # asked for every play a bot weighs; the caller gets its own list
def _needs(p: Play | Body) -> tuple[int, ...]:
    return tuple(_count_needs(p))


def _count_needs(p: Play | Body) -> list[int]:

    need = [0] * 15
    kind = p.kind
    if kind == Kind.SHIP:
        need[BJ] += p.top
        need[LJ] += 2 - p.top
        return need
    if kind == Kind.BOMB:
        need[p.top] = p.length
        return need
    if kind == Kind.SUPER:
        need[0] = 3
        return need
    s = LINK_SIZE[kind]
    for r in p.body_ranks():
        need[r] += s
    for r in p.wild:
        need[r] -= 1
        need[TWO] += 1
    for k in p.kick:
        need[k] += p.ksize
    for k in p.kwild:
        need[k] -= 1
        need[TWO] += 1
    return need
