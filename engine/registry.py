"""Game id -> game package; `create`, `list_games`, `replay`, `make_bot`."""
from __future__ import annotations

import importlib
from dataclasses import replace
from typing import Any

from .core import RECORD_VERSION, Game, GameInfo, IllegalAction, RuleError, State
from .i18n import QT_TRANSLATE_NOOP

# Order is the order of the home screen. Each package exposes GAME (a Game subclass)
# and BOTS (level -> Bot subclass).
GAME_PACKAGES: dict[str, str] = {
    "ninety_nine": "engine.games.ninety_nine",
    "showdown": "engine.games.showdown",
    "primatum": "engine.games.primatum",
    "tiandiren": "engine.games.tiandiren",
}

BOT_LEVELS = ("easy", "normal", "hard")
#: Each level's name as the player sees it (context BotLevels).
BOT_LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("BotLevels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("BotLevels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("BotLevels", "Hard"),
}


def _package(game_id: str) -> Any:
    if not isinstance(game_id, str) or game_id not in GAME_PACKAGES:
        known = ", ".join(GAME_PACKAGES)
        raise RuleError(f"unknown game '{game_id}' (known games: {known})")
    return importlib.import_module(GAME_PACKAGES[game_id])


def game_class(game_id: str) -> type[Game]:
    return _package(game_id).GAME


def list_games() -> list[GameInfo]:
    """Every game's GameInfo; `bot_levels` are the levels its package really has a bot for."""
    return [_with_levels(game_class(gid).info, _package(gid)) for gid in GAME_PACKAGES]


def _with_levels(info: GameInfo, package: Any) -> GameInfo:
    bots = getattr(package, "BOTS", {})
    return replace(info, bot_levels=tuple(level for level in BOT_LEVELS if level in bots))


def create(game_id: str, players: int, variant: str | None = None, **options: Any) -> Game:
    """A Game with validated options; RuleError says which value is wrong and why."""
    return game_class(game_id)(players, variant, **options)


def make_bot(game: Game, level: str = "normal", seed: int | None = None, **search: Any):
    """A bot for `game`. The `hard` bot also takes `iterations` (its search budget),
    `should_stop` (a callable checked between iterations) and `progress(done, total)`."""
    if level not in BOT_LEVELS:
        raise RuleError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    bots = _package(game.info.id).BOTS
    if level not in bots:
        have = ", ".join(bots)
        raise RuleError(f"{game.info.id}: the '{level}' bot is not available yet (available: {have})")
    if search:
        allowed = {"iterations", "should_stop", "progress"}
        unknown = sorted(set(search) - allowed) if level == "hard" else sorted(search)
        if unknown:
            raise RuleError(f"make_bot: option '{unknown[0]}' does not apply to the '{level}' bot"
                            + (" (only the hard bot searches)" if level != "hard" else ""))
    return bots[level](game, seed, **search)


_RECORD_FIELDS = {"game": str, "players": int, "seed": int, "actions": list}


def game_from_record(record: Any) -> Game:
    if not isinstance(record, dict):
        raise RuleError("record: expected a JSON object")
    for key, typ in _RECORD_FIELDS.items():
        if key not in record:
            raise RuleError(f"record: missing field '{key}'")
        if not isinstance(record[key], typ) or isinstance(record[key], bool):
            raise RuleError(f"record: field '{key}' must be {typ.__name__}, got {record[key]!r}")
    version = record.get("version", RECORD_VERSION)
    if not isinstance(version, int) or version > RECORD_VERSION:
        raise RuleError(f"record: version {version!r} is newer than this program understands "
                        f"({RECORD_VERSION}); update Jiupai to open it")
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise RuleError("record: field 'options' must be an object")
    return create(record["game"], record["players"], record.get("variant"), **options)


def replay(record: Any) -> State:
    """The state reached by replaying a record; RuleError names the first bad action."""
    game = game_from_record(record)
    setup = record.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise RuleError("record: field 'setup' must be an object or null")
    state = game.new_state(seed=record["seed"], setup=setup)
    for i, text in enumerate(record["actions"]):
        if not isinstance(text, str):
            raise RuleError(f"record: action #{i + 1} is not a string: {text!r}")
        try:
            state.apply(text)
        except IllegalAction as exc:
            raise RuleError(f"record: action #{i + 1} '{text}' is not legal there ({exc})") from None
    return state
