"""The Game / State protocol every game implements (docs/architecture.md, "Engine").

A `Game` holds the resolved options; a `State` holds one position. Games subclass
both and fill in the underscore hooks; everything a caller uses (`apply`,
`legal_actions`, `record`, the checks that refuse bad input) lives here once.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from .i18n import QT_TRANSLATE_NOOP

RECORD_VERSION = 1
# Games whose rules seat "any number" (九九, 天地人: a deck per player or so) still need a
# bound: a million players would exhaust memory just dealing. No table seats more.
ENGINE_MAX_PLAYERS = 32
# A fresh game's seed: 63 random bits (the largest a save's schema takes). The seed decides
# every card, so a seat that knows its own hand could otherwise find it by trying every
# seed — 2**31 of them is a night's work for a program, 2**63 is out of reach.
SEED_BITS = 63


def fresh_seed() -> int:
    """A seed for a new game, from the system's randomness (see SEED_BITS): os.urandom, as
    `secrets.randbits` draws it; `secrets` itself is not imported, which would load hmac and
    OpenSSL's hashlib into every start of the app for this one call (4 ms)."""
    return random.SystemRandom().getrandbits(SEED_BITS)


class JiupaiError(Exception):
    """Base class of every error the engine raises on purpose."""


class RuleError(JiupaiError, ValueError):
    """A bad game id, player count, variant, option or setup: the message says which and why."""


class NewerVersionError(RuleError):
    """A record made by a newer Jiupai: its record version or its dealing code's version is
    above what this program has. The file is not damaged, the program is old: a reader says
    "update to open it" (docs/saves.md). `what` names the version ("record version 2")."""

    def __init__(self, message: str, what: str) -> None:
        super().__init__(message)
        self.what = what


class IllegalAction(JiupaiError, ValueError):
    """An action that is not legal in this state; the state is left unchanged."""


class OptionKind(Enum):
    BOOL = "bool"
    INT = "int"
    CHOICE = "choice"


@dataclass(frozen=True)
class OptionSpec:
    """One house-rule option; `choices` lists the allowed values (for INT and CHOICE).

    `label`, `help` and `value_names` (choice -> name) are the English words a player
    sees, marked with QT_TRANSLATE_NOOP in the contexts EngineOptions, EngineHelp and
    EngineValues so the app can translate them (engine/i18n.py). A choice without a name
    is shown as it is (numbers).
    """

    name: str
    kind: OptionKind
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""
    label: str = ""
    value_names: dict[Any, str] = field(default_factory=dict, compare=False)

    def check(self, value: Any, game_id: str) -> Any:
        """Return the value if it is allowed, else raise RuleError naming the option and why."""
        if self.kind is OptionKind.BOOL:
            if not isinstance(value, bool):
                raise RuleError(f"{game_id}: option '{self.name}' must be true or false, got {value!r}")
            return value
        if self.kind is OptionKind.INT and (isinstance(value, bool) or not isinstance(value, int)):
            raise RuleError(f"{game_id}: option '{self.name}' must be a whole number, got {value!r}")
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise RuleError(f"{game_id}: option '{self.name}' must be one of {allowed}; got {value!r}")
        return value


#: The name of the variant every game has.
STANDARD_VARIANT = {"standard": QT_TRANSLATE_NOOP("EngineVariants", "Standard")}


@dataclass(frozen=True)
class GameInfo:
    """What `engine.list_games()` tells about a game; names are in the game's own script."""

    id: str
    name_zh_tw: str
    name_zh_cn: str
    name_en: str
    min_players: int
    max_players: int | None          # None: any number the engine can seat
    table_max_players: int           # what the app offers in its new-game dialog
    variants: dict[str, dict[str, Any]]
    options: tuple[OptionSpec, ...]
    default_variant: str = "standard"
    bot_levels: tuple[str, ...] = ("easy", "normal", "hard")
    # One line for the home screen (context EngineGames).
    description: str = ""
    # Variant id -> its name (context EngineVariants); every game has "standard".
    variant_names: dict[str, str] = field(default_factory=lambda: dict(STANDARD_VARIANT),
                                          compare=False)

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(s.name for s in self.options) or "none"
        raise RuleError(f"{self.id}: unknown option '{name}' (known options: {known})")


# Log lines for event kinds that several games share; a table that knows its own
# events better tells them itself. Fields come from the event plus {name}, the actor.
EVENT_TEXTS = {
    "play": QT_TRANSLATE_NOOP("EngineEvents", "{name} plays {card}"),
    "draw": QT_TRANSLATE_NOOP("EngineEvents", "{name} draws a card"),
    "pass": QT_TRANSLATE_NOOP("EngineEvents", "{name} passes"),
    "deal": QT_TRANSLATE_NOOP("EngineEvents", "The cards are dealt"),
    "eliminate": QT_TRANSLATE_NOOP("EngineEvents", "{name} is out"),
    "hand_end": QT_TRANSLATE_NOOP("EngineEvents", "The hand is over"),
    "game_over": QT_TRANSLATE_NOOP("EngineEvents", "The game is over"),
}


class Event:
    """Something that happened, for the table to animate and the log to tell.

    `data` is public; `private[seat]` adds what only that seat may see (a drawn
    card, a stolen card). `view(seat)` merges the two for one viewer. A plain
    slotted class, not a dataclass: every move makes one or two, so their cost
    shows in the engine's per-move figures.
    """

    __slots__ = ("kind", "data", "private")

    def __init__(self, kind: str, data: dict[str, Any] | None = None,
                 private: dict[int, dict[str, Any]] | None = None) -> None:
        self.kind = kind
        self.data = {} if data is None else data
        self.private = {} if private is None else private

    def view(self, seat: int | None) -> dict[str, Any]:
        out = {"kind": self.kind, **self.data}
        if seat is not None and seat in self.private:
            out.update(self.private[seat])
        return out

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and self.kind == other.kind and self.data == other.data
                and self.private == other.private)

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.data!r}, {self.private!r})"


class Game:
    """Options of one game; subclasses set `info` and `state_class`.

    `DEALERS` are the versions of the game's dealing code this program still has, the last
    one current. A record names the version that dealt it (`record["dealer"]`, 1 when a
    record is older than the field), and replaying it deals with that version, so a change
    to how a game uses its random generator never turns an old save into another game (as
    KPat keeps its deal numbers). Changing how a game deals therefore means: add a version,
    keep the old code reachable for `state.dealer_version` < new, and add the new first
    deals to tests/golden/deals.json (tests/test_golden_saves.py fails until then)."""

    info: ClassVar[GameInfo]
    state_class: ClassVar[type[State]]
    DEALERS: ClassVar[tuple[int, ...]] = (1,)

    @classmethod
    def dealer_version(cls) -> int:
        """The version of the dealing code a new game is dealt with."""
        return cls.DEALERS[-1]

    def __init__(self, players: int, variant: str | None = None, **options: Any) -> None:
        info = self.info
        if isinstance(players, bool) or not isinstance(players, int):
            raise RuleError(f"{info.id}: players must be a whole number, got {players!r}")
        top_players = ENGINE_MAX_PLAYERS if info.max_players is None else info.max_players
        if not info.min_players <= players <= top_players:
            top = str(top_players)
            raise RuleError(
                f"{info.id}: {players} players is not allowed (from {info.min_players} to {top})")
        variant = variant or info.default_variant
        if variant not in info.variants:
            known = ", ".join(info.variants)
            raise RuleError(f"{info.id}: unknown variant '{variant}' (known variants: {known})")
        resolved = {spec.name: spec.default for spec in info.options}
        resolved.update(info.variants[variant])
        for name, value in options.items():
            resolved[name] = info.option(name).check(value, info.id)
        self.players = players
        self.variant = variant
        self.options: dict[str, Any] = resolved
        self._explicit_options = dict(options)
        self.validate()

    def validate(self) -> None:
        """Hook: refuse option combinations that make no sense together."""

    def new_state(self, seed: int | None = None, setup: dict[str, Any] | None = None,
                  dealer: int | None = None) -> State:
        """A new position: same seed (and setup, and dealer version), same deal, same
        everything. `dealer` is a version of the dealing code (see DEALERS; None: current)."""
        if seed is None:
            seed = fresh_seed()
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RuleError(f"{self.info.id}: seed must be a whole number, got {seed!r}")
        if setup is not None and not isinstance(setup, dict):
            raise RuleError(f"{self.info.id}: setup must be an object (key -> value), got {setup!r}")
        if dealer is None:
            dealer = self.dealer_version()
        if isinstance(dealer, bool) or dealer not in self.DEALERS:
            known = ", ".join(str(d) for d in self.DEALERS)
            message = (f"{self.info.id}: dealt by version {dealer!r} of its dealing code, "
                       f"which this program does not have (it has {known})")
            if isinstance(dealer, int) and not isinstance(dealer, bool) \
                    and dealer > self.DEALERS[-1]:
                raise NewerVersionError(f"{message}; update Jiupai to open it",
                                        f"dealing code version {dealer}")
            raise RuleError(message)
        state = self.state_class.__new__(self.state_class)
        state._init_common(self, seed, setup)
        state.dealer_version = dealer
        state._setup(random.Random(seed), setup or {})
        return state

    def parse_action(self, state: State, text: str) -> Any:
        """The legal action whose notation is `text`; IllegalAction if there is none."""
        text = text.strip()
        for action in state.legal_actions():
            if str(action) == text:
                return action
        raise IllegalAction(f"{self.info.id}: '{text}' is not a legal action now")

    def describe(self) -> dict[str, Any]:
        return {"game": self.info.id, "players": self.players, "variant": self.variant,
                "options": dict(self._explicit_options)}


class State:
    """One position. Subclasses implement the underscore hooks."""

    game: Game
    seed: int
    setup: dict[str, Any] | None
    history: list[str]
    dealer_version: int       # the version of the game's dealing code (Game.DEALERS)
    #: True in the hard bots' rollout worlds (engine/ai/search.py, SearchBot.sample): their
    #: moves are played with `advance` and nobody sees their events but the search, which
    #: stops at its horizon (a hand's, half-inning's or round's end). Such a world leaves
    #: out what only a table would show — the table views of a hand's end, and a game may
    #: drop an event that is no horizon (九局對決's `play`) — and a game may leave out work
    #: past the horizon that no value reads (九局對決: the next half's deal).
    rollout = False

    def _init_common(self, game: Game, seed: int, setup: dict[str, Any] | None) -> None:
        self.game = game
        self.seed = seed
        self.setup = copy.deepcopy(setup) if setup else None
        self.history = []
        self._legal_cache: list[Any] | None = None
        # Events that happen inside new_state (the first deal, a heaven phase): the GUI
        # animates them when a game starts, since new_state cannot return them.
        self.initial_events: list[Event] = []

    # ---- hooks for the games -------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        raise NotImplementedError

    def _legal_actions(self) -> list[Any]:
        raise NotImplementedError

    def _apply(self, action: Any) -> list[Event]:
        raise NotImplementedError

    def _current_player(self) -> int | None:
        raise NotImplementedError

    def observation(self, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def returns(self) -> list[float]:
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> State:
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The seats that won the finished game ([] while it goes on). By default the one
        seat alone on top of `returns()`; nobody on a shared top (a draw). A game whose
        rules say otherwise — 天地人's every 胜出者 — says so in its own State."""
        if not self.is_over:
            return []
        returns = self.returns()
        best = max(returns)
        top = [seat for seat, value in enumerate(returns) if value == best]
        return top if len(top) == 1 else []

    def full_state(self) -> dict[str, Any]:
        """Everything, hidden cards included: for tests, debugging and equality."""
        raise NotImplementedError

    # ---- the contract ------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self._current_player()

    @property
    def is_over(self) -> bool:
        return self._current_player() is None

    @property
    def players(self) -> int:
        return self.game.players

    def table_views(self) -> dict[int, dict[str, Any]]:
        """Each seat's observation now, as the private `table` of an event that ends a hand.

        A game deals the next hand inside the move that ends the last one, so the observation
        sent after that move is already the new deal; a table that stops to show the hand's
        result draws the finished hand from this. Nobody is to move in it. A rollout world
        has no table: nothing."""
        if self.rollout:
            return {}
        return {s: {"table": {**self.observation(s), "current_player": None}}
                for s in range(self.players)}

    def legal_actions(self) -> list[Any]:
        if self._legal_cache is None:
            self._legal_cache = [] if self._current_player() is None else self._legal_actions()
        return list(self._legal_cache)

    def is_legal(self, action: Any) -> bool:
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal_actions()
        return action in self._legal_cache

    def apply(self, action: Any) -> list[Event]:
        """Apply a legal action (or its notation); IllegalAction leaves the state unchanged."""
        # Runs on every move: the checks of is_over and is_legal(), without the calls.
        if self._current_player() is None:
            raise IllegalAction(f"{self.game.info.id}: the game is over; no action is legal")
        if isinstance(action, str):
            action = self.game.parse_action(self, action)
        else:
            legal = self._legal_cache
            if legal is None:
                legal = self._legal_cache = self._legal_actions()
            if action not in legal:
                raise IllegalAction(f"{self.game.info.id}: {action} is not a legal action now")
        notation = str(action)
        events = self._apply(action)
        self.history.append(notation)
        self._legal_cache = None
        return events

    def apply_parsed(self, action: Any) -> list[Event]:
        """Apply an action that `game.parse_action(self, text)` has just returned for this very
        position: a table checks a player's notation once (engine/session.py) and applies
        what the check read, without parsing it again. Anything else goes through `apply`."""
        if self._current_player() is None:
            raise IllegalAction(f"{self.game.info.id}: the game is over; no action is legal")
        notation = str(action)
        events = self._apply(action)
        self.history.append(notation)
        self._legal_cache = None
        return events

    def advance(self, action: Any) -> list[Event]:
        """Apply `action`, taken from this state's own `legal_actions()`, without checking or
        naming it: the hard bots' rollouts (engine/ai/search.py) play millions of moves that
        nobody records, in worlds of their own, and the check against the legal list and the
        notation cost a tenth of a rollout. The history stops there, so `record()` refuses
        the state afterwards. Anything else (a click, a record, a bot's answer) goes through
        `apply`."""
        events = self._apply(action)
        self._legal_cache = None
        self._off_record = True
        return events

    def clone(self) -> State:
        memo = {id(self.game): self.game}
        return copy.deepcopy(self, memo)

    def record(self) -> dict[str, Any]:
        if getattr(self, "_off_record", False):
            raise RuleError(f"{self.game.info.id}: a rollout world (State.advance) has no record")
        rec = self.game.describe()
        # "actions" last: a save's head is everything before them (engine/save_head.py).
        rec.update({"version": RECORD_VERSION, "dealer": self.dealer_version, "seed": self.seed,
                    "setup": copy.deepcopy(self.setup), "actions": list(self.history)})
        return rec

    def _fresh_copy(self) -> State:
        """A clone that forgets the legal-action cache (for determinize)."""
        other = self.clone()
        other._legal_cache = None
        return other


def shuffle_unseen(cards: Iterable[str], rng: random.Random,
                   key: Callable[[str], Any] | None = None) -> list[str]:
    """Sort then shuffle, so the result depends only on the multiset and the rng."""
    pool = sorted(cards, key=key)
    rng.shuffle(pool)
    return pool


def split_sizes(pool: Sequence[str], sizes: Sequence[int]) -> list[list[str]]:
    out, i = [], 0
    for n in sizes:
        out.append(list(pool[i:i + n]))
        i += n
    return out
