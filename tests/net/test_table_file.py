"""The host's autosave reopens the table with its seats, or names what is wrong with it."""
import asyncio
import json

import pytest

import engine
from engine.saves import read_file
from netplay import table_file
from netplay.seats import SeatKind, Seats
from netplay.table_file import Autosaver, TableFileError, document_meta


def _saved(tmp_path, state, seats=None, room="482913"):
    seats = seats or Seats.plan([SeatKind.OPEN, SeatKind.BOT])
    key = seats.claim("小華")[1] if seats.free() else None
    path = tmp_path / "table.jiupai"

    async def write():
        saver = Autosaver(path)
        for upto in range(len(state.history) + 1):       # many records, the last one kept
            record = {**state.record(), "actions": state.history[:upto]}
            saver.submit(record, document_meta(seats, room, 40123, "host", state.is_over))
        await saver.flush()
        return saver.error
    assert asyncio.run(write()) is None
    return path, key


def _played(moves, seed=4):
    state = engine.create("showdown", 2).new_state(seed=seed)
    bots = [engine.make_bot(state.game, "easy", seed=i) for i in range(2)]
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(bots[state.current_player].choose(state, state.current_player))
    return state


def test_the_autosave_reopens_the_same_game_room_port_and_seats(tmp_path):
    state = _played(15)
    path, key = _saved(tmp_path, state)
    saved = table_file.load(path)
    assert saved.record["actions"] == state.history
    assert (saved.room, saved.port, saved.host_name) == ("482913", 40123, "host")
    assert saved.seats.by_key(key).index == 0 and saved.seats[1].kind is SeatKind.BOT
    assert key not in path.read_text(encoding="utf-8")
    restored, _ = read_file(path)                       # an ordinary save, too
    assert restored.full_state() == state.full_state()


def test_a_finished_game_is_not_reopened(tmp_path):
    state = _played(10_000)
    assert state.is_over
    path, _ = _saved(tmp_path, state)
    with pytest.raises(TableFileError, match="over"):
        table_file.load(path)


@pytest.mark.parametrize("change,words", [
    (lambda net: net.update(room="12ab"), "net.room"),
    (lambda net: net.update(port=70000), "net.port"),
    (lambda net: net.update(version="1"), "net.version"),
    (lambda net: net["seats"].pop(), "net.seats"),
    (lambda net: net["seats"][0].update(key="abc"), "net.seats[0].key"),
])
def test_a_damaged_table_names_the_field(tmp_path, change, words):
    path, _ = _saved(tmp_path, _played(5))
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc["meta"]["net"])
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(TableFileError) as damaged:
        table_file.load(path)
    assert "table.jiupai" in str(damaged.value) and words in str(damaged.value)


def test_a_table_of_a_newer_version_says_so(tmp_path):
    """A newer Jiupai's table is not called damaged: the reader should update (its code is
    what the app words, gui/lang/problems.py)."""
    path, _ = _saved(tmp_path, _played(5))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["meta"]["net"]["version"] = 99
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(TableFileError, match="newer") as newer:
        table_file.load(path)
    assert newer.value.code == "newer"
