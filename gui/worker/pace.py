"""When the next computer move may come (a part of the EngineWorker, in its thread).

- **The table first.** With a table attached (`wait_for_table`), a bot moves only after the
  table has answered `ready(seq)` for the last Turn it was sent: fast bots never outrun the
  animations, and a hand's summary or a lesson's note keeps them waiting. The answer cannot
  be lost (gui/table/turn_queue.py), so there is nothing to poll.
- **A thinking pause** of `think_ms` (Settings) before each bot move, done with a timer,
  never a sleep, so a stop is honoured at once.
- **Skip ahead** (快轉): when the player has nothing to do, the bots play on at once — no
  pause, no waiting for the table, each Turn marked fast (logged, not animated) — to the
  player's next move or the end of the hand (the game's declared `pauses`).
- **When I am out** (Settings: watch / fast / skip): once the player only watches (the
  game's `sits_out`), "fast" drops the thinking pause and "skip" skips ahead by itself.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

import engine


class WhenOut(str, Enum):
    WATCH = "watch"
    FAST = "fast"
    SKIP = "skip"


class Pacer:
    """The bots' pace (see the module docstring)."""

    def __init__(self, think_ms: int) -> None:
        self.think_ms = max(0, int(think_ms))
        self.wait_for_table = False
        self.awaited: int | None = None     # the Turn the table has not said ready for
        self.bot_due = False                # a bot move waits for that answer
        self.skipping = False
        self.when_out = WhenOut.WATCH

    def set_when_out(self, mode: str) -> None:
        try:
            self.when_out = WhenOut(mode)
        except ValueError:
            self.when_out = WhenOut.WATCH

    def reset(self) -> None:
        """A game (re)opened: nothing awaited, nothing skipped."""
        self.awaited, self.bot_due, self.skipping = None, False, False

    def skip(self, on: bool) -> None:
        """Skip ahead starts (no Turn is waited for: fast ones are not animated) or ends."""
        self.skipping = on
        if on:
            self.awaited = None

    def sent(self, seq: int) -> None:
        if self.wait_for_table and not self.skipping:
            self.awaited = seq

    def acknowledged(self, seq: int) -> bool:
        """The table has shown turn `seq`: True when a due bot move may go now."""
        if self.awaited is not None and seq >= self.awaited:
            self.awaited = None
            if self.bot_due:
                self.bot_due = False
                return True
        return False

    def must_wait(self) -> bool:
        """Hold the next bot move until the table's answer (notes that one is due)."""
        if self.awaited is not None and not self.skipping:
            self.bot_due = True
            return True
        return False

    def pause_ms(self, watching: bool) -> int:
        if self.skipping or (watching and self.when_out is WhenOut.FAST):
            return 0
        return self.think_ms

    def skips_by_itself(self, watching: bool) -> bool:
        return watching and self.when_out is WhenOut.SKIP and not self.skipping


def at_pause(state: Any, events: list) -> bool:
    """A skip ahead ends here (or when a human plays next): the game is over, or `events`
    reached a pause the game declares (a hand's end)."""
    pauses = engine.registry.parts(state.game.info.id).pauses
    return state.is_over or any(ev.kind in pauses for ev in events)


def watching(state: Any, viewer: int) -> bool:
    """The viewing seat only watches now (the game's declared `sits_out`)."""
    declared = engine.registry.parts(state.game.info.id)
    return declared.watching(state.observation(viewer), viewer)
