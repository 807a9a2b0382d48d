"""The `hard` bots: a search over the cards the seat cannot see (determinized Monte Carlo).

How it works, for a newcomer: the bot cannot see the other hands, so it imagines them.
Each iteration asks the state for a *determinization* — a copy in which every card the seat
cannot see is dealt again at random, consistent with what the seat has seen
(`state.determinize(seat, rng)`). In that imagined world the bot tries one of its candidate
moves and lets a cheap policy (the `normal` heuristic, now and then a random move) play on to
a horizon — the end of the hand, half-inning, round or game, chosen per game — and scores
the result for its seat. Every candidate is tried in every sampled world with the same
rollout randomness (common random numbers), so a difference between two candidates comes
from the moves and not from one of them being dealt luckier worlds. After the budget (an
iteration is one rollout; the budget is rounded up to whole worlds) the candidate with the
best mean is played if it beats the move the `normal` bot would make by a clear margin, else
the normal move is (see `pick`: a few dozen worlds cannot tell near-equal moves apart, and
the luckiest of them is no better than the heuristic). This is "Perfect Information Monte
Carlo" (Ginsberg's GIB; Long et al. 2010) at the root.

Why it is fair: the search starts from `determinize`, which depends only on what the seat
observes, so a state and any of its determinizations lead to the same search and choice. The
budget is a fixed number of iterations, never wall time, so a seed gives one answer.

Why it can stop: `stop()` (or a `should_stop` callable) is checked between iterations (an
unfinished world is dropped), and a `progress(done, total)` callback lets the GUI show the
thinking.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Event, RuleError
from engine.i18n import QT_TRANSLATE_NOOP

from .base import Bot

Progress = Callable[[int, int], None]


class SearchBot(Bot):
    """Determinized Monte Carlo over the candidate moves (see the module docstring).
    Games subclass it: `rollout_policy`, `horizon_events`, `start_mark`, `value`, and
    optionally `candidates` and `budget_for`."""

    level = "hard"
    iterations = 200          # the default budget (iterations, not seconds): per game
    epsilon = 0.1             # how often a rollout move is random instead of the policy's
    confidence = 1.0          # standard errors by which a move must beat the normal bot's (pick)
    progress_every = 8        # iterations between progress callbacks
    policy_class: type[Bot] | None = None    # the rollout policy (the game's normal bot)
    default_class: type[Bot] | None = None   # the move to beat (default: policy_class)
    horizon_events: frozenset[str] = frozenset()   # rollouts stop after an event of these kinds

    def __init__(self, game: Any, seed: int | None = None, iterations: int | None = None,
                 should_stop: Callable[[], bool] | None = None,
                 progress: Progress | None = None) -> None:
        super().__init__(game, seed)
        if iterations is not None and (isinstance(iterations, bool) or not isinstance(iterations, int)
                                       or iterations < 1):
            raise RuleError(f"hard bot: 'iterations' must be a whole number ≥ 1, got {iterations!r}")
        self.budget = iterations or type(self).iterations
        self.should_stop = should_stop
        self.progress = progress
        self._stopped = False
        self._policy: Bot | None = None
        self._default: Bot | None = None        # the normal bot whose move the search must beat
        self.last_iterations = 0          # how many iterations the last choice ran (for benches)
        self.last_rollout_moves = 0

    # ---- control from another thread -----------------------------------------------
    def stop(self) -> None:
        """Make the current and every later search return at the next iteration boundary
        (with the best move found so far). Safe to call from another thread: one bool."""
        self._stopped = True

    def stopping(self) -> bool:
        return self._stopped or (self.should_stop is not None and self.should_stop())

    # ---- the search --------------------------------------------------------------
    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """The hint line's reason for a strong hint."""
        return QT_TRANSLATE_NOOP(
            "HintReasons", "It did best when many possible deals were played out.")

    def choose(self, state: Any, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        self.last_iterations = self.last_rollout_moves = 0
        # One rng draw per decision, taken even for forced moves, so that a game's later
        # choices do not depend on how many moves happened to be forced.
        rng = random.Random(self.rng.getrandbits(64))
        if len(legal) == 1:
            return legal[0]
        obs = state.observation(seat)
        candidates = list(self.candidates(obs, legal, seat))
        default = self.default_move(state, seat, candidates)
        if default not in candidates:
            candidates.append(default)
        if len(candidates) == 1:
            return candidates[0]
        return self._search(state, seat, candidates, rng, self.budget_for(obs), default)

    def _search(self, state: Any, seat: int, candidates: Sequence[Any], rng: random.Random,
                budget: int, default: Any = None) -> Any:
        """Every candidate in every sampled world, with the same rollout randomness
        (common random numbers): the differences between candidates then come from the
        moves, not from one candidate being luckier with its deals."""
        k = len(candidates)
        values: list[list[float]] = [[] for _ in range(k)]   # [candidate][world]
        done = 0
        stopped = False
        while done < budget and not stopped:
            if done and done + k > budget:
                break                     # only whole worlds: every candidate in each one
            world_seed = rng.getrandbits(64)
            base = self.sample(state, seat, random.Random(world_seed))
            start = self.start_mark(base, seat)
            for i in range(k):
                if self.stopping():       # drop the unfinished world: keep the values paired
                    for v in values[:i]:
                        v.pop()
                    stopped = True
                    break
                world = base.clone()
                events = world.advance(candidates[i])    # a legal move: no check, no notation
                values[i].append(self.rollout(world, seat, random.Random(world_seed + 1),
                                              start, events))
                done += 1
                self.last_iterations = done
                if self.progress is not None and done % self.progress_every == 0:
                    self.progress(done, budget)
        return candidates[self.pick(values, candidates.index(default) if default in candidates else None)]

    def pick(self, values: list[list[float]], default: int | None) -> int:
        """The candidate with the best mean value, unless `default` (the normal bot's move)
        is there and the best one beats it by less than `confidence` standard errors of
        their paired differences (both were played in the same worlds). A search with a
        few dozen worlds cannot tell close moves apart; picking the noisiest winner among
        near-equal moves plays worse than the heuristic, so the search overrides the
        heuristic only where it has seen a clear difference."""
        k, n = len(values), len(values[0])
        if n < 2 and default is not None:
            return default
        if n == 0:
            return 0
        means = [sum(v) / n for v in values]
        best = max(range(k), key=lambda j: (means[j], -j))
        if default is None or best == default:
            return best
        diffs = [a - b for a, b in zip(values[best], values[default], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return best if mean > self.confidence * (var / n) ** 0.5 else default

    def rollout(self, world: Any, seat: int, rng: random.Random, start: Any, events: list[Event]) -> float:
        """Play on from `world` (where the candidate move made `events`) with the rollout
        policy to the horizon — the end of the game or an event of a kind in
        `horizon_events` — and return the value for `seat` in [0, 1]."""
        stop_kinds = self.horizon_events
        moves = 0
        eps = self.epsilon
        while not (stop_kinds and reaches(events, stop_kinds)):
            player = world.current_player
            if player is None:
                break
            if rng.random() < eps:
                action = rng.choice(world.legal_actions())
            else:
                action = self.rollout_policy(world, player, rng)
            events = world.advance(action)      # the policy's move is legal: no check, no notation
            moves += 1
        self.last_rollout_moves += moves
        return self.value(world, seat, start)

    # ---- hooks for the games --------------------------------------------------------
    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        """One imagined world: `state.determinize(seat, rng)`, marked as a rollout world
        (State.rollout: no table views, nothing past the horizon that no value reads)."""
        world = state.determinize(seat, rng)
        world.rollout = True
        return world

    def budget_for(self, obs: dict[str, Any]) -> int:
        """Iterations for this decision: the budget, or less where rollouts are long (a
        function of the observation only, so the choice stays repeatable and fair)."""
        return self.budget

    def candidates(self, obs: dict[str, Any], legal: list[Any], seat: int) -> list[Any]:
        """The moves worth searching (all legal ones unless a game prunes)."""
        return legal

    def default_move(self, state: Any, seat: int, candidates: list[Any]) -> Any:
        """The move the search must beat clearly to be played: the `normal` bot's choice
        (it reads only the seat's observation, so this stays fair). Always searched."""
        if self._default is None:
            self._default = self._policy_type(self.default_class or self.policy_class)(self.game, 0)
        return self._default.choose(state, seat)

    def rollout_policy(self, world: Any, player: int, rng: random.Random) -> Any:
        """The move `player` makes in a rollout: the game's `normal` bot by default."""
        if self._policy is None:
            self._policy = self._policy_type(self.policy_class)(self.game, 0)
        return self._policy.choose(world, player)

    def _policy_type(self, cls: type[Bot] | None) -> type[Bot]:
        if cls is None:
            raise TypeError(f"{type(self).__name__} names no policy_class (its rollout policy)")
        return cls

    def start_mark(self, world: Any, seat: int) -> Any:
        """What `value` compares the rollout's end with (the score before it, say)."""
        return None

    def value(self, world: Any, seat: int, start: Any) -> float:
        """How good the rollout's end is for `seat`, in [0, 1]."""
        raise NotImplementedError


def reaches(events: list[Event], kinds: frozenset[str]) -> bool:
    """Whether one of `events` is of a kind in `kinds` (a rollout's horizon): a plain loop,
    which is cheaper than any() over a generator on a path that runs every rollout move."""
    for e in events:
        if e.kind in kinds:
            return True
    return False


def top_share(scores: Sequence[float], seat: int) -> float:
    """1 if `seat` has the highest score alone, 1/k when k seats share it, else 0."""
    best = max(scores)
    if scores[seat] < best:
        return 0.0
    return 1.0 / sum(1 for s in scores if s == best)
