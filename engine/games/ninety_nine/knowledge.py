"""What each 九九 player knows of another player's hand: the cards they saw go into it.

In the bloody and northwest card sets cards change hands in ways some players see: the two
players of a swap know each other's new hand (each held it a moment ago), a rotation shows
every player the hand they pass on, a steal shows the card to thief and victim, and a
sanctioned player sees which of their offered cards the sanctioner kept (the rest go face up
to the pile). `state.known[(observer, holder)]` lists such cards while they stay in that
hand: a card leaves the list when its holder plays it (plays are face up), the hand goes
to the pile (elimination), or the hand moves on (a swap or rotation carries the knowledge
with it). Where the observer cannot follow a card (a stranger steals a random card from a
hand they knew, a hand they knew is sanctioned) the knowledge of that hand is dropped,
which only makes the guess less sharp, never wrong.

`determinize(seat)` deals the known cards back to their holders before dealing the rest at
random (rules.py): the `hard` bot then imagines only hands the seat could be facing.
Nothing here changes the play; standard and western cards never fill these lists.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import NinetyNineState


Known = dict[tuple[int, int], list[str]]


def played(known: Known, seat: int, cards: tuple[str, ...] | list[str]) -> None:
    """`seat` put `cards` face up (a play, or its whole hand on elimination)."""
    for (observer, holder), seen in list(known.items()):
        if holder == seat:
            for card in cards:
                if card in seen:
                    seen.remove(card)
            if not seen:
                del known[(observer, holder)]


def emptied(known: Known, seat: int) -> None:
    """`seat`'s hand went face up to the pile (eliminated): nothing of it is hidden now."""
    for key in [k for k in known if seat in k]:
        del known[key]


def moved(known: Known, new_holder: dict[int, int], hands: list[list[str]]) -> None:
    """Whole hands moved (a swap or a rotation): hand of `h` is now held by `new_holder[h]`.
    Everyone's knowledge follows the hands; each mover knows the hand they gave away."""
    carried: Known = {}
    for (observer, holder), seen in known.items():
        holder = new_holder.get(holder, holder)
        if holder != observer:                 # a hand that came back to the observer
            carried[(observer, holder)] = seen
    for giver, taker in new_holder.items():
        if giver != taker and hands[taker]:
            carried[(giver, taker)] = list(hands[taker])
    known.clear()
    known.update(carried)


def stolen(known: Known, thief: int, victim: int, card: str) -> None:
    """`thief` took `card` at random from `victim`; both saw it, nobody else did."""
    seen = known.get((thief, victim))
    if seen is not None and card in seen:
        seen.remove(card)
        if not seen:
            del known[(thief, victim)]
    known.setdefault((victim, thief), []).append(card)
    for key in [k for k in known if k[1] == victim and k[0] not in (thief, victim)]:
        del known[key]                         # which card went is not theirs to know


def sanctioned(known: Known, target: int) -> None:
    """`target` kept one card and offered the rest: others lose track of that hand."""
    for key in [k for k in known if k[1] == target]:
        del known[key]


def taken(known: Known, sanctioner: int, target: int, card: str) -> None:
    """The sanctioner took `card` from the offered cards; the target sees the rest go face
    up, so knows which one was taken."""
    known.setdefault((target, sanctioner), []).append(card)


def of(known: Known, seat: int) -> dict[int, list[str]]:
    """What `seat` knows: holder -> cards."""
    return {holder: seen for (observer, holder), seen in known.items() if observer == seat}


def resample(state: NinetyNineState, seat: int, rng: random.Random) -> NinetyNineState:
    """State.determinize for 九九: a clone of `state` in which other players' hands, the
    sanction pool (unless shown to `seat`) and the stock are dealt again from the cards
    `seat` has not seen, except the cards it saw go into a hand and not come out again: they
    stay in that hand. Other players' knowledge is theirs: the copy keeps only `seat`'s."""
    c = state.clone()
    c._legal_cache = None
    pool_seen = state.pending is not None and state.pending[0] == "take" and seat == state.pending[1]
    others = [s for s in range(state.game.players) if s != seat]
    unseen = [card for s in others for card in state.hands[s]] + list(state.stock)
    if not pool_seen:
        unseen += state.sanction_pool
    mine = of(state.known, seat)
    c.known = {(seat, h): list(cards) for h, cards in mine.items()}
    for cards in mine.values():
        for card in cards:
            unseen.remove(card)
    unseen.sort()
    rng.shuffle(unseen)
    i = 0
    for s in others:
        fixed = mine.get(s, [])
        k = len(state.hands[s]) - len(fixed)
        c.hands[s], i = fixed + unseen[i:i + k], i + k
    if not pool_seen:
        k = len(state.sanction_pool)
        c.sanction_pool, i = unseen[i:i + k], i + k
    c.stock = unseen[i:]
    c.rng = random.Random(rng.getrandbits(64))
    return c
