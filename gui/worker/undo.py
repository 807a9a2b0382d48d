"""Taking the game back (a part of the EngineWorker, in its thread): undo, redo, and putting
the game back after an engine bug.

- **Undo / redo** replay the record to a prefix of its actions (gui/worker/assist.py's
  `UndoLine` finds where: the start of a decision of the player at the screen). The game
  taken back is opened again as a resumed one; it is marked "with undo" and the time played
  so far goes on counting. In hot-seat, an undo that would take back another human's move
  is refused with its reason: only that player may take it back.
- **Recovery.** When the engine raises unexpectedly during a move, the player is told and
  the game is put back as it was before that move (gui/worker/safety.py replays the record);
  after a bot's failure the first legal move that applies is played instead.

`Rewinder` is a plain object: it never touches the worker itself (its strings keep the
worker's translation context, where their translations are). It reads the game it is
given, reports through `report` (the worker's error signal) and hands a restored game back
through `restore` (the worker installs it and shows its position again).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from engine.session import Session

from ..lang.arg import arg
from .assist import UndoLine
from .lessons import Lessons
from .safety import Safety, bug_text
from .seats import HotSeat


class Rewinder:
    """Undo, redo and recovery from an engine bug; owns the undone line (for redo)."""

    def __init__(self, safety: Safety, seats: HotSeat, lessons: Lessons,
                 report: Callable[[str], None], restore: Callable[[Session], None]) -> None:
        self.safety = safety
        self.seats = seats
        self.lessons = lessons
        self.report = report
        self.restore = restore
        self.line = UndoLine()

    # ---- undo and redo ------------------------------------------------------------------------
    def undo_seats(self) -> tuple[int, ...]:
        """Whose decisions an undo takes back: the player at the screen's own (hot-seat:
        another player's move is theirs to take back, not the one who sits here now)."""
        return (self.seats.viewer,)

    def refusal(self, session: Session, moves: int) -> str:
        """Why an undo to `moves` may not be done ("" when it may): in hot-seat, another
        human has played since — taking it back would undo their move without asking them."""
        others = set(self.seats.humans) - {self.seats.viewer}
        later = session.actors[moves:]
        if others and any(seat in others for seat in later):
            who = next(seat for seat in later if seat in others)
            name = session.names[who] or str(who + 1)
            return arg(QCoreApplication.translate(
                "EngineWorker", "%1 has played since your move: only they can take their move back."),
                name)
        return ""

    def info(self, session: Session | None, meta: dict) -> dict:
        """What the Undo and Redo commands may do now (the worker's undo_state)."""
        return self.line.info(session, self.undo_seats(), bool(meta.get("undo_used")),
                              not self.lessons.active())

    def undone(self, session: Session | None, meta: dict) -> tuple[Session, dict] | None:
        """The game and its meta back at the start of the previous decision of the player
        at the screen; None when there is nothing to take back or it may not be (said why)."""
        if session is None or self.lessons.active():
            return None
        moves = self.line.back(session, self.undo_seats())
        if moves is None:
            return None
        refusal = self.refusal(session, moves)
        if refusal:
            self.report(refusal)
            return None
        return self._rewound(session, meta, moves)

    def redone(self, session: Session | None, meta: dict) -> tuple[Session, dict] | None:
        """The game forward along the undone line to the next decision (or its end)."""
        if session is None or self.lessons.active():
            return None
        moves = self.line.forward(session, self.undo_seats())
        if moves is None:
            return None
        return self._rewound(session, meta, moves, self.line.future)

    def _rewound(self, session: Session, meta: dict, moves: int,
                 line: list[str] | None = None) -> tuple[Session, dict] | None:
        """The game taken back to its first `moves` actions — of `line` for a redo (the
        undone actions, which the state no longer holds), else of its own record."""
        try:
            if line is None:
                restored = session.rewound(moves)
            else:
                record = {**session.state.record(), "actions": list(line)}
                restored = Session.resume(record, session.names, session.humans, upto=moves)
        except Exception as exc:  # noqa: BLE001 - the record no longer replays: keep the game
            self.report(bug_text(exc))
            return None
        # the time played so far goes on counting (from now: the clock restarts before the
        # worker autosaves); the game is marked "with undo"
        meta = {**meta, "undo_used": True, "played_seconds": self.safety.played_seconds(meta)}
        self.safety.restart_clock()
        return restored, meta

    # ---- recovery from an engine bug ----------------------------------------------------------
    def recover(self, session: Session, exc: Exception, moves: int) -> Session | None:
        """An unexpected engine exception: tell the player and put the game back as it was
        before the failed move (given to `restore`). None when the game cannot go on."""
        self.report(arg(QCoreApplication.translate(
            "EngineWorker", "Internal error, the move was not played: %1"), bug_text(exc)))
        restored = self.safety.restored(session, moves)
        if restored is not None:
            self.restore(restored)
        return restored

    def fallback_move(self, session: Session, seat: int, exc: Exception,
                      moves: int) -> list | None:
        """After a bot's failure, the first legal move (in a seeded random order) that
        applies: its events, or None when none does (said why)."""
        restored = self.recover(session, exc, moves)
        if restored is None:
            return None
        for action in self.safety.fallback_actions(restored):
            try:
                return restored.apply(seat, action)
            except Exception as again:  # noqa: BLE001
                restored = self.recover(restored, again, moves)
                if restored is None:
                    return None
        self.report(QCoreApplication.translate(
            "EngineWorker", "The game cannot go on; it is kept in the autosave."))
        return None


__all__ = ["Rewinder"]
