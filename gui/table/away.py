"""AwaySeats: the seats whose person lost the connection to a network table.

A network table hears who is connected from the host's lobby message (`connected`, and
`autoplay` once 托管 plays the seat: gui/net/net_table.py). Such a seat is marked where the
player is shown — an "Offline" badge on its plate (each game adds `badges(seat)` to the
plate it builds) and "(offline)" after its name in the scoreboard, which a screen reader
reads — and the status line never says "… is thinking" for it: it says that the computer
plays for them until they are back (before 托管 takes over: that the table waits). When
they come back, the lobby says so and the marks go.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..lang.arg import arg

if TYPE_CHECKING:
    from .game_table import GameTable

# the badge's colour: a muted red, apart from the games' own badges (out, dealer, banker)
AWAY_COLOUR = "#7b4a4a"


class AwaySeats:
    """One table's away seats: {seat: whether 托管 plays it now}."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.seats: dict[int, bool] = {}

    def set(self, seats: dict[int, bool]) -> None:
        """The away seats now; the plates, the scoreboard and the status line follow."""
        if seats == self.seats:
            return
        self.seats = dict(seats)
        table = self.table
        table.fill_scoreboard()
        table.redraw.now()             # the plates (never under running animations)
        table.update_status()

    def badges(self, seat: int) -> tuple[tuple[str, str], ...]:
        """The plate's badge for an away seat (none for a seat whose person is here)."""
        if seat not in self.seats:
            return ()
        return ((QCoreApplication.translate("GameTable", "Offline"), AWAY_COLOUR),)

    def names(self, names: list[str]) -> list[str]:
        """The scoreboard's names, an away seat's marked."""
        marked = QCoreApplication.translate("GameTable", "%1 (offline)")
        return [arg(marked, name) if seat in self.seats else name
                for seat, name in enumerate(names)]

    def status(self, seat: int) -> str | None:
        """The status line while `seat` is to move and its person is away (else None)."""
        if seat not in self.seats:
            return None
        name = self.table.name(seat)
        if self.seats[seat]:
            return arg(QCoreApplication.translate(
                "GameTable", "The computer plays for %1 until they are back."), name)
        return arg(QCoreApplication.translate("GameTable", "Waiting for %1 to reconnect…"), name)
