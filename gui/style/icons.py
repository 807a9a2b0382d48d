"""The icons of the main actions, drawn here with QPainter on a 24-unit grid (no icon set is
downloaded or shipped): new, continue, load, save, undo, redo, hint, autoplay, rules, stats,
settings, quit, home, about.

An icon is drawn in the colours of the scheme in use (gui/style/theme.py), a disabled one in
the muted colour; `put` gives one to an action or a button and draws it again when the
scheme changes (dark, high contrast).
"""
from __future__ import annotations

import math
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPainterPath, QPen, QPixmap

from .theme import Theme, current_scheme


def _card(p: QPainter) -> None:                    # new: a card and a plus
    p.drawPolyline([QPointF(13, 19), QPointF(4, 19), QPointF(4, 3), QPointF(15, 3),
                    QPointF(15, 11)])
    p.drawLine(QPointF(18, 13), QPointF(18, 22))
    p.drawLine(QPointF(13.5, 17.5), QPointF(22.5, 17.5))


def _play(p: QPainter) -> None:                    # continue
    path = QPainterPath(QPointF(7, 4))
    path.lineTo(19, 12)
    path.lineTo(7, 20)
    path.closeSubpath()
    p.drawPath(path)


def _folder(p: QPainter) -> None:                  # load
    path = QPainterPath(QPointF(3, 19))
    for x, y in ((3, 5), (9, 5), (11, 7), (19, 7), (19, 10)):
        path.lineTo(x, y)
    p.drawPath(path)
    open_ = QPainterPath(QPointF(3, 19))
    for x, y in ((6.5, 10), (21.5, 10), (18, 19)):
        open_.lineTo(x, y)
    open_.closeSubpath()
    p.drawPath(open_)


def _save(p: QPainter) -> None:                    # save: into the tray
    p.drawLine(QPointF(12, 3), QPointF(12, 14))
    p.drawPolyline([QPointF(7.5, 9.5), QPointF(12, 14), QPointF(16.5, 9.5)])
    p.drawPolyline([QPointF(4, 14), QPointF(4, 20), QPointF(20, 20), QPointF(20, 14)])


def _undo(p: QPainter, mirror: bool = False) -> None:
    if mirror:
        p.translate(24, 0)
        p.scale(-1, 1)
    path = QPainterPath(QPointF(6, 9))
    path.lineTo(15, 9)
    path.cubicTo(QPointF(22, 9), QPointF(22, 20), QPointF(15, 20))
    path.lineTo(9, 20)
    p.drawPath(path)
    p.drawPolyline([QPointF(10, 4.5), QPointF(5.5, 9), QPointF(10, 13.5)])


def _bulb(p: QPainter) -> None:                    # hint
    p.drawEllipse(QRectF(6, 2.5, 12, 12))
    p.drawLine(QPointF(9.5, 14), QPointF(9.5, 17))
    p.drawLine(QPointF(14.5, 14), QPointF(14.5, 17))
    p.drawLine(QPointF(9, 18), QPointF(15, 18))
    p.drawLine(QPointF(10, 21), QPointF(14, 21))


def _robot(p: QPainter) -> None:                   # auto-play
    p.drawRoundedRect(QRectF(4, 7, 16, 13), 3, 3)
    p.drawLine(QPointF(12, 7), QPointF(12, 3.5))
    p.drawEllipse(QPointF(12, 3), 1.2, 1.2)
    p.drawEllipse(QPointF(9, 12.5), 1.3, 1.3)
    p.drawEllipse(QPointF(15, 12.5), 1.3, 1.3)
    p.drawLine(QPointF(9, 16.5), QPointF(15, 16.5))


def _book(p: QPainter) -> None:                    # rules
    for side in (-1, 1):
        path = QPainterPath(QPointF(12, 6))
        path.cubicTo(QPointF(12 + side * 3, 4), QPointF(12 + side * 7, 4),
                     QPointF(12 + side * 9, 5))
        path.lineTo(12 + side * 9, 19)
        path.cubicTo(QPointF(12 + side * 7, 18), QPointF(12 + side * 3, 18), QPointF(12, 20))
        p.drawPath(path)
    p.drawLine(QPointF(12, 6), QPointF(12, 20))


def _bars(p: QPainter) -> None:                    # statistics
    for x, top in ((4, 13), (10, 6), (16, 10)):
        p.drawRect(QRectF(x, top, 4, 20 - top))
    p.drawLine(QPointF(2.5, 20.5), QPointF(21.5, 20.5))


def _gear(p: QPainter) -> None:                    # settings
    for i in range(8):
        angle = i * math.pi / 4
        inner = QPointF(12 + 6.5 * math.cos(angle), 12 + 6.5 * math.sin(angle))
        outer = QPointF(12 + 9.5 * math.cos(angle), 12 + 9.5 * math.sin(angle))
        p.drawLine(inner, outer)
    p.drawEllipse(QPointF(12, 12), 6.5, 6.5)
    p.drawEllipse(QPointF(12, 12), 2.5, 2.5)


def _power(p: QPainter) -> None:                   # quit
    p.drawArc(QRectF(4, 5, 16, 16), 120 * 16, 300 * 16)
    p.drawLine(QPointF(12, 2.5), QPointF(12, 11))


def _house(p: QPainter) -> None:                   # home
    p.drawPolyline([QPointF(3, 11.5), QPointF(12, 3.5), QPointF(21, 11.5)])
    p.drawPolyline([QPointF(5.5, 9.5), QPointF(5.5, 20), QPointF(18.5, 20), QPointF(18.5, 9.5)])
    p.drawRect(QRectF(10, 14, 4, 6))


def _info(p: QPainter) -> None:                    # about
    p.drawEllipse(QRectF(3, 3, 18, 18))
    p.drawLine(QPointF(12, 10.5), QPointF(12, 17))
    p.drawPoint(QPointF(12, 7))


DRAWINGS: dict[str, Callable[[QPainter], None]] = {
    "new": _card, "continue": _play, "load": _folder, "save": _save, "undo": _undo,
    "redo": lambda p: _undo(p, mirror=True), "hint": _bulb, "autoplay": _robot,
    "rules": _book, "stats": _bars, "settings": _gear, "quit": _power, "home": _house,
    "about": _info}


def paint(painter: QPainter, rect: QRect | QRectF, name: str, colour: QColor) -> None:
    """Draw icon `name` into `rect` with `colour` strokes."""
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2)
    painter.scale(side / 24, side / 24)
    pen = QPen(colour, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    DRAWINGS[name](painter)
    painter.restore()


SIZES = (16, 24, 32, 48)     # the sizes drawn (48 serves a 24-pixel icon on a 2× screen)

#: What put() gave an icon to, so a change of scheme draws them again.
_given: weakref.WeakKeyDictionary[QObject, tuple[str, bool]] = weakref.WeakKeyDictionary()
_listening: list[object] = []


def _pixmap(name: str, size: int, colour: str) -> QPixmap:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRect(0, 0, size, size), name, QColor(colour))
    painter.end()
    return QPixmap.fromImage(image)


def icon(name: str, on_felt: bool = False) -> QIcon:
    """The icon of an action (a key of DRAWINGS) in the scheme in use; `on_felt` for a button
    drawn as felt (the "primary" role), where it takes the felt's text colour. (Plain pixmaps:
    a QIconEngine written in Python is not safe to copy in PySide6.)"""
    if name not in DRAWINGS:
        raise ValueError(f"no icon {name!r}; expected one of {sorted(DRAWINGS)}")
    scheme = current_scheme()
    made = QIcon()
    for size in SIZES:
        made.addPixmap(_pixmap(name, size, scheme.on_felt if on_felt else scheme.heading))
        made.addPixmap(_pixmap(name, size, scheme.muted), QIcon.Mode.Disabled)
    return made


def put(target: QObject, name: str, on_felt: bool = False) -> None:
    """Give an action or a button its icon, drawn again whenever the scheme changes."""
    target.setIcon(icon(name, on_felt))
    _given[target] = (name, on_felt)
    theme = Theme.instance()
    if theme is not None and theme not in _listening:
        theme.changed.connect(_draw_again)
        _listening.append(theme)


def _draw_again() -> None:
    for target, (name, on_felt) in list(_given.items()):
        if shiboken6.isValid(target):
            target.setIcon(icon(name, on_felt))
