"""The network screens drawn as a card table (issue 33.5): a felt panel, and a round table
whose seats sit around it (the lobby's seats, the join dialog's picture of a table).

`FeltPanel` paints the felt (the tables' own green, gui/table/view.py) behind its child
widgets and carries `jiupaiRole = "felt"` for the style sheet. `RoundTable` is a felt with an
oval table in the middle: it places one widget per seat on an ellipse around the oval — the
first seat given at the bottom (the player's own), the others clockwise — and a centre
widget on the oval (the room code). `table_icon` is a small painted table with a dot per
seat (filled: taken), the join dialog's picture of a table heard on the network.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QIcon,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

FELT = QColor("#1d5e3c")
FELT_DARK = QColor("#103b25")
RAIL = QColor("#5a3a1e")


def paint_felt(painter: QPainter, rect: QRectF, radius: float = 10) -> None:
    """The felt: a radial gradient from the table's green to its shadow."""
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0, FELT.lighter(112))
    gradient.setColorAt(1, FELT_DARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)


def paint_oval(painter: QPainter, rect: QRectF) -> None:
    """The table itself: a wooden rail around a lighter felt oval."""
    painter.setPen(QPen(RAIL.darker(130), 2))
    painter.setBrush(RAIL)
    painter.drawEllipse(rect)
    inner = rect.adjusted(10, 10, -10, -10)
    gradient = QRadialGradient(inner.center(), max(inner.width(), inner.height()) * 0.6)
    gradient.setColorAt(0, FELT.lighter(135))
    gradient.setColorAt(1, FELT)
    painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(inner)


class FeltPanel(QWidget):
    """A panel drawn as table felt; its children sit on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("jiupaiRole", "felt")

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(painter, QRectF(self.rect()))
        painter.end()


def whole_size(dialog: QWidget, scroll: QScrollArea) -> QSize:
    """The size at which `dialog` shows all of what its `scroll` holds, as far as the screen
    allows. A scroll area asks for a few hundred pixels whatever it holds, so the lobby and
    the join dialog opened with their felt scrolled on any screen (seats out of sight, a seat
    plate's title broken over two lines); call it when the dialog is about to show."""
    dialog.layout().activate()
    # all but the felt's room (the viewport as it would be without scroll bars), and room
    # to spare for a bar: the words above the felt may wrap differently at the new width
    around = dialog.size() - scroll.maximumViewportSize()
    bar = scroll.verticalScrollBar().sizeHint().width()
    want = scroll.widget().sizeHint().expandedTo(scroll.widget().minimumSizeHint()) + around \
        + QSize(bar, bar)
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        want = want.boundedTo(screen.availableGeometry().size() - QSize(40, 80))   # its frame
    return want.expandedTo(dialog.minimumSize())


# a felt dialog's size where the screen has room: whole in an 800×600 window
ROOMY = (780, 560)


def first_size(dialog: QWidget) -> QSize:
    """A felt dialog's size on opening: room for its table where the screen has it (by
    itself Qt opens a dialog at two thirds of an 800×600 screen, where a table of seats
    does not fit side by side)."""
    screen = (dialog.parentWidget() or dialog).screen().availableGeometry().size()
    return QSize(*ROOMY).expandedTo(dialog.sizeHint()).boundedTo(screen - QSize(20, 40))


def opening_size(dialog: QWidget, scroll: QScrollArea) -> QSize:
    """A felt dialog's size as it shows: its first size, or larger where the screen has room
    for the whole of what `scroll` holds (eight seats: every one in sight)."""
    return first_size(dialog).expandedTo(whole_size(dialog, scroll))


def tile(parent: QWidget | None = None) -> QFrame:
    """A card frame on the felt (the style sheet's "tile"; the palette's window colour
    until it styles it, so its text reads on the felt)."""
    frame = QFrame(parent)
    frame.setProperty("jiupaiRole", "tile")
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setAutoFillBackground(True)
    return frame


class RoundTable(FeltPanel):
    """Seats around an oval table, a centre widget on it (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats: list[QWidget] = []
        self.centre: QWidget | None = None

    def set_centre(self, widget: QWidget) -> None:
        widget.setParent(self)
        self.centre = widget
        self._place()
        self.updateGeometry()           # a layout holding the table asks its size again

    def set_seats(self, widgets: list[QWidget]) -> None:
        for old in self.seats:
            if old not in widgets:
                old.hide()
                old.deleteLater()
        self.seats = list(widgets)
        for widget in self.seats:
            widget.setParent(self)
            widget.show()
        self._place()
        self.updateGeometry()

    # the most room the seats take: on a large window the table stays a table's size
    LARGEST = QSize(940, 600)

    def area(self) -> QRectF:
        """Where the table and its seats are: the panel, at most LARGEST, centred."""
        rect = QRectF(self.rect())
        width = min(rect.width(), self.LARGEST.width())
        height = min(rect.height(), self.LARGEST.height())
        return QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2,
                      width, height)

    def oval(self) -> QRectF:
        seat = self._seat_size()
        area = self.area().adjusted(seat.width() * 0.55, seat.height() * 0.75,
                                            -seat.width() * 0.55, -seat.height() * 0.75)
        return area

    def _seat_size(self) -> QSize:
        sizes = [w.sizeHint() for w in self.seats] or [QSize(150, 70)]
        return QSize(max(s.width() for s in sizes), max(s.height() for s in sizes))

    def _place(self) -> None:
        rect = self.area()
        seat = self._seat_size()
        count = len(self.seats)
        rx = max(0.0, rect.width() / 2 - seat.width() / 2 - 6)
        ry = max(0.0, rect.height() / 2 - seat.height() / 2 - 6)
        for index, widget in enumerate(self.seats):
            # the first seat at the bottom, then clockwise (y grows downwards)
            angle = math.pi / 2 + 2 * math.pi * index / max(1, count)
            # on a rounded rectangle rather than the ellipse: the diagonal seats go out
            # towards the corners, clear of the seats above and below them
            centre = QPointF(rect.center().x() + rx * _squarish(math.cos(angle)),
                             rect.center().y() + ry * _squarish(math.sin(angle)))
            size = widget.sizeHint().expandedTo(QSize(min(seat.width(), 150), 0))
            box = QRect(0, 0, size.width(), size.height())
            box.moveCenter(centre.toPoint())
            box.moveLeft(max(4, min(box.left(), self.width() - box.width() - 4)))
            box.moveTop(max(4, min(box.top(), self.height() - box.height() - 4)))
            widget.setGeometry(box)
        if self.centre is not None:
            size = self.centre.sizeHint()
            box = QRect(0, 0, size.width(), size.height())
            box.moveCenter(rect.center().toPoint())
            self.centre.setGeometry(box)

    def minimumSizeHint(self) -> QSize:
        centre = self.centre.sizeHint() if self.centre is not None else QSize(0, 0)
        if not self.seats:
            return centre + QSize(60, 60)
        seat = self._seat_size()
        rows = 2 + max(0, (len(self.seats) - 2 + 1) // 2)
        return QSize(2 * seat.width() + centre.width() + 24,
                     max(rows * (seat.height() + 6), centre.height() + 2 * seat.height() + 40))

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint() + QSize(60, 40)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def event(self, event) -> bool:
        # a seat's or the centre's size hint changed (new words, a language switched):
        # Qt tells the parent of a widget outside any layout; placed again at their size
        if event.type() == QEvent.Type.LayoutRequest:
            self._place()
            self.updateGeometry()
        return super().event(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(painter, QRectF(self.rect()))
        paint_oval(painter, self.oval())
        painter.end()


# A seat's state as a dot on its plate (besides the words: never colour alone).
DOTS = {"host": "#d4af37", "connected": "#3fbf6f", "away": "#9a9a9a", "bot": "#5b8def",
        "open": ""}


def dot(state: str, size: int = 14) -> QPixmap:
    """The seat's dot: filled in its state's colour, a ring for an open seat."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = DOTS.get(state, "")
    painter.setPen(QPen(QColor("#6b6b6b") if not colour else QColor(colour).darker(140), 1.5))
    if colour:
        painter.setBrush(QColor(colour))
    painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3))
    painter.end()
    return pixmap


def _squarish(value: float) -> float:
    return math.copysign(abs(value) ** 0.6, value)


def table_icon(seats: int, taken: int, kept: bool = False, size: int = 56) -> QIcon:
    """A small round table seen from above, a chair per seat on its rail: ivory for a taken
    seat, hollow for a free one; a gold rail where our seat is kept."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outer = QRectF(2, 2, size - 4, size - 4)
    painter.setPen(QPen(RAIL.darker(150), 1))
    painter.setBrush(QColor("#d4af37") if kept else RAIL)
    painter.drawEllipse(outer)
    inner = outer.adjusted(9, 9, -9, -9)
    painter.setBrush(FELT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(inner)
    count = max(1, min(seats, 12))
    radius = (outer.width() / 2 + inner.width() / 2) / 2
    for index in range(count):
        angle = math.pi / 2 + 2 * math.pi * index / count
        centre = QPointF(size / 2 + radius * math.cos(angle),
                         size / 2 + radius * math.sin(angle))
        painter.setPen(QPen(QColor("#1b1b1b"), 1.2))
        painter.setBrush(QColor("#f3ead2") if index < taken else FELT_DARK)
        painter.drawEllipse(centre, 3.6, 3.6)
    painter.end()
    return QIcon(pixmap)


__all__ = ["DOTS", "FeltPanel", "dot", "first_size", "RoundTable", "paint_felt", "paint_oval", "table_icon", "tile"]
