"""CardItem: a QGraphicsObject showing one card, drawn from the face cache (gui.table.faces).

States: legal (gold outline, hover lift, clickable), selected (raised, blue outline), dimmed.
Animatable Qt properties: pos, opacity (built in), `lift`, `xscale` (for flips).

Size: a card that shows (or may show) a face is drawn at the player's card size (Settings ▸
Cards), grown from the bottom centre of its natural place (gui/table/card_size.py); a card
its layout scales (`setScale`: a miniature) and a back without a card keep their size.
`face_rect()` is where the face is drawn, in the item's coordinates.
"""
from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QMetaMethod,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .card_size import card_scale
from .faces import (
    BLUE,
    CARD_H,
    CARD_W,
    GOLD,
    RADIUS,
    CustomFace,
    blit,
    paint_back,
    paint_face,
    pixel_font,
)
from .long_press import LongPress

LIFT = 16.0
MARGIN = 6.0

__all__ = ["CARD_H", "CARD_W", "CardItem", "CustomFace", "LIFT", "pixel_font", "raised_top"]


def raised_top(natural_top: float) -> float:
    """The highest a card placed at `natural_top` reaches, grown to the player's size and
    raised as far as a hover or a selection lifts it, with its outline: what an effect or a
    text above a hand must stay clear of."""
    s = card_scale()
    return natural_top + CARD_H * (1 - s) - (LIFT + MARGIN) * s


class CardItem(QGraphicsObject):
    """One card; `clicked(card)` fires on a click while it is clickable (legal),
    `refused(card)` on a click while it is dimmed (the table asks why: gui/table/why_not.py)."""

    clicked = Signal(object)
    refused = Signal(object)

    def __init__(self, card: str | CustomFace | None = None, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._card = card
        self._face_up = face_up and card is not None
        self._legal = False
        self._selected = False
        self._dimmed = False
        self._tip = ""                  # what the card does (the table's words)
        self._lift = 0.0
        self._xscale = 1.0
        self._lift_anim: QPropertyAnimation | None = None   # made on first hover: tables make many cards
        # The player's card size, for a card that may show a face (a back without a card
        # shows nothing to read); read once: a change of size redraws the table.
        self._size = card_scale() if card is not None else 1.0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # ---- data ------------------------------------------------------------------------
    @property
    def card(self) -> str | CustomFace | None:
        return self._card

    def set_card(self, card: str | CustomFace | None) -> None:
        self._card = card
        self.update()

    def is_face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        self._face_up = bool(up) and self._card is not None
        self.update()

    def set_legal(self, legal: bool) -> None:
        """Highlight as playable: gold outline, hover lift, pointing-hand cursor, clickable.
        (Nothing is repainted when nothing changes: a table shows its legal moves after
        every turn, and a repaint of every card would cost a frame.)"""
        if legal == self._legal:
            return
        self._legal = legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        if not legal and not self._selected:
            self._animate_lift(0.0)
        self.update()

    def set_playable(self, playable: bool, my_turn: bool) -> None:
        """The one rule of every table: on the human's turn the cards they may play are
        outlined (and lift on hover), the others dimmed; at other times neither."""
        self.set_legal(playable)
        self.set_dimmed(my_turn and not playable)

    def is_legal(self) -> bool:
        return self._legal

    def set_selected_card(self, selected: bool) -> None:
        if selected == self._selected:
            return
        self._selected = selected
        self._animate_lift(LIFT if selected else 0.0)
        self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self._show_tip()
            self.update()

    def setToolTip(self, text: str) -> None:
        """What the card does; a dimmed card's tooltip also says that it cannot be played
        now and how to learn why (a newcomer hovering a grey 6♣ at 94 read only "adds 6 to
        the total")."""
        self._tip = text
        self._show_tip()

    def _show_tip(self) -> None:
        lines = [self._tip] if self._tip else []
        if self._dimmed and self.isSignalConnected(QMetaMethod.fromSignal(self.refused)):
            lines.append(QCoreApplication.translate(
                "CardItem", "Dimmed: it cannot be played now. Click it to see why."))
        super().setToolTip("\n".join(lines))

    # ---- size ----------------------------------------------------------------------------
    def setScale(self, scale: float) -> None:
        """A layout that scales a card draws a miniature (an opponent's fan, a deck, a
        territory column, the replay's strip): it keeps the size it is given, and the
        player's card size no longer applies to it."""
        self.set_size(1.0)
        super().setScale(scale)

    def set_size(self, factor: float) -> None:
        """Draw the card `factor` times its natural size, grown from the bottom centre of
        its natural place (1.0: as the layout placed it)."""
        factor = max(0.1, float(factor))
        if factor != self._size:
            self.prepareGeometryChange()
            self._size = factor
            self.update()

    def size_factor(self) -> float:
        return self._size

    def face_rect(self) -> QRectF:
        """Where the face is drawn (at rest), in item coordinates."""
        s = self._size
        return QRectF(CARD_W * (1 - s) / 2, CARD_H * (1 - s), CARD_W * s, CARD_H * s)

    # ---- animatable properties ---------------------------------------------------
    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _get_xscale(self) -> float:
        return self._xscale

    def _set_xscale(self, value: float) -> None:
        self._xscale = max(0.0, float(value))
        self.update()

    xscale = Property(float, _get_xscale, _set_xscale)

    # ---- QGraphicsItem -------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        face, s = self.face_rect(), self._size
        return QRectF(face.left() - MARGIN * s, face.top() - (LIFT + MARGIN) * s,
                      (CARD_W + 2 * MARGIN) * s, (CARD_H + LIFT + 2 * MARGIN) * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        face, s = self.face_rect(), self._size
        path.addRoundedRect(face.translated(0, -self._lift * s), RADIUS * s, RADIUS * s)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.save()
        if self._size != 1.0:                # the face grows from its bottom centre
            face = self.face_rect()
            painter.translate(face.topLeft())
            painter.scale(self._size, self._size)
        painter.translate(CARD_W / 2, CARD_H / 2 - self._lift)
        painter.scale(self._xscale, 1.0)
        painter.translate(-CARD_W / 2, -CARD_H / 2)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        resting = self._lift < 1
        if not resting:
            self._paint_shadow(painter, rect)
        blit(painter, self.face_key(), self.paint_face_on, shadow=resting)
        self._paint_state(painter, rect)
        self.paint_overlay(painter, rect)
        painter.restore()

    # ---- hooks for cards of other kinds (九尊) ------------------------------------------
    def face_key(self) -> object:
        """What the face looks like, as a hashable key for the pixmap cache (None: the back)."""
        return self._card if self._face_up else None

    def paint_face_on(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the face (or back) into `rect`; called once per key and size, then cached."""
        if self._face_up:
            paint_face(painter, rect, self._card)
        else:
            paint_back(painter, rect)

    def paint_overlay(self, painter: QPainter, rect: QRectF) -> None:
        """Paint marks over the card that change often (not cached)."""

    def _paint_shadow(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        offset = 2.0 + self._lift * 0.25
        painter.drawRoundedRect(rect.translated(offset * 0.6, offset), RADIUS, RADIUS)

    def _paint_state(self, painter: QPainter, rect: QRectF) -> None:
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        colour = BLUE if self._selected else GOLD if self._legal else None
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 4.0))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), RADIUS + 1, RADIUS + 1)

    # ---- interaction -----------------------------------------------------------------
    def _animate_lift(self, target: float) -> None:
        if self._lift_anim is None:
            if abs(target - self._lift) < 0.01:
                return
            self._lift_anim = QPropertyAnimation(self, b"lift", self)
            self._lift_anim.setDuration(110)
            self._lift_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()

    def hoverEnterEvent(self, event) -> None:
        if self._legal and not self._selected:
            self._animate_lift(LIFT * 0.6)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if not self._selected:
            self._animate_lift(0.0)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self._legal or self._dimmed:
            if self.toolTip():       # held long, it says what the card does (no hover on touch)
                LongPress.arm(self, event.screenPos())
            event.accept()
        else:
            event.ignore()

    def key_press(self) -> bool:
        """What a click does, from the keyboard (gui/table/keyboard.py); False: nothing."""
        if self._legal:
            self.clicked.emit(self._card)
        elif self._dimmed:
            self.refused.emit(self._card)
        return self._legal or self._dimmed

    def mouseReleaseEvent(self, event) -> None:
        if LongPress.release(self):
            pass                     # the press asked what the card does: it plays nothing
        elif self._legal and self.shape().contains(event.pos()):
            self.clicked.emit(self._card)
        elif self._dimmed and self.shape().contains(event.pos()):
            self.refused.emit(self._card)
        super().mouseReleaseEvent(event)
