"""AnnouncementOverlay: a dimmed panel over the table for hand end / match end."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..lang.arg import arg


class AnnouncementOverlay(QWidget):
    """Covers its parent; shows a title, a message, standings and choice buttons.

    `chosen(str)` emits "next_hand", "new_match" or "close".
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.panel = QFrame(self)
        self.panel.setObjectName("announcePanel")
        layout = QVBoxLayout(self.panel)
        layout.setContentsMargins(24, 20, 24, 20)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.standings = QTableWidget(0, 3)
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)   # the names get the room
        self._table_width = 0
        buttons = QHBoxLayout()
        self.next_button = QPushButton()
        self.new_button = QPushButton()
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewGame")
        self.close_button = QPushButton()
        # the match-end box offers "Review this game" (a game played here, not a lesson)
        self.reviewable = False
        for button, key in ((self.next_button, "next_hand"), (self.new_button, "new_match"),
                            (self.review_button, "review"), (self.close_button, "close")):
            button.clicked.connect(lambda _=False, k=key: self._choose(k))
            buttons.addWidget(button)
        layout.addWidget(self.title)
        layout.addWidget(self.message)
        layout.addWidget(self.standings)
        layout.addLayout(buttons)
        self._rows: list[tuple[str, str]] = []
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.standings.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Points")])
        self.next_button.setText(self.tr("Next hand"))
        self.new_button.setText(self.tr("New match"))
        self.review_button.setText(self.tr("Review this game"))
        self.review_button.setToolTip(self.tr("Every decision of yours graded by what you "
                                              "knew, and your chance of winning over the game"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_announcement(self, title: str, message: str, rows: list[tuple[str, str]],
                          next_hand: bool = False, new_match: bool = True) -> None:
        """rows: (player, points) already in finishing order."""
        self.title.setText(title)
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.standings.setRowCount(len(rows))
        for i, (name, points) in enumerate(rows):
            for col, text in enumerate((str(i + 1), name, points)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.standings.setItem(i, col, item)
        self.standings.setVisible(bool(rows))
        # Wide enough for every name (the window allowing): the panel grows to fit the table.
        self._table_width = sum(max(self.standings.sizeHintForColumn(c),
                                    self.standings.horizontalHeader().sectionSizeHint(c))
                                for c in range(3)) + 8
        self.standings.resizeRowsToContents()
        rows_height = sum(self.standings.rowHeight(i) for i in range(len(rows)))
        # Every row whole: the header, the rows and the frame above and below them.
        self.standings.setFixedHeight(self.standings.horizontalHeader().sizeHint().height()
                                      + rows_height + 2 * self.standings.frameWidth() + 2)
        self.next_button.setVisible(next_hand)
        self.new_button.setVisible(new_match)
        self.review_button.setVisible(new_match and self.reviewable)
        self.setGeometry(self.parentWidget().rect())
        self._place()
        self.show()
        self.raise_()
        (self.next_button if next_hand else self.new_button if new_match
         else self.close_button).setFocus()

    def _choose(self, key: str) -> None:
        self.hide()
        self.chosen.emit(key)

    def _place(self) -> None:
        hint = self.panel.sizeHint()
        width = min(max(hint.width(), 380, self._table_width + 52), max(200, self.width() - 40))
        height = min(hint.height(), max(150, self.height() - 40))
        self.panel.setGeometry((self.width() - width) // 2, (self.height() - height) // 2,
                               width, height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 120))

    def keyPressEvent(self, event) -> None:
        """Esc closes; Enter presses the focused button (a push button outside a dialog
        takes only Space), else the box's first choice: "Next hand" or "New match"."""
        if event.key() == Qt.Key.Key_Escape:
            self._choose("close")
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            buttons = (self.next_button, self.new_button, self.close_button)
            shown = [b for b in buttons if not b.isHidden()]
            focused = [b for b in shown if b is self.focusWidget()]
            (focused or shown)[0].click()
        else:
            super().keyPressEvent(event)


class HandEndPause(QObject):
    """Between two hands: the summary is up, or closed with the finished hand left on the
    table to look at (as card apps do) and a "Next hand" button below it (issue 12: Close used
    to deal the next hand just like "Next hand"). `go_on` when the player asks for the next
    hand; `changed` when the status line should say something else."""

    go_on = Signal()
    changed = Signal()

    def __init__(self, overlay: AnnouncementOverlay) -> None:
        super().__init__(overlay)
        self.overlay = overlay
        self.title = ""
        self.button = QPushButton()
        self.button.hide()
        self.button.clicked.connect(self.go_on)
        overlay.chosen.connect(self._chosen)

    def start(self, title: str) -> None:
        """A hand's summary titled `title` is up ("" for a summary that is not between hands)."""
        self.title = title
        self.button.hide()
        self.changed.emit()

    def leave(self) -> None:
        """Play goes on (or a new game starts): nothing is between hands any more."""
        self.title = ""
        self.button.hide()
        self.overlay.hide()
        self.changed.emit()

    def status(self) -> str:
        """The status line between hands ("" when not between hands)."""
        if self.title and not self.button.isHidden():
            return arg(QCoreApplication.translate("GameTable", "%1. Press \"%2\" to go on."),
                       self.title, self.button.text())
        return self.title

    def _chosen(self, key: str) -> None:
        if key == "next_hand":
            self.go_on.emit()
        elif key == "close" and self.title:
            self.button.setText(self.overlay.next_button.text())
            self.button.show()
            self.button.setFocus()
            self.changed.emit()
