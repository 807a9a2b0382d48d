"""Write each game's seat-view shapes (engine/games/<id>/view_shape.py) from its own play.

    python tools/view_shapes.py            # all four games
    python tools/view_shapes.py showdown   # one

Plays many random games of every variant the game has (and options that change what an
observation holds), takes every Turn each seat was shown (engine.seat_view.seat_turns),
and merges what it saw into shapes (engine/shape.py): the type of every field, whether it
may be null or missing, lists and objects all the way down. A whole number is a "seat" when
its field names a seat, else "int"; a text is a "card" when every value seen was a card of
the game, an "enum" only for an event's kind and the game's id, else "str"; a list has one
entry per player when every one seen had. The result is
data, reviewed like code: run this again after a game's observation changes, and
tests/test_seat_view_values.py checks that every real export still passes.
"""
from __future__ import annotations

import json
import pprint
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402 - after the path insert above
from engine.cards import standard_deck  # noqa: E402 - after the path insert above
from engine.games.primatum.deck import BIN_CARDS, PALACE_CARDS  # noqa: E402 - after the path insert above
from engine.games.showdown.deck import BLACK_DECK, RED_DECK  # noqa: E402 - after the path insert above
from engine.seat_view import seat_turns  # noqa: E402 - after the path insert above

#: Each game's cards, as its view_shape.py states them (the same as game_cards).
CARDS = {"primatum": ("from .deck import BIN_CARDS, PALACE_CARDS\n\n"
                      "CARDS = frozenset(BIN_CARDS + PALACE_CARDS)")}
STANDARD_CARDS = "from engine.cards import standard_deck\n\nCARDS = frozenset(standard_deck())"


def game_cards(game_id: str) -> frozenset[str]:
    if game_id == "primatum":
        return frozenset(BIN_CARDS + PALACE_CARDS)
    return frozenset(standard_deck())

#: Fields that name a seat (or -1 for none, where -1 was seen).
SEAT_KEYS = {"seat", "actor", "target", "current_player", "current", "to_act", "to_move",
             "human_seat", "human_seats", "starter", "dealer", "zhuang", "leader", "batting",
             "fielding", "away", "home", "winner", "winners", "sanctioner", "first_passer",
             "big_winner", "big_loser", "last_bout_winner", "neutral_taker", "table_seat",
             "eliminated", "start", "jiefeng", "jiefeng_next", "by", "from", "to", "taker",
             "loser", "passer", "player", "next", "order", "seats", "ranking"}
#: Texts that are one word, which every run sees: the game's id (and an event's kind, its
#: key in EVENTS, the table picks its words by). Every other text is
#: "str" (a card where every value was a card): a word a short run never saw (天地人's 抢地
#: phase) must not make a good file "damaged".
ENUM_KEYS = {"game"}

#: The games and the variants and options that change what an observation holds.
CONFIGS = {
    "ninety_nine": [(n, v, o) for v in ("standard", "bloody", "western", "northwest")
                    for n, o in ((2, {}), (3, {"win_45x": True}), (5, {"double_play": True}),
                                 (4, {"match_hands": 1}))],
    "showdown": [(2, None, {}), (2, None, {"quick_mode": True}),
                 (2, None, {"losing_defence": True, "clear_bases": True})],
    "primatum": [(2, None, {}), (3, None, {}), (4, None, {})],
    "tiandiren": [(3, None, {}), (4, None, {})],
}

#: Deals that reach what random play seldom does (every event kind the rules emit must be
#: seen): 九局對決's blind draw and reshuffle, 天地人's 抢地.
RIGGED = {
    "showdown": [(2, {"away": 0, "red_hand": [], "black_hand": [],
                      "red_deck": ["5H", "6H", "7H", "8H"],
                      "red_discard": [c for c in RED_DECK if c not in ("5H", "6H", "7H", "8H")],
                      "black_deck": ["5S", "6S", "7S", "8S"],
                      "black_discard": [c for c in BLACK_DECK if c not in ("5S", "6S", "7S", "8S")]},
                  [])],
    "tiandiren": [(3, {"hands": [["5S", "9S", "9H"], ["8S"], ["3H", "4H"]], "zhuang": 0,
                       "jiefeng": [0, 1, 2]}, ["5", "pass", "pass"])],
}


class Node:
    """What was seen at one place: leaf types, and a list's items or an object's fields."""

    def __init__(self) -> None:
        self.tokens: set[str] = set()
        self.low: float | None = None
        self.texts: set[str] = set()
        self.items: Node | None = None
        self.fields: dict[str, Node] | None = None
        self.objects = 0
        self.present: dict[str, int] = {}
        self.lengths: set[int] = set()           # the lengths of the lists seen here
        self.per_player = True                   # ... each the number of players
        self.seen_lists = 0
        self.slots: list[Node] | None = None     # a list's items by place (a pair, a triple)
        self.seat_like = True                    # every number seen was -1 … players-1

    def add(self, value: Any, key: str, players: int = 0) -> None:
        if value is None or isinstance(value, bool):
            self.tokens.add("null" if value is None else "bool")
        elif isinstance(value, (int, float)):
            self.tokens.add("int" if isinstance(value, int) else "num")
            self.low = value if self.low is None else min(self.low, value)
            self.seat_like = self.seat_like and -1 <= value < players
        elif isinstance(value, str):
            self.tokens.add("str")
            self.texts.add(value)
        elif isinstance(value, list):
            self.items = self.items or Node()
            self.slots = self.slots or []
            self.slots += [Node() for _ in range(len(value) - len(self.slots))]
            for slot, item in zip(self.slots, value, strict=False):
                slot.add(item, key, players)
            self.lengths.add(len(value))
            self.seen_lists += 1
            self.per_player = self.per_player and len(value) == players
            for item in value:
                self.items.add(item, key, players)
        else:
            self.fields = {} if self.fields is None else self.fields
            self.objects += 1
            for name, item in value.items():
                self.fields.setdefault(name, Node()).add(item, name, players)
                self.present[name] = self.present.get(name, 0) + 1

    def shape(self, key: str, cards: frozenset[str]) -> Any:
        options: list[Any] = []
        for token in sorted(self.tokens):
            if token == "int":
                options.append(("seat-1" if (self.low or 0) < 0 else "seat")
                               if key in SEAT_KEYS and self.seat_like else "int")
            elif token == "num":
                options.append("num")
            elif token == "str":
                options.append(self._text(key, cards))
            else:
                options.append(token)
        if self.items is not None:
            options.append(self._list(key, cards))
        if self.fields is not None:
            options.append(self._object(key, cards))
        if "num" in options and ("int" in options or "nat" in options):
            options = [o for o in options if o not in ("int", "nat")]
        if not options:                   # only empty lists were seen here: any small value
            return ["null", "bool", "int", "str"]
        return options[0] if len(options) == 1 else options

    def _list(self, key: str, cards: frozenset[str]) -> Any:
        """A list; "size": "players" when every one had one entry per player, a number when
        all had that many (and more than one was seen)."""
        assert self.items is not None
        items = self.items.shape(key, cards)
        if isinstance(items, list) and len(self.lengths) == 1 and min(self.lengths) >= 2 \
                and self.slots and len(self.slots) == min(self.lengths):
            # Always n items of different kinds (九九's ["add", 2]): each place its own shape.
            return {"tuple": [slot.shape(key, cards) for slot in self.slots]}
        shape: dict[str, Any] = {"list": items}
        if self.per_player and self.lengths:
            shape["size"] = "players"
        return shape

    def _text(self, key: str, cards: frozenset[str]) -> Any:
        if self.texts and self.texts <= cards and len(self.texts) >= 2:
            return "card"
        if key in ENUM_KEYS:
            return {"enum": sorted(self.texts)}
        return "str"

    def _object(self, key: str, cards: frozenset[str]) -> Any:
        assert self.fields is not None
        if self.fields and set(self.fields) <= cards:        # keyed by card (九九's effects)
            merged = Node()
            for node in self.fields.values():
                merged.merge(node)
            return {"map": merged.shape(key, cards), "keys": "card"}
        shape: dict[str, Any] = {"dict": {name: node.shape(name, cards)
                                          for name, node in sorted(self.fields.items())}}
        optional = sorted(n for n, c in self.present.items() if c < self.objects)
        if optional:
            shape["optional"] = optional
        return shape

    def merge(self, other: Node) -> None:
        self.tokens |= other.tokens
        self.seat_like = self.seat_like and other.seat_like
        self.texts |= other.texts
        if other.low is not None:
            self.low = other.low if self.low is None else min(self.low, other.low)
        if other.items is not None:
            self.items = self.items or Node()
            self.items.merge(other.items)
            self.slots = self.slots or []
            self.slots += [Node() for _ in range(len(other.slots or []) - len(self.slots))]
            for slot, theirs in zip(self.slots, other.slots or [], strict=False):
                slot.merge(theirs)
            self.lengths |= other.lengths
            self.per_player = self.per_player and other.per_player
            self.seen_lists += other.seen_lists
        if other.fields is not None:
            self.fields = {} if self.fields is None else self.fields
            for name, node in other.fields.items():
                self.fields.setdefault(name, Node()).merge(node)
            self.objects += other.objects
            for name, count in other.present.items():
                self.present[name] = self.present.get(name, 0) + count


def seen(game_id: str, seeds: int) -> tuple[Node, dict[str, Node], Node, Node]:
    observation, events, legal = Node(), {}, Node()
    games = [(players, variant, options, None, [], seed) for players, variant, options
             in CONFIGS[game_id] for seed in range(seeds)]
    games += [(players, None, {}, setup, first, seed) for players, setup, first
              in RIGGED.get(game_id, []) for seed in range(seeds)]
    for players, variant, options, setup, first, seed in games:
        state = engine.create(game_id, players, variant, **options).new_state(
            seed=seed, setup=setup)
        for action in first:
            state.apply(action)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 3000:
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(players):
            for turn in seat_turns(state.record(), seat, ["Ann"] * players, [seat]):
                data = json.loads(turn.dumps())        # as a file holds it
                observation.add(data["observation"], "", players)
                for event in data["events"]:
                    events.setdefault(str(event.get("kind")), Node()).add(event, "", players)
                for action in data["legal"]:
                    legal.add(action, "", players)
    return observation, events, legal


def _event(shape: dict, kind: str) -> dict:
    shape["dict"]["kind"] = {"enum": [kind]}
    return shape


HEADER = '''"""The values a {game} seat view may hold (engine/shape.py): made by tools/view_shapes.py
from the game's own play, every variant; reviewed as code. engine/seat_view.py refuses a
file with any other value, naming the field."""
# flake8: noqa: E501  (data)

'''


def write(game_id: str, seeds: int) -> Path:
    cards = game_cards(game_id)
    observation, events, legal = seen(game_id, seeds)
    data = {
        "OBSERVATION": observation.shape("", cards),
        "EVENTS": {kind: _event(node.shape("", cards), kind) for kind, node in sorted(events.items())},
        "LEGAL": legal.shape("", cards) if legal.fields is not None else {"dict": {}},
    }
    text = HEADER.format(game=game_id) + CARDS.get(game_id, STANDARD_CARDS) + "\n\n" + "\n\n".join(
        f"{name} = {pprint.pformat(value, width=100, sort_dicts=False, compact=True)}"
        for name, value in data.items()) + "\n"
    path = ROOT / "engine" / "games" / game_id / "view_shape.py"
    path.write_text(text, encoding="utf-8")
    return path


if __name__ == "__main__":
    for gid in sys.argv[1:] or list(CONFIGS):
        print(write(gid, seeds=6))
