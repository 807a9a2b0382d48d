"""The lesson list reads a lesson file's titles without trusting its shape: a damaged, foreign
or hostile file lists no lessons (the worker names the problem when one is started)."""
from __future__ import annotations

import pytest

from gui.tutorial import lessons


@pytest.mark.parametrize("text", [
    "[1, 2, 3]",                                          # JSON, but not an object
    "not json at all",
    '{"game": "primatum", "lessons": []}',                # another game's file
    '{"game": "ninety_nine", "lessons": {"id": "x"}}',    # lessons not a list
    '"ninety_nine"',
])
def test_a_bad_lesson_file_lists_nothing(tmp_path, monkeypatch, text):
    path = tmp_path / "ninety_nine.json"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(lessons, "lesson_file", lambda game_id: path)
    assert lessons.lesson_entries("ninety_nine") == []


def test_the_shipped_files_list_their_lessons_in_order():
    entries = lessons.lesson_entries("ninety_nine")
    assert [e.id for e in entries][:1] == ["totals"] and len(entries) == 6
    assert all(e.title.get(lang) for e in entries for lang in ("en", "zh_TW", "zh_CN"))
    assert lessons.next_lesson("ninety_nine", entries[-1].id) is None
