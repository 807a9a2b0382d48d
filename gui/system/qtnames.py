"""Qt enum values set by their names, for the widgets of the first frame (issue 33, item 2:
cold start ≤ 1.5× a bare QApplication with one QLabel).

The first time Python touches an enum of Qt's `Qt` namespace — an alignment, a focus or
scroll-bar policy, or such a value returned by a call — PySide creates the Python types of
all 93 enums of the namespace at once: 16 ms of CPU on the bench machine, a seventh of the
bare QLabel's whole start. So the widgets the first frame shows set theirs through Qt's
property system, by the keys' names, which Qt converts in C++ (`QMetaEnum::keysToValue`),
and the modules loaded before the first frame do not import `Qt` at their top; code that
runs after it uses `Qt` as usual. tests/gui/test_window_parts.py checks that the
namespace is still untouched when the home's first frame is painted.
"""
from __future__ import annotations

from PySide6.QtCore import QObject


def set_by_name(obj: QObject, name: str, keys: str) -> None:
    """Set `obj`'s Qt property `name` to the enum value `keys` names ("AlignTop|AlignLeft").
    A property or key Qt does not know is an error, not a silent dynamic property."""
    if obj.metaObject().indexOfProperty(name) < 0 or not obj.setProperty(name, keys):
        raise ValueError(f"{type(obj).__name__} has no property {name!r} taking {keys!r}")


__all__ = ["set_by_name"]
