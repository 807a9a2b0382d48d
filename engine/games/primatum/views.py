"""What each seat sees (observation) and everything (full_state) for a 九尊 position.

The observation holds everything the table shows: territories, the round card and
phase, the current bout, who won the last bout, 大勝方 / 大亂方, hand sizes, the
played pile, the score so far; plus the seat's own hand.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import territory as T
from .combos import play_shape
from .deck import COUNTRIES, ROUNDS, palace_kind

if TYPE_CHECKING:
    from .rules import PrimatumState


def _bout(st: PrimatumState) -> dict[str, Any]:
    ph = st.phase_type
    plays = [{"seat": s, "cards": list(c), "combo": play_shape(c, ph).kind.value, "value": v}
             for s, c, v in st.plays]
    return {"plays": plays, "passes": list(st.passes), "must_lead": st.must_lead,
            "may_pledge": st.may_pledge,
            "leading": not st.plays and st.stage.value == "play"}


def _territories(st: PrimatumState) -> list[dict[str, Any]]:
    out = []
    for terr in st.terr:
        heads = [col[0] if col else None for col in terr]
        out.append({"columns": [list(col) for col in terr], "heads": heads,
                    "head_kinds": [(palace_kind(h) or "regent") if h else None for h in heads],
                    "cards": sum(len(col) for col in terr)})
    return out


def public_view(st: PrimatumState) -> dict[str, Any]:
    over = st.stage.value == "over"
    return {
        "players": st.n,
        "countries": list(COUNTRIES[:st.n]),
        "round": st.round_no, "rounds": ROUNDS,
        "round_card": st.round_card,
        "round_cards_used": list(st.used_round_cards),
        "round_deck_size": len(st.round_deck),
        "start": st.start,
        "start_order": st.start_order(),
        "phase": st.phase, "phase_type": st.phase_type,
        "next_phase_type": st.round_card[1] if st.phase == 1 else None,
        "stage": st.stage.value,
        "current_player": None if over else st.turn,
        "territories": _territories(st),
        "hand_sizes": [len(h) for h in st.hands],
        "neutral_size": None if st.neutral is None else len(st.neutral),
        "neutral_taker": st.neutral_taker,
        "aside_count": len(st.aside),
        "pile": list(st.pile),
        "bout": _bout(st),
        "last_bout_winner": st.last_winner,
        "big_winner": st.big_winner,
        "big_loser": st.big_loser,
        "loss_count": T.loss_count(st.round_no),
        "scores": [10 * sum(len(col) for col in terr) for terr in st.terr],
        "round_log": [dict(r, removed=list(r["removed"])) for r in st.round_log],
        "end_reason": st.end_reason,
        "ranking": T.ranking(st.terr, st.start_order()) if over else None,
        "final_scores": st.returns() if over else None,
    }


def policy_view(st: PrimatumState, seat: int) -> dict[str, Any]:
    """The part of `observation(seat)` that the `normal` bot reads (ai.py), with the same
    values (of the territories and the bout, some of their keys): what the hard bot's rollouts
    hand it on every move (building the whole observation — the pile, the round log, the
    ranking — was a fifth of a rollout).
    tests/test_primatum_bots.py checks that it is a part of the observation and that the
    bot decides the same from it."""
    return {
        "seat": seat, "hand": list(st.hands[seat]), "stage": st.stage.value,
        "phase": st.phase, "phase_type": st.phase_type,
        "next_phase_type": st.round_card[1] if st.phase == 1 else None,
        # of the territories only the columns, of the bout only the plays' cards and values
        "territories": [{"columns": [list(col) for col in terr]} for terr in st.terr],
        "hand_sizes": [len(h) for h in st.hands], "loss_count": T.loss_count(st.round_no),
        "bout": {"plays": [{"seat": s, "cards": list(c), "value": v} for s, c, v in st.plays]},
    }


def observation(st: PrimatumState, seat: int) -> dict[str, Any]:
    obs = public_view(st)
    obs["seat"] = seat
    obs["country"] = COUNTRIES[seat]
    obs["hand"] = list(st.hands[seat])
    return obs


def full_state(st: PrimatumState) -> dict[str, Any]:
    out = public_view(st)
    out["hands"] = [list(h) for h in st.hands]
    out["neutral"] = None if st.neutral is None else list(st.neutral)
    out["aside"] = list(st.aside)
    out["round_deck"] = list(st.round_deck)
    return out
