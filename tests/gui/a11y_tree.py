"""Walking a window's accessibility tree (QAccessible interfaces), as a screen reader does."""
from __future__ import annotations

from PySide6.QtGui import QAccessible

R = QAccessible.Role
#: Roles a player acts on (a screen reader must be able to name each).
INTERACTIVE = {R.Button, R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.List,
               R.ListItem, R.Table, R.Slider, R.SpinBox, R.EditableText, R.MenuItem,
               R.PageTab, R.ButtonMenu, R.ButtonDropDown, R.Link, R.Tree, R.TreeItem}


def walk(iface, depth: int = 0, limit: int = 40):
    """Every visible interface below `iface` (itself included)."""
    if iface is None or not iface.isValid() or depth > limit:
        return
    if iface.state().invisible:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1, limit)


def interactive(iface) -> bool:
    state = iface.state()
    return (iface.role() in INTERACTIVE or state.focusable) and not state.disabled


def unnamed(window) -> list[str]:
    """The interactive elements of `window` without an accessible name, described."""
    root = QAccessible.queryAccessibleInterface(window)
    missing = []
    for iface in walk(root):
        if interactive(iface) and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            missing.append(f"{iface.role().name} {type(obj).__name__} "
                           f"{obj.objectName() if obj is not None else ''}")
    return missing


def names(window) -> list[tuple[str, str]]:
    """(name, description) of every visible element."""
    root = QAccessible.queryAccessibleInterface(window)
    return [(i.text(QAccessible.Text.Name), i.text(QAccessible.Text.Description))
            for i in walk(root)]
