"""九九's house-rule options and variant presets (RULINGS.md, 九九: every "另有 / 或 / 可"
of seed 004 is an option; the variants are presets of them)."""
from __future__ import annotations

from engine.core import OptionKind, OptionSpec

OPTIONS = (
    OptionSpec("cards", OptionKind.CHOICE, "standard", ("standard", "bloody", "western", "northwest"),
               "Which card effects are used"),
    OptionSpec("hand_size", OptionKind.INT, 5, (4, 5), "Cards in each starting hand"),
    OptionSpec("king", OptionKind.CHOICE, "to99", ("to99", "choice"),
               "K sets the total to 99, or to 99 or 0 at the player's choice (then ♠A is +1)"),
    OptionSpec("joker", OptionKind.CHOICE, "none", ("none", "reset", "rotate", "any"),
               "Jokers (standard and bloody cards): none, reset to 0 (then ♠A is +1), "
               "rotate all hands, or act as any function card"),
    OptionSpec("western_ace", OptionKind.CHOICE, "choice", ("choice", "1", "11"),
               "Western A: +1 or +11 at the player's choice, or agreed beforehand"),
    OptionSpec("start_at_99", OptionKind.BOOL, False, (), "Bloody severity: the total starts at 99"),
    OptionSpec("double_play", OptionKind.BOOL, False, (),
               "Bloody severity: two number cards may be played at once (draw one)"),
    OptionSpec("halved", OptionKind.BOOL, False, (),
               "Bloody severity: only two each of 4 5 10 J Q K in every deck"),
    OptionSpec("win_45x", OptionKind.BOOL, False, (),
               "Playing a 4, a 5 and then any card on three turns in a row wins the hand"),
    OptionSpec("match_hands", OptionKind.INT, 5, (1, 2, 3, 5, 7, 9), "Hands in a match"),
)

VARIANTS = {
    "standard": {},
    "bloody": {"cards": "bloody", "joker": "rotate"},
    "western": {"cards": "western"},
    "northwest": {"cards": "northwest"},
}
