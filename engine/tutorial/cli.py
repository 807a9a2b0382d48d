"""The command-line check of lesson files: `python -m engine.tutorial FILE…`."""
from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from ..core import RuleError
from .lesson_file import load_lessons_file
from .playthrough import check_lesson


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m engine.tutorial resources/lessons/<game>.json …`: check lesson files as the
    tests do (the file's name is its game id) and name the first problem of each lesson."""
    paths = list(sys.argv[1:] if argv is None else argv)
    failed = 0
    for path in map(Path, paths):
        try:
            found = load_lessons_file(path, path.stem)
        except RuleError as exc:
            print(f"{path}: {exc}")
            failed += 1
            continue
        for lesson in found:
            try:
                check_lesson(lesson)
                print(f"{path}: lesson '{lesson.id}' plays through ({len(lesson.steps)} steps)")
            except RuleError as exc:
                print(f"{path}: {exc}")
                failed += 1
    return 1 if failed or not paths else 0
