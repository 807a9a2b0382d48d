"""The review's result as plain data: one `DecisionReview` per decision of the seat and a
`GameReview` over the game, each a dataclass whose `to_json()` is plain JSON (the app caches
a review beside its replay) and whose `from_json()` reads it back.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from typing import Any

REVIEW_VERSION = 2              # 2: the review bounded by moves, 九九's graph from its rollouts


class Grade(str, Enum):
    """How a decision is graded (docs/review.md: the thresholds per game and why)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@dataclass
class ChoiceValue:
    """One choice weighed at a decision: its notation, its mean result over the imagined
    deals (in the game's unit, docs/review.md) and its standard error."""

    notation: str
    value: float
    error: float = 0.0


@dataclass
class DecisionReview:
    """One decision of the reviewed seat. `move` is the index of its first action in the
    record (a run of the seat's actions is one decision: 天地人's play and its kickers);
    `played` names the whole run, `best` the analyser's choice; `loss` is the expected
    result given up by `played` (≥ 0, in `unit`), `error` its standard error; `reason` the
    hint's sentence (English, translated by the app) for the best choice."""

    move: int
    played: str
    best: str
    loss: float
    error: float
    grade: Grade
    accuracy: float
    reason: str
    worlds: int
    choices: list[ChoiceValue] = field(default_factory=list)
    section: int | None = None          # the hand / inning / round, when the game has them
    #: What other players (the bench's bots) would have played here, graded on the same
    #: deals: name -> {"played", "loss", "grade", "accuracy"}.
    others: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["grade"] = self.grade.value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DecisionReview:
        data = dict(data)
        data["grade"] = Grade(data["grade"])
        data["choices"] = [ChoiceValue(**c) for c in data.get("choices", [])]
        return cls(**data)


@dataclass
class GraphPoint:
    """The seat's chance of winning the game (0–1) at one moment: `move` actions played.
    `kind` is "start" (before its first decision), "before"/"after" one of its decisions,
    or "end" (the result itself); None where the graph was not drawn (no graph deals)."""

    move: int
    kind: str
    win: float | None


@dataclass
class GameReview:
    """The review of one seat's play in one game (see engine/review/analyser.py)."""

    game: str
    players: int
    seat: int
    seed: int
    budget: int
    unit: str                           # what `loss` counts: "hand_win", "win", "runs", "points"
    moves: int                          # actions of the record reviewed
    finished: bool
    stopped: bool                       # the review was stopped before its end
    decisions: list[DecisionReview] = field(default_factory=list)
    graph: list[GraphPoint] = field(default_factory=list)
    accuracy: float = 100.0             # mean of the graded decisions' accuracy (0–100)
    luck: float = 0.0                   # win chance from everything but the seat's decisions
    skill: float = 0.0                  # win chance from the seat's decisions
    result: float | None = None         # the seat's share of the win at the end (finished only)
    version: int = REVIEW_VERSION

    def count(self, grade: Grade) -> int:
        return sum(1 for d in self.decisions if d.grade is grade)

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["decisions"] = [d.to_json() for d in self.decisions]
        data["graph"] = [asdict(p) for p in self.graph]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameReview:
        data = dict(data)
        data["decisions"] = [DecisionReview.from_json(d) for d in data.get("decisions", [])]
        data["graph"] = [GraphPoint(**p) for p in data.get("graph", [])]
        return cls(**data)
