"""The main window's side of the lessons: Help ▸ Lessons… and the home screen's "Learn …"
open the lesson list, and a first game of a title offers its first lesson (offer.py); a
lesson starts in the worker (gui/worker/lessons.py) and, once its table is up, gets a coach
(coach.py). "Next lesson" and "Back to the list" come back here.

The player's own game is stopped (and so autosaved) before a lesson starts; the lesson
itself is never autosaved, so Continue still finds the player's game afterwards.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction


class TutorialController(QObject):
    """Lesson commands of the main window (`window`: gui.main_window.MainWindow)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.coach: Any = None           # the Coach of a lesson on show (coach.py)
        self.dialog: Any = None          # the LessonListDialog (lesson_list.py)
        self.offer: Any = None           # the first game's lesson offer (offer.py), if shown
        self.action = QAction(window)
        self.action.setObjectName("act_lessons")
        self.action.triggered.connect(lambda *_: self.open_list(None))
        window.menu_help.insertAction(window.act_rules, self.action)
        window.home.learn.connect(self.open_list)

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Lessons…"))

    def open_list(self, game_id: str | None = None) -> Any:
        """The lesson list for `game_id` (else the game on the table or selected at home)."""
        from .lesson_list import LessonListDialog
        window = self.window
        game = game_id or (window.game_info or {}).get("game") or window.home.selected_game()
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = LessonListDialog(game, window)
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.destroyed.connect(self._dialog_gone)
        self.dialog.start.connect(self.start)
        self.dialog.open()
        return self.dialog

    def _dialog_gone(self, *_args) -> None:
        self.dialog = None

    def start(self, game_id: str, lesson_id: str) -> None:
        """Start a lesson; a running game of the player's is stopped and autosaved first."""
        window = self.window
        window.pace.send()
        window.games.stop_running_game()
        window.host.request_start_lesson.emit(game_id, lesson_id)

    def attach(self, table, info: dict) -> None:
        """A table was made for a game that started: a lesson's gets its coach."""
        self._drop_coach()
        self._drop_offer()
        lesson = info.get("lesson")
        if not lesson:
            # a first game of this title offers its first lesson, once (offer.py)
            from .offer import offer_first_lesson
            self.offer = offer_first_lesson(self.window.statusBar(), str(info.get("game")),
                                            self.start)
            return
        from .coach import Coach
        self.coach = Coach(table, dict(lesson))
        self.coach.next_lesson_requested.connect(self.start)
        self.coach.list_requested.connect(self.back_to_list)
        # "New match" after a lesson's last hand plays the lesson again, not the last game.
        table.new_match_requested.disconnect(self.window.games.new_match)
        table.new_match_requested.connect(
            lambda: self.start(str(lesson.get("game")), str(lesson.get("id"))))

    def back_to_list(self, game_id: str) -> None:
        self.window.go_home()
        self.open_list(game_id)

    def _drop_offer(self) -> None:
        """Another game is on the table: an offer made for the last one goes."""
        if self.offer is not None:
            try:
                self.offer.close_offer()
            except RuntimeError:       # already deleted (declined)
                pass
        self.offer = None

    def _drop_coach(self) -> None:
        if self.coach is not None:
            try:
                self.coach.detach()
            except RuntimeError:       # its table (the coach's parent) is already deleted
                pass
        self.coach = None

    def in_lesson(self) -> bool:
        return "lesson" in (self.window.game_info or {})
