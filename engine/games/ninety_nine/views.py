"""What each 九九 seat sees (observation) and everything (full_state).

Public: the total, the direction, every player's card count, points and flags, the stock's
size, the pile (all face up), the last plays, the match's results. Private: one's own hand and
what its cards do; the sanction's offered cards, to the sanctioner while they take one.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .rules import NinetyNineState


def observation(state: NinetyNineState, seat: int) -> dict[str, Any]:
    n = state.game.players
    obs = {
        "seat": seat, "hand": list(state.hands[seat]), "total": state.total,
        "direction": state.direction, "current_player": state._current_player(),
        "players": [{"cards": len(state.hands[s]), "alive": state.alive[s], "points": state.points[s],
                     "skip_next": state.skip_next[s], "protected": state.protected[s]}
                    for s in range(n)],
        "stock": len(state.stock), "pile": len(state.pile), "pile_top": state.pile[-3:],
        "pile_cards": list(state.pile),      # all face up: what the card counter counts
        "last": [{"seat": s, "cards": list(c), "label": lab, "target": t, "total": tot}
                 for s, c, lab, t, tot in state.last], "hand_no": state.hand_no,
        "match_hands": state.game.options["match_hands"], "dealer": state.dealer,
        "results": [dict(r, placing=list(r["placing"])) for r in state.results],
        "eliminated": list(state.order), "match_over": state.match_over, "pending": None,
    }
    # What each card in the hand does under this game's card set and house rules
    # (cardsets.effect_table): the table words it on the card's tooltip, so the GUI
    # never works out a rule of its own.
    effects = state.game.effects
    obs["effects"] = {c: [effects[c].kind, _plain(effects[c].amount)]
                      for c in sorted(set(state.hands[seat]))}
    if state.pending is not None:
        stage, sanctioner, target = state.pending
        obs["pending"] = {"stage": stage, "sanctioner": sanctioner, "target": target,
                          "pool": len(state.sanction_pool)}
        if seat == sanctioner and stage == "take":
            obs["pending"]["pool_cards"] = list(state.sanction_pool)
    return obs


def full_state(state: NinetyNineState) -> dict[str, Any]:
    # (hashlib imported here: it loads OpenSSL, 4-7 ms, and the app's home imports this
    # module before its first frame to read a game to continue, which makes no view)
    import hashlib
    digest = hashlib.sha1(repr(state.rng.getstate()).encode()).hexdigest()
    return {"hands": state.hands, "stock": state.stock, "pile": state.pile, "total": state.total,
            "direction": state.direction, "alive": state.alive, "turn": state.turn,
            "pending": state.pending, "pool": state.sanction_pool, "skip": state.skip_next,
            "protected": state.protected, "streak": state.streak, "order": state.order,
            "points": state.points, "hand_no": state.hand_no, "dealer": state.dealer,
            "results": state.results, "history": state.history, "rng": digest,
            "known": sorted([o, h, sorted(cards)] for (o, h), cards in state.known.items())}


def _plain(amount: int | tuple[int, ...]) -> int | list[int]:
    """An effect's amount as JSON has it (western A's choice is a pair)."""
    return list(amount) if isinstance(amount, tuple) else amount
