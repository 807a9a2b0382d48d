"""What the 天地人 felt shows: plates, the round and 接风 panel, the trick, the hand, the
heaven panel and the scoreboard, drawn from an observation; and the animation of each event."""
from __future__ import annotations

import time
from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QGraphicsItem)

from ...table import CARD_W, CardItem
from ...lang.strings import unglossed
from ...table.view import SCENE_W
from ...table.plate import PlayerPlate
from .items import Banner, HeavenPanel, InfoPanel, Snapshot, font
from .layout import HAND_ROWS, TRICK_LEFT, TRICK_RIGHT, TRICK_ROWS, TRICK_SCALE, TRICK_TOP
from .selection import current_trick, play_kind, sort_hand
from .text import COUNTS
from ...lang.arg import arg

BANNER_MS = 2600


class TiandirenBoard:
    """Mixed into TiandirenTable: what the felt shows (the table provides scene, anim, names …)."""

    def _fill_scoreboard(self) -> None:
        """The base scoreboard, rebuilt only when a name or a score changed; the turn
        (bold row) is updated in place."""
        obs = self.observation or {}
        key = (tuple(self.names), self.human_seat, tuple(self.scores(obs) or ()) if obs else ())
        current = obs.get("current_player")
        if key != self._board_key or self.scoreboard.rowCount() != len(self.names):
            self._board_key = key
            super()._fill_scoreboard()
            return
        for row in range(self.scoreboard.rowCount()):
            for col in range(2):
                item = self.scoreboard.item(row, col)
                if item is not None and item.font().bold() != (row == current):
                    font = item.font()
                    font.setBold(row == current)
                    item.setFont(font)

    def _show_heaven(self, obs: dict) -> None:
        panel = HeavenPanel(QRectF(TRICK_LEFT - 4, TRICK_TOP - 20, TRICK_RIGHT - TRICK_LEFT + 8, 470))
        panel.set_content(self.tr("Heaven phase (天牌)"), self.heaven_rows(obs), self.heaven_footer(obs),
                          self.tr("Continue"))
        panel.setZValue(200)
        panel.clicked.connect(self.continue_after_heaven)
        self._add(panel)
        self._heaven_panel = panel

    def _device_scale(self) -> float:
        return max(0.2, self.view.transform().m11() * self.view.devicePixelRatioF())

    def _rescale(self) -> None:
        self.hand_view.restyle()
        self.trick_view.rescale()
        for snap in [*self._plates.values(), self._info]:
            if snap is not None and shiboken6.isValid(snap):
                snap.rescale()

    # ---- drawing ------------------------------------------------------------------------
    def _add(self, item):
        """Add a redrawn item (everything but the hand's cards) to the scene, painted once
        into a cache (software painting of many cards is what a player would notice)."""
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if item.scene() is None:
            self.scene.addItem(item)
        self._dyn.append(item)
        return item

    def render(self, obs: dict) -> None:
        for item in self._dyn:
            if shiboken6.isValid(item) and item.scene() is not None and item.parentItem() is None:
                self.scene.removeItem(item)
        self._dyn = []
        self._banner_item, self._heaven_panel = None, None
        n = len(obs.get("hand_counts") or self.names)
        human = int(obs.get("seat", self.human_seat))
        self._draw_plates(obs, human, n)
        self._draw_info(obs, human)
        self._draw_trick(obs)
        self._draw_hand(obs)
        if self._held.on:
            self._show_heaven(obs)
        self._draw_banner()
        self.show_legal(self.legal)

    def _text(self, text: str, x: float, y: float, pixels: int, colour: str = "#eef5f0",
              bold: bool = False, width: float = 0.0):
        item = self._add(self.scene.addSimpleText(text))
        item.setFont(font(pixels, bold))
        item.setBrush(QColor(colour))
        if width and item.boundingRect().width() > width:
            from PySide6.QtGui import QFontMetricsF
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
            snap = self._plates.get(seat)
            if snap is None or not shiboken6.isValid(snap) or snap.source.rect.width() != width:
                snap = Snapshot(PlayerPlate(seat, QRectF(0, 0, width, 74)), self._device_scale)
                self.scene.addItem(snap)
                self._plates[seat] = snap
            snap.setPos(QPointF(x, 14))
            if snap.source.set_state(self.plate_state(obs, seat)):
                snap.refresh()
            x += width + gap

    def _draw_info(self, obs: dict, human: int) -> None:
        snap = self._info
        if snap is None or not shiboken6.isValid(snap):
            snap = self._info = Snapshot(InfoPanel(530.0), self._device_scale)
            snap.setPos(QPointF(10, 14))
            self.scene.addItem(snap)
        if snap.source.set_content(*self.info_content(obs, human)):
            snap.refresh()

    def _draw_trick(self, obs: dict) -> None:
        plays, finished = current_trick(obs)
        if not plays:
            self.trick_view.clear()
            text = arg(self.tr("The table is empty: %1 leads."), self.name(obs.get("current")))
            if obs.get("is_over") or obs.get("current") is None:
                text = ""
            self._text(text, TRICK_LEFT + 10, TRICK_TOP + 6, 20, "#eef5f0", True, TRICK_RIGHT - TRICK_LEFT - 20)
            return
        if finished:
            head = arg(self.tr("Last trick, won by %1"), self.name(plays[-1][0]))
        else:
            head = arg(self.tr("On the table: %1 (%2 to beat it)"), self.kind_name(obs.get("table_type")), self.name(obs.get("current")))
        self._text(head, TRICK_LEFT + 10, TRICK_TOP - 4, 19, "#f2c230", True, TRICK_RIGHT - TRICK_LEFT - 20)
        rows = []
        for seat, notation, cards, index in reversed(plays[-TRICK_ROWS:]):
            # Each row names its kind without the Chinese gloss the heading above gives.
            text = f"{unglossed(self.kind_name(play_kind(notation)))}\n{self.notation_text(notation)}"
            rows.append(((index, self.name(seat), text), self.name(seat), text, cards))
        self.trick_view.sync(rows, finished)

    def _draw_hand(self, obs: dict) -> None:
        if self.hand_view.sync(obs.get("hand") or []):
            self._selected = set()
            self._hinted = None
        self._hand, self._hand_items = self.hand_view.cards, self.hand_view.items
        self.hand_view.set_selected(self._selected)

    def _draw_banner(self) -> None:
        if self._banner is None or time.monotonic() > self._banner[2]:
            return
        item = Banner(QPointF((TRICK_LEFT + TRICK_RIGHT) / 2, 330))
        item.set_text(self._banner[0], self._banner[1])
        item.setZValue(150)
        self._add(item)
        self._banner_item = item

    def announce_banner(self, text: str, sub: str) -> None:
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
    def animate(self, events: list[dict]) -> None:
        for ev in events:
            kind = ev.get("kind")
            if kind == "play":
                self._animate_play(ev)
            elif kind == "win" and not any(e.get("kind") == "game_over" for e in events):
                text = self.title_name(ev.get("win", ""))
                sub = f"{self.name(ev.get('seat'))} · {COUNTS.points(int(ev.get('score', 0)))}"
                self.anim.call(lambda t=text, s=sub: self.announce_banner(t, s))

    def _seat_point(self, seat: Any) -> QPointF:
        snap = self._plates.get(seat) if isinstance(seat, int) else None
        if snap is not None and shiboken6.isValid(snap):
            return snap.pos() + QPointF(snap.source.rect.width() / 2 - CARD_W * TRICK_SCALE / 2, 30)
        return QPointF(SCENE_W / 2, HAND_ROWS[0])

    def _animate_play(self, ev: dict) -> None:
        if self.anim.duration_ms() <= 0:
            return
        seat, cards = ev.get("seat"), sort_hand(ev.get("cards") or [])
        step = self.anim.step()
        x0, y = TRICK_LEFT + 190, TRICK_TOP + 30
        free = [it for it in self._hand_items if shiboken6.isValid(it)] if seat == self.human_seat else []
        for i, card in enumerate(cards[:24]):
            source = next((it for it in free if it.card == card), None)
            if source is not None:
                free.remove(source)
                source.hide()
                start = source.pos()
            else:
                start = self._seat_point(seat)
            item = CardItem(card)
            item.setScale(TRICK_SCALE)
            item.setPos(start)
            item.setZValue(120 + i)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._add(item)
            step.move(item, QPointF(x0 + i * min(64.0, 660 / max(1, len(cards))), y))
