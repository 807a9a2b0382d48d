"""TableHand: the human's hand built of the kit's CardItems, and the default hint shown on it.

A game whose hand is plain cards (九九, 九局對決, a fifth game) has it made with
`table.add_hand(cards, positions, on_click)`: one face-up CardItem a card, stacked left to
right, a click going to the game and a click on a dimmed card to WhyNot
(`table.card_refused`). The game keeps the items as its `hand_items` (card -> item), which
the keyboard's defaults and WhyNot read too; the default hint hooks raise the cards a hint
names (`present`) and lower them again (`withdraw`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .card_item import CardItem

if TYPE_CHECKING:
    from .game_table import GameTable


class TableHand:
    """Makes the human's hand of CardItems on one table's felt (GameTable.hand)."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.items: Any = {}     # GameTable.hand_items of a game that sets it

    def add(self, cards: list[str], positions: list, on_click: Callable[[Any], None],
            z: float = 30, every: bool = False) -> dict[str, CardItem] | list[CardItem]:
        """Face-up card items for the human's hand at `positions`, stacked left to right;
        card -> its (first) item, for highlighting and for animating a play from the hand
        (`every`: the list of all the items, in order)."""
        items: dict[str, CardItem] = {}
        made: list[CardItem] = []
        for i, (card, pos) in enumerate(zip(cards, positions, strict=False)):
            item = CardItem(card)
            item.setPos(pos)
            item.setZValue(z + i)
            item.clicked.connect(on_click)
            item.refused.connect(self.table.card_refused)
            self.table.scene.addItem(item)
            items.setdefault(card, item)
            made.append(item)
        return made if every else items

    def present(self, action: dict) -> None:
        """Raise the hand's cards that `action` names (its "cards", or its "card")."""
        cards = set(action.get("cards") or ()) | ({action["card"]} if action.get("card") else set())
        for card, item in self._items().items():
            if card in cards:
                item.set_selected_card(True)

    def withdraw(self) -> None:
        """Lower every card of the hand."""
        for item in self._items().values():
            item.set_selected_card(False)

    def _items(self) -> dict:
        return self.table.hand_items
