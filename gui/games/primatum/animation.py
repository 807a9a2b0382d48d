"""The animation of each 九尊 event on the felt: a play flying to the bout, a pledge to its
column, a territory's lost cards to the pile, the neutral hand to the 大勝方, and the
banners of a round's moments. A part the board owns (`board.animation`); the steps go on the
table's AnimationQueue, and the felt is redrawn from the position once the turn's events are
shown."""
from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ...lang.arg import arg
from ...table import CARD_W, CardItem
from .items import Banner
from .layout import (
    BOUT_LABEL_W,
    BOUT_LEFT,
    HAND_Y,
    NEUTRAL_POS,
    NEUTRAL_SCALE,
    PILE_POINT,
    bout_card_xs,
    bout_positions,
    card_scale,
    column_positions,
    panel_rect,
)

if TYPE_CHECKING:
    from .board import PrimatumBoard


class PrimatumAnimation:
    """Queues each event's animation; reads the board's items (the hand's cards leave from
    where they are shown, a pledge goes under its column's last card)."""

    def __init__(self, board: PrimatumBoard) -> None:
        self.board = board
        self.table = board.table

    def animate(self, ev: dict) -> None:
        """Queue one event's animation on the table's AnimationQueue (the felt is redrawn
        from the position once the turn's events are shown)."""
        kind = ev.get("kind")
        if kind == "play":
            self._animate_play(ev)
        elif kind == "pledge":
            self._animate_pledge(ev)
        elif kind == "territory_loss":
            self._animate_loss(ev)
        elif kind == "take_neutral":
            self._animate_take(ev)
        elif kind in ("big_winner", "big_loser", "round_start", "phase_start", "bout_won"):
            self._banner_for(ev)

    def _seat_point(self, seat: int) -> QPointF:
        rect = panel_rect(seat, self.board.players())
        return QPointF(rect.center().x() - CARD_W * 0.35, rect.top() + 40)

    def _flying(self, code: str | None, start: QPointF, scale: float) -> CardItem:
        item = self.board.card_item(code) if code else CardItem(None, face_up=False)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setScale(scale)
        item.setPos(start)
        item.setZValue(800)
        self.table.scene.addItem(item)
        return item

    def _source(self, seat: int, code: str) -> QPointF:
        item = self.board.hand_items.get(code) if seat == self.table.human_seat else None
        if item is not None:
            item.hide()
            return item.pos()
        return self._seat_point(seat)

    def _animate_play(self, ev: dict) -> None:
        seat, cards = ev.get("seat", -1), ev.get("cards") or []
        count = len((self.table.observation.get("bout") or {}).get("plays") or []) + 1
        y = bout_positions(count)[-1]
        step = self.table.anim.step()
        for code, x in zip(cards, bout_card_xs(len(cards), BOUT_LEFT + BOUT_LABEL_W + 6), strict=True):
            step.move(self._flying(code, self._source(seat, code), 0.72), QPointF(x, y))

    def _animate_pledge(self, ev: dict) -> None:
        seat, col, code = ev.get("seat", -1), ev.get("column", 0), ev.get("card", "")
        n = self.board.players()
        items = self.board.terr_items.get(seat, [[], [], []])
        count = len(items[col]) if col < len(items) else 0
        drop = self.board.drops.get(seat, 0.0)
        target = column_positions(seat, n, col, count + 1, drop)[-1]
        item = self._flying(code, self._source(seat, code), card_scale(n))
        self.table.anim.move(item, target)

    def _animate_loss(self, ev: dict) -> None:
        seat, col = ev.get("seat", -1), ev.get("column", 0)
        items = (self.board.terr_items.get(seat) or [[], [], []])[col]
        leaving = [i for i in items if i.code in set(ev.get("cards") or [])]
        for item in leaving:
            item.set_marked(True)
        self.table.anim.pause(1.2)
        step = self.table.anim.step()
        for k, item in enumerate(leaving):
            item.setZValue(850)
            step.move(item, PILE_POINT + QPointF(k * 12, 40), 2.0).fade(item, 0.0, 2.0)
        if ev.get("lost_king"):
            # (the board's translation context: the string was the board's before this part)
            lost = QCoreApplication.translate("PrimatumBoard", "%1 has lost the King!")
            self._banner(arg(lost, self.table.name(seat)), "", "#ff6b5e", 3.0)

    def _animate_take(self, ev: dict) -> None:
        step = self.table.anim.step()
        for k in range(min(4, int(ev.get("count", 0)))):
            item = self._flying(None, NEUTRAL_POS + QPointF(k * 6, 0), NEUTRAL_SCALE)
            step.move(item, self._seat_point(ev.get("seat", 0)) if ev.get("seat") != self.table.human_seat
                      else QPointF(560 + k * 20, HAND_Y))

    def _banner_for(self, ev: dict) -> None:
        text, sub, colour, weight = self.board.words.banner_text(ev)
        if text:
            self._banner(text, sub, colour, weight)

    def _banner(self, text: str, sub: str, colour: str, weight: float) -> None:
        """Fade in, hold for `weight` moves, fade out (short banners fade faster)."""
        banner = Banner(text, sub, colour)
        banner.setPos(QPointF(600, 330))
        banner.setOpacity(0.0)
        self.table.scene.addItem(banner)
        fade = min(1.0, weight)
        self.table.anim.step().fade(banner, 1.0, fade)
        self.table.anim.pause(weight)
        self.table.anim.step().fade(banner, 0.0, fade).then(lambda: _take_away(banner))


def _take_away(item) -> None:
    """Remove a banner once it has faded, unless a redraw of the felt took it already (a
    replay's jump clears the scene while the banner's steps are still queued)."""
    if shiboken6.isValid(item) and item.scene() is not None:
        item.scene().removeItem(item)
