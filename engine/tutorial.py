"""Guided lessons (issue 17): a lesson file's data, its validation, and scripted opponents.

A lesson is a rigged deal (`setup=`) played on the real table, with a coach that walks the
learner through a few steps: explain (INFO), make this move (DO), watch the others (WATCH).
The file format is fixed in notes/tutorial-format.md; one JSON file per game lives in
`resources/lessons/<game_id>.json`. Lessons are data, so a lesson is added without code,
and every lesson is checked by playing it through (`check_lesson`), which a test does for
every lesson of every file: a deal that stops demonstrating what its text says fails there.

The opponents follow a script (`ScriptedBot`): their moves in order, then the normal bot.
The bot finds its place in the script from the state itself (how many times its seat has
acted), not from a counter of its own, so undo, a clone or a replayed save cannot put it
out of step.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from .ai.base import Bot
from .core import Event, Game, IllegalAction, RuleError, State
from .registry import create, game_ids, make_bot, parts

FORMAT = "jiupai-lessons"
VERSION = 1
LANGUAGES = ("en", "zh_TW", "zh_CN")
#: A lesson file is small; a bigger one is not ours.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Bot moves `play_through` allows between two learner turns before it calls the lesson stuck.
MAX_BOT_MOVES = 2000
_ID = re.compile(r"^[a-z0-9_]+$")

_LESSON_KEYS = {"id", "title", "summary", "players", "variant", "options", "seed", "setup",
                "human", "names", "script", "steps"}
_REQUIRED_LESSON_KEYS = ("id", "title", "summary", "players", "steps")
_STEP_KEYS = {"say", "do", "watch", "highlight", "wrong", "end"}


class StepKind(Enum):
    INFO = "info"      # the bubble explains; "Next" goes on, nothing is played
    DO = "do"          # the learner must make one of the listed moves
    WATCH = "watch"    # the opponents play until it is the learner's turn or the hand ends


@dataclass(frozen=True)
class Step:
    """One bubble of the coach. `do` is None for "any legal action" (DO steps only)."""

    kind: StepKind
    say: dict[str, str]
    do: tuple[str, ...] | None = None
    highlight: tuple[str, ...] = ()
    wrong: dict[str, str] | None = None
    end: bool = False


@dataclass(frozen=True)
class Lesson:
    """One lesson of a file: the deal to rig and the steps to walk through."""

    game: str
    id: str
    title: dict[str, str]
    summary: dict[str, str]
    players: int
    variant: str | None
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None
    human: int
    names: tuple[str, ...]
    script: dict[int, tuple[str, ...]]
    steps: tuple[Step, ...]

    def make_game(self) -> Game:
        return create(self.game, self.players, self.variant, **self.options)

    def new_state(self) -> State:
        """The rigged deal the lesson starts from (same every time)."""
        return self.make_game().new_state(seed=self.seed, setup=self.setup)

    def bots(self, strict: bool = False, game: Game | None = None) -> dict[int, Bot]:
        """A ScriptedBot for every seat but the learner's; `strict`: see ScriptedBot."""
        game = game or self.make_game()
        return {seat: ScriptedBot(self.script.get(seat, ()),
                                  make_bot(game, "normal", seed=self.seed + seat), strict=strict)
                for seat in range(self.players) if seat != self.human}


class ScriptedBot(Bot):
    """Plays its seat's scripted moves in order, then (script exhausted) the fallback bot.

    The k-th time this seat acts in a hand's history it plays `moves[k]`. A scripted move
    that is not legal when its turn comes is a mistake in the lesson: `strict` (the tests,
    `check_lesson`) raises RuleError; otherwise (the app) the fallback plays, so a lesson
    never hangs a table."""

    level = "scripted"

    def __init__(self, moves: Sequence[str], fallback: Bot, strict: bool = False) -> None:
        super().__init__(fallback.game, None)
        self.moves = tuple(moves)
        self.fallback = fallback
        self.strict = strict

    def scripted_move(self, state: State, seat: int) -> str | None:
        """The script's notation for this turn of `seat`, or None when the script is used up."""
        k = acted_count(state, seat)
        return self.moves[k] if k < len(self.moves) else None

    def choose(self, state: State, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        notation = self.scripted_move(state, seat)
        if notation is not None:
            action = parsed(state, notation)
            if action is not None:
                return action
            if self.strict:
                shown = ", ".join(sorted(str(a) for a in legal)[:12])
                raise RuleError(f"seat {seat}'s scripted move #{acted_count(state, seat) + 1} "
                                f"'{notation}' is not legal here (legal: {shown})")
        return self.fallback.choose(state, seat)

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        return self.fallback.explain(state, seat, notation)


def parsed(state: State, notation: str) -> Any | None:
    """The legal action `notation` names, or None. The game parses it, so a whole move that
    the game takes in one go (天地人's `5-5-5+K`, a body and its kicker) counts as legal."""
    try:
        return state.game.parse_action(state, notation)
    except IllegalAction:
        return None


def acted_count(state: State, seat: int) -> int:
    """How many actions `seat` has taken so far: the history replayed from the same deal
    (a lesson's hand is a few dozen moves, so this costs nothing worth keeping a counter)."""
    replay = state.game.new_state(seed=state.seed, setup=state.setup)
    count = 0
    for notation in state.history:
        if replay.current_player == seat:
            count += 1
        replay.apply(notation)
    return count


def step_accepts(step: Step, notation: str) -> bool:
    """Whether the DO `step` takes `notation` (legality is the engine's business, not this)."""
    if step.kind is not StepKind.DO:
        return False
    return step.do is None or notation.strip() in step.do


def pick_text(texts: dict[str, str], language: str) -> str:
    """The text in `language` ("zh_TW", "zh_CN", "en"), English when it has none."""
    return texts.get(language) or texts.get("en", "")


# ---- reading and validating a file ------------------------------------------------------

def load_lessons_file(path: str | Path, game_id: str) -> list[Lesson]:
    """`load_lessons` on a JSON file (bounded size, plain JSON, nothing evaluated)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise RuleError(f"{path.name}: larger than {MAX_FILE_BYTES} bytes; not a lesson file")
        data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constant)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RuleError(f"{path.name}: cannot read lessons ({exc})") from None
    return load_lessons(data, game_id)


def _no_constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not allowed", name, 0)


def load_lessons(data: Any, game_id: str) -> list[Lesson]:
    """The lessons of one file's dict; RuleError names the lesson, the step and the key."""
    if game_id not in game_ids():
        raise RuleError(f"lessons: unknown game '{game_id}'")
    if not isinstance(data, dict):
        raise RuleError("lessons: expected a JSON object")
    if data.get("format") != FORMAT:
        raise RuleError(f"lessons: 'format' must be '{FORMAT}', got {data.get('format')!r}")
    if data.get("version") != VERSION:
        raise RuleError(f"lessons: 'version' {data.get('version')!r} is not understood "
                        f"(this program reads version {VERSION})")
    if data.get("game") != game_id:
        raise RuleError(f"lessons: 'game' is {data.get('game')!r}, expected '{game_id}'")
    lessons = data.get("lessons")
    if not isinstance(lessons, list) or not lessons:
        raise RuleError("lessons: 'lessons' must be a non-empty list")
    out: list[Lesson] = []
    for i, raw in enumerate(lessons):
        lesson = _lesson(raw, game_id, i)
        if any(other.id == lesson.id for other in out):
            raise RuleError(f"lesson '{lesson.id}': the id is used twice")
        out.append(lesson)
    return out


def _lesson(raw: Any, game_id: str, index: int) -> Lesson:
    if not isinstance(raw, dict):
        raise RuleError(f"lesson #{index + 1}: expected an object")
    lid = raw.get("id")
    if not isinstance(lid, str) or not _ID.match(lid):
        raise RuleError(f"lesson #{index + 1}: 'id' must be letters a-z, digits and _, got {lid!r}")
    where = f"lesson '{lid}'"
    unknown = sorted(set(raw) - _LESSON_KEYS)
    if unknown:
        raise RuleError(f"{where}: unknown key '{unknown[0]}'")
    for key in _REQUIRED_LESSON_KEYS:
        if key not in raw:
            raise RuleError(f"{where}: missing key '{key}'")
    players = _whole(raw["players"], where, "players")
    variant = raw.get("variant")
    if variant is not None and not isinstance(variant, str):
        raise RuleError(f"{where}: 'variant' must be a name or null, got {variant!r}")
    options = raw.get("options") or {}
    if not isinstance(options, dict):
        raise RuleError(f"{where}: 'options' must be an object")
    seed = _whole(raw.get("seed", 0), where, "seed")
    setup = raw.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise RuleError(f"{where}: 'setup' must be an object or null")
    human = _whole(raw.get("human", 0), where, "human")
    if not 0 <= human < players:
        raise RuleError(f"{where}: 'human' must be a seat from 0 to {players - 1}, got {human}")
    lesson = Lesson(
        game=game_id, id=lid, title=_texts(raw["title"], where, "title"),
        summary=_texts(raw["summary"], where, "summary"), players=players, variant=variant,
        options=dict(options), seed=seed, setup=setup, human=human,
        names=_names(raw.get("names"), players, where),
        script=_script(raw.get("script"), players, human, where),
        steps=_steps(raw["steps"], game_id, where))
    try:
        lesson.new_state()
    except RuleError as exc:
        raise RuleError(f"{where}: the deal cannot be set up ({exc})") from None
    return lesson


def _whole(value: Any, where: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"{where}: '{key}' must be a whole number, got {value!r}")
    return value


def _texts(value: Any, where: str, key: str) -> dict[str, str]:
    """A text in the three languages, each present and non-empty."""
    if not isinstance(value, dict):
        raise RuleError(f"{where}: '{key}' must be an object with {', '.join(LANGUAGES)}")
    for lang in LANGUAGES:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            raise RuleError(f"{where}: '{key}' has no {lang} text")
    extra = sorted(set(value) - set(LANGUAGES))
    if extra:
        raise RuleError(f"{where}: '{key}' has an unknown language '{extra[0]}'")
    return {lang: value[lang] for lang in LANGUAGES}


def _names(value: Any, players: int, where: str) -> tuple[str, ...]:
    if value is None:
        return ("",) * players
    if (not isinstance(value, list) or len(value) != players
            or not all(isinstance(n, str) for n in value)):
        raise RuleError(f"{where}: 'names' must list {players} names (\"\" for the default)")
    return tuple(value)


def _script(value: Any, players: int, human: int, where: str) -> dict[int, tuple[str, ...]]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RuleError(f"{where}: 'script' must be an object (seat -> list of moves)")
    out: dict[int, tuple[str, ...]] = {}
    for key, moves in value.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < players):
            raise RuleError(f"{where}: 'script' seat {key!r} is not a seat (0 to {players - 1})")
        if int(key) == human:
            raise RuleError(f"{where}: 'script' seat {key} is the learner's seat")
        if not isinstance(moves, list) or not all(isinstance(m, str) and m.strip() for m in moves):
            raise RuleError(f"{where}: 'script' seat {key} must be a list of move notations")
        out[int(key)] = tuple(m.strip() for m in moves)
    return out


def _steps(value: Any, game_id: str, where: str) -> tuple[Step, ...]:
    if not isinstance(value, list) or not value:
        raise RuleError(f"{where}: 'steps' must be a non-empty list")
    steps = tuple(_step(raw, game_id, f"{where} step {i + 1}") for i, raw in enumerate(value))
    for i, step in enumerate(steps[:-1]):
        if step.end:
            raise RuleError(f"{where} step {i + 1}: 'end' is allowed on the last step only")
    return steps


def _step(raw: Any, game_id: str, where: str) -> Step:
    if not isinstance(raw, dict):
        raise RuleError(f"{where}: expected an object")
    unknown = sorted(set(raw) - _STEP_KEYS)
    if unknown:
        raise RuleError(f"{where}: unknown key '{unknown[0]}'")
    if "say" not in raw:
        raise RuleError(f"{where}: missing key 'say'")
    say = _texts(raw["say"], where, "say")
    if "do" in raw and "watch" in raw:
        raise RuleError(f"{where}: a step has 'do' or 'watch', not both")
    kind, do = StepKind.INFO, None
    if "do" in raw:
        kind, do = StepKind.DO, _do(raw["do"], where)
    elif "watch" in raw:
        if raw["watch"] is not True:
            raise RuleError(f"{where}: 'watch' must be true")
        kind = StepKind.WATCH
    wrong = None
    if "wrong" in raw:
        if kind is not StepKind.DO:
            raise RuleError(f"{where}: 'wrong' belongs to a 'do' step")
        wrong = _texts(raw["wrong"], where, "wrong")
    end = raw.get("end", False)
    if not isinstance(end, bool):
        raise RuleError(f"{where}: 'end' must be true or false")
    return Step(kind=kind, say=say, do=do, highlight=_highlight(raw.get("highlight", []), game_id, where),
                wrong=wrong, end=end)


def _do(value: Any, where: str) -> tuple[str, ...] | None:
    if value == "any":
        return None
    if (not isinstance(value, list) or not value
            or not all(isinstance(n, str) and n.strip() for n in value)):
        raise RuleError(f"{where}: 'do' must be \"any\" or a non-empty list of move notations")
    return tuple(n.strip() for n in value)


def _highlight(value: Any, game_id: str, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(h, str) for h in value):
        raise RuleError(f"{where}: 'highlight' must be a list of names")
    for name in value:
        kind, _, rest = name.partition(":")
        if kind in ("card", "action") and rest:
            continue
        declared = parts(game_id)            # the game's lesson_areas (engine/parts.py)
        if kind == "area" and declared.is_lesson_area(rest):
            continue
        areas = declared.lesson_area_names()
        raise RuleError(f"{where}: 'highlight' name '{name}' is unknown (use card:<card>, "
                        f"action:<notation> or area:<name>; {game_id} areas: {areas})")
    return tuple(value)


# ---- playing a lesson through -------------------------------------------------------------

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


__all__ = ["LANGUAGES", "Lesson", "ScriptedBot", "Step", "StepKind", "StepOutcome",
           "acted_count", "check_lesson", "main", "parsed", "load_lessons", "load_lessons_file", "pick_text",
           "play_through", "step_accepts", "walk_lesson"]


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m engine.tutorial resources/lessons/<game>.json …`: check lesson files as the
    tests do (the file's name is its game id) and name the first problem of each lesson."""
    import sys
    paths = list(sys.argv[1:] if argv is None else argv)
    failed = 0
    for path in map(Path, paths):
        try:
            found = load_lessons_file(path, path.stem)
        except RuleError as exc:
            print(f"{path}: {exc}")
            failed += 1
            continue
        for lesson in found:
            try:
                check_lesson(lesson)
                print(f"{path}: lesson '{lesson.id}' plays through ({len(lesson.steps)} steps)")
            except RuleError as exc:
                print(f"{path}: {exc}")
                failed += 1
    return 1 if failed or not paths else 0


if __name__ == "__main__":
    raise SystemExit(main())
