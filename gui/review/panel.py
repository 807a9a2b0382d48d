"""ReviewPanel: "Review this game" under the replay's table, and what the review found.

The button starts the review (gui/review/job.py) of the game on show, for the player's seat;
a progress bar and Cancel follow it while the table stays free to step and play. Then: a
summary line (accuracy, mistakes, blunders, the luck of the deal), the win-chance graph
(click a point to go there) and, at each graded move, what was played, what the analyser
prefers and why — with "Try the better move", which plays on from that position as a new
game (the replay's own "Play from here").
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from ..lang.arg import arg
from .graph import WinGraph
from .job import ReviewRunner
from .words import decision_text


class ReviewPanel(QWidget):
    """See the module docstring."""

    move_chosen = Signal(int)        # step the replay there
    try_from = Signal(int)           # play on as a new game from the position after k moves
    # the review on show (a GameReview's JSON; None: none), again after a language change
    # (the viewer marks its mistakes on the move slider: gui/review/marks.py)
    review_shown = Signal(object)

    def __init__(self, runner: ReviewRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.review: dict[str, Any] | None = None
        self.path = ""
        self.seat = -1
        self.move = 0
        self._why_not = ""
        self.review_on_open = False        # start as soon as a game is set (match-end box)
        self.start_button = QPushButton()
        self.start_button.setObjectName("reviewStart")
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.try_button = QPushButton()
        self.try_button.setObjectName("reviewTry")
        self.try_button.clicked.connect(self._try)
        self.graph = WinGraph()
        self.graph.move_chosen.connect(self.move_chosen)
        top = QHBoxLayout()
        for widget in (self.start_button, self.bar, self.cancel_button):
            top.addWidget(widget)
        top.addWidget(self.summary, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.detail, 1)
        bottom.addWidget(self.try_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addLayout(top)
        layout.addWidget(self.graph)
        layout.addLayout(bottom)
        runner.progress.connect(self._on_progress)
        runner.done.connect(self._on_done)
        runner.failed.connect(self._on_failed)
        self.retranslate()
        self._show()

    # ---- what the viewer tells it ------------------------------------------------------------
    def set_game(self, path: str, seat: int, why_not: str = "") -> None:
        """A game opened in the viewer: reviewable from its file at `path` (for `seat`, -1:
        the file's player); `why_not` says why it cannot be reviewed ("" when it can)."""
        self.runner.drop()        # a review of the game shown before stops, unseen
        self.path, self.seat, self.review = path, seat, None
        self._why_not = why_not
        self.graph.set_review(None)
        self._show()
        self.review_shown.emit(None)
        wanted, self.review_on_open = self.review_on_open, False   # for this game only
        if wanted and path and not why_not:
            self.start()

    def set_move(self, move: int) -> None:
        self.move = int(move)
        self.graph.set_move(self.move)
        self._show_detail()

    # ---- commands -------------------------------------------------------------------------
    def start(self) -> None:
        if not self.path or self.runner.busy:
            return
        self.bar.setValue(0)
        self.summary.setText(self.tr("Reviewing: every decision of yours is weighed over deals "
                                     "you could not tell from the real one…"))
        self.runner.start(self.path, self.seat)
        self._show()

    def cancel(self) -> None:
        self.runner.cancel()

    def _try(self) -> None:
        decision = self._decision()
        if decision is not None:
            self.try_from.emit(int(decision["move"]))

    # ---- the job's answers ---------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setValue(100 * done // max(1, total))

    def _on_done(self, review: dict) -> None:
        if not self.path:
            return
        self.review = dict(review)
        self.graph.set_review(self.review)
        self._show()
        self.review_shown.emit(self.review)

    def _on_failed(self, text: str) -> None:
        self.summary.setText(text)
        self._show()

    # ---- showing -----------------------------------------------------------------------------
    def _decision(self) -> dict[str, Any] | None:
        """The graded decision at the move on show (the last one at or before it)."""
        if self.review is None:
            return None
        found = [d for d in self.review.get("decisions") or [] if int(d["move"]) <= self.move]
        return found[-1] if found else None

    def _show(self) -> None:
        busy = self.runner.busy
        has = self.review is not None
        why_not = self._why_not
        self.start_button.setVisible(not busy and not has)
        self.start_button.setEnabled(bool(self.path) and not why_not)
        self.start_button.setToolTip(why_not)
        self.start_button.setAccessibleDescription(why_not)
        self.bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.graph.setVisible(has)
        if has:
            self.summary.setText(self.summary_of(self.review or {}))
        elif not busy and why_not:
            self.summary.setText(why_not)
        elif not busy:
            self.summary.setText("")
        self._show_detail()

    def _show_detail(self) -> None:
        decision = self._decision()
        shown = decision is not None and self.review is not None
        self.detail.setVisible(shown)
        self.try_button.setVisible(shown and decision is not None
                                   and decision["grade"] not in ("best", "good"))
        if shown and decision is not None and self.review is not None:
            self.detail.setText(decision_text(decision, str(self.review.get("unit", ""))))
            self.graph.setAccessibleDescription(self.detail.text())

    def summary_of(self, review: dict[str, Any]) -> str:
        """"Accuracy 87 % · 12 decisions · 2 mistakes · 1 blunder · luck of the deal +12 %"."""
        decisions = review.get("decisions") or []
        mistakes = sum(1 for d in decisions if d.get("grade") == "mistake")
        blunders = sum(1 for d in decisions if d.get("grade") == "blunder")
        luck = float(review.get("luck") or 0) * 100
        parts = [arg(self.tr("Accuracy %1 %"), f"{float(review.get('accuracy') or 0):.0f}"),
                 self.tr("%n decision(s)", "", len(decisions)),
                 self.tr("%n mistake(s)", "", mistakes), self.tr("%n blunder(s)", "", blunders),
                 arg(self.tr("luck of the deal %1 %"), f"{luck:+.0f}")]
        text = " · ".join(parts)
        if review.get("stopped"):
            text = arg(self.tr("%1 (stopped early)"), text)
        return text

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("&Review this game"))
        self.start_button.setAccessibleName(self.tr("Review this game"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the review"))
        self.try_button.setText(self.tr("&Try the better move"))
        self.try_button.setToolTip(self.tr("Play on from this position as a new game"))
        self.bar.setAccessibleName(self.tr("Review progress"))
        self.graph.setAccessibleName(self.tr("Your chance of winning over the game"))
        self.graph.setToolTip(self.tr("Your chance of winning after each move: click a point "
                                      "to go there; ←/→ go from one graded move to the next"))
        self._show()
        self.review_shown.emit(self.review)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["ReviewPanel"]
