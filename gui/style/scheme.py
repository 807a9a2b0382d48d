"""The application's colours, taken from the tables' own: the felt (gui/table/card_look.py),
the gold of the plates and the ivory of the faces (gui/table/plate.py, gui/table/faces.py).

Three schemes: LIGHT (ivory paper, felt-green headings and menu bar, gold accents), DARK (the
felt at night: deep green, ivory text, gold selection) for a system in dark mode, and
CONTRAST for Settings ▸ Cards ▸ Felt ▸ High contrast (black, white and pure yellow, borders
twice as thick), which wins over the system's scheme: a player who chose it wants it
everywhere. Plain Python: gui/style/theme.py turns a Scheme into a QPalette and a style sheet.
"""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from ..table.card_look import FELTS, Felt


class Mode(Enum):
    LIGHT = "light"
    DARK = "dark"
    CONTRAST = "contrast"


class Scheme(NamedTuple):
    """Every colour the sheet and the palette use (#rrggbb). A NamedTuple, not a frozen
    dataclass: the first frame needs it, and Python 3.11 compiles six generated methods for
    a frozen dataclass of 27 fields at import (10 M instructions, 2 ms of the cold start,
    issue 33) against one for a NamedTuple; it is as immutable and compares the same."""
    mode: Mode
    window: str          # dialogs, the home, the main window around the table
    base: str            # inputs, lists, tables, tiles
    alternate: str       # every other row
    text: str
    muted: str           # secondary lines (tileLine), placeholders
    heading: str         # headings, tile titles, group titles
    line: str            # frames and separators
    button: str          # an ordinary button's face (top of its gradient)
    button_low: str      # its bottom
    button_text: str
    accent: str          # the gold: focus, hover edges, the slider's knob
    accent_text: str     # text on the gold
    highlight: str       # a selected row, the menu's current item
    highlight_text: str
    felt_centre: str     # the felt: menu bar, status bar, headers, tooltips, primary buttons
    felt_edge: str
    felt_flat: str
    on_felt: str         # text on the felt
    error: str
    border: int = 1      # px of an ordinary frame
    #: the review's grades (gui/review/: the win-chance graph's dots, the move slider's
    #: marks): a move as good as the best, an inaccuracy, a mistake, a blunder — the worse,
    #: the hotter, and each told apart from the felt and the page of its scheme
    grade_good: str = "#2e9e5b"
    grade_inaccuracy: str = "#d9a520"
    grade_mistake: str = "#e07020"
    grade_blunder: str = "#d03030"

    def grade_colour(self, grade: str) -> str:
        """The colour of a review grade ("best", "good", "inaccuracy", "mistake", "blunder"; an
        unknown one: the muted text)."""
        return {"best": self.grade_good, "good": self.grade_good,
                "inaccuracy": self.grade_inaccuracy, "mistake": self.grade_mistake,
                "blunder": self.grade_blunder}.get(grade, self.muted)
    # A link on the felt (the status bar's lesson offer): the heading green of the paper's
    # links is unreadable there; the gold reads on every felt.
    link_on_felt: str = "#f2c230"


IVORY = "#f3ead6"
GOLD = "#f2c230"
DEEP_GOLD = "#c9a227"


def _felt(felt: Felt) -> dict[str, str]:
    colours = FELTS[felt]
    return {"felt_centre": colours.centre, "felt_edge": colours.edge, "felt_flat": colours.flat}


LIGHT = Scheme(
    Mode.LIGHT, window="#f4eddc", base="#fffcf3", alternate="#f6efdf", text="#1f2a22",
    muted="#5f6b5f", heading="#135c35", line="#cdbd92", button="#fffaf0", button_low="#eee2c4",
    button_text="#1f2a22", accent=DEEP_GOLD, accent_text="#1a1a1a", highlight="#1f7a48",
    highlight_text="#fff8e0", on_felt=IVORY, error="#b00020", **_felt(Felt.CLASSIC))

DARK = Scheme(
    Mode.DARK, window="#10261a", base="#0b1d13", alternate="#112a1c", text="#ece3cc",
    muted="#a9b5a4", heading=GOLD, line="#2f5a40", button="#1f4530", button_low="#163724",
    button_text="#ece3cc", accent=GOLD, accent_text="#1a1a1a", highlight="#2f7a50",
    highlight_text="#fff8e0", on_felt=IVORY, error="#ff8a80", grade_good="#6fcf8f",
    grade_inaccuracy="#f2d04a", grade_mistake="#ff9a40", grade_blunder="#ff6b6b",
    **_felt(Felt.CLASSIC))

CONTRAST = Scheme(
    Mode.CONTRAST, window="#000000", base="#000000", alternate="#101010", text="#ffffff",
    muted="#e6e6e6", heading="#ffe000", line="#ffffff", button="#000000", button_low="#000000",
    button_text="#ffffff", accent="#ffe000", accent_text="#000000", highlight="#ffe000",
    highlight_text="#000000", on_felt="#ffffff", error="#ff6e6e", border=2,
    grade_good="#00ff66", grade_inaccuracy="#ffe000", grade_mistake="#ff9900",
    grade_blunder="#ff3b3b",
    link_on_felt="#ffe000",
    **_felt(Felt.HIGH_CONTRAST))


def scheme_for(felt: Felt, dark: bool) -> Scheme:
    """The scheme of a card look's felt and the system's colour scheme: the high-contrast
    felt makes every screen high contrast; otherwise light or dark as the system is."""
    if felt is Felt.HIGH_CONTRAST:
        return CONTRAST
    base = DARK if dark else LIGHT
    return base._replace(**_felt(felt))
