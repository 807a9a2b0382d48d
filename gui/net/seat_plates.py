"""The seats of a network table as plates around the felt (issue 33.5), the one place the
host's lobby (lobby.py) and a guest's waiting room (waiting_room.py) draw them from.

A `SeatPlate` shows one seat of the server's lobby message (netplay/seats.py
`Seats.lobby`: per seat `kind` — open, bot, guest, host —, `name`, `level`, `connected`):
its dot, who sits there, and its state in words (the dot's colour never says it alone); the
viewer's own seat is marked "(you)". A `SeatRing` keeps one plate per seat on a
`RoundTable` (felt.py), the viewer's own seat at the bottom and the others clockwise, and
fills them again from each lobby message. `room_code_label` is the large room code both
show on the table.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..lang import strings
from ..lang.arg import arg
from .felt import DOTS, RoundTable, dot, tile

# the widest a seat's name is drawn on one line; a longer one wraps
NAME_WIDTH = 170
QWIDGETSIZE_MAX = (1 << 24) - 1


def state_of(seat: dict) -> str:
    """The seat's state, a key of felt.DOTS: host, connected, away, bot or open."""
    kind = seat.get("kind")
    if kind == "guest":
        return "connected" if seat.get("connected") else "away"
    return kind if kind in DOTS else "open"


class SeatPlate(QWidget):
    """One seat on the felt: its dot, who sits there, its state, and any buttons the screen
    gives it (the host's Open / Computer; a guest gets none)."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.seat: dict = {"seat": index, "kind": "open"}
        self.mine: int | None = None
        self.frame = tile(self)
        self.number = QLabel()
        self.number.setProperty("jiupaiRole", "tileLine")
        self.mark = QLabel()
        self.name = QLabel()
        self.name.setObjectName(f"seat{index}")
        self.name.setProperty("jiupaiRole", "tileTitle")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.state = QLabel()
        self.state.setProperty("jiupaiRole", "tileLine")
        self.actions = QHBoxLayout()
        self.actions.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        top = QHBoxLayout()
        top.addWidget(self.mark)
        top.addWidget(self.name, 1)
        top.addWidget(self.number)
        inner = QVBoxLayout(self.frame)
        inner.setContentsMargins(8, 6, 8, 6)
        inner.setSpacing(2)
        inner.addLayout(top)
        inner.addWidget(self.state)
        inner.addLayout(self.actions)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.frame)

    def show_seat(self, seat: dict, mine: int | None, buttons: list[QPushButton]) -> None:
        """One seat of a lobby message; `mine` is the viewer's own seat (marked "you")."""
        self.seat, self.mine = dict(seat), mine
        for old in self.buttons:            # gone at once: findChildren sees the new ones
            old.setParent(None)
            old.deleteLater()
        self.buttons = buttons
        for button in buttons:
            self.actions.addWidget(button)
            # a child added to a shown plate is shown by the layout only on a later pass,
            # after the table has placed the plate by a size hint that left it out
            button.show()
        self.retranslate()

    def retranslate(self) -> None:
        number = arg(self.tr("Seat %1"), str(self.index + 1))
        name, state = self.describe(), self.state_text()
        self.number.setText(number)
        self.name.setText(name)
        self._wrap_name(name)
        self.mark.setPixmap(dot(state_of(self.seat)))
        self.state.setText(state)
        self.setAccessibleName(f"{number}: {name} — {state}")
        self.adjustSize()

    def _wrap_name(self, name: str) -> None:
        """A long name on two lines rather than a plate so wide that the seats left and
        right of the room code no longer fit an 800×600 window; a short one on one line
        (a wrapped label asks for a second line's height it never uses)."""
        self.name.ensurePolished()          # (the style sheet's size, not the default's)
        wrap = self.name.fontMetrics().horizontalAdvance(name) + 2 > NAME_WIDTH
        self.name.setWordWrap(wrap)
        if wrap:
            self.name.setFixedWidth(NAME_WIDTH)
        else:
            self.name.setMinimumWidth(0)
            self.name.setMaximumWidth(QWIDGETSIZE_MAX)

    def describe(self) -> str:
        """Who sits there: a name ("(you)" on the viewer's own seat, "(away)" when dropped),
        the computer with its level, or an open seat."""
        seat = self.seat
        kind = seat.get("kind")
        if kind == "bot":
            return arg(self.tr("Computer (%1)"), strings.bot_level(seat.get("level") or "normal"))
        if kind not in ("host", "guest"):
            return self.tr("Open seat")
        name = str(seat.get("name") or "")
        if self.index == self.mine:
            return arg(self.tr("%1 (you)"), name)
        if kind == "guest" and not seat.get("connected"):
            return arg(self.tr("%1 (away)"), name)
        return name

    def state_text(self) -> str:
        """The seat's state in words (the dot's colour never says it alone)."""
        return {"host": self.tr("Host"), "connected": self.tr("Connected"),
                "away": self.tr("Dropped: the seat is kept"),
                "bot": self.tr("Plays as the computer"),
                "open": self.tr("Waiting for a player…")}[state_of(self.seat)]

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SeatRing:
    """The plates of a lobby message's seats around `table` (see the module docstring)."""

    def __init__(self, table: RoundTable) -> None:
        self.table = table
        self.plates: dict[int, SeatPlate] = {}

    def fill(self, seats: list[dict], mine: int | None,
             buttons: Callable[[dict], list[QPushButton]] = lambda _seat: []) -> None:
        """One plate per seat, the viewer's own (`mine`) at the bottom; `buttons(seat)` gives
        a seat's buttons (new ones each time)."""
        at = next((i for i, s in enumerate(seats) if s.get("seat") == mine), 0)
        plates = []
        for seat in seats[at:] + seats[:at]:
            index = int(seat["seat"])
            plate = self.plates.get(index) or SeatPlate(index)
            self.plates[index] = plate
            plate.show_seat(seat, mine, buttons(seat))
            plates.append(plate)
        for index in [i for i in self.plates if i not in {int(s["seat"]) for s in seats}]:
            self.plates.pop(index)
        self.table.set_seats(plates)


def room_code_label(room: str) -> QLabel:
    """The room code, large and spaced, to read out to a friend; selectable to copy."""
    code = QLabel(room)
    code.setObjectName("roomCode")
    code.setProperty("jiupaiRole", "tileTitle")
    font = code.font()
    font.setBold(True)
    font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
    code.setFont(font)
    # its size comes from the app's sheet (QLabel#roomCode, gui/style/sheet.py): the sheet
    # sets every tile title's size, which a font size set in code would lose to
    code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return code


__all__ = ["SeatPlate", "SeatRing", "room_code_label", "state_of"]
