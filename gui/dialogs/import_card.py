"""Import game…: the file chosen shown as a card before it opens (issue 33.4), as the saves
and replays show theirs — a picture of its table (drawn from the file off the GUI thread:
table_picture.py), the game, the players, how far, the score; a shared game (a seat view)
says whose view it is; a file that cannot be opened says why and cannot be watched.

`confirm_import(path, parent)` is True when the player chose Watch.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.saves import file_info
from engine.seat_view import file_format

from ..lang import problems
from ..lang.arg import arg
from ..userdata.paths import saves_folder
from .card_grid import WIDEST_CARD, GameCard, felt_placeholder
from .save_text import card_words, game_names, problem_label
from .table_picture import TablePictures, cache_beside


class ImportDialog(QDialog):
    """One card for the file at `path`, Watch and Cancel."""

    def __init__(self, path: str | Path, parent: QWidget | None = None,
                 cache: Path | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.setWindowTitle(self.tr("Import game"))
        self.pictures = TablePictures(self, cache)
        self.pictures.ready.connect(lambda _key, pixmap: self.card.set_picture(pixmap))
        self.heading = QLabel(self.tr("Import game"))
        self.heading.setProperty("jiupaiRole", "heading")
        self.card = GameCard("import")
        self.card.set_width(WIDEST_CARD)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("jiupaiRole", "tileLine")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.setProperty("jiupaiRole", "primary")
        self.watch_button.setDefault(True)
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.watch_button.clicked.connect(self.accept)
        self.card.activated.connect(lambda _key: self.watch_button.click())
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addStretch(1)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self._describe()

    def _describe(self) -> None:
        names = game_names()
        if file_format(self.path) == "seat_view":
            # (its meta is read with the whole view, on the worker: the words stay short)
            self.card.set_text(self.path.name, [self.tr("A shared game: what one player "
                                                        "saw")])
            self.card.set_picture(felt_placeholder(self.path.stem))
            self.pictures.picture("import", self.path)
            return
        info = file_info(self.path)
        title, lines = card_words(info, self.path.name, names)
        self.card.set_text(title, lines)
        broken = bool(info.error)
        self.card.set_picture(felt_placeholder(
            problem_label(info) if broken else names.get(info.game, str(info.game)),
            "!" if broken else "", muted=broken))
        self.watch_button.setEnabled(not broken)
        if broken:
            self.problem.setText(arg(self.tr("This file cannot be opened: %1"),
                                     problems.listed(info)))
        else:
            self.pictures.picture("import", self.path)

    def done(self, result: int) -> None:
        self.pictures.close()
        super().done(result)


def confirm_import(path: str, parent: QWidget | None) -> bool:
    """Show the file as a card; True when the player chose to watch it."""
    dialog = ImportDialog(path, parent, cache_beside(saves_folder()))
    return dialog.exec() == QDialog.DialogCode.Accepted


__all__ = ["ImportDialog", "confirm_import"]
