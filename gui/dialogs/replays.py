"""Choose a game to watch again: a save slot, the autosave, a finished game or a file.

Each game is a card (issue 33.4): a picture of its table as it ended or was saved (drawn
off the GUI thread from the record: table_picture.py), the game, where and when, the
players, how far and the score or the result; newest first, filterable by game. The list
reads the slots (engine.saves) and the history of finished games (engine.history) from the
files' heads, without replaying anything; a damaged entry is listed with its problem and
cannot be chosen. A tile imports a game from a file. The replay itself is opened by the
worker (gui/worker/replay.py): `watch_requested({"slot": name} | {"path": file})`.

Every game's card has "Review" (issue 35; for the keyboard, "Review this game", Alt+R, reviews
the selected card): `review_requested(source)` opens the replay and reviews the player's
decisions in it (gui/review/: at once from the cache when it was reviewed before).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.history import GameHistory
from engine.saves import FILE_SUFFIX, file_info

from ..lang.arg import arg
from ..userdata.paths import history_beside, saves_folder
from .card_grid import CardGrid, GameCard, felt_placeholder
from .save_text import card_words, game_names, problem_label, where_label
from .table_picture import TablePictures, cache_for

IMPORT = "import"           # the tile that opens a file


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
    """The games that can be watched; Watch (Enter, or a double click) emits watch_requested."""

    watch_requested = Signal(dict)
    review_requested = Signal(dict)     # open it and review it (gui/window/replay_viewer.py)

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.resize(860, 560)
        self.setWindowTitle(self.tr("Watch a replay"))
        self.entries: list[tuple[str, Any, dict | None, Any]] = []   # key, info, source, path
        self.pictures = TablePictures(self, cache_for(store))
        self.pictures.ready.connect(self._picture)
        self._drawn: dict[str, Any] = {}
        self.heading = QLabel(self.tr("Watch a replay"))
        self.heading.setProperty("jiupaiRole", "heading")
        self.filter = QComboBox()
        self.filter.setAccessibleName(self.tr("Show the games of"))
        filter_label = QLabel(self.tr("&Game:"))
        filter_label.setBuddy(self.filter)
        self.filter.currentIndexChanged.connect(lambda _i: self._fill())
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(filter_label)
        top.addWidget(self.filter)
        self.grid = CardGrid()
        self.grid.setAccessibleName(self.tr("Games to watch"))
        self.grid.current_changed.connect(lambda _key: self._update())
        self.grid.activated.connect(self._activated)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("jiupaiRole", "tileLine")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.setProperty("jiupaiRole", "primary")
        self.watch_button.setDefault(True)
        self.file_button = QPushButton(self.tr("Open &file…"))
        self.review_button = QPushButton(self.tr("&Review this game"))
        self.review_button.setObjectName("replaysReview")
        self.review_button.setAccessibleName(self.tr("Review this game"))
        self.review_button.setToolTip(self.tr("Open the chosen game and grade every decision "
                                              "of yours by what you knew then"))
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.watch_button.clicked.connect(self._watch)
        self.review_button.clicked.connect(lambda: self._review(self.grid.current or ""))
        self.file_button.clicked.connect(self._open_file)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.refresh()

    def done(self, result: int) -> None:
        self.pictures.close()
        super().done(result)

    def refresh(self) -> None:
        """Read the slots and the finished games (their heads only); newest first."""
        try:
            slots = self.store.list()
        except Exception:  # noqa: BLE001 - an unreadable folder lists nothing, never crashes
            slots = []
        entries = []
        for info in slots:
            path = None if info.error else self.store.path(info.slot)
            entries.append((f"slot:{info.slot}", info, {"slot": info.slot}, path))
        for file in history_of(self.store).files():
            info = file_info(file)
            entries.append((f"path:{file}", info, {"path": str(file)},
                            None if info.error else file))
        good = [e for e in entries if not e[1].error]
        good.sort(key=lambda e: str(e[1].saved_at or ""), reverse=True)
        self.entries = good + [e for e in entries if e[1].error]
        names = game_names()
        games = sorted({e[1].game for e in good}, key=lambda g: names.get(g, g))
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("All games"), "")
        for game in games:
            self.filter.addItem(names.get(game, game), game)
        self.filter.blockSignals(False)
        self._fill()
        for key, _info, _source, path in self.entries:
            if path is not None and key not in self._drawn:
                self.pictures.picture(key, path)

    def _fill(self) -> None:
        names = game_names()
        game = self.filter.currentData() or ""
        cards = []
        for key, info, _source, _path in self.entries:
            if game and info.game != game:
                continue
            where = "" if key.startswith("path:") else where_label(info.slot)
            title, lines = card_words(info, where, names)
            card = GameCard(key)
            card.set_text(title, lines)
            card.set_picture(self._drawn.get(key) or felt_placeholder(
                problem_label(info) if info.error else names.get(info.game, str(info.game)),
                "!" if info.error else "", muted=bool(info.error)))
            if not info.error:
                card.add_action(self._card_review_button(key, title))
            cards.append(card)
        tile = GameCard(IMPORT, "emptySlot")
        tile.set_text(self.tr("Import game…"), [self.tr("Watch a .jiupai file")])
        tile.set_picture(felt_placeholder(self.tr("Open a file"), "＋"))
        cards.append(tile)
        self.grid.set_cards(cards)
        self._update()

    def _card_review_button(self, key: str, title: str) -> QPushButton:
        button = QPushButton(self.tr("Review"))
        button.setObjectName("cardReview")
        button.setAccessibleName(arg(self.tr("Review %1"), title))
        button.setToolTip(self.tr("Open this game and grade every decision of yours by what "
                                  "you knew then"))
        button.clicked.connect(lambda: self._review(key))
        return button

    def _picture(self, key: str, pixmap) -> None:
        self._drawn[key] = pixmap
        card = self.grid.card(key)
        if card is not None:
            card.set_picture(pixmap)

    def keys(self) -> list[str]:
        """The cards' keys in order ("slot:1", "path:…", and the import tile last)."""
        return [card.key for card in self.grid.cards]

    def select(self, key: str) -> None:
        self.grid.select(key)

    def selected(self) -> dict | None:
        key = self.grid.current
        entry = next((e for e in self.entries if e[0] == key), None)
        return None if entry is None or entry[1].error else entry[2]

    def _update(self) -> None:
        self.watch_button.setEnabled(self.selected() is not None)
        self.review_button.setEnabled(self.selected() is not None)
        self.problem.setText("" if self.entries else self.tr("No game to watch yet."))

    def _activated(self, key: str) -> None:
        if key == IMPORT:
            self._open_file()
        else:
            self._watch()

    def _watch(self) -> None:
        source = self.selected()
        if source is not None:
            self.watch_requested.emit(source)
            self.accept()

    def _review(self, key: str) -> None:
        """Open the game of card `key` and review it (a damaged file or the import tile:
        nothing)."""
        entry = next((e for e in self.entries if e[0] == key), None)
        if entry is not None and not entry[1].error:
            self.review_requested.emit(entry[2])
            self.accept()

    def _open_file(self) -> None:
        from .import_card import confirm_import
        path = ask_import_path(self)
        if path and confirm_import(path, self):      # the file as a card first
            self.watch_requested.emit({"path": path})
            self.accept()

