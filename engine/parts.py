"""What a game is made of, declared once in its package's `__init__.py`.

Every game package under `engine/games/<id>/` ends with one `PARTS = GameParts(...)`: its
rules (the `Game` class), its bots by level, and the optional pieces the rest of the program
asks for — "why not?" (`explain`), the card counter (`counter`), the names a lesson may
highlight (`lesson_areas`), where a replay may jump (`sections`), the events after which
a player who only watches is shown the result (`pauses`) and the actions a replay steps over
(`partial`). Shared code reads these fields and nothing else: it never branches on a game
id and never builds a module name from a string, so a new game is playable the moment its
package declares its parts (docs/architecture.md, "How to add a game"; tests/fifth_game.py
does exactly that).

A reference to another module's object may be given as "module:attribute"; it is imported
the first time it is used, so listing the games (the home screen) does not import every
game's bots.
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .core import Game, GameInfo

if TYPE_CHECKING:
    from .ai.base import Bot
    from .explain import Reason

#: explain(state, attempt, seat) -> Reason | None (a game's "why not?").
ExplainFn = Callable[[Any, str, "int | None"], "Reason | None"]
#: unseen(game, observation) -> {group: {label: count}} (a game's card counter).
UnseenFn = Callable[[Any, dict[str, Any]], dict[str, dict[str, int]]]
#: sits_out(observation, seat) -> bool.
SitsOutFn = Callable[[dict[str, Any], int], bool]
_T = TypeVar("_T")


def _load(ref: Any) -> Any:
    """`ref` itself, or the object a "package.module:attribute" string names."""
    if not isinstance(ref, str):
        return ref
    module, _, attribute = ref.partition(":")
    return getattr(importlib.import_module(module), attribute)


def _subclass(obj: Any, base: type[_T], what: str) -> type[_T]:
    """`obj`, a subclass of `base`; TypeError naming the declaration's field otherwise."""
    if not (isinstance(obj, type) and issubclass(obj, base)):
        raise TypeError(f"GameParts.{what}: {obj!r} is not a {base.__name__} subclass")
    return obj


@dataclass(frozen=True)
class GameParts:
    """One game's declaration (see the module docstring)."""

    #: The Game subclass (or "module:Class").
    game: type[Game] | str
    #: Bot level ("easy", "normal", "hard") -> Bot subclass (or "module:Class").
    bots: Mapping[str, type[Bot] | str]
    #: explain(state, attempt, seat) -> Reason | None, the game's "why not?".
    explain: ExplainFn | str | None = None
    #: unseen(game, observation) -> {group: {label: count}}, the card counter (记牌器).
    counter: UnseenFn | str | None = None
    #: The table areas a lesson step may highlight as "area:<name>".
    lesson_areas: tuple[str, ...] = ()
    #: Regular expressions of further area names (九尊's "column:<n>").
    lesson_area_patterns: tuple[str, ...] = ()
    #: Event kind that begins a part of the game a replay may jump to -> the event field
    #: that numbers it (九九's deal/"hand", 九局對決's half_inning_start/"inning" …).
    sections: Mapping[str, str] = field(default_factory=dict)
    #: Event kinds that end a hand (or a round, a half-inning): "skip ahead" plays on to the
    #: first of them, and the table shows its result.
    pauses: frozenset[str] = frozenset()
    #: Event kinds of an action that is only a part of a move as a player sees it (天地人's
    #: body and kicker steps: a play with kickers is told once, with its last kicker). A
    #: replay steps over such actions: one step is one thing a player sees.
    partial: frozenset[str] = frozenset()
    #: sits_out(observation, seat) -> bool: the seat only watches until the hand ends (out
    #: of a 九九 hand, a 天地人 winner, 九尊's 大勝方 in phase 2); None: never.
    sits_out: SitsOutFn | str | None = None
    #: The game's GameInfo, when it is declared apart from its rules (listing the games,
    #: as the home screen does, then imports no rules); None: the Game class's own.
    info: GameInfo | None = None
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pauses", frozenset(self.pauses))
        object.__setattr__(self, "partial", frozenset(self.partial))
        for pattern in self.lesson_area_patterns:
            re.compile(pattern)                 # a bad pattern fails at import, not in a lesson

    def _resolved(self, name: str) -> Any:
        if name not in self._cache:
            self._cache[name] = _load(getattr(self, name))
        return self._cache[name]

    @property
    def game_class(self) -> type[Game]:
        return _subclass(self._resolved("game"), Game, "game")

    @property
    def game_info(self) -> GameInfo:
        return self.info if self.info is not None else self.game_class.info

    @property
    def bot_classes(self) -> dict[str, type[Bot]]:
        if "bots" not in self._cache:
            from .ai.base import Bot  # (with the first bot: listing the games needs none)
            self._cache["bots"] = {level: _subclass(_load(ref), Bot, f"bots[{level!r}]")
                                   for level, ref in self.bots.items()}
        bots: dict[str, type[Bot]] = self._cache["bots"]
        return bots

    # The three functions below are what their declarations name (a "module:function" string
    # is only known to be callable once loaded); tests/test_explain.py, tests/test_counter.py
    # and the watching tests (test_primatum_rules, tests/gui/test_skip_ahead) call each game's.

    @property
    def explainer(self) -> ExplainFn | None:
        return None if self.explain is None else cast("ExplainFn", self._resolved("explain"))

    @property
    def unseen(self) -> UnseenFn | None:
        return None if self.counter is None else cast("UnseenFn", self._resolved("counter"))

    def watching(self, obs: dict[str, Any], seat: int) -> bool:
        """Does `seat` only watch now (see `sits_out`)?"""
        if self.sits_out is None:
            return False
        sits_out = cast("SitsOutFn", self._resolved("sits_out"))
        return bool(sits_out(obs, seat))

    def is_lesson_area(self, name: str) -> bool:
        return name in self.lesson_areas or any(
            re.fullmatch(pattern, name) for pattern in self.lesson_area_patterns)

    def lesson_area_names(self) -> str:
        """The areas in words for an error message ("total, pile, column:<n>")."""
        shapes = [p.replace("[0-9]+", "<n>").replace("^", "").replace("$", "")
                  for p in self.lesson_area_patterns]
        return ", ".join(list(self.lesson_areas) + shapes)
