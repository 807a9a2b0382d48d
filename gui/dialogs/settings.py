"""Settings: language (applied live), animation speed, bot thinking pause, player name."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from .. import prefs
from ..i18n import LANGUAGE_NAMES, LANGUAGES, LanguageManager


class SettingsDialog(QDialog):
    """Edits the preferences; OK stores them and switches the language at once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = QComboBox()
        for lang in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[lang], lang)
        self.language.setCurrentIndex(LANGUAGES.index(LanguageManager.instance().language))
        self.speed = QComboBox()
        self.think = QSpinBox()
        self.think.setRange(0, 5000)
        self.think.setSingleStep(100)
        self.think.setValue(prefs.think_ms())
        self.name = QLineEdit(prefs.player_name())
        self.name.setMaxLength(24)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(4)]
        for label, field in zip(self.labels, (self.language, self.speed, self.think, self.name)):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        texts = (self.tr("&Language:"), self.tr("&Animation speed:"),
                 self.tr("Bot &thinking pause:"), self.tr("Your &name:"))
        for label, text in zip(self.labels, texts):
            label.setText(text)
        current = self.speed.currentData() or prefs.animation_speed()
        self.speed.clear()
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                 "slow": self.tr("Slow")}
        for key in prefs.ANIMATION_SPEEDS:
            self.speed.addItem(names[key], key)
        self.speed.setCurrentIndex(prefs.ANIMATION_SPEEDS.index(current))
        self.think.setSuffix(self.tr(" ms"))
        self.name.setPlaceholderText(self.tr("Player"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def accept(self) -> None:
        prefs.put("ui/animation_speed", self.speed.currentData())
        prefs.put("ui/think_ms", self.think.value())
        prefs.put("player/name", self.name.text().strip())
        lang = self.language.currentData()
        if lang != LanguageManager.instance().language:
            LanguageManager.instance().set_language(lang)
        super().accept()
