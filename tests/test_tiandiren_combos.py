"""天地人 combinations (附录二), wild 2s (docs/rulings.md), comparisons and the move generator."""
from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.tiandiren.combos import (
    PASS,
    Body,
    Kind,
    NotationError,
    Play,
    beats,
    needs,
    parse_play,
    parse_step,
)
from engine.games.tiandiren.deck import RANK_INDEX, counts_of, full_deck
from engine.games.tiandiren.kickers import all_finishes, first_finish
from engine.games.tiandiren.movegen import follow_plays, lead_plays


def cv(text: str) -> list[int]:
    """Count vector from ranks: '3 3 4 2 BJ' (suits do not matter to the generator)."""
    c = [0] * 15
    for tok in text.split():
        c[RANK_INDEX[tok]] += 1
    return c


def finished(c: list[int], steps: list, table: Play | None = None) -> set[str]:
    """The notations of the generator's steps, each `Body` replaced by every play it can
    finish as (the kicker steps of kickers.py, taken exhaustively)."""
    out = set()
    for p in steps:
        if isinstance(p, Body):
            out.update(str(f) for f in all_finishes(c, p, table))
        else:
            out.add(str(p))
    return out


def leads(text: str) -> set[str]:
    return finished(cv(text), lead_plays(cv(text)))


def follows(text: str, table: str) -> set[str]:
    t = parse_play(table)
    return finished(cv(text), follow_plays(cv(text), t), t)


def P(text: str) -> Play:
    return parse_play(text)


# ---- singles and pairs -------------------------------------------------------------
def test_singles_rank_order_jokers_on_top():
    assert leads("3 A 2 LJ BJ") >= {"3", "A", "2", "LJ", "BJ"}
    order = ["3", "4", "10", "K", "A", "2", "LJ", "BJ"]
    for lo, hi in pairwise(order):
        assert beats(P(hi), P(lo)) and not beats(P(lo), P(hi))
    assert not beats(P("7"), P("7"))                      # 先出者为大
    assert follows("3 8 2 BJ", "7") == {"8", "2", "BJ"}


def test_pairs_natural_wild_and_natural_twos():
    got = leads("5 9 9 2 2")
    assert {"9-9", "5-2(5)", "2-2"} <= got
    assert "2(9)-2(9)" not in " ".join(got)                # a pair needs a natural card
    assert beats(P("2-2"), P("A-A")) and beats(P("A-A"), P("5-2(5)"))
    assert not beats(P("5-5"), P("5-2(5)"))               # same rank: equal
    assert follows("4 4 6 2", "5-5") == {"6-2(6)"}
    assert "LJ-LJ" not in leads("LJ LJ") - {"LJ-LJ"}        # two jokers are a 飞船, not a pair
    assert P("LJ-LJ").kind == Kind.SHIP


# ---- straights and pair chains ------------------------------------------------------
def test_straight_min_five_three_to_ace_with_wild():
    assert "3-4-5-6-7" in leads("3 4 5 6 7")
    assert not any(p.kind == Kind.STRAIGHT for p in lead_plays(cv("3 4 5 6")))
    assert "3-4-2(5)-6-7" in leads("3 4 6 7 2")
    assert "10-J-Q-K-A" in leads("10 J Q K A 2")
    straights = [p for p in lead_plays(cv("J Q K A 2 2")) if p.kind == Kind.STRAIGHT]
    assert {str(p) for p in straights} == {"2(9)-2(10)-J-Q-K", "2(10)-J-Q-K-A",
                                           "2(9)-2(10)-J-Q-K-A"}  # 2 is never a natural link
    assert not any(p.kind == Kind.STRAIGHT for p in lead_plays(cv("2 2 2 2 2")))  # needs a natural
    assert beats(P("4-5-6-7-8"), P("3-4-5-6-7"))
    assert not beats(P("4-5-6-7-8-9"), P("3-4-5-6-7"))     # length must match
    assert follows("4 5 6 7 8 9", "3-4-5-6-7") == {"4-5-6-7-8", "5-6-7-8-9"}


def test_pair_chain_min_three_with_wild():
    assert "3-3-4-4-5-5" in leads("3 3 4 4 5 5")
    assert not any(p.kind == Kind.PAIRS for p in lead_plays(cv("3 3 4 4")))
    assert "3-3-4-2(4)-5-5" in leads("3 3 4 5 5 2")
    assert "3-3-4-2(4)-5-2(5)" in leads("3 3 4 5 2 2")
    assert not beats(P("4-4-5-5-6-6"), P("3-3-4-4-5-5-6-6"))
    assert beats(P("4-4-5-5-6-6"), P("3-3-4-4-5-5"))


# ---- 火箭 (trios) ----------------------------------------------------------------------
def test_trio_bare_single_pair_kicker_and_chains():
    got = leads("5 5 5 6 6 6 9 K K")
    assert {"5-5-5", "5-5-5+9", "5-5-5+K-K", "5-5-5-6-6-6", "5-5-5-6-6-6+9+K",
            "5-5-5-6-6-6+K-K+9-2(9)"} - got == {"5-5-5-6-6-6+K-K+9-2(9)"}  # no 2 to make it
    assert "5-5-5-6-6-6+9-9+K-K" not in got                      # only one 9
    assert "5-5-5-6-6-6+9-2(9)+K-K" in leads("5 5 5 6 6 6 9 K K 2")


def test_trio_wild_body_and_twos():
    assert "5-5-2(5)+7" in leads("5 5 7 2")
    assert "5-2(5)-2(5)" in leads("5 2 2")
    assert "2-2-2" in leads("2 2 2") and "2-2-2+3" in leads("2 2 2 3")
    assert beats(P("2-2-2"), P("A-A-A")) and beats(P("2-2-2+3"), P("A-A-A+K"))
    assert "2(5)-2(5)-2(5)" not in " ".join(leads("2 2 2 2"))


def test_trio_kickers_never_jokers_and_compare():
    assert not any("+LJ" in s or "+BJ" in s for s in leads("5 5 5 LJ BJ"))
    assert not any(p.kind == Kind.TRIO and p.kick for p in lead_plays(cv("5 5 5 LJ BJ")))
    assert beats(P("5-5-5+9"), P("5-5-5+8"))
    assert not beats(P("5-5-5+8"), P("5-5-5+8"))
    assert not beats(P("5-5-5+9-9"), P("5-5-5+9"))              # kicker shape must match
    assert beats(P("6-6-6+3"), P("5-5-5+A"))                    # body first, then kicker
    assert follows("5 5 5 3 9", "5-5-5+8") == {"5-5-5+9"}       # equal body, higher kicker only


def test_trio_chain_kicker_compare():
    assert beats(P("5-5-5-6-6-6+3+9"), P("5-5-5-6-6-6+4+8"))
    assert follows("5 5 5 6 6 6 4 9 3", "5-5-5-6-6-6+4+8") == {"5-5-5-6-6-6+3+9", "5-5-5-6-6-6+4+9"}
    assert follows("5 5 5 6 6 6 4 8 3", "5-5-5-6-6-6+4+8") == set()      # 8+4 ties, 8+3 is lower


# ---- 星舰, 孤舟 ------------------------------------------------------------------------
def test_quad_needs_kickers_or_a_chain_and_no_wild_body():
    got = leads("8 8 8 8 3 4 5 5 6 6")
    assert {"8-8-8-8", "8-8-8-8+3+4", "8-8-8-8+5-5+6-6"} <= got
    assert P("8-8-8-8").kind == Kind.BOMB and P("8-8-8-8+3+4").kind == Kind.QUAD
    assert "8-8-8-8-9-9-9-9" in leads("8 8 8 8 9 9 9 9")
    assert P("8-8-8-8-9-9-9-9").kind == Kind.QUAD
    assert not any(p.kind in (Kind.QUAD, Kind.BOMB) for p in lead_plays(cv("7 7 7 2 3 4")))
    assert "8-8-8-8+3-2(3)+4-4" in leads("8 8 8 8 3 4 4 2")     # 2 stands in for a kicker card
    assert beats(P("9-9-9-9+3+4"), P("8-8-8-8+K+A"))
    assert not beats(P("9-9-9-9+3-3+4-4"), P("8-8-8-8+K+A"))


def test_boat_single_joker_carries_no_two_and_compare():
    got = leads("BJ 7 9 9 2")
    assert {"BJ", "BJ+7", "BJ+9-9"} <= got
    assert not any(s.startswith("BJ+2") or "2(" in s and s.startswith("BJ") for s in got)
    assert "BJ+2" not in leads("BJ 2")
    assert beats(P("BJ+3"), P("LJ+K")) and beats(P("LJ+9"), P("LJ+8"))
    assert not beats(P("BJ+3-3"), P("LJ+K"))
    assert follows("LJ 9 K", "LJ+8") == {"LJ+9", "LJ+K"}
    assert P("BJ").kind == Kind.SINGLE                         # a lone joker is the top single


# ---- bombs ------------------------------------------------------------------------
def test_bombs_more_cards_first_then_rank_twos_top():
    assert {"6-6-6-6", "6-6-6-6-6"} <= leads("6 6 6 6 6")
    assert beats(P("4-4-4-4-4"), P("2-2-2-2"))
    assert beats(P("2-2-2-2"), P("A-A-A-A"))
    assert not beats(P("A-A-A-A"), P("A-A-A-A"))
    assert beats(P("3-3-3-3"), P("K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K-K")) is False
    for plain in ("3-4-5-6-7-8-9-10-J-Q-K-A", "BJ+7", "K-K-K-A-A-A+2+2", "2-2", "BJ"):
        assert beats(P("3-3-3-3"), P(plain))


def test_super_drone_exactly_three_natural_threes():
    assert P("3-3-3").kind == Kind.SUPER
    assert "3-3-3" in leads("3 3 3 3")                         # the play has exactly three 3s
    assert P("3-3-2(3)").kind == Kind.TRIO                     # no wild in a 超级无人机
    assert beats(P("3-3-3"), P("2-2-2-2-2-2-2-2"))
    assert not beats(P("3-3-3"), P("3-3-3"))
    assert not beats(P("3-3-3"), P("LJ-LJ"))
    assert follows("3 3 3 4 4 4 4", "K-K-K-K") == {"3-3-3"}


def test_ship_order_and_top():
    assert beats(P("BJ-BJ"), P("BJ-LJ")) and beats(P("BJ-LJ"), P("LJ-LJ"))
    assert beats(P("LJ-LJ"), P("3-3-3")) and not beats(P("LJ-LJ"), P("LJ-LJ"))
    assert {"BJ-BJ", "BJ-LJ", "LJ-LJ"} <= leads("BJ BJ LJ LJ")


def test_types_do_not_cross():
    assert not beats(P("9-9"), P("3"))
    assert not beats(P("8-8-8-8+3+4"), P("3-3-4-4-5-5"))
    assert not beats(P("BJ+3"), P("5-5-5+3"))
    assert not beats(P("2"), P("3-3"))


# ---- notation ---------------------------------------------------------------------
@pytest.mark.parametrize("text", ["pass", "3", "BJ", "2-2", "5-2(5)", "3-4-2(5)-6-7", "5-5-5+9-9",
                                  "5-5-2(5)+7-2(7)", "8-8-8-8+3+4", "3-3-3", "BJ-LJ", "LJ+7-7",
                                  "6-6-6-6-6", "5-5-5-6-6-6+3+4"])
def test_notation_round_trip(text):
    assert str(parse_play(text)) == text


@pytest.mark.parametrize("bad", ["", "5-4", "3-4-5-6-6", "2(2)", "LJ-BJ", "5-5-5+3+4-4", "ZZ", "play 5"])
def test_bad_notation_raises(bad):
    with pytest.raises(NotationError):
        parse_play(bad)


# ---- the generator as a whole -----------------------------------------------------
def _hand(seed: int, size: int, decks: int = 3) -> list[int]:
    deck = full_deck(decks)
    random.Random(seed).shuffle(deck)
    return counts_of(deck[:size])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 54), st.integers(0, 10**6))
def test_generator_properties(seed, size, tseed):
    c = _hand(seed, size)
    steps = lead_plays(c)
    texts = [str(p) for p in steps]
    assert len(set(texts)) == len(texts)
    plays = []
    for p in steps:
        assert parse_step(str(p)) == p
        if isinstance(p, Body):                    # every kicker step keeps the play finishable
            p = first_finish(c, p)
            assert parse_play(str(p)) == p
        plays.append(p)
        assert all(n <= h for n, h in zip(needs(p), c, strict=True))
        assert sum(needs(p)) == p.size
    other = _hand(tseed, 54)
    table = random.Random(tseed).choice(lead_plays(other))
    if isinstance(table, Body):
        table = first_finish(other, table)
    fol = [first_finish(c, f, table) if isinstance(f, Body) else f for f in follow_plays(c, table)]
    assert all(beats(f, table) for f in fol)
    assert all(all(n <= h for n, h in zip(needs(f), c, strict=True)) for f in fol)
    shapes = {(f.kind, f.top, f.length, f.ksize) for f in fol}
    for p in plays:   # every lead that beats with a higher body has its follow counterpart
        if beats(p, table) and (p.cls or p.top != table.top):
            assert (p.kind, p.top, p.length, p.ksize) in shapes, (str(p), str(table))


def test_fifty_four_card_hand_with_many_twos_is_fast_and_bounded():
    import time
    c = cv(" ".join(["2"] * 14 + ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] * 3
                    + ["BJ", "LJ", "5", "9"]))
    assert sum(c) == 54
    t = time.perf_counter()
    plays = lead_plays(c)
    assert time.perf_counter() - t < 0.05
    assert len(plays) < 1500
    assert PASS not in plays
