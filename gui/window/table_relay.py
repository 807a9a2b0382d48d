"""What the worker says about the game in play, passed on to the table shown (a MainWindow
mixin): events, observations, legal actions, hints, refusals explained, a bot thinking,
and the game's end (counted once in the statistics when it was played here, not reopened).
"""
from __future__ import annotations

from PySide6.QtCore import Slot

from ..userdata import stats_file
from ..dialogs.stats import StatisticsDialog


class TableRelay:
    """Mixin of MainWindow: needs self.table, self.host, self.game_info, self.tutorial,
    self.last_config, self._played_live, start_game, new_game and refresh_continue."""

    @Slot(list)
    def _on_events(self, events: list) -> None:
        if any(e.get("actor") is not None for e in events):
            self._played_live = True
        if self.table is None:
            self.host.request_acknowledge.emit()
            return
        self.table.take_events(events)
        self.table.check_ready()

    @Slot()
    def _on_awaiting_table(self) -> None:
        """The worker still waits for the table: acknowledge if it has nothing left to show."""
        if self.table is None:
            self.host.request_acknowledge.emit()
        else:
            self.table.check_ready()

    @Slot(list)
    def _on_history(self, events: list) -> None:
        if self.table is not None:
            self.table.on_history(events)

    @Slot(dict)
    def _on_hint(self, hint: dict) -> None:
        if self.table is not None:
            self.table.on_hint(hint)

    @Slot(dict)
    def _on_why_not(self, reason: dict) -> None:
        if self.table is not None:
            self.table.why_not.show_reason(reason)

    @Slot(dict)
    def _on_observation(self, obs: dict) -> None:
        if self.table is not None:
            self.table.on_observation(obs)

    @Slot(list)
    def _on_legal(self, legal: list) -> None:
        if self.table is not None:
            self.table.on_legal(legal)

    @Slot(int)
    def _on_thinking(self, seat: int) -> None:
        if self.table is not None:
            self.table.set_thinking(seat)

    @Slot(int, int)
    def _on_think_progress(self, seat: int, percent: int) -> None:
        if self.table is not None:
            self.table.set_think_progress(seat, percent)

    @Slot(dict)
    def _on_game_over(self, result: dict) -> None:
        if self.table is not None:
            self.table.on_game_over(result)
        if self._played_live and self.game_info and not self.tutorial.in_lesson():
            # (not when a finished save is reopened; a lesson is not counted)
            self._played_live = False
            stats_file.record_game(self.game_info["game"], result)   # once per game id
            for problem in stats_file.take_problems():
                self.statusBar().showMessage(StatisticsDialog.describe(problem), 10000)
        self.refresh_continue()

    def _new_match(self) -> None:
        if self.last_config is not None:
            self.start_game(self.last_config)
        else:
            self.new_game((self.game_info or {}).get("game"))
