"""The review in the reader's language: grades, losses in each game's unit, the summary."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..lang.arg import arg


def grade_name(grade: str) -> str:
    names = {"best": QCoreApplication.translate("Review", "best move"),
             "good": QCoreApplication.translate("Review", "good"),
             "inaccuracy": QCoreApplication.translate("Review", "inaccuracy"),
             "mistake": QCoreApplication.translate("Review", "mistake"),
             "blunder": QCoreApplication.translate("Review", "blunder")}
    return names.get(grade, grade)


def loss_text(loss: float, unit: str) -> str:
    """What a decision gave up, in the game's own result (docs/review.md)."""
    value = f"{loss:.1f}" if loss < 10 else f"{loss:.0f}"
    if unit == "hand_win":
        return arg(QCoreApplication.translate("Review", "%1 % of the hand's chance"), value)
    if unit == "win":
        return arg(QCoreApplication.translate("Review", "%1 % of the chance to win"), value)
    if unit == "runs":
        return arg(QCoreApplication.translate("Review", "%1 runs"), f"{loss:.2f}")
    return arg(QCoreApplication.translate("Review", "%1 points of standing"), value)


def decision_text(decision: dict[str, Any], unit: str, names: dict[str, str] | None = None
                  ) -> str:
    """"Move 12: you played QH +20 — a mistake (8 % of the hand's chance). Better: 9S.
    Why: …" — the hint's sentence in the reader's language."""
    played, best = str(decision["played"]), str(decision["best"])
    grade = str(decision["grade"])
    head = arg(QCoreApplication.translate("Review", "Move %1: you played %2 — %3."),
               str(int(decision["move"]) + 1), played, grade_name(grade))
    if grade == "best" or played == best:
        return head
    text = arg(QCoreApplication.translate("Review", "%1 It gave up %2. Better: %3."), head,
               loss_text(float(decision["loss"]), unit), best)
    reason = str(decision.get("reason") or "")
    if reason:
        why = QCoreApplication.translate("HintReasons", reason)
        text = arg(QCoreApplication.translate("Review", "%1 Why: %2"), text, why)
    return text


__all__ = ["decision_text", "grade_name", "loss_text"]
