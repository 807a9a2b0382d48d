"""Taking a Table's game back: undo, redo, and putting the game back after an engine bug.

- **Undo / redo** replay the record to a prefix of its actions (`assist.UndoLine` finds
  where: the start of a decision of the player at the screen). The game taken back is opened
  again as a resumed one, marked "with undo". In hot-seat, an undo that would take back
  another person's move is refused with its reason: only that player may take it back.
- **Recovery.** When the engine raises unexpectedly during a move, the player is told and
  the game is put back as it was before that move (its record replayed: a half-applied move
  may have changed anything); after a bot's failure the first legal move (in a seeded
  random order) that applies is played instead.
"""
from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from typing import Any

from ..core import Event
from ..session import Session
from .assist import UndoLine
from .messages import Note, Notice


def bug_text(exc: BaseException) -> str:
    traceback.print_exception(type(exc), exc, exc.__traceback__)
    return f"{type(exc).__name__}: {exc}"


class Rewinder:
    """Undo, redo and recovery; owns the undone line (for redo). It reports through
    `report` (a Note for the screen here) and changes nothing itself: it hands back the
    Session to go on with."""

    def __init__(self, report: Callable[[Note], None]) -> None:
        self.report = report
        self.line = UndoLine()

    def undone(self, session: Session, mine: tuple[int, ...],
               others: set[int]) -> Session | None:
        """The game back at the start of the previous decision of `mine` (the player at the
        screen); None when there is nothing to take back or it may not be (said why:
        `others`, the other people here, have played since)."""
        moves = self.line.back(session, mine)
        if moves is None:
            return None
        later = session.actors[moves:]
        who = next((seat for seat in later if seat in others), None)
        if who is not None:
            self.report(Note(Notice.OTHERS_MOVED, {"seat": who, "name": session.names[who]}))
            return None
        return self._rewound(session, moves)

    def redone(self, session: Session, mine: tuple[int, ...]) -> Session | None:
        """The game forward along the undone line to the next decision (or its end)."""
        moves = self.line.forward(session, mine)
        if moves is None:
            return None
        return self._rewound(session, moves, self.line.future)

    def _rewound(self, session: Session, moves: int,
                 line: list[str] | None = None) -> Session | None:
        try:
            if line is None:
                return session.rewound(moves)
            record = {**session.state.record(), "actions": list(line)}
            return Session.resume(record, session.names, session.humans, upto=moves)
        except Exception as exc:  # noqa: BLE001 - the record no longer replays: keep the game
            self.report(Note(Notice.INTERNAL_ERROR, {"bug": bug_text(exc)}))
            return None

    def recover(self, session: Session, exc: BaseException, moves: int) -> Session | None:
        """An unexpected engine exception: tell the player, and the game as it was before
        the failed move (None when even that cannot be had)."""
        self.report(Note(Notice.INTERNAL_ERROR, {"bug": bug_text(exc)}))
        try:
            return session.rewound(moves)
        except Exception:  # noqa: BLE001 - the record itself no longer replays
            traceback.print_exc()
            return None

    def fallback_move(self, session: Session, seat: int, exc: BaseException,
                      moves: int) -> tuple[Session, list[Event]] | None:
        """After a bot's failure, the game put back and the first legal move that applies
        played: (the session, its events), or None when none does (said why)."""
        restored = self.recover(session, exc, moves)
        if restored is None:
            return None
        for action in fallback_actions(restored):
            try:
                return restored, restored.apply(seat, action)
            except Exception as again:  # noqa: BLE001
                restored = self.recover(restored, again, moves)
                if restored is None:
                    return None
        self.report(Note(Notice.CANNOT_GO_ON))
        return None


def fallback_actions(session: Session) -> list[Any]:
    """After a bot's failure, the legal moves to try, in a seeded random order."""
    actions = session.state.legal_actions()
    random.Random(len(session.state.history)).shuffle(actions)
    return actions[:10]


__all__ = ["Rewinder", "bug_text", "fallback_actions"]
