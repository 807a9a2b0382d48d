"""GameLog: the game's story in words, in the side panel (one per table).

The log keeps the events, not their lines, so a language switch (or a resumed game's story)
tells them again in the current language and names; the words of each event are the game's
(`table.describe_event`). In English a Chinese term is glossed once, on the table, not in
every log line (`strings.unglossed`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QPlainTextEdit

from ..lang import strings
from ..lang.i18n import current_language
from . import a11y

#: The lines the view holds at most (the oldest go first), so a long match's log stays
#: small; the whole story is kept (a language switch, a replay tell it all). A new line
#: costs the view the lines in sight, not the lines it holds (side_panel.py).
MAX_LINES = 1000


class GameLog(QObject):
    """The events told so far and the list widget that shows them."""

    def __init__(self, widget: QPlainTextEdit, describe: Callable[[dict], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.widget = widget
        self.events: list[dict] = []
        self._describe = describe
        self._scroll_due = False
        # The newest line stays in view while the player has not scrolled up: the list lays
        # its lines out after the scroll to the bottom was asked for, so the range grows
        # later; the view follows it until the player scrolls away. Only the player's own
        # scrolling (the bar's actions: wheel, drag, arrows; keys on the list) decides that:
        # the list moves its bar by itself as it lays out (a resize keeps its top line), and
        # taking that for the player's left the log at "Hand 1 begins" (issue 34.8).
        self._follow = True
        widget.setMaximumBlockCount(MAX_LINES)
        bar = widget.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(lambda _action: QTimer.singleShot(0, self, self._moved))
        widget.installEventFilter(self)
        widget.viewport().installEventFilter(self)

    def add(self, events: list[dict]) -> None:
        """Tell these events (an event that says nothing adds no line)."""
        self.events.extend(events)
        lines = self.lines(events)
        if lines:                     # one paragraph per line, in one edit of the document
            self.widget.appendPlainText("\n".join(lines))
            # a screen reader hears the newest line (issue 26)
            self.widget.setAccessibleDescription(lines[-1])
            a11y.alert(self.widget)
        if not self._scroll_due:      # one scroll per batch of lines, not one per line
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll)

    def replace(self, events: list[dict]) -> None:
        """The whole story told anew (a resumed game, another seat's view of it)."""
        self.events = list(events)
        self.rebuild()

    def rebuild(self) -> None:
        """Every line told again (the language or the names changed)."""
        self.widget.setPlainText("\n".join(self.lines(self.events)[-MAX_LINES:]))
        self._follow = True
        self._to_bottom()

    def clear(self) -> None:
        self.events = []
        self.widget.clear()

    def shown(self) -> list[str]:
        """The lines the view holds, oldest first."""
        text = self.widget.toPlainText()
        return text.split("\n") if text else []

    def lines(self, events: list[dict]) -> list[str]:
        lines = [self._describe(event) for event in events]
        if current_language() == "en":
            lines = [strings.unglossed(line) for line in lines]
        return [line for line in lines if line]

    def _scroll(self) -> None:
        self._scroll_due = False
        if self._follow:
            self._to_bottom()

    def _to_bottom(self) -> None:
        bar = self.widget.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.widget.verticalScrollBar().setValue(high)
            self._follow_later()

    def _follow_later(self) -> None:
        """To the bottom again once the list has done its own adjusting (it sets its bar
        after the range, and lays out a resized view later)."""
        if not self._scroll_due:
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.Wheel):    # the player scrolls
            QTimer.singleShot(0, self, self._moved)
        elif kind in (QEvent.Type.Resize, QEvent.Type.Show) and self._follow:
            self._follow_later()
        return False

    def _moved(self) -> None:
        bar = self.widget.verticalScrollBar()
        self._follow = bar.value() >= bar.maximum() - 2
        if self._follow:
            self._to_bottom()

    def following(self) -> bool:
        """True while the newest line is kept in view."""
        return self._follow


def fmt_score(value: Any) -> str:
    """A score as the scoreboard shows it (a whole float without its ".0")."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
