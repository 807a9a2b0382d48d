"""A Qt-free marker for the English words the engine shows to players.

The engine speaks English: option labels and help, variant and choice names, game
descriptions, bot levels, event log lines. It must not import Qt, yet the app has to
translate those words. So each one is wrapped, where the engine defines it, in
`QT_TRANSLATE_NOOP(context, text)`, which returns `text` unchanged. `pyside6-lupdate`
recognises the call by its name (it reads the source, it does not import it), so the
words land in translations/*.ts under `context`; the GUI translates them at display
time with `QCoreApplication.translate(context, text)` (see gui/strings.py).

The contexts are fixed: EngineGames (descriptions), EngineOptions (option labels),
EngineHelp (option help), EngineVariants, EngineValues (choice values), EngineEvents
(log lines by event kind), BotLevels. Both arguments must be string literals, or
lupdate cannot read them.
"""
from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Mark `text` for translation in `context`; return it unchanged."""
    return text
