"""Five's table: the total in the middle, the hand at the bottom, a card flies when played.

Everything else — the log, the scoreboard, the status line, hint, 托管, undo, the card
counter, hot-seat, replays, the match-end box — is the kit's."""
from __future__ import annotations

from PySide6.QtCore import QPointF

from gui.table import CARD_H, CARD_W, CardItem, pixel_font
from gui.table.game_table import GameTable

HAND_Y = 560
TOTAL = QPointF(600, 300)


class FiveTable(GameTable):
    """The whole table of a fifth game: three hooks."""

    def render(self, obs: dict) -> None:
        self.scene.clear()
        text = self.scene.addSimpleText(f"{obs.get('total', 0)} / 15")
        text.setFont(pixel_font(40))
        text.setPos(TOTAL)
        hand = list(obs.get("hand") or [])
        positions = [QPointF(400 + i * (CARD_W + 10), HAND_Y) for i in range(len(hand))]
        self.hand_items = self.add_hand(hand, positions, self._clicked)

    def animate_event(self, event: dict) -> None:
        if event.get("kind") == "play":
            card = CardItem(event["cards"][0])
            card.setPos(QPointF(600, 40))
            self.scene.addItem(card)
            self.anim.move(card, TOTAL + QPointF(0, -CARD_H))

    def show_legal(self, legal: list[dict]) -> None:
        playable = {a["notation"] for a in legal}
        for card, item in self.hand_items.items():
            item.set_playable(card in playable, bool(legal))

    def _clicked(self, card: object) -> None:
        if any(a["notation"] == card for a in self.legal):
            self.choose(str(card))
