"""The lesson list: a game's lessons with a one-line summary each, ✓ for the finished ones;
any lesson can be started (again)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import engine

from ..lang.i18n import LanguageManager, current_language, game_name
from .lessons import done_lessons, lesson_entries, pick

ID_ROLE = Qt.ItemDataRole.UserRole


class LessonListDialog(QDialog):
    """Choose a game and one of its lessons; `start(game_id, lesson_id)` when asked."""

    start = Signal(str, str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonList")
        self.games = QComboBox()
        for info in engine.list_games():
            self.games.addItem(game_name(info, LanguageManager.instance().language), info.id)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.lessons = QListWidget()
        self.lessons.setWordWrap(True)
        self.lessons.setMinimumHeight(220)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self._start_selected)
        self.buttons.rejected.connect(self.reject)
        self.lessons.itemDoubleClicked.connect(lambda _item: self._start_selected())
        self.lessons.currentRowChanged.connect(lambda _row: self._update_button())
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        layout.addWidget(self.intro)
        layout.addWidget(self.lessons, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        index = self.games.findData(game_id)
        self.games.setCurrentIndex(max(0, index))
        self.games.currentIndexChanged.connect(lambda _i: self.fill())
        self.resize(520, 440)
        self.retranslate()

    def game_id(self) -> str:
        return str(self.games.currentData() or "")

    def fill(self) -> None:
        """The lessons of the chosen game, the first not yet finished selected."""
        game = self.game_id()
        lang = current_language()
        done = set(done_lessons(game))
        entries = lesson_entries(game)
        self.lessons.clear()
        first_open = None
        for row, entry in enumerate(entries):
            mark = "✓ " if entry.id in done else "    "
            text = f"{mark}{pick(entry.title, lang)}\n      {pick(entry.summary, lang)}"
            item = QListWidgetItem(text, self.lessons)
            item.setData(ID_ROLE, entry.id)
            if entry.id in done:
                item.setToolTip(self.tr("Finished; you can play it again."))
            elif first_open is None:
                first_open = row
        self.lessons.setCurrentRow(first_open if first_open is not None else 0)
        self.empty.setText("" if entries else self.tr("No lessons for this game yet."))
        self.empty.setVisible(not entries)
        self._update_button()

    def _update_button(self) -> None:
        self.start_button.setEnabled(self.lessons.currentItem() is not None)

    def _start_selected(self) -> None:
        item = self.lessons.currentItem()
        if item is None:
            return
        self.start.emit(self.game_id(), str(item.data(ID_ROLE)))
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Lessons"))
        self.intro.setText(self.tr("Short guided hands on the real table: the coach says what "
                                   "to do, and you play."))
        self.start_button.setText(self.tr("&Start lesson"))
        self.close_button.setText(self.tr("Close"))
        for row in range(self.games.count()):
            info = next(g for g in engine.list_games() if g.id == self.games.itemData(row))
            self.games.setItemText(row, game_name(info, LanguageManager.instance().language))
        self.fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
