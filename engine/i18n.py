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

`arg()` fills a message's %1, %2 … once it is translated; it lives here, beside the marker,
so the network code (netplay/) fills its sentences without importing the window
(gui/lang/arg.py re-exports it for the app).
"""
from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Mark `text` for translation in `context`; return it unchanged."""
    return text


def arg(template: str, *values: object) -> str:
    """`template` with %k replaced by the k-th value (str() of it), as Qt's QString::arg does;
    a %k without a value, and every other %, stay as they are.

    A translation may put the placeholders in any order ("%2 以 %1 …"), so messages are never
    glued from pieces; and the values are inserted once, in a single pass over the template,
    so a value that itself contains "%2" (a player named "%2") is shown as typed instead of
    being filled again."""
    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)
