"""Property tests for 九局對決: card conservation and turn invariants over random games."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.games.showdown.deck import BLACK_DECK, RED_DECK


def all_cards(s, colour):
    cards = list(s.hand[colour]) + list(s.deck[colour]) + list(s.discard[colour])
    cards += [c for c in s.removed if (c == "LJ") == (colour == "red")]
    if colour == "black":
        cards += s.markers
        if s.defence and s.pending is not None:
            cards.append(s.defence)
    elif s.attack is not None:
        cards.append(s.attack.card)
    return sorted(cards)


def check_invariants(s):
    assert all_cards(s, "red") == sorted(RED_DECK)
    assert all_cards(s, "black") == sorted(BLACK_DECK)
    assert 0 <= s.outs < 3 or s.is_over
    assert len(s.hand["red"]) <= 5 and len(s.hand["black"]) <= 5
    line = s.board.line()
    assert line["R"] == [sum(r) for r in line["runs"]] and len(line["runs"][0]) == s.inning
    if not s.is_over and s.phase.value == "attack":
        assert len(s.hand["red"]) == 5 and len(s.hand["black"]) == 5
        assert len(s.markers) <= s.outs     # 大王 and ♣8 leave no marker


options = st.fixed_dictionaries({
    "clear_bases": st.booleans(), "extra_innings": st.booleans(), "skip_bottom_ninth": st.booleans(),
    "quick_mode": st.booleans(), "losing_defence": st.booleans(), "runs_on_third_out": st.booleans(),
    "innings": st.sampled_from([1, 3, 9])})


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), opts=options)
def test_random_games_keep_every_card_and_end(seed, opts):
    game = engine.create("showdown", 2, **opts)
    s = game.new_state(seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not s.is_over:
        check_invariants(s)
        s.apply(rng.choice(s.legal_actions()))
        moves += 1
        assert moves < 20000
    check_invariants(s)
    a, b = s.board.totals()
    last = opts["innings"]
    if opts["quick_mode"] and max(a, b) >= 5:
        assert s.returns()[0 if a > b else 1] == 1.0
    else:
        assert s.inning >= last
        if a == b:
            assert not opts["extra_innings"] and s.returns() == [0.0, 0.0]


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_determinize_keeps_the_seat_view_and_the_card_sets(seed, steps):
    s = engine.create("showdown", 2).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    for seat in (0, 1):
        d = s.determinize(seat, random.Random(seed + seat))
        assert d.observation(seat) == s.observation(seat)
        for colour in ("red", "black"):
            assert all_cards(d, colour) == all_cards(s, colour)


red_cards = st.sampled_from([c for c in RED_DECK if c != "LJ"])
black_cards = st.sampled_from(BLACK_DECK)


@settings(max_examples=300, deadline=None)
@given(red=red_cards, black=black_cards, blind=st.booleans())
def test_judgement_is_consistent_with_the_unified_rule(red, black, blind):
    from engine.games.showdown import judge as J
    attack = J.make_attack(red, None, blind)
    verdict = J.judge(attack, black)
    if verdict.is_out:      # every out needs black >= red (大王 always is)
        assert J.holds(attack, black)
    if black == "BJ":
        assert verdict.outcome is J.Outcome.PERFECT_OUT
    elif black == "8C" and attack.value in (11, 12, 13):
        assert verdict.outcome is J.Outcome.WALK
    elif not J.holds(attack, black):
        assert verdict.outcome in (J.Outcome.SINGLE, J.Outcome.DOUBLE, J.Outcome.TRIPLE, J.Outcome.HOMER)
    else:
        assert verdict.outcome is not J.Outcome.SINGLE
