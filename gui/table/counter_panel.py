"""CounterPanel: the card counter (记牌器) over a corner of the felt, the same in every game.

It shows what the worker computed (`obs["counter"]`, from engine/counter.py: per group — a
deck, a country — and per rank or card, how many the player has not seen yet) as a small
table; a count of zero is greyed, so "all of them are out" reads at a glance. Off by
default; the View menu's "Card counter" shows it. The table decides nothing here: it only
lays out the numbers the engine gave.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

# The jokers are named as their faces say, in every language.
GLYPHS = {"LJ": "小王", "BJ": "大王"}


class CounterPanel(QLabel):
    """The counts as a small rich-text table in the felt's top right corner."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cardCounter")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet("QLabel#cardCounter { background: rgba(10, 30, 20, 225); color: #f2f2e8;"
                           " border: 1px solid #c9b458; border-radius: 8px; padding: 4px 8px; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.counts: dict[str, dict[str, int]] = {}
        self.group_names: dict[str, str] = {}
        self.hide()

    def show_counts(self, counts: list, group_names: dict[str, str],
                    glyphs: dict[str, str] | None = None) -> None:
        """Fill the table from the engine's counts, sent as [[group, [[label, count], …]], …]
        (pairs keep the engine's order; empty: this game has no counter)."""
        self.counts = {group: {label: int(n) for label, n in pairs} for group, pairs in counts}
        self.group_names = dict(group_names)
        shown = {**GLYPHS, **(glyphs or {})}
        title = self.tr("Not seen yet")
        rows = [f"<tr><td colspan='20'><b>{escape(title)}</b></td></tr>"]
        for group, per_label in self.counts.items():
            name = self.group_names.get(group, group)
            head = f"<td><b>{escape(name)}</b></td>" if name else "<td></td>"
            labels = "".join(f"<td align='center'>{escape(shown.get(lab, lab))}</td>"
                             for lab in per_label)
            values = "".join(
                f"<td align='center' style='color:{'#6f7a70' if n == 0 else '#ffe27a'}'>"
                f"<b>{n}</b></td>" for n in per_label.values())
            rows.append(f"<tr>{head}{labels}</tr><tr><td></td>{values}</tr>")
        if not self.counts:
            none = self.tr("No card counter for this game.")
            rows.append(f"<tr><td>{escape(none)}</td></tr>")
        self.setText("<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>")
        self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        self.adjustSize()
        self.move(max(0, parent.width() - self.width() - 8), 8)
