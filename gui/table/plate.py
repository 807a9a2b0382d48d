"""PlayerPlate: one player's name plate, the same on every table.

A dark rounded plate with the player's name, a detail line (cards in hand, hands won, a
role…), an optional gold note line, small coloured badges (dealer, 庄家, bats/fields, out…),
and an optional colour chip at the left (九尊's country, 九局對決's side). The frame says the
state: gold while the player is to act, dashed blue when the human may click it to choose a
target, faint otherwise; a player who is out is drawn faded. Texts are elided, never cut.
While a searching (hard) bot thinks, a gold arc in the plate's corner fills with its progress.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTextLayout
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .faces import pixel_font

GOLD = QColor("#f2c230")
TARGET = QColor("#58b4ff")
SOFT = QColor("#d9e8dd")
#: How far above its plate an edge badge may rise (to stay clear of a grown name).
EDGE_RISE = 28.0


class BadgePlace(Enum):
    """Where badges go: on the plate's top edge (floating tags) or inside, right of the name
    (or of the detail line, or on the edge, when the name needs the room: `_place_badges`)."""
    EDGE = "edge"
    INSIDE = "inside"


@dataclass(frozen=True)
class PlateState:
    """What a plate shows; tables build one per seat from the observation."""
    name: str
    detail: str = ""
    note: str = ""
    badges: tuple[tuple[str, str], ...] = ()     # (text, colour)
    active: bool = False
    out: bool = False
    you: bool = False
    chip: str = ""                               # colour of the chip at the left; "" for none


def _advance(text: str, font) -> float:
    return QFontMetricsF(font).horizontalAdvance(text)


def _ink_bottom(line_top: float, font, line_height: float, text: str) -> float:
    """Where the ink of `text` ends below, drawn (vertically centred) as a line from `line_top`."""
    line = QFontMetricsF(font)
    baseline = line_top + line_height / 2 + (line.ascent() - line.descent()) / 2
    return baseline + line.tightBoundingRect(text or "國Ag").bottom()


class PlayerPlate(QGraphicsObject):
    """A player's plate in `rect` (item coordinates); `clicked(seat)` while targetable."""

    clicked = Signal(int)

    def __init__(self, seat: int, rect: QRectF, badges: BadgePlace = BadgePlace.EDGE,
                 centred: bool = False, header: bool = False) -> None:
        """`centred`: texts centred left to right; `header`: the plate is the background of a
        taller panel (九尊's territory) and its texts are the panel's header at the top."""
        super().__init__()
        self.seat = seat
        self.rect = QRectF(rect)
        self.badge_place = badges
        self.centred = centred
        self.header = header
        self.state = PlateState("")
        self.targetable = False
        self.progress = -1                   # a searching bot's percent; -1: no arc
        self._name_lines = 1                 # 2: a header's long name in two lines
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # painted once per state into a device-resolution pixmap: a repaint around the plate
        # (a card flying past) copies it instead of drawing rounded rects and texts again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, state: PlateState) -> bool:
        """Show `state`; False (and no repaint) when nothing changed."""
        if state == self.state:
            return False
        self.state = state
        self.update()
        return True

    def set_targetable(self, on: bool) -> None:
        if on == self.targetable:
            return
        self.targetable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_progress(self, percent: int) -> None:
        """The thinking arc: 0–100 while this seat's bot searches, -1 to hide it."""
        if percent != self.progress:
            self.progress = percent
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-7, -EDGE_RISE - 2, 6, 30)   # badges on the top edge, lines below

    # ---- painting ------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        state, r = self.state, self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.55 if state.out else 1.0)
        if state.active:
            painter.setPen(QPen(GOLD, 5))
        elif self.targetable:
            painter.setPen(QPen(TARGET, 4, Qt.PenStyle.DashLine))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 140 if state.you else 70), 1.5))
        # A panel's background stays light: the territory's cards lie on it.
        painter.setBrush(QColor(0, 0, 0, (95 if state.you else 70) if self.header else 140))
        painter.drawRoundedRect(r, 10, 10)
        left = r.left() + 10
        if state.chip:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(state.chip).lighter(130))
            painter.drawRoundedRect(QRectF(r.left() + 8, r.top() + 8, 10, min(36, r.height() - 16)),
                                    3, 3)
            left = r.left() + 24
        width = r.right() - 10 - left
        lines, top = self._lines(width)
        top = self._clear_of_edge_badges(top, lines)
        if self._name_lines > 1:
            # the name's first part leaves the badges their corner (_name_parts)
            badges_top = r.top() + 3
            low = self._badges_reach(badges_top, top + lines[0][3], lines[1][1], lines[1][3])
            beside = self._beside_badges(width)
            lines[0] = lines[0][:4] + (beside,)
            lines[1] = lines[1][:4] + (beside if low else width,)
        else:
            badges_top, name_room, detail_room = self._place_badges(top, lines, width)
            lines[0] = lines[0][:4] + (name_room,)
            lines[1] = lines[1][:4] + (detail_room,)
        align = (Qt.AlignmentFlag.AlignHCenter if self.centred else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip
        for text, font, colour, height, room in lines:
            painter.setFont(font)
            painter.setPen(colour)
            shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(room))
            painter.drawText(QRectF(left, top, room, height), align, shown)
            top += height
        if state.badges:
            self._paint_badges(painter, badges_top)
        if self.progress >= 0:
            self._paint_progress(painter)

    def _paint_progress(self, painter: QPainter) -> None:
        """A ring on the plate's top-left corner (clear of the texts and the edge badges),
        its gold arc filling clockwise from the top."""
        ring = QRectF(self.rect.left() - 5, self.rect.top() - 11, 20, 20)
        painter.setBrush(QColor(0, 0, 0, 200))
        painter.setPen(QPen(QColor(255, 255, 255, 90), 3))
        painter.drawEllipse(ring)
        painter.setPen(QPen(GOLD, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(ring, 90 * 16, -int(self.progress * 3.6 * 16))

    def _badge_font(self):
        return pixel_font(14, bold=True)

    def _badge_height(self) -> float:
        return max(22.0, self._badge_font().pixelSize() * 1.35)

    def _badges_width(self) -> float:
        metrics = QFontMetricsF(self._badge_font())
        return sum(metrics.horizontalAdvance(text) + 18 for text, _ in self.state.badges)

    def _lines(self, width: float) -> tuple[list[tuple], float]:
        """The plate's lines (text, font, colour, height, room) and the first one's top."""
        state, r = self.state, self.rect
        font = self._name_font(width)
        names = self._name_parts(font, width)
        self._name_lines = len(names)
        lines = [(name, font, QColor("white"), 26, width) for name in names]
        lines.append((state.detail, pixel_font(16), SOFT, 22, width))
        if state.note:
            lines.append((state.note, pixel_font(15, bold=True), GOLD, 20, width))
        # On a small window the fonts grow (gui.table.faces.pixel_font): so do the lines.
        lines = [(text, font, colour, max(height, font.pixelSize() * 1.2), room)
                 for text, font, colour, height, room in lines]
        total = sum(line[3] for line in lines)
        return lines, r.top() + (3.0 if self.header else max(3.0, (r.height() - total) / 2))

    def text_bottom(self) -> float:
        """Where the plate's texts end (scene units): on a small window they grow, and a
        panel's header (`header`) may then need more than its designed room."""
        r = self.rect
        left = r.left() + (24 if self.state.chip else 10)      # as paint() lays them out
        lines, top = self._lines(r.right() - 10 - left)
        top = self._clear_of_edge_badges(top, lines)      # (moved down below a badge)
        return top + sum(line[3] for line in lines)

    def grow_upwards_to_fit(self, margin: float = 3.0) -> None:
        """Texts grown on a small window that would end below the plate make it taller
        upwards, its bottom kept: where something lies just below (九局對決's hand, whose
        hovered card rises under the player's plate: "Batting (red)" lost its lower half
        under Xvfb at 800×600)."""
        over = self.text_bottom() + margin - self.rect.bottom()
        if over > 0:
            self.prepareGeometryChange()
            self.rect = self.rect.adjusted(0, -over, 0, 0)

    def _name_parts(self, font, width: float) -> list[str]:
        """The name as one line, or — on a panel's header (九尊's territories, which have
        the height) when it does not fit beside the badges — in up to three: the first
        beside the badges, the rest below. A 30-character name (Chinese too) was cut with
        "…" there at 1600×1000, or shortened the detail line (issue 34)."""
        name = self.state.name
        room = self._beside_badges(width)
        if not self.header or _advance(name, font) <= room or room <= 0:
            return [name]
        layout = QTextLayout(name, font)
        layout.beginLayout()
        parts = []
        while len(parts) < 3:
            line = layout.createLine()
            if not line.isValid():
                break
            # (the second line keeps clear of badges that reach down to it: 4 px less)
            line.setLineWidth(room if len(parts) < 2 else width)
            parts.append(name[line.textStart():line.textStart() + line.textLength()].strip())
        end = layout.lineAt(layout.lineCount() - 1)
        layout.endLayout()
        parts = [part for part in parts if part]
        if parts and end.textStart() + end.textLength() < len(name):
            parts[-1] = name[sum(len(q) for q in parts[:-1]):].strip()   # shortened when drawn
        return parts or [name]

    def _beside_badges(self, width: float) -> float:
        """The room a line has beside the corner badges (a gap of 4 between)."""
        return width - (self._badges_width() + 4 if self.state.badges else 0)

    def _name_font(self, width: float):
        """19 px bold; a name too long for the plate is set a little smaller (down to
        16 px) before it is shortened ("Alexandria Montgomery (you)" on a narrow panel)."""
        for pixels in (19, 18, 17):
            font = pixel_font(pixels, bold=True)
            if QFontMetricsF(font).horizontalAdvance(self.state.name) <= width:
                return font
        return pixel_font(16, bold=True)

    def _clear_of_edge_badges(self, top: float, lines: list) -> float:
        """The lines' top, moved down clear of edge badges that cannot rise (no scene room
        above, as on 天地人's top row) when three grown lines reach up to them — if the
        lines still end within the plate's bounds."""
        if self.badge_place is not BadgePlace.EDGE or not self.state.badges or len(lines) < 3:
            return top
        name, font, _, height, _ = lines[0]
        edge = self.rect.top() - 16
        shift = edge + self._badge_height() + self._pixel() - self._ink_top(top, font, height, name)
        bottom = top + sum(line[3] for line in lines)
        return top + shift if 0 < shift and bottom + shift <= self.rect.bottom() + 24 else top

    def _place_badges(self, top: float, lines: list, width: float) -> tuple[float, float, float]:
        """Where the badges go (their top) and the room that leaves the name and the detail.

        Edge badges stand mostly above the plate; the name leaves them room only where they
        reach down to its ink (a small window's bigger texts). Inside badges sit at the
        top right, beside the name; when the name would not fit beside them they go down
        beside the detail line, or up onto the top edge (when the scene has room there),
        or beside the detail line even if the detail must then be shortened: "Computer 3"
        beside "Dealer" is never shortened for them on a large window."""
        if not self.state.badges:
            return 0.0, width, width
        badges = self._badges_width()
        (name, name_font, _, name_h, _), (detail, detail_font, _, detail_h, _) = lines[:2]
        edge = self.rect.top() - 16
        if self.badge_place is BadgePlace.EDGE:
            if not self._badges_reach(edge, top, name_font, name_h, name):
                return edge, width, width
            # A small window's bigger texts: the badges rise clear of the name rather than
            # shorten it ("Compu…" beside "Dealer" at 800×600), as far as the plate's bounds,
            # or hang below the plate where rising would put them on cards.
            raised = self._ink_top(top, name_font, name_h, name) - self._badge_height() - self._pixel()
            scene = self.scene()
            if scene is not None and raised >= self.rect.top() - EDGE_RISE \
                    and not self._on_cards(raised, badges) \
                    and self.mapToScene(0, raised).y() >= scene.sceneRect().top():
                return raised, width, width
            lowered = self.rect.bottom() + 2          # or hang below the plate, if clear there
            if scene is not None and not self._on_cards(lowered, badges) and \
                    self.mapToScene(0, lowered + self._badge_height()).y() <= scene.sceneRect().bottom():
                return lowered, width, width
            return edge, width - badges, width
        corner = self.rect.top() + 3
        low = self._badges_reach(corner, top + name_h, detail_font, detail_h)
        if _advance(name, name_font) <= width - badges:
            return corner, width - badges, width - badges if low else width
        beside_detail = top + name_h + (detail_h - self._badge_height()) / 2
        if _advance(detail, detail_font) <= width - badges and \
                beside_detail >= _ink_bottom(top, name_font, name_h, name):
            return beside_detail, width, width - badges
        scene = self.scene()
        if scene is not None and self.mapToScene(0, edge).y() >= scene.sceneRect().top() \
                and not self._badges_reach(edge, top, name_font, name_h, name):
            return edge, width, width
        if _advance(name, name_font) <= width and \
                beside_detail >= _ink_bottom(top, name_font, name_h, name):
            return beside_detail, width, width - badges     # the name whole, the detail cut
        return corner, width - badges, width - badges if low else width

    def _badges_reach(self, badges_top: float, line_top: float, font, line_height: float,
                      text: str = "國Ag") -> bool:
        """Whether badges from `badges_top` come down to the ink of `text` drawn
        (vertically centred) as a line from `line_top`."""
        # (a pixel's gap on screen, however small the view: tests/gui/layout_check.py GAP)
        return badges_top + self._badge_height() + self._pixel() > \
            self._ink_top(line_top, font, line_height, text)

    def _pixel(self) -> float:
        """A little more than one screen pixel, in scene units (the view may be scaled)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        scale = views[0].transform().m11() if views else 1.0
        return 1.5 / max(0.2, scale)

    def _on_cards(self, top: float, badges: float) -> bool:
        """Whether badges from `top` (right-aligned, `badges` wide) would lie on a card."""
        from .card_item import CardItem
        scene = self.scene()
        box = self.mapRectToScene(QRectF(self.rect.right() + 4 - badges, top, badges,
                                         self._badge_height()))
        return any(isinstance(item, CardItem) and item.isVisible()
                   and item.mapRectToScene(item.face_rect()).intersects(box)
                   for item in scene.items(box))

    @staticmethod
    def _ink_top(line_top: float, font, line_height: float, text: str = "國Ag") -> float:
        """The top of the ink of `text` drawn (vertically centred) as a line from `line_top`."""
        line = QFontMetricsF(font)
        baseline = line_top + line_height / 2 + (line.ascent() - line.descent()) / 2
        return baseline + line.tightBoundingRect(text or "國Ag").top()

    def _paint_badges(self, painter: QPainter, top: float) -> None:
        """Badges right to left from the plate's right edge (inside it unless they stand
        on the top edge), their boxes from `top`."""
        painter.setFont(self._badge_font())
        height = self._badge_height()
        right = self.rect.right() - (-4 if top < self.rect.top() else 8)
        for text, colour in reversed(self.state.badges):
            width = painter.fontMetrics().horizontalAdvance(text) + 14
            box = QRectF(right - width, top, width, height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            right -= width + 4

    # ---- clicks --------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        event.accept() if self.targetable else event.ignore()

    def key_press(self) -> bool:
        """What a click does, from the keyboard (gui/table/keyboard.py)."""
        if self.targetable:
            self.clicked.emit(self.seat)
        return self.targetable

    def mouseReleaseEvent(self, event) -> None:
        if self.targetable:
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)
