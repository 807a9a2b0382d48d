"""A wrapped label's last line never holds a scrap (issue 33: the home's "With friends" line
ended on 「進去吧。」 alone, its English on "it.").

`no_orphan(text)` ties the end of each paragraph together, so that where the words wrap
the last line carries more than a scrap: in English the last two words (a no-break space
between them), in Chinese the last four characters, punctuation included (a WORD JOINER,
U+2060, between them: Unicode's line breaking never breaks beside it, and it has no width).
A text too short to wrap, or whose end mixes the two, is left as it is. It is for labels
the player reads (QLabel's own wrapping); a table's scene texts are balanced by
gui/table/wrap.py. (No Qt here: the home's first frame uses it.)
"""
from __future__ import annotations

WORD_JOINER = "\u2060"
NO_BREAK_SPACE = "\u00a0"
#: The characters a Chinese paragraph's last line holds at least.
CJK_TAIL = 4
#: A paragraph shorter than this never wraps on a label worth the care.
SHORTEST = 8


def no_orphan(text: str) -> str:
    """`text` with the end of each paragraph tied together (see the module)."""
    return "\n".join(_paragraph(line) for line in text.split("\n"))


def _paragraph(line: str) -> str:
    body = line.rstrip()
    if len(body) < SHORTEST:
        return line
    if _cjk(body[-1]) or _cjk(body[-2]):
        tail = body[-CJK_TAIL:]
        if any(ch.isspace() for ch in tail):
            return line                 # a number or a name at the end: left as it is
        return body[:-CJK_TAIL] + WORD_JOINER.join(tail)
    space = body.rfind(" ")
    if space <= 0 or body.count(" ") < 3:
        return line
    return body[:space] + NO_BREAK_SPACE + body[space + 1:]


def _cjk(ch: str) -> bool:
    """A Chinese character or a full-width mark (they wrap one by one)."""
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"


__all__ = ["NO_BREAK_SPACE", "WORD_JOINER", "no_orphan"]
