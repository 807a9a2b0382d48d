"""The line score (战术板 记分板, the original rules, 11.1): runs and hits per inning for each seat."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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
