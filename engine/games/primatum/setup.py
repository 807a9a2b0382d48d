"""Validation of the `setup` dict that rigs a 九尊 position (tests, tutorials).

Keys (all optional):

- `start` (int seat): the starting country of the first round played (default 0, 齊).
- `round` (1–5): the round to begin with (default 1). Earlier rounds are taken to
  have rotated clockwise as usual (this matters only for the last tie-break).
- `round_cards` (list of "文武" / "武文" / "文文" / "武武"): the round deck, top first;
  the first is drawn now. Round cards of the six not listed follow in random order.
- `territories` (list per seat of 3 columns, each a list of cards head first; an empty
  list is a headless column): default the standard setup. Column 0 must be headed by
  the seat's own 王.
- `hands` (list per seat of cards): rig the deal; without it the deck is dealt.
- `neutral` (list of cards): the neutral hand (2–3 players; default empty when
  `hands` is given).
- `aside` (list of cards): the face-down remainder (default empty).
  With `hands`, every card in play that is in no hand, territory, neutral hand or
  aside is in the played pile of this round.
- `phase` (1 or 2, default 1): with 2, `big_winner` (seat, 大勝方) is required; with
  2–3 players and a `neutral` key the 大勝方 must still take it (摸), else they have
  already taken it and `hands[big_winner]` is what they hold.
- `leader` (int seat): who leads the first bout (default: the starting country in
  phase 1, the player after the 大勝方 in phase 2).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core import RuleError

from .deck import COUNTRIES, ROUND_CARDS, ROUNDS, cards_in_play, is_card, king, palace_kind

KNOWN_KEYS = {"start", "round", "round_cards", "territories", "hands", "neutral", "aside",
              "phase", "big_winner", "leader"}
GID = "primatum"


def _err(key: str, why: str) -> RuleError:
    return RuleError(f"{GID}: setup '{key}' {why}")


def _seat(setup: dict[str, Any], key: str, players: int) -> int | None:
    if key not in setup:
        return None
    value = setup[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _err(key, f"must be a seat from 0 to {players - 1}, got {value!r}")
    return value


def _cards(value: Any, key: str, in_play: set[str]) -> list[str]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise _err(key, f"must be a list of cards, got {value!r}")
    for c in value:
        if not is_card(c):
            raise _err(key, f"holds '{c}', which is not a 九尊 card (e.g. Q3, C-H)")
        if c not in in_play:
            raise _err(key, f"holds '{c}', whose country is not seated in this game")
    return list(value)


def _per_seat(value: Any, key: str, players: int) -> list[Any]:
    if not isinstance(value, (list, tuple)) or len(value) != players:
        raise _err(key, f"must be a list with one entry per seat ({players}), got {value!r}")
    return list(value)


def _territories(setup: dict[str, Any], players: int, in_play: set[str]) -> list[list[list[str]]] | None:
    if "territories" not in setup:
        return None
    out = []
    for seat, terr in enumerate(_per_seat(setup["territories"], "territories", players)):
        if not isinstance(terr, (list, tuple)) or len(terr) != 3:
            raise _err("territories", f"seat {seat} must have exactly 3 columns, got {terr!r}")
        cols = [_cards(col, "territories", in_play) for col in terr]
        if not cols[0] or cols[0][0] != king(seat):
            raise _err("territories", f"seat {seat}: column 0 must be headed by {king(seat)}")
        out.append(cols)
    return out


def check_setup(setup: dict[str, Any], players: int) -> dict[str, Any]:
    """Return the validated setup values; RuleError names the bad key and why."""
    if not isinstance(setup, dict):
        raise RuleError(f"{GID}: setup must be an object, got {setup!r}")
    unknown = sorted(set(setup) - KNOWN_KEYS)
    if unknown:
        raise _err(unknown[0], f"is not a known key (known: {', '.join(sorted(KNOWN_KEYS))})")
    in_play = set(cards_in_play(players))
    out: dict[str, Any] = {"start": _seat(setup, "start", players) or 0}
    rnd = setup.get("round", 1)
    if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= ROUNDS:
        raise _err("round", f"must be a round from 1 to {ROUNDS}, got {rnd!r}")
    out["round"] = rnd
    rc = setup.get("round_cards", [])
    if (not isinstance(rc, (list, tuple)) or not all(isinstance(c, str) for c in rc)
            or Counter(rc) - Counter(ROUND_CARDS)):
        raise _err("round_cards", f"must be drawn from {list(ROUND_CARDS)}, got {rc!r}")
    if len(rc) > len(ROUND_CARDS) - (rnd - 1):
        raise _err("round_cards", f"lists {len(rc)} cards, but only {len(ROUND_CARDS) - rnd + 1} "
                   f"are left in round {rnd}")
    out["round_cards"] = list(rc)
    out["territories"] = _territories(setup, players, in_play)
    out["hands"] = None
    if "hands" in setup:
        out["hands"] = [_cards(h, "hands", in_play)
                        for h in _per_seat(setup["hands"], "hands", players)]
    for key in ("neutral", "aside"):
        out[key] = _cards(setup[key], key, in_play) if key in setup else None
    if out["neutral"] is not None and players > 3:
        raise _err("neutral", "exists only with 2 or 3 players")
    if out["hands"] is None and any(k in setup for k in ("neutral", "aside", "phase")):
        raise _err("hands", "is required when 'neutral', 'aside' or 'phase' is given")
    _check_places(out, players)
    _check_phase(setup, out, players)
    out["leader"] = _seat(setup, "leader", players)
    if out["leader"] is not None:
        if out["hands"] is None or not out["hands"][out["leader"]]:
            raise _err("leader", "must be a seat holding rigged cards ('hands')")
        if out["phase"] == 2 and players <= 3 and out["neutral"] is not None:
            raise _err("leader", "cannot be set while the 大勝方 still has to take the neutral hand")
    return out


def _check_places(out: dict[str, Any], players: int) -> None:
    places = [c for terr in out["territories"] or [] for col in terr for c in col]
    for key in ("hands",):
        places += [c for h in out[key] or [] for c in h]
    places += (out["neutral"] or []) + (out["aside"] or [])
    dup = [c for c, k in Counter(places).items() if k > 1]
    if dup:
        raise _err("hands" if out["hands"] else "territories", f"uses card '{dup[0]}' twice")
    holders = [c for h in out["hands"] or [] for c in h] + (out["neutral"] or [])
    kings = [c for c in holders + (out["aside"] or []) if palace_kind(c) == "K"]
    if kings:
        raise _err("hands", f"holds '{kings[0]}': a 王 never leaves its territory")
    if out["territories"]:
        for seat, terr in enumerate(out["territories"]):
            stray = [c for i, col in enumerate(terr) for c in col
                     if palace_kind(c) == "K" and (i, c) != (0, king(seat))]
            if stray or sum(1 for col in terr for c in col if c == king(seat)) != 1:
                raise _err("territories", f"seat {seat}: a 王 may only head its own column 0")
    elif out["hands"] is not None:
        # the standard territories must not clash with the rigged cards
        std = {c for s in range(players) for c in (king(s), f"{COUNTRIES[s]}9",
                                                     f"{COUNTRIES[s]}-H", f"{COUNTRIES[s]}-P")}
        clash = [c for c in places if c in std]
        if clash:
            raise _err("hands", f"holds '{clash[0]}', which lies on a standard territory")


def _check_phase(setup: dict[str, Any], out: dict[str, Any], players: int) -> None:
    phase = setup.get("phase", 1)
    if phase not in (1, 2) or isinstance(phase, bool):
        raise _err("phase", f"must be 1 or 2, got {phase!r}")
    out["phase"] = phase
    out["big_winner"] = _seat(setup, "big_winner", players)
    if phase == 2 and out["big_winner"] is None:
        raise _err("big_winner", "is required when 'phase' is 2")
    if phase == 1 and out["big_winner"] is not None:
        raise _err("big_winner", "is only allowed when 'phase' is 2")
    hands = out["hands"]
    if hands is None:
        return
    if phase == 1 and not all(hands):
        raise _err("hands", "must give every seat at least one card in phase 1")
    if phase == 2:
        bw = out["big_winner"]
        pending = players <= 3 and out["neutral"] is not None
        if (players > 3 or pending) and hands[bw]:
            raise _err("hands", f"the 大勝方 (seat {bw}) must have an empty hand")
        holding = sum(1 for h in hands if h) + (1 if pending and out["neutral"] else 0)
        if holding < 2:
            raise _err("hands", "phase 2 needs at least two players holding cards")
