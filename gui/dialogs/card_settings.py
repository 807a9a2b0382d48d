"""Settings ▸ Cards: the deck's colours, the cards' size and the felt (gui/table/card_look.py),
with a preview of four cards in the chosen look. The dialog applies the choice on OK; every
open table, the card counter, the replay's strip and a lesson then redraw in it at once."""
from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..lang.arg import arg
from ..table.card_look import FELTS, CardSize, DeckColours, Felt, Look, current
from ..table.faces import CARD_H, CARD_W, paint_face

# The preview's cards: one of each suit, so the four colours show.
PREVIEW_CARDS = ("AS", "KH", "QD", "JC")
PREVIEW_W = 46.0          # a preview card's width at 100 %, in pixels


class CardPreview(QWidget):
    """Four cards on a piece of felt, painted in a look that is not applied yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look = current()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.sizeHint().height())

    def sizeHint(self) -> QSize:
        largest = max(size.scale for size in CardSize)
        return QSize(int(PREVIEW_W * largest * 3.4), int(PREVIEW_W * CARD_H / CARD_W * largest) + 16)

    def show_look(self, look: Look) -> None:
        self.look = look
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        felt = FELTS[self.look.felt]
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, QColor(felt.centre))
        gradient.setColorAt(1.0, QColor(felt.edge))
        painter.fillRect(rect, gradient)
        width = PREVIEW_W * self.look.scale
        step = width * 0.78          # fanned as a hand is, each card's corner in view
        left = rect.center().x() - (step * (len(PREVIEW_CARDS) - 1) + width) / 2
        factor = width / CARD_W
        for i, card in enumerate(PREVIEW_CARDS):
            painter.save()
            painter.translate(left + i * step, rect.bottom() - 8 - CARD_H * factor)
            painter.scale(factor, factor)
            paint_face(painter, QRectF(0, 0, CARD_W, CARD_H), card, self.look.colours)
            painter.restore()
        painter.end()


class CardsPage(QWidget):
    """The Cards page: three choices and the preview; `look()` is what is chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        look = current()
        self.colours, self.card_size, self.felt = QComboBox(), QComboBox(), QComboBox()
        self.labels = [QLabel() for _ in range(3)]
        self.note = QLabel()
        self.note.setWordWrap(True)
        # A wrapped label asks its layout for one line's height; the note takes up to three
        # (in every language), and the page must not lay the preview over it.
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing() * 3 + 4)
        self.preview = CardPreview()
        form = QFormLayout()
        for label, field in zip(self.labels, (self.colours, self.card_size, self.felt), strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self._chosen = look
        self.retranslateUi()
        for combo in (self.colours, self.card_size, self.felt):
            combo.currentIndexChanged.connect(self._changed)

    def retranslateUi(self) -> None:
        for label, text in zip(self.labels, (self.tr("Suit &colours:"), self.tr("Card &size:"),
                                             self.tr("&Felt:")), strict=True):
            label.setText(text)
        chosen = self._chosen
        self._fill(self.colours, ((DeckColours.TWO, self.tr("Two colours (♥ ♦ red, ♠ ♣ black)")),
                                  (DeckColours.FOUR, self.tr("Four colours (♠ black, ♥ red, "
                                                             "♦ blue, ♣ green)"))),
                   chosen.colours)
        self._fill(self.card_size, [(size, arg(self.tr("%1 %"), str(size.value))) for size in CardSize],
                   chosen.size)
        self._fill(self.felt, ((Felt.CLASSIC, self.tr("Classic green")),
                               (Felt.HIGH_CONTRAST, self.tr("High contrast"))), chosen.felt)
        self.note.setText(self.tr("Every suit keeps its symbol and every card its rank: the "
                                  "colours only add to them. Larger cards overlap more in a "
                                  "hand."))

    @staticmethod
    def _fill(combo: QComboBox, items, chosen: Enum) -> None:
        """The choices of one combo box, each keeping its enum's value as its data."""
        combo.blockSignals(True)
        combo.clear()
        for value, text in items:
            combo.addItem(text, value.value)
        combo.setCurrentIndex(max(0, combo.findData(chosen.value)))
        combo.blockSignals(False)

    def look(self) -> Look:
        return self._chosen

    def _changed(self) -> None:
        self._chosen = Look(DeckColours(self.colours.currentData()),
                            CardSize(self.card_size.currentData()), Felt(self.felt.currentData()))
        self.preview.show_look(self._chosen)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
