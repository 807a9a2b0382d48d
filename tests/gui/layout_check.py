"""What a player can read: the generic layout check of every table and screen (issue 12).

Scene texts are found by painting each visible scene item, one at a time and with the
view's own transform, onto a recording paint device (`TextRecorder`): the paint engine is
handed every run of glyphs with its font, its position and the painter's transform and
clip. So the check sees exactly the texts the items paint, in viewport pixels, whatever
item class paints them (plates, panels, dials, QGraphicsSimpleTextItems …). Card faces are
cached pixmaps: a card's own words are the card's business and are not checked.

The rules (`problems()` returns one line per breach):

- **small**: a text's rendered size (its font's pixel size times the view's scale) is at
  least `MIN_PX` (11 px).
- **clipped**: a text lies inside the viewport (the visible part of the felt), and inside the
  clip its own painter set (a `drawText` into a rect too small for it is clipped by Qt).
- **overlap**: the ink of two lines of text stays `GAP` px apart. A line's ink is the tight
  bounding rect of its glyphs (QFontMetricsF.tightBoundingRect), not the font's line box
  (a CJK font's ascent + descent is ~1.45 em, far taller than what it draws).
  A text and its drop shadow (the same words by the same item, ≤ 3 px apart) are one.
- **hidden**: a text under an opaque item stacked above it (an item that declares its
  `opaqueArea()`, as a modal panel does) is not seen and not checked.
- **covered / on a card**: a text does not intersect a card (a `CardItem`) unless the text is
  painted by that card, by a child or a parent of it. Cards may overlap each other (a fanned
  hand); words may not lie on a card they do not belong to, above or below it.

Widgets (`widget_problems()`): every visible QLabel's text fits its width (a word-wrapped
label: its height for that width fits); a label may be elided only if it says so
(`setProperty("elidable", True)`) and has a tooltip with the whole text; every visible
QAbstractButton is at least as wide as its size hint; every table cell's text fits its
column; and a window's minimumSizeHint fits 800×600.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QTextDocument,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsView,
    QLabel,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QWidget,
)

from gui.table import CardItem

MIN_PX = 11.0
SLACK = 1.0
GAP = 1.0
SMALLEST_WINDOW = QSize(800, 600)


@dataclass
class Text:
    """One line of text as painted: where (viewport pixels), how big, by which item."""
    text: str
    rect: QRectF          # viewport coordinates
    px: float             # rendered pixel size of the font
    clipped: bool         # outside the painter's own clip
    owner: QGraphicsItem

    def __str__(self) -> str:
        r = self.rect
        return (f"{self.text!r} ({type(self.owner).__name__}, {r.x():.0f},{r.y():.0f} "
                f"{r.width():.0f}×{r.height():.0f}, {self.px:.1f}px)")


class _Engine(QPaintEngine):
    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.runs: list[tuple] = []
        self.calls = 0

    def begin(self, _device) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, _state) -> None:
        pass

    def drawPixmap(self, *_args) -> None:
        pass

    def drawPolygon(self, *_args) -> None:
        pass

    def drawPath(self, *_args) -> None:
        pass

    def drawImage(self, *_args) -> None:
        pass

    def drawTextItem(self, p: QPointF, item) -> None:
        painter = self.painter()
        if painter.opacity() <= 0.01 or not item.text().strip():
            return
        font = item.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
        box = QFontMetricsF(font).tightBoundingRect(item.text()).translated(p)
        if box.isEmpty():
            return
        clip = painter.clipBoundingRect() if painter.hasClipping() else None
        clipped = clip is not None and not clip.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box)
        self.runs.append((item.text(), box, size, clipped, QTransform(painter.transform()),
                          p.x(), p.x() + item.width(), p.y()))

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User


class TextRecorder(QPaintDevice):
    """A paint device that paints nothing and remembers every run of text."""

    def __init__(self, size: QSize) -> None:
        super().__init__()
        self._size = size
        self._engine = _Engine()

    def paintEngine(self) -> QPaintEngine:
        return self._engine

    def metric(self, metric) -> int:
        M = QPaintDevice.PaintDeviceMetric
        return {M.PdmWidth: self._size.width(), M.PdmHeight: self._size.height(),
                M.PdmWidthMM: self._size.width() * 254 // 960,
                M.PdmHeightMM: self._size.height() * 254 // 960,
                M.PdmDpiX: 96, M.PdmDpiY: 96, M.PdmPhysicalDpiX: 96, M.PdmPhysicalDpiY: 96,
                M.PdmDepth: 32, M.PdmNumColors: 2 ** 31 - 1, M.PdmDevicePixelRatio: 1,
                M.PdmDevicePixelRatioScaled: 1,
                M.PdmDevicePixelRatioF_EncodedA: 0, M.PdmDevicePixelRatioF_EncodedB: 0
                }.get(metric, 0)


def _hidden(view: QGraphicsView, text: Text) -> bool:
    """Under an opaque item (one that declares an opaqueArea, as 天地人's heaven panel
    does) stacked above the text's item: not seen, so not checked."""
    rect = view.viewportTransform().inverted()[0].mapRect(text.rect)
    for item in view.scene().items(rect):
        if item is text.owner or item.isAncestorOf(text.owner) or not _visible(item):
            continue
        if text.owner.isObscuredBy(item) or (
                item.opaqueArea().boundingRect().isValid() and _above(item, text.owner)
                and item.mapToScene(item.opaqueArea()).contains(rect)):
            return True
    return False


def _above(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    items = a.scene().items()
    return items.index(a) < items.index(b)


def _is_card(item: QGraphicsItem) -> bool:
    """A CardItem, or a pixmap item that says which card it shows (天地人's hand)."""
    return isinstance(item, CardItem) or (
        isinstance(item, QGraphicsPixmapItem) and isinstance(getattr(item, "card", None), str))


def _visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.01


def scene_texts(view: QGraphicsView) -> list[Text]:
    """Every line of text the view's visible scene items paint, in viewport pixels."""
    recorder = TextRecorder(view.viewport().size())
    texts: list[Text] = []
    for item in view.scene().items():
        if not _visible(item) or _is_card(item):
            continue
        engine = recorder.paintEngine()
        engine.runs = []
        transform = item.sceneTransform() * view.viewportTransform()
        painter = QPainter(recorder)
        painter.setOpacity(item.effectiveOpacity())
        source = getattr(item, "source", None)
        if isinstance(source, QGraphicsItem):
            # A snapshot (a pixmap of a painter item, for speed): what it shows is what its
            # source paints, at the snapshot's place.
            # The pixmap ends at the source's bounding rect: a text beyond it is cut there
            # (seen under Xvfb: a long name in 天地人's relay queue ran out of its panel).
            scale = getattr(item, "_scale", 1.0)
            painter.setTransform(QTransform.fromScale(scale, scale) * transform)
            painter.setClipRect(source.boundingRect())
            source.paint(painter, QStyleOptionGraphicsItem(), None)
        else:
            painter.setTransform(transform)
            item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        last, pen = None, None
        for text, box, size, clipped, at, start, end, baseline in engine.runs:
            scale = (abs(at.determinant()) ** 0.5)
            rect = at.mapRect(box)
            # Runs of one line (a font fallback splits "Heaven 天牌" into runs) join up:
            # the next run starts where the pen stopped, on the same baseline.
            joined = pen is not None and abs(start - pen[0]) < 0.5 and abs(baseline - pen[1]) < 0.5
            pen = (end, baseline)
            if last is not None and joined:
                last.text += text
                last.rect = last.rect.united(rect)
                last.px = min(last.px, size * scale)
                last.clipped = last.clipped or clipped
                continue
            last = Text(text, rect, size * scale, clipped, item)
            texts.append(last)
    return texts


def _shadow(a: Text, b: Text) -> bool:
    """The same words by the same item a pixel or two apart: a text and its drop shadow."""
    return (a.owner is b.owner and a.text == b.text
            and (a.rect.topLeft() - b.rect.topLeft()).manhattanLength() <= 3)


def _related(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    return a is b or a.isAncestorOf(b) or b.isAncestorOf(a)


def _overlap(a: QRectF, b: QRectF, gap: float = 0.0) -> bool:
    cut = a.adjusted(-gap, -gap, gap, gap).intersected(b)
    return cut.width() > 0 and cut.height() > 0


def scene_problems(view: QGraphicsView) -> list[str]:
    """Every breach of the rules in the module docstring on this view's scene."""
    texts = [t for t in scene_texts(view) if not _hidden(view, t)]
    shown = QRectF(view.viewport().rect()).intersected(
        view.viewportTransform().mapRect(view.sceneRect()))
    shown = shown.adjusted(-SLACK, -SLACK, SLACK, SLACK)
    cards = [(item, view.viewportTransform().mapRect(_face(item)))
             for item in view.scene().items() if _is_card(item) and _visible(item)]
    out: list[str] = []
    for i, t in enumerate(texts):
        if t.px < MIN_PX - 0.05:
            out.append(f"small: {t}")
        if t.clipped or not shown.contains(t.rect):
            out.append(f"clipped: {t}")
        for u in texts[i + 1:]:
            if _overlap(t.rect, u.rect, GAP) and not _shadow(t, u):
                out.append(f"overlap: {t} and {u}")
        for card, rect in cards:
            if not _related(card, t.owner) and _overlap(t.rect, rect):
                out.append(f"on a card: {t} on {getattr(card, 'card', card)!r}")
    return out


def _face(item: QGraphicsItem) -> QRectF:
    """A card's face in scene coordinates (a CardItem's bounding rect also holds its
    outline, shadow and hover lift)."""
    if isinstance(item, CardItem):
        return item.mapRectToScene(item.face_rect())
    return item.sceneBoundingRect()


def _looks_rich(text: str) -> bool:
    return text.lstrip().startswith("<") or "<br" in text or "</" in text


def _shown(text: str) -> str:
    """A text as shown: "&Game:" shows as "Game:" (the & marks the shortcut)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_fits(label: QLabel) -> str | None:
    text = label.text()
    if label.textFormat() != Qt.TextFormat.RichText and not _looks_rich(text):
        text = _shown(text)
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and _looks_rich(text)):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(text)
        doc.setDocumentMargin(0)
        if label.wordWrap():
            doc.setTextWidth(room.width())
            return None if doc.size().height() <= room.height() + 2 else "too tall"
        return None if doc.idealWidth() <= room.width() + 2 else "too wide"
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        return None if need <= label.height() + 1 else f"needs {need}px of height, has {label.height()}"
    metrics = label.fontMetrics()
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if "…" in text and label.property("elidable") and label.toolTip():
        return None
    if widest > room.width() + 1:
        return f"needs {widest}px, has {room.width()}"
    return None


def widget_problems(root: QWidget) -> list[str]:
    """Labels, buttons and table cells under `root` (itself included) that do not fit."""
    out: list[str] = []
    widgets = [root] + root.findChildren(QWidget)
    for widget in widgets:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel):
            why = _label_fits(widget)
            if why:
                out.append(f"label {widget.text()!r}: {why}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint().width()
            if widget.width() + 1 < hint:
                out.append(f"button {widget.text()!r}: {widget.width()}px wide, needs {hint}")
        elif isinstance(widget, QTableWidget):
            out.extend(_cell_problems(widget))
    return out


def _cell_problems(table: QTableWidget) -> list[str]:
    out = []
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            if item is None or not item.text() or item.toolTip():
                continue      # a cell with a tooltip may be elided: the tooltip says it all
            from PySide6.QtGui import QFontMetrics
            need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 6
            if need > table.columnWidth(col):
                out.append(f"cell {item.text()!r}: needs {need}px, column is "
                           f"{table.columnWidth(col)}")
    return out


def size_problems(window: QWidget) -> list[str]:
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    if hint.width() > SMALLEST_WINDOW.width() or hint.height() > SMALLEST_WINDOW.height():
        return [f"{type(window).__name__} needs at least {hint.width()}×{hint.height()}"]
    return []


def shortened(view: QGraphicsView, must_be_whole) -> list[str]:
    """Texts shortened with "…" that `must_be_whole(text)` says may not be: "…" is allowed
    where there is truly no room (a long name on a small window), not where a text matters
    whole (a seat's name on a large window, a deck's count)."""
    return [f"shortened: {t}" for t in scene_texts(view)
            if t.text.rstrip().endswith("…") and not _hidden(view, t) and must_be_whole(t)]


def plate_name(text: Text) -> bool:
    """A player plate's name line (its shortened form starts the plate's name)."""
    from gui.table.plate import PlayerPlate
    return isinstance(text.owner, PlayerPlate) and \
        text.owner.state.name.startswith(text.text.rstrip().rstrip("…").rstrip())
