"""天地人's side of the kit's keyboard model (gui/table/keyboard.py). Space selects or
unselects the focused card and Shift+arrows select a run, as a click and a drag across the
cards do; Enter plays the selection (with nothing selected, the focused card alone; when the
cards can be played more ways than one, the choice bar opens and the number keys pick); P
passes; Esc clears the selection."""
from __future__ import annotations

from ...lang.arg import arg
from ...table.key_hooks import KeyHooks, KeyTarget, press


class TiandirenKeys(KeyHooks):
    """The hooks of the 天地人 table (see the module docstring)."""

    def is_selected(self, target: KeyTarget) -> bool:
        return target.item.index in self.table.selection.indices

    def enter(self, target: KeyTarget | None) -> bool:
        table = self.table
        if not table.selection.indices:
            if target is None or not table.legal:
                return False
            press(target.item)                   # the focused card alone
        if table.selection.matches():
            table.play_selection()
        return True                              # (a selection that is no play: WhyNot says why)

    def pass_turn(self) -> bool:
        if not self.table.selection.can_pass():
            return False
        self.table.play_pass()
        return True

    def clear(self) -> None:
        self.table.clear_selection()
        self.table._hide_choices()

    def buttons(self) -> dict:
        table = self.table
        return {"enter": [table.play_button], "pass": [table.pass_button],
                "clear": [table.clear_button]}

    def position(self, obs: dict) -> str:
        return arg(self.tr("round %1, %2; your hand: %3"), str(obs.get("round", 1)),
                   self.turn_words(obs), self.hand_words(obs))
