"""SceneRegions: redraw only the parts of the felt that changed.

A board draws its felt as named regions (the stock, the pile, each seat's plate, the hand).
Each region is drawn from a key — the part of the observation it shows, as plain data — and
is drawn again only when its key changes: the other regions' items stay in the scene, and
Qt repaints only what moved. A bot's move in 九九 then changes the pile, the total and two
plates, not the forty items of the whole felt (issue 23: one frame per move).

`forget()` drops every region (a language switch, a new text size): the next draw makes all
of them again. Items made outside regions — card flights — are `transient()` and removed at
the next draw.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


class SceneRegions:
    """The regions a board drew, by name, with the key each was drawn from."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._drawn: dict[str, tuple[Any, list[QGraphicsItem]]] = {}
        self._transient: list[QGraphicsItem] = []

    def draw(self, name: str, key: Any, build: Callable[[], list[QGraphicsItem]]
             ) -> tuple[bool, list[QGraphicsItem]]:
        """The region's items, drawn by `build()` (which adds them to the scene and returns
        them) unless they were drawn from an equal key; True when drawn anew."""
        held = self._drawn.get(name)
        if held is not None and held[0] == key and all(shiboken6.isValid(i) for i in held[1]):
            return False, held[1]
        self.remove(name)
        items = list(build())
        self._drawn[name] = (key, items)
        return True, items

    def remove(self, name: str) -> None:
        _, items = self._drawn.pop(name, (None, []))
        for item in items:
            self._take(item)

    def keep_only(self, names: set[str]) -> None:
        """Remove the regions not drawn this time (a seat that left, a pool that closed)."""
        for name in [n for n in self._drawn if n not in names]:
            self.remove(name)

    def transient(self, item: QGraphicsItem) -> QGraphicsItem:
        """An item that lives until the next draw (a card in flight)."""
        self._transient.append(item)
        return item

    def sweep(self) -> None:
        """Before a draw: the flights of the last move are gone."""
        items, self._transient = self._transient, []
        for item in items:
            self._take(item)

    def forget(self) -> None:
        """Every region is drawn again next time (and what is on the felt now goes)."""
        for name in list(self._drawn):
            self.remove(name)
        self.sweep()

    def _take(self, item: QGraphicsItem) -> None:
        if shiboken6.isValid(item) and item.scene() is self.scene:
            self.scene.removeItem(item)
