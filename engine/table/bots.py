"""Who moves the computers' seats at a Table: each bot seat's bot, and 托管 (auto-play), the
normal bot playing a person's seat for them (at the screen here, or away: a dropped guest,
a guest who asked, a move clock that ran out).

A bot is made for its seat's level; a level this build lacks (an old save) falls back to
normal, then easy. A searching ("hard") bot checks the table's stop flag between
iterations, so a closed table or a new game ends its search at once, and reports its
progress. In a lesson, the lesson's scripted opponents play instead.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .. import registry
from ..core import RuleError


class SeatBots:
    """The seats' bots and which people's seats 托管 plays."""

    def __init__(self, stopping: Callable[[], bool],
                 progress: Callable[[int, int], None]) -> None:
        self.stopping = stopping
        self.progress = progress                # seat, percent of a search's budget
        self.bots: dict[int, Any] = {}
        self.helpers: dict[int, Any] = {}       # 托管's bot for a person's seat
        self.scripted: dict[int, Any] = {}      # a lesson's opponents
        self.autoplay: set[int] = set()         # people's seats 托管 plays
        self.once: set[int] = set()             # seats 托管 plays for one move (move clock)

    def seat(self, state: Any, levels: list[str], people: Iterable[int],
             scripted: dict[int, Any] | None = None) -> None:
        """A game opened: a bot for every seat no person plays, at the seat's level."""
        self.scripted = dict(scripted or {})
        taken = set(people)
        self.bots = {seat: self.make(state, seat, levels[seat] or "normal")
                     for seat in range(state.players) if seat not in taken}
        self.helpers.clear()
        self.once.clear()

    def clear(self) -> None:
        self.bots.clear()
        self.helpers.clear()
        self.scripted.clear()
        self.once.clear()

    def plays(self, seat: int | None) -> bool:
        """A bot moves `seat` now: a bot's seat, or a person's under 托管."""
        return seat is not None and (seat in self.bots or seat in self.autoplay
                                     or seat in self.once)

    def of(self, state: Any, seat: int) -> Any:
        """The bot that moves `seat` now: its own, or for a person under 托管 the normal bot."""
        if seat in self.bots:
            return self.bots[seat]
        if seat not in self.helpers:
            self.helpers[seat] = self.make(state, seat, "normal")
        return self.helpers[seat]

    def make(self, state: Any, seat: int, level: str,
             hooks: dict[str, Any] | None = None) -> Any:
        """The seat's bot at `level` (see the module docstring); a hint's search passes its
        own `hooks` (its stop flag and progress)."""
        if seat in self.scripted:
            return self.scripted[seat]      # a lesson's scripted opponent
        seed = (state.seed * 31 + seat) % 2**31
        for wanted in dict.fromkeys((level, "normal", "easy")):
            search: dict[str, Any] = {}
            if wanted == "hard":
                search = hooks or {"should_stop": self.stopping,
                                   "progress": lambda done, total: self.progress(
                                       seat, min(100, 100 * done // max(1, total)))}
            try:
                return registry.make_bot(state.game, level=wanted, seed=seed, **search)
            except RuleError:
                continue
        return registry.make_bot(state.game, level=level, seed=seed)  # raises the message


__all__ = ["SeatBots"]
