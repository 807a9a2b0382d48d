"""九局對決's side of the kit's keyboard model (gui/table/keyboard.py). Space and Enter on
a card do what a click does (the defence or attack card; 小王 opens the picker of its
namings, which the number keys and the arrows of the choices reach); P is "No defence"
when it is legal; Esc leaves the picker or the discard of 弃1摸1."""
from __future__ import annotations

from ...lang.arg import arg
from ...table.key_hooks import KeyHooks


class ShowdownKeys(KeyHooks):
    """The hooks of the 九局對決 table (see the module docstring)."""

    def pass_turn(self) -> bool:
        action = next((a for a in self.table.legal if a.get("notation") == "nodefence"), None)
        if action is None:
            return False
        self.table.choose(action["notation"])
        return True

    def clear(self) -> None:
        self.table._cancel_mode()
        self.table.withdraw_hint()

    def position(self, obs: dict) -> str:
        seat = self.table.human_seat
        score = list(obs.get("score") or [0, 0]) + [0, 0]
        outs = self.tr("%n out(s)", "", int(obs.get("outs") or 0))
        return arg(self.tr("inning %1, %2, runs: you %3, them %4, %5; your hand: %6"),
                   str(obs.get("inning", 1)), outs, str(score[seat]), str(score[1 - seat]),
                   self.turn_words(obs), self.hand_words(obs))
