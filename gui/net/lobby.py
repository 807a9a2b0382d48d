"""The host's lobby as a table (issue 33.5): the seats around the felt with who sits there —
the host, the guests as they join (connected, or dropped and waited for), the computer, or
a seat still open — and on the table the room code, large, with a button that copies it,
and the address to tell friends; Start below.

The seats come from the server's lobby message (HostServer.on_lobby, queued to the GUI
thread by HostedTable). Each seat but the host's own has a button to open it (a guest sent
back to open) or to give it to the computer. Start begins the game; open seats are then
played by the computer. The dialog is not modal to the app's loop (`open()`), so the host's
table can be set up behind it. The felt: felt.py; the seat plates: seat_plates.py (a
guest's waiting room draws the same, waiting_room.py).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..lang.arg import arg
from .felt import ROOMY, RoundTable, first_size, opening_size, tile
from .hosting import HostedTable
from .seat_plates import SeatRing, room_code_label


class LobbyDialog(QDialog):
    """See the module docstring; `cancelled` when the host closes the table from here."""

    cancelled = Signal()

    def __init__(self, hosted: HostedTable, address: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netLobby")
        self.hosted, self.address = hosted, address
        self.seats: list[dict] = []
        self._done = False
        self.heading = QLabel()
        self.heading.setProperty("jiupaiRole", "heading")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setProperty("jiupaiRole", "tileLine")
        self.table = RoundTable()
        self.table.setAccessibleName("")
        self.ring = SeatRing(self.table)
        self.plates = self.ring.plates          # seat index -> SeatPlate
        self._make_centre(hosted.room)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("jiupaiRole", "primary")
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self.hosted.begin)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.intro)
        # the table scrolls in a small window (800×600) rather than push the dialog past it
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setAccessibleName(self.tr("The seats around the table"))
        scroll.setWidget(self.table)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)
        hosted.lobby.connect(self._on_lobby)
        self.retranslate()
        self._on_lobby(hosted.seats.lobby(False))
        self.resize(first_size(self))

    def _make_centre(self, room: str) -> None:
        """The card in the middle of the round table: the room code, where the table is
        heard, and a button that copies both."""
        self.centre = tile()
        self.code_caption = QLabel()
        self.code_caption.setProperty("jiupaiRole", "tileLine")
        self.code = room_code_label(room)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyCode")
        self.copy_button.clicked.connect(self.copy_code)
        self.where = QLabel()
        self.where.setProperty("jiupaiRole", "tileLine")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        centre = QVBoxLayout(self.centre)
        centre.setContentsMargins(16, 8, 16, 10)
        centre.setSpacing(2)
        centre.addWidget(self.code_caption, 0, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(self.where, 0, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.table.set_centre(self.centre)

    def showEvent(self, event) -> None:
        if not getattr(self, "_opened", False):      # the first show: the whole felt in sight
            self._opened = True
            self.resize(opening_size(self, self.scroll))
        super().showEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table open to the local network"))
        self.heading.setText(self.tr("Your table is open"))
        self.code_caption.setText(self.tr("Room code"))
        self.copy_button.setText(self.tr("C&opy"))
        self.copy_button.setToolTip(self.tr("Copy the room code and the address"))
        self.copy_button.setAccessibleName(self.tr("Copy the room code"))
        self.table.setAccessibleName(self.tr("The seats around the table"))
        self.intro.setText(self.tr(
            "Tell your friends the room code. In Jiupai they choose Join a game on the "
            "network: your table is listed, or they type the address below."))
        self.where.setText(arg(self.tr("Address: %1"), self.address))
        self.code.setAccessibleName(arg(self.tr("Room code %1"), self.hosted.room))
        self.table.set_centre(self.centre)          # its size follows the words
        self.start_button.setText(self.tr("&Start"))
        self.start_button.setToolTip(self.tr("Begin the game: the computer plays the seats "
                                             "still open"))
        self.close_button.setText(self.tr("&Close the table"))
        self._fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- the seats ---------------------------------------------------------------------------
    @Slot(dict)
    def _on_lobby(self, lobby: dict) -> None:
        self.seats = list(lobby.get("seats") or [])
        if lobby.get("started"):
            self.done_with()
            return
        self._fill()

    def _fill(self) -> None:
        host = next((int(s["seat"]) for s in self.seats if s.get("kind") == "host"), None)
        self.ring.fill(self.seats, host, self._buttons)      # the host's seat at the bottom
        self._fit_width()

    def _fit_width(self) -> None:
        """Never narrower than the seats beside the room code (a scroll bar sideways hid
        the seats on the right), as far as an 800×600 window allows; up and down it
        scrolls."""
        margins = self.layout().contentsMargins()
        need = (self.table.minimumSizeHint().width() + margins.left() + margins.right()
                + self.scroll.verticalScrollBar().sizeHint().width())
        self.setMinimumWidth(min(ROOMY[0], need))

    def _buttons(self, seat: dict) -> list[QPushButton]:
        index, kind, out = int(seat["seat"]), seat.get("kind"), []
        if kind == "host":
            return out
        if kind != "open":
            opener = QPushButton(self.tr("Open"))
            opener.setToolTip(self.tr("Free this seat for a player on the network"))
            opener.setAccessibleName(arg(self.tr("Open seat %1"), str(index + 1)))
            opener.clicked.connect(lambda _=False, s=index: self.hosted.open_seat(s))
            out.append(opener)
        if kind != "bot":
            bot = QPushButton(self.tr("Computer"))
            bot.setToolTip(self.tr("The computer plays this seat"))
            bot.setAccessibleName(arg(self.tr("The computer plays seat %1"), str(index + 1)))
            bot.clicked.connect(lambda _=False, s=index: self.hosted.give_to_bot(s))
            out.append(bot)
        return out

    def copy_code(self) -> None:
        """The room code and the address on the clipboard, to paste into a message."""
        QGuiApplication.clipboard().setText(
            arg(self.tr("Jiupai room code %1, address %2"), self.hosted.room, self.address))
        self.copy_button.setText(self.tr("Copied"))

    # ---- closing ---------------------------------------------------------------------------------
    def reject(self) -> None:
        """Close the table (every guest is told) — not merely the dialog."""
        if not self._done:
            self._done = True
            super().reject()
            self.cancelled.emit()

    def done_with(self) -> None:
        """The game has begun (or the table is gone): the dialog goes, the table stays."""
        if not self._done:
            self._done = True
            self.accept()
