"""`new_state(setup=...)` for 九九: hands, stock, pile, total, starter, direction, points,
alive and where the unnamed cards go. Bad values raise RuleError naming the key and why."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.cards import check_cards
from engine.core import RuleError

from .cardsets import MAX_TOTAL

if TYPE_CHECKING:
    from .rules import NinetyNineState


def apply_setup(state: NinetyNineState, setup: dict[str, Any]) -> None:
    """Rig the first hand of `state` (a NinetyNineState) from a setup dict; see rules.py."""
    n = state.game.players
    known = {"hands", "stock", "pile", "total", "starter", "direction", "points", "alive", "rest"}
    unknown = set(setup) - known
    if unknown:
        raise RuleError(f"ninety_nine setup: unknown key(s) {sorted(unknown)} (known: {sorted(known)})")
    hands = setup.get("hands", [[] for _ in range(n)])
    if not isinstance(hands, list) or len(hands) != n:
        raise RuleError(f"ninety_nine setup: 'hands' must list {n} hands")
    hands = [check_cards(h, f"setup hands[{i}]") for i, h in enumerate(hands)]
    stock_top = check_cards(setup.get("stock", []), "setup stock")
    pile = check_cards(setup.get("pile", []), "setup pile")
    named = Counter(c for h in hands for c in h) + Counter(stock_top) + Counter(pile)
    extra = named - Counter(state.game.deck)
    if extra:
        keys = " + ".join(f"'{k}'" for k in ("hands", "stock", "pile") if k in setup)
        raise RuleError(f"ninety_nine setup: {keys} hold more cards than the deck holds: "
                        f"{sorted(extra.elements())}")
    rest = list((Counter(state.game.deck) - named).elements())
    state.rng.shuffle(rest)
    size = state.game.options["hand_size"]
    if "hands" in setup:
        state.hands = [list(h) for h in hands]
    else:
        state.hands = [[rest.pop() for _ in range(size)] for _ in range(n)]
    if setup.get("rest", "stock") not in ("stock", "pile"):
        raise RuleError("ninety_nine setup: 'rest' must be 'stock' or 'pile'")
    to_pile = setup.get("rest") == "pile"
    state.stock = ([] if to_pile else rest) + list(reversed(stock_top))  # top is the end
    pile = (rest if to_pile else []) + pile
    state.pile = list(pile)
    state.total = int_in(setup, "total", state.total, 0, MAX_TOTAL)
    state.turn = int_in(setup, "starter", state.turn, 0, n - 1)
    state.direction = int_in(setup, "direction", 1, -1, 1)
    if state.direction == 0:
        raise RuleError("ninety_nine setup: 'direction' must be 1 or -1")
    if "points" in setup:
        points = per_seat(setup, "points", n)
        state.points = [int_in({"points": p}, "points", 0, 0, 10**6) for p in points]
    if "alive" in setup:
        alive = per_seat(setup, "alive", n)
        if not all(isinstance(a, bool) for a in alive):
            raise RuleError(f"ninety_nine setup: 'alive' must hold true or false per seat, got {alive!r}")
        state.alive = list(alive)
        if sum(state.alive) < 2 or not state.alive[state.turn]:
            raise RuleError("ninety_nine setup: 'alive' needs two living seats, "
                            "and the starter alive")
        state.n_alive = sum(state.alive)


def per_seat(setup: dict[str, Any], key: str, n: int) -> list[Any]:
    value = setup[key]
    if not isinstance(value, list) or len(value) != n:
        raise RuleError(f"ninety_nine setup: '{key}' must list one value per seat ({n}), got {value!r}")
    return value


def int_in(setup: dict[str, Any], key: str, default: int | None, lo: int, hi: int) -> int:
    value = setup.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise RuleError(f"ninety_nine setup: '{key}' must be a whole number from {lo} to {hi}, got {value!r}")
    return value
