"""Accessibility helpers of the kit: names, descriptions and the events a screen reader
follows (issue 26, "Screen readers and names").

Qt tells assistive technology about a change through QAccessible events. Setting an
accessible name or description sends NameChanged / DescriptionChanged by itself, but a
label whose text changes (the status line) and a list that grows (the game log) only say
so when asked: `announce` sends the event. Everything here is cheap when no screen reader
is running (Qt drops the events), so the table may call it after every move.
"""
from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleTextUpdateEvent
from PySide6.QtWidgets import QWidget


def name(widget: QWidget, text: str, description: str | None = None) -> None:
    """Give `widget` an accessible name (and description); nothing is sent when unchanged."""
    if widget.accessibleName() != text:
        widget.setAccessibleName(text)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def announce(widget: QWidget, old: str, new: str) -> None:
    """`widget`'s text changed from `old` to `new`: tell a screen reader (a text update for
    the reader to speak, and NameChanged for the readers that follow names)."""
    if old == new:
        return
    QAccessible.updateAccessibility(QAccessibleTextUpdateEvent(widget, 0, old, new))
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))


def alert(widget: QWidget) -> None:
    """Something worth hearing happened in `widget` (a new line of the game log)."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Alert))
