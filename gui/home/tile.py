"""One game's tile on the home screen (issue 33, item 2): the picture of its table, its name,
its players, one line of what it is, and three doors — Play (at once, with the settings New
game remembered), Learn (its lessons) and Rules (its F1 page).

The words are in the "HomeScreen" translation context, beside the home's other words. Colours
come from the application's style sheet through the `jiupaiRole` property; only the picture
(a pixmap) is painted here.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..lang import strings
from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name, game_title
from ..lang.orphans import no_orphan
from ..system.qtnames import set_by_name

# A table picture's height over its width (the felt as the table lays it out).
ASPECT = 0.66


def role(widget: QWidget, name: str) -> QWidget:
    """Mark `widget` for the application style sheet (issue 33, item 1)."""
    widget.setProperty("jiupaiRole", name)
    return widget


class Picture(QWidget):
    """A table's picture, scaled to the widget's width (height follows), with rounded corners;
    until it comes, a plain felt."""

    def __init__(self, min_width: int = 150, max_width: int = 16777215,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumWidth(max_width)
        self.tallest = round(max_width * ASPECT) if max_width < 100000 else 100000
        self.pixmap: QPixmap | None = None
        self.min_width = min_width
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(min_width)

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        self.pixmap = pixmap
        self.update()

    def set_tallest(self, height: int) -> None:
        """At most `height` pixels tall (a small window): the felt is cropped to fit."""
        if height != self.tallest:
            self.tallest = height
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        return min(round(width * ASPECT), self.tallest)

    def sizeHint(self) -> QSize:
        return QSize(self.min_width * 2, self.heightForWidth(self.min_width * 2))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.min_width, self.heightForWidth(self.min_width))

    def paintEvent(self, _event) -> None:
        pixmap = self.pixmap
        if pixmap is None or pixmap.isNull():
            return      # the tile's own background until the picture comes (first frame: fast)
        # (imported here: PySide makes a class's enums at its first import, and the first
        # frame paints no picture; gui/system/qtnames.py)
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QColor, QPainter, QPainterPath
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        painter.setClipPath(path)
        # The felt fills the frame (its edges cropped), so every tile's picture is alike.
        scaled = pixmap.size().scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatioByExpanding)
        target = QRectF((self.width() - scaled.width()) / 2,
                        (self.height() - scaled.height()) / 2, scaled.width(), scaled.height())
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        painter.setClipping(False)
        painter.setPen(QColor(0, 0, 0, 70))
        painter.drawPath(path)


class GameTile(QFrame):
    """A game's tile; its doors emit the game's id."""

    play = Signal(str)
    learn = Signal(str)
    rules = Signal(str)
    chosen = Signal(str)              # a door took the focus or was clicked: the selected game

    def __init__(self, info, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        role(self, "tile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        set_by_name(self, "focusPolicy", "NoFocus")
        self.picture = Picture(150)
        self.title = role(QLabel(), "tileTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.players = role(QLabel(), "tileLine")
        self.description = role(QLabel(), "tileLine")
        self.description.setWordWrap(True)
        set_by_name(self.description, "alignment", "AlignTop|AlignLeft")
        self.play_button = role(QPushButton(), "primary")
        self.learn_button = QPushButton()
        self.rules_button = QPushButton()
        for button, signal in ((self.play_button, self.play), (self.learn_button, self.learn),
                               (self.rules_button, self.rules)):
            button.clicked.connect(lambda _c=False, s=signal: s.emit(self.info.id))
            button.clicked.connect(lambda _c=False: self.chosen.emit(self.info.id))
            button.setMinimumHeight(30)
        doors = QGridLayout()
        doors.setSpacing(6)
        doors.addWidget(self.play_button, 0, 0, 1, 2)
        doors.addWidget(self.learn_button, 1, 0)
        doors.addWidget(self.rules_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.description, 1)
        layout.addLayout(doors)
        self.retranslate()

    def doors(self) -> list[QPushButton]:
        return [self.play_button, self.learn_button, self.rules_button]

    def set_selected(self, on: bool) -> None:
        """The selected game's tile (the style sheet may mark it)."""
        if self.property("selected") == on:
            return
        self.setProperty("selected", on)
        if self.isVisible():
            self.style().unpolish(self)      # (only once shown: style() is slow to wake)
            self.style().polish(self)

    def mouseReleaseEvent(self, event) -> None:
        self.chosen.emit(self.info.id)
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.play.emit(self.info.id)

    def retranslate(self, players: str = "") -> None:
        """The words in the current language; `players` ("2–8 players") from the home."""
        lang = LanguageManager.instance().language
        name = game_name(self.info, lang)
        self.title.setText(game_title(self.info, lang))
        self.players.setText(players)
        self.description.setText(no_orphan(strings.description(self.info)))
        self.play_button.setText(QCoreApplication.translate("HomeScreen", "Play"))
        self.learn_button.setText(QCoreApplication.translate("HomeScreen", "Learn"))
        self.rules_button.setText(QCoreApplication.translate("HomeScreen", "Rules"))
        self.play_button.setAccessibleName(arg(QCoreApplication.translate(
            "HomeScreen", "Play %1"), name))
        self.learn_button.setAccessibleName(arg(QCoreApplication.translate(
            "HomeScreen", "Learn %1"), name))
        self.rules_button.setAccessibleName(arg(QCoreApplication.translate(
            "HomeScreen", "Rules of %1"), name))
        self.play_button.setToolTip(QCoreApplication.translate(
            "HomeScreen", "Deal at once, with the settings of your last game of it"))
        self.picture.setAccessibleName(arg(QCoreApplication.translate(
            "HomeScreen", "A table of %1"), name))
        self.setAccessibleName(name)
