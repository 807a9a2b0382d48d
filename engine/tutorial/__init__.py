"""Guided lessons (issue 17): a lesson file's data, its validation, and scripted opponents.

A lesson is a rigged deal (`setup=`) played on the real table, with a coach that walks the
learner through a few steps: explain (INFO), make this move (DO), watch the others (WATCH).
The file format is fixed in notes/tutorial-format.md; one JSON file per game lives in
`resources/lessons/<game_id>.json`. Lessons are data, so a lesson is added without code,
and every lesson is checked by playing it through (`check_lesson`), which a test does for
every lesson of every file: a deal that stops demonstrating what its text says fails there.

The opponents follow a script (`ScriptedBot`): their moves in order, then the normal bot.
The bot finds its place in the script from the state itself (how many times its seat has
acted), not from a counter of its own, so undo, a clone or a replayed save cannot put it
out of step.

The parts: a lesson and its steps as data (lesson.py), the scripted opponents (scripted.py),
reading and checking a lesson file (lesson_file.py), playing a lesson through as its steps
say (playthrough.py), the command-line check (cli.py, `python -m engine.tutorial FILE…`).
"""
from __future__ import annotations

from .cli import main
from .lesson import LANGUAGES, Lesson, Step, StepKind, pick_text, step_accepts
from .lesson_file import FORMAT, MAX_FILE_BYTES, VERSION, load_lessons, load_lessons_file
from .playthrough import MAX_BOT_MOVES, StepOutcome, check_lesson, play_through, walk_lesson
from .scripted import ScriptedBot, acted_count, parsed

__all__ = ["FORMAT", "LANGUAGES", "MAX_BOT_MOVES", "MAX_FILE_BYTES", "VERSION", "Lesson",
           "ScriptedBot", "Step", "StepKind", "StepOutcome", "acted_count", "check_lesson", "main",
           "parsed", "load_lessons", "load_lessons_file", "pick_text", "play_through",
           "step_accepts", "walk_lesson"]
