"""Playing a table with key events only (issue 26): every helper here presses keys on the
table's view (qtbot.keyClick) and reads the table only to know which keys to press."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.table.keyboard import Group


def key(qtbot, table, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(table.view, k, modifier)


def to_group(qtbot, table, group: Group) -> None:
    """Tab until the focus is in `group`."""
    for _ in range(len(Group) + 1):
        if table.keys.group is group:
            return
        key(qtbot, table, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {group}")


def focus_on(qtbot, table, group: Group, wanted) -> None:
    """Move the focus (Tab, Home, →) to the first target of `group` that `wanted(target)`."""
    to_group(qtbot, table, group)
    found = table.keys.targets()
    goal = next((i for i, t in enumerate(found) if wanted(t)), None)
    assert goal is not None, f"no focusable thing in {group} is the one wanted"
    now = table.keys._index(found)
    for _ in range(abs(goal - now)):
        key(qtbot, table, Qt.Key.Key_Right if goal > now else Qt.Key.Key_Left)
    assert wanted(table.keys.focused())


def focus_card(qtbot, table, card: str, copy: int | None = None) -> None:
    focus_on(qtbot, table, Group.HAND,
             lambda t: t.key[1] == card and (copy is None or t.key[2] == copy))


def press_choice(qtbot, table, text: str) -> None:
    """The number key of the choice button that reads `text`."""
    buttons = table.keys.choice_buttons()
    index = next(i for i, b in enumerate(buttons) if b.text() == text)
    assert index < 9, "only nine choices have a number key"
    key(qtbot, table, getattr(Qt.Key, f"Key_{index + 1}"))


def settled_human(table) -> bool:
    return bool(table.legal) and not table.anim.is_busy() and not table.queue.pending()


def wait_for_human(qtbot, table, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: table.overlay.isVisible() or table.holding() or settled_human(table),
                    timeout=timeout)
