"""Cards to choose a saved game by (issue 33.4): a picture of its table and a few lines.

`GameCard` is one card (a frame the style sheet draws as a tile, `jiupaiRole`), `CardGrid`
lays cards out in as many columns as fit, in a scroll area, and is driven like a list: the
arrow keys, Home and End move between cards, Enter (or a double click) chooses one, a click
selects it. The selected card has the keyboard focus, so a screen reader reads its name
(the card's lines) as the player moves; the grid is one stop of Tab (the selected card).
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .card_table import PICTURE_SIZE

CARD_WIDTH = 220                               # the narrowest card (800×600: three a row)
WIDEST_CARD = PICTURE_SIZE.width() + 20        # a card grows up to its picture's full size


_PLACEHOLDERS: dict[tuple[str, str, bool], QPixmap] = {}
# Pictures scaled to a card's size, by (picture, width, height): the placeholders are shared
# by many cards, so a list scales each once, not once per card and resize.
_SCALED: dict[tuple[int, int, int], QPixmap] = {}
SCALED_KEPT = 96


def scaled(pixmap: QPixmap, size: QSize) -> QPixmap:
    """`pixmap` smoothly scaled into `size` (kept: the same picture at the same size is
    scaled once)."""
    key = (pixmap.cacheKey(), size.width(), size.height())
    found = _SCALED.get(key)
    if found is None:
        found = pixmap.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        if len(_SCALED) >= SCALED_KEPT:
            _SCALED.pop(next(iter(_SCALED)))
        _SCALED[key] = found
    return found


def felt_placeholder(text: str = "", mark: str = "", muted: bool = False) -> QPixmap:
    """The picture a card shows until its table is drawn (or when it cannot be): plain
    felt, as the tables paint it, with a large mark ("＋": room to save) and a word on it;
    `muted` (a file that cannot be opened) is a faded felt. Painted once per look."""
    key = (text, mark, muted)
    if key not in _PLACEHOLDERS:
        _PLACEHOLDERS[key] = _paint_placeholder(text, mark, muted)
    return _PLACEHOLDERS[key]


def _paint_placeholder(text: str, mark: str, muted: bool) -> QPixmap:
    pixmap = QPixmap(PICTURE_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(0, 0, 0, PICTURE_SIZE.height())
    top, bottom = ("#5b6660", "#3e4843") if muted else ("#1f6b45", "#124a2f")
    gradient.setColorAt(0, QColor(top))
    gradient.setColorAt(1, QColor(bottom))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor("#0c3320"), 1))
    box = QRectF(pixmap.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
    painter.drawRoundedRect(box, 12, 12)
    area = QRectF(pixmap.rect()).adjusted(8, 8, -8, -8)
    if mark:
        if not muted:           # room for a game: the outline of a place to put it
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(16, 16, -16, -16), 8, 8)
        font = painter.font()
        font.setPixelSize(round(PICTURE_SIZE.height() * 0.36))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 200))
        painter.drawText(area.adjusted(0, 0, 0, -28 if text else 0),
                         Qt.AlignmentFlag.AlignCenter, mark)
        area = area.adjusted(0, area.height() - 52, 0, -10)
    if text:
        painter.setPen(QColor(255, 255, 255, 190))
        font = painter.font()
        font.setPixelSize(round(PICTURE_SIZE.height() * 0.12))
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
    painter.end()
    return pixmap


class GameCard(QFrame):
    """One saved game, slot or file: its picture, a title and lines of secondary text."""

    clicked = Signal(str)
    activated = Signal(str)

    def __init__(self, key: str, role: str = "tile", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.selected = False
        self.setProperty("jiupaiRole", role)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._pixmap = QPixmap()
        self.title = QLabel()
        self.title.setProperty("jiupaiRole", "tileTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.lines: list[QLabel] = []
        self.width_now = 0
        self._stale = False          # the picture waits for the card to be shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(3)
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        self._layout = layout
        self.set_width(CARD_WIDTH)

    def set_width(self, width: int) -> None:
        """The card's width (the grid's columns share the row); the picture scales with it."""
        if width == self.width_now:
            return
        self.width_now = width
        self.setFixedWidth(width)
        inner = width - 20
        self.picture.setFixedSize(inner, round(inner * PICTURE_SIZE.height()
                                               / PICTURE_SIZE.width()))
        self._show_picture()
        self._fit()

    def _show_picture(self) -> None:
        """Scale the picture to the card, or once the card is shown (a list lays its cards
        out several times before it opens: only the last size is drawn)."""
        self._stale = not self.isVisible()
        if not self._pixmap.isNull() and not self._stale:
            self.picture.setPixmap(scaled(self._pixmap, self.picture.size()))

    def showEvent(self, event) -> None:
        if self._stale:
            self._show_picture()
            self._fit()
        super().showEvent(event)

    def set_text(self, title: str, lines: list[str]) -> None:
        """The card's words (and its accessible name: the same words, in reading order)."""
        self.title.setText(title)
        for label in self.lines:
            label.deleteLater()
        self.lines = []
        for text in lines:
            label = QLabel(text)
            label.setProperty("jiupaiRole", "tileLine")
            label.setWordWrap(True)
            self._layout.addWidget(label)
            self.lines.append(label)
        self.setAccessibleName(" — ".join([title] + [line for line in lines if line]))
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped lines need at the card's width (a fixed-size widget in a
        grid gets its size hint, which does not wrap); a hidden card fits when shown."""
        if not self.isVisible():
            self._stale = True
            return
        self._layout.activate()
        height = self._layout.totalHeightForWidth(self.width_now) if \
            self._layout.hasHeightForWidth() else self._layout.totalSizeHint().height()
        self.setFixedHeight(max(height, self._layout.totalMinimumSize().height()))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._fit()

    def add_action(self, button: QWidget) -> None:
        """A button at the card's foot (after its lines: call after `set_text`). It takes no
        keyboard focus — the grid stays one Tab stop; the dialog offers the same action for
        the selected card on a key of its own."""
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self._fit()

    def line_texts(self) -> list[str]:
        return [label.text() for label in self.lines]

    def set_picture(self, pixmap: QPixmap) -> None:
        self._pixmap = pixmap
        self._show_picture()

    def shown_picture(self) -> QPixmap:
        """The picture as drawn (before it is scaled to the card)."""
        return self._pixmap

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.setProperty("selected", on)
            self.style().unpolish(self)
            self.style().polish(self)
            self.update()

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self.key)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.activated.emit(self.key)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.selected:        # the selection ring, in the palette's highlight
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(self.palette().highlight().color(), 3)
            painter.setPen(pen)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
            painter.end()


class CardGrid(QScrollArea):
    """Cards in rows of as many as fit; a list's keys. `current_changed(key)` on a new
    selection, `activated(key)` on Enter or a double click."""

    current_changed = Signal(str)
    activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(12)
        self.grid.setContentsMargins(8, 8, 8, 8)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setWidget(self.inner)
        self.cards: list[GameCard] = []
        self.current: str | None = None
        self._columns = 0
        self._width = 0

    def set_cards(self, cards: list[GameCard]) -> None:
        for card in self.cards:
            card.deleteLater()
        self.cards = list(cards)
        for card in self.cards:
            card.clicked.connect(self.select)
            card.activated.connect(self._activate)
            card.installEventFilter(self)
        self._columns = self._width = 0
        self._place()
        keys = [card.key for card in self.cards]
        self.current = None
        if keys:
            self.select(keys[0], focus=False)

    def card(self, key: str) -> GameCard | None:
        return next((card for card in self.cards if card.key == key), None)

    def select(self, key: str, focus: bool = True) -> None:
        card = self.card(key)
        if card is None:
            return
        for other in self.cards:
            other.set_selected(other is card)
            # one Tab stop for the whole grid, on the selected card (the arrows move)
            other.setFocusPolicy(Qt.FocusPolicy.StrongFocus if other is card
                                 else Qt.FocusPolicy.ClickFocus)
        changed = key != self.current
        self.current = key
        if focus:
            card.setFocus(Qt.FocusReason.OtherFocusReason)
        self.ensureWidgetVisible(card, 8, 8)
        if changed:
            self.current_changed.emit(key)

    def _activate(self, key: str) -> None:
        self.select(key)
        self.activated.emit(key)

    def columns(self) -> int:
        width = self.viewport().width() - 16
        return max(1, (width + 12) // (CARD_WIDTH + 12))

    def card_width(self, columns: int) -> int:
        """The cards share the row: as wide as fits, up to their picture's size."""
        room = self.viewport().width() - 16 - 12 * (columns - 1)
        return max(CARD_WIDTH, min(WIDEST_CARD, room // columns))

    def _place(self) -> None:
        columns = self.columns()
        width = self.card_width(columns)
        if width != self._width:
            self._width = width
            for card in self.cards:
                card.set_width(width)
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, index // columns, index % columns,
                                Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def sizeHint(self) -> QSize:
        return QSize(3 * (CARD_WIDTH + 12) + 40, 420)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == event.Type.KeyPress and isinstance(watched, GameCard):
            return self._key(watched, event.key())
        return super().eventFilter(watched, event)

    def _key(self, card: GameCard, key: int) -> bool:
        index = self.cards.index(card) if card in self.cards else 0
        columns = max(1, self._columns)
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -columns,
                 Qt.Key.Key_Down: columns, Qt.Key.Key_Home: -len(self.cards),
                 Qt.Key.Key_End: len(self.cards)}
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate(card.key)
            return True
        if key in moves:
            target = min(len(self.cards) - 1, max(0, index + moves[key]))
            self.select(self.cards[target].key)
            return True
        return False


__all__ = ["CARD_WIDTH", "WIDEST_CARD", "CardGrid", "GameCard", "felt_placeholder"]
