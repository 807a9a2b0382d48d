"""The generic contract check that every game must pass (docs/architecture.md, "Engine").

`check_contract(game, seeds)` plays seeded random games through the public API and
asserts, at every step: legal actions exist while the game runs, every action's
notation parses back to it, refused input leaves the state unchanged, determinize
keeps the seat's observation and depends only on it, and record/replay reaches the
same position. Used by tests/test_conformance.py for every registered game.
"""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine import IllegalAction

MAX_MOVES = 20000


def _snap(state) -> str:
    return json.dumps(state.full_state(), sort_keys=True)


def play_random(game, seed: int, check_every: int = 1, max_moves: int = MAX_MOVES):
    """Play one seeded random game with the per-step checks; return (state, events)."""
    state = game.new_state(seed=seed)
    rng = random.Random(seed * 7919 + 1)
    # the checks draw from their own rng, so check_every does not change the game played
    check_rng = random.Random(seed * 7919 + 2)
    all_events = []
    moves = 0
    while not state.is_over:
        assert moves < max_moves, f"game did not end within {max_moves} moves (seed {seed})"
        seat = state.current_player
        assert isinstance(seat, int) and 0 <= seat < game.players
        legal = state.legal_actions()
        assert legal, "no legal action while the game runs"
        if moves % check_every == 0:
            _check_step(game, state, seat, legal, check_rng)
        action = rng.choice(legal)
        events = state.apply(action)
        for ev in events:
            json.dumps(ev.view(seat))  # every event is JSON-able for every viewer
        all_events.extend(events)
        moves += 1
    assert state.current_player is None and state.legal_actions() == []
    returns = state.returns()
    assert len(returns) == game.players and all(isinstance(r, (int, float)) for r in returns)
    with pytest.raises(IllegalAction):
        state.apply("nonsense")
    return state, all_events


def _check_step(game, state, seat, legal, rng) -> None:
    # notation round trip, distinct notations
    notations = [str(a) for a in legal]
    assert len(set(notations)) == len(notations), f"duplicate notations: {notations}"
    for a in rng.sample(legal, min(len(legal), 6)):
        assert game.parse_action(state, str(a)) == a
    # refused input leaves the state unchanged
    before = _snap(state)
    for bad in ("", "zz-not-an-action", "play 99X"):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert _snap(state) == before
    # observations are JSON-able and hold the seat's own hand
    for s in range(game.players):
        obs = state.observation(s)
        json.dumps(obs)
        assert "hand" in obs
    # determinize: keeps the observation; depends only on the observation and the rng
    k = rng.randrange(1 << 30)
    d1 = state.determinize(seat, random.Random(k))
    assert d1.observation(seat) == state.observation(seat)
    assert [str(a) for a in d1.legal_actions()] == notations
    other = state.determinize(seat, random.Random(k + 1))
    assert _snap(other.determinize(seat, random.Random(k + 2))) == _snap(
        state.determinize(seat, random.Random(k + 2)))
    assert _snap(state) == before
    # clone is independent
    c = state.clone()
    c.apply(legal[0])
    assert _snap(state) == before


def check_contract(game_id: str, players: int, seeds, variant=None, **options) -> None:
    game = engine.create(game_id, players, variant, **options)
    for seed in seeds:
        state, events = play_random(game, seed, check_every=3)
        # determinism: the same seed gives the same everything
        again, events2 = play_random(game, seed, check_every=10**9)
        assert _snap(again) == _snap(state)
        assert [e.view(None) for e in events] == [e.view(None) for e in events2]
        # record / replay through JSON
        rec = json.loads(json.dumps(state.record()))
        replayed = engine.replay(rec)
        assert _snap(replayed) == _snap(state)
        assert replayed.returns() == state.returns()
