"""TableView: a QGraphicsView that keeps its fixed-size scene fitted to the window."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QSizePolicy, QWidget

from .faces import set_view_scale

SCENE_W = 1200.0
SCENE_H = 800.0


class TableView(QGraphicsView):
    """Felt-green table; the scene (SCENE_W x SCENE_H) always fits, aspect kept.

    `text_floor_changed` fires when the fit crosses a size at which table texts must grow
    to stay readable (gui.table.faces.set_view_scale): the table then redraws its texts."""

    text_floor_changed = Signal()

    def __init__(self, parent: QWidget | None = None,
                 scene_rect: QRectF = QRectF(0, 0, SCENE_W, SCENE_H)) -> None:
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
        self.setBackgroundBrush(QColor("#0e4d2c"))
        scene.setBackgroundBrush(self._felt(scene_rect))

    @staticmethod
    def _felt(rect: QRectF) -> QBrush:
        grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        grad.setColorAt(0.0, QColor("#1f7a48"))
        grad.setColorAt(1.0, QColor("#0f4f2d"))
        return QBrush(grad)

    def fit(self) -> None:
        """Fit the scene rect into the viewport, keeping the aspect ratio."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.isVisible() and set_view_scale(self.transform().m11()):
            self.text_floor_changed.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
