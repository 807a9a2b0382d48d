"""Property tests: invariants of 九九 that hold after any sequence of legal actions."""
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import engine

OPTION_SETS = st.fixed_dictionaries({
    "variant": st.sampled_from(["standard", "bloody", "western", "northwest"]),
    "players": st.integers(2, 8),
    "hand_size": st.sampled_from([4, 5]),
    "double_play": st.booleans(),
    "win_45x": st.booleans(),
    "halved": st.booleans(),
})


@settings(max_examples=60, deadline=None)
@given(OPTION_SETS, st.integers(0, 10**6), st.lists(st.integers(0, 10**6), max_size=120))
def test_invariants_hold_along_any_play(opts, seed, choices):
    opts = dict(opts)
    variant, players = opts.pop("variant"), opts.pop("players")
    game = engine.create("ninety_nine", players, variant, match_hands=3, **opts)
    state = game.new_state(seed=seed)
    deck = Counter(game.deck)
    for pick in choices:
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[pick % len(legal)])
        # the total stays in 0..99, and no card is created or lost
        assert 0 <= state.total <= 99
        cards = Counter(state.stock) + Counter(state.pile) + Counter(state.sanction_pool)
        for hand in state.hands:
            cards.update(hand)
        assert cards == deck
        # eliminated players hold nothing; the player to act is alive
        assert all(state.alive[s] or not state.hands[s] for s in range(players))
        if not state.is_over and state.pending is None:
            assert state.alive[state.current_player]
        assert sum(state.points) == len(state.results)
