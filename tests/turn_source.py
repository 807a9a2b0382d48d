"""The Turns of a seeded headless game: what one seat is shown when bots play every seat.

A table is fed Turns (engine/turn.py) and nothing else, so a table can be tested without a
window or an engine thread: `game_turns` plays a whole game with a bot at every seat and
yields, for the viewing `seat`, the OPENING turn and then one MOVE turn per applied action,
numbered 1, 2, 3 … as a worker or a network host numbers them. The last one carries the
returns and the winners, as the app's worker sends them.

For now the turns are made with engine.session.Session; the pure-Python table of issue 32
(engine.table.Table) will make them instead, and only this module changes.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import engine
from engine.session import Session
from engine.turn import Turn, TurnKind


def game_turns(game_id: str, players: int, seed: int, seat: int = 0, level: str = "easy",
               max_moves: int | None = None, **options) -> Iterator[Turn]:
    """What `seat` is shown of one seeded game that bots play at every seat (`max_moves`:
    stop after that many actions, the game unfinished)."""
    game = engine.create(game_id, players, **options)
    state = game.new_state(seed=seed)
    session = Session(state, [""] * players, (seat,))
    bots = [engine.make_bot(game, level, seed=seed * 31 + i) for i in range(players)]
    seq = 1
    yield session.turn(seat, TurnKind.OPENING, seq, events=state.initial_events)
    while not state.is_over and (max_moves is None or len(state.history) < max_moves):
        actor = state.current_player
        events = session.apply(actor, session.bot_choice(actor, bots[actor]))
        seq += 1
        turn = session.turn(seat, TurnKind.MOVE, seq, actor=actor, events=events)
        if state.is_over:
            turn = replace(turn, extra={"winners": list(state.winners())})
        yield turn
