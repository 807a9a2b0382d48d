"""When the next computer move may come: a Table's `Pacer`.

- **Every screen first.** A bot moves only after each screen that is waited for has answered
  `ready(seq)` for the last Turn it was sent: fast bots never outrun the animations, and a
  hand's summary or a lesson's note keeps them waiting. The screen here is waited for as
  long as it takes (its answer cannot be lost: gui/table/turn_queue.py); a screen away at
  most `ready_wait` seconds, and one that let the wait run out is not waited for again until
  it has caught up — a program that never answers slows the table once, not at every move.
- **A thinking pause** of `think` seconds before each bot move.
- **Skip ahead** (快轉): when no person has anything to do, the bots play on at once — no
  pause, no waiting for a screen, each Turn marked fast (logged, not animated) — to a
  person's next move or the end of the hand (the game's declared `pauses`).
- **When I am out** (watch / fast / skip): once the player here only watches (the game's
  `sits_out`), "fast" drops the thinking pause and "skip" skips ahead by itself.
- **A move clock** for the people at a network table (`move_clock` seconds, None: none):
  when it runs out, 托管 plays that one turn (engine/table/table.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .. import registry
from .messages import HERE, Address


class WhenOut(str, Enum):
    WATCH = "watch"
    FAST = "fast"
    SKIP = "skip"


@dataclass(frozen=True)
class Pace:
    """A table's pace (see the module docstring); times in seconds."""

    think: float = 0.5
    ready_wait: float = 5.0
    move_clock: float | None = None


#: The pace a table has unless told otherwise.
DEFAULT_PACE = Pace()


class Pacer:
    """Which screens are behind, the pause, skipping (see the module docstring)."""

    def __init__(self, pace: Pace = DEFAULT_PACE) -> None:
        self.pace = pace
        self.wait_here = False            # a table on the screen here answers ready(seq)
        self.when_out = WhenOut.WATCH
        self.skipping = False
        self.sent: dict[Address, int] = {}
        self.acked: dict[Address, int] = {}
        self.present: set[int] = set()    # the seats away with a connected screen
        self.unpaced: set[int] = set()    # connected, but not waited for (too slow)

    def set_when_out(self, mode: str) -> None:
        try:
            self.when_out = WhenOut(mode)
        except ValueError:
            self.when_out = WhenOut.WATCH

    def reset(self) -> None:
        """A game (re)opened: nothing awaited, nothing skipped (the numbering goes on)."""
        self.acked = dict(self.sent)
        self.skipping = False

    def skip(self, on: bool) -> None:
        self.skipping = on

    def next_seq(self, to: Address) -> int:
        seq = self.sent.get(to, 0) + 1
        self.sent[to] = seq
        if self.skipping or (to is HERE and not self.wait_here):
            self.acked[to] = seq          # not waited for
        return seq

    def acknowledged(self, to: Address, seq: int) -> None:
        if seq <= self.sent.get(to, 0):
            self.acked[to] = max(self.acked.get(to, 0), seq)
            if to is not HERE and self.acked[to] == self.sent[to]:
                self.unpaced.discard(to)

    def behind(self) -> set[Address]:
        """The screens waited for that have not shown their last Turn."""
        screens: list[Address] = [HERE] if self.wait_here else []
        screens += sorted(self.present - self.unpaced)
        return {s for s in screens if self.acked.get(s, 0) < self.sent.get(s, 0)}

    def must_wait(self) -> bool:
        return not self.skipping and bool(self.behind())

    def give_up_waiting(self) -> None:
        """The wait for the screens away ran out: they are not waited for until they catch up."""
        self.unpaced |= {s for s in self.behind() if s is not HERE}

    def pause(self, watching: bool) -> float:
        if self.skipping or (watching and self.when_out is WhenOut.FAST):
            return 0.0
        return max(0.0, self.pace.think)

    def skips_by_itself(self, watching: bool) -> bool:
        return watching and self.when_out is WhenOut.SKIP and not self.skipping


def at_pause(state: Any, events: list[Any]) -> bool:
    """A skip ahead ends here (or when a person plays next): the game is over, or `events`
    reached a pause the game declares (a hand's end)."""
    pauses = registry.parts(state.game.info.id).pauses
    return bool(state.is_over or any(ev.kind in pauses for ev in events))


def watching(state: Any, viewer: int) -> bool:
    """The viewing seat only watches now (the game's declared `sits_out`)."""
    declared = registry.parts(state.game.info.id)
    return bool(declared.watching(state.observation(viewer), viewer))


__all__ = ["DEFAULT_PACE", "Pace", "Pacer", "WhenOut", "at_pause", "watching"]
