"""StatisticsDialog: games played, won and drawn per game, with a reset."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView,
                               QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

import engine

from .. import stats
from ..i18n import LanguageManager, game_title


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 5)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close
                                        | QDialogButtonBox.StandardButton.Reset)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Reset).clicked.connect(self._reset)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.resize(560, 260)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won"),
                                              self.tr("Drawn"), self.tr("Win rate")])
        self.fill()

    def fill(self) -> None:
        games = engine.list_games()
        self.table.setRowCount(len(games))
        lang = LanguageManager.instance().language
        for row, info in enumerate(games):
            figures = stats.get(info.id)
            rate = "—" if figures.win_rate is None else f"{figures.win_rate:.0%}"
            cells = (game_title(info, lang), str(figures.played), str(figures.won),
                     str(figures.drawn), rate)
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))

    def _reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Statistics"),
                                      self.tr("Forget the statistics of every game?"))
        if answer == QMessageBox.StandardButton.Yes:
            stats.reset()
            self.fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
