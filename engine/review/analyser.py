"""The game review (issue 35): every decision of one seat weighed by what that seat knew.

How it works. The analyser replays the record. At each decision of the reviewed seat (a run
of its consecutive actions is one decision: engine.session.decision_starts) it takes the
choices the game's hard bot would search (all legal ones, or the game's candidate set where
they are too many — engine/games/<id>/hard.py), the `normal` bot's choice and the choice the
player made, and plays each of them in the same imagined deals: determinizations of the
seat's observation at that moment (`state.determinize(seat, rng)`), never the true hidden
cards, so a lucky guess is not praised and an unlucky sound play is not blamed. Every choice
is played in every deal with the same rollout randomness (common random numbers), rolled out
by the hard bot's policy to its horizon and measured in the game's own result
(engine/review/scales.py). The loss of the choice made is the mean, over the deals, of the
best choice's result minus its own; it is graded after taking one standard error off (a
difference the deals cannot tell from noise is not called a mistake), and its accuracy is
read from the loss itself (lichess's curve: a small loss costs a little accuracy even where
it is no mistake).

How long it takes is bounded by a count, not a clock: a decision plays at most the game's
rollouts per decision (`budget`, split among its choices), and the whole review at most
`scale.moves` rollout moves, shared out among the decisions with a choice (each may spend
what is left over the decisions left; what one leaves unspent goes to the later ones). A
decision deals no more once its share is spent, but never fewer than `min_worlds` deals.
So a long match gets fewer deals a decision rather than more time, and a seed gives the
same grades on any machine.

The win-chance graph: the seat's chance of winning the game before the decision (playing
the best choice) — from the decision's own rollouts where they give it (`scale.chance`:
天地人's run to the match's end, 九九's hand is carried to the match by
engine/review/chance.py), else the best choice in a few of the same deals played to the
game's end (`scale.graph_worlds`); after it, that chance less the loss counted for the
grade, in win chance. As in GNU Backgammon, the decisions' part of the result (skill) is the
sum of after − before, and luck is everything else: the result minus an even share minus
skill.

Deterministic for a seed (each decision's generator is seeded from the seed and the
decision's place, engine.session.decision_seed); stoppable (`should_stop` is asked between
rollouts, every MOVES_PER_TICK rollout moves and between the record's moves: the clock's
looks, engine/review/pace.py); `progress(done, total)` is called at the start, after each
decision and at the first of those looks PROGRESS_SECONDS after the last call.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai.search import reaches
from engine.core import IllegalAction, RuleError, State
from engine.registry import make_bot, parts, replay
from engine.session import decision_seed, decision_starts, replay_with_actors

from .model import ChoiceValue, DecisionReview, GameReview, Grade, GraphPoint
from .pace import MOVES_PER_TICK, Clock, Progress, Share, Stopped
from .scales import Scale, accuracy, outcome, scale_for


class ReviewError(RuleError):
    """A record that cannot be reviewed (does not replay, no such seat): one sentence."""


@dataclass
class _Line:
    """One choice as played in the imagined deals: its first action and, for the choice the
    player made, the rest of its run (天地人's kickers)."""

    label: str
    first: Any
    rest: tuple[str, ...] = ()


def review(record: dict[str, Any], seat: int, seed: int = 0, budget: int | None = None,
           graph_worlds: int | None = None, should_stop: Callable[[], bool] | None = None,
           progress: Progress | None = None, also: dict[str, Any] | None = None,
           pause: float | None = None) -> GameReview:
    """Review `seat`'s decisions in the game of `record` (a finished game or the moves so
    far). `budget` is the rollouts per decision (default: the game's scale), `graph_worlds`
    the deals per point of the graph. ReviewError (one sentence) for a record that does not
    replay or a seat the game does not have. A stopped review returns what it has, with
    `stopped` set. `also` (name -> bot, for the bench) grades what those bots would have
    played at each decision too (DecisionReview.others), on the same deals. `pause`: let
    the process's other threads run at most every so many seconds (engine/review/pace.py:
    the app's GUI thread; None, in a process of its own: never)."""
    final, actors = _replayed(record)
    players = final.players
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ReviewError(f"seat {seat!r} does not exist: this {final.game.info.id} game has "
                          f"seats 0 to {players - 1}")
    scale = scale_for(final.game.info.id)
    budget = scale.budget if budget is None else max(1, int(budget))
    graph_worlds = scale.graph_worlds if graph_worlds is None else max(0, int(graph_worlds))
    actions = list(record["actions"])
    starts = decision_starts(actors, seat)
    out = GameReview(game=final.game.info.id, players=players, seat=seat, seed=seed,
                     budget=budget, unit=scale.unit, moves=len(actions),
                     finished=final.is_over, stopped=False)
    out.graph.append(GraphPoint(0, "start", 1.0 / players))
    walker = _Walker(final.game, seat, seed, scale, budget, graph_worlds, also)
    clock = Clock(len(starts), progress, should_stop, pause)
    begins = set(starts)
    # The review's moves (a bound on its time) shared among the decisions with a choice;
    # a budget asked for scales them alike.
    share = Share(scale.moves * budget // scale.budget, _choices(final.game, record, begins))
    state = _start(final.game, record)
    section = _Sections(final.game.info.id, state.initial_events)
    clock.report()
    try:
        for i, notation in enumerate(actions):
            if i in begins:
                run = _run(actions, actors, i)
                weighed = walker.decide(state, i, run, clock, share)
                if weighed is not None:
                    decision, points = weighed
                    decision.section = section.number
                    out.decisions.append(decision)
                    out.graph.extend(points)
                clock.finish_decision()
            section.note(state.apply(notation))
            clock.tick()              # between the record's moves too (a pause, a stop)
    except Stopped:
        out.stopped = True
    _summarise(out, final, scale)
    return out


def _start(game: Any, record: dict[str, Any]) -> State:
    """The record's first position."""
    state: State = game.new_state(seed=record["seed"], setup=record.get("setup"),
                                  dealer=record.get("dealer", 1))
    return state


def _choices(game: Any, record: dict[str, Any], begins: set[int]) -> int:
    """How many of the decisions starting at `begins` have more than one legal action."""
    state, count = _start(game, record), 0
    actions = record["actions"]
    for i, notation in enumerate(actions):
        if i in begins and len(state.legal_actions()) > 1:
            count += 1
        state.apply(notation)
    return count


def _replayed(record: Any) -> tuple[State, list[int | None]]:
    try:
        replay(record)                            # the whole record first: one clear refusal
        return replay_with_actors(record)
    except RuleError as exc:
        raise ReviewError(f"the record does not replay: {exc}") from None
    except (TypeError, ValueError, KeyError) as exc:
        raise ReviewError(f"the record does not replay ({type(exc).__name__}: {exc})") from None


def _run(actions: Sequence[str], actors: Sequence[int | None], start: int) -> tuple[str, ...]:
    """The decision's actions: from `start`, while the same seat acts."""
    end = start + 1
    while end < len(actions) and actors[end] == actors[start]:
        end += 1
    return tuple(actions[start:end])


class _Sections:
    """The number of the hand / inning / round in play, from the events (engine/parts.py)."""

    def __init__(self, game_id: str, events: Sequence[Any]) -> None:
        self.starts = parts(game_id).sections
        self.number: int | None = None
        self.note(events)

    def note(self, events: Sequence[Any]) -> None:
        for event in events:
            key = self.starts.get(event.kind)
            value = event.data.get(key) if key else None
            if isinstance(value, int) and not isinstance(value, bool):
                self.number = value


class _Walker:
    """Weighs one decision at a time (see the module docstring)."""

    def __init__(self, game: Any, seat: int, seed: int, scale: Scale, budget: int,
                 graph_worlds: int, also: dict[str, Any] | None = None) -> None:
        self.game, self.seat, self.seed, self.scale = game, seat, seed, scale
        self.also = dict(also or {})
        # Enough deals for a loss to mean something at the game's own budget; a budget
        # asked for (tests, a quick look) is taken as it is.
        self.min_worlds = scale.min_worlds if budget == scale.budget else 2
        self.graph_worlds = graph_worlds
        hard: Any = type(make_bot(game, "hard", seed=0))
        measure = scale.measure

        # the game's own hard bot, a class known only at run time (so mypy sees Any)
        class Analyst(hard):  # type: ignore[misc]  # the hard bot's hooks, in the game's unit
            clock: Clock | None = None
            moves = 0

            def value(self, world: Any, seat: int, start: Any) -> float:
                return measure(lambda: hard.value(self, world, seat, start), world, seat, start)

            def rollout_policy(self, world: Any, player: int, rng: random.Random) -> Any:
                self.moves += 1
                if self.moves % MOVES_PER_TICK == 0 and self.clock is not None:
                    self.clock.tick()
                return super().rollout_policy(world, player, rng)

        self.bot = Analyst(game, 0, iterations=budget)
        self.normal = make_bot(game, "normal", seed=0)
        self.clock = Clock(0, None, None)
        self.graph_moves = 0                  # the last graph's moves played to the end

    def decide(self, state: State, move: int, run: tuple[str, ...], clock: Clock,
               share: Share) -> tuple[DecisionReview, list[GraphPoint]] | None:
        """The review of the decision that starts at `move` (None: there was no choice)."""
        seat, bot = self.seat, self.bot
        self.clock = bot.clock = clock
        legal = state.legal_actions()
        if len(legal) < 2:
            return None
        moves = share.next()
        obs = state.observation(seat)
        candidates = list(bot.candidates(obs, legal, seat))
        default = bot.default_move(state, seat, candidates)
        if default not in candidates:
            candidates.append(default)
        lines = [_Line(str(c), c) for c in candidates]
        played = self._line_of(state.game.parse_action(state, run[0]), run[1:], lines)
        others = {name: self._line_of(self._choice_of(other, state, move), (), lines)
                  for name, other in self.also.items()}
        clock.tick()                  # after the normal bot's choice and the candidates
        if len(lines) < 2:
            share.spend(0)
            return None
        rng = random.Random(decision_seed(self.seed, seat, move))
        most = max(self.min_worlds, bot.budget_for(obs) // len(lines))
        values, seeds, spent = self._weigh(state, lines, rng, most, moves, clock)
        graded = self._graded(state, move, run, lines, played, values, seeds, clock, others)
        share.spend(spent + self.graph_moves)
        return graded

    def _choice_of(self, other: Any, state: State, move: int) -> Any:
        """What bot `other` plays here, seeded by the decision's place (as at a table)."""
        other.rng.seed(decision_seed(self.seed, self.seat, move))
        return other.choose(state, self.seat)

    def _line_of(self, first: Any, rest: tuple[str, ...], lines: list[_Line]) -> int:
        """The index of the choice among `lines` (added when it is not there)."""
        key = getattr(self.bot, "_key", None)       # 九九: two cards that do the same are one
        if not rest:
            for i, line in enumerate(lines):
                if line.rest:
                    continue
                if line.first == first or (key is not None and key(line.first, self.game.effects)
                                           == key(first, self.game.effects)):
                    return i
        lines.append(_Line(" ".join((str(first),) + rest), first, rest))
        return len(lines) - 1

    def _play(self, world: State, line: _Line) -> list[Any]:
        """Play `line` in `world`: its first action, then the rest of the run while the seat
        is still to move there and the horizon has not come (in another deal the run may
        end sooner: the rest is then moot)."""
        events = world.advance(line.first)
        horizon = self.bot.horizon_events
        for notation in line.rest:
            if world.current_player != self.seat or (horizon and reaches(events, horizon)):
                break
            try:
                action = world.game.parse_action(world, notation)
            except IllegalAction:
                break
            events += world.advance(action)
        return events

    def _weigh(self, state: State, lines: list[_Line], rng: random.Random, most: int,
               moves: int, clock: Clock) -> tuple[list[list[float]], list[int], int]:
        """values[line][deal]: every line in every imagined deal, same rollout randomness,
        for `most` deals — or fewer, once `min_worlds` are done and the decision's share of
        the review's `moves` is spent. Returns the values, the deals' seeds and the rollout
        moves spent. The deals' seeds come from `rng` one by one, so a deal is the same
        whether or not more follow."""
        bot, seat = self.bot, self.seat
        values: list[list[float]] = [[] for _ in lines]
        seeds: list[int] = []
        part = 1.0 if self.scale.chance is not None or not self.graph_worlds else 0.8
        counted = bot.last_rollout_moves
        while len(seeds) < most:
            world_seed = rng.getrandbits(64)
            seeds.append(world_seed)
            base = bot.sample(state, seat, random.Random(world_seed))
            start = bot.start_mark(base, seat)
            for i, line in enumerate(lines):
                world = base.clone()
                events = self._play(world, line)
                values[i].append(bot.rollout(world, seat, random.Random(world_seed + 1),
                                             start, events))
                done = (len(seeds) - 1 + (i + 1) / len(lines)) / most
                clock.tick(part * done)
            if len(seeds) >= self.min_worlds and bot.last_rollout_moves - counted >= moves:
                break
        return values, seeds, bot.last_rollout_moves - counted

    def _graded(self, state: State, move: int, run: tuple[str, ...], lines: list[_Line],
                played: int, values: list[list[float]], seeds: list[int], clock: Clock,
                others: dict[str, int]) -> tuple[DecisionReview, list[GraphPoint]]:
        n = len(values[0])
        means = [sum(v) / n for v in values]
        best = max(range(len(lines)), key=lambda j: (means[j], j == played, -j))
        loss, error, counted, grade = self._verdict(values, best, played)
        choices = sorted((ChoiceValue(line.label, round(means[j], 4), round(_error(values[j]), 4))
                          for j, line in enumerate(lines)), key=lambda c: -c.value)
        decision = DecisionReview(
            move=move, played=" ".join(run), best=lines[best].label, loss=round(loss, 4),
            error=round(error, 4), grade=grade, accuracy=round(accuracy(loss, self.scale), 2),
            reason=self._reason(state, lines[best]), worlds=n, choices=choices)
        for name, j in others.items():
            o_loss, _, _, o_grade = self._verdict(values, best, j)
            decision.others[name] = {"played": lines[j].label, "loss": round(o_loss, 4),
                                     "grade": o_grade.value,
                                     "accuracy": round(accuracy(o_loss, self.scale), 2)}
        before, after = self._graph(state, lines, best, played, values, seeds, clock, counted)
        end = move + len(run)
        return decision, [GraphPoint(move, "before", _rounded(before)),
                          GraphPoint(end, "after", _rounded(after))]

    def _verdict(self, values: list[list[float]], best: int, j: int
                 ) -> tuple[float, float, float, Grade]:
        """Line j's loss against the best, its standard error, the loss counted (one
        standard error off: what the deals can tell from noise) and its grade."""
        loss, error = _paired(values[best], values[j])
        counted = 0.0 if best == j else max(0.0, loss - error)
        return loss, error, counted, self._grade(counted, best == j)

    def _grade(self, loss: float, is_best: bool) -> Grade:
        if is_best:
            return Grade.BEST
        for grade, limit in zip((Grade.BEST, Grade.GOOD, Grade.INACCURACY, Grade.MISTAKE),
                                self.scale.limits, strict=False):
            if loss <= limit:
                return grade
        return Grade.BLUNDER

    def _reason(self, state: State, line: _Line) -> str:
        """The hint's sentence for the best choice (the normal bot's explain), or ""."""
        try:
            return self.normal.explain(state, self.seat, line.label) or ""
        except Exception:  # noqa: BLE001 - a missing reason must not end the review
            return ""

    def _graph(self, state: State, lines: list[_Line], best: int, played: int,
               values: list[list[float]], seeds: list[int], clock: Clock,
               loss_counted: float) -> tuple[float | None, float | None]:
        """The seat's chance of winning the game before the decision (playing the best
        choice) and after it (as played), or (None, None) when the graph is not drawn.

        Where the game's rollouts give it (`scale.chance`: 天地人's end at the match's end,
        九九's hand is carried to the match), before is the best choice's own value and
        after the same less the loss counted for the grade. Elsewhere, before: the best
        choice in the first `graph_worlds` deals played to the game's end; after: before
        minus the loss counted in win chance (`scale.win_per_unit`). So the graph and the
        skill sum say what the grades say: a choice graded best changes nothing, and the
        noise of a few deals played to the end is not counted as skill."""
        self.graph_moves = 0
        chance = self.scale.chance
        if chance is not None:
            value = sum(values[best]) / len(values[best])
            return (chance(state, self.seat, value),
                    chance(state, self.seat, max(0.0, value - loss_counted)))
        seeds = seeds[:self.graph_worlds]
        if not seeds:
            return None, None
        wins = 0.0
        for n, world_seed in enumerate(seeds):
            world = state.determinize(self.seat, random.Random(world_seed))
            self._play(world, lines[best])
            wins += self._to_end(world, random.Random(world_seed + 2))
            clock.tick(0.8 + 0.2 * (n + 1) / len(seeds))
        before = wins / len(seeds)
        return before, max(0.0, before - loss_counted * self.scale.win_per_unit)

    def _to_end(self, world: State, rng: random.Random) -> float:
        """Play `world` to the game's end with the rollout policy; the seat's win share.
        Its moves count in the review's (`graph_moves`)."""
        bot, policy = self.bot, self.scale.policy
        while True:
            player = world.current_player
            if player is None:
                return outcome(world, self.seat)
            self.graph_moves += 1
            if self.graph_moves % MOVES_PER_TICK == 0:
                self.clock.tick()
            if policy is not None:
                action = policy(bot, world, player, rng)
            else:
                action = bot.rollout_policy(world, player, rng)
            world.advance(action)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _paired(best: list[float], played: list[float]) -> tuple[float, float]:
    """The mean of best − played over the deals and its standard error."""
    diffs = [a - b for a, b in zip(best, played, strict=False)]
    return sum(diffs) / len(diffs), _error(diffs)


def _error(values: list[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def _summarise(out: GameReview, final: State, scale: Scale) -> None:
    """Accuracy, skill, luck and the graph's end (see the module docstring)."""
    graded = out.decisions
    out.accuracy = round(sum(d.accuracy for d in graded) / len(graded), 2) if graded else 100.0
    points = out.graph
    skill = 0.0
    for before, after in zip(points[1::2], points[2::2], strict=False):
        if before.win is not None and after.win is not None:
            skill += after.win - before.win
    out.skill = round(skill, 4)
    if final.is_over and not out.stopped:
        out.result = outcome(final, out.seat)
        points.append(GraphPoint(out.moves, "end", out.result))
        reached = out.result
    else:
        known = [p.win for p in points if p.win is not None]
        reached = known[-1]
    out.luck = round(reached - 1.0 / out.players - skill, 4)
