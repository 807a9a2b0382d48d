"""The kit's wrapping of scene texts (gui/table/wrap.py): no scrap left alone on a last line."""
from PySide6.QtGui import QFontMetricsF

from gui.table import pixel_font
from gui.table.wrap import SCRAP, plain_lines, wrapped

RULING = "上一手：黑桃七，花色不同，推進出局，跑者上一壘"


def _scrap_widths(text, font):
    """Widths at which a plain break leaves only a scrap (two characters or so) last."""
    metrics = QFontMetricsF(font)
    found = []
    for width in range(80, int(metrics.horizontalAdvance(text))):
        lines = plain_lines(text, font, width)
        if len(lines) > 1 and metrics.horizontalAdvance(lines[-1].strip()) < width * SCRAP:
            found.append(width)
    return found


def test_a_last_line_of_two_characters_is_balanced_away(qapp):
    """九局對決's ruling ended on a line of its own holding 「一壘」 (issue 33, seen and left):
    the lines are broken narrower, as many of them, so the last holds a fair share."""
    font = pixel_font(16)
    metrics = QFontMetricsF(font)
    widths = _scrap_widths(RULING, font)
    assert widths, "the ruling leaves a scrap at some width (else this test tests nothing)"
    for width in widths:
        plain = plain_lines(RULING, font, width)
        lines = wrapped(RULING, font, width).split("\n")
        assert len(lines) == len(plain), width                    # no line more
        assert "".join(lines) == RULING, width                    # nothing lost or doubled
        assert all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines), width
        assert metrics.horizontalAdvance(lines[-1].strip()) >= width * SCRAP, (width, lines)


def test_a_text_without_a_scrap_breaks_as_before(qapp):
    """Only a scrap is balanced: a last line of a fair length keeps the plain breaks."""
    font = pixel_font(16)
    metrics = QFontMetricsF(font)
    for width in range(80, int(metrics.horizontalAdvance(RULING)), 9):
        plain = plain_lines(RULING, font, width)
        if metrics.horizontalAdvance(plain[-1].strip()) >= width * SCRAP:
            assert wrapped(RULING, font, width).split("\n") == plain, width
