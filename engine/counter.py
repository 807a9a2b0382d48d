"""The card counter (记牌器): how many of each card a seat has not seen yet.

A card is *unseen* by a seat while it is neither in that seat's hand nor face up anywhere
the seat can look (played, discarded, pledged in a column): it is in another hand, in the
stock or set aside. Each game with counting that matters declares `counter` in its PARTS (engine/parts.py):
`unseen(game, obs) -> {group: {label: count}}`, computed from `observation(seat)` and
the game's options only — the same data the seat's bot gets — so the counter cannot give
away a hidden card (tests/test_counter.py proves it: a state and its determinization give
the same counts, and they equal the cards in the hidden places of the full state).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .parts import UnseenFn


def card_counter(state: Any, seat: int) -> dict[str, dict[str, int]] | None:
    """The counts for `seat` in this position, or None for a game without a counter."""
    return counts_from(state.game, state.observation(seat))


def counts_from(game: Any, obs: dict[str, Any]) -> dict[str, dict[str, int]] | None:
    """The counts from a seat's observation (the worker has it already)."""
    unseen = counter_of(game.info.id)
    return None if unseen is None else unseen(game, obs)


def counter_of(game_id: str) -> UnseenFn | None:
    """The game's declared counter (engine/parts.py), or None when it has none."""
    from .registry import parts  # (registry imports the games; they import this)
    return parts(game_id).unseen


def remaining(universe: Iterable[str], seen: Iterable[str], label: Callable[[str], str],
              order: Iterable[str]) -> dict[str, int]:
    """Count the cards of `universe` not in `seen` (as multisets) by `label`, every label of
    `order` present (zero included) and in that order."""
    left = Counter(universe)
    left.subtract(Counter(seen))
    out = {name: 0 for name in order}
    for card, count in left.items():
        if count > 0:
            out[label(card)] = out.get(label(card), 0) + count
    return out
