"""The review's marks on the replay's move slider: the player's mistakes and blunders.

`show_marks(slider, review)` puts a mark (gui/table/marked_slider.py) at each of them — at
the position before the decision, where the replay shows what the player faced and the
review panel says what was played and what is better — named in its tooltip, and says them
all in the slider's accessible description ("2 mistakes, at moves 4 and 18; 1 blunder, at
move 9"), so a screen reader hears where they are. No review (or none of them): no marks.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..lang.arg import arg
from ..lang.strings import join_list
from ..table.marked_slider import Mark, MarkedSlider
from .words import grade_name

MARKED = ("mistake", "blunder")


class MarkCounts(QObject):
    """The counts in words: lupdate marks a plural only in a self.tr() call, and PySide6 finds
    it under the object's class name (context MarkCounts)."""

    def of(self, grade: str, moves: list[str]) -> str:
        n = len(moves)
        listed = join_list(moves)          # "4, 18"; 「4、18」
        if grade == "mistake":
            return arg(self.tr("%n mistake(s), at move(s) %1", "", n), listed)
        return arg(self.tr("%n blunder(s), at move(s) %1", "", n), listed)


def marks_of(review: dict[str, Any] | None) -> list[Mark]:
    """A mark at each mistake and blunder of `review` (a GameReview's JSON), in move order."""
    marks = []
    for decision in (review or {}).get("decisions") or []:
        grade = str(decision.get("grade"))
        if grade in MARKED:
            move = int(decision["move"])
            text = arg(QCoreApplication.translate("Review", "Move %1: %2 (you played %3, "
                                                  "better %4)"), str(move + 1),
                       grade_name(grade), str(decision["played"]), str(decision["best"]))
            marks.append(Mark(move, grade, text))
    return sorted(marks, key=lambda m: m.value)


def marks_text(review: dict[str, Any] | None, marks: list[Mark]) -> str:
    """The marks in words, for the slider's accessible description ("" without a review)."""
    if review is None:
        return ""
    if not marks:
        return QCoreApplication.translate("Review", "The review found no mistake or blunder "
                                          "of yours.")
    parts = []
    for grade in MARKED:
        moves = [str(m.value + 1) for m in marks if m.kind == grade]
        if not moves:
            continue
        parts.append(MarkCounts().of(grade, moves))
    counts = parts[0] if len(parts) == 1 else arg(
        QCoreApplication.translate("Review", "%1; %2", "the mistakes; the blunders"), *parts)
    hint = QCoreApplication.translate("Review", "Ctrl+→ and Ctrl+← go from one to the next.")
    return arg(QCoreApplication.translate("Review", "%1. %2", "the marks. the keys"), counts, hint)


def show_marks(slider: MarkedSlider, review: dict[str, Any] | None) -> None:
    """Mark `review`'s mistakes and blunders on `slider` and say them (None: clear)."""
    marks = marks_of(review)
    slider.set_marks(marks)
    slider.setAccessibleDescription(marks_text(review, marks))


__all__ = ["MARKED", "marks_of", "marks_text", "show_marks"]
