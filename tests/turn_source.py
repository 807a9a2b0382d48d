"""The Turns of a seeded headless table: what one seat is shown when bots play the game.

A table is fed Turns (engine/turn.py) and nothing else, so a table can be tested without a
window or an engine thread: `game_turns` opens a pure-Python `engine.table.Table` (the one
authority the app and the network host use) with the viewing `seat` a seat here and bots at
the others, drives it with a ManualClock (no real time passes), plays the viewing seat's moves
with a bot of its own, and yields every Turn the seat's screen is sent: the OPENING, one MOVE
per applied action, numbered 1, 2, 3 … — the last one carrying the game's Result.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import engine
from engine.session import Session
from engine.table import HERE, ManualClock, Pace, SeatKind, Table
from engine.turn import Turn


class _Screen:
    """The outbox of the screen here: its Turns, in order."""

    def __init__(self) -> None:
        self.turns: list[Turn] = []

    def send(self, to: Any, message: Any) -> None:
        if to is HERE and isinstance(message, Turn):
            self.turns.append(message)


def game_turns(game_id: str, players: int, seed: int, seat: int = 0, level: str = "easy",
               max_moves: int | None = None, **options: Any) -> Iterator[Turn]:
    """What `seat` is shown of one seeded game (`max_moves`: stop after that many actions,
    the game unfinished)."""
    game = engine.create(game_id, players, **options)
    screen, clock = _Screen(), ManualClock()
    table = Table(screen, clock, pace=Pace(think=0.0))
    kinds = [SeatKind.HERE if s == seat else SeatKind.BOT for s in range(players)]
    table.open(Session(game.new_state(seed=seed), [""] * players, ()),
               {"bot_levels": [level] * players}, kinds)
    mine = engine.make_bot(game, level, seed=seed * 31 + seat)
    shown = 0
    while True:
        while shown < len(screen.turns):
            shown += 1
            yield screen.turns[shown - 1]
        state = table.state
        if state.is_over or (max_moves is not None and len(state.history) >= max_moves):
            return
        if state.current_player == seat:
            action = table.session_().bot_choice(seat, mine)
            table.play(HERE, str(action), len(state.history))
        else:
            clock.advance(1.0)                 # the bots' moves (no pause: think 0)
