"""TableView: a QGraphicsView that keeps its fixed-size scene fitted to the window."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QSizePolicy, QWidget

from .card_look import CardLook, felt_colours
from .faces import set_view_scale

SCENE_W = 1200.0
SCENE_H = 800.0
SCENE_RECT = QRectF(0, 0, SCENE_W, SCENE_H)   # the default scene; QGraphicsScene copies it


class TableView(QGraphicsView):
    """The felt table; the scene (SCENE_W x SCENE_H) always fits, aspect kept.

    `text_floor_changed` fires when the fit crosses a size at which table texts must grow
    to stay readable (gui.table.faces.set_view_scale): the table then redraws its texts.
    The felt is the player's (Settings ▸ Cards: classic or high contrast); `look_changed`
    fires after a change of the card look has been applied to the felt, for the table to
    redraw its cards."""

    text_floor_changed = Signal()
    look_changed = Signal()

    def __init__(self, parent: QWidget | None = None,
                 scene_rect: QRectF = SCENE_RECT) -> None:
        super().__init__(parent)
        scene = QGraphicsScene(scene_rect, self)
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # The felt is a full-scene radial gradient: render it once, not on every repaint.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 240)
        self._lay_felt()
        CardLook.instance().changed.connect(self._look_changed)

    def _lay_felt(self) -> None:
        colours = felt_colours()
        self.setBackgroundBrush(QColor(colours.flat))
        self.scene().setBackgroundBrush(self._felt(self.scene().sceneRect()))
        self.resetCachedContent()           # the cached background is the old felt

    def _look_changed(self) -> None:
        self._lay_felt()
        self.look_changed.emit()

    @staticmethod
    def _felt(rect: QRectF) -> QBrush:
        colours = felt_colours()
        grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        grad.setColorAt(0.0, QColor(colours.centre))
        grad.setColorAt(1.0, QColor(colours.edge))
        return QBrush(grad)

    def fit(self) -> None:
        """Fit the scene rect into the viewport, keeping the aspect ratio."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.on_screen() and set_view_scale(self.transform().m11()):
            self.text_floor_changed.emit()

    def on_screen(self) -> bool:
        """Is this the table a player sees? A table drawn only for a picture (the home's,
        the saves' and replays' cards: WA_DontShowOnScreen) must not set the text floor
        that every table's texts share: it did, and the visible table's texts then took
        the picture's floor (14 px lines 13 px apart in 天地人's relay queue at 125 %)."""
        return self.isVisible() and not self.window().testAttribute(
            Qt.WidgetAttribute.WA_DontShowOnScreen)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
