"""Rules: resources/rules/<lang>/<game_id>.md in a QTextBrowser, English as fallback, followed
by resources/rules/<lang>/controls.md (hint, auto-play, undo, card counter: the same in every game)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import engine

from ..lang.i18n import LanguageManager, game_name
from ..userdata.paths import resource


def rules_path(game_id: str, lang: str, root: Path | None = None) -> Path | None:
    """The rules file for `lang`, else the English one, else None."""
    root = root or resource("rules")
    for candidate in (lang, "en"):
        path = root / candidate / f"{game_id}.md"
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    """Non-modal rules browser with a game chooser; follows the language live."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(720, 640)
        self.games = QComboBox()
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self._infos = engine.list_games()
        self._wanted = game_id
        self.games.currentIndexChanged.connect(self._show)
        self.retranslateUi()

    def current_game(self) -> str | None:
        return self.games.currentData()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        lang = LanguageManager.instance().language
        wanted = self.games.currentData() or self._wanted
        self.games.blockSignals(True)
        self.games.clear()
        for info in self._infos:
            self.games.addItem(game_name(info, lang), info.id)
        index = self.games.findData(wanted)
        self.games.setCurrentIndex(max(0, index))
        self.games.blockSignals(False)
        self._show()

    def _show(self) -> None:
        game_id = self.games.currentData()
        path = rules_path(game_id, LanguageManager.instance().language) if game_id else None
        if path is None:
            self.browser.setMarkdown(self.tr("The rules of this game have not been written yet."))
            return
        self.browser.setSearchPaths([str(path.parent)])
        text = path.read_text(encoding="utf-8")
        controls = rules_path("controls", LanguageManager.instance().language)
        if controls is not None:      # the helpers every table shares: one text for all games
            text = text.rstrip() + "\n\n" + controls.read_text(encoding="utf-8")
        self.browser.setMarkdown(text)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
