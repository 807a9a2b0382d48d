"""Quick chat at a network table: preset phrases (worded in each reader's own language) and
short free text, shown in a few lines under the felt, for host and guests alike.

On the wire a phrase is an id (netplay/protocol.py ChatPhrase) and each reader's program
words it (netplay/words.py, context NetChat), so 小華 typing nothing reads 快點吧 while her
English friend reads "Hurry up, please!". A line is kept as it came (who, phrase id or text)
and worded again when the language changes.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from netplay.protocol import MAX_CHAT_CHARS, ChatPhrase

from ..lang.arg import arg
from ..style import set_role
from . import net_words

# lines kept on show (older ones scroll away)
KEEP_LINES = 50


class ChatBar(QWidget):
    """The chat lines and the row to say something; `say_phrase(id)` / `say_text(text)` go
    out through the table's GuestLink."""

    say_phrase = Signal(str)
    say_text = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netChat")
        self.lines: list[dict] = []
        self.connection = QLabel()          # "connection lost, trying again" (NetTable)
        self.connection.setWordWrap(True)
        set_role(self.connection, "error")
        self.connection.hide()
        self.waiting = QLabel()             # before the host starts the game
        self.waiting.setWordWrap(True)
        self.waiting.hide()
        self.view = QListWidget()
        self.view.setObjectName("chatLines")
        self.view.setMaximumHeight(56)      # three lines: the felt keeps its room
        self.phrases = QComboBox()
        for phrase in ChatPhrase:
            self.phrases.addItem("", phrase.value)
        self.send_phrase = QPushButton()
        self.text = QLineEdit()
        self.text.setMaxLength(MAX_CHAT_CHARS)
        self.send_phrase.clicked.connect(
            lambda: self.say_phrase.emit(self.phrases.currentData()))
        self.text.returnPressed.connect(self._send_text)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.phrases)
        row.addWidget(self.send_phrase)
        row.addWidget(self.text, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.connection)
        column.addWidget(self.waiting)
        column.addWidget(self.view)
        column.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        for i in range(self.phrases.count()):
            self.phrases.setItemText(i, net_words.phrase(self.phrases.itemData(i)))
        self.send_phrase.setText(self.tr("Say"))
        self.send_phrase.setToolTip(self.tr("Say the chosen phrase to everyone at the table"))
        self.text.setPlaceholderText(self.tr("Write to the table and press Enter"))
        self.view.clear()
        for line in self.lines:
            self.view.addItem(self._words(line))
        self.view.scrollToBottom()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_line(self, line: dict) -> None:
        """A chat message from the host ({"seat", "name", "phrase" or "text"})."""
        self.lines = (self.lines + [dict(line)])[-KEEP_LINES:]
        if self.view.count() >= KEEP_LINES:
            self.view.takeItem(0)
        self.view.addItem(self._words(line))
        self.view.scrollToBottom()

    def add_note(self, note: str, name: str) -> None:
        """A line of the table's own about a player: "joined", "lost", "back" (NOTES)."""
        self.add_line({"note": note, "name": name})

    def shown_lines(self) -> list[str]:
        return [self.view.item(i).text() for i in range(self.view.count())]

    def _words(self, line: dict) -> str:
        note = line.get("note")
        if note is not None:
            notes = {"joined": self.tr("%1 sits down at the table."),
                     "lost": self.tr("%1 lost the connection: the computer plays for them "
                                     "until they are back."),
                     "back": self.tr("%1 is back.")}
            return arg(notes.get(note, "%1"), str(line.get("name") or ""))
        said = net_words.phrase(str(line.get("phrase"))) if line.get("phrase") else str(
            line.get("text") or "")
        name = str(line.get("name") or "") or arg(self.tr("Seat %1"), str(int(line.get("seat") or 0) + 1))
        return arg(self.tr("%1: %2"), name, said)

    def _send_text(self) -> None:
        text = self.text.text().strip()
        if text:
            self.say_text.emit(text)
            self.text.clear()
