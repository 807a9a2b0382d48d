"""A guest's waiting room (issue 33.5): until the host starts the game, the guest's table
shows what the host's lobby shows — the seats around the felt, with the names as people
join, the computers with their level, the seats still open, who is connected or dropped and
which seat is the guest's own — and on the table the room code and the host's name, with a
button to leave. The host's own buttons (Open, Computer, Start) are not here: the host
alone sets the table.

It lies over the felt (the game table's TableView) and follows its size; the chat and the
status line below the felt stay in view. The seats come from the lobby messages every guest
receives (netplay/seats.py `Seats.lobby`: public — names, kinds, levels, connected —, never
a key), through the GuestLink; NetTable (net_table.py) makes it and takes it away at the
game's first Turn. The plates and the room code are the lobby's (seat_plates.py).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ..lang.arg import arg
from .felt import RoundTable, tile
from .seat_plates import SeatRing, room_code_label


class WaitingRoom(QScrollArea):
    """See the module docstring. `welcome` is the host's welcome (room, host), `mine` the
    guest's own seat; `leave_requested` when the guest presses Leave."""

    leave_requested = Signal()

    def __init__(self, welcome: dict, mine: int | None, felt: QWidget) -> None:
        super().__init__(felt)
        self.felt = felt              # (first: a scroll area filters its widget's events)
        self.setObjectName("waitingRoom")
        self.room = str(welcome.get("room") or "")
        self.host_name = str(welcome.get("host") or "")
        self.mine = mine
        self.seats: list[dict] = []
        # the seats scroll on a small window (800×600) rather than lie over each other
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.table = RoundTable()
        self.ring = SeatRing(self.table)
        self.plates = self.ring.plates          # seat index -> SeatPlate (tests read them)
        self._make_centre()
        self.setWidget(self.table)
        felt.installEventFilter(self)
        self.setGeometry(felt.rect())
        self.retranslate()
        self.show()
        self.raise_()

    def _make_centre(self) -> None:
        """The card in the middle: the room code, whose table it is, and Leave."""
        self.centre = tile()
        self.code_caption = QLabel()
        self.code_caption.setProperty("jiupaiRole", "tileLine")
        self.code = room_code_label(self.room)
        self.host_line = QLabel()
        self.host_line.setObjectName("hostName")
        self.host_line.setProperty("jiupaiRole", "tileLine")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveTable")
        self.leave_button.clicked.connect(self.leave_requested)
        centre = QVBoxLayout(self.centre)
        centre.setContentsMargins(16, 8, 16, 10)
        centre.setSpacing(2)
        for widget in (self.code_caption, self.code, self.host_line, self.leave_button):
            centre.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        self.table.set_centre(self.centre)

    def retranslate(self) -> None:
        self.code_caption.setText(self.tr("Room code"))
        self.code.setAccessibleName(arg(self.tr("Room code %1"), self.room))
        self.host_line.setText(arg(self.tr("Host: %1"), self._host_name()))
        self.leave_button.setText(self.tr("&Leave the table"))
        self.leave_button.setToolTip(self.tr("Back to the home screen: your seat opens for "
                                             "someone else"))
        self.table.setAccessibleName(self.tr("The seats around the table, until the host "
                                             "starts the game"))
        self.setAccessibleName(self.table.accessibleName())
        self.centre.adjustSize()
        self.table.set_centre(self.centre)          # its size follows the words
        self.ring.fill(self.seats, self.mine)       # the plates in their new words, placed

    def _host_name(self) -> str:
        """The host's seat's name in the lobby (the welcome's until one has come)."""
        host = next((s for s in self.seats if s.get("kind") == "host"), None)
        return str(host.get("name") or "") if host is not None else self.host_name

    def show_lobby(self, lobby: dict) -> None:
        """A lobby message: the seats as they are now."""
        self.seats = list(lobby.get("seats") or [])
        self.ring.fill(self.seats, self.mine)
        self.host_line.setText(arg(self.tr("Host: %1"), self._host_name()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.felt and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.felt.rect())        # lies over the whole felt, always
        return super().eventFilter(watched, event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def close_room(self) -> None:
        """The game has begun: the room goes, the felt shows the game."""
        self.felt.removeEventFilter(self)
        self.hide()
        self.deleteLater()


__all__ = ["WaitingRoom"]
