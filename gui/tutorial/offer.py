"""The first game of each title offers its first lesson (issue 34.11).

A newcomer who starts 天地人 (or any game with lessons) and has finished none of its lessons
sees one line in the window's status bar: "First game of 天地人? …" with the links "Take
the lesson" and "No, thanks". It is offered once per game: shown is remembered at once (QSettings
`tutorial/<id>/offered`, lessons.py), so declining, ignoring it or taking it all end it.
Neither a dialog nor a row of the table: nothing stops the game that has just begun, and
the felt keeps its size (a row over the controls cut the small window's texts).
"""
from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

import engine

from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..style.theme import Theme, current_scheme
from .lessons import done_lessons, lesson_entries, mark_offered, offered


class LessonOffer(QWidget):
    """The line; `start()` is called with nothing when the player takes the lesson. Its two
    answers are links ("take", "no"): a line of text keeps the status bar's height, where
    buttons made it taller and the felt smaller."""

    def __init__(self, game_id: str, start: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonOffer")
        self.game_id = game_id
        self._info = engine.registry.parts(game_id).game_info     # its names, kept
        self._start = start
        self.text = QLabel()
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.text.linkActivated.connect(self.answer)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.text, 1)
        theme = Theme.instance()
        if theme is not None:
            theme.changed.connect(self.retranslate)
        self.retranslate()

    def link_colour(self) -> str:
        """The links in the felt's text colour, underlined: the palette's link colour is the
        headings' green, which on the green status bar could not be read (a newcomer under
        Xvfb saw the question and no answer to click). Set in the text itself: the
        application's style sheet sets the label's palette anew when it is polished."""
        return current_scheme().on_felt

    def retranslate(self) -> None:
        name = game_name(self._info, LanguageManager.instance().language)
        question = arg(self.tr("First game of %1? A short lesson shows how it is played, step "
                               "by step."), name)
        take, decline = self.tr("Take the lesson"), self.tr("No, thanks")
        style = f'style="color: {self.link_colour()}; text-decoration: underline"'
        self.text.setText(f"{html.escape(question)} <a href=\"take\" {style}>"
                          f"{html.escape(take)}</a> · <a href=\"no\" {style}>"
                          f"{html.escape(decline)}</a>")
        self.setToolTip(question)

    def answer(self, link: str) -> None:
        """A link was followed: "take" starts the lesson, any other closes the offer."""
        self.close_offer()
        if link == "take":
            self._start()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def close_offer(self) -> None:
        self.hide()
        self.deleteLater()


def offer_first_lesson(bar, game_id: str, start: Callable[[str, str], None]) -> LessonOffer | None:
    """Put the line in the status bar `bar` when `game_id` has lessons, none of them is
    finished and none was offered yet; remember that it was. `start(game, lesson)` starts
    the first lesson. None when nothing is offered."""
    entries = lesson_entries(game_id)
    if not entries or done_lessons(game_id) or offered(game_id):
        return None
    mark_offered(game_id)
    first = entries[0].id
    strip = LessonOffer(game_id, lambda: start(game_id, first))
    strip.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    bar.addWidget(strip, 1)
    return strip
