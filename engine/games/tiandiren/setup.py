"""天地人's deal and the `setup=` keys that rig it for tests and lessons.

Setup keys (`new_state(setup=...)`, all optional):
  hands    list of N card lists (any sizes >= 1; at most N copies of a card): rig the deal
  dealer   seat of the first dealer;  zhuang  seat of the 庄家 (first leader)
  jiefeng  the 接风 queue, a permutation of the seats
  round    1, 2 or 3: start the match at that round (round 1 by default); 2 and 3 are led
           by the first 接风 player
The random draws (dealer, 庄家, 接风 queue, then the shuffle) always come from the
state's rng in that order, whether or not a key overrides them. Bad values raise RuleError
naming the key and why.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.cards import check_cards
from engine.core import Event, RuleError

from .deck import card_key, counts_of, full_deck

if TYPE_CHECKING:
    from .rules import TiandirenState

KEYS = frozenset({"hands", "dealer", "zhuang", "jiefeng", "round"})


def deal(state: TiandirenState, rng: random.Random, setup: dict[str, Any]) -> Event:
    """Draw the dealer, the 庄家 and the 接风 queue, deal N decks one card at a time clockwise
    from the dealer (original rules: N players use N decks); `setup` overrides any of them.
    Sets the state's rng, dealer, zhuang, queue, hands and count vectors; the `deal` event."""
    n = state.game.players
    check_setup(setup, n)
    state.rng = random.Random(rng.randrange(1 << 62))
    dealer = state.rng.randrange(n)
    zhuang = state.rng.randrange(n)
    queue = state.rng.sample(range(n), n)
    deck = full_deck(n)
    state.rng.shuffle(deck)
    state.dealer = setup.get("dealer", dealer)
    state.zhuang = setup.get("zhuang", zhuang)
    state.queue = list(setup.get("jiefeng", queue))
    if "hands" in setup:
        hands = [list(h) for h in setup["hands"]]
    else:   # dealt one at a time, clockwise from the dealer
        hands = [deck[(s - state.dealer) % n::n] for s in range(n)]
    state.hands = [sorted(h, key=card_key) for h in hands]
    state.cnt = [counts_of(h) for h in state.hands]
    return Event("deal", {
        "dealer": state.dealer, "zhuang": state.zhuang, "jiefeng": list(state.queue),
        "hand_counts": [len(h) for h in state.hands]},
        {s: {"hand": list(state.hands[s])} for s in range(n)})


def check_setup(setup: dict[str, Any], n: int) -> None:
    """RuleError for an unknown key or a bad value of a known one, for `n` players."""
    for key in setup:
        if key not in KEYS:
            raise RuleError(f"tiandiren: unknown setup key '{key}' (known: {', '.join(sorted(KEYS))})")
    for key in ("dealer", "zhuang"):
        if key in setup:
            v = setup[key]
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
                raise RuleError(f"tiandiren: setup '{key}' must be a seat from 0 to {n - 1}, got {v!r}")
    if "jiefeng" in setup:
        q = setup["jiefeng"]
        if (not isinstance(q, (list, tuple)) or any(isinstance(v, bool) or not isinstance(v, int) for v in q)
                or sorted(q) != list(range(n))):
            raise RuleError(f"tiandiren: setup 'jiefeng' must be an order of the seats 0..{n - 1}, got {q!r}")
    if "round" in setup and (isinstance(setup["round"], bool) or setup["round"] not in (1, 2, 3)):
        raise RuleError(f"tiandiren: setup 'round' must be 1, 2 or 3, got {setup['round']!r}")
    if "hands" in setup:
        _check_hands(setup["hands"], n)


def _check_hands(hands: Any, n: int) -> None:
    if not isinstance(hands, (list, tuple)) or len(hands) != n:
        raise RuleError(f"tiandiren: setup 'hands' must list {n} hands")
    seen: dict[str, int] = {}
    for s, h in enumerate(hands):
        check_cards(h, f"tiandiren: setup 'hands'[{s}]")
        if not h:
            raise RuleError(f"tiandiren: setup 'hands'[{s}] is empty; every player needs a card")
        for c in h:
            seen[c] = seen.get(c, 0) + 1
            if seen[c] > n:
                raise RuleError(f"tiandiren: setup 'hands' holds {c} more than {n} times ({n} decks)")
