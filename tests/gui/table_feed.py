"""A game's own table fed with the Turns of a seeded headless game: no MainWindow, no QThread.

`Feed` plays the worker's part in the test's thread: the table's Turns come from an
`engine.session.Session` (the very Turns the worker sends), the human's choices are applied
as the worker applies them, "why not?" is answered by the Table's own `why_not` (engine/table/assist.py), and the
computers play scripted moves (or the first legal action) once the table is ready.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QTimer

import engine
from engine.session import Session
from engine.table.assist import why_not
from engine.turn import TurnKind
from gui.games import make_table
from gui.userdata import prefs


class Feed:
    """One table (`table`) and its game (`session`); the human plays `seat`."""

    def __init__(self, qtbot, game_id: str, players: int, seed: int = 1, setup: dict | None = None,
                 seat: int = 0, script: Iterable[str] = (), names: list[str] | None = None,
                 size: tuple[int, int] = (1180, 780), show: bool = True,
                 animation: str = "off") -> None:
        prefs.put("ui/animation_speed", animation)
        state = engine.create(game_id, players).new_state(seed=seed, setup=setup)
        names = names or ["Me"] + [f"CPU {i}" for i in range(1, players)]
        self.session = Session(state, names, (seat,))
        self.seat = seat
        self.script = list(script)         # the computers' moves, in order (else the first legal)
        self.seq = 0
        self.table = make_table(game_id)
        self.table.human_seat = seat
        self.table.set_names(names)
        qtbot.addWidget(self.table)
        self.table.resize(*size)
        if show:
            self.table.show()
            qtbot.waitExposed(self.table)
        self.table.action_chosen.connect(self._chosen)
        self.table.ready.connect(self._ready)
        self.table.why_not.requested.connect(self._why_not)
        self.qtbot = qtbot
        self._push(TurnKind.OPENING, None, state.initial_events)

    # ---- the worker's part --------------------------------------------------------------
    def _push(self, kind: TurnKind, actor, events) -> None:
        self.seq += 1
        self.table.take_turn(self.session.turn(self.seat, kind, self.seq, actor, events))

    def _chosen(self, notation: str, move: int) -> None:
        events = self.session.play(self.seat, notation, move)
        self._push(TurnKind.MOVE, self.seat, events)

    def _ready(self, seq: int) -> None:
        state = self.session.state
        if seq == self.seq and not state.is_over and state.current_player != self.seat:
            QTimer.singleShot(0, self.table, self._bot)

    def _bot(self) -> None:
        state = self.session.state
        seat = state.current_player
        if state.is_over or seat == self.seat:
            return
        notation = self.script.pop(0) if self.script else str(state.legal_actions()[0])
        self._push(TurnKind.MOVE, seat, self.session.play(seat, notation))

    def _why_not(self, attempt: str) -> None:
        code, params = why_not(self.session.state, self.seat, attempt)   # the Table's own
        if code is not None:
            reason = {"attempt": attempt, "code": code, "params": params}
            QTimer.singleShot(0, self.table, lambda: self.table.why_not.show_reason(reason))

    # ---- what a test waits for -----------------------------------------------------------
    def my_turn(self, timeout: int = 5000) -> None:
        """Wait until the table shows the human's turn, drawn and still."""
        self.qtbot.waitUntil(lambda: bool(self.table.legal) and self.table.settled(),
                             timeout=timeout)

    def settled(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(self.table.settled, timeout=timeout)

    def until(self, check: Callable[[], bool], timeout: int = 5000) -> None:
        self.qtbot.waitUntil(check, timeout=timeout)
