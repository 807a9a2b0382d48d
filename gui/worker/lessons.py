"""Lessons in the engine thread (issue 17): a lesson is started, played and thrown away here.

A base of `WorkerAssist` and so of `EngineWorker` (gui/worker.py), on `WorkerSeats`: its slots
must belong to a QObject class or Qt would run them in the sender's thread, and none of them may
be overridden in a subclass (PySide6 then calls the override in the sender's thread); the
worker and WorkerAssist ask `in_lesson()` instead. `start_lesson` reads the game's
lesson file with `engine.tutorial` (which checks it), deals the lesson's rigged hand and puts
its scripted opponents (`ScriptedBot`) at the table; the table gets the lesson's steps as
plain data in `started` (`info["lesson"]`), for the coach (gui/tutorial/coach.py).

A lesson is practice, not a game of the player's: it is never autosaved (the player's real
game stays in the autosave for Continue), never saved to a slot, not kept in the history of
finished games and not counted in the statistics (the main window checks `info["lesson"]`).
Undo and 托管 are off: the coach expects the moves its steps name, in order.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

import engine
from engine import tutorial

from ..tutorial import lessons
from .seats import WorkerSeats


def lesson_view(lesson: tutorial.Lesson) -> dict:
    """What the coach needs of a lesson, as plain data (it crosses the thread boundary)."""
    return {"game": lesson.game, "id": lesson.id, "title": dict(lesson.title),
            "steps": [{"kind": step.kind.value, "say": dict(step.say),
                       "do": None if step.do is None else list(step.do),
                       "highlight": list(step.highlight),
                       "wrong": dict(step.wrong) if step.wrong else {}, "end": step.end}
                      for step in lesson.steps]}


class WorkerTutorial(WorkerSeats):
    """The lesson slot and state of EngineWorker; its hooks and WorkerAssist ask `in_lesson()`."""

    _lesson: tutorial.Lesson | None = None       # the lesson being played
    _lesson_next: tutorial.Lesson | None = None  # set by start_lesson, taken by _begin
    _lesson_bots: dict[int, Any] = {}

    @Slot(str, str)
    def start_lesson(self, game_id: str, lesson_id: str) -> None:
        """Deal lesson `lesson_id` of `game_id`'s file; error() says why when it cannot."""
        try:
            found = tutorial.load_lessons_file(lessons.lesson_file(game_id), game_id)
            lesson = next((item for item in found if item.id == lesson_id), None)
            if lesson is None:
                raise engine.RuleError(f"lessons: no lesson '{lesson_id}' for {game_id}")
            state = lesson.new_state()
            meta = {"names": list(lesson.names), "human_seat": lesson.human,
                    "bot_levels": ["normal"] * lesson.players}
            self._lesson_next = lesson
            self._begin(state, meta)
        except engine.JiupaiError as exc:
            self._lesson_next = None
            self.error.emit(str(exc))
        except Exception as exc:  # noqa: BLE001 - report a bug instead of killing the thread
            self._lesson_next = None
            self.error.emit(self._bug(exc))

    # ---- hooks of EngineWorker ------------------------------------------------------------
    def take_lesson(self, state) -> None:
        """A game begins (_begin): a lesson when start_lesson dealt it, else a real game."""
        self._lesson, self._lesson_next = self._lesson_next, None
        self._lesson_bots = self._lesson.bots() if self._lesson else {}

    def in_lesson(self) -> bool:
        return self._lesson is not None

    def lesson_info(self) -> dict:
        """Added to `started`'s info: the lesson's steps for the table's coach."""
        return {"lesson": lesson_view(self._lesson)} if self._lesson is not None else {}

    def lesson_bot(self, seat: int) -> Any:
        """The seat's scripted opponent in a lesson (None: not a lesson's opponent)."""
        return self._lesson_bots.get(seat)

    def refuse_in_lesson(self) -> bool:
        """Saving a lesson: refused with a message (True)."""
        if self._lesson is None:
            return False
        self.error.emit(self.tr("A lesson is not saved: your own game stays in the autosave."))
        return True
