"""Moments worth seeing: short effects for a game's big plays — a 天地人 bomb or 飞船, a heaven
hand, 九九's total touching 99, a 九局對決 home run — so that they are felt, not only logged.

A game declares its moments as data (`gui/games/<id>/moments.py`, `MOMENTS`): which event
(its kind, and a predicate on its fields) shows which effect (gui/table/moment_effects.py)
with which words and sound, and the area of its felt where effects may show. `Moments`
plays them: the table's queue calls `play(event)` for each event as it is animated, and
`play` shows the first moment whose kind and predicate match.

What a moment never does: last a second (it follows the animation speed, and is off with
animations off); hide what the player must see (it draws translucent light in the game's
area, which is clear of the hand; the prompt is the status line, outside the felt; it takes
no click and holds nothing up — the queue goes on at once); or need to be waited for (any
click or key ends it, and the click still does what it does). With sound installed, each
has its sound (gui/table/sound.py).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsObject, QGraphicsScene, QGraphicsView

from ..userdata import prefs
from . import sound
from .faces import pixel_font
from .moment_effects import INKS, Effect, ease_out, envelope, paint_effect
from .passes import building

# A moment's length is this many card moves (the animation speed), within these bounds.
MOVES = 2.5
SHORTEST_MS, LONGEST_MS = 300, 900
# Above the cards and plates, below a card in flight (animation.FLIGHT_Z).
MOMENT_Z = 9_000
WORDS_PX = 58
STAGE = (600.0, 380.0)        # the largest an effect is drawn, in scene units
OUTLINE = 3.5                 # the words' black edge, in scene units
WAITING = 2


def _always(event: dict) -> bool:
    return True


@dataclass(frozen=True)
class Moment:
    """One big play: an event of `kind` for which `when(event)` holds shows `effect` with
    `words` — source text, translated in `context` when shown (declare it with
    QT_TRANSLATE_NOOP(context, …)) — and plays the sound `sound` (a name of sound.py)."""
    kind: str
    effect: Effect
    words: str
    context: str
    sound: str
    when: Callable[[dict], bool] = _always

    def matches(self, event: dict) -> bool:
        return event.get("kind") == self.kind and bool(self.when(event))


@dataclass(frozen=True)
class MomentTable:
    """A game's moments, in order of precedence, and `area()`: where on its felt (scene
    coordinates) they show — a function, since the hand's top moves with the card size."""
    moments: tuple[Moment, ...]
    area: Callable[[], QRectF]

    def pick(self, event: dict) -> Moment | None:
        return next((m for m in self.moments if m.matches(event)), None)


def declared(game_id: str) -> MomentTable | None:
    """The moments game `game_id` declares (its PARTS' `moments`), or None."""
    from ..games import parts
    return parts(game_id).moment_table


def moment_ms(move_ms: int) -> int:
    """How long a moment lasts at a card move of `move_ms` (0: animations off, no moment)."""
    if move_ms <= 0:
        return 0
    return int(min(LONGEST_MS, max(SHORTEST_MS, move_ms * MOVES)))


class MomentItem(QGraphicsObject):
    """The effect and its words on a stage in the game's area (at most STAGE wide and high,
    centred: what must be repainted every frame stays small); takes no mouse button (a click
    goes through to what lies under it) and paints only light, never a box."""

    def __init__(self, effect: Effect, words: str, area: QRectF) -> None:
        super().__init__()
        self.effect, self.words, self.area = effect, words, QRectF(area)
        self.stage = _stage(self.area)
        self.progress = 0.0
        self._words: QPixmap | None = None     # drawn once (a text's outline costs ms)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(MOMENT_Z)

    def set_progress(self, t: float) -> None:
        self.progress = t
        self.update()

    def boundingRect(self) -> QRectF:
        return self.stage

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_effect(painter, self.effect, self.stage, self.progress)
        alpha = envelope(self.progress)
        if not self.words or alpha <= 0:
            return
        scale = abs(painter.worldTransform().m11()) or 1.0
        if self._words is None or abs(self._words.devicePixelRatio() - scale) > 0.01:
            self._words = words_pixmap(self.words, INKS.get(self.effect, "#ffd75e"), scale)
        size = self._words.deviceIndependentSize()
        grow = (0.72 + 0.28 * ease_out(self.progress * 4)) * \
            min(1.0, self.stage.width() * 0.94 / max(1.0, size.width()))
        w, h = size.width() * grow, size.height() * grow
        painter.save()
        painter.setOpacity(alpha)
        painter.drawPixmap(QRectF(self.stage.center().x() - w / 2, self.stage.center().y() - h / 2,
                                  w, h), self._words, QRectF(self._words.rect()))
        painter.restore()


def _stage(area: QRectF) -> QRectF:
    w, h = min(area.width(), STAGE[0]), min(area.height(), STAGE[1])
    return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)


def words_pixmap(words: str, ink: str, scale: float) -> QPixmap:
    """A moment's words, outlined in black so they read on any felt, at `scale` device
    pixels per scene unit. The outline is the words drawn round them in black (a text's
    path stroked costs several times more)."""
    font = pixel_font(WORDS_PX, bold=True)
    metrics = QFontMetricsF(font)
    pad = OUTLINE + 2
    width, height = metrics.horizontalAdvance(words) + 2 * pad, metrics.height() + 2 * pad
    pixmap = QPixmap(max(1, int(width * scale) + 1), max(1, int(height * scale) + 1))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    box = QRectF(pad, pad, width - 2 * pad, height - 2 * pad)
    painter.setPen(QColor(0, 0, 0, 190))
    for k in range(12):
        angle = 2 * math.pi * k / 12
        painter.drawText(box.translated(OUTLINE * math.cos(angle), OUTLINE * math.sin(angle)),
                         Qt.AlignmentFlag.AlignCenter, words)
    painter.setPen(QColor(ink))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, words)
    painter.end()
    return pixmap


_warm = False
WARM_FILTER_MS = 150


class _Listener(QObject):
    """An application event filter that only listens (see warm_up)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return False


def warmed() -> bool:
    """Has this process warmed the moments up (see warm_up)?"""
    return _warm


def warm_up() -> None:
    """Once per process, when the first table is made (a long pass anyway): paint every
    effect once, small, off screen — the first paint makes the glow and ray sprites — and
    listen to the application's events for a moment, as a moment does. The first event
    filter on the application makes PySide6 wrap objects of many classes and create their
    enum types (some 50 ms) — which would otherwise fall on a moment's first frame.

    The wrapping happens at the first object of a class PySide does not know that the
    filter sees: a view's scroll-bar container (QGraphicsView, QScrollArea). One view is
    made here under the filter, so that the cost lands in the table's making and not in
    whatever part, picture or dialog comes next.

    A table made for a picture (in passes: gui/table/passes.py) never shows a moment: it
    warms nothing, and the first table made to play on does it. (Warmed by a picture's
    table, the wrapping fell in a later picture's pass: 九局對決's first view, 11 ms of
    the Load dialog's first pictures; 10–18 ms in one slice when made here.)"""
    global _warm
    app = QCoreApplication.instance()
    if _warm or app is None or building():
        return
    _warm = True
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for effect in Effect:
        item = MomentItem(effect, "", QRectF(0, 0, 600, 380))
        item.progress = 0.5
        item.paint(painter, None)
    painter.end()
    listener = _Listener(app)
    app.installEventFilter(listener)
    QGraphicsView().deleteLater()        # the wrapping, now (see above)

    def done() -> None:
        app.removeEventFilter(listener)
        listener.deleteLater()
    QTimer.singleShot(WARM_FILTER_MS, listener, done)


class Moments(QObject):
    """Plays a game's moments on `scene` (shown by `view`): `play(event)` for each event as
    it is animated. One at a time: a new moment ends the one before. `started(effect)` and
    `finished(effect)` (the effect's value) say when one shows and when it has gone."""

    started = Signal(str)
    finished = Signal(str)

    def __init__(self, scene: QGraphicsScene, view: QGraphicsView,
                 table: MomentTable | None = None, pace: Callable[[], int] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else view)
        self.scene, self.view, self.table = scene, view, table
        self._pace = pace or prefs.animation_ms      # the length of one card move, in ms
        self._item: MomentItem | None = None
        self._moment: Moment | None = None
        self._area = QRectF()
        self._clock: QVariantAnimation | None = None
        self._waiting: list[Moment] = []
        self._watching = False
        warm_up()

    # ---- the interface -----------------------------------------------------------------
    def declare(self, table: MomentTable | None) -> None:
        """Use a game's moments (None: none)."""
        self.table = table

    def duration_ms(self) -> int:
        return moment_ms(self._pace())

    def play(self, event: dict) -> None:
        """Show the moment this event makes, if any (none with animations off). While one
        shows, the next waits for it (at most WAITING of them: a burst of big plays)."""
        moment = self.table.pick(event) if self.table is not None else None
        if moment is None or self.duration_ms() <= 0:
            return
        if self._moment is not None:
            if len(self._waiting) < WAITING:
                self._waiting.append(moment)
            return
        self._start(moment)

    def _start(self, moment: Moment) -> None:
        ms = self.duration_ms()
        self._moment, self._area = moment, QRectF(self.table.area())
        self._show(0.0)
        clock = self._clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        clock.setEndValue(1.0)
        clock.setDuration(ms)
        clock.valueChanged.connect(self._show)
        clock.finished.connect(self._end)
        self._watch(True)
        clock.start()
        sound.player().play(moment.sound)
        self.started.emit(moment.effect.value)

    def skip(self) -> None:
        """End the moment showing now, and those waiting (a click or a key)."""
        self._waiting = []
        if self._clock is not None:
            clock, self._clock = self._clock, None
            clock.finished.disconnect(self._end)
            clock.stop()
            clock.deleteLater()
            self._end()

    def is_playing(self) -> bool:
        return self._moment is not None

    def item(self) -> MomentItem | None:
        """The moment's item while one shows."""
        return self._item if self._alive() else None

    # ---- internals ---------------------------------------------------------------------
    def _alive(self) -> bool:
        return self._item is not None and shiboken6.isValid(self._item) and \
            self._item.scene() is self.scene

    def _show(self, t: object) -> None:
        """Draw the moment at progress `t`; a table that redrew its scene meanwhile (clear())
        deleted the item: it is made again, at the same point of the effect."""
        if self._moment is None:
            return
        if not self._alive():
            words = QCoreApplication.translate(self._moment.context, self._moment.words)
            self._item = MomentItem(self._moment.effect, words, self._area)
            self.scene.addItem(self._item)
        self._item.set_progress(float(t))

    def _end(self) -> None:
        moment, self._moment = self._moment, None
        if self._alive():
            self.scene.removeItem(self._item)
        self._item = None
        if self._clock is not None:
            self._clock.deleteLater()
            self._clock = None
        self._watch(False)
        if moment is not None:
            self.finished.emit(moment.effect.value)
        if self._waiting and self.duration_ms() > 0:
            self._start(self._waiting.pop(0))

    def _watch(self, on: bool) -> None:
        """While a moment shows, any click or key anywhere in the app ends it."""
        app = QApplication.instance()
        if app is None or on == self._watching:
            return
        self._watching = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and self._moment:
            self.skip()
        return False                         # the click or key still does what it does
