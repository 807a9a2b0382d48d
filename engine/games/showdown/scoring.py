"""The line score (战术板 记分板, the original rules, 11.1): runs and hits per inning for each seat;
and when a half-inning and the game end (the innings, extra innings, the skipped bottom of the
last, quick mode and the walk-off; docs/rulings.md, 九局對決)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core import Event

from . import dealing
from .actions import Phase

if TYPE_CHECKING:
    from .rules import ShowdownState


@dataclass
class Scoreboard:
    runs: list[list[int]] = field(default_factory=lambda: [[0], [0]])
    hits: list[list[int]] = field(default_factory=lambda: [[0], [0]])
    skipped: int | None = None       # the inning whose bottom half was not played

    @classmethod
    def from_rig(cls, runs: list[list[int]], hits: list[list[int]], inning: int) -> Scoreboard:
        def pad(rows: list[list[int]]) -> list[list[int]]:
            return [list(r) + [0] * (inning - len(r)) for r in rows]
        return cls(pad(runs), pad(hits))


    def open_inning(self, inning: int) -> None:
        for rows in (self.runs, self.hits):
            for r in rows:
                r.extend([0] * (inning - len(r)))

    def add(self, seat: int, inning: int, runs: int, hits: int) -> None:
        self.runs[seat][inning - 1] += runs
        self.hits[seat][inning - 1] += hits

    def total(self, seat: int) -> int:
        return sum(self.runs[seat])

    def totals(self) -> list[int]:
        return [sum(self.runs[0]), sum(self.runs[1])]

    def line(self) -> dict[str, Any]:
        """Per seat: runs and hits by inning (index 0 = 1st inning; extras follow), R and H."""
        return {"runs": [list(r) for r in self.runs], "hits": [list(h) for h in self.hits],
                "R": self.totals(), "H": [sum(self.hits[0]), sum(self.hits[1])],
                "skipped_bottom": self.skipped}

    def copy(self) -> Scoreboard:
        return Scoreboard([list(r) for r in self.runs], [list(h) for h in self.hits], self.skipped)

    def as_dict(self) -> dict[str, Any]:
        return {"runs": [list(r) for r in self.runs], "hits": [list(h) for h in self.hits],
                "skipped": self.skipped}


def end_half(state: ShowdownState) -> list[Event]:
    """The third out: the half-inning's line, then the game's end or the next half's deal."""
    events = [Event("half_inning_end", {
        "inning": state.inning, "half": ("top", "bottom")[state.half], "batting": state.batting,
        "runs": state.board.runs[state.batting][state.inning - 1], "score": state.board.totals(),
        "line_score": state.board.line()})]
    if game_decided(state):
        return events + game_over(state)
    if state.rollout:
        # The hard bot's rollouts stop here (hard.py), so the next half-inning's fresh
        # decks (7.2), a tenth of a rollout's cost, are not dealt: the world stays at
        # the end of this half-inning (its score and bases are what the value reads).
        return events
    if state.half == 0:
        state.half = 1
    else:
        state.half, state.inning = 0, state.inning + 1
        state.board.open_inning(state.inning)
    return events + dealing.start_half(state)


def game_decided(state: ShowdownState) -> bool:
    """After the last inning's top: the home side leads and skips its bottom (an option);
    after a bottom from the last inning on: the scores differ, or extra innings are off."""
    options = state.game.options
    if state.inning < options["innings"]:
        return False
    away, home = state.board.total(state.away), state.board.total(1 - state.away)
    if state.half == 0:
        if options["skip_bottom_ninth"] and home > away:
            state.board.skipped = state.inning
            return True
        return False
    return away != home or not options["extra_innings"]


def walk_off(state: ShowdownState, was_ahead: bool) -> bool:
    """The play decides the game in the last at-bat: it wins a quick-mode game at once,
    or it puts the home side ahead in the bottom of the last (or an extra) inning —
    the away side bats no more, so that lead is the win (baseball's walk-off)."""
    if quick_win(state):
        return True
    bat = state.batting
    last = state.half == 1 and state.inning >= state.game.options["innings"]
    return last and not was_ahead and state.board.total(bat) > state.board.total(1 - bat)


def quick_win(state: ShowdownState) -> bool:
    """Quick mode: the batting side has reached the target."""
    opts = state.game.options
    return bool(opts["quick_mode"]) and state.board.total(state.batting) >= opts["quick_target"]


def game_over(state: ShowdownState) -> list[Event]:
    """The more runs win; equal runs are a tie that stands (winner -1)."""
    a, b = state.board.totals()
    state.winner = 0 if a > b else 1 if b > a else -1
    state.phase = Phase.OVER
    return [Event("game_over", {"winner": None if state.winner < 0 else state.winner,
                                "score": [a, b], "line_score": state.board.line()})]
