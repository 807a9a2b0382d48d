"""What a Table answers without moving the game: hints and "why not?".

Both run as the Table's work (its `Runner`): a strong hint searches for a while, and at a
network table on a copy of the position in another thread. An answer that comes back after
the game moved on is dropped; one that fails is reported and ends nothing. Each screen has
at most one of each under way (a second is refused as busy). The rules of the answers are
engine/table/assist.py's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .assist import HINT_LEVELS, HintGate, suggestion, why_not
from .messages import Address, HintAnswer, Progress, Rejection, Request, WhyNotAnswer
from .undo import bug_text

if TYPE_CHECKING:
    from .table import Table


class Answers:
    """The Table's hints and why-nots (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.gate = HintGate()             # which move's hint the player no longer wants
        self.level = "normal"              # the screen here's hint level (Settings)
        self.busy: set[tuple[Request, Address]] = set()

    def set_level(self, level: str) -> None:
        self.level = level if level in HINT_LEVELS else "normal"

    def reset(self) -> None:
        self.gate.reset()
        self.busy.clear()

    def hint(self, frm: Address, move: int | None, level: str | None) -> None:
        """A hint for the seat's move: the bot's choice, never played."""
        table = self.table
        session = table.session
        code = table.not_now(frm, move)
        if code is None and (Request.HINT, frm) in self.busy:
            code = Rejection.BUSY
        if code is not None or session is None:
            return table.screens.reject(frm, Request.HINT, code or Rejection.NOT_STARTED)
        seat, state = table.seat_of(frm), session.state
        at = len(state.history)
        level = level if level in HINT_LEVELS else self.level
        def dropped() -> bool:
            return (table.stopping() or self.gate.dropped(at)
                    or len(session.state.history) != at)
        hooks = {"should_stop": dropped, "progress": lambda done, total: table.send(
            frm, Progress(seat, at, min(100, 100 * done // max(1, total)), hint=True))}
        bot = table.bots.make(state, seat, level or "normal", hooks)
        position = state if table.runner.inline else state.clone()
        self.busy.add((Request.HINT, frm))

        def done(answer: Any, error: BaseException | None) -> None:
            self.busy.discard((Request.HINT, frm))
            if error is not None:
                self.failed(frm, Request.HINT, error)
            elif not dropped():
                table.send(frm, HintAnswer(at, *answer))
        table.runner.run(lambda: suggestion(position, seat, bot), done)
        return None

    def why_not(self, frm: Address, attempt: str) -> None:
        """Why the seat's `attempt` (a card, a selection) is not legal, for its screen to word."""
        table = self.table
        session = table.session
        if session is None:
            return table.screens.reject(frm, Request.WHY_NOT, Rejection.NOT_STARTED)
        if (Request.WHY_NOT, frm) in self.busy:
            return table.screens.reject(frm, Request.WHY_NOT, Rejection.BUSY)
        seat, state = table.seat_of(frm), session.state
        position = state if table.runner.inline else state.clone()
        self.busy.add((Request.WHY_NOT, frm))

        def done(answer: Any, error: BaseException | None) -> None:
            self.busy.discard((Request.WHY_NOT, frm))
            if error is not None:
                return self.failed(frm, Request.WHY_NOT, error)
            table.send(frm, WhyNotAnswer(len(state.history), attempt, *answer))
            return None
        table.runner.run(lambda: why_not(position, seat, str(attempt)), done)
        return None

    def failed(self, frm: Address, request: Request, error: BaseException) -> None:
        """A hint or an explanation that failed must not end the game: reported; a seat
        away is told its request was not carried out."""
        bug_text(error)
        if frm is not None:
            self.table.screens.reject(frm, request, Rejection.ILLEGAL)


__all__ = ["Answers"]
