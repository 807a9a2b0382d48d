"""The home screen's cards beside the games (issue 33, item 2): Continue (a picture of the
table where the autosave left off and a line such as "your turn · Hand 3 of 5 · 2 : 1"), the
last results (gui/userdata/stats*), and the door to a network game."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import engine

from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..lang.orphans import no_orphan
from ..system.qtnames import set_by_name
from .tile import Picture, role

# The last results the home lists.
RESULTS = 3


def _title(text: str = "") -> QLabel:
    label = role(QLabel(text), "tileTitle")
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def _line() -> QLabel:
    label = role(QLabel(), "tileLine")
    label.setWordWrap(True)
    set_by_name(label, "alignment", "AlignTop|AlignLeft")
    return label


class ContinueCard(QFrame):
    """The game in progress: its table as it was left, a line, and Continue. With none, an
    empty slot that says where a game in progress will be."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = Picture(120, 240)
        self.title = _title()
        self.line = _line()
        self.button = role(QPushButton(), "primary")
        self.button.setMinimumHeight(30)
        text = QVBoxLayout()
        text.setSpacing(4)
        text.addWidget(self.title)
        text.addWidget(self.line, 1)
        text.addWidget(self.button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        side = QVBoxLayout()            # the picture at the top (gui/system/qtnames.py)
        side.addWidget(self.picture)
        side.addStretch(1)
        layout.addLayout(side)
        layout.addLayout(text, 1)
        self.facts: str | None = None
        self.whose = ""
        self.set_facts(None)

    def set_facts(self, facts: str | None) -> None:
        """The line about the autosave ("Ninety-Nine · Hand 3 of 5 · 2 : 1"), or None when
        there is nothing to continue."""
        if facts != self.facts:
            self.whose = ""
        self.facts = facts
        on = facts is not None
        changed = self.property("jiupaiRole") != ("tile" if on else "emptySlot")
        role(self, "tile" if on else "emptySlot")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        if changed and self.isVisible():
            self.style().unpolish(self)      # (only once shown: style() is slow to wake)
            self.style().polish(self)
        self.picture.setVisible(on)
        self.button.setVisible(on)
        self.button.setEnabled(on)
        if not on:
            self.picture.set_pixmap(None)
        self.retranslate()

    def set_picture(self, pixmap: QPixmap, whose: str) -> None:
        self.picture.set_pixmap(pixmap)
        self.whose = whose
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(QCoreApplication.translate("HomeScreen", "&Continue"))
        if self.facts is None:
            self.title.setText(QCoreApplication.translate("HomeScreen", "No game in progress"))
            self.line.setText(no_orphan(QCoreApplication.translate(
                "HomeScreen", "Choose a game below: the one you leave waits here.")))
        else:
            self.title.setText(QCoreApplication.translate("HomeScreen", "Where you left off"))
            both = QCoreApplication.translate("HomeScreen", "%1 · %2")
            self.line.setText(arg(both, self.whose, self.facts) if self.whose else self.facts)
        self.button.setAccessibleName(QCoreApplication.translate(
            "HomeScreen", "Continue the game in progress"))
        self.picture.setAccessibleName(QCoreApplication.translate(
            "HomeScreen", "The table where you left off"))


class ResultsCard(QFrame):
    """The last games played here, newest first, and the door to the statistics."""

    statistics = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        role(self, "tile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = _title()
        self.lines = _line()
        self.button = QPushButton()
        self.button.setMinimumHeight(30)
        self.button.clicked.connect(self.statistics)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.button)
        self.results: list[tuple[str, object]] = []
        self.retranslate()

    def load(self) -> None:
        """Read the statistics file (after the first frame: it is a file read)."""
        from ..userdata import stats_file
        book = stats_file.load_book()
        found = [(game, result) for game in book.games
                 for result in book.summary(game).recent]
        found.sort(key=lambda pair: pair[1].at, reverse=True)
        self.results = found[:RESULTS]
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("HomeScreen", "Last results"))
        self.button.setText(QCoreApplication.translate("HomeScreen", "S&tatistics…"))
        self.button.setAccessibleName(QCoreApplication.translate("HomeScreen", "Statistics"))
        if not self.results:
            self.lines.setText(no_orphan(QCoreApplication.translate(
                "HomeScreen", "Your finished games show here.")))
            return
        infos = {info.id: info for info in engine.list_games()}
        lang = LanguageManager.instance().language
        rows = []
        for game, result in self.results:
            name = game_name(infos[game], lang) if game in infos else game
            outcome = {"win": QCoreApplication.translate("HomeScreen", "won"),
                       "draw": QCoreApplication.translate("HomeScreen", "drawn"),
                       "loss": QCoreApplication.translate("HomeScreen", "lost")}.get(
                result.outcome, result.outcome)
            when = _day(result.at)
            row = arg(QCoreApplication.translate("HomeScreen", "%1: %2"), name, outcome)
            both = QCoreApplication.translate("HomeScreen", "%1 · %2")
            rows.append(arg(both, row, when) if when else row)
        self.lines.setText("\n".join(rows))


def _day(at: str) -> str:
    """A result's day in the current language's short form ("" when unknown)."""
    from datetime import datetime
    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return ""
    from PySide6.QtCore import QDate, QLocale
    locale = LanguageManager.locale(LanguageManager.instance().language)
    return locale.toString(QDate(moment.year, moment.month, moment.day),
                           QLocale.FormatType.ShortFormat)


class JoinCard(QFrame):
    """Playing with friends: join a table opened on this network (gui/net/join_dialog.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        role(self, "tile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = _title()
        self.line = _line()
        self.button = QPushButton()
        self.button.setObjectName("joinButton")
        self.button.setMinimumHeight(30)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.button)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("HomeScreen", "With friends"))
        self.line.setText(no_orphan(QCoreApplication.translate(
            "HomeScreen", "A friend opened a table on this network? Sit at it.")))
        self.button.setText(QCoreApplication.translate("HomeScreen",
                                                       "&Join a game on the network…"))
        self.button.setAccessibleName(QCoreApplication.translate(
            "HomeScreen", "Join a game on the network"))
