"""TableEndings: what a table shows when a hand or the match ends.

Both stand on the announcement overlay over the table (announce.py). A hand's summary is the
game's: it shows one (`show_held`, with `table.announce(…, next_hand=True)`) where play holds
after a hand's last event, and HandEndPause's "Next hand" goes on. The match-end box comes
with the turn that carries the engine's returns: the game's `announce_result` fills it, and
TableStatus keeps the result (the status line says "Game over"). After a language switch
either is shown again in the new words.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from engine.turn import Turn, TurnKind

from .announce import AnnouncementOverlay, HandEndPause

if TYPE_CHECKING:
    from .game_table import GameTable


class TableEndings:
    """A table's hand and match ends (GameTable.endings): the overlay and the pause."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self.overlay = AnnouncementOverlay(table)
        self.overlay.chosen.connect(self._chosen)
        # "next_hand" and "close" between hands: the pause (gui/table/announce.py)
        self.hand_end = HandEndPause(self.overlay)
        self.hand_end.go_on.connect(table.go_on)
        self.hand_end.changed.connect(table.update_status)

    def announce(self, title: str, message: str, rows: list[tuple[str, str]],
                 next_hand: bool, new_match: bool) -> None:
        """The dimmed overlay with standings; between hands (next_hand) the pause starts."""
        self.overlay.show_announcement(title, message, rows, next_hand, new_match)
        self.hand_end.start(title if next_hand else "")

    def game_over(self, result: dict) -> None:
        """The match is over: the helpers stop, the box shows the result, heard."""
        table = self.table
        table.assist.game_over()
        table.result.show_result(result)
        table.sounds.result(result)

    def check(self, turn: Turn) -> None:
        """A turn with the engine's returns ends the match (a replay's SYNC only when it
        says so): the match-end box, once (through `table.on_game_over`)."""
        table = self.table
        result = turn.result
        if result is not None and table.result.result is None and (
                turn.kind is not TurnKind.SYNC or turn.announce):
            table.on_game_over({"returns": list(result.returns), "human_seat": turn.seat,
                                "human_seats": list(table.human_seats),
                                "winners": list(result.winners), "score": result.score})

    def show_again(self) -> None:
        """A language switch: the result or the hand's summary on show, in the new words."""
        table = self.table
        if table.result.result is not None and self.overlay.isVisible():
            # after the overlay's own LanguageChange (which resets its headers)
            QTimer.singleShot(0, table, table.result.announce_again)
        if table.queue.held_event() is not None and self.overlay.isVisible():
            QTimer.singleShot(0, table, self._held_again)

    def fit(self) -> None:
        """The table was resized: the overlay on show covers it still."""
        if self.overlay.isVisible():
            self.overlay.setGeometry(self.table.rect())

    def _held_again(self) -> None:
        """A hand's summary in the new words (a summary the player closed stays closed;
        only the button below is renamed)."""
        table = self.table
        event, turn = table.queue.held_event(), table.queue.held_turn()
        if event is None or turn is None:
            return
        closed = self.hand_end.button.isVisibleTo(table)
        table.show_held(event, turn)
        if closed:
            self.overlay.hide()
            self.hand_end._chosen("close")

    def _chosen(self, key: str) -> None:
        if key == "new_match":
            self.table.new_match_requested.emit()
        elif key == "review":
            self.table.review_requested.emit()
