"""Rigged 九局對決 deals and the helpers its rule tests share (test_showdown_rules.py: the
cards; test_showdown_innings.py: half-innings, the end of the game, setup and options).

Seat 0 is away (bats in the top half) in every deal unless said otherwise, so in the top
half seat 0 holds the red hand and seat 1 the black one.
"""
import engine

E, F = [False] * 3, False


def new(setup=None, seed=1, **opts):
    game = engine.create("showdown", 2, **opts)
    base = {"away": 0}
    base.update(setup or {})
    return game.new_state(seed=seed, setup=base)


def kinds(events):
    return [e.kind for e in events]


def ev(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[-1].data


def turn(state, attack, defence):
    events = state.apply(attack)
    events += state.apply(defence)
    return events


LOADED = [[True, True, True], E]


#: The black hand holds no card that answers ♥10: ♣7 战术轮换 and 弃1摸1 are offered.
HOLDLESS = {"red_hand": ["10H", "2D", "4D", "5D", "6D"], "black_hand": ["7C", "4C", "9S", "2S", "3C"],
            "bases": [[True, False, False], E]}
