"""What each 天地人 seat sees (observation), everything (full_state), and determinize.

Public: the dealer, the 庄家, the 接风 queue, every hand's size, each seat's status, score
and heaven hand, the round and phase, the play on the table, the log of every move, the
body whose kickers are being chosen. Private: one's own hand (hands are the only hidden
information).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core import shuffle_unseen

from .combos import needs
from .deck import card_key, counts_of, rank_index
from .kickers import with_kicks

if TYPE_CHECKING:
    from .rules import TiandirenState


def public(state: TiandirenState) -> dict[str, Any]:
    """Everything every seat sees."""
    return {
        "players": state.players, "dealer": state.dealer, "zhuang": state.zhuang,
        "jiefeng": list(state.queue), "jiefeng_next": state.qpos,
        "hand_counts": [len(h) for h in state.hands], "status": list(state.status),
        "scores": list(state.scores), "heaven": [dict(h) if h else None for h in state.heaven],
        "round": state.round, "phase": state.phase, "current": state.turn, "leader": state.leader,
        "table": None if state.table is None else str(state.table),
        "table_type": None if state.table is None else int(state.table.kind),
        "table_seat": state.table_seat, "passes": state.passes, "first_lead": state.first_lead,
        "no_match": state.no_match, "log": [list(e) for e in state.log],
        "pending": pending_view(state),
    }


def pending_view(state: TiandirenState) -> dict[str, Any] | None:
    """The body whose kickers the player to act is choosing, and those chosen so far."""
    if state.pending is None:
        return None
    body, kicks = state.pending
    return {"body": str(body), "kick": [str(k) for k in kicks]}


def observation(state: TiandirenState, seat: int) -> dict[str, Any]:
    obs = public(state)
    obs["seat"] = seat
    obs["hand"] = list(state.hands[seat])
    return obs


def full_state(state: TiandirenState) -> dict[str, Any]:
    out = public(state)
    out["hands"] = [list(h) for h in state.hands]
    return out


def determinize(state: TiandirenState, seat: int, rng: random.Random) -> TiandirenState:
    """The other hands dealt again from their cards pooled (their sizes kept); while another
    player chooses kickers, the cards of that body and those kickers stay in that hand."""
    other = state.clone()
    other._legal_cache = None
    others = [s for s in range(state.players) if s != seat]
    pool = shuffle_unseen([c for s in others for c in state.hands[s]], rng)
    kept: dict[int, list[str]] = {s: [] for s in others}
    if state.pending is not None and state.turn is not None and state.turn != seat:
        # the body (and kickers) being chosen are public: that hand keeps their ranks
        need = needs(with_kicks(*state.pending))
        for card in list(pool):
            if need[rank_index(card)]:
                need[rank_index(card)] -= 1
                pool.remove(card)
                kept[state.turn].append(card)
    i = 0
    for s in others:
        k = len(state.hands[s]) - len(kept[s])
        other.hands[s] = sorted(kept[s] + pool[i:i + k], key=card_key)
        other.cnt[s] = counts_of(other.hands[s])
        i += k
    other.rng = random.Random(rng.randrange(1 << 62))
    return other
