"""Reading and checking a lesson file (notes/tutorial-format.md): plain JSON of bounded size,
nothing evaluated; RuleError names the lesson, the step and the key of the first problem. A
lesson's deal must set up; that it plays through is playthrough.py's check."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..core import RuleError
from ..registry import game_ids, parts
from .lesson import LANGUAGES, Lesson, Step, StepKind

FORMAT = "jiupai-lessons"
VERSION = 1
#: A lesson file is small; a bigger one is not ours.
MAX_FILE_BYTES = 2 * 1024 * 1024
_ID = re.compile(r"^[a-z0-9_]+$")

_LESSON_KEYS = {"id", "title", "summary", "players", "variant", "options", "seed", "setup",
                "human", "names", "script", "steps"}
_REQUIRED_LESSON_KEYS = ("id", "title", "summary", "players", "steps")
_STEP_KEYS = {"say", "do", "watch", "highlight", "wrong", "end"}


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
