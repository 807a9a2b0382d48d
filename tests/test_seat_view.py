"""A shared game reveals no hidden card (issue 25, items 1 and 2): the seat view.

A seat view (engine/seat_view.py) is what one seat was shown. "No hidden card can be
recovered by any means the file offers" is proved three ways for each game, after a few
moves of an unfinished game:

- *Two worlds.* The same game is dealt again with two of the seat's hidden cards swapped
  (in two other hands, or another hand and the stock, or two places of the stock) and the
  same actions played: the two exports are byte for byte the same file, so nothing in it —
  read as text or computed by any program — can tell where those cards lie.
- *The text.* No card hidden from the seat (by the real position's full_state) that the
  seat never saw appears in the file's text, and neither does the seed, the actions, the
  setup or a game id made from the record.
- *The seed.* A new game's seed comes from 63 random bits, so a program that knows its own
  hand cannot find the deal by trying every seed.
"""
from __future__ import annotations

import json
import random
import re

import pytest

import engine
from engine.saves import SaveError, write_file
from engine.seat_view import (
    FORMAT,
    check_seat_view,
    file_format,
    read_seat_view,
    seat_view_document,
    write_seat_view,
)
from engine.turn import TurnKind

PLAYERS = {"ninety_nine": 3, "showdown": 2, "primatum": 3, "tiandiren": 3}
SEED = 5
BIG_SEED = 8_765_432_109_876_543      # its digits cannot appear by chance in a short file
MOVES = 6
SEAT = 0
META = {"names": ["", "", ""], "saved_at": "2025-01-01T00:00:00+00:00"}


# ---- each game's deal as setup zones -------------------------------------------------------
def zones(game_id: str, fresh: engine.core.State) -> dict[str, list[str]]:
    """The fresh deal as lists of cards per place, in the order the game's setup= takes them
    (docs/rules/<id>.md, "Setup keys"); "hand<n>" is seat n's hand."""
    fs = fresh.full_state()
    if game_id == "ninety_nine":
        out = {f"hand{s}": list(h) for s, h in enumerate(fs["hands"])}
        out["stock"] = fs["stock"][::-1]                 # setup: top (next drawn) first
        return out
    if game_id == "showdown":
        return {"red_hand": fs["hands"]["red"], "black_hand": fs["hands"]["black"],
                "red_deck": fs["decks"]["red"][::-1], "black_deck": fs["decks"]["black"][::-1]}
    if game_id == "primatum":
        out = {f"hand{s}": list(h) for s, h in enumerate(fs["hands"])}
        out.update(neutral=list(fs["neutral"]), aside=list(fs["aside"]))
        return out
    return {f"hand{s}": list(h) for s, h in enumerate(fs["hands"])}


def setup_of(game_id: str, fresh, places: dict[str, list[str]]) -> dict:
    fs = fresh.full_state()
    hands = [places[f"hand{s}"] for s in range(fresh.players)] if "hand0" in places else None
    if game_id == "ninety_nine":
        return {"hands": hands, "stock": places["stock"], "pile": fs["pile"],
                "starter": fresh.current_player, "direction": fs["direction"]}
    if game_id == "showdown":
        return {"away": fs["away"], **places}
    if game_id == "primatum":
        return {"hands": hands, "neutral": places["neutral"], "aside": places["aside"],
                "round_cards": [fs["round_card"]] + fs["round_deck"],
                "territories": [t["columns"] for t in fs["territories"]]}
    return {"hands": hands, "dealer": fs["dealer"], "zhuang": fs["zhuang"],
            "jiefeng": fs["jiefeng"]}


def own_places(game_id: str, state, seat: int) -> set[str]:
    """The seat's own places (what it holds is no secret to it)."""
    if game_id == "showdown":
        hand = set(state.observation(seat)["hand"])
        return {"red_hand"} if hand & set(state.full_state()["hands"]["red"]) else {"black_hand"}
    return {f"hand{seat}"}


def hidden_now(game_id: str, state, seat: int) -> set[str]:
    """The cards hidden from `seat` in this position: other hands, the stock, the decks, the
    neutral hand and the aside cards (by full_state, the engine's whole truth)."""
    fs = state.full_state()
    if game_id == "showdown":
        own = set(state.observation(seat)["hand"])
        hands = [h for h in fs["hands"].values() if not set(h) & own]
        return {c for h in hands for c in h} | {c for d in fs["decks"].values() for c in d}
    cards = {c for s, h in enumerate(fs["hands"]) if s != seat for c in h}
    for key in ("stock", "neutral", "aside"):
        cards |= set(fs.get(key) or [])
    return cards


def play(game_id: str, setup: dict | None = None, actions: list[str] | None = None,
         seed: int = SEED):
    """The game after MOVES moves (random legal ones, or `actions` replayed), and the cards
    hidden from SEAT at every step of it."""
    game = engine.create(game_id, PLAYERS[game_id])
    state = game.new_state(seed=seed, setup=setup)
    always_hidden = hidden_now(game_id, state, SEAT)
    rng = random.Random(3)
    for i in range(MOVES if actions is None else len(actions)):
        state.apply(rng.choice(state.legal_actions()) if actions is None else actions[i])
        always_hidden &= hidden_now(game_id, state, SEAT)
    assert not state.is_over
    return state, always_hidden


def exported(state, tmp_path, name: str) -> bytes:
    path = tmp_path / name
    write_seat_view(path, state, SEAT, {**META, "names": [""] * state.players})
    return path.read_bytes()


def swaps(game_id: str, places: dict[str, list[str]], hidden: set[str], own: set[str]):
    """Pairs of positions holding two different always-hidden cards, one per kind of pair
    (two other hands, another hand and a stock, two places of one stock) where they exist."""
    positions = [(zone, i) for zone, cards in places.items() if zone not in own
                 for i, card in enumerate(cards) if card in hidden]
    kinds: dict[str, tuple] = {}
    for a in positions:
        for b in positions:
            ca, cb = places[a[0]][a[1]], places[b[0]][b[1]]
            if a >= b or ca == cb or (game_id == "showdown" and a[0][:3] != b[0][:3]):
                continue          # 九局對決: a red card stays among the red ones
            hand_a, hand_b = "hand" in a[0], "hand" in b[0]
            kind = ("hand-hand" if hand_a and hand_b and a[0] != b[0] else
                    "hand-stock" if hand_a != hand_b else
                    "stock-stock" if a[0] == b[0] and not hand_a else None)
            if kind and kind not in kinds:
                kinds[kind] = (a, b)
    return kinds


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_seat_view_is_the_same_file_wherever_the_hidden_cards_lie(game_id, tmp_path):
    """Issue 25.1: 「…no seed, no other hand, no stock order — a file that can be watched but
    not continued」. Two deals that differ only where two cards hidden from the seat lie
    give the same seat view, after the same moves."""
    game = engine.create(game_id, PLAYERS[game_id])
    fresh = game.new_state(seed=SEED)
    places = zones(game_id, fresh)
    replica, hidden = play(game_id, setup_of(game_id, fresh, places))
    real, _ = play(game_id, None, list(replica.history))
    assert replica.full_state()["hands" if game_id != "showdown" else "decks"] == \
        real.full_state()["hands" if game_id != "showdown" else "decks"]
    original = exported(replica, tmp_path, "a.jiupai")
    tried = swaps(game_id, places, hidden, own_places(game_id, fresh, SEAT))
    assert tried, "no two hidden cards to swap"
    moved = []
    for kind, ((za, ia), (zb, ib)) in tried.items():
        other = {zone: list(cards) for zone, cards in places.items()}
        other[za][ia], other[zb][ib] = other[zb][ib], other[za][ia]
        world, _ = play(game_id, setup_of(game_id, fresh, other), list(replica.history))
        if world.full_state() == replica.full_state():
            continue              # a hand kept sorted: the same position, nothing to prove
        moved.append(kind)
        assert exported(world, tmp_path, f"{kind}.jiupai") == original, (
            f"{game_id}: swapping {places[za][ia]} ({za}) and {places[zb][ib]} ({zb}) "
            "changed the seat view")
    assert moved, "no swap moved a hidden card"


def cards_in(text: str) -> set[str]:
    return set(re.findall(r'[A-Za-z0-9]+', text))


def public_part(game_id: str, state, seat: int) -> dict:
    """The position's full_state without the places hidden from `seat` (and the rng)."""
    fs = dict(state.full_state())
    fs.pop("rng", None)
    if game_id == "showdown":
        own = set(state.observation(seat)["hand"])
        fs["hands"] = {c: h for c, h in fs["hands"].items() if set(h) & own}
        fs.pop("decks")
        return fs
    fs["hands"] = [h if s == seat else [] for s, h in enumerate(fs["hands"])]
    for key in ("stock", "neutral", "aside", "round_deck", "pool", "known"):
        fs.pop(key, None)
    return fs


def seen_by(game_id: str, state, seat: int) -> set[str]:
    """Every card notation that lay, at some step, where `seat` sees it (its hand, the table,
    a pile, a log) or was named in an action: from the replayed positions' full_state, the
    engine's whole truth, never from the file."""
    replay = engine.replay({**state.record(), "actions": []})
    seen = cards_in(json.dumps(public_part(game_id, replay, seat)))
    for notation in state.history:
        replay.apply(notation)
        seen |= cards_in(json.dumps(public_part(game_id, replay, seat))) | cards_in(notation)
    return seen


def without_counters(doc: dict) -> dict:
    """The document without the card counter's figures: per rank (a joker counts as one),
    how many cards the seat has not seen, computed from its observation alone
    (engine/counter.py); its labels name ranks, not where any card lies."""
    doc = json.loads(json.dumps(doc))
    for turn in doc["turns"]:
        for part in (turn.get("observation"), turn.get("changed")):
            if isinstance(part, dict):
                part.pop("counter", None)
    return doc


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_no_hidden_card_nor_the_seed_or_the_actions_is_in_the_file(game_id, tmp_path):
    """Issue 25.1: no card of another seat's hand or of the stock order, nor anything that
    rebuilds them (the seed, the setup, the action list, a game id hashed from the record),
    is in the file's text."""
    state, hidden = play(game_id, seed=BIG_SEED)
    never_seen = hidden - seen_by(game_id, state, SEAT)
    assert never_seen
    meta = {**META, "names": [""] * state.players, "game_id": "record-0123456789abcdef01234567",
            "bot_levels": [None] + ["hard"] * (state.players - 1), "played_seconds": 5}
    path = tmp_path / "view.jiupai"
    write_seat_view(path, state, SEAT, meta)
    text = path.read_text("utf-8")
    doc = json.loads(text)
    leaked = cards_in(json.dumps(without_counters(doc), ensure_ascii=False)) & never_seen
    assert not leaked, f"{game_id}: hidden cards in the file: {sorted(leaked)}"
    assert str(state.seed) not in text
    assert "0123456789abcdef" not in text and "record-" not in text
    for word in ('"seed"', '"actions"', '"setup"', '"record"', '"rng"', '"game_id"'):
        assert word not in text, word
    assert set(doc["meta"]) <= {"game", "players", "variant", "options", "names", "seat",
                                "human_seats", "saved_at", "turn", "over", "score_line"}
    assert file_format(path) == "seat_view"
    full = tmp_path / "full.jiupai"           # the other export holds every card, plainly
    write_file(full, state, meta)
    assert file_format(full) == "save" and json.loads(full.read_text())["record"]["seed"] == BIG_SEED
    from engine.saves import read_file
    with pytest.raises(SaveError, match="can be watched as a replay, not opened as a game"):
        read_file(path)                       # a seat view never opens as a game


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_turns_read_back_are_the_ones_the_table_was_sent(game_id, tmp_path):
    """What the replay screen plays: an OPENING turn, then one MOVE turn per action, each the
    seat's own view (its hand is its real hand), equal to the Session's turns."""
    state, _ = play(game_id)
    path = tmp_path / "view.jiupai"
    write_seat_view(path, state, SEAT, {**META, "names": ["Ann"] + [""] * (state.players - 1)})
    view = read_seat_view(path)
    assert (view.game, view.players, view.seat, view.moves) == (game_id, state.players, SEAT, MOVES)
    assert view.names[0] == "Ann" and not view.finished
    assert [t.kind for t in view.turns] == [TurnKind.OPENING] + [TurnKind.MOVE] * MOVES
    assert [t.seq for t in view.turns] == list(range(1, MOVES + 2))
    assert view.turns[-1].observation["hand"] == state.observation(SEAT)["hand"]
    assert view.turns[-1].legal == () or state.current_player == SEAT
    live = engine.session.Session.resume(state.record(), ["Ann"] + [""] * (state.players - 1),
                                         [SEAT])
    assert view.turns[-1].observation == json.loads(json.dumps(live.observe(SEAT)))
    story = json.loads(json.dumps(live.story(SEAT, 1).events))      # the whole log, as SYNC
    assert view.events_upto(MOVES) == story and view.events_upto(99) == story
    assert view.events_upto(0) == list(view.turns[0].events)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_editing_the_seat_shows_nothing_more(game_id, tmp_path):
    """Issue 25.2: 「Changing meta.human_seat in an exported unfinished game made the replay
    show another seat's real hand」. A seat view holds one seat's turns: a file whose meta
    names another seat is refused with the field named, and one whose turns were edited
    too still holds only what seat 0 was shown."""
    state, _ = play(game_id)
    doc = seat_view_document(state, SEAT, {**META, "names": [""] * state.players})
    replay = engine.replay({**state.record(), "actions": []})
    held = set(replay.observation(SEAT)["hand"])         # every card seat 0 ever held
    for notation in state.history:
        replay.apply(notation)
        held |= set(replay.observation(SEAT)["hand"])
    path = tmp_path / "edited.jiupai"
    for edit in ("meta", "meta and turns"):
        edited = json.loads(json.dumps(doc))
        edited["meta"]["seat"] = 1
        edited["meta"]["human_seats"] = [1]
        if edit == "meta and turns":
            for turn in edited["turns"]:
                turn["seat"] = 1
        path.write_text(json.dumps(edited), "utf-8")
        try:
            view = read_seat_view(path)
        except SaveError as exc:            # refused, naming what disagrees
            assert "seat" in str(exc)
            continue
        assert edit != "meta"
        shown = {c for t in view.turns for c in t.observation["hand"]}
        assert shown <= held                # whatever it claims, only seat 0's cards
        assert view.turns[-1].observation["hand"] == state.observation(SEAT)["hand"]


def test_a_new_games_seed_is_too_large_to_search():
    """Issue 25.1, "by any means the file offers": a program that knows its own hand could
    deal every possible seed until one gives that hand — 2**31 seeds is an evening of
    computing. A new game's seed has 63 random bits."""
    seeds = [engine.create("showdown", 2).new_state().seed for _ in range(64)]
    assert len(set(seeds)) == 64
    assert max(seeds) >= 2**56 and all(0 <= s < 2**63 for s in seeds)
    assert engine.core.fresh_seed().bit_length() <= 63


@pytest.mark.parametrize("case", [
    "not json", "other format", "newer", "no turns", "a turn of another seat", "out of order",
    "another game's observation", "unknown meta", "wrong player count", "names", "huge",
])
def test_a_damaged_or_hostile_seat_view_is_a_clear_error(case, tmp_path):
    state, _ = play("showdown")
    doc = seat_view_document(state, SEAT, {**META, "names": ["a", "b"]})
    path = tmp_path / "bad.jiupai"
    word = {"not json": "not valid JSON", "other format": "seat view", "newer": "newer",
            "no turns": "turns", "a turn of another seat": "seat", "out of order": "order",
            "another game's observation": "observation", "unknown meta": "meta.bot_levels",
            "wrong player count": "meta.seat", "names": "meta.names", "huge": "too large"}[case]
    if case == "not json":
        path.write_bytes(json.dumps(doc).encode()[:-20])
    elif case == "huge":
        path.write_bytes(b" " * (engine.seat_view.MAX_BYTES + 1))
    else:
        if case == "other format":
            doc["format"] = "jiupai-save"
        elif case == "newer":
            doc["version"] = 2
        elif case == "no turns":
            doc["turns"] = []
        elif case == "a turn of another seat":
            doc["turns"][3]["seat"] = 1
        elif case == "out of order":
            doc["turns"][2], doc["turns"][3] = doc["turns"][3], doc["turns"][2]
        elif case == "another game's observation":
            doc["turns"][0]["observation"] = {"hand": ["AS"]}
        elif case == "unknown meta":
            doc["meta"]["bot_levels"] = [None, "hard"]
        elif case == "wrong player count":
            doc["meta"]["seat"] = 2
        elif case == "names":
            doc["meta"]["names"] = ["a", "b", "c"]
        path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError, match=re.escape(word)):
        read_seat_view(path)
    if case not in ("not json", "huge"):
        with pytest.raises(ValueError):     # SchemaError, or the RuleError of a replay
            check_seat_view(json.loads(path.read_text()))
    assert FORMAT == "jiupai-seat-view"
