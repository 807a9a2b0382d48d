"""What a Table writes of its game, and when (a part the Table owns): the autosave after
every move (first, so that what the screens show is on disk) and when a game closes
unfinished, a save to a slot the player asks for, and the game's end, kept among the
finished games. Where it goes is the keeper's (engine/table/keeper.py). The meta written
with it (`meta`) carries the time played, the move, the scores and the part of the game in
play. A lesson is practice: it never replaces the autosave and is never saved.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .keeper import Keeper
from .messages import HERE, Note, Notice, Saved

if TYPE_CHECKING:
    from .table import Table


class TableSaves:
    """The Table's saves (see the module docstring); `opened_at`: when the game on show was
    opened, by the table's clock (the time played counts from it)."""

    def __init__(self, table: Table, keeper: Keeper) -> None:
        self.table = table
        self.keeper = keeper
        self.opened_at = table.clock.now()

    def opened(self) -> None:
        """A game was opened: its time played counts on from now."""
        self.opened_at = self.table.clock.now()

    def played_seconds(self) -> int:
        table = self.table
        seconds = int(table.meta.get("played_seconds", 0)) + int(table.clock.now() - self.opened_at)
        return min(10**9, max(0, seconds))

    def meta(self) -> dict[str, Any]:
        """The meta a save of the game as it stands keeps: who sits where, the move, the time
        played, each seat's score and the part of the game in play ("hand 3"), which a save's
        card and Continue show without replaying it (the keeper adds its score line)."""
        table = self.table
        meta = {**table.meta, "turn": len(table.state.history) if table.state else 0,
                "played_seconds": self.played_seconds()}
        if table.session is not None:
            scores = table.session.scores()
            section = table.session.section()
            if scores is not None:
                meta["scores"] = scores
            if section is not None:
                meta["section"] = section
        return meta

    def save(self, slot: str) -> None:
        """Write the running game to `slot`: `Saved(slot)`, or a Note says why not."""
        table = self.table
        session = table.session
        if session is None:
            return table.send(HERE, Note(Notice.NO_GAME))
        if table.lesson is not None:       # a lesson is practice
            return table.send(HERE, Note(Notice.LESSON_NOT_SAVED))
        try:
            self.keeper.save(slot, session, self.meta())
        except Exception as exc:  # noqa: BLE001 - SaveError and friends: the reason says why
            return table.send(HERE, Note(Notice.SAVE_FAILED, {"slot": slot, "reason": exc}))
        return table.send(HERE, Saved(slot))

    def autosave(self) -> None:
        table = self.table
        session = table.session
        if session is None or table.lesson is not None:   # a lesson never replaces the autosave
            return
        try:
            self.keeper.autosave(session, self.meta())
        except Exception as exc:  # noqa: BLE001 - a full disk must not stop the game
            table.send(HERE, Note(Notice.AUTOSAVE_FAILED, {"reason": exc}))

    def finished(self) -> None:
        """The game on show has ended (or a finished one was opened): kept among the finished."""
        self.keeper.finished(self.table.session_(), self.meta())


__all__ = ["TableSaves"]
