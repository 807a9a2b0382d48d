"""Wrap a scene text to a width instead of cutting it with "…" (issue 24.3).

`QGraphicsSimpleTextItem` paints "\\n"-separated lines; `wrapped` breaks a text where the
Unicode line-breaking rules allow (between words, between CJK characters), so a long hint
reads whole on a small window. A paragraph whose last line would hold only a scrap (「一壘」
alone under a ruling of 九局對決) is broken narrower into as many lines, balanced, as a
typesetter would: the scrap comes back to the words it belongs to.
"""
from __future__ import annotations

import re

from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

#: A gloss in parentheses ("(文牌數順)", "（一…九）") or a range ("1…9", "一…九"): never
#: broken inside (word joiners between its characters), so a line never starts with the end
#: of a Chinese term, nor a range with its last number (issue 34.12).
_GLOSS = re.compile(r"[(（][^()（）\n]*[)）]|\S…\S")

#: A last line narrower than this share of the width is a scrap worth balancing away.
SCRAP = 0.25


def wrapped(text: str, font: QFont, width: float) -> str:
    """`text` with line breaks so that no line is wider than `width` pixels in `font`
    (a single word wider than that stays whole on its own line)."""
    out: list[str] = []
    text = _GLOSS.sub(lambda m: "\u2060".join(m.group(0)), text)
    metrics = QFontMetricsF(font)
    for paragraph in text.split("\n"):
        lines = plain_lines(paragraph, font, width)
        if len(lines) > 1 and metrics.horizontalAdvance(lines[-1].strip()) < width * SCRAP:
            lines = _balanced(paragraph, font, width, len(lines))
        out += lines
    return "\n".join(out)


def plain_lines(paragraph: str, font: QFont, width: float) -> list[str]:
    """The lines of one paragraph broken where they first reach `width` (no balancing)."""
    layout = QTextLayout(paragraph, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        # (a line keeps its trailing space: the lines joined again are the text)
        lines.append(paragraph[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def _balanced(paragraph: str, font: QFont, width: float, count: int) -> list[str]:
    """The lines at the narrowest width that still needs only `count` lines (halving the
    interval eight times: within half a percent of the width)."""
    low, high = width * (count - 1) / count, width
    for _ in range(8):
        middle = (low + high) / 2
        if len(plain_lines(paragraph, font, middle)) > count:
            low = middle
        else:
            high = middle
    return plain_lines(paragraph, font, high)
