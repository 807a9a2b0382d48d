"""TableKeys: one keyboard model for every table (issue 26, "Keyboard play").

The focus rests in one of four groups, visited in turn by Tab (Shift+Tab back): the
player's hand, the targets a chosen card may go to (九九's seats for a 5, 九尊's 押
columns), the choice buttons under the felt, and the side panel (the scores and the log get
Qt's own keyboard focus; Tab from there goes on along Qt's chain). In the view:

    ← → (↑ ↓)      move the focus; Home / End the first / last
    Shift+← →      move and select on the way, as a drag across the cards does
    Space          select or unselect the focused card (press a target or a button)
    Enter          play the selection or the focused card; go on past "Next hand"
    Esc            clear the selection and any open choice
    P              pass (or the game's word for it)
    1 … 9          the choice buttons, left to right

The kit does the moving and the drawing: one ring item over the focused card or target (a
frame over a focused button; focus_ring.py), moved without redrawing anything else, so a key answers
within a frame. What a key means on a game's table comes from that game's `KeyHooks`
(gui/table/key_hooks.py). A key that does nothing says why on the status line, as a
refused click does: the game's engine is asked through WhyNot when the attempt is a move.

The focus is kept by the target's key, never by its item: `refresh()` (after every
position the table draws) finds the item that now shows the focused card. The felt's
accessible name and description say the focused thing and the position in words.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QPushButton

from ..lang.arg import arg
from . import a11y
from .focus_ring import FocusMarks
from .key_hooks import KeyHooks, KeyTarget, press


def game_title(game_id: str) -> str:
    """A game's name in the current language (the engine's GameInfo has each script's)."""
    import engine

    from ..lang.i18n import current_language, game_name
    info = next((i for i in engine.list_games() if i.id == game_id), None)
    return game_name(info, current_language()) if info is not None else game_id


class Group(Enum):
    """Where the focus rests (see the module docstring)."""
    HAND = "hand"
    TARGETS = "targets"
    CHOICES = "choices"
    SIDE = "side"


ORDER = (Group.HAND, Group.TARGETS, Group.CHOICES, Group.SIDE)
MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class TableKeys(QObject):
    """The table's keyboard part (`table.keys`); see the module docstring."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self.hooks: KeyHooks = KeyHooks(table)
        self.group = Group.HAND
        self.focus: dict[Group, Any] = {}       # group -> the focused target's key / index
        self._at: dict[Group, int] = {}         # group -> where it was (a played card's place)
        self.shown = False                      # the ring shows once a key has been used
        self._run_on: bool | None = None        # Shift+arrows: select or unselect the run
        self.marks = FocusMarks(table)          # the ring on the felt, the frame on a button
        view = table.view
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        table.installEventFilter(self)          # shown: the felt takes the keys

    def use(self, hooks: KeyHooks) -> None:
        """The game's hooks (gui/games/<id>/keys.py)."""
        self.hooks = hooks
        self.retranslate()

    def focus_group(self, group: Group) -> None:
        """Move the focus to `group` (a game's Enter that opens targets to choose among)."""
        self.group = group

    # ---- the focusable things ---------------------------------------------------------------
    def targets(self, group: Group | None = None) -> list:
        """The focusable things of `group` now: KeyTargets, or buttons for CHOICES."""
        group = group or self.group
        if group is Group.HAND:
            return self.hooks.hand()
        if group is Group.TARGETS:
            return self.hooks.targets()
        if group is Group.CHOICES:
            return self.choice_buttons()
        return []

    def choice_buttons(self) -> list[QPushButton]:
        """The buttons under the felt that can be pressed now, row by row, left to right."""
        table = self.table
        found: list[QPushButton] = []
        stack = [table.controls]
        while stack:
            layout = stack.pop()
            for i in range(layout.count()):
                entry = layout.itemAt(i)
                if entry.layout() is not None:
                    stack.append(entry.layout())
                widget = entry.widget()
                if widget is not None:
                    found += [widget] if isinstance(widget, QPushButton) else \
                        widget.findChildren(QPushButton)
        live = [b for b in found if b.isVisibleTo(table) and b.isEnabled()]

        def place(button: QPushButton) -> tuple[int, int]:
            at = button.mapTo(table, button.rect().topLeft())
            return at.y() // 8, at.x()
        return sorted(live, key=place)

    def focused(self, found: list | None = None) -> Any:
        """The focused target of the group (a KeyTarget or a button), None when none."""
        found = self.targets() if found is None else found
        if not found:
            return None
        return found[self._index(found)]

    def _index(self, found: list) -> int:
        want = self.focus.get(self.group)
        if self.group is Group.CHOICES:
            return min(want, len(found) - 1) if isinstance(want, int) else 0
        keys = [t.key for t in found]
        if want in keys:
            return keys.index(want)
        return min(self._at.get(self.group, 0), len(found) - 1)   # where a played card was

    # ---- keys -------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and watched is self.table:
            QTimer.singleShot(0, self, self._take_focus)
        elif kind == QEvent.Type.MouseButtonPress and watched is self.table.view.viewport():
            self._hide()                 # the mouse is in use: no ring over what it points at
        elif kind == QEvent.Type.KeyPress and watched is self.table.view:
            return self.key(event.key(), event.modifiers())
        elif kind == QEvent.Type.FocusIn and watched is self.table.view \
                and self.group is Group.SIDE:
            self.group = Group.HAND
        return False

    def _take_focus(self) -> None:
        view = self.table.view
        if shiboken6.isValid(view) and view.isVisible() and view.window().isActiveWindow():
            view.setFocus(Qt.FocusReason.OtherFocusReason)

    def key(self, key: int, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Handle one key on the felt; True when it was one of the table's keys."""
        chord = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                 | Qt.KeyboardModifier.MetaModifier)
        if modifiers & chord:
            return False                     # Ctrl+Z and the like are the window's
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if not shift:
            self._run_on = None
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.next_group(-1 if key == Qt.Key.Key_Backtab or shift else 1)
        elif key in MOVES:
            self.move(MOVES[key], extend=shift)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.move(-999 if key == Qt.Key.Key_Home else 999)
        elif key == Qt.Key.Key_Space:
            self.space()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter()
        elif key == Qt.Key.Key_Escape:
            self.escape()
        elif key == Qt.Key.Key_P:
            self.pass_turn()
        elif key in DIGITS:
            self.number(DIGITS[key])
        else:
            return False
        self.shown = True
        self.refresh()
        return True

    def next_group(self, step: int) -> None:
        """Tab: the next group that has something to focus (the side panel last)."""
        start = ORDER.index(self.group)
        for i in range(1, len(ORDER) + 1):
            group = ORDER[(start + step * i) % len(ORDER)]
            if group is Group.SIDE or self.targets(group):
                self.group = group
                break
        if self.group is Group.SIDE:
            self._hide()
            self.table.side.log_list.setFocus(Qt.FocusReason.TabFocusReason)

    def move(self, step: int, extend: bool = False) -> None:
        found = self.targets()
        if not found:
            return self._nothing_here()
        old = self._index(found)
        new = max(0, min(len(found) - 1, old + step))
        if extend and self.group is Group.HAND:
            if self._run_on is None:
                self._run_on = not self.hooks.is_selected(found[old])
                self.hooks.select(found[old], self._run_on)
            found = self.targets()           # (a selection may change the names)
            self.hooks.select(found[new], self._run_on)
        self._set_focus(found[new], new)

    def _set_focus(self, target: Any, index: int) -> None:
        self.focus[self.group] = index if self.group is Group.CHOICES else target.key
        self._at[self.group] = index

    def space(self) -> None:
        target = self.focused()
        if target is None:
            return self._nothing_here()
        if self.group is Group.CHOICES:
            target.click()
        elif self.group is Group.TARGETS:
            self._pressed(self.hooks.activate(target), target)
        else:
            self._pressed(self.hooks.toggle(target), target)

    def enter(self) -> None:
        table = self.table
        coach = table.coach
        if coach is not None and coach.holds():
            coach.next_step()                # a lesson's note: Enter is its Next
        elif table.holding():
            table.go_on()                    # "Next hand", 天地人's Continue
        elif self.group is Group.CHOICES:
            button = self.focused()
            if button is None:
                return self._nothing_here()
            button.click()
        elif self.group is Group.TARGETS:
            target = self.focused()
            if target is None:
                return self._nothing_here()
            self._pressed(self.hooks.activate(target), target)
        else:
            target = self.focused()
            self._pressed(self.hooks.enter(target), target)

    def escape(self) -> None:
        self.hooks.clear()
        if self.group is not Group.HAND:
            self.group = Group.HAND

    def pass_turn(self) -> None:
        if not self.hooks.pass_turn():
            self.table.why_not.ask("pass")    # the engine says why (or whose turn it is)

    def number(self, n: int) -> None:
        buttons = self.choice_buttons()
        if n > len(buttons):
            self.table.why_not.explain(lambda: arg(self.tr("There is no choice %1 now."), str(n)))
            return
        self.group = Group.CHOICES
        self.focus[Group.CHOICES] = n - 1
        buttons[n - 1].click()

    def _pressed(self, done: bool, target: KeyTarget | None) -> None:
        """A key on a card did nothing: say why, as a refused click does."""
        if done:
            return
        table = self.table
        code = target.key[1] if target is not None and isinstance(target.key, tuple) \
            and len(target.key) > 1 else None
        if table.why_not.waiting() and isinstance(code, str):
            table.why_not.ask(code)
        elif target is None:
            self._nothing_here()
        else:
            table.why_not.explain(lambda: self.tr("Nothing to do with that now."))

    def _nothing_here(self) -> None:
        if self.table.why_not.waiting():
            self.table.why_not.ask("?")
        else:
            self.table.why_not.explain(lambda: self.tr("Nothing to choose here now."))

    # ---- drawing the focus --------------------------------------------------------------------
    def refresh(self) -> None:
        """Put the ring on the focused thing (after a key, or a redraw of the felt), name it,
        and label the buttons with their keys."""
        if not shiboken6.isValid(self.table.view):
            return
        found = self.targets()
        target = self.focused(found)
        if target is None and self.group in (Group.TARGETS, Group.CHOICES):
            self.group = Group.HAND          # the targets or the buttons are gone
            found = self.targets()
            target = self.focused(found)
        if self.group is Group.HAND and target is None and self.targets(Group.TARGETS):
            self.group = Group.TARGETS       # (九尊's loss: no card to choose, only columns)
            found = self.targets()
            target = self.focused(found)
        self._place(target)
        self._name(target, found)
        self.label_buttons()

    def _place(self, target: Any) -> None:
        if not self.shown:
            self.marks.place(None)
        elif isinstance(target, KeyTarget):
            self.marks.place(target.item)
        else:
            self.marks.place(target)

    def _hide(self) -> None:
        self.shown = False
        self._place(None)

    def _name(self, target: Any, found: list) -> None:
        """The felt's accessible name says what the focus rests on (a screen reader reads a
        name change of the focused widget); its description is the position."""
        if target is None:
            focus = self.table_name()
        else:
            text = target.text() if isinstance(target, QPushButton) else target.name
            group = {Group.HAND: self.tr("Your hand"), Group.TARGETS: self.tr("Targets"),
                     Group.CHOICES: self.tr("Choices")}.get(self.group, "")
            focus = arg(self.tr("%1: %2 (%3 of %4)"), group, text,
                        str(self._index(found) + 1), str(len(found)))
        position = self.position()
        a11y.name(self.table.view, focus, position)
        a11y.name(self.table.view.viewport(), focus, position)

    def table_name(self) -> str:
        return arg(self.tr("%1 table"), self.table.game_title())

    def position(self) -> str:
        """The position in words: "九九: total 87, your turn; your hand: ♠A, ♥10"."""
        obs = self.table.observation
        if not obs:
            return arg(self.tr("%1: no game on the table"), self.table.game_title())
        return arg(self.tr("%1: %2"), self.table.game_title(), self.hooks.position(obs))

    def label_buttons(self) -> None:
        """Each button a key stands for says it in its tooltip: "Play (Enter)", "+10 (1)"."""
        names = {"enter": "Enter", "pass": "P", "clear": "Esc"}
        special: dict[int, str] = {}
        for name, buttons in self.hooks.buttons().items():
            for button in buttons:
                special[id(button)] = names[name]
        for i, button in enumerate(self.choice_buttons()):
            keys = [special.pop(id(button), "")] + ([str(i + 1)] if i < 9 else [])
            self._tip(button, " / ".join(k for k in keys if k))
        for name, buttons in self.hooks.buttons().items():
            for button in buttons:
                if id(button) in special:
                    self._tip(button, names[name])

    def _tip(self, button: QPushButton, keys: str) -> None:
        if keys:
            tip = arg(self.tr("%1 (%2)"), button.text().replace("&", ""), keys)
            if button.toolTip() != tip:
                button.setToolTip(tip)

    def retranslate(self) -> None:
        self.refresh()


__all__ = ["Group", "TableKeys", "KeyHooks", "KeyTarget", "press"]
