"""九尊 property tests: cards are conserved and columns always obey 文牌數順法則."""
import random
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st_

from engine.games.primatum.deck import cards_in_play, wen
from engine.games.primatum.rules import Primatum


def _check(st):
    full = st.full_state()
    every = [c for h in full["hands"] for c in h] + (full["neutral"] or []) + full["aside"]
    every += st.pile + [c for t in st.terr for col in t for c in col]
    assert sorted(every) == sorted(cards_in_play(st.n))
    for terr in st.terr:
        assert terr[0] and terr[0][0].endswith("-K") or st.is_over
        for col in terr:
            assert all(wen(b) <= wen(a) for a, b in pairwise(col))


@settings(max_examples=25, deadline=None)
@given(n=st_.integers(2, 5), seed=st_.integers(0, 10**6))
def test_random_games_keep_invariants(n, seed):
    st = Primatum(n).new_state(seed=seed)
    rng = random.Random(seed)
    while not st.is_over:
        _check(st)
        st.apply(rng.choice(st.legal_actions()))
    _check(st)
    assert sum(st.returns()) >= 0
