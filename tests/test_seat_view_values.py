"""Issue 34 #17: a shared seat view is checked for its values, not only its field names.

「a file with "total": [] imports, then every repaint raises a TypeError; of 122 damaged
files the reader accepted 120」. These files come from other people: every value of a real
export is mutated to wrong types and ranges (the generator below), and each mutant is
refused with one sentence naming the field — or, where the value is still one the game
itself produces, accepted; tests/gui/test_seat_view_render.py draws those accepted ones on
the game's table. The shapes are each game's data (engine/games/<id>/view_shape.py).
"""
from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine
from engine.core import RuleError
from engine.save_schema import SchemaError
from engine.saves import SaveError
from engine.seat_view import check_seat_view, read_seat_view, seat_view_document
from engine.shape import MAX_NUMBER
from engine.turn import TurnFormatError

#: What a damaged or hostile file puts where a value was: wrong types, out of range.
WRONG: tuple[Any, ...] = ([], {}, "x", None, -1, 10**9, True, 1.5, "ZZ", [None], {"x": 1},
                          int("9" * 300))

GAMES = [("ninety_nine", 3, "northwest"), ("showdown", 2, None), ("primatum", 4, None),
         ("tiandiren", 3, None)]


def export(game_id: str, players: int, variant: str | None, moves: int = 8,
           seed: int = 5) -> dict:
    """A real seat-view export (seat 0) of a game `moves` actions in."""
    state = engine.create(game_id, players, variant).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    doc = seat_view_document(state, 0, {"names": ["Ann", "Bo", "Cy", "Di"][:players]})
    return json.loads(json.dumps(doc))                # as a file holds it


def places(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """Every place in a document (the path to it and what is there), outermost first."""
    yield path, value
    if isinstance(value, dict):
        for key, item in list(value.items()):
            yield from places(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from places(item, path + (i,))


def put(doc: Any, path: tuple, value: Any) -> Any:
    """Put `value` at `path`; returns what was there."""
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    old, parent[path[-1]] = parent[path[-1]], value
    return old


def mutants(doc: dict) -> Iterator[tuple[tuple, Any]]:
    """Each place of the document (but the root) with each wrong value that differs from
    what is there, the document changed in place while the caller looks at it. Inside a
    turn, a list's first two items stand for the rest (a hand of 54 is 54 alike places)."""
    for path, original in list(places(doc)):
        if not path or any(isinstance(step, int) and step > 1 for step in path[2:]):
            continue
        for wrong in WRONG:
            if type(wrong) is type(original) and wrong == original:
                continue
            put(doc, path, wrong)
            try:
                yield path, wrong
            finally:
                put(doc, path, original)


def outcome(doc: dict) -> str:
    """"refused" (one sentence naming the problem) or "accepted"; anything else escapes."""
    try:
        check_seat_view(doc)
    except (SchemaError, TurnFormatError, RuleError) as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 400, message
        return "refused"
    return "accepted"


def accepted_mutants(game_id: str, players: int, variant: str | None) -> list[tuple[tuple, Any]]:
    """The mutants of one export that the reader accepts (tests/gui draws them)."""
    doc = export(game_id, players, variant)
    return [(path, wrong) for path, wrong in mutants(doc) if outcome(doc) == "accepted"]


@pytest.mark.parametrize("game_id,players,variant", GAMES)
def test_every_wrong_value_of_a_real_export_is_refused_or_one_the_game_makes(
        game_id, players, variant):
    doc = export(game_id, players, variant)
    check_seat_view(doc)                                     # the export itself is good
    refused, accepted = 0, []
    for path, wrong in mutants(doc):
        if outcome(doc) == "refused":
            refused += 1
        else:
            accepted.append((path, wrong))
    # Accepted: a value of a kind the game itself puts there (a null where one may be, a
    # text in a name, a number in range); tests/gui/test_seat_view_render.py draws them.
    assert refused > 1000 and len(accepted) * 4 < refused, (refused, len(accepted))
    huge = [(path, w) for path, w in accepted
            if isinstance(w, (int, float)) and not isinstance(w, bool) and abs(w) > MAX_NUMBER]
    assert not huge, huge[:3]


def test_the_reported_file_is_refused_naming_the_field(tmp_path):
    """「a file with "total": [] imports, then every repaint raises a TypeError」."""
    doc = export("ninety_nine", 3, "northwest")
    doc["turns"][0]["observation"]["total"] = []
    path = tmp_path / "total.jiupai"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError) as caught:
        read_seat_view(path)
    assert caught.value.reason == ("is damaged (turns[0].observation.total must be a whole "
                                   "number from -1000000 to 1000000, got [])")


@pytest.mark.parametrize("where, value, words", [
    (("turns", 3, "changed", "total"), "x", "turns[3].changed.total must be"),
    (("turns", 2, "events", 0, "seat"), 7, "turns[2].events[0].seat must be a seat"),
    (("turns", 0, "observation", "players"), [],
     "turns[0].observation.players must have 3 entries (one per player)"),
    (("turns", 0, "observation", "hand", 0), "ZZ", "turns[0].observation.hand[0] must be a card"),
    (("turns", 1, "events", 0, "kind"), "boom", "turns[1].events[0].kind is no event"),
])
def test_a_wrong_value_deep_in_a_turn_is_named(where, value, words):
    doc = export("ninety_nine", 3, "northwest")
    if where[2] == "changed" and "total" not in doc["turns"][3]["changed"]:
        doc["turns"][3]["changed"]["total"] = 5
    put(doc, where, value)
    with pytest.raises(SchemaError, match=words.replace("[", r"\[").replace("]", r"\]")
                       .replace("(", r"\(").replace(")", r"\)")):
        check_seat_view(doc)


@pytest.mark.parametrize("game_id", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_real_exports_of_whole_games_pass_every_check(game_id):
    """The shapes are made from the game's play (tools/view_shapes.py): other deals, every
    variant and seat, whole games, still pass."""
    configs = {"ninety_nine": [(2, "bloody"), (4, "western"), (3, "standard"), (5, "northwest")],
               "showdown": [(2, None)], "primatum": [(2, None), (3, None)],
               "tiandiren": [(3, None)]}[game_id]
    for players, variant in configs:
        for seed in (101, 202):
            state = engine.create(game_id, players, variant).new_state(seed=seed)
            rng = random.Random(seed)
            while not state.is_over and len(state.history) < 600:
                state.apply(rng.choice(state.legal_actions()))
            for seat in range(players):
                doc = json.loads(json.dumps(seat_view_document(state, seat)))
                check_seat_view(doc)


@pytest.mark.parametrize("game_id", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_every_event_the_rules_emit_has_a_shape(game_id):
    """A kind of event with no shape would make a good file "damaged": each kind the
    game's code emits (`Event("kind", …)`) is in its view_shape.py (tools/view_shapes.py
    plays rigged deals for the rare ones)."""
    import importlib
    import re
    from pathlib import Path
    folder = Path(engine.__file__).parent / "games" / game_id
    emitted = {kind for path in folder.glob("*.py")
               for kind in re.findall(r'Event\(\s*"([a-z_0-9]+)"', path.read_text("utf-8"))}
    shapes = importlib.import_module(f"engine.games.{game_id}.view_shape")
    assert emitted and emitted <= set(shapes.EVENTS), sorted(emitted - set(shapes.EVENTS))
