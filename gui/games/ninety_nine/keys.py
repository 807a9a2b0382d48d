"""九九's side of the kit's keyboard model (gui/table/keyboard.py): the hand and, when a
sanction offers cards to take, those cards; the seats a card may be aimed at (5 指定, the
swaps) while a choice is open; Esc closes the choice. Space and Enter on a card do what a
click does: play it, or open the choice bar, whose ways the number keys pick."""
from __future__ import annotations

from ...lang.arg import arg
from ...table.key_hooks import KeyHooks, KeyTarget


class NinetyNineKeys(KeyHooks):
    """The hooks of the 九九 table (see the module docstring)."""

    def hand(self) -> list[KeyTarget]:
        targets = super().hand()
        for i, item in enumerate(self.table.board.pool_items):
            if getattr(item, "card", None):
                code = str(item.card)
                targets.append(KeyTarget(("pool", code, i), item, lambda code=code: arg(
                    self.tr("%1, offered to take"), self.card_text(code))))
        return targets

    def targets(self) -> list[KeyTarget]:
        table = self.table
        return [KeyTarget(("seat", seat), plate, table.name(seat))
                for seat, plate in sorted(table.board.plates.items()) if plate.targetable]

    def clear(self) -> None:
        self.table._cancel_choice()
        self.table.withdraw_hint()

    def position(self, obs: dict) -> str:
        return arg(self.tr("total %1, %2; your hand: %3"), str(obs.get("total", 0)),
                   self.turn_words(obs), self.hand_words(obs))
