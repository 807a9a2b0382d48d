"""A wrapped label's last line never holds a scrap (gui/lang/orphans.py): the home's "With
friends" line ended on 「進去吧。」 alone at some widths, its English on "it."."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout

from gui.lang.orphans import NO_BREAK_SPACE, WORD_JOINER, no_orphan


def _lines(text: str, font: QFont, width: float) -> list[str]:
    """The lines Qt breaks `text` into at `width` (as a word-wrapped QLabel does)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.replace(WORD_JOINER, "") for line in lines]


@pytest.mark.parametrize("text, family", [
    ("朋友在這個網路上開了牌桌？坐進去吧。", "Noto Sans CJK TC"),
    ("朋友在这个网络上开了牌桌？坐进去吧。", "Noto Sans CJK SC"),
])
def test_a_chinese_paragraph_never_ends_on_fewer_than_four_characters(qapp, text, family):
    """Wrapped where two characters would be left alone, the last line holds four."""
    font = QFont(family)
    font.setPixelSize(14)
    width = QFontMetricsF(font).horizontalAdvance(text[:-2]) + 1
    assert _lines(text, font, width)[-1] == "吧。"          # the scrap, as QLabel left it
    kept = no_orphan(text)
    assert kept.replace(WORD_JOINER, "") == text
    assert QFontMetricsF(font).horizontalAdvance(kept) == QFontMetricsF(font).horizontalAdvance(text)
    assert _lines(kept, font, width)[-1] == text[-4:]


def test_an_english_paragraph_never_ends_on_one_word(qapp):
    text = "A friend opened a table on this network? Sit at it."
    font = QFont()
    font.setPixelSize(14)
    width = QFontMetricsF(font).horizontalAdvance(text[:-2])
    assert _lines(text, font, width)[-1] == "it."
    assert _lines(no_orphan(text), font, width)[-1] == f"at{NO_BREAK_SPACE}it."


@pytest.mark.parametrize("text", [
    "Play",                                  # too short to wrap
    "2–8 players",
    "輪到電腦 2 · 九九 · 第 10 步",            # a number at the end: left as it is
    "One two",                               # two words: nothing to keep together
])
def test_a_text_with_nothing_to_keep_together_is_left_alone(text):
    assert no_orphan(text) == text


def test_each_paragraph_is_kept_on_its_own():
    text = "九九：輸了 · 12 月 1 日\nYour finished games show here."
    first, second = no_orphan(text).split("\n")
    assert first == "九九：輸了 · 12 月 1 日"
    assert second == f"Your finished games show{NO_BREAK_SPACE}here."
