"""Choose a game to watch again: a save slot, the autosave, a finished game or a file.

The list reads the slots (engine.saves) and the history of finished games
(engine.history) without replaying anything; a damaged entry is listed with its problem
and cannot be chosen. The replay itself is opened by the worker (gui/worker/replay.py):
`watch_requested({"slot": name} | {"path": file})`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

import engine
from engine.history import GameHistory
from engine.saves import FILE_SUFFIX, file_info

from ..lang.i18n import LanguageManager, game_name
from ..userdata.paths import history_beside, saves_folder
from .saves import _date, _player_names, _scores
from ..lang.arg import arg


def history_of(store: Any) -> GameHistory:
    """The finished games beside the store's slots (saves/ and history/ share a folder)."""
    directory = getattr(store, "directory", None)
    return GameHistory(history_beside(directory) if directory else history_beside(saves_folder()))


def ask_import_path(parent: QWidget) -> str:
    """A `.jiupai` file to open ("" when cancelled)."""
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("ReplaysDialog", "Import game"), "",
        QCoreApplication.translate("ReplaysDialog", "Jiupai games (*.jiupai);;All files (*)"))
    return path


def ask_export_path(parent: QWidget, share: bool = True) -> str:
    """Where to write a `.jiupai` file ("" when cancelled); the suffix is added if missing."""
    title = (QCoreApplication.translate("ReplaysDialog", "Export game to share") if share else
             QCoreApplication.translate("ReplaysDialog",
                                        "Export game to continue elsewhere (holds every card)"))
    path, _ = QFileDialog.getSaveFileName(
        parent, title, "game" + FILE_SUFFIX,
        QCoreApplication.translate("ReplaysDialog", "Jiupai games (*.jiupai)"))
    if path and not path.endswith(FILE_SUFFIX):
        path += FILE_SUFFIX
    return path


class ReplaysDialog(QDialog):
    """The games that can be watched; Watch (or a double click) emits watch_requested."""

    watch_requested = Signal(dict)

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.resize(760, 460)
        self.setWindowTitle(self.tr("Watch a replay"))
        self.list = QListWidget()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.file_button = QPushButton(self.tr("Open &file…"))
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.watch_button.clicked.connect(self._watch)
        self.file_button.clicked.connect(self._open_file)
        self.list.itemDoubleClicked.connect(lambda _item: self._watch())
        self.list.currentItemChanged.connect(lambda *_: self._update())
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        games = {info.id: game_name(info, LanguageManager.instance().language)
                 for info in engine.list_games()}
        try:
            slots = self.store.list()
        except Exception:  # noqa: BLE001 - an unreadable folder lists nothing, never crashes
            slots = []
        for info in slots:
            where = (self.tr("Autosave") if info.slot == "autosave"
                     else arg(self.tr("Slot %1"), info.slot))
            self._add(where, info, {"slot": info.slot}, games)
        for path in history_of(self.store).files():
            self._add(self.tr("Finished"), file_info(path), {"path": str(path)}, games)
        if self.list.count():
            self.list.setCurrentRow(0)
        self._update()

    def selected(self) -> dict | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _add(self, where: str, info: Any, source: dict, games: dict) -> None:
        if info.error:
            damaged = self.tr("Damaged")
            text = f"{where} · {damaged}: {info.error}"
            source = None
        else:
            parts = [where, games.get(info.game, info.game), _player_names(info),
                     _date(info.saved_at), _scores(info)]
            text = " · ".join(part for part in parts if part)
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, source)
        self.list.addItem(item)

    def _update(self) -> None:
        self.watch_button.setEnabled(self.selected() is not None)
        self.problem.setText("" if self.list.count() else self.tr("No game to watch yet."))

    def _watch(self) -> None:
        source = self.selected()
        if source is not None:
            self.watch_requested.emit(source)
            self.accept()

    def _open_file(self) -> None:
        path = ask_import_path(self)
        if path:
            self.watch_requested.emit({"path": path})
            self.accept()
