"""AboutDialog: what Jiupai is, its version, its licence and whose work it uses.

The version is engine/version.py's. The credits name what a player sees and hears that the
project did not make itself: the Noto Sans CJK fonts (Google and Adobe, SIL Open Font
License 1.1; the system's own copy, gui/lang/i18n.py picks it) and Qt through PySide6 (LGPL
3). The sounds are the project's own (tools/make_sounds.py synthesises them; MIT, as
resources/sounds/README.md says).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.version import __version__

from ..lang.arg import arg
from ..style import set_role

LICENCE = "MIT"


class AboutDialog(QDialog):
    """The About box: a felt header with the name and version, then the words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QFrame()
        set_role(self.header, "felt")
        self.logo = QLabel()
        # The application's icon: the main window gives it after its first frame; an About
        # shown without one (a test, a tool) gives it here.
        from ..app import install_icon
        install_icon()
        self.logo.setPixmap(self.windowIcon().pixmap(64, 64))
        self.name = QLabel("九牌 Jiupai")
        font = QFont(self.name.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.name.setFont(font)
        self.version = QLabel()
        self.version.setObjectName("aboutVersion")
        self.version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        names = QVBoxLayout()
        names.addWidget(self.name)
        names.addWidget(self.version)
        top = QHBoxLayout(self.header)
        top.setContentsMargins(18, 14, 18, 14)
        top.addWidget(self.logo)
        top.addSpacing(10)
        top.addLayout(names, 1)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        close: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        set_role(close, "primary")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 12)
        layout.addWidget(self.header)
        body = QVBoxLayout()
        body.setContentsMargins(18, 8, 18, 0)
        body.addWidget(self.text)
        body.addWidget(self.buttons)
        layout.addLayout(body)
        self.setMinimumWidth(460)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Jiupai"))
        self.version.setText(arg(self.tr("Version %1"), __version__))
        self.version.setAccessibleName(self.version.text())
        self.text.setText("".join((
            "<p>", self.tr("Four Chinese card games — 九九, 九局對決, 九尊 and 天地人 — against "
                           "computer opponents, with friends at one screen or on the network."),
            "</p><p><b>", self.tr("Licence"), "</b><br>",
            arg(self.tr("Jiupai is free software under the %1 licence: use, share and change "
                        "it freely."), LICENCE),
            "</p><p><b>", self.tr("Credits"), "</b><br>",
            self.tr("Chinese text: the Noto Sans CJK fonts by Google and Adobe (SIL Open Font "
                    "License 1.1), as installed on this computer."), "<br>",
            self.tr("Sounds: made for Jiupai from sine waves and noise by its own program "
                    "(tools/make_sounds.py); no recordings; MIT like the rest."), "<br>",
            self.tr("Built with Qt and PySide6 (LGPL 3)."), "</p>")))
        self.text.setAccessibleName(self.tr("About Jiupai"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
