"""Files you can trust (issue 25): a slot's meta agrees with its record (item 2), listing
reads only each file's head (item 6), clear words for every file problem, one atomic write
and one data folder (item 7)."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

import engine
import engine.history
from engine.files import atomic_write
from engine.save_head import HEAD_BYTES, TAIL_BYTES
from engine.saves import MAX_BYTES, SLOTS, SaveError, SaveStore, read_file

ROOT = Path(__file__).resolve().parents[1]


def played(game_id: str = "ninety_nine", players: int = 3, moves: int = 6):
    state = engine.create(game_id, players).new_state(seed=11)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def saved(store: SaveStore, slot: str = "1", **meta) -> dict:
    store.save(slot, played(), {"names": ["A", "B", "C"], "human_seat": 0, **meta})
    return json.loads(store.path(slot).read_text("utf-8"))


def write_doc(store: SaveStore, slot: str, doc: dict) -> None:
    store.path(slot).write_text(json.dumps(doc, indent=1), "utf-8")


# ---- item 2: the meta agrees with the record ------------------------------------------------
@pytest.mark.parametrize("field, value, word", [
    ("human_seat", 3, "meta.human_seat"),              # the record has seats 0..2
    ("human_seats", [0, 5], "meta.human_seats[1]"),
    ("human_seats", [1, 2], "meta.human_seat 0 is not one of meta.human_seats"),
    ("names", ["A", "B"], "meta.names"),
    ("bot_levels", [None, "easy"], "meta.bot_levels"),
    ("scores", [1, 2, 3, 4], "meta.scores"),
    ("game", "showdown", "meta.game"),
    ("turn", 5, "meta.turn"),                          # the record has 6 actions
    ("over", True, "meta.over"),                       # the game is not over
])
def test_a_meta_that_disagrees_with_its_record_is_refused_naming_the_field(
        tmp_path, field, value, word):
    """Issue 25.2: 「a slot's own meta is checked against its record when it is loaded, and a
    mismatch is a clear error」."""
    store = SaveStore(tmp_path)
    doc = saved(store)
    store.load("1")                                    # as written, it loads
    doc["meta"][field] = value
    write_doc(store, "1", doc)
    with pytest.raises(SaveError, match=re.escape(word)):
        store.load("1")
    info = store.info("1")      # the list names it too, unless only the actions can tell
    if field not in ("turn", "over"):
        assert info.error and word in info.error
    other = SaveStore(tmp_path)
    saved(other, "2")
    assert other.info("2").error is None               # and no other slot is touched


def test_a_hot_seat_save_and_a_save_without_names_still_load(tmp_path):
    store = SaveStore(tmp_path)
    saved(store, "1", human_seats=[0, 2], bot_levels=[None, "easy", None])
    store.save("2", played(), {"names": []})
    assert store.load("1")[1].meta["human_seats"] == [0, 2]
    assert store.load("2")[0].history


# ---- issue 34 #17, #18: every meta value is checked, a huge number too -------------------
@pytest.mark.parametrize("value", [int("9" * 3000), -10**12, 1e300, 10**9 + 1],
                         ids=["3000 digits", "-10**12", "1e300", "10**9+1"])
def test_a_score_out_of_range_is_refused_naming_its_slot_and_field(tmp_path, value):
    """A 3,000-digit number in meta.scores escaped as OverflowError ("int too large to convert
    to float", no slot named): every value is checked, and the refusal names both."""
    store = SaveStore(tmp_path)
    doc = saved(store)
    doc["meta"]["scores"] = [value, 0, 0]
    write_doc(store, "1", doc)
    with pytest.raises(SaveError, match=r"^slot 1: is damaged \(meta\.scores\[0\] must be a number"):
        store.load("1")
    assert store.info("1").error.startswith("is damaged (meta.scores[0] must be a number")
    path = tmp_path / "shared.jiupai"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError, match=r"^shared\.jiupai: is damaged \(meta\.scores\[0\]"):
        read_file(path)


@pytest.mark.parametrize("field, value", [("undo_used", "yes"), ("game", []), ("over", 1),
                                          ("played_seconds", 1.5), ("scores", [[], 0, 0])])
def test_every_meta_value_of_a_full_export_is_checked(tmp_path, field, value):
    """Issue 34 #17: a shared file is checked for its values, not only its field names; a
    full export's meta too (its record is replayed by the engine)."""
    store = SaveStore(tmp_path)
    doc = saved(store)
    doc["meta"][field] = value
    path = tmp_path / "shared.jiupai"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError, match=re.escape(f"shared.jiupai: is damaged (meta.{field}")):
        read_file(path)


# ---- item 6: listing reads the heads only --------------------------------------------------
def padded_save(store: SaveStore, slot: str, size: int) -> None:
    """A schema-valid slot of about `size` bytes: a real save whose action list is long."""
    doc = saved(store, slot)
    doc["record"]["actions"] += ["x" * 400] * (size // 410)
    doc["meta"]["turn"] = len(doc["record"]["actions"])
    write_doc(store, slot, doc)


def test_listing_eleven_large_slots_reads_a_few_kilobytes_of_each(tmp_path, monkeypatch):
    """Issue 25.6: 「with eleven schema-valid slots of 14.7 MB each, building the Saves dialog
    blocked the GUI thread for 1.4 s」. Listing reads each file's head and its last bytes,
    not its actions (the time: bench/saves_list.py, docs/benchmarks.md)."""
    store = SaveStore(tmp_path)
    for slot in SLOTS:
        padded_save(store, slot, 3 * 1024 * 1024)
    read = []
    real_read = os.read

    def counting(fd, n):
        data = real_read(fd, n)
        read.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    infos = store.list()
    assert [i.slot for i in infos] == SLOTS and all(i.error is None for i in infos)
    assert infos[3].names == ["A", "B", "C"] and infos[3].game == "ninety_nine"
    assert sum(read) <= len(SLOTS) * (HEAD_BYTES + TAIL_BYTES)
    monkeypatch.setattr(os, "read", real_read)
    with pytest.raises(SaveError, match="action #7"):    # loading still checks everything
        store.load("1")


def test_a_slot_larger_than_the_bound_is_refused_unread(tmp_path):
    store = SaveStore(tmp_path)
    padded_save(store, "1", MAX_BYTES + 100_000)
    assert "too large" in store.info("1").error
    with pytest.raises(SaveError, match="too large"):
        store.load("1")


@pytest.mark.parametrize("damage, word", [
    ("cut in the actions", "cut short"),
    ("cut in the meta", "not valid JSON"),
    ("record before meta", "cut short or has fields after"),
    ("a field twice", "appears twice"),
    ("fields after the actions", "not laid out as Jiupai writes"),
])
def test_a_head_that_is_not_as_jiupai_writes_it_is_named(tmp_path, damage, word):
    """What the list shows is what loads: a file whose head and body could disagree is
    refused (by the list where its head shows it, by loading always)."""
    store = SaveStore(tmp_path)
    doc = saved(store)
    text = store.path("1").read_text("utf-8")
    if damage == "cut in the actions":
        text = text[:text.index('"actions"') + 30]
    elif damage == "cut in the meta":
        text = text[:text.index('"names"') + 12]
    elif damage == "record before meta":
        text = json.dumps({"format": doc["format"], "version": 1, "record": doc["record"],
                           "meta": doc["meta"]})
    elif damage == "a field twice":
        text = text.replace('"meta": {', '"meta": {"turn": 0, ', 1)
    else:
        doc["record"]["later"] = [1]                   # after "actions"
        text = json.dumps(doc)
    store.path("1").write_text(text, "utf-8")
    with pytest.raises(SaveError, match="damaged") as raised:
        store.load("1")
    if damage == "fields after the actions":           # the head alone cannot tell that
        assert word in str(raised.value) and store.info("1").error is None
    else:
        assert word in store.info("1").error


# ---- item 7: clear words, one writer, one data folder ----------------------------------------
@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_a_dangling_link_says_no_such_file_not_empty(tmp_path):
    """Issue 25.7: 「A slot that is a dangling symlink says "is empty"」."""
    store = SaveStore(tmp_path)
    store.path("3").symlink_to(tmp_path / "gone.json")
    info = store.info("3")
    assert info is not None and "no such file" in info.error and "empty" not in info.error
    with pytest.raises(SaveError, match="no such file") as raised:
        store.load("3")
    assert "gone.json" in str(raised.value)
    with pytest.raises(SaveError, match="is empty"):      # a slot with nothing at all
        store.load("4")
    assert store.info("4") is None
    (tmp_path / "game.jiupai").symlink_to(tmp_path / "nowhere.jiupai")
    with pytest.raises(SaveError, match="no such file"):
        read_file(tmp_path / "game.jiupai")
    with pytest.raises(SaveError, match="cannot be read: no such file"):
        read_file(tmp_path / "missing.jiupai")


def python_sources() -> list[Path]:
    return [p for folder in ("engine", "gui") for p in (ROOT / folder).rglob("*.py")]


def test_one_atomic_write_serves_saves_statistics_and_exports(tmp_path):
    """Issue 25.7: 「One atomic_write serves saves, statistics and exports (two hand-written
    copies today)」: only engine/files.py makes a temp file and renames it."""
    writers = [p.relative_to(ROOT).as_posix() for p in python_sources()
               if "mkstemp" in p.read_text("utf-8")]
    assert writers == ["engine/files.py"]
    atomic_write(tmp_path / "a" / "b.json", b"{}")
    assert (tmp_path / "a" / "b.json").read_bytes() == b"{}"
    assert [p.name for p in (tmp_path / "a").iterdir()] == ["b.json"]


def test_the_data_folder_is_decided_in_one_place(tmp_path, monkeypatch):
    """Issue 25.7: the data folder comes from one place (appdirs), engine/data_folder.py since
    the command line must find it without the window (issue 32.5); gui/userdata/paths.py builds
    on it; the engine's SaveStore takes a folder and has no default location."""
    users = sorted(p.relative_to(ROOT).as_posix() for p in python_sources()
                   if re.search(r"^\s*(import appdirs|from appdirs)", p.read_text("utf-8"), re.M))
    assert users == ["engine/data_folder.py"]
    assert not hasattr(SaveStore, "default") and not hasattr(engine.saves, "default_dir")
    assert not hasattr(engine.history.GameHistory, "default")
    if os.name == "posix" and not os.uname().sysname == "Darwin":
        from gui.userdata import paths
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
        assert paths.saves_folder() == tmp_path / "Jiupai" / "saves"
        assert paths.stats_path() == tmp_path / "Jiupai" / "stats.json"
        assert paths.history_beside(paths.saves_folder()) == tmp_path / "Jiupai" / "history"
        from engine.data_folder import tables_folder
        assert tables_folder() == tmp_path / "Jiupai" / "tables"
