"""Hypothesis strategies shared by the fuzz tests: JSON-like values that look like setups
(cards, seats, small and huge numbers, nested lists) and mutations of valid save files."""
from __future__ import annotations

import json
import random

from hypothesis import strategies as st

import engine

CARDS = ["AS", "10H", "QD", "2C", "KH", "9S", "BJ", "LJ", "5D", "7C", "JH",
         "Q1", "C-H", "Q9", "W2", "Z3", "QS", "AC", "8C", "3D"]
SETUP_KEYS = {
    "ninety_nine": ["hands", "stock", "pile", "total", "starter", "direction", "points",
                    "alive", "rest"],
    "showdown": ["away", "inning", "half", "outs", "bases", "runs", "hits", "red_hand",
                 "black_hand", "red_deck", "black_deck", "red_discard", "black_discard",
                 "out_markers", "removed", "club7_used", "swap_used"],
    "primatum": ["start", "round", "round_cards", "territories", "hands", "neutral", "aside",
                 "phase", "big_winner", "leader"],
    "tiandiren": ["hands", "dealer", "zhuang", "jiefeng", "round"],
}
PLAYERS = {"ninety_nine": 3, "showdown": 2, "primatum": 2, "tiandiren": 3}
# A valid setup per game (for PLAYERS seats); the fuzz mutates them one value at a time.
BASE_SETUPS = {
    "ninety_nine": {"hands": [["AS", "10H", "QD"], ["2C", "KH", "9S"], ["5D", "7C", "JH"]],
                    "total": 90, "starter": 1, "direction": -1, "points": [0, 1, 2],
                    "alive": [True, True, True], "stock": ["3D"], "pile": ["8C"], "rest": "stock"},
    "showdown": {"away": 0, "inning": 2, "half": "top", "outs": 1,
                 "bases": [[True, False, True], [False, True, False]], "runs": [[1, 0], [2]],
                 "hits": [[2, 1], [3]], "red_hand": ["9H", "QD", "KH", "3D", "LJ"],
                 "black_hand": ["QS", "AC", "8C", "7C", "4S"], "swap_used": True},
    "primatum": {"round_cards": ["文武"], "hands": [["Q1", "C5", "Z5", "W8"], ["C2", "W3", "N4", "Z7"]],
                 "neutral": ["W7", "N8", "Q6"], "start": 0, "round": 1},
    "tiandiren": {"hands": [["AS", "AS", "KH"], ["2C", "3D"], ["BJ", "LJ", "QD"]], "dealer": 0,
                  "zhuang": 1, "jiefeng": [2, 0, 1], "round": 1},
}

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from([10**6, -10**9, 2**70, 99, 100]),
    st.sampled_from(CARDS), st.sampled_from(["top", "bottom", "stock", "pile", "文武", "武武", ""]),
    st.floats(allow_nan=False, allow_infinity=False, width=16))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6), max_leaves=30)


def setups(game_id: str):
    keys = st.sampled_from(SETUP_KEYS[game_id] + ["bogus"])
    return st.dictionaries(keys, values, max_size=4)


@st.composite
def mutated_setups(draw, game_id: str) -> dict:
    """The game's base setup with a few keys dropped, replaced, or one element changed."""
    setup = json.loads(json.dumps(BASE_SETUPS[game_id]))
    for _ in range(draw(st.integers(1, 3))):
        key = draw(st.sampled_from(sorted(setup) + SETUP_KEYS[game_id] + ["bogus"]))
        op = draw(st.sampled_from(["drop", "replace", "element", "append", "remove"]))
        current = setup.get(key)
        if op == "drop":
            setup.pop(key, None)
        elif op in ("element", "append", "remove") and isinstance(current, list) and current:
            i = draw(st.integers(0, len(current) - 1))
            target = current
            if isinstance(current[i], list) and current[i] and draw(st.booleans()):
                target, i = current[i], draw(st.integers(0, len(current[i]) - 1))
            if op == "element":
                target[i] = draw(values)
            elif op == "append":
                target.append(draw(values))
            else:
                del target[i]
        else:
            setup[key] = draw(values)
    return setup


def play_out(state, rng: random.Random, moves: int = 400) -> None:
    """Random legal moves (with observations) until the end or `moves`."""
    for _ in range(moves):
        if state.is_over:
            state.returns()
            return
        legal = state.legal_actions()
        assert legal, "no legal action while the game runs"
        json.dumps(state.observation(state.current_player))
        state.apply(rng.choice(legal))


def valid_save_doc(game_id: str, seed: int, moves: int) -> dict:
    state = engine.create(game_id, PLAYERS[game_id]).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return {"format": "jiupai-save", "version": 1,
            "meta": {"names": ["A"] * state.players, "turn": len(state.history),
                     "human_seat": 0, "saved_at": "2026-01-01T00:00:00+00:00"},
            "record": state.record()}


def json_paths(doc, prefix=()) -> list[tuple]:
    """Every path (a tuple of keys and indices) into a JSON document."""
    out = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += json_paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc[:30]):
            out += json_paths(value, prefix + (i,))
    return out


@st.composite
def mutated_save_bytes(draw) -> bytes:
    """A valid save of some game, mutated: fields replaced or dropped, or its bytes cut/changed."""
    game_id = draw(st.sampled_from(sorted(PLAYERS)))
    doc = valid_save_doc(game_id, draw(st.integers(0, 20)), draw(st.integers(0, 30)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in json_paths(doc) if p]
        path = draw(st.sampled_from(paths))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        if draw(st.booleans()):
            parent[path[-1]] = draw(values)
        elif isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
    data = json.dumps(doc).encode()
    kind = draw(st.sampled_from(["json", "json", "cut", "flip", "insert"]))
    if kind == "cut":
        data = data[:draw(st.integers(0, len(data)))]
    elif kind == "flip":
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    elif kind == "insert":
        i = draw(st.integers(0, len(data)))
        data = data[:i] + draw(st.sampled_from([b"[", b"{", b"NaN", b"1e999", b"\xff", b'"', b"9" * 5000])) + data[i:]
    return data
