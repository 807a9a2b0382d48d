"""Settings: language (applied live), animation speed, bot thinking pause, what the bots do
when the player is out, player name,
sound volume and mute (or why there is no sound), strong hints (the hard bot answers Hint);
and on the Cards page the deck's colours, the cards' size and the felt (card_settings.py)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..lang.i18n import LANGUAGE_NAMES, LANGUAGES, LanguageManager
from ..table import sound
from ..table.card_look import CardLook
from ..userdata import prefs
from .card_settings import CardsPage


class SettingsDialog(QDialog):
    """Edits the preferences; OK stores them and switches the language and the card look
    at once."""

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
        self.when_out = QComboBox()           # filled in retranslateUi
        self.name = QLineEdit(prefs.player_name())
        self.name.setMaxLength(24)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(prefs.sound_volume())
        self.mute = QCheckBox()
        self.mute.setChecked(prefs.sound_muted())
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.volume, 1)
        sound_row.addWidget(self.mute)
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        self.strong_hints = QCheckBox()
        self.strong_hints.setChecked(prefs.strong_hints())
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(7)]
        fields = (self.language, self.speed, self.think, self.when_out, self.name,
                  self.strong_hints, sound_row)
        for label, field in zip(self.labels, fields, strict=True):
            label.setBuddy(self.volume if field is sound_row else field)
            self.form.addRow(label, field)
        has_module = sound.backend_problem() is None
        if has_module:
            self.form.addRow("", self.sound_note)
        else:
            sound_row.addWidget(self.sound_note, 1)     # where the slider would be
        self.volume.setEnabled(has_module)
        self.mute.setEnabled(has_module)
        # without a sound module there is nothing to set: no slider (a disabled one looks
        # the same as a working one in some styles, issue 34.12), the note says why
        self.volume.setVisible(has_module)
        self.mute.setVisible(has_module)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        general = QWidget()
        general.setLayout(self.form)
        self.cards = CardsPage()
        self.pages = QTabWidget()
        self.pages.addTab(general, "")
        self.pages.addTab(self.cards, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.pages.setTabText(0, self.tr("General"))
        self.pages.setTabText(1, self.tr("Cards"))
        texts = (self.tr("&Language:"), self.tr("&Animation speed:"),
                 self.tr("Bot &thinking pause:"), self.tr("When I am &out:"), self.tr("Your &name:"),
                 self.tr("&Hints:"), self.tr("Sound &volume:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        current = self.speed.currentData() or prefs.animation_speed()
        self.speed.clear()
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                 "slow": self.tr("Slow")}
        for key in prefs.ANIMATION_SPEEDS:
            self.speed.addItem(names[key], key)
        self.speed.setCurrentIndex(prefs.ANIMATION_SPEEDS.index(current))
        self.think.setSuffix(self.tr(" ms"))
        mode = self.when_out.currentData() or prefs.when_out()
        self.when_out.clear()
        modes = {"watch": self.tr("Watch the others play"),
                 "fast": self.tr("Let the others play on without pauses"),
                 "skip": self.tr("Skip ahead to my next move")}
        for key in prefs.WHEN_OUT:
            self.when_out.addItem(modes[key], key)
        self.when_out.setCurrentIndex(prefs.WHEN_OUT.index(mode))
        self.when_out.setToolTip(self.tr("Once you are out of a hand or only watching, the "
                                         "computer players go on this way (F skips ahead at "
                                         "any time)."))
        self.name.setPlaceholderText(self.tr("Player"))
        self.mute.setText(self.tr("&Mute"))
        self.sound_note.setText(self._sound_note())
        self.sound_note.setVisible(bool(self.sound_note.text()))
        # a control that cannot work says why where the player points at it, too
        for control in (self.volume, self.mute):
            control.setToolTip("" if control.isEnabled() else self.sound_note.text())
        self.strong_hints.setText(self.tr("Strong hints (the hard computer player answers; slower)"))

    def _sound_note(self) -> str:
        """Why the game is silent, if it must be (the settings still apply once it is not)."""
        if sound.backend_problem() is not None:
            return self.tr("No sound module: the game is silent. Sound needs the full PySide6 "
                           "(QtMultimedia): python -m pip install \".[sound]\" in the game's "
                           "folder")
        if sound.switched_off_by_environment():
            return self.tr("Sound is switched off by the environment (JIUPAI_SOUND=off).")
        return ""

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def accept(self) -> None:
        prefs.put("ui/animation_speed", self.speed.currentData())
        prefs.put("ui/think_ms", self.think.value())
        prefs.put("play/when_out", self.when_out.currentData())
        prefs.put("player/name", self.name.text().strip())
        prefs.put("sound/volume", self.volume.value())
        prefs.put("sound/muted", self.mute.isChecked())
        prefs.put("play/strong_hints", self.strong_hints.isChecked())
        lang = self.language.currentData()
        if lang != LanguageManager.instance().language:
            LanguageManager.instance().set_language(lang)
        CardLook.instance().set_look(self.cards.look())     # tables redraw in it (view.py)
        super().accept()
