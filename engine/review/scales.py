"""What the analyser measures in each game, and where its grades change (docs/review.md says
why each number is what it is).

A decision is weighed by rollouts to the hard bot's horizon (engine/games/<id>/hard.py: the
next elimination in 九九, the half-inning in 九局對決, the round in 九尊, the match in 天地人),
and each rollout's end is measured in the game's own result:

- 九九: the chance of winning the hand, in percentage points (a hand won is the match's
  point, so this is the expected match points of the hand, ×100) — the hard bot's value.
- 九局對決: runs — gained for the seat's side (against it when fielding) by the half-inning's
  end, runners left on base counted at their expected runs (evaluate.expectancy).
- 九尊: the standing when the round ends, as the hard bot values it: 60 points for first
  place alone (shared: split), up to 40 for the lead over the best other country (20·(1 +
  tanh(lead / 30)), 10 points a territory card). The game is won by first place; the lead
  tells apart the many choices that do not change who is first by the round's end.
- 天地人: the chance of finishing the match on top, in percentage points.

The win-chance graph measures every game the same way: the seat's share of the game's win
(top of `returns()`; 九局對決: the winner). 天地人's rollouts end there already; 九九's
measure the hand, carried to the match by engine/review/chance.py; 九局對決's and 九尊's
are a few deals played on to the game's end (`graph_worlds`).

`moves` bounds a whole review: the rollout moves (graph deals included) it may spend,
shared out among the decisions (engine/review/analyser.py). A count of moves, never a
time, so that a seed gives the same grades on any machine and under any load.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai.search import top_share

#: measure(hard_value, world, seat, start): `hard_value()` is the hard bot's own value of
#: the rollout's end (a chance, 0–1), for the games that measure in it.
Measure = Callable[[Callable[[], float], Any, int, Any], float]
#: policy(bot, world, player, rng): a rollout move, for the game-level rollouts.
Policy = Callable[[Any, Any, int, Any], Any]
#: chance(state, seat, value): the seat's chance (0–1) of winning the game at a decision in
#: `state`, from the best choice's mean result there (in the game's unit).
Chance = Callable[[Any, int, float], float]


@dataclass(frozen=True)
class Scale:
    """One game's unit and grades. `limits` are the losses (in `unit`) up to which a
    decision is still best, good, an inaccuracy, a mistake; above the last, a blunder.
    `budget` is the analyser's rollouts per decision (split among the choices, at least
    `min_worlds` imagined deals), `moves` the rollout moves of a whole review (a bound on
    its time: a decision's deals stop at `min_worlds` once its share is spent),
    `graph_worlds` the deals played to the game's end for each point of the win-chance
    graph where `chance` is None."""

    unit: str
    limits: tuple[float, float, float, float]
    budget: int
    min_worlds: int
    graph_worlds: int
    measure: Measure
    moves: int = 2_000_000
    policy: Policy | None = None       # None: the hard bot's rollout_policy
    #: The game's win chance from the decision's own rollouts (no graph deals), or None.
    chance: Chance | None = None
    #: The game's win chance (0–1) one `unit` of loss is worth, for the graph and skill
    #: where `chance` is None: 0.01 where the unit is a percentage point of a chance.
    win_per_unit: float = 0.01

    @property
    def blunder(self) -> float:
        return self.limits[3]


def _chance(hard_value: Callable[[], float], world: Any, seat: int, start: Any) -> float:
    """The hard bot's own value (a chance, 0–1) in percentage points."""
    return 100.0 * hard_value()


def _percent(state: Any, seat: int, value: float) -> float:
    """天地人: the rollouts ran to the match's end; their value is the chance itself."""
    return value / 100.0


def _hand_to_match(state: Any, seat: int, value: float) -> float:
    """九九: the chance of winning the hand, carried to the match (engine/review/chance.py)."""
    from .chance import ninety_nine_chance
    return ninety_nine_chance(state, seat, value / 100.0)


def _runs(hard_value: Callable[[], float], world: Any, seat: int, start: Any) -> float:
    """九局對決: runs the seat's side gained by the half-inning's end (lost, when fielding),
    runners left on base at their expectancy: the hard bot's value before its squashing."""
    from engine.games.showdown import evaluate as E
    from engine.games.showdown import views
    view = views.policy_view(world, seat)
    before, batting = start
    runs = view["score"][batting] - before[batting]
    if not world.is_over:
        keep = not view["options"]["clear_bases"]
        runs += E.expectancy(view["bases"][batting], 3, keep)
    return float(runs if batting == seat else -runs)


def _showdown_policy(bot: Any, world: Any, player: int, rng: Any) -> Any:
    """九局對決's rollout policy from views.policy_view, as its hard bot's rollouts play (the
    whole observation costs a third of a move)."""
    from engine.games.showdown import views
    from engine.games.showdown.hard import RolloutPolicy
    if bot._policy is None:
        bot._policy = RolloutPolicy(bot.game, 0)
    return bot._policy.decide(views.policy_view(world, player), world.legal_actions())


SCALES: dict[str, Scale] = {
    "ninety_nine": Scale("hand_win", (2.0, 5.0, 10.0, 20.0), budget=240, min_worlds=16,
                         graph_worlds=0, measure=_chance, chance=_hand_to_match,
                         moves=2_400_000),
    "showdown": Scale("runs", (0.05, 0.15, 0.35, 0.7), budget=1200, min_worlds=40,
                      graph_worlds=8, measure=_runs, policy=_showdown_policy,
                      win_per_unit=0.06, moves=600_000),
    "primatum": Scale("standing", (2.0, 5.0, 10.0, 20.0), budget=160, min_worlds=12,
                      graph_worlds=6, measure=_chance, moves=500_000),
    "tiandiren": Scale("win", (2.0, 5.0, 10.0, 20.0), budget=640, min_worlds=24,
                       graph_worlds=0, measure=_chance, chance=_percent, moves=350_000),
}
#: A game this table does not know (one added with engine.registry.register): the hard
#: bot's value as a chance.
DEFAULT = Scale("win", (2.0, 5.0, 10.0, 20.0), budget=200, min_worlds=12, graph_worlds=8,
                measure=_chance)


def scale_for(game_id: str) -> Scale:
    return SCALES.get(game_id, DEFAULT)


def outcome(world: Any, seat: int) -> float:
    """The seat's share of the game's win (1 alone on top, 1/k shared, else 0)."""
    return top_share(world.returns(), seat)


def accuracy(loss: float, scale: Scale) -> float:
    """A decision's accuracy, 0–100: lichess's curve (103.17·e^(−0.04354·x) − 3.17, x the
    win-percentage points lost) with the loss counted so that this game's blunder threshold
    is 20 points, the loss lichess's curve puts at 40 % accuracy."""
    x = max(0.0, loss) * 20.0 / scale.blunder
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * x) - 3.1669))
