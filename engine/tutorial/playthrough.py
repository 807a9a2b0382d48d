"""Playing a lesson through as its steps say (`walk_lesson`), which is how a lesson is checked
(`check_lesson`): each DO step plays its first notation, the opponents are strict ScriptedBots,
and RuleError names the first step that cannot be followed."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ..ai.base import Bot
from ..core import Event, RuleError, State
from ..registry import make_bot
from .lesson import Lesson, Step, StepKind
from .scripted import parsed

#: Bot moves `play_through` allows between two learner turns before it calls the lesson stuck.
MAX_BOT_MOVES = 2000


@dataclass
class StepOutcome:
    """What one step did in a play-through: the moves played (bots' and learner's, in order),
    their events, and the state right after the step (a clone: safe to keep)."""

    index: int
    step: Step
    played: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    state: State | None = None

    @property
    def event_kinds(self) -> list[str]:
        return [e.kind for e in self.events]


def walk_lesson(lesson: Lesson) -> Iterator[StepOutcome]:
    """Play `lesson` as its steps say, yielding each step's outcome; RuleError at the first
    step that cannot be followed. Each DO step plays its first notation (or, for "any", the
    normal bot's choice for the learner); the opponents are strict ScriptedBots."""
    game = lesson.make_game()
    state = game.new_state(seed=lesson.seed, setup=lesson.setup)
    bots = lesson.bots(strict=True, game=game)
    learner = make_bot(game, "normal", seed=lesson.seed + lesson.human)
    for i, step in enumerate(lesson.steps):
        where = f"lesson '{lesson.id}' step {i + 1}"
        out = StepOutcome(i, step)
        try:
            if step.kind is StepKind.DO:
                # The bubble shows once the opponents have played up to the learner's turn.
                _run_bots(state, bots, lesson.human, out, stop_at_hand_end=False)
                _check_highlight(state, lesson.human, step)
                _play(state, _learner_move(state, step, learner, lesson.human), out)
            else:
                _check_highlight(state, lesson.human, step)
            if step.kind is StepKind.WATCH:
                if state.current_player == lesson.human:
                    raise RuleError("'watch' but it is already the learner's turn")
                _run_bots(state, bots, lesson.human, out, stop_at_hand_end=True)
        except RuleError as exc:
            if str(exc).startswith("lesson '"):
                raise
            raise RuleError(f"{where}: {exc}") from None
        out.state = state.clone()
        yield out


def play_through(lesson: Lesson) -> State:
    """The state at the end of the lesson's last step; RuleError at the first step that
    cannot be followed."""
    state = lesson.new_state()
    for outcome in walk_lesson(lesson):
        if outcome.state is not None:     # walk_lesson gives every outcome its state
            state = outcome.state
    return state


def check_lesson(lesson: Lesson) -> State:
    """A lesson is sound when its file validates (load_lessons did that) and it plays through."""
    return play_through(lesson)


def _play(state: State, notation: str, out: StepOutcome) -> None:
    out.events.extend(state.apply(notation))
    out.played.append(notation)


def _run_bots(state: State, bots: dict[int, Bot], human: int, out: StepOutcome,
              stop_at_hand_end: bool) -> None:
    """Let the opponents play until it is the learner's turn (or, watching, the hand ends)."""
    for _ in range(MAX_BOT_MOVES):
        seat = state.current_player
        if seat is None:
            if stop_at_hand_end:
                return
            raise RuleError("the game ended before the learner's turn")
        if seat == human:
            return
        before = len(out.events)
        _play(state, str(bots[seat].choose(state, seat)), out)
        if stop_at_hand_end and any(e.kind == "hand_end" for e in out.events[before:]):
            return
    raise RuleError(f"the opponents played {MAX_BOT_MOVES} moves without the learner's turn")


def _learner_move(state: State, step: Step, learner: Bot, human: int) -> str:
    if state.current_player != human:
        raise RuleError("the game ended before the learner's turn")
    if step.do is None:
        return learner.suggest(state, human)
    for notation in step.do:
        action = parsed(state, notation)
        if action is None:
            shown = ", ".join(sorted(str(a) for a in state.legal_actions())[:12])
            raise RuleError(f"'do' notation '{notation}' is not legal here (legal: {shown})")
        if str(action) != notation:
            # The table sends str(action); another spelling would never match (step_accepts).
            raise RuleError(f"'do' notation '{notation}' is written '{action}' by the game; use that")
    return step.do[0]


def _check_highlight(state: State, human: int, step: Step) -> None:
    """A highlighted card must be in the learner's hand; a highlighted action must be legal
    (checked when the learner is to act)."""
    hand = state.observation(human).get("hand")
    for name in step.highlight:
        kind, _, rest = name.partition(":")
        if kind == "card" and isinstance(hand, list) and rest not in hand:
            raise RuleError(f"'highlight' card '{rest}' is not in the learner's hand")
        if (kind == "action" and step.kind is StepKind.DO and state.current_player == human
                and parsed(state, rest) is None):
            raise RuleError(f"'highlight' action '{rest}' is not legal here")
