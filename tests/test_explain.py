""""Why not?" (issue 17): the reason codes every game shares, each with a concrete deal, and
refused attempts from random positions of each game each get a specific reason. Each game's
own codes: tests/test_explain_<game>.py; the keys of every table: tests/test_explain_keys.py."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import engine
from engine.explain import Common
from engine.games.ninety_nine.explain import Why as NN
from engine.games.primatum.explain import Why as PR
from engine.games.showdown.explain import Why as SD
from engine.games.tiandiren.explain import Why as TD
from tests.why_not import nn, why


def test_not_your_turn_names_the_player_to_act():
    """Players act in turn (every game): a click out of turn is refused, naming who acts."""
    st = nn({"hands": [["9S"], ["2C"]], "total": 10, "starter": 1})
    assert why(st, "9S", 0) == (Common.NOT_YOUR_TURN, {"player": 1})


def test_game_over():
    """Once the match is over nothing is legal."""
    st = engine.create("ninety_nine", 2, match_hands=1).new_state(
        seed=1, setup={"hands": [["9S", "2S"], ["KC"]], "total": 95, "starter": 1})
    st.apply("KC")                                   # 99: seat 0 cannot play and is out
    assert st.is_over
    assert why(st, "9S", 0)[0] is Common.GAME_OVER


def test_not_in_hand_and_unreadable_are_distinct():
    """A card not held is named; text that is no attempt at all is the documented fallback
    (the tables never send one: it exists for typed or stale input)."""
    st = nn({"hands": [["9S", "2D"], ["2C"]], "total": 10, "starter": 0})
    assert why(st, "3C") == (Common.NOT_IN_HAND, {"card": "3C"})
    assert why(st, "")[0] is Common.UNREADABLE


def test_a_legal_attempt_has_no_reason():
    st = nn({"hands": [["9S", "10D"], ["2C"]], "total": 10, "starter": 0})
    assert engine.explain(st, "9S", 0) is None
    assert engine.explain(st, "10D", 0) is None       # a click: the table offers ±10


# ---- every refused attempt from random positions gets a specific reason ------------------
def _attempts(state, rng):
    """What a player can click or select in this position (tables: a card, a selection,
    a column), legal or not."""
    gid, seat = state.game.info.id, state.current_player
    if gid == "ninety_nine":
        return [] if state.pending else sorted(set(state.hands[seat]))
    if gid == "showdown":
        if state.phase.value == "defend":
            return state.hand["black"] + ["swap " + c for c in state.hand["black"]]
        return list(state.hand["red"])
    hand = state.hands[seat]
    picks = [" ".join(rng.sample(hand, min(len(hand), k))) for k in (1, 2, 3, 4, 5, 6) for _ in range(3)]
    out = ["play " + p for p in picks if p]
    if gid == "primatum":
        out += [f"pledge {c} {col}" for c in hand for col in range(3)]
        out += [f"column {col}" for col in range(3)]      # a column clicked, no card chosen
        if state.stage.value == "loss":
            out += [f"lose {col}" for col in range(3)]
    return out


@pytest.mark.parametrize("gid,players", [("ninety_nine", 3), ("showdown", 2), ("primatum", 3),
                                         ("primatum", 4), ("tiandiren", 3)])
def test_every_refused_attempt_gets_a_specific_reason(gid, players):
    seen = set()
    for seed in range(3):
        st = engine.create(gid, players).new_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(250):
            if st.is_over:
                break
            legal = {str(a) for a in st.legal_actions()}
            for attempt in _attempts(st, rng):
                reason = engine.explain(st, attempt, st.current_player)
                if reason is None:
                    continue
                assert attempt not in legal
                assert reason.code is not Common.UNREADABLE, (gid, attempt)
                seen.add(reason.code)
                out_of_turn = engine.explain(st, attempt, (st.current_player + 1) % players)
                assert out_of_turn.code is Common.NOT_YOUR_TURN
            st.apply(rng.choice(st.legal_actions()))
    assert seen, "no refused attempt was tried"


def test_every_reason_code_has_a_test_here():
    """Each code of every game (and the shared ones) is asserted by a test of the
    tests/test_explain*.py files."""
    source = "".join(p.read_text(encoding="utf-8")
                     for p in sorted(Path(__file__).parent.glob("test_explain*.py")))
    for alias, enum in (("NN", NN), ("SD", SD), ("PR", PR), ("TD", TD), ("Common", Common)):
        for member in enum:
            assert f"{alias}.{member.name}" in source, f"{enum.__module__}: {member.name} has no test"


def test_reason_as_plain_data():
    """What the worker sends to the GUI thread: strings and numbers only."""
    st = nn({"hands": [["9S", "4C"], ["2C"]], "total": 95, "starter": 0})
    assert engine.explain(st, "9S", 0).as_dict() == {
        "code": "over_99", "params": {"card": "9S", "total": 95, "amount": 9, "result": 104}}
