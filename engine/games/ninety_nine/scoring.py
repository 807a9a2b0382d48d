"""How a 九九 hand ends and what it scores.

A player who cannot play without passing 99, or holds no cards, is out (ruling: their cards go
to the pile, face up). The last player left wins the hand, or (option win_45x, RULINGS:
「連續出牌4、5以及隨意牌獲勝」) the player whose consecutive plays are a 4, a 5 and any card.
The winner scores a point; the placing is the winner, whoever was still in, then the players
out, last out first. After `match_hands` hands the match ends; the most points win it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import rank_of
from engine.core import Event

from . import knowledge
from .actions import Action
from .dealing import deal

if TYPE_CHECKING:
    from .rules import NinetyNineState


def eliminate(state: NinetyNineState, seat: int, events: list[Event], reason: str) -> None:
    """Ruling: an eliminated player's cards go to the pile, face up."""
    cards = state.hands[seat]
    state.pile.extend(cards)
    state.hands[seat] = []
    if state.known:
        knowledge.emptied(state.known, seat)
    state.alive[seat] = False
    state.n_alive -= 1
    state.order.append(seat)
    events.append(Event("eliminate", {"seat": seat, "reason": reason, "cards": list(cards),
                                      "total": state.total}))


def streak_wins(state: NinetyNineState, seat: int, action: Action) -> bool:
    """Option win_45x (the caller checks it): a 4, a 5, then any card on the player's
    consecutive plays."""
    rank, st = rank_of(action.cards[0]), state.streak[seat]
    if st == 2:
        return True
    state.streak[seat] = 1 if rank == "4" else (2 if rank == "5" and st == 1 else 0)
    return False


def end_hand(state: NinetyNineState, winner: int, events: list[Event], how: str) -> None:
    """`winner` scores the hand (`how`: "last" standing or "45x"); the next hand is dealt, or
    the match ends."""
    state.points[winner] += 1
    rest = [s for s in range(state.game.players) if s != winner and s not in state.order]
    placing = [winner] + rest + list(reversed(state.order))
    state.results.append({"winner": winner, "placing": placing, "how": how})
    events.append(Event("hand_end", {"hand": state.hand_no, "winner": winner, "how": how,
                                     "placing": placing, "points": list(state.points),
                                     "total": state.total}, state.table_views()))
    if state.hand_no >= state.game.options["match_hands"]:
        state.match_over, state.turn, state.pending = True, None, None
        best = max(state.points)
        events.append(Event("match_end", {"points": list(state.points),
                                          "winners": [s for s, p in enumerate(state.points) if p == best]}))
    else:
        events.extend(deal(state))
