"""九尊's side of the kit's keyboard model (gui/table/keyboard.py). Space selects or
unselects the focused card (a play of several cards is built so, as by clicks); Enter plays
the selection (先/打), or with one card selected for a pledge (押) or a territory loss to
take, moves the focus to the lit columns, where Enter chooses one; P is 過; Esc clears."""
from __future__ import annotations

from ...lang.arg import arg
from ...table.key_hooks import KeyHooks, KeyTarget, press
from ...table.keyboard import Group


class PrimatumKeys(KeyHooks):
    """The hooks of the 九尊 table (see the module docstring)."""

    def targets(self) -> list[KeyTarget]:
        choices = self.table.choices
        modes = choices.column_modes()
        out = []
        for col, slot in sorted(self.table.board.slots.items()):
            mode = modes.get(col, "")
            if mode:
                name = choices.pledge_text if mode == "pledge" else choices.lose_text
                out.append(KeyTarget(("col", col), slot, lambda name=name, col=col: name(col)))
        return out

    def enter(self, target: KeyTarget | None) -> bool:
        choices = self.table.choices
        if choices.matching_play() is not None:
            choices._play_clicked()
            return True
        if not choices.selected and target is not None:
            if not press(target.item):           # a dimmed card: the kit says why
                return False
            if choices.matching_play() is not None:
                choices._play_clicked()
                return True
        if choices.column_modes():
            self.table.keys.focus_group(Group.TARGETS)
            return True
        return bool(choices.selected)

    def pass_turn(self) -> bool:
        if not self.table.choices.actions("pass"):
            return False
        self.table.choices.simple("pass")
        return True

    def clear(self) -> None:
        self.table.choices.clear_selection()
        self.table.withdraw_hint()

    def buttons(self) -> dict:
        choices = self.table.choices
        return {"enter": [choices.play_button], "pass": [choices.pass_button],
                "clear": [choices.clear_button]}

    def position(self, obs: dict) -> str:
        return arg(self.tr("round %1 of %2, %3; your hand: %4"), str(obs.get("round", 1)),
                   str(obs.get("rounds", 1)), self.turn_words(obs), self.hand_words(obs))
