"""TableLink: the engine thread's messages reach the table on show, the table's requests
reach the engine thread (one per window; the main window owns it).

The worker's Turns go to the table's queue (gui/table/turn_queue.py), whose `ready(seq)`
answers go back; the table's chosen actions, "why not?" questions and hot-seat cover clicks
go to the worker. A game's end is counted once in the statistics when it was played here
(not a finished save reopened, not a lesson).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Slot

from engine.turn import Turn, TurnKind


class TableLink(QObject):
    """Wires the worker to whichever table the window shows."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.host: Any = None
        self.played_live = False          # a move was played since the game was opened

    def wire(self, host: Any) -> None:
        """The engine thread's host, once the window has made it."""
        self.host = host
        worker = host.worker
        # Bound methods of this GUI-thread object: Qt queues them (never lambdas here,
        # which would run in the worker thread).
        worker.turn.connect(self._on_turn)
        worker.think_progress.connect(self._on_think_progress)
        worker.hint.connect(self._on_hint)
        worker.why_not.connect(self._on_why_not)
        worker.skipping.connect(self._on_skipping)

    def attach(self, table: Any, info: dict) -> None:
        """A table the window has just opened for the game `info` describes."""
        self.played_live = False
        table.human_seat = info["human_seat"]      # before the names: a default depends on it
        table.human_seats = list(info.get("human_seats") or [info.get("human_seat", 0)])
        levels = list(info.get("bot_levels") or [])
        table.set_bot_seats({seat for seat, level in enumerate(levels)
                             if level and seat not in table.human_seats})
        table.set_names(info["names"])
        table.ready.connect(self.host.request_acknowledge)
        table.action_chosen.connect(self.host.request_submit)
        table.skip_requested.connect(self.host.request_skip)
        table.why_not.requested.connect(self.host.request_explain)
        table.handover.taken.connect(self.host.request_take_seat)

    @property
    def table(self) -> Any:
        return self.window.table

    @Slot(object)
    def _on_turn(self, turn: Turn) -> None:
        if turn.actor is not None and not self.played_live:
            self.played_live = True
            # read now, not at the game's end: its first import (and Qt's types it wakes)
            # took a frame's time in the pass that shows the match-end box
            from ..userdata import stats_file  # noqa: F401
        if turn.result is not None and turn.kind is TurnKind.MOVE:
            self.game_over(turn)           # the last Turn carries the game's end, once
        if self.table is None:
            self.host.request_acknowledge.emit(turn.seq)   # nobody to show it to
            return
        self.table.take_turn(turn)

    @Slot(int, int)
    def _on_think_progress(self, seat: int, percent: int) -> None:
        if self.table is not None:
            self.table.result.set_progress(seat, percent)

    @Slot(dict)
    def _on_hint(self, hint: dict) -> None:
        if self.table is not None:
            self.table.assist.on_hint(hint)

    @Slot(dict)
    def _on_why_not(self, reason: dict) -> None:
        if self.table is not None:
            self.table.why_not.show_reason(reason)

    @Slot(bool)
    def _on_skipping(self, on: bool) -> None:
        if self.table is not None:
            self.table.set_skipping(on)

    def game_over(self, turn: Turn) -> None:
        """A game played here has ended (its last Turn): counted once in the statistics of
        the player at this screen (not a finished save reopened, not a lesson)."""
        window = self.window
        if self.played_live and window.game_info and not window.tutorial.in_lesson():
            from ..userdata import stats_file
            self.played_live = False
            stats_file.record_game(window.game_info["game"], stats_file.result_of(turn))
            for problem in stats_file.take_problems():
                from ..dialogs.stats import StatisticsDialog  # (read only when it has to speak)
                window.statusBar().showMessage(StatisticsDialog.describe(problem), 10000)
        window.refresh_continue()
