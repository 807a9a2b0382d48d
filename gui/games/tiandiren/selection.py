"""Pure helpers for the 天地人 table (no Qt): selection -> legal action, the hint,
the current trick from the observation's log, the hand's layout, the opening's events.

Nothing here decides a rule: a selection matches an action only through the engine's own
`select.plays_for_selection` over the `legal` list the worker sent — a legal play with
exactly those cards by rank, or a legal body step (`5-5-5+?`) with cards for kickers the
engine allows; then the whole play's notation (`5-5-5+K`) is what the table sends. The
hint is asked of the worker (the engine's normal bot, in the engine thread); here only
its notation is turned into this hand's cards.
"""
from __future__ import annotations

from typing import Any

from engine.games.tiandiren.combos import (
    Body,
    Kick,
    NotationError,
    Play,
    needs,
    parse_play,
    parse_step,
)
from engine.games.tiandiren.deck import TWO, card_key, counts_of, rank_index
from engine.games.tiandiren.select import cards_for, kick_needs, plays_for_selection

#: Scene geometry of the human's hand (top-left corners of cards).
HAND_LEFT, HAND_RIGHT = 14.0, 1186.0
GROUP_GAP = 12.0
MAX_STEP = 62.0


def parse_legal(legal: list[dict]) -> list[tuple[str, Any]]:
    """(notation, action) for each legal dict (a Play, PASS, a Body or a Kick step);
    unknown notations are skipped."""
    out = []
    for item in legal:
        notation = str(item.get("notation", ""))
        try:
            out.append((notation, parse_step(notation)))
        except NotationError:
            continue
    return out


def matching(legal: list[tuple[str, Any]], cards: list[str], hand: list[str] | None = None,
             table: str | None = None) -> list[str]:
    """Notations the selected `cards` can be sent as: a legal play (or kicker step) with
    exactly those cards by rank, or a whole play with kickers whose body step is legal."""
    if not cards:
        return []
    steps = [a for _, a in legal]
    table_play = parse_play(table) if table else None
    return [str(a) for a in plays_for_selection(steps, list(hand or cards), cards, table_play)]


def bodies_for(legal: list[tuple[str, Any]], cards: list[str]) -> list[Body]:
    """The legal body steps (a 火箭 / 星舰 / 孤舟 still without its kickers) whose cards are,
    by rank, exactly the selected `cards`: the selection is such a play, and its kickers
    are still to choose."""
    if not cards:
        return []
    want = counts_of(cards)
    return [a for _, a in legal if isinstance(a, Body) and needs(a) == want]


def usable_ranks(legal: list[tuple[str, Any]]) -> set[int]:
    """Ranks that appear in at least one legal play (any kicker rank for a body step)."""
    ranks: set[int] = set()
    for _, a in legal:
        if isinstance(a, Body):
            ranks.update(r for r, k in enumerate(needs(a)) if k)
            ranks.update(range(TWO + 1))
        elif isinstance(a, Kick):
            ranks.update(r for r, k in enumerate(kick_needs(a)) if k)
        elif isinstance(a, Play):
            ranks.update(r for r, k in enumerate(needs(a)) if k)
    return ranks


def play_kind(notation: str) -> int | None:
    """The combination type (combos.Kind value) a play notation names, or None."""
    try:
        play = parse_play(notation)
    except NotationError:
        return None
    return int(play.kind) if isinstance(play, Play) else None


def play_size(notation: str) -> int:
    """How many cards a play notation names."""
    try:
        play = parse_play(notation)
    except NotationError:
        return 0
    return play.size if isinstance(play, Play) else 0


def hint_cards(hand: list[str], notation: str) -> list[str]:
    """The concrete cards of a play notation in this hand (empty for pass)."""
    try:
        play = parse_step(notation)
    except NotationError:
        return []
    if isinstance(play, Kick):
        need = kick_needs(play)
        out = []
        for card in hand:
            if need[rank_index(card)]:
                need[rank_index(card)] -= 1
                out.append(card)
        return out
    return cards_for(hand, play) if isinstance(play, Play) else []


def sort_hand(hand: list[str]) -> list[str]:
    return sorted(hand, key=card_key)


def hand_layout(hand: list[str], card_w: float, tops: tuple[float, ...],
                min_step: float = 0.0, upper_left: float = HAND_LEFT) -> list[tuple[float, float]]:
    """Top-left corners for a sorted hand in rows (`tops`, top to bottom), split between
    ranks, overlapping columns with a gap between ranks: one row up to 24 cards, else two,
    and more (up to len(tops)) while a row would overlap its cards so much that less than
    `min_step` of each stays in sight (the corner index: every rank reads whole, also with
    large cards, issue 34.9). The rows used are the lowest ones; in three rows or more the
    upper ones begin at `upper_left` (the room left of it stays the round panel's)."""
    n = len(hand)
    if n == 0:
        return []
    ranks = [rank_index(c) for c in hand]
    first = 1 if n <= 24 else 2
    for count in range(min(first, len(tops)), len(tops) + 1):
        spans = _spans(count, upper_left)
        rows = _split(ranks, [right - left - card_w for left, right in spans])
        if all(_spread(ranks, idx, card_w, span)[0] >= min_step for idx, span in zip(rows, spans, strict=False)):
            break
    out: list[tuple[float, float]] = [(0.0, 0.0)] * n
    row_tops = tops[len(tops) - len(rows):]
    for top, idx, span in zip(row_tops, rows, spans, strict=False):
        step, total = _spread(ranks, idx, card_w, span)
        x = (span[0] + span[1]) / 2 - total / 2
        for j, i in enumerate(idx):
            if j and ranks[i] != ranks[idx[j - 1]]:
                x += GROUP_GAP
            out[i] = (x, top)
            x += step
    return out


def _spans(count: int, upper_left: float) -> list[tuple[float, float]]:
    """Each row's room, top row first: the whole width, or from `upper_left` for the upper
    rows of three or more."""
    return [(upper_left if count >= 3 and r < count - 1 else HAND_LEFT, HAND_RIGHT)
            for r in range(count)]


def _spread(ranks: list[int], idx: list[int], card_w: float,
            span: tuple[float, float]) -> tuple[float, float]:
    """A row's step between cards and its whole width, in its room."""
    groups = sum(1 for a, b in zip(idx, idx[1:], strict=False) if ranks[a] != ranks[b])
    width = span[1] - span[0] - card_w - groups * GROUP_GAP
    step = min(MAX_STEP, width / max(1, len(idx) - 1))
    return step, step * (len(idx) - 1) + groups * GROUP_GAP + card_w


def _split(ranks: list[int], weights: list[float]) -> list[list[int]]:
    """The hand's indexes in a row per weight (fewer when it has too few ranks), each cut at
    the rank boundary closest to its share of the cards (rows share by their weights)."""
    n = len(ranks)
    bounds = [i for i in range(1, n) if ranks[i] != ranks[i - 1]] or [n // 2]
    total = sum(weights) or 1.0
    cuts: list[int] = []
    share = 0.0
    for weight in weights[:-1]:
        share += weight
        free = [b for b in bounds if not cuts or b > cuts[-1]]
        if not free:
            break
        cuts.append(min(free, key=lambda b: abs(b - n * share / total)))
    edges = [0] + cuts + [n]
    return [list(range(a, b)) for a, b in zip(edges, edges[1:], strict=False) if b > a]


def current_trick(obs: dict) -> tuple[list[list], bool]:
    """The plays of the trick on the table (oldest first) as [seat, notation, cards, log
    index], and
    whether it is finished (the table is empty: the last finished trick is returned)."""
    log = obs.get("log") or []
    rnd = obs.get("round")
    last = rnd if any(e[0] == rnd for e in log) else (log[-1][0] if log else None)
    entries = [(i, e) for i, e in enumerate(log) if len(e) >= 4 and e[0] == last]
    status = obs.get("status") or []
    gone = {"heaven"} | ({"di", "qiangdi"} if (rnd or 0) >= 2 else set())
    living = max(2, sum(1 for s in status if s not in gone))
    tricks: list[list] = []
    current: list = []
    passes = 0
    for index, (_, seat, notation, cards) in entries:
        if notation == "pass":
            passes += 1
            if current and passes >= living - 1:
                tricks.append(current)
                current, passes = [], 0
            continue
        current.append([seat, notation, list(cards), index])
        passes = 0
    if obs.get("table") is not None and current:
        return current, False
    if current:
        return current, True
    return (tricks[-1] if tricks else []), True


def passed_seats(obs: dict) -> set[int]:
    """Seats that passed since the last play of the current trick."""
    if obs.get("table") is None:
        return set()
    out: set[int] = set()
    for entry in reversed(obs.get("log") or []):
        if entry[2] != "pass":
            break
        out.add(entry[1])
    return out


def next_jiefeng(obs: dict) -> int | None:
    """The seat the 接风 queue will pick next (the first still playing from jiefeng_next)."""
    queue = obs.get("jiefeng") or []
    status = obs.get("status") or []
    start = int(obs.get("jiefeng_next") or 0)
    for i in range(len(queue)):
        seat = queue[(start + i) % len(queue)]
        if seat < len(status) and status[seat] == "playing":
            return seat
    return None


def heaven_cards(kinds: list[str], hand: list[str] | None = None) -> list[str]:
    """The cards that reveal each heaven kind (from the hand when it is known)."""
    want = {"carrier": ("2", 7), "ufo": None, "starlink": ("3", 6)}
    out: list[str] = []
    for kind in kinds:
        if kind == "ufo":
            out += ["BJ", "BJ", "LJ", "LJ"]
            continue
        rank, count = want.get(kind) or ("", 0)
        own = [c for c in (hand or []) if c[:-1] == rank]
        if len(own) == count:
            out += own
        else:
            out += [rank + "SHDC"[i % 4] for i in range(count)]
    return out


def opening_events(obs: dict) -> list[dict]:
    """The deal, heaven and round-1 events as a game's first position shows them (for an
    opening sent without the state's initial events); none for a game under way."""
    if not obs or obs.get("log"):
        return []
    events = [{"kind": "deal", "zhuang": obs.get("zhuang")}]
    for seat, info in enumerate(obs.get("heaven") or []):
        if info:
            events.append({"kind": "heaven", "seat": seat, "kinds": info.get("kinds") or [],
                           "score": info.get("score", 0)})
    if obs.get("round"):
        events.append({"kind": "round_start", "round": obs["round"], "leader": obs.get("leader")})
    return events
