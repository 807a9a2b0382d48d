"""Lessons in the engine thread (issue 17): a lesson is started, played and thrown away here.

`start_lesson` (an EngineWorker slot) reads the game's lesson file with `engine.tutorial`
(which checks it), deals the lesson's rigged hand and seats its scripted opponents
(`ScriptedBot`); the table gets the lesson's steps as plain data in `started`
(`info["lesson"]`), for the coach (gui/tutorial/coach.py). `Lessons` is the part of the
EngineWorker that remembers the lesson being played (a plain object in its thread).

A lesson is practice, not a game of the player's: it is never autosaved (the player's real
game stays in the autosave for Continue), never saved to a slot, not kept in the history of
finished games and not counted in the statistics (the main window checks `info["lesson"]`).
Undo and 托管 are off: the coach expects the moves its steps name, in order.
"""
from __future__ import annotations

from typing import Any

import engine
from engine import tutorial

from ..tutorial import lessons


def lesson_view(lesson: tutorial.Lesson) -> dict:
    """What the coach needs of a lesson, as plain data (it crosses the thread boundary)."""
    return {"game": lesson.game, "id": lesson.id, "title": dict(lesson.title),
            "steps": [{"kind": step.kind.value, "say": dict(step.say),
                       "do": None if step.do is None else list(step.do),
                       "highlight": list(step.highlight),
                       "wrong": dict(step.wrong) if step.wrong else {}, "end": step.end}
                      for step in lesson.steps]}


class Lessons:
    """The lesson being played, if any."""

    def __init__(self) -> None:
        self.current: tutorial.Lesson | None = None
        self._next: tutorial.Lesson | None = None
        self._bots: dict[int, Any] = {}

    def prepare(self, game_id: str, lesson_id: str) -> tuple[Any, dict]:
        """The lesson's deal and the meta to open it with; RuleError says why it cannot."""
        found = tutorial.load_lessons_file(lessons.lesson_file(game_id), game_id)
        lesson = next((item for item in found if item.id == lesson_id), None)
        if lesson is None:
            raise engine.RuleError(f"lessons: no lesson '{lesson_id}' for {game_id}")
        self._next = lesson
        meta = {"names": list(lesson.names), "human_seat": lesson.human,
                "bot_levels": ["normal"] * lesson.players}
        return lesson.new_state(), meta

    def cancel(self) -> None:
        self._next = None

    def begin(self) -> None:
        """A game begins: the lesson prepared for it, or a real game."""
        self.current, self._next = self._next, None
        self._bots = self.current.bots() if self.current else {}

    def active(self) -> bool:
        return self.current is not None

    def info(self) -> dict:
        """Added to `started`'s info: the lesson's steps for the table's coach."""
        return {"lesson": lesson_view(self.current)} if self.current is not None else {}

    def bot(self, seat: int) -> Any:
        """The seat's scripted opponent in a lesson (None: not a lesson's opponent)."""
        return self._bots.get(seat)
