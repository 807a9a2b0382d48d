"""What a game tells the kit's keyboard model (gui/table/keyboard.py): the things the
focus can rest on and what Space, Enter, P and Esc mean on its table.

A game's table hands the kit one `KeyHooks` object (`self.keys.use(<Id>Keys(self))`, in
gui/games/<id>/keys.py); the defaults here fit a table whose hand is `hand_items` and whose
cards are played by a click, so a game only overrides what differs. No hook sees a key
event: the kit reads the keys, moves the focus and calls these.

A focusable thing is a `KeyTarget`: a key that stays the same when the table is drawn
again (the card and which copy of it, a seat, a column: the scene's items are made anew
from every position, so the focus is kept by this key, never by the item), the scene item
the focus ring surrounds, and its name in words for a screen reader.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from ..lang.arg import arg
from .words import card_name


@dataclass(frozen=True)
class KeyTarget:
    """One place the focus can rest (see the module docstring). Its name is worded only
    when asked (`describe`, or the text given): a hand of 54 cards is listed after every
    move, and only the focused card is named."""

    key: Hashable
    item: QGraphicsItem
    describe: Callable[[], str] | str = field(compare=False)

    @property
    def name(self) -> str:
        return self.describe() if callable(self.describe) else self.describe


def press(item: Any) -> bool:
    """Do what a click on `item` does (its `key_press`); False when a click would do nothing."""
    handler = getattr(item, "key_press", None)
    return bool(handler()) if callable(handler) else False


def numbered(codes: list[str]) -> list[tuple[str, int]]:
    """Each code with which copy of it this is (天地人's hand holds a card more than once)."""
    seen: dict[str, int] = {}
    out = []
    for code in codes:
        out.append((code, seen.get(code, 0)))
        seen[code] = seen.get(code, 0) + 1
    return out


class KeyHooks(QObject):
    """The defaults: the hand is `table.hand_items`, Space and Enter click the focused
    card, P plays a legal "pass", Esc takes back a hint's raised cards."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table

    # ---- what the focus can rest on -----------------------------------------------------
    def hand(self) -> list[KeyTarget]:
        """The player's cards, left to right."""
        found = self.table.hand_items
        if isinstance(found, dict):            # code -> item (九尊's items show a CustomFace)
            codes, items = [str(c) for c in found], list(found.values())
        else:
            items = list(found)
            codes = [str(getattr(item, "card", "")) for item in items]
        return [KeyTarget(("card", code, copy), item,
                          lambda item=item, code=code: self.card_state(item, self.card_text(code)))
                for item, (code, copy) in zip(items, numbered(codes), strict=True)]

    def targets(self) -> list[KeyTarget]:
        """What a chosen card goes to (seats, columns); none by default."""
        return []

    def card_text(self, code: str) -> str:
        words = getattr(self.table, "card_text", None)
        return words(code) if callable(words) else card_name(code)

    def card_state(self, item: Any, text: str) -> str:
        """A card's name with what may be done with it now."""
        if getattr(item, "_selected", False):
            return arg(QCoreApplication.translate("KeyHooks", "%1, selected"), text)
        if getattr(item, "_dimmed", False):
            return arg(QCoreApplication.translate("KeyHooks", "%1, cannot be played now"), text)
        return text

    # ---- what the keys do -----------------------------------------------------------------
    def is_selected(self, target: KeyTarget) -> bool:
        return bool(getattr(target.item, "_selected", False))

    def toggle(self, target: KeyTarget) -> bool:
        """Space on a card (default: what a click does)."""
        return press(target.item)

    def select(self, target: KeyTarget, on: bool) -> None:
        """Shift+arrow: the card selected (or not), as a drag across it does."""
        if self.is_selected(target) != on:
            self.toggle(target)

    def enter(self, target: KeyTarget | None) -> bool:
        """Enter: play the selection or the focused card (default: click it)."""
        return press(target.item) if target is not None else False

    def activate(self, target: KeyTarget) -> bool:
        """Enter or Space on a target (a seat, a column)."""
        return press(target.item)

    def pass_turn(self) -> bool:
        """P: the legal pass, if there is one (False: the kit asks why not)."""
        action = next((a for a in self.table.legal if a.get("notation") == "pass"), None)
        if action is None:
            return False
        self.table.choose(action["notation"])
        return True

    def clear(self) -> None:
        """Esc: the selection and any open choice go."""
        self.table.withdraw_hint()

    def buttons(self) -> dict[str, list[QPushButton]]:
        """The table's own buttons a key stands for ("enter", "pass", "clear"), for their
        tooltips."""
        return {}

    # ---- words for a screen reader ----------------------------------------------------------
    def position(self, obs: dict) -> str:
        """The position in one sentence (the felt's accessible description)."""
        return arg(QCoreApplication.translate("KeyHooks", "%1; your hand: %2"),
                   self.turn_words(obs), self.hand_words(obs))

    def hand_codes(self) -> list[str]:
        """The hand's cards as the felt shows them, left to right."""
        found = self.table.hand_items
        if isinstance(found, dict):
            return [str(code) for code in found]
        return [str(getattr(item, "card", "")) for item in found]

    def hand_words(self, obs: dict) -> str:
        """The hand as the felt shows it ("♠A, ♥10, ♣5"); the observation's when none is drawn."""
        codes = self.hand_codes() or [str(c) for c in obs.get("hand") or []]
        return self.join([self.card_text(code) for code in codes])

    def turn_words(self, obs: dict) -> str:
        """"your turn", "Bob's turn" or "game over"."""
        table = self.table
        if obs.get("is_over") or table.result.result is not None:
            return QCoreApplication.translate("KeyHooks", "game over")
        if table.legal:
            return QCoreApplication.translate("KeyHooks", "your turn")
        seat = obs.get("current_player", obs.get("current", obs.get("to_act")))
        if isinstance(seat, int) and 0 <= seat < len(table.names):
            return arg(QCoreApplication.translate("KeyHooks", "%1's turn"), table.names[seat])
        return QCoreApplication.translate("KeyHooks", "waiting")

    @staticmethod
    def join(parts: list[str]) -> str:
        from ..lang.strings import join_list
        return join_list(parts) if parts else QCoreApplication.translate("KeyHooks", "no cards")
