"""The end of a game in one line: won or lost, the points, the place — "won · 900 points · 3rd of 4".

Who won is the engine's to say (`State.winners()`, carried in the worker's game_over result
as "winners"): in 天地人 every 胜出者 has won whatever their points, so a player third by
points may have won (RULINGS, 天地人). The line says both, as the statistics count them
(gui/userdata/stats.py): the outcome, then the player's points and place by points.

`result_line(result, outcome_text, score_text)` is what the end-of-game box and the replay's
end show; it reads the result dict ("returns", "winners", "human_seat", "score") and nothing
else. A game says its own words through its table's hooks (GameTable.outcome_text and
score_text): 天地人 says 胜出 / 完败 (TiandirenOutcomeWords), 九局對決 counts runs; the others say
won / lost and points.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from ..userdata.stats import outcome_of, place_of
from .arg import arg


class OutcomeWords(QObject):
    """The line's words; a QObject of its own so that its plurals are found (see
    docs/architecture.md, "Counts are plurals")."""

    def outcome(self, outcome: str) -> str:
        return {"win": self.tr("won"), "loss": self.tr("lost"), "draw": self.tr("draw")}[outcome]

    def points(self, n: int) -> str:
        if n < 0:                  # Qt fills %n only for n >= 0
            return arg(self.tr("%1 points", "a score below zero"), str(n))
        return self.tr("%n point(s)", "", n)

    def runs(self, n: int) -> str:
        return self.tr("%n run(s)", "", n)

    def ordinal(self, n: int) -> str:
        """1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (Chinese: 第 n 名)."""
        if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
            template = self.tr("%1th", "ordinal: 4th, 11th")
        elif n % 10 == 1:
            template = self.tr("%1st", "ordinal: 1st, 21st")
        elif n % 10 == 2:
            template = self.tr("%1nd", "ordinal: 2nd, 22nd")
        else:
            template = self.tr("%1rd", "ordinal: 3rd, 23rd")
        return arg(template, str(n))

    def place(self, place: int, players: int) -> str:
        return arg(self.tr("%1 of %2", "a place: 3rd of 4"), self.ordinal(place), str(players))

    def line(self, outcome: str, score: str, place: str) -> str:
        return arg(self.tr("%1 · %2 · %3", "won · 900 points · 3rd of 4"), outcome, score, place)


class TiandirenOutcomeWords(QObject):
    """天地人's outcome words: a 胜出者 has won, a 完败者 has lost (the seed's words)."""

    def outcome(self, outcome: str) -> str:
        return {"win": self.tr("won"), "loss": self.tr("lost"), "draw": self.tr("draw")}[outcome]


def _whole(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(round(value))


def result_line(result: dict[str, Any], outcome_text: Callable[[str], str] | None = None,
                score_text: Callable[[int], str] | None = None) -> str:
    """"won · 900 points · 3rd of 4" for the result's human seat (the seat watched, in a
    replay): the outcome as the statistics count it (`outcome_text(outcome)`), the seat's
    score (its "score" when the result carries one, else its return; `score_text(n)`) and
    its place by points among the players."""
    seat = result.get("human_seat", 0)
    seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else 0
    returns = [float(v) for v in result.get("returns") or []
               if isinstance(v, (int, float)) and not isinstance(v, bool)]
    winners = result.get("winners")
    winners = ([w for w in winners if isinstance(w, int) and not isinstance(w, bool)]
               if isinstance(winners, list) else None)
    outcome = outcome_of(returns, seat, winners)
    words = OutcomeWords()
    said = (outcome_text or words.outcome)(outcome)
    score = _whole(result.get("score"))
    if score is None and 0 <= seat < len(returns):
        score = _whole(returns[seat])
    points = "" if score is None else (score_text or words.points)(score)
    place = place_of(returns, seat)
    where = "" if place is None else words.place(place, len(returns))
    if not points or not where:
        return " · ".join(part for part in (said, points, where) if part)
    return words.line(said, points, where)
