"""The host's lobby: the room code and address to tell friends, who sits where, Start.

The seats come from the server's lobby message (HostServer.on_lobby, queued to the GUI
thread by HostedTable). Each seat but the host's own has a button to open it (a guest sent
back to open) or to give it to the computer. Start begins the game; open seats are then
played by the computer. The dialog is not modal to the app's loop (`open()`), so the host's
table can be set up behind it.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
                               QPushButton, QVBoxLayout, QWidget)

from ..lang import strings
from ..lang.arg import arg
from .hosting import HostedTable


class LobbyDialog(QDialog):
    """See the module docstring; `cancelled` when the host closes the table from here."""

    cancelled = Signal()

    def __init__(self, hosted: HostedTable, address: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netLobby")
        self.hosted, self.address = hosted, address
        self.seats: list[dict] = []
        self._done = False
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.code = QLabel(hosted.room)
        self.code.setObjectName("roomCode")
        font = self.code.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.code.setFont(font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.grid = QGridLayout()
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setObjectName("startButton")
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(self.hosted.begin)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.where, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(self.grid)
        layout.addWidget(self.buttons)
        hosted.lobby.connect(self._on_lobby)
        self.retranslate()
        self._on_lobby(hosted.seats.lobby(False))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table open to the local network"))
        self.intro.setText(self.tr(
            "Tell your friends the room code. In Jiupai they choose Join a game on the "
            "network: your table is listed, or they type the address below."))
        self.where.setText(arg(self.tr("Address: %1"), self.address))
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
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for row, seat in enumerate(self.seats):
            index = int(seat["seat"])
            self.grid.addWidget(QLabel(arg(self.tr("Seat %1"), str(index + 1))), row, 0)
            who = QLabel(self.describe(seat))
            who.setObjectName(f"seat{index}")
            self.grid.addWidget(who, row, 1)
            if seat.get("kind") == "host":
                continue
            # a seat's buttons end at the right of one column, whichever it has (issue 34.12:
            # "Open" and "Computer" stood in two columns, ragged)
            actions = QWidget()
            row_layout = QHBoxLayout(actions)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addStretch(1)
            if seat.get("kind") != "open":
                opener = QPushButton(self.tr("Open"))
                opener.setToolTip(self.tr("Free this seat for a player on the network"))
                opener.clicked.connect(lambda _=False, s=index: self.hosted.open_seat(s))
                row_layout.addWidget(opener)
            if seat.get("kind") != "bot":
                bot = QPushButton(self.tr("Computer"))
                bot.setToolTip(self.tr("The computer plays this seat"))
                bot.clicked.connect(lambda _=False, s=index: self.hosted.give_to_bot(s))
                row_layout.addWidget(bot)
            self.grid.addWidget(actions, row, 2)

    def describe(self, seat: dict) -> str:
        kind = seat.get("kind")
        if kind == "host":
            return arg(self.tr("%1 (you)"), seat.get("name") or "")
        if kind == "bot":
            return arg(self.tr("Computer (%1)"), strings.bot_level(seat.get("level") or "normal"))
        if kind == "guest":
            name = seat.get("name") or ""
            return name if seat.get("connected") else arg(self.tr("%1 (away)"), name)
        return self.tr("Open: waiting for a player")

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
