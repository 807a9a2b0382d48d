"""The first game of each title offers its lesson, once (issue 34.11): 「the first game of
each title should offer its lesson」. A whole window: the offer belongs to starting a game,
in the window's status bar (the felt keeps its size)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextDocument

from gui.main_window import MainWindow
from gui.style import Theme, current_scheme
from gui.table.card_look import CardLook, Felt
from gui.tutorial.offer import LessonOffer
from gui.userdata import prefs
from tests.gui import driver

pytestmark = pytest.mark.gui


def started(qtbot, window, game_id: str):
    window.start_game(driver.config(game_id, 3))
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game_id
                    and window.game_info is not None and window.game_info.get("game") == game_id,
                    timeout=8000)
    return window.table


def offer_of(window):
    found = [w for w in window.statusBar().findChildren(LessonOffer) if not w.isHidden()]
    return found[0] if found else None


def test_the_first_game_of_a_title_offers_its_lesson_once(qtbot, store):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    try:
        table = started(qtbot, window, "tiandiren")
        height = table.view.height()
        offer = offer_of(window)
        assert offer is not None and offer.isVisible()
        assert offer.toolTip() == ("First game of Heaven, Earth, Man? A short lesson shows how "
                                   "it is played, step by step.")
        assert re.search(r'href="take"[^>]*>Take the lesson</a>', offer.text.text())
        assert re.search(r'href="no"[^>]*>No, thanks</a>', offer.text.text())
        offer.text.linkActivated.emit("no")                               # declined
        qtbot.waitUntil(lambda: offer_of(window) is None, timeout=3000)
        assert table.view.height() == height          # the felt kept its size all along
        started(qtbot, window, "tiandiren")
        assert offer_of(window) is None                                    # declined: once
        started(qtbot, window, "showdown")                                 # another title
        offer = offer_of(window)
        assert offer is not None
        offer.text.linkActivated.emit("take")                             # takes the lesson
        qtbot.waitUntil(lambda: "lesson" in (window.game_info or {}), timeout=8000)
        assert window.game_info["lesson"]["game"] == "showdown"
        started(qtbot, window, "showdown")
        assert offer_of(window) is None
    finally:
        window.close()


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (4.5 is the bound for ordinary text)."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def link_colours(rich_text: str) -> list[QColor]:
    """The colours Qt draws the links of `rich_text` in (it fixes them when it parses)."""
    document = QTextDocument()
    document.setHtml(rich_text)
    found, block = [], document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            char_format = fragments.fragment().charFormat()
            if char_format.isAnchor():
                found.append(char_format.foreground().color())
            fragments += 1
        block = block.next()
    return found


@pytest.mark.parametrize("system, felt", [(Qt.ColorScheme.Light, Felt.CLASSIC),
                                          (Qt.ColorScheme.Dark, Felt.CLASSIC),
                                          (Qt.ColorScheme.Light, Felt.HIGH_CONTRAST)])
def test_the_offers_links_read_on_the_green_status_bar(qtbot, system, felt):
    """The links lie on the felt of the status bar: they take the scheme's colour for the
    felt, readable (contrast ≥ 4.5), not the paper's heading green (1.1 on the felt)."""
    theme, look = Theme.instance(), CardLook.instance()
    before = look.look
    offer = LessonOffer("tiandiren", lambda: None)       # made before: it follows the scheme
    qtbot.addWidget(offer)
    theme.follow_system(system)
    look.set_look(before.with_(felt=felt), remember=False)
    try:
        felt_colour = QColor(current_scheme().felt_flat)
        colours = link_colours(offer.text.text())
        assert len(colours) == 2
        assert all(contrast(colour, felt_colour) >= 4.5 for colour in colours), \
            [colour.name() for colour in colours]
    finally:
        look.set_look(before, remember=False)
        theme.follow_system(Qt.ColorScheme.Light)


def test_the_offers_links_can_be_read_on_the_status_bar(qtbot):
    """A newcomer under Xvfb saw "First game of Ninety-Nine? …" and two links in the headings'
    green on the green status bar (contrast 1.3:1): nothing to click could be read. The
    offer in a status bar with the application's palette and style sheet, drawn: the links'
    ink reaches WCAG's 4.5:1 against the bar."""
    from PySide6.QtGui import QColor, QFontMetrics
    from PySide6.QtWidgets import QMainWindow

    from gui.style import sheet
    from gui.style.theme import current_scheme, palette_of
    scheme = current_scheme()
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setPalette(palette_of(scheme))
    window.setStyleSheet(sheet.build(scheme))
    offer = LessonOffer("ninety_nine", lambda: None)
    window.statusBar().addWidget(offer, 1)
    window.resize(1000, 300)
    window.show()
    qtbot.waitExposed(window)
    # the label on the bar as the window draws it (a label's own grab has no bar behind)
    from PySide6.QtCore import QRect
    image = window.grab(QRect(offer.text.mapTo(window, offer.text.rect().topLeft()),
                              offer.text.size())).toImage()
    question = "First game of Ninety-Nine? A short lesson shows how it is played, step by step."
    metrics = QFontMetrics(offer.text.font())
    start = metrics.horizontalAdvance(question + " ") + 2           # "Take the lesson" only
    end = start + metrics.horizontalAdvance("Take the lesson") - 4   # (not the "·" after it)
    bar = _luminance(QColor(scheme.felt_flat))
    best = 0.0
    for x in range(start, min(image.width(), end)):
        for y in range(image.height()):
            ink = _luminance(image.pixelColor(x, y))
            light, dark = max(ink, bar), min(ink, bar)
            best = max(best, (light + 0.05) / (dark + 0.05))
    assert best >= 4.5, best
