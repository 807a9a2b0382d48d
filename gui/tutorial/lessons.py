"""Where the lesson files are, what the lesson list shows, and which lessons are done.

The list shows a lesson's title and summary straight from its file (plain JSON, nothing
evaluated); the lesson itself is checked and played by `engine.tutorial` in the worker
thread (gui/worker/lessons.py). Progress is the QSettings key `tutorial/<game_id>/done`,
the list of finished lesson ids.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..userdata import paths, prefs

#: A lesson file is small; a bigger one is not ours (as engine.tutorial.MAX_FILE_BYTES).
MAX_FILE_BYTES = 2 * 1024 * 1024


def lesson_file(game_id: str) -> Path:
    """The game's lesson file (it may not exist: a game without lessons yet)."""
    return paths.resource("lessons", f"{game_id}.json")


@dataclass(frozen=True)
class LessonEntry:
    """One row of the lesson list: the texts in the three languages."""

    id: str
    title: dict
    summary: dict


def lesson_entries(game_id: str) -> list[LessonEntry]:
    """The game's lessons in file order; [] when the file is missing or unreadable (the
    worker names the problem when a lesson is started)."""
    path = lesson_file(game_id)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return []
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("game") != game_id:
        return []
    lessons = data.get("lessons")
    if not isinstance(lessons, list):
        return []
    return [LessonEntry(raw["id"], _texts(raw.get("title")), _texts(raw.get("summary")))
            for raw in lessons if isinstance(raw, dict) and isinstance(raw.get("id"), str)]


def _texts(value: object) -> dict:
    return {k: v for k, v in value.items() if isinstance(v, str)} if isinstance(value, dict) else {}


def pick(texts: dict, language: str) -> str:
    """The text in `language`, English when it has none (as engine.tutorial.pick_text)."""
    return texts.get(language) or texts.get("en", "")


def next_lesson(game_id: str, lesson_id: str) -> str | None:
    """The lesson after `lesson_id` in the file, None after the last."""
    ids = [entry.id for entry in lesson_entries(game_id)]
    if lesson_id in ids and ids.index(lesson_id) + 1 < len(ids):
        return ids[ids.index(lesson_id) + 1]
    return None


def _key(game_id: str) -> str:
    return f"tutorial/{game_id}/done"


def offered(game_id: str) -> bool:
    """Was the first lesson offered at a game of `game_id` (QSettings `tutorial/<id>/offered`)?"""
    return bool(prefs.get(f"tutorial/{game_id}/offered", False, bool))


def mark_offered(game_id: str) -> None:
    prefs.put(f"tutorial/{game_id}/offered", True)


def done_lessons(game_id: str) -> list[str]:
    """The ids of the finished lessons (QSettings may hand back a string for one item)."""
    value = prefs.get(_key(game_id), [])
    if isinstance(value, str):
        value = [value] if value else []
    return [str(v) for v in value or []]


def mark_done(game_id: str, lesson_id: str) -> None:
    done = done_lessons(game_id)
    if lesson_id not in done:
        prefs.put(_key(game_id), done + [lesson_id])
