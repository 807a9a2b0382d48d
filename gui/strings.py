"""Words that come from the engine (option names and help, variants, events, bot levels).

The engine speaks English identifiers; this table marks their display forms with
QT_TRANSLATE_NOOP so `pyside6-lupdate` puts them in the .ts files, and the helpers
below translate them at display time. Game engineers add their own entries here
(same contexts); anything missing falls back to a readable English form.

Contexts: EngineGames (one-line descriptions), EngineOptions (option identifiers),
EngineHelp (option help sentences), EngineVariants, EngineValues (choice values),
EngineEvents (event templates keyed by event kind), BotLevels.
"""
from __future__ import annotations

import string
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

DESCRIPTIONS = {
    "ninety_nine": QT_TRANSLATE_NOOP(
        "EngineGames", "Play cards onto a running total; whoever cannot stay at 99 or under is out."),
    "showdown": QT_TRANSLATE_NOOP(
        "EngineGames", "Two-player baseball duel: red cards swing, black cards defend, nine innings."),
    "primatum": QT_TRANSLATE_NOOP(
        "EngineGames", "Warring States rulers expand their domains over five rounds of two-number cards."),
    "tiandiren": QT_TRANSLATE_NOOP(
        "EngineGames", "Heaven, Earth and Man: one deck per player, shed your hand in card patterns."),
}

BOT_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("BotLevels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("BotLevels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("BotLevels", "Hard"),
}

VARIANTS = {
    "standard": QT_TRANSLATE_NOOP("EngineVariants", "Standard"),
    "bloody": QT_TRANSLATE_NOOP("EngineVariants", "Bloody"),
    "western": QT_TRANSLATE_NOOP("EngineVariants", "Western"),
    "northwest": QT_TRANSLATE_NOOP("EngineVariants", "Northwest"),
}

#: Option identifier -> English label (unknown identifiers are humanized).
OPTIONS = {
    # 九九 ninety_nine
    "cards": QT_TRANSLATE_NOOP("EngineOptions", "Card effects"),
    "hand_size": QT_TRANSLATE_NOOP("EngineOptions", "Hand size"),
    "king": QT_TRANSLATE_NOOP("EngineOptions", "King"),
    "joker": QT_TRANSLATE_NOOP("EngineOptions", "Jokers"),
    "western_ace": QT_TRANSLATE_NOOP("EngineOptions", "Western ace"),
    "start_at_99": QT_TRANSLATE_NOOP("EngineOptions", "Start at 99"),
    "double_play": QT_TRANSLATE_NOOP("EngineOptions", "Play two cards at once"),
    "halved": QT_TRANSLATE_NOOP("EngineOptions", "Halved function cards"),
    "win_45x": QT_TRANSLATE_NOOP("EngineOptions", "4-5-any wins"),
    "match_hands": QT_TRANSLATE_NOOP("EngineOptions", "Hands per match"),
    # 九局對決 showdown
    "clear_bases": QT_TRANSLATE_NOOP("EngineOptions", "Clear the bases"),
    "extra_innings": QT_TRANSLATE_NOOP("EngineOptions", "Extra innings"),
    "skip_bottom_ninth": QT_TRANSLATE_NOOP("EngineOptions", "Skip the bottom of the ninth"),
    "quick_mode": QT_TRANSLATE_NOOP("EngineOptions", "Quick mode"),
    "quick_target": QT_TRANSLATE_NOOP("EngineOptions", "Quick-mode target"),
    "innings": QT_TRANSLATE_NOOP("EngineOptions", "Innings"),
    "runs_on_third_out": QT_TRANSLATE_NOOP("EngineOptions", "Runners move on the third out"),
    "losing_defence": QT_TRANSLATE_NOOP("EngineOptions", "Losing defence allowed"),
}

#: Choice values -> English label (other values are shown as they are).
VALUES = {
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
    True: QT_TRANSLATE_NOOP("EngineValues", "Yes"),
    False: QT_TRANSLATE_NOOP("EngineValues", "No"),
}

#: Option help sentences exactly as the engines write them.
HELP = (
    QT_TRANSLATE_NOOP("EngineHelp", "Which card effects are used"),
    QT_TRANSLATE_NOOP("EngineHelp", "Cards in each starting hand"),
    QT_TRANSLATE_NOOP("EngineHelp", "K sets the total to 99, or to 99 or 0 at the player's choice "
                                    "(then ♠A is +1)"),
    QT_TRANSLATE_NOOP("EngineHelp", "Jokers (standard and bloody cards): none, reset to 0 (then ♠A "
                                    "is +1), rotate all hands, or act as any function card"),
    QT_TRANSLATE_NOOP("EngineHelp", "Western A: +1 or +11 at the player's choice, or agreed "
                                    "beforehand"),
    QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: the total starts at 99"),
    QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: two number cards may be played at once "
                                    "(draw one)"),
    QT_TRANSLATE_NOOP("EngineHelp", "Bloody severity: only two each of 4 5 10 J Q K in every deck"),
    QT_TRANSLATE_NOOP("EngineHelp", "Playing a 4, a 5 and then any card on three turns in a row "
                                    "wins the hand"),
    QT_TRANSLATE_NOOP("EngineHelp", "Hands in a match"),
    QT_TRANSLATE_NOOP("EngineHelp", "Real baseball: bases are empty at the start of every "
                                    "half-inning (default: each side's runners wait on base until "
                                    "it bats again)."),
    QT_TRANSLATE_NOOP("EngineHelp", "Tied after the last inning: play extra innings (off: the tie "
                                    "stands)."),
    QT_TRANSLATE_NOOP("EngineHelp", "The bottom of the last inning (and of extra innings) is not "
                                    "played when the home side already leads."),
    QT_TRANSLATE_NOOP("EngineHelp", "Quick mode: the first side to reach quick_target runs wins at "
                                    "once."),
    QT_TRANSLATE_NOOP("EngineHelp", "Runs that win in quick mode (seed: 5)."),
    QT_TRANSLATE_NOOP("EngineHelp", "Innings in a game (seed: 9, i.e. 18 half-innings)."),
    QT_TRANSLATE_NOOP("EngineHelp", "A steal or productive out that is the third out still moves "
                                    "the runners (default: as in baseball, the third out ends the "
                                    "half-inning first)."),
)

#: Templates keyed by event kind; fields come from the event dict plus {name} (the actor).
EVENTS = {
    "play": QT_TRANSLATE_NOOP("EngineEvents", "{name} plays {card}"),
    "draw": QT_TRANSLATE_NOOP("EngineEvents", "{name} draws a card"),
    "pass": QT_TRANSLATE_NOOP("EngineEvents", "{name} passes"),
    "deal": QT_TRANSLATE_NOOP("EngineEvents", "The cards are dealt"),
    "eliminated": QT_TRANSLATE_NOOP("EngineEvents", "{name} is out"),
    "hand_end": QT_TRANSLATE_NOOP("EngineEvents", "The hand is over"),
    "game_over": QT_TRANSLATE_NOOP("EngineEvents", "The game is over"),
}

def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def humanize(identifier: str) -> str:
    """'hand_size' -> 'Hand size'."""
    text = str(identifier).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def description(game_id: str) -> str:
    text = DESCRIPTIONS.get(game_id)
    return _translate("EngineGames", text) if text else ""


def bot_level(level: str) -> str:
    text = BOT_LEVELS.get(level)
    return _translate("BotLevels", text) if text else humanize(level)


def variant(name: str) -> str:
    text = VARIANTS.get(name)
    return _translate("EngineVariants", text) if text else humanize(name)


def option_label(name: str) -> str:
    """An option identifier's label, translated (context EngineOptions), else humanized."""
    text = OPTIONS.get(name)
    return _translate("EngineOptions", text) if text else humanize(name)


def option_help(text: str) -> str:
    """An engine help sentence, translated when the table knows it (else English)."""
    return _translate("EngineHelp", text) if text else ""


def option_value(value: Any) -> str:
    """A choice value's label: known words translated, numbers as they are."""
    key = value if isinstance(value, (bool, str)) else None
    text = VALUES.get(key) if key is not None else None
    return _translate("EngineValues", text) if text else str(value)


def describe_event(event: dict, names: list[str]) -> str:
    """One log line for an event dict (as sent by the worker), in the current language."""
    kind = str(event.get("kind", "?"))
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    template = EVENTS.get(kind)
    fields = {k: _field(v, names) for k, v in event.items()}
    fields["name"] = name
    if template:
        shown = _translate("EngineEvents", template)
        wanted = {f for _, f, _, _ in string.Formatter().parse(shown) if f}
        if wanted <= set(fields):
            try:
                return shown.format(**fields)
            except (KeyError, ValueError, IndexError):
                pass
    details = ", ".join(f"{k}={fields[k]}" for k in event if k not in ("kind", "seat"))
    head = f"{name}: {humanize(kind)}" if name else humanize(kind)
    return f"{head} ({details})" if details else head


def _field(value: Any, names: list[str]) -> str:
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)
