"""`arg()`: fill a translated message's %1, %2 … in one pass, as Qt's QString::arg does.

A translation may put the placeholders in any order ("%2 以 %1 …"), so messages are never
glued from pieces; and the values are inserted once, in a single pass over the template, so
a value that itself contains "%2" (a player named "%2") is shown as typed instead of being
filled again.
"""
from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(template: str, *values: object) -> str:
    """`template` with %k replaced by the k-th value (str() of it); a %k without a value,
    and every other %, stay as they are."""
    def fill(match: re.Match) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)
