"""Who moves the computer's seats (a part of the EngineWorker, in its thread): each bot
seat's bot, and 托管 (auto-play), the normal bot playing the viewing seat for its human.

A bot is made for its seat's level; a level this build lacks (an old save) falls back to
normal, then easy. A searching ("hard") bot checks the worker's stop flag between
iterations, so closing the window or a new game ends its search at once, and reports its
progress for the table. In a lesson, the lesson's scripted opponents play instead.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

import engine

from .lessons import Lessons
from .seats import HotSeat


class SeatBots:
    """The seats' bots and the 托管 flag."""

    def __init__(self, lessons: Lessons, seats: HotSeat, stopping: Callable[[], bool],
                 progress: Callable[[int, int], None],
                 autoplay_changed: Callable[[bool], None]) -> None:
        self.lessons = lessons
        self.seats = seats
        self.stopping = stopping
        self.progress = progress                # seat, percent of a search's budget
        self.autoplay_changed = autoplay_changed
        self.bots: dict[int, Any] = {}
        self.autoplay = False

    def seat(self, state: Any, levels: list[str], humans: Iterable[int]) -> None:
        """A game opened: a bot for every seat no human plays, at the seat's level."""
        humans = set(humans)
        self.bots = {seat: self.make(state, seat, levels[seat] or "normal")
                     for seat in range(state.players) if seat not in humans}

    def clear(self) -> None:
        self.bots.clear()

    def autoplays(self, seat: int) -> bool:
        """托管 plays the viewing seat (in a hot-seat game, the human whose turn it is)."""
        return self.autoplay and seat == self.seats.viewer

    def human_to_play(self, seat: int) -> bool:
        """`seat` is a human's and the human plays it (no 托管)."""
        return seat in self.seats.humans and not self.autoplays(seat)

    def set_autoplay(self, on: bool) -> None:
        if self.autoplay != on:
            self.autoplay = on
            self.autoplay_changed(on)

    def of(self, state: Any, seat: int) -> Any:
        """The bot that moves `seat` now: its own, or for the human under 托管 the normal bot."""
        if seat not in self.bots:
            self.bots[seat] = self.make(state, seat, "normal")
        return self.bots[seat]

    def make(self, state: Any, seat: int, level: str, hooks: dict | None = None) -> Any:
        """The seat's bot at `level` (see the module docstring); a hint's search passes its
        own `hooks` (its stop flag and progress)."""
        if self.lessons.bot(seat) is not None:
            return self.lessons.bot(seat)   # a lesson's scripted opponent
        seed = (state.seed * 31 + seat) % 2**31
        for wanted in dict.fromkeys((level, "normal", "easy")):
            search = {}
            if wanted == "hard":
                search = hooks or {"should_stop": self.stopping,
                                   "progress": lambda done, total: self.progress(
                                       seat, min(100, 100 * done // max(1, total)))}
            try:
                return engine.make_bot(state.game, level=wanted, seed=seed, **search)
            except engine.RuleError:
                continue
        return engine.make_bot(state.game, level=level, seed=seed)  # raises the clear message


__all__ = ["SeatBots"]
