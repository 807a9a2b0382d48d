"""GenericTable: makes any engine game playable before its real table exists.

It shows the human's hand as cards (from obs["hand"]), the rest of the observation
as text, and every legal action as a button. A card is clickable when exactly one
legal action names it (notation == card, or a "card" field equal to it).
"""
from __future__ import annotations

import json

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QWidget

from .card_item import CARD_H, CardItem, CustomFace
from .card_size import fan
from .game_table import GameTable

MAX_BUTTONS = 60


class GenericTable(GameTable):
    """Hand + observation text + one button per legal action."""

    def __init__(self, game_id: str = "", parent: QWidget | None = None) -> None:
        self._cards: list[CardItem] = []
        self._buttons: list[QPushButton] = []
        self._text_item = None
        self.prompt = QLabel()
        self.button_area = QWidget()
        self.button_grid = QGridLayout(self.button_area)
        self.button_grid.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.button_area)
        self.scroll.setWidgetResizable(True)
        self.scroll.setMaximumHeight(120)
        self.scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        super().__init__(game_id, parent)
        self.controls.addWidget(self.prompt)
        self.controls.addWidget(self.scroll)

    def retranslate(self) -> None:
        self.prompt.setText(QCoreApplication.translate("GenericTable", "Your possible actions:"))
        super().retranslate()

    # ---- hooks -------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        for item in self._cards:            # (a new game's clear() may have deleted them)
            if shiboken6.isValid(item):
                self.scene.removeItem(item)
        self._cards = []
        if self._text_item is not None and shiboken6.isValid(self._text_item):
            self.scene.removeItem(self._text_item)
        hand = obs.get("hand") if isinstance(obs.get("hand"), list) else []
        rect = self.scene.sceneRect()
        xs = fan(len(hand), rect.center().x(), rect.width() - 80, 10)
        for i, (card, x) in enumerate(zip(hand, xs, strict=True)):
            item = CardItem(card if isinstance(card, str) else CustomFace(big=str(card)))
            item.setPos(QPointF(x, rect.bottom() - CARD_H - 30))
            item.setZValue(i)
            item.clicked.connect(self._card_clicked)
            self.scene.addItem(item)
            self._cards.append(item)
        shown = {k: v for k, v in obs.items()
                 if k not in ("hand", "names", "human_seat", "game")}
        lines = [f"{key}: {json.dumps(value, ensure_ascii=False, default=str)}"
                 for key, value in sorted(shown.items())]
        text = "\n".join(line if len(line) < 160 else line[:157] + "…" for line in lines)
        self._text_item = self.scene.addText(text[:4000])
        font = self._text_item.font()
        font.setPixelSize(20)
        self._text_item.setFont(font)
        self._text_item.setDefaultTextColor(Qt.GlobalColor.white)
        self._text_item.setTextWidth(rect.width() - 80)
        self._text_item.setPos(40, 30)

    def show_legal(self, legal: list[dict]) -> None:
        by_card = self._actions_by_card(legal)
        for item in self._cards:
            item.set_legal(isinstance(item.card, str) and len(by_card.get(item.card, [])) == 1)
        for button in self._buttons:
            self.button_grid.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        columns = 4
        for i, action in enumerate(legal[:MAX_BUTTONS]):
            button = QPushButton(action["notation"])
            button.clicked.connect(lambda _=False, n=action["notation"]: self.choose(n))
            self.button_grid.addWidget(button, i // columns, i % columns)
            self._buttons.append(button)

    def action_buttons(self) -> list[QPushButton]:
        """The buttons on offer, one a legal action (the first MAX_BUTTONS), in order."""
        return list(self._buttons)

    # ---- internals ---------------------------------------------------------------------
    @staticmethod
    def _actions_by_card(legal: list[dict]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for action in legal:
            card = action.get("card", action["notation"])
            if isinstance(card, str):
                out.setdefault(card, []).append(action["notation"])
        return out

    def _card_clicked(self, card: object) -> None:
        options = self._actions_by_card(self.legal).get(card, [])
        if len(options) == 1:
            self.choose(options[0])
