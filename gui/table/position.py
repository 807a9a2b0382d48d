"""TablePosition: a turn's position put on the table (GameTable.position).

What the queue (turn_queue.py) has the table do with a turn besides its events: take the seat
and names it carries, draw its position with the legal moves and whose turn it is (`commit`),
and, before a hand's summary, draw the felt as the hand ended (`settle_held`: the event's
`table`, the engine's snapshot at that moment for this seat). The position itself stays the
table's (`table.observation`, `table.legal`, `table.move`), which every part reads.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.turn import Turn, TurnKind

from .passes import checkpoint

if TYPE_CHECKING:
    from .game_table import GameTable


class TablePosition:
    """Puts one table's turns on show (GameTable.take_seat_info and commit are its calls;
    the queue calls settle_held here)."""

    def __init__(self, table: GameTable) -> None:
        self.table = table

    def take_seat_info(self, turn: Turn) -> None:
        """The seat and names a turn carries (renamed when they changed)."""
        table, obs = self.table, turn.observation
        table.human_seat = int(obs.get("human_seat", turn.seat))
        table.human_seats = list(obs.get("human_seats") or table.human_seats)
        if "names" in obs and obs["names"] != table.seat_names:
            table.set_names(obs["names"])

    def commit(self, turn: Turn) -> None:
        """A turn's position: drawn, with its legal moves and whose turn it is."""
        table = self.table
        table.observation = dict(turn.observation)
        table.move = turn.move
        table.legal = list(turn.legal)
        if not table.legal:
            table.assist.forget_hint()
        table.fill_scoreboard()
        table.assist.update_counter(table.observation)
        checkpoint()            # a picture's table: a pass between the parts (passes.py)
        table.redraw.drawn()
        table.render(table.observation)
        checkpoint()
        table.show_legal(table.legal)
        bot_turn = (turn.to_move is not None and not table.legal
                    and turn.kind is not TurnKind.COVER)
        table.result.set_thinking(turn.to_move if bot_turn else -1)
        table.update_status()
        table.keys.refresh()                # the focus on the same card, the felt's words
        if turn.kind is TurnKind.COVER:
            table.handover.cover_for(turn.to_move)
        table.endings.check(turn)           # the match's end comes with its returns

    def settle_held(self, event: dict, turn: Turn) -> None:
        """Before a hand's summary: nobody thinking, the felt as the hand ended (the event's
        `table` is the engine's snapshot at that moment, for this seat)."""
        table = self.table
        table.result.set_thinking(-1)
        snapshot = event.get("table")
        if isinstance(snapshot, dict):
            table.observation = {**table.observation, **snapshot}
            table.fill_scoreboard()
            table.render(table.observation)
        table.update_status()
