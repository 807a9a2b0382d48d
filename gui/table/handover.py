"""Hot-seat: the cover between two humans' turns, built once for every table (issue 16).

When another human is to act, the worker sends a COVER turn and waits (gui/worker/seats.py).
The table's queue shows it like any turn, after everything before it (the animations, a
hand's summary the player closes): its position holds no private card (the worker took the
hand out), and then the cover goes over the whole table — felt, status row, log — saying
"Pass to 小華 — click when ready". A click (or Space / Enter) hides the cover and emits
`taken(seat)`; only then does the worker send that seat's story (a SYNC turn: its log, its
observation, its legal actions). So the next player never sees the last one's hand,
neither on the felt nor in the log.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..lang.arg import arg

if TYPE_CHECKING:
    from .game_table import GameTable

class HandoverCover(QWidget):
    """An opaque panel over the whole table: whose turn it is, click when ready."""

    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoverCover")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("handoverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setObjectName("handoverDetail")   # its look: gui/style/sheet.py
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        self.button.clicked.connect(self.clicked)
        for widget in (self.title, self.detail):
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(widget)
        layout.addSpacing(12)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.hide()

    def show_for(self, name: str) -> None:
        self.title.setText(arg(QCoreApplication.translate(
            "Handover", "Pass to %1 — click when ready"), name))
        self.detail.setText(arg(QCoreApplication.translate(
            "Handover", "Every hand is hidden. Only %1 should look at the table now."), name))
        self.button.setText(arg(QCoreApplication.translate("Handover", "I am %1: show my cards"), name))
        self.setAccessibleName(self.title.text())           # what a screen reader says
        self.setAccessibleDescription(self.detail.text())
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#173d2a"))     # opaque: nothing shows through

    def mouseReleaseEvent(self, event) -> None:
        # on release, so the press never reaches the table revealed under it
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)


class Handover(QObject):
    """The table's side of a handover: cover, and report the click (`taken(seat)`)."""

    taken = Signal(int)

    def __init__(self, table: GameTable) -> None:
        super().__init__(table)
        self.table = table
        self.cover = HandoverCover(table)
        self.cover.clicked.connect(self._clicked)
        self.seat: int | None = None        # the seat passed to, while covered
        table.installEventFilter(self)

    def cover_for(self, seat: int | None) -> None:
        """A COVER turn is drawn: nobody's hand shows, the log is emptied (it is told again
        from the next seat's view after the click), and the cover says who is next."""
        if seat is None:
            return
        self.seat = int(seat)
        self.table.log.replace([])
        self.cover.show_for(self._name(self.seat))
        self.table.update_status()

    def covered(self) -> bool:
        return self.cover.isVisible()

    def pending(self) -> bool:
        """True while the cover waits for the next player's click."""
        return self.seat is not None

    def hot_seat(self) -> bool:
        return len(self.table.human_seats) > 1

    def turn_line(self) -> str:
        """The status line on a human's turn in a hot-seat game ("" with one human: the
        table says "Your turn"): the name, so each player sees it is theirs."""
        if not self.hot_seat():
            return ""
        return arg(QCoreApplication.translate("Handover", "%1, your turn"), self._name(self.table.human_seat))

    def winner_title(self, seat: int) -> str:
        """The title of the match's end in a hot-seat game: "You win!" would speak to
        whoever sits at the screen, so the winner is named ("" with one human)."""
        if not self.hot_seat():
            return ""
        return arg(QCoreApplication.translate("Handover", "%1 wins!"), self._name(seat))

    def _name(self, seat: int) -> str:
        names = self.table.names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def _clicked(self) -> None:
        if self.seat is None or not self.cover.isVisible():
            return
        seat, self.seat = self.seat, None
        self.cover.hide()
        self.taken.emit(seat)

    def retranslate(self) -> None:
        if self.cover.isVisible() and self.seat is not None:
            self.cover.show_for(self._name(self.seat))

    def forget(self) -> None:
        self.seat = None
        self.cover.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize and self.cover.isVisible():
            self.cover.setGeometry(self.table.rect())
        elif watched is self.table and event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self.retranslate)     # after the table's names
        return False
