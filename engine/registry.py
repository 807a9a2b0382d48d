"""Game id -> its declared parts (engine/parts.py); `create`, `list_games`, `replay`, `make_bot`.

Each shipped game is a package whose `__init__.py` declares `PARTS = GameParts(...)`;
`GAME_PACKAGES` lists them in the home screen's order. A game from elsewhere (a test's, a
plug-in's) is added with `register(parts)`. Nothing here knows anything about one game."""
from __future__ import annotations

import importlib
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .core import RECORD_VERSION, Game, GameInfo, IllegalAction, NewerVersionError, RuleError, State
from .i18n import QT_TRANSLATE_NOOP
from .parts import GameParts

if TYPE_CHECKING:
    from .ai.base import Bot


# Order is the order of the home screen. Each package declares PARTS (engine/parts.py).
GAME_PACKAGES: dict[str, str] = {
    "ninety_nine": "engine.games.ninety_nine",
    "showdown": "engine.games.showdown",
    "primatum": "engine.games.primatum",
    "tiandiren": "engine.games.tiandiren",
}

BOT_LEVELS = ("easy", "normal", "hard")
# Each level's name as the player sees it (context BotLevels).
BOT_LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("BotLevels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("BotLevels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("BotLevels", "Hard"),
}


#: Games added at run time by register(), after the shipped ones.
_REGISTERED: dict[str, GameParts] = {}


def register(parts: GameParts) -> None:
    """Make a game playable: `parts` is its whole declaration (engine/parts.py)."""
    if not isinstance(parts, GameParts):
        raise TypeError("register() takes a GameParts declaration")
    _REGISTERED[parts.game_info.id] = parts


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def game_ids() -> list[str]:
    return list(GAME_PACKAGES) + [gid for gid in _REGISTERED if gid not in GAME_PACKAGES]


def parts(game_id: str) -> GameParts:
    """The declared parts of `game_id`; RuleError for a game this program does not know."""
    if isinstance(game_id, str) and game_id in _REGISTERED:
        return _REGISTERED[game_id]
    if not isinstance(game_id, str) or game_id not in GAME_PACKAGES:
        known = ", ".join(game_ids())
        raise RuleError(f"unknown game '{game_id}' (known games: {known})")
    declared = getattr(importlib.import_module(GAME_PACKAGES[game_id]), "PARTS", None)
    if not isinstance(declared, GameParts):
        raise RuleError(f"{game_id}: its package declares no PARTS (engine/parts.py)")
    return declared


def game_class(game_id: str) -> type[Game]:
    return parts(game_id).game_class


def list_games() -> list[GameInfo]:
    """Every game's GameInfo; `bot_levels` are the levels its package really has a bot for."""
    return [_with_levels(parts(gid).game_info, parts(gid)) for gid in game_ids()]


def _with_levels(info: GameInfo, declared: GameParts) -> GameInfo:
    return replace(info, bot_levels=tuple(level for level in BOT_LEVELS if level in declared.bots))


def create(game_id: str, players: int, variant: str | None = None, **options: Any) -> Game:
    """A Game with validated options; RuleError says which value is wrong and why."""
    return game_class(game_id)(players, variant, **options)


def make_bot(game: Game, level: str = "normal", seed: int | None = None, **search: Any) -> Bot:
    """A bot for `game`. The `hard` bot also takes `iterations` (its search budget),
    `should_stop` (a callable checked between iterations) and `progress(done, total)`."""
    if level not in BOT_LEVELS:
        raise RuleError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    bots = parts(game.info.id).bot_classes
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
    if isinstance(version, bool) or not isinstance(version, int):
        raise RuleError(f"record: field 'version' must be a whole number, got {version!r}")
    if version > RECORD_VERSION:
        raise NewerVersionError(f"record: version {version} is newer than this program "
                                f"understands ({RECORD_VERSION}); update Jiupai to open it",
                                f"record version {version}")
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
    dealer = record.get("dealer", 1)       # a record older than the field: the first dealer
    if isinstance(dealer, bool) or not isinstance(dealer, int):
        raise RuleError(f"record: field 'dealer' must be a whole number, got {dealer!r}")
    state = game.new_state(seed=record["seed"], setup=setup, dealer=dealer)
    for i, text in enumerate(record["actions"]):
        if not isinstance(text, str):
            raise RuleError(f"record: action #{i + 1} is not a string: {text!r}")
        try:
            state.apply(text)
        except IllegalAction as exc:
            raise RuleError(f"record: action #{i + 1} '{text}' is not legal there ({exc})") from None
    return state
