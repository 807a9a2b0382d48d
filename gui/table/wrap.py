"""Wrap a scene text to a width instead of cutting it with "…" (issue 24.3).

`QGraphicsSimpleTextItem` paints "\\n"-separated lines; `wrapped` breaks a text where the
Unicode line-breaking rules allow (between words, between CJK characters), so a long hint
reads whole on a small window.
"""
from __future__ import annotations

import re

from PySide6.QtGui import QFont, QTextLayout, QTextOption

#: A gloss in parentheses ("(文牌數順)", "（一…九）") or a range ("1…9", "一…九"): never
#: broken inside (word joiners between its characters), so a line never starts with the end
#: of a Chinese term, nor a range with its last number (issue 34.12).
_GLOSS = re.compile(r"[(（][^()（）\n]*[)）]|\S…\S")


def wrapped(text: str, font: QFont, width: float) -> str:
    """`text` with line breaks so that no line is wider than `width` pixels in `font`
    (a single word wider than that stays whole on its own line)."""
    out: list[str] = []
    text = _GLOSS.sub(lambda m: "\u2060".join(m.group(0)), text)
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            # (a line keeps its trailing space: the lines joined again are the text)
            out.append(paragraph[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
    return "\n".join(out)
