"""Hot-seat in the engine thread: several humans at one screen (issue 16).

A game has a set of human seats (`meta.human_seats`; a one-human game, and every save made
before hot-seat, names only `meta.human_seat`). The worker always speaks to the table as one
seat, the *viewing* seat (`EngineWorker._human`): the events, the observation, the legal
actions, the hint all come from that seat's view, so a card that seat may not see never
reaches the GUI thread.

When another human is to act, the worker does not simply switch views: it sends `handover`
(the table covers every hand and says "Pass to 小華") and waits. Only the table's
`take_seat(seat)`, sent when the new player clicks, makes that seat the viewing seat; the
worker then tells the whole game log again from its view (`view_log`: what the previous
player saw privately must not stay in the log) and sends its observation and legal actions.
Bots moving between two humans' turns are shown from the last human's view (that player is
still at the screen); a game opened (new, loaded, continued) starts behind the cover too,
for the first human to act. With one human nothing of this happens: no cover, ever.

A mixin of EngineWorker's QObject base chain (its slots must belong to a QObject class).
"""
from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtCore import QObject, Signal, Slot

import engine


def human_seats_of(meta: dict, players: int) -> tuple[int, ...]:
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
    """The human who takes the screen when a game opens: the one to act, else the next
    human in seat order after the seat to act (the first human once the game is over)."""
    humans = sorted(humans)
    if current is None or not 0 <= current < players:
        return humans[0]
    for step in range(players):
        seat = (current + step) % players
        if seat in humans:
            return seat
    return humans[0]


class WorkerSeats(QObject):
    """The hot-seat part of EngineWorker (see the module docstring)."""

    handover = Signal(dict)        # {"seat"}: cover every hand, pass the screen to that seat
    view_log = Signal(list)        # every event so far as the new viewing seat saw it

    _humans: tuple[int, ...] = (0,)
    _awaiting: int | None = None          # the seat the cover waits for
    _opening_due = False                  # the game's first showing waits behind the cover
    _keep_view = False                    # an undo/redo keeps the player at the screen
    _event_log: list[tuple[int | None, Any]] = []   # (actor, Event): hot-seat games only

    def hot_seat(self) -> bool:
        return len(self._humans) > 1

    def seat_meta(self) -> dict:
        """What a save keeps about the human seats: `human_seat` as ever (the first human),
        and `human_seats` only for a hot-seat game (a one-human save stays as it was)."""
        meta: dict[str, Any] = {"human_seat": self._humans[0]}
        if self.hot_seat():
            meta["human_seats"] = list(self._humans)
        return meta

    def _choose_view(self, state, meta: dict) -> bool:
        """Set the human seats and the viewing seat of a game being opened; True when the
        table must be covered first (a hot-seat game, unless an undo keeps its player)."""
        keep, self._keep_view = self._keep_view, False
        previous = self._human
        self._humans = human_seats_of(meta, state.players)
        self._awaiting, self._opening_due, self._event_log = None, False, []
        if not self.hot_seat():
            self._human = self._humans[0]
            return False
        first = first_to_see(None if state.is_over else state.current_player,
                             self._humans, state.players)
        self._human = first
        if keep and first == previous:
            return False
        self._awaiting, self._opening_due = first, True
        return True

    def _hand_over(self, seat: int) -> None:
        """Another human is to act: nothing more is shown until that player takes the seat.
        托管 belongs to the player who leaves the screen: it ends here."""
        self._awaiting = seat
        if self._autoplay:
            self._autoplay = False
            self.autoplay_changed.emit(False)
        self.legal.emit([])
        self.thinking.emit(-1)
        self.handover.emit({"seat": seat})

    @Slot(int)
    def take_seat(self, seat: int) -> None:
        """The player of `seat` clicked the cover: show the game from that seat's view."""
        if self._state is None or self._awaiting is None or seat != self._awaiting:
            return
        self._awaiting = None
        self._human = seat
        if self._opening_due:
            self._opening_due = False
            self._show_game()
            return
        self.view_log.emit(self.log_as(seat))
        self._emit_observation()
        self.undo_state.emit(self.undo_info())
        self._advance()

    def note_events(self, actor: int | None, events: list) -> None:
        """Keep the events of a hot-seat game, to tell the log again from another seat."""
        if self.hot_seat():
            self._event_log.extend((actor, ev) for ev in events)

    def log_as(self, seat: int) -> list[dict]:
        return [{"seat": actor, **ev.view(seat), "actor": actor} for actor, ev in self._event_log]

    def _past_events(self, state) -> list[dict]:
        """Every event of a resumed game as the human saw it: its record replayed once more
        from the deal, so the table's log reads as if the game had never stopped (a hot-seat
        game keeps them, to tell the log again from another seat)."""
        record = state.record()
        fresh = engine.replay({**record, "actions": []})
        self._event_log = []
        self.note_events(None, fresh.initial_events)
        past = [{"seat": None, **ev.view(self._human), "actor": None} for ev in fresh.initial_events]
        self._actors = []
        for notation in record["actions"]:
            seat = fresh.current_player
            self._actors.append(seat)
            events = fresh.apply(notation)
            self.note_events(seat, events)
            past += [{"seat": seat, **ev.view(self._human), "actor": seat} for ev in events]
        return past
