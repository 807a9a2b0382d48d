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
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from .card_look import CardLook
from .words import card_name

# The jokers by their names in the language on screen (小王 / 大王, Little / Big Joker), as
# the game logs name them: in English a Chinese name here was a word of another language.
JOKERS = ("LJ", "BJ")


class CounterPanel(QLabel):
    """The counts as a small rich-text table in the felt's top right corner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardCounter")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.counts: dict[str, dict[str, int]] = {}
        self.group_names: dict[str, str] = {}
        self.roomy = False          # a tall felt: larger numbers, set further apart
        self._base_size = self.font().pointSizeF()
        self._last: tuple = ()
        self._follow_look()
        CardLook.instance().changed.connect(self._follow_look)
        self.hide()

    def set_roomy(self, roomy: bool) -> None:
        """On a tall window the strip's numbers grow and space out (the board loses a
        little width it can spare there); at 800×600 it stays as narrow as it can be."""
        if roomy != self.roomy:
            self.roomy = roomy
            self._follow_look()

    def _follow_look(self) -> None:
        """Numbers a little larger with larger cards (half the cards' growth: the strip
        must stay narrow beside the felt). Its colours, the felt's own, are the application
        sheet's (#cardCounter, gui/style/sheet.py)."""
        grow = 1 + (CardLook.instance().look.scale - 1) / 2
        font = self.font()
        font.setPointSizeF(self._base_size * (1.25 if self.roomy else 1.0) * grow)
        self.setFont(font)
        if self._last:
            self.show_counts(*self._last)

    def show_counts(self, counts: list, group_names: dict[str, str],
                    glyphs: dict[str, str] | None = None,
                    colours: dict[str, str] | None = None) -> None:
        """Fill the table from the engine's counts, sent as [[group, [[label, count], …]], …]
        (pairs keep the engine's order; empty: this game has no counter)."""
        self._last = (counts, group_names, glyphs, colours)
        self.counts = {group: {label: int(n) for label, n in pairs} for group, pairs in counts}
        self.group_names = dict(group_names)
        # A joker's English name goes over two lines (Little / Joker): the strip stays narrow.
        shown = {**{j: _stacked(card_name(j)) for j in JOKERS},
                 **{label: escape(text) for label, text in (glyphs or {}).items()}}
        # One row per rank or card, one column per group: a narrow strip beside the felt
        # costs the board far less of its size than a wide box would (at 800×600 the felt
        # has about 60 px to spare).
        labels: list[str] = []
        for per_label in self.counts.values():
            labels += [lab for lab in per_label if lab not in labels]
        title = self.tr("Not seen yet")
        rows = [f"<tr><td colspan='{len(self.counts) + 1}'><b>{escape(title)}</b></td></tr>"]
        if any(self.group_names.get(g, g) for g in self.counts):   # (九九: one unnamed deck)
            heads = "".join(_head_cell(self.group_names.get(g, g), (colours or {}).get(g))
                            for g in self.counts)
            rows.append(f"<tr><td></td>{heads}</tr>")
        for lab in labels:
            cells = "".join(_count_cell(per_label.get(lab)) for per_label in self.counts.values())
            rows.append(f"<tr><td align='right'>{shown.get(lab, escape(lab))}</td>{cells}</tr>")
        if not self.counts:
            none = self.tr("No card counter for this game.")
            rows.append(f"<tr><td>{escape(none)}</td></tr>")
        padding = 3 if self.roomy else 1
        self.setText(f"<table cellspacing='0' cellpadding='{padding}'>" + "".join(rows) + "</table>")


def _stacked(name: str) -> str:
    """A group's name over as many lines as it has words ("Red deck" → Red / deck): the
    columns stay as narrow as their numbers."""
    return "<br>".join(escape(word) for word in name.split())


def _head_cell(name: str, colour: str | None) -> str:
    """A group's column head; on its colour (九尊's countries) when it has one."""
    if colour:
        return (f"<td align='center' bgcolor='{colour}' style='color:#ffffff'>"
                f"<b>{_stacked(name)}</b></td>")
    return f"<td align='center'><b>{_stacked(name)}</b></td>"


def _count_cell(n: int | None) -> str:
    """A count in gold, a zero greyed (all of them are out), nothing if the group has no
    such card (九尊's 秦 has no palace cards)."""
    if n is None:
        return "<td></td>"
    colour = "#6f7a70" if n == 0 else "#ffe27a"
    return f"<td align='center' style='color:{colour}'><b>{n}</b></td>"
