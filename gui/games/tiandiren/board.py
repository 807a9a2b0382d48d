"""What the 天地人 felt shows: plates, the round and 接风 panel, the trick, the hand, the
heaven announcement and a passing banner, drawn from an observation; and the animation of
each event."""
from __future__ import annotations

import time
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from engine.games.tiandiren.deck import full_deck

from ...lang.arg import arg
from ...lang.i18n import current_language
from ...lang.strings import unglossed
from ...table import CARD_W, CardItem
from ...table.card_look import current as current_look
from ...table.face_warmer import FaceWarmer
from ...table.plate import PlayerPlate
from ...table.view import SCENE_W
from .cards import DragController, card_look, face_pixmap
from .items import Banner, HeavenPanel, InfoPanel, Snapshot, font
from .layout import (
    HAND_ROWS,
    TRICK_LEFT,
    TRICK_NOTATION_W,
    TRICK_RIGHT,
    TRICK_ROW,
    TRICK_ROWS,
    TRICK_SCALE,
    TRICK_TOP,
    HandView,
    TrickView,
    panel_bottom,
)
from .selection import current_trick, play_kind, sort_hand

BANNER_MS = 2600


class TiandirenBoard(QObject):
    """What the 天地人 felt shows: a part the table owns (`table.board`). It keeps the scene
    items it drew — the plates, the round panel, the hand's cards and the trick's rows are
    reused between redraws and only moved, the rest is drawn again — and the heaven
    announcement while it is up."""

    def __init__(self, table: Any, drag: DragController) -> None:
        super().__init__(table)
        self.table = table
        self.scene = table.scene
        self.plates: dict[int, Snapshot] = {}
        self.info: Snapshot | None = None
        self.heaven_panel: HeavenPanel | None = None
        self._dyn: list = []                 # items drawn again on each render
        self._banner: tuple[str, str, float] | None = None
        self._banner_item: Banner | None = None
        self._empty_line = None              # "The table is empty: … leads." while it is
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._hide_banner)
        self.hand_view = HandView(self.scene, drag, HAND_ROWS, self.device_scale)
        self.trick_view = TrickView(self.scene, QRectF(TRICK_LEFT, TRICK_TOP + 26, TRICK_RIGHT - TRICK_LEFT,
                                                       TRICK_ROW * TRICK_ROWS), TRICK_ROW, TRICK_SCALE,
                                    self.device_scale)
        self.warmer = FaceWarmer(self)
        self._warmed: tuple | None = None

    @property
    def words(self):
        return self.table.words

    def device_scale(self) -> float:
        view = self.table.view
        return max(0.2, view.transform().m11() * view.devicePixelRatioF())

    def rescale(self) -> None:
        """The view's scale changed: the cached pixmaps are painted again at the new size."""
        self.hand_view.restyle()
        self.trick_view.rescale()
        for snap in [*self.plates.values(), self.info]:
            if snap is not None and shiboken6.isValid(snap):
                snap.rescale()

    def clear(self) -> None:
        """The scene was emptied (a new game): nothing drawn is kept."""
        self.plates, self.info, self._dyn = {}, None, []
        self.hand_view.forget()
        self.trick_view.rows = {}
        self._banner, self._banner_item, self.heaven_panel = None, None, None

    # ---- drawing ------------------------------------------------------------------------
    def _add(self, item):
        """Add a redrawn item (everything but the hand's cards) to the scene, painted once
        into a cache (software painting of many cards is what a player would notice)."""
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if item.scene() is None:
            self.scene.addItem(item)
        self._dyn.append(item)
        return item

    def render(self, obs: dict) -> bool:
        """Draw the position; True when the hand's cards changed (a selection is void)."""
        for item in self._dyn:
            if shiboken6.isValid(item) and item.scene() is not None and item.parentItem() is None:
                self.scene.removeItem(item)
        self._dyn = []
        self._banner_item, self.heaven_panel, self._empty_line = None, None, None
        table = self.table
        n = len(obs.get("hand_counts") or table.names)
        human = int(obs.get("seat", table.human_seat))
        self._draw_plates(obs, human, n)
        self._draw_info(obs, human)
        self._draw_trick(obs)
        changed = self.hand_view.sync(obs.get("hand") or [])
        self._warm()
        if table.heaven_showing():
            self.show_heaven(obs)
        self._draw_banner()
        return changed

    def _warm(self) -> None:
        """Paint ahead of need (gui/table/face_warmer.py) the faces this table will soon ask
        for: every card at the trick's size (as TrickRow paints them: the view's device
        scale times the trick's card scale) and the hand's dimmed looks (shown as soon as
        the player must follow). Once per size, look and language."""
        scale = self.device_scale() * self.trick_view.scale
        width = self.hand_view.pixel_width()
        key = (round(scale, 2), width, current_look(), current_language())
        if key == self._warmed or not self.hand_view.cards:
            return
        self._warmed = key
        deck = full_deck(1)
        self.warmer.want([lambda card=card: face_pixmap(card, scale) for card in deck]
                         + [lambda card=card: card_look(card, width, False, True)
                            for card in dict.fromkeys(self.hand_view.cards)])

    def show_heaven(self, obs: dict) -> None:
        """The heaven announcement over the trick: each winner's hands, role and points, the
        revealing cards, and Continue (the table's go_on)."""
        self.hide_heaven()
        words = self.words
        # below the plates' words (a small window's bigger texts reach lower): at 800×600
        # it covered half of each plate's "Heaven +150,000" (issue 34)
        top = max([TRICK_TOP - 20] + [snap.y() + snap.source.text_bottom() + 10
                                      for snap in self.plates.values() if shiboken6.isValid(snap)])
        panel = HeavenPanel(QRectF(TRICK_LEFT - 4, top, TRICK_RIGHT - TRICK_LEFT + 8, 470))
        panel.set_content(self.tr("Heaven phase (天牌)"), words.heaven_rows(obs), words.heaven_footer(obs),
                          self.tr("Continue"))
        panel.setZValue(200)
        panel.clicked.connect(self.table.go_on)
        self._add(panel)
        self.heaven_panel = panel

    def hide_heaven(self) -> None:
        panel, self.heaven_panel = self.heaven_panel, None
        if panel is not None and shiboken6.isValid(panel) and panel.scene() is not None:
            self.scene.removeItem(panel)

    def _text(self, text: str, x: float, y: float, pixels: int, colour: str = "#eef5f0",
              bold: bool = False, width: float = 0.0):
        item = self._add(self.scene.addSimpleText(text))
        item.setFont(font(pixels, bold))
        item.setBrush(QColor(colour))
        if width and item.boundingRect().width() > width:
            item.setText(QFontMetricsF(item.font()).elidedText(text, Qt.TextElideMode.ElideRight, width))
        item.setPos(x, y)
        return item

    def _draw_plates(self, obs: dict, human: int, n: int) -> None:
        others = [(human + k) % n for k in range(1, n)]
        if not others:
            return
        gap = 10.0
        width = min(240.0, (TRICK_RIGHT - TRICK_LEFT - gap * (len(others) - 1)) / len(others))
        total = width * len(others) + gap * (len(others) - 1)
        x = (TRICK_LEFT + TRICK_RIGHT) / 2 - total / 2
        for seat in others:
            snap = self.plates.get(seat)
            if snap is None or not shiboken6.isValid(snap) or snap.source.rect.width() != width:
                snap = Snapshot(PlayerPlate(seat, QRectF(0, 0, width, 74)), self.device_scale)
                self.scene.addItem(snap)
                self.plates[seat] = snap
            snap.setPos(QPointF(x, 14))
            if snap.source.set_state(self.words.plate_state(obs, seat)):
                snap.refresh()
            x += width + gap

    def _draw_info(self, obs: dict, human: int) -> None:
        snap = self.info
        # the panel ends above the hand (taller cards raise the hand's upper row)
        height = min(530.0, panel_bottom() - 14 - 10)
        if snap is None or not shiboken6.isValid(snap) or snap.source.h != height:
            if snap is not None and shiboken6.isValid(snap) and snap.scene() is not None:
                self.scene.removeItem(snap)
            snap = self.info = Snapshot(InfoPanel(height), self.device_scale)
            snap.setPos(QPointF(10, 14))
            self.scene.addItem(snap)
        if snap.source.set_content(*self.words.info_content(obs, human)):
            snap.refresh()

    def _draw_trick(self, obs: dict) -> None:
        words = self.words
        plays, finished = current_trick(obs)
        if not plays:
            self.trick_view.clear()
            text = arg(self.tr("The table is empty: %1 leads."), words.name(obs.get("current")))
            if obs.get("is_over") or obs.get("current") is None:
                text = ""
            self._empty_line = self._text(text, TRICK_LEFT + 10, TRICK_TOP + 6, 20, "#eef5f0", True,
                                          TRICK_RIGHT - TRICK_LEFT - 20)
            return
        if finished:
            head = arg(self.tr("Last trick, won by %1"), words.name(plays[-1][0]))
        else:
            head = arg(self.tr("On the table: %1 (%2 to beat it)"), words.kind_name(obs.get("table_type")),
                       words.name(obs.get("current")))
        heading = self._text(head, TRICK_LEFT + 10, TRICK_TOP - 4, 19, "#f2c230", True,
                             TRICK_RIGHT - TRICK_LEFT - 20)
        heading.setToolTip(self.table.explain_terms(head))     # what "Rocket" is (issue 34.11)
        # The rows begin below the heading as it is drawn (taller on a small window): a
        # long play's row never lies over "Last trick, won by …" (issue 24.9).
        top = max(TRICK_TOP + 26, heading.y() + heading.boundingRect().height() + 2)
        view = self.trick_view
        if view.rect.top() != top:
            view.rect = QRectF(view.rect.left(), top, view.rect.width(), view.rect.height())
        room = QFontMetricsF(font(15))
        rows = []
        for seat, notation, cards, index in reversed(plays[-TRICK_ROWS:]):
            # Each row names its kind without the Chinese gloss the heading above gives; a
            # notation too long for the row gives way to the count (its cards are beside it).
            shown = words.notation_text(notation)
            if room.horizontalAdvance(shown) > TRICK_NOTATION_W:
                shown = words.cards(len(cards))
            text = f"{unglossed(words.kind_name(play_kind(notation)))}\n{shown}"
            rows.append(((index, words.name(seat), text), words.name(seat), text, cards))
        self.trick_view.sync(rows, finished)
        for key, _, text, _ in rows:
            group = self.trick_view.rows.get(key)
            if group is not None:
                group.setToolTip(self.table.explain_terms(text))

    def _draw_banner(self) -> None:
        if self._banner is None or time.monotonic() > self._banner[2]:
            return
        item = Banner(QPointF((TRICK_LEFT + TRICK_RIGHT) / 2, 330))
        item.set_text(self._banner[0], self._banner[1])
        item.setZValue(150)
        self._add(item)
        self._banner_item = item

    def announce_banner(self, text: str, sub: str) -> None:
        """A big line over the trick for BANNER_MS (who won what), kept across redraws."""
        self._banner = (text, sub, time.monotonic() + BANNER_MS / 1000)
        if self._banner_item is not None and shiboken6.isValid(self._banner_item):
            self.scene.removeItem(self._banner_item)
        self._banner_item = None
        self._draw_banner()
        self._banner_timer.start(BANNER_MS)

    def _hide_banner(self) -> None:
        self._banner = None
        if self._banner_item is not None and shiboken6.isValid(self._banner_item):
            self.scene.removeItem(self._banner_item)
        self._banner_item = None

    # ---- animation ------------------------------------------------------------------------
    def animate(self, ev: dict, ends_game: bool = False) -> None:
        """One event: a play flies to the trick; a win is announced by a banner, unless it
        ends the game (the match-end box tells it then)."""
        kind = ev.get("kind")
        if kind == "play":
            self._animate_play(ev)
        elif kind == "win" and not ends_game:
            words = self.words
            text = words.title_name(ev.get("win", ""))
            sub = f"{words.name(ev.get('seat'))} · {words.points(int(ev.get('score', 0)))}"
            self.table.anim.call(lambda t=text, s=sub: self.announce_banner(t, s))

    def _drop_empty_line(self) -> None:
        line, self._empty_line = self._empty_line, None
        if line is not None and shiboken6.isValid(line) and line.scene() is not None:
            line.hide()

    def _seat_point(self, seat: Any) -> QPointF:
        snap = self.plates.get(seat) if isinstance(seat, int) else None
        if snap is not None and shiboken6.isValid(snap):
            return snap.pos() + QPointF(snap.source.rect.width() / 2 - CARD_W * TRICK_SCALE / 2, 30)
        return QPointF(SCENE_W / 2, HAND_ROWS[0])

    def _animate_play(self, ev: dict) -> None:
        anim = self.table.anim
        if anim.duration_ms() <= 0:
            return
        seat, cards = ev.get("seat"), sort_hand(ev.get("cards") or [])
        # the table is empty no more: its line goes as the cards fly in to the trick's first
        # row, at its cards' size (the line lay half under a long lead, issue 34.4)
        anim.call(self._drop_empty_line)
        step = anim.step()
        x0, y = TRICK_LEFT + 190, self.trick_view.rect.top() + 4
        free = ([it for it in self.hand_view.items if shiboken6.isValid(it)]
                if seat == self.table.human_seat else [])
        for i, card in enumerate(cards[:24]):
            source = next((it for it in free if it.card == card), None)
            if source is not None:
                free.remove(source)
                source.hide()
                start = source.pos()
            else:
                start = self._seat_point(seat)
            item = CardItem(card)
            item.setScale(self.trick_view.scale)
            item.setPos(start)
            item.setZValue(120 + i)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._add(item)
            step.move(item, QPointF(x0 + i * min(64.0, 660 / max(1, len(cards))), y))
