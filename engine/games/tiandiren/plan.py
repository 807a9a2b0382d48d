"""A fast estimate of how many plays a hand needs (the normal bot's hand splitter).

Greedy on the count vector: joker pairs (飞船), trio chains (火箭 chains), 无人机,
single trios, pair chains (对顺), straights (顺子), then the loose singles and pairs,
of which each trio link and a lone joker (孤舟) can carry one. Wild 2s are counted
as natural 2s: the estimate is a heuristic, not a solver.
"""
from __future__ import annotations

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
