"""Words that come from the engine, translated at display time.

The engine defines the English words a player sees (option labels and help, variant
and choice names, game descriptions, bot levels, event log lines) and marks each one
with engine.i18n.QT_TRANSLATE_NOOP, so `pyside6-lupdate` reads them there into the
.ts files. This module holds no second copy: it only looks a word up in its context
(EngineGames, EngineOptions, EngineHelp, EngineVariants, EngineValues, EngineEvents,
BotLevels) when it is shown. Anything the engine left unnamed falls back to a
readable English form of its identifier. `join_list` joins a list with the current
language's separator.
"""
from __future__ import annotations

import functools
import re
import string
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.core import EVENT_TEXTS, GameInfo, OptionSpec
from engine.registry import BOT_LEVEL_NAMES

# A Chinese gloss after an English term: " (火箭)", " (地牌 / 搶地)", " (大勝方)". Compiled
# when first used: its two CJK ranges take 2 ms to compile, and the home's first frame
# imports this module (issue 33's cold start).
_GLOSS = r" ?[(（][\u3400-\u9fff]+(?:\s*[/、·]\s*[\u3400-\u9fff]+)*[)）]"


@functools.cache
def _gloss() -> re.Pattern[str]:
    return re.compile(_GLOSS)


def unglossed(text: str) -> str:
    """The text without its Chinese glosses. English names a game term once with the seed's
    Chinese word in parentheses ("Rocket (火箭)", on the table); lines that repeat the term,
    such as the game log's, say it without ("Rocket"). Chinese texts carry no such gloss."""
    return _gloss().sub("", text)


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def humanize(identifier: str) -> str:
    """'hand_size' -> 'Hand size'."""
    text = str(identifier).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def join_list(items: Iterable[object]) -> str:
    """Items of a list inside a sentence: "a, b" in English, "甲、乙" in Chinese.

    The separator is a translation (context Lists), so the current language decides: a
    hard-coded ", " read as an English comma in the middle of a Chinese sentence (issue 12).
    """
    return QCoreApplication.translate("Lists", ", ").join(str(item) for item in items)


def description(info: GameInfo) -> str:
    """The game's one-line description (context EngineGames)."""
    return _translate("EngineGames", info.description) if info.description else ""


def bot_level(level: str) -> str:
    text = BOT_LEVEL_NAMES.get(level)
    return _translate("BotLevels", text) if text else humanize(level)


def variant(info: GameInfo, name: str) -> str:
    text = info.variant_names.get(name)
    return _translate("EngineVariants", text) if text else humanize(name)


def option_label(spec: OptionSpec) -> str:
    """An option's label, translated (context EngineOptions), else its name humanized."""
    return _translate("EngineOptions", spec.label) if spec.label else humanize(spec.name)


def option_help(spec: OptionSpec) -> str:
    """An option's help sentence, translated (context EngineHelp)."""
    return _translate("EngineHelp", spec.help) if spec.help else ""


def option_value(spec: OptionSpec, value: Any) -> str:
    """A choice's name: named choices translated, yes/no for switches, numbers as they are."""
    if value is True:
        return QCoreApplication.translate("EngineValues", "Yes")
    if value is False:
        return QCoreApplication.translate("EngineValues", "No")
    text = spec.value_names.get(value)
    return _translate("EngineValues", text) if text else str(value)


def describe_event(event: dict, names: list[str]) -> str:
    """One log line for an event dict (as sent by the worker), in the current language."""
    kind = str(event.get("kind", "?"))
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    template = EVENT_TEXTS.get(kind)
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
