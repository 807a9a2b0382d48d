"""The first game of each title offers its lesson, once (issue 34.11): 「the first game of
each title should offer its lesson」. A whole window: the offer belongs to starting a game,
in the window's status bar (the felt keeps its size)."""
from __future__ import annotations

import pytest

from gui.main_window import MainWindow
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
        assert 'href="take">Take the lesson</a>' in offer.text.text()
        assert 'href="no">No, thanks</a>' in offer.text.text()
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


def _luminance(colour) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def test_the_offers_links_can_be_read_on_the_status_bar(qapp):
    """A newcomer under Xvfb saw "First game of Ninety-Nine? …" and two links in the headings'
    green on the green status bar (contrast 1.3:1): nothing to click could be read. WCAG's
    4.5:1 for text against the status bar's felt."""
    from PySide6.QtGui import QColor, QPalette

    from gui.style.theme import current_scheme
    offer = LessonOffer("ninety_nine", lambda: None)
    try:
        bar = QColor(current_scheme().felt_flat)
        for role in (QPalette.ColorRole.Link, QPalette.ColorRole.LinkVisited):
            link = offer.text.palette().color(role)
            light, dark = sorted((_luminance(link), _luminance(bar)), reverse=True)
            assert (light + 0.05) / (dark + 0.05) >= 4.5, (role, link.name(), bar.name())
    finally:
        offer.deleteLater()
