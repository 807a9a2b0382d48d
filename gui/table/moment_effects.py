"""The pictures of the moments (gui/table/moments.py): one painter per effect, drawn at a
progress `t` from 0 (it starts) to 1 (it is gone) inside the game's area for moments.

Every effect is translucent light drawn over the felt — rays, rings, sparks, a ship, stars —
never a filled box: whatever lies under it stays visible while it plays, and it is gone in
under a second. Shapes only, no words: the words are drawn by the moment's item.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QRadialGradient


class Effect(Enum):
    """The pictures a game may give its big plays."""
    BURST = "burst"            # a bomb: rays and a shock ring (天地人's 无人机)
    BLAST = "blast"            # a bigger bomb: more rays, two rings (超级无人机)
    LAUNCH = "launch"          # a ship climbing away with its trail (飞船)
    STARS = "stars"            # a chain of stars lighting up one by one (星链)
    SAUCER = "saucer"          # a flying saucer and its beam (UFO)
    PLANET = "planet"          # a red planet with a ring (火星航母)
    PULSE = "pulse"            # red rings throbbing out (九九: the total at 99)
    KNOCKOUT = "knockout"      # a red cross struck and fading (a player knocked out)
    FIREWORKS = "fireworks"    # bursts of sparks (a home run, a walk-off)
    CROWN = "crown"            # a gold crown in a glory of rays (九尊's 大勝方)
    CRACK = "crack"            # a crack running across (a lost 王)


def envelope(t: float) -> float:
    """How visible an effect is at `t`: quick in, held, faded out over its last third."""
    if t <= 0 or t >= 1:
        return 0.0
    return min(1.0, t / 0.12, (1 - t) / 0.35)


def ease_out(t: float) -> float:
    return 1 - (1 - min(1.0, max(0.0, t))) ** 3


def _colour(name: str, alpha: float) -> QColor:
    colour = QColor(name)
    colour.setAlphaF(max(0.0, min(1.0, alpha)))
    return colour


_RAYS: dict[tuple, QPixmap] = {}
RAYS_PX = 256


def _ray_sprite(count: int, colour: str, width: float, inner: float) -> QPixmap:
    """A starburst of `count` rays (`inner` its hole, both as shares of its radius): painted
    once, then drawn scaled and turned — filling the rays every frame costs several ms."""
    key = (count, colour, width, inner)
    sprite = _RAYS.get(key)
    if sprite is None:
        sprite = QPixmap(RAYS_PX, RAYS_PX)
        sprite.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sprite)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, c = RAYS_PX / 2, QPointF(RAYS_PX / 2, RAYS_PX / 2)
        for i in range(count):
            angle = 2 * math.pi * i / count
            a, b = math.cos(angle), math.sin(angle)
            path = QPainterPath(QPointF(c.x() + inner * r * a - width * r * b,
                                        c.y() + inner * r * b + width * r * a))
            path.lineTo(QPointF(c.x() + r * a, c.y() + r * b))
            path.lineTo(QPointF(c.x() + inner * r * a + width * r * b,
                                c.y() + inner * r * b - width * r * a))
            path.closeSubpath()
            painter.fillPath(path, QColor(colour))
        painter.end()
        _RAYS[key] = sprite
    return sprite


def _rays(painter: QPainter, centre: QPointF, outer: float, count: int, colour: str,
          alpha: float, turn: float = 0.0, width: float = 0.04, inner: float = 0.15) -> None:
    """`count` light rays round `centre`, `outer` long (scene units), each `width` of that
    wide at its foot and starting at `inner` of it, turned by `turn` radians."""
    if outer <= 1 or alpha <= 0.01:
        return
    sprite = _ray_sprite(count, colour, width, inner)
    painter.save()
    painter.setOpacity(painter.opacity() * min(1.0, alpha))
    painter.translate(centre)
    painter.rotate(math.degrees(turn))
    painter.drawPixmap(QRectF(-outer, -outer, 2 * outer, 2 * outer), sprite,
                       QRectF(0, 0, RAYS_PX, RAYS_PX))
    painter.restore()


def _ring(painter: QPainter, centre: QPointF, radius: float, colour: str, alpha: float,
          width: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_colour(colour, alpha), max(0.5, width)))
    painter.drawEllipse(centre, radius, radius)


_GLOWS: dict[str, QPixmap] = {}
GLOW_PX = 64


def _glow_sprite(colour: str) -> QPixmap:
    """A soft disc of `colour`, opaque at the centre, clear at the edge: painted once, then
    drawn scaled (a radial gradient computed per pixel every frame costs several ms)."""
    sprite = _GLOWS.get(colour)
    if sprite is None:
        sprite = QPixmap(GLOW_PX, GLOW_PX)
        sprite.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sprite)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QRadialGradient(QPointF(GLOW_PX / 2, GLOW_PX / 2), GLOW_PX / 2)
        gradient.setColorAt(0.0, QColor(colour))
        gradient.setColorAt(1.0, _colour(colour, 0.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawEllipse(QRectF(0, 0, GLOW_PX, GLOW_PX))
        painter.end()
        _GLOWS[colour] = sprite
    return sprite


def _glow(painter: QPainter, centre: QPointF, radius: float, colour: str, alpha: float) -> None:
    if radius <= 0.5 or alpha <= 0.01:
        return
    painter.save()
    painter.setOpacity(painter.opacity() * min(1.0, alpha))
    painter.drawPixmap(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                       _glow_sprite(colour), QRectF(0, 0, GLOW_PX, GLOW_PX))
    painter.restore()


def _star(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


# ---- the painters: (painter, area, t, alpha) -------------------------------------------------
def _burst(painter: QPainter, area: QRectF, t: float, alpha: float, big: bool = False) -> None:
    centre, reach = area.center(), min(area.width(), area.height()) / 2
    grow = ease_out(t * 1.6)
    _glow(painter, centre, reach * (0.35 + 0.4 * grow), "#ffb030", 0.55 * alpha)
    _rays(painter, centre, reach * (0.3 + 0.65 * grow), 22 if big else 14, "#ffd24a",
          0.75 * alpha, turn=0.15 * t, width=0.05 if big else 0.04)
    _ring(painter, centre, reach * grow, "#fff1c0", alpha * (1 - t), 12 * (1 - t) + 1)
    if big:
        late = ease_out(max(0.0, t - 0.18) * 1.8)
        _ring(painter, centre, reach * 0.9 * late, "#ff6a3d", alpha * (1 - t), 9 * (1 - t) + 1)


def _launch(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    start = QPointF(area.left() + area.width() * 0.2, area.bottom() - area.height() * 0.12)
    end = QPointF(area.right() - area.width() * 0.12, area.top() + area.height() * 0.1)
    for k in range(14):                      # the trail, oldest faintest
        s = max(0.0, ease_out(t * 1.3) - k * 0.035)
        point = start + (end - start) * s
        _glow(painter, point, 40 - k * 2, "#7fd3ff", alpha * 0.7 * (1 - k / 14))
    head = start + (end - start) * ease_out(t * 1.3)
    angle = math.degrees(math.atan2(end.y() - start.y(), end.x() - start.x()))
    painter.save()
    painter.translate(head)
    painter.rotate(angle)
    painter.scale(1.7, 1.7)
    body = QPainterPath()
    body.moveTo(38, 0)
    body.cubicTo(18, -16, -22, -14, -30, 0)
    body.cubicTo(-22, 14, 18, 16, 38, 0)
    painter.fillPath(body, _colour("#e8f4ff", alpha))
    painter.setPen(QPen(_colour("#2f7de1", alpha), 3))
    painter.drawPath(body)
    _glow(painter, QPointF(-34, 0), 18, "#ff9d2e", alpha)
    painter.restore()


def _stars(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    count = 9
    for i in range(count):
        lit = t * (count + 3) - i
        if lit <= 0:
            continue
        x = area.left() + area.width() * (0.08 + 0.84 * i / (count - 1))
        y = area.center().y() - math.sin(math.pi * i / (count - 1)) * area.height() * 0.3
        twinkle = 0.75 + 0.25 * math.sin(lit * 5)
        radius = 18 * min(1.0, lit) * twinkle
        if i:
            prev_x = area.left() + area.width() * (0.08 + 0.84 * (i - 1) / (count - 1))
            prev_y = area.center().y() - math.sin(math.pi * (i - 1) / (count - 1)) * area.height() * 0.3
            painter.setPen(QPen(_colour("#bfe3ff", 0.6 * alpha), 2))
            painter.drawLine(QPointF(prev_x, prev_y), QPointF(x, y))
        _glow(painter, QPointF(x, y), radius * 2.2, "#9fd0ff", 0.5 * alpha)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_colour("#fffbe0", alpha))
        painter.drawPolygon(_star(QPointF(x, y), radius))


def _saucer(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    centre = QPointF(area.center().x() + math.sin(t * 6) * area.width() * 0.08,
                     area.top() + area.height() * 0.3)
    beam = QPainterPath(centre + QPointF(-30, 12))
    beam.lineTo(centre + QPointF(30, 12))
    beam.lineTo(centre + QPointF(110, area.height() * 0.6))
    beam.lineTo(centre + QPointF(-110, area.height() * 0.6))
    beam.closeSubpath()
    painter.fillPath(beam, _colour("#b9ffcf", 0.28 * alpha * (0.6 + 0.4 * math.sin(t * 20))))
    painter.setPen(QPen(_colour("#2b2b40", alpha), 2))
    painter.setBrush(_colour("#c9d3e6", alpha))
    painter.drawEllipse(centre, 92, 22)
    painter.setBrush(_colour("#8fe7ff", alpha))
    painter.drawChord(QRectF(centre.x() - 38, centre.y() - 36, 76, 60), 0, 180 * 16)
    for i in range(7):
        on = int(t * 24 + i) % 2 == 0
        painter.setBrush(_colour("#ffe066" if on else "#ff7a59", alpha))
        painter.drawEllipse(QPointF(centre.x() - 66 + i * 22, centre.y() + 4), 5, 5)


def _planet(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    centre = QPointF(area.center().x(), area.center().y() + (1 - ease_out(t * 1.5)) * 60)
    radius = min(area.width(), area.height()) * 0.26
    _glow(painter, centre, radius * 1.8, "#ff7b45", 0.45 * alpha)
    gradient = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.35), radius * 1.3)
    gradient.setColorAt(0.0, _colour("#ffb07a", alpha))
    gradient.setColorAt(1.0, _colour("#a8321c", alpha))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(_colour("#7a2412", 0.5 * alpha))
    for dx, dy, r in ((-0.3, 0.1, 0.18), (0.25, -0.25, 0.12), (0.2, 0.35, 0.1)):
        painter.drawEllipse(centre + QPointF(dx * radius, dy * radius), r * radius, r * radius)
    painter.save()
    painter.translate(centre)
    painter.rotate(-14)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_colour("#ffe2b0", 0.85 * alpha), 6))
    painter.drawEllipse(QPointF(0, 0), radius * 1.7, radius * 0.42)
    painter.restore()


def _pulse(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    centre, reach = area.center(), min(area.width(), area.height()) / 2
    _glow(painter, centre, reach * 0.8, "#ff3b30", 0.35 * alpha * (0.6 + 0.4 * math.sin(t * 18)))
    for k in range(3):
        phase = (t * 2.2 - k * 0.3) % 1.0 if t * 2.2 >= k * 0.3 else None
        if phase is not None:
            _ring(painter, centre, reach * (0.25 + 0.75 * phase), "#ff5a4d",
                  alpha * (1 - phase), 10 * (1 - phase) + 1)


def _knockout(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    centre, reach = area.center(), min(area.width(), area.height()) * 0.32
    pen = QPen(_colour("#ff4d4d", 0.85 * alpha), 18)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for k, (a, b) in enumerate(((QPointF(-1, -1), QPointF(1, 1)), (QPointF(1, -1), QPointF(-1, 1)))):
        s = ease_out((t - k * 0.12) * 4)
        if s > 0:
            start = centre + a * reach
            painter.drawLine(start, start + (b - a) * reach * s)
    rng = random.Random(7)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(14):                      # shards falling away
        angle, speed = rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 1.0)
        d = reach * 1.2 * ease_out(t) * speed
        point = centre + QPointF(math.cos(angle) * d, math.sin(angle) * d + 90 * t * t)
        painter.setBrush(_colour("#ffb3a8", alpha * (1 - t)))
        painter.drawRect(QRectF(point.x() - 4, point.y() - 4, 8, 8))


def _fireworks(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    rng = random.Random(3)
    for k, colour in enumerate(("#ffd24a", "#7fd3ff", "#ff6fb1", "#9dff7a")):
        start = k * 0.14
        s = (t - start) / (1 - start)
        if s <= 0:
            continue
        centre = QPointF(area.left() + area.width() * (0.2 + 0.6 * rng.random()),
                         area.top() + area.height() * (0.2 + 0.35 * rng.random()))
        reach = min(area.width(), area.height()) * rng.uniform(0.18, 0.28)
        _glow(painter, centre, reach * 0.5, colour, 0.5 * alpha * (1 - s))
        for i in range(16):
            angle = 2 * math.pi * i / 16 + k
            d = reach * ease_out(s * 1.4)
            point = centre + QPointF(math.cos(angle) * d, math.sin(angle) * d + 40 * s * s)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_colour(colour, alpha * (1 - s * 0.8)))
            painter.drawEllipse(point, 4.5, 4.5)


def _crown(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    reach = min(area.width(), area.height()) / 2
    _rays(painter, area.center(), reach * (0.5 + 0.45 * ease_out(t * 1.5)), 16, "#ffe27a",
          0.45 * alpha, turn=0.4 * t, width=0.06, inner=0.3)
    # The crown sits above the words (drawn at the area's centre), as large as the area allows.
    size = min(70.0, area.height() * 0.2) * (0.6 + 0.4 * ease_out(t * 3))
    centre = QPointF(area.center().x(), area.center().y() - 38 - size * 0.55)
    crown = QPolygonF([centre + QPointF(dx * size, dy * size) for dx, dy in (
        (-1.0, 0.55), (-1.0, -0.35), (-0.5, 0.1), (0.0, -0.7), (0.5, 0.1), (1.0, -0.35), (1.0, 0.55))])
    painter.setPen(QPen(_colour("#8a5a00", alpha), 3))
    painter.setBrush(_colour("#f2c230", alpha))
    painter.drawPolygon(crown)
    painter.setBrush(_colour("#ff5a4d", alpha))
    for dx in (-0.5, 0.0, 0.5):
        painter.drawEllipse(centre + QPointF(dx * size, 0.3 * size), 7, 7)


def _crack(painter: QPainter, area: QRectF, t: float, alpha: float) -> None:
    rng = random.Random(11)
    points = [QPointF(area.left() + area.width() * 0.05, area.center().y() - area.height() * 0.2)]
    for i in range(1, 12):
        points.append(QPointF(area.left() + area.width() * (0.05 + 0.9 * i / 11),
                              area.center().y() + rng.uniform(-0.28, 0.28) * area.height()))
    shown = ease_out(t * 2.5) * (len(points) - 1)
    path = QPainterPath(points[0])
    for i in range(1, len(points)):
        if i - 1 >= shown:
            break
        part = min(1.0, shown - (i - 1))
        path.lineTo(points[i - 1] + (points[i] - points[i - 1]) * part)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_colour("#2a0000", 0.8 * alpha), 12))
    painter.drawPath(path)
    painter.setPen(QPen(_colour("#ff6b5e", alpha), 5))
    painter.drawPath(path)
    painter.setPen(QPen(_colour("#fff0e8", 0.8 * alpha), 1.5))
    painter.drawPath(path)


PAINTERS: dict[Effect, Callable[[QPainter, QRectF, float, float], None]] = {
    Effect.BURST: _burst,
    Effect.BLAST: lambda p, a, t, al: _burst(p, a, t, al, big=True),
    Effect.LAUNCH: _launch,
    Effect.STARS: _stars,
    Effect.SAUCER: _saucer,
    Effect.PLANET: _planet,
    Effect.PULSE: _pulse,
    Effect.KNOCKOUT: _knockout,
    Effect.FIREWORKS: _fireworks,
    Effect.CROWN: _crown,
    Effect.CRACK: _crack,
}

#: The colour of each effect's words.
INKS = {Effect.PULSE: "#ff6b5e", Effect.KNOCKOUT: "#ff8a80", Effect.CRACK: "#ff8a80",
        Effect.STARS: "#cfe9ff", Effect.SAUCER: "#b9ffcf", Effect.LAUNCH: "#cfe9ff"}


def paint_effect(painter: QPainter, effect: Effect, area: QRectF, t: float) -> None:
    """Draw `effect` at progress `t` inside `area` (scene coordinates)."""
    alpha = envelope(t)
    if alpha <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(area)
    PAINTERS[effect](painter, area, t, alpha)
    painter.restore()
