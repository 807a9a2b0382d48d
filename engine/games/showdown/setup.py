"""Setting up a half-inning: fresh decks, and the `setup=` keys that rig a position for tests.

Setup keys (all optional; docs/rules/showdown.md lists them too):
  away: 0|1            the seat that bats first (top halves); default random
  inning: int >= 1     current inning (default 1); half: "top"|"bottom" (default "top")
  outs: 0-2            outs in the current half-inning
  bases: [[b1,b2,b3], [b1,b2,b3]]   runners per seat (true/false or 1/0)
  runs, hits: [[per inning...], [per inning...]]  line score so far, per seat (<= inning entries)
  red_hand, black_hand: up to 5 cards (attacker's red hand, defender's black hand);
                       missing: 5 dealt at random. An empty list gives the blind-draw case.
  red_deck, black_deck: cards on top of that deck, first drawn first; the rest is shuffled below
  red_discard, black_discard: discard piles; out_markers: black cards kept as outs (<= outs);
  removed: used jokers ("LJ", "BJ") out of play for this half-inning
  club7_used, swap_used: the defender already used ♣7 / 弃1摸1 this half-inning
Every card may appear once; red zones take red cards, black zones black cards.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.cards import check_cards
from engine.core import RuleError

from .deck import BLACK_DECK, BLACK_SET, RED_DECK, RED_SET

HAND_SIZE = 5
KEYS = frozenset({"away", "inning", "half", "outs", "bases", "runs", "hits", "red_hand", "black_hand",
                  "red_deck", "black_deck", "red_discard", "black_discard", "out_markers", "removed",
                  "club7_used", "swap_used"})
ZONES = {"red_hand": RED_SET, "red_deck": RED_SET, "red_discard": RED_SET,
         "black_hand": BLACK_SET, "black_deck": BLACK_SET, "black_discard": BLACK_SET,
         "out_markers": BLACK_SET, "removed": frozenset({"LJ", "BJ"})}


def fresh_deck(colour: str, rng: random.Random) -> list[str]:
    """All 27 cards of one colour, shuffled; the top of a deck is the END of the list."""
    deck = list(RED_DECK if colour == "red" else BLACK_DECK)
    rng.shuffle(deck)
    return deck


MAX_COUNT = 999   # runs or hits in one inning: far beyond any real game, small enough to add


@dataclass
class Rig:
    away: int | None = None
    inning: int = 1
    half: int = 0
    outs: int = 0
    bases: list[list[bool]] = field(default_factory=lambda: [[False] * 3, [False] * 3])
    runs: list[list[int]] = field(default_factory=lambda: [[], []])
    hits: list[list[int]] = field(default_factory=lambda: [[], []])
    zones: dict[str, list[str]] = field(default_factory=dict)
    club7_used: bool = False
    swap_used: bool = False


def _int(setup: dict[str, Any], key: str, lo: int, hi: int, default: int) -> int:
    value = setup.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise RuleError(f"showdown setup: '{key}' must be a whole number from {lo} to {hi}, got {value!r}")
    return value


def _pair(setup: dict[str, Any], key: str, length: int | None, inning: int) -> list[list[int]]:
    value = setup[key]
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(
            isinstance(v, (list, tuple)) for v in value):
        raise RuleError(f"showdown setup: '{key}' must be two lists, one per seat")
    out = []
    for side in value:
        if length is not None and len(side) != length:
            raise RuleError(f"showdown setup: '{key}' needs {length} entries per seat (1st, 2nd, 3rd)")
        if length is None and len(side) > inning:
            raise RuleError(f"showdown setup: '{key}' has more innings than 'inning' ({inning})")
        if length:
            good = all(isinstance(x, bool) for x in side)
        else:
            good = all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MAX_COUNT
                       for x in side)
        if not good:
            raise RuleError(f"showdown setup: '{key}' entries must be " +
                            ("true/false" if length else f"whole numbers from 0 to {MAX_COUNT}"))
        out.append([bool(x) for x in side] if length else list(side))
    return out


def parse_setup(setup: dict[str, Any]) -> Rig:
    """Check every key of a `setup=` dict; RuleError names the bad key and why."""
    if not isinstance(setup, dict):
        raise RuleError("showdown setup: expected a dict")
    for key in setup:
        if key not in KEYS:
            raise RuleError(f"showdown setup: unknown key '{key}' (known: {', '.join(sorted(KEYS))})")
    rig = Rig()
    if "away" in setup:
        rig.away = _int(setup, "away", 0, 1, 0)
    rig.inning = _int(setup, "inning", 1, 99, 1)
    half = setup.get("half", "top")
    if half not in ("top", "bottom"):
        raise RuleError(f"showdown setup: 'half' must be 'top' or 'bottom', got {half!r}")
    rig.half = 0 if half == "top" else 1
    rig.outs = _int(setup, "outs", 0, 2, 0)
    if "bases" in setup:
        rig.bases = [[bool(b) for b in side] for side in _pair(setup, "bases", 3, rig.inning)]
    for key in ("runs", "hits"):
        if key in setup:
            setattr(rig, key, _pair(setup, key, None, rig.inning))
    seen: dict[str, str] = {}
    for key, allowed in ZONES.items():
        if key not in setup:
            continue
        cards = check_cards(setup[key], f"showdown setup: '{key}'")
        for card in cards:
            if card not in allowed:
                raise RuleError(f"showdown setup: '{key}' cannot hold {card} (wrong colour for this zone)")
            if card in seen:
                raise RuleError(f"showdown setup: {card} appears in both '{seen[card]}' and '{key}'")
            seen[card] = key
        if key.endswith("_hand") and len(cards) > HAND_SIZE:
            raise RuleError(f"showdown setup: '{key}' holds at most {HAND_SIZE} cards")
        rig.zones[key] = cards
    if len(rig.zones.get("out_markers", [])) > rig.outs:
        raise RuleError("showdown setup: 'out_markers' cannot hold more cards than 'outs'")
    for key in ("club7_used", "swap_used"):
        if key in setup:
            if not isinstance(setup[key], bool):
                raise RuleError(f"showdown setup: '{key}' must be true or false")
            setattr(rig, key, setup[key])
    return rig


def rigged_zones(rig: Rig, colour: str, rng: random.Random) -> dict[str, list[str]]:
    """Hand, deck (top = end), discard and markers of one colour from the rig; unplaced cards
    are shuffled, a missing hand is dealt from them, a rigged deck top sits above them."""
    placed: set[str] = set()
    for key, cards in rig.zones.items():
        if key.startswith(colour) or (colour == "black" and key == "out_markers") or key == "removed":
            placed.update(c for c in cards if (c in RED_SET) == (colour == "red"))
    rest = [c for c in (RED_DECK if colour == "red" else BLACK_DECK) if c not in placed]
    rng.shuffle(rest)
    hand = rig.zones.get(f"{colour}_hand")
    if hand is None:
        hand, rest = rest[:HAND_SIZE], rest[HAND_SIZE:]
    top = rig.zones.get(f"{colour}_deck", [])
    return {"hand": list(hand), "deck": rest + list(reversed(top)),
            "discard": list(rig.zones.get(f"{colour}_discard", []))}
