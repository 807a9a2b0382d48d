"""九九's house-rule options and variant presets (docs/rulings.md, 九九: every "另有 / 或 / 可"
of the original rules is an option; the variants are presets of them)."""
from __future__ import annotations

from engine.core import STANDARD_VARIANT, OptionKind, OptionSpec
from engine.i18n import QT_TRANSLATE_NOOP

# Choice value -> its name (context EngineValues), shared by the options below.
VALUE_NAMES = {
    "standard": QT_TRANSLATE_NOOP("EngineValues", "Standard"),
    "bloody": QT_TRANSLATE_NOOP("EngineValues", "Bloody"),
    "western": QT_TRANSLATE_NOOP("EngineValues", "Western"),
    "northwest": QT_TRANSLATE_NOOP("EngineValues", "Northwest"),
    "to99": QT_TRANSLATE_NOOP("EngineValues", "To 99"),
    "choice": QT_TRANSLATE_NOOP("EngineValues", "Player's choice"),
    "none": QT_TRANSLATE_NOOP("EngineValues", "None"),
    "reset": QT_TRANSLATE_NOOP("EngineValues", "Reset to 0"),
    "rotate": QT_TRANSLATE_NOOP("EngineValues", "Rotate hands"),
    "any": QT_TRANSLATE_NOOP("EngineValues", "Any function card"),
}

OPTIONS = (
    OptionSpec("cards", OptionKind.CHOICE, "standard", ("standard", "bloody", "western", "northwest"),
               QT_TRANSLATE_NOOP("EngineHelp", "Which card effects are used"),
               QT_TRANSLATE_NOOP("EngineOptions", "Card effects"), VALUE_NAMES),
    OptionSpec("hand_size", OptionKind.INT, 5, (4, 5),
               QT_TRANSLATE_NOOP("EngineHelp", "Cards in each starting hand"),
               QT_TRANSLATE_NOOP("EngineOptions", "Hand size")),
    OptionSpec("king", OptionKind.CHOICE, "to99", ("to99", "choice"),
               QT_TRANSLATE_NOOP("EngineHelp", "K sets the total to 99, or to 99 or 0 at the "
                                               "player's choice (then ♠A is +1)"),
               QT_TRANSLATE_NOOP("EngineOptions", "King"), VALUE_NAMES),
    OptionSpec("joker", OptionKind.CHOICE, "none", ("none", "reset", "rotate", "any"),
               QT_TRANSLATE_NOOP("EngineHelp", "Jokers (standard and bloody cards): none, reset "
                                               "to 0 (then ♠A is +1), rotate all hands, or act as "
                                               "any function card"),
               QT_TRANSLATE_NOOP("EngineOptions", "Jokers"), VALUE_NAMES),
    OptionSpec("western_ace", OptionKind.CHOICE, "choice", ("choice", "1", "11"),
               QT_TRANSLATE_NOOP("EngineHelp", "Western A: +1 or +11 at the player's choice, or "
                                               "agreed beforehand"),
               QT_TRANSLATE_NOOP("EngineOptions", "Western ace"), VALUE_NAMES),
    OptionSpec("start_at_99", OptionKind.BOOL, False, (),
               QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: the total starts at 99"),
               QT_TRANSLATE_NOOP("EngineOptions", "Start at 99")),
    OptionSpec("double_play", OptionKind.BOOL, False, (),
               QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: two number cards may be played "
                                               "at once (draw one)"),
               QT_TRANSLATE_NOOP("EngineOptions", "Play two cards at once")),
    OptionSpec("halved", OptionKind.BOOL, False, (),
               QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: only two each of 4 5 10 J Q K "
                                               "in every deck"),
               QT_TRANSLATE_NOOP("EngineOptions", "Halved function cards")),
    OptionSpec("win_45x", OptionKind.BOOL, False, (),
               QT_TRANSLATE_NOOP("EngineHelp", "Playing a 4, a 5 and then any card on three "
                                               "turns in a row wins the hand"),
               QT_TRANSLATE_NOOP("EngineOptions", "4-5-any wins")),
    OptionSpec("match_hands", OptionKind.INT, 5, (1, 2, 3, 5, 7, 9),
               QT_TRANSLATE_NOOP("EngineHelp", "Hands in a match"),
               QT_TRANSLATE_NOOP("EngineOptions", "Hands per match")),
)

VARIANTS = {
    "standard": {},
    "bloody": {"cards": "bloody", "joker": "rotate"},
    "western": {"cards": "western"},
    "northwest": {"cards": "northwest"},
}

# Each variant's name (context EngineVariants).
VARIANT_NAMES = {
    **STANDARD_VARIANT,
    "bloody": QT_TRANSLATE_NOOP("EngineVariants", "Bloody"),
    "western": QT_TRANSLATE_NOOP("EngineVariants", "Western"),
    "northwest": QT_TRANSLATE_NOOP("EngineVariants", "Northwest"),
}
