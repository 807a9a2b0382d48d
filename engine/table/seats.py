"""Who sits at a table: a person at this screen, a person on another computer, or a bot.

**The screen here** shows one seat at a time, the *viewing* seat: every Turn it gets is that
seat's view, so a card that seat may not see never reaches it. With several people at this
one screen (hot-seat), when another of them is to act the table does not simply switch
views: it sends a COVER turn (whose observation holds no private card) and waits. Only
`take_seat(seat)`, sent when the new player clicks, makes that seat the viewing seat; the
table then sends the whole story again from its view (a SYNC turn: what the previous player
saw privately must not stay in the log). Bots moving between two people's turns are shown
from the last one's view (that player is still at the screen); a game opened starts behind
the cover too, for the first person to act. With one person here nothing of this happens.

**A seat away** is its own screen: it gets its own Turns, always from its own view.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

#: Observation fields that tell one seat's private cards: the hand, and the card counter (the
#: cards that seat has not seen, so the rest of its hand by subtraction).
PRIVATE_FIELDS = ("hand", "counter")


class SeatKind(str, Enum):
    HERE = "here"        # a person at the screen of the computer holding the table
    AWAY = "away"        # a person on another computer (LAN play)
    BOT = "bot"


def without_hands(obs: dict[str, Any]) -> dict[str, Any]:
    """The observation with the viewing seat's private cards taken out (what the table
    draws under the cover); 九九's pool of cards a sanctioner takes from goes too."""
    out = dict(obs)
    for key in PRIVATE_FIELDS:
        if isinstance(out.get(key), list):
            out[key] = []
    pending = out.get("pending")
    if isinstance(pending, dict) and "pool_cards" in pending:
        out["pending"] = {k: v for k, v in pending.items() if k != "pool_cards"}
    return out


def human_seats_of(meta: dict[str, Any], players: int) -> tuple[int, ...]:
    """The human seats a save's meta names, sorted: `human_seats` when it is a valid list
    (a hot-seat game), else the one `human_seat` (one human; every save from before), else
    seat 0."""
    listed = meta.get("human_seats")
    if isinstance(listed, list) and listed and all(
            isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players for s in listed):
        return tuple(sorted(set(listed)))
    seat = meta.get("human_seat", 0)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        seat = 0
    return (seat,)


def first_to_see(current: int | None, humans: Iterable[int], players: int) -> int:
    """The person who takes the screen when a game opens: the one to act, else the next
    one in seat order after the seat to act (the first one once the game is over)."""
    people = sorted(humans)
    if current is None or not 0 <= current < players:
        return people[0]
    for step in range(players):
        seat = (current + step) % players
        if seat in people:
            return seat
    return people[0]


class HotSeat:
    """Who is at the screen here, and whom the cover waits for (see the module docstring).
    `humans` are the seats of the people here; with none (a headless network table) the
    screen here shows nothing."""

    def __init__(self) -> None:
        self.humans: tuple[int, ...] = (0,)
        self.viewer = 0
        self.awaiting: int | None = None      # the seat the cover waits for
        self.opening_due = False              # the game's first showing waits behind the cover
        self.keep_view = False                # an undo/redo keeps the player at the screen

    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def present(self) -> bool:
        """Somebody plays at the screen here."""
        return bool(self.humans)

    def meta(self) -> dict[str, Any]:
        """What a save keeps about the human seats: `human_seat` as ever (the first human),
        and `human_seats` only for a hot-seat game (a one-human save stays as it was)."""
        meta: dict[str, Any] = {"human_seat": self.humans[0] if self.humans else 0}
        if self.hot_seat():
            meta["human_seats"] = list(self.humans)
        return meta

    def open(self, state: Any, humans: Sequence[int]) -> bool:
        """The seats of the people here and the viewing seat of a game being opened; True
        when the screen must be covered first (a hot-seat game, unless an undo keeps its
        player)."""
        keep, self.keep_view = self.keep_view, False
        previous = self.viewer
        self.humans = tuple(sorted(set(humans)))
        self.awaiting, self.opening_due = None, False
        if not self.hot_seat():
            self.viewer = self.humans[0] if self.humans else 0
            return False
        first = first_to_see(None if state.is_over else state.current_player,
                             self.humans, state.players)
        self.viewer = first
        if keep and first == previous:
            return False
        self.awaiting, self.opening_due = first, True
        return True

    def hand_over(self, seat: int) -> None:
        self.awaiting = seat

    def take(self, seat: int) -> bool:
        """The player of `seat` clicked the cover: True when it is the seat awaited."""
        if self.awaiting is None or seat != self.awaiting:
            return False
        self.awaiting = None
        self.viewer = seat
        return True


__all__ = ["PRIVATE_FIELDS", "HotSeat", "SeatKind", "first_to_see", "human_seats_of",
           "without_hands"]
