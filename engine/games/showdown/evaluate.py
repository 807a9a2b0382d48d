"""Valuing outcomes for the bots: run expectancy, leverage, what a card is worth in hand.

Everything here works from an observation dict (never from hidden state), so a bot's choice
depends only on what its seat may know.
"""
from __future__ import annotations

from typing import Any

from . import judge as J
from .deck import BLACK_DECK, RED_DECK, VALUE, black_value

# Expected runs for the rest of a half-inning by outs and base state (index 1B + 2*2B + 4*3B);
# the shape of baseball's RE24 table, scaled up a little for this higher-scoring game.
RUN_EXPECTANCY = (
    (0.55, 0.95, 1.2, 1.6, 1.45, 1.95, 2.1, 2.5),
    (0.3, 0.56, 0.72, 0.98, 1.0, 1.25, 1.5, 1.7),
    (0.12, 0.25, 0.35, 0.48, 0.4, 0.54, 0.62, 0.82),
)


def base_index(bases: list[bool]) -> int:
    return int(bases[0]) + 2 * int(bases[1]) + 4 * int(bases[2])


def expectancy(bases: list[bool], outs: int, keep_runners: bool) -> float:
    """Runs still to come from this base-out state; after the third out the runners are only
    worth something if they wait on base for the side's next half-inning (保留壘包)."""
    if outs >= 3:
        if not keep_runners:
            return 0.0
        i = base_index(bases)
        return 0.8 * (RUN_EXPECTANCY[0][i] - RUN_EXPECTANCY[0][0])
    return RUN_EXPECTANCY[outs][base_index(bases)]


_GAINS: dict[tuple[object, ...], float] = {}


def gain_at(verdict: J.Verdict, bases: list[bool], outs: int, opts: dict[str, Any]) -> float:
    """Runs the batting side gains (in expectation) from a verdict in a base-out state.
    Remembered per (verdict, bases, outs, the two options that matter): the bots ask it for
    every reply they weigh, and there are only a few thousand such situations."""
    key = (verdict, *bases, outs, opts["clear_bases"], opts["runs_on_third_out"])
    value = _GAINS.get(key)
    if value is None:
        keep = not opts["clear_bases"]
        after, _, runs, outs_after = J.resolve_bases(verdict, bases, outs, opts["runs_on_third_out"])
        value = _GAINS[key] = runs + expectancy(after, outs_after, keep) - expectancy(bases, outs, keep)
    return value


def gain(verdict: J.Verdict, obs: dict[str, Any]) -> float:
    """`gain_at` for the observed bases and outs."""
    return gain_at(verdict, obs["bases"][obs["batting"]], obs["outs"], obs["options"])


def leverage(obs: dict[str, Any]) -> float:
    """How much this moment matters: late innings and a close score count more, a rout less."""
    last = obs["options"]["innings"]
    diff = abs(obs["score"][0] - obs["score"][1])
    late = obs["inning"] >= max(1, last - 2)
    lev = 1.0
    if late:
        lev *= 1.6
        if diff <= 2:
            lev *= 1.4
    if diff >= 6:
        lev *= 0.5
    if obs["options"]["quick_mode"]:
        lev *= 1.5
    return lev


def unseen(obs: dict[str, Any], colour: str) -> list[str]:
    """Cards of a colour this seat cannot see: the other hand plus the deck (sorted)."""
    seen = set(obs["discards"][colour]) | set(obs["removed"])
    if colour == "black":
        seen |= set(obs["out_markers"])
        if obs["defence"]:
            seen.add(obs["defence"])
        seen |= set(obs["blind_cards"]["black"])
    else:
        if obs["attack"]:
            seen.add(obs["attack"]["card"])
        seen |= set(obs["blind_cards"]["red"])
    mine = "red" if obs["role"] == "attacker" else "black"
    if colour == mine:
        seen |= set(obs["hand"])
    return [c for c in (RED_DECK if colour == "red" else BLACK_DECK) if c not in seen]


def black_keep(card: str, outs: int) -> float:
    """What a black card is worth kept in hand for the rest of the half-inning (runs)."""
    try:
        return BLACK_KEEP[outs][card]
    except (IndexError, KeyError):       # not a black card, or outs past 3: worked out
        return _black_keep(card, outs)


def _black_keep(card: str, outs: int) -> float:
    if card == "BJ":
        base = 1.4
    else:
        base = 0.05 + 0.3 * (black_value(card) - 2) / 12
        if card == "8C":
            base += 0.1      # the walk answer to J/Q/K
        if card in ("3S", "3C"):
            base += 0.06     # the only full answers to ♥3 / ♦3
        if card[-1] in "SC" and black_value(card) >= 11:
            base += 0.05     # the right suit against specials
    return base * (3 - outs) / 3 if outs < 3 else 0.0


# What a red card is worth kept for later in the half-inning (runs): specials are worth
# most when runners are on, so the normal attacker saves them (static, cheap to apply).
RED_KEEP = {14: 0.3, 13: 0.22, 12: 0.12, 11: 0.06, 3: 0.03}


def red_keep(card: str, outs: int) -> float:
    """What a red card is worth kept for later in the half-inning (runs)."""
    try:
        return RED_KEEP_TABLE[outs][card]
    except (IndexError, KeyError):
        return _red_keep(card, outs)


def _red_keep(card: str, outs: int) -> float:
    if card == "LJ":
        base = 0.35
    else:
        v = VALUE[card[:-1]]
        base = RED_KEEP.get(v, 0.012 * v)
        if card == "3D":
            base += 0.05
    return base * (3 - outs) / 3 if outs < 3 else 0.0


# The two tables above by outs (0–3) and card: the bots look them up for every card they
# weigh, many times a rollout move.
BLACK_KEEP: tuple[dict[str, float], ...] = tuple({c: _black_keep(c, outs) for c in BLACK_DECK}
                                                 for outs in range(4))
RED_KEEP_TABLE: tuple[dict[str, float], ...] = tuple({c: _red_keep(c, outs) for c in RED_DECK}
                                                     for outs in range(4))
