"""Save slots: one bad file never hides the others; hostile files are bounded; every OS
error while saving is a SaveError (issue 10, points 3-5)."""
from __future__ import annotations

import json
import os
import time

import pytest

import engine
from engine.saves import MAX_BYTES, SLOTS, SaveError, SaveStore

GAMES = {"ninety_nine": 3, "showdown": 2, "primatum": 3, "tiandiren": 3}


def played(game_id: str, moves: int = 6, seed: int = 4):
    state = engine.create(game_id, GAMES[game_id]).new_state(seed=seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
    return state


def good_doc(store: SaveStore, slot: str = "1") -> dict:
    store.save(slot, played("ninety_nine"), {"names": ["A", "B", "C"], "human_seat": 0})
    return json.loads(store.path(slot).read_text("utf-8"))


def edited(doc: dict, path: str, value) -> dict:
    doc = json.loads(json.dumps(doc))
    *parents, last = path.split(".")
    target = doc
    for key in parents:
        target = target[key]
    target[last] = value
    return doc


# Each hostile document (as bytes) and a word its reason must contain.
def hostile_files(doc: dict) -> dict[str, tuple[bytes, str]]:
    enc = lambda d: json.dumps(d).encode()  # noqa: E731
    return {
        "names null": (enc(edited(doc, "meta.names", None)), "meta.names"),
        "names number": (enc(edited(doc, "meta.names", 7)), "meta.names"),
        "turn x": (enc(edited(doc, "meta.turn", "x")), "meta.turn"),
        "players three": (enc(edited(doc, "record.players", "three")), "record.players"),
        "variant list": (enc(edited(doc, "record.variant", ["a"])), "record.variant"),
        "deep": (b"[" * 100_000 + b"]" * 100_000, "damaged"),
        "huge int": (b'{"format": "jiupai-save", "version": ' + b"9" * 4400 + b"}", "damaged"),
        "nan": (json.dumps(edited(doc, "meta.turn", float("nan"))).encode(), "NaN"),
        "infinity": (enc(doc).replace(b'"seed": 4', b'"seed": Infinity'), "Infinity"),
        "million players": (enc(edited(doc, "record.players", 10**6)), "record.players"),
        "bad setup": (enc(edited(doc, "record.setup", {"points": [1]})), "setup"),
        "unknown game": (enc(edited(doc, "record.game", "chess")), "chess"),
        "truncated": (enc(doc)[:200], "damaged"),
        "not utf-8": (b"\xff\xfe" + enc(doc), "damaged"),
    }


def test_every_hostile_file_is_named_and_the_good_slots_stay_listed(tmp_path):
    store = SaveStore(tmp_path)
    doc = good_doc(store, "1")
    good_doc(store, "autosave")
    bad = hostile_files(doc)
    slots = [s for s in SLOTS if s not in ("1", "autosave")]
    assert len(slots) >= 9
    cases = list(bad.items())
    for round_start in range(0, len(cases), len(slots)):
        for slot, (_, (data, _)) in zip(slots, cases[round_start:round_start + len(slots)], strict=False):
            store.path(slot).write_bytes(data)
        listed = {info.slot: info for info in store.list()}
        assert listed["1"].error is None and listed["1"].names == ["A", "B", "C"]
        assert listed["autosave"].error is None
        for slot, (name, (_, word)) in zip(slots, cases[round_start:round_start + len(slots)], strict=False):
            info = listed[slot]
            assert info.error and word in info.error, (name, info.error)
            with pytest.raises(SaveError):
                store.load(slot)
        state, _ = store.load("1")
        assert state.history == json.loads(store.path("1").read_text())["record"]["actions"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_a_fifo_a_folder_and_a_link_to_dev_zero_are_refused_at_once(tmp_path):
    store = SaveStore(tmp_path)
    good_doc(store, "1")
    os.mkfifo(store.path("autosave"))            # would block a plain open() forever
    store.path("2").mkdir()
    store.path("3").symlink_to("/dev/zero")      # would be read forever
    store.path("4").write_bytes(b" " * (MAX_BYTES + 1))
    store.path("5").symlink_to(tmp_path / "nowhere")
    started = time.monotonic()
    listed = {info.slot: info for info in store.list()}
    assert time.monotonic() - started < 2
    assert listed["1"].error is None
    assert "regular file" in listed["autosave"].error
    assert "regular file" in listed["2"].error or "read" in listed["2"].error
    assert "regular file" in listed["3"].error
    assert "too large" in listed["4"].error
    assert listed["5"].error
    for slot in ("autosave", "2", "3", "4", "5"):
        with pytest.raises(SaveError):
            store.load(slot)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_round_trip_of_every_game(tmp_path, game_id):
    store = SaveStore(tmp_path)
    state = played(game_id, moves=10)
    info = store.save("2", state, {"names": ["x"] * state.players, "score_line": "1 · 2"})
    loaded, again = store.load("2")
    assert loaded.full_state() == state.full_state()
    assert again.game == info.game == game_id and again.score_line == "1 · 2"


def test_a_name_with_a_lone_surrogate_can_be_saved_and_listed(tmp_path):
    store = SaveStore(tmp_path)
    store.save("1", played("showdown"), {"names": ["bad \udc80 name", "阿明"]})
    info = store.info("1")
    assert info.error is None and info.names == ["bad \udc80 name", "阿明"]
    store.load("1")


def test_write_errors_are_save_errors(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError, match="could not write"):
        SaveStore(blocker).save("1", played("showdown"))
    with pytest.raises(SaveError, match="could not write"):
        SaveStore(blocker / "saves").save("1", played("showdown"))
    store = SaveStore(tmp_path / "ok")
    store.path("1").parent.mkdir()
    store.path("1").mkdir()                       # the slot's path is a folder
    with pytest.raises(SaveError):
        store.save("1", played("showdown"))
    with pytest.raises(SaveError):
        store.delete("1")
    assert not [p for p in store.directory.iterdir() if p.name.endswith(".tmp")]


def test_no_space_or_inodes_for_the_temp_file_is_a_save_error(tmp_path, monkeypatch):
    import errno
    import tempfile

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full)
    with pytest.raises(SaveError, match="No space left"):
        SaveStore(tmp_path).save("1", played("showdown"))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root may write into a read-only folder")
def test_a_read_only_folder_is_a_save_error(tmp_path):
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SaveError):
            SaveStore(tmp_path).save("1", played("showdown"))
    finally:
        tmp_path.chmod(0o700)


def test_leftover_temp_files_are_removed_at_start_and_fresh_ones_kept(tmp_path):
    old = tmp_path / ".1.abc123.tmp"
    fresh = tmp_path / ".autosave.def456.tmp"
    old.write_text("{")
    fresh.write_text("{")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    SaveStore(tmp_path)
    assert not old.exists() and fresh.exists()   # a younger one may be another app's save


def test_the_folder_is_fsynced_after_the_rename(tmp_path, monkeypatch):
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    opened: dict[int, str] = {}
    real_open = os.open

    def tracking_open(path, flags, *args):
        fd = real_open(path, flags, *args)
        opened[fd] = str(path)
        return fd

    monkeypatch.setattr(os, "open", tracking_open)
    SaveStore(tmp_path).save("1", played("showdown"))
    assert str(tmp_path) in [opened.get(fd) for fd in synced]


@pytest.mark.parametrize("field", ["version", "dealer"])
def test_a_record_from_a_newer_jiupai_is_called_newer_not_damaged(tmp_path, field):
    """docs/saves.md: a file "written by a newer Jiupai" says "update to open it". Issue 34,
    item 18: a record whose own version or dealing code's version is newer than this build
    was listed and refused as "damaged"; a save, a listed slot and an export now say newer."""
    store = SaveStore(tmp_path)
    store.path("2").write_bytes(json.dumps(edited(good_doc(store), f"record.{field}", 99))
                                .encode())
    what = {"version": "record version 99", "dealer": "dealing code version 99"}[field]
    expected = f"was written by a newer Jiupai ({what}); update to open it"
    listed = {info.slot: info for info in store.list()}
    assert (listed["2"].error_code, listed["2"].error) == ("newer", expected)
    with pytest.raises(SaveError) as refused:
        store.load("2")
    assert (refused.value.code, refused.value.reason) == ("newer", expected)
    export = tmp_path / "shared.jiupai"
    export.write_bytes(store.path("2").read_bytes())
    with pytest.raises(SaveError) as imported:
        engine.saves.read_file(export)
    assert (imported.value.code, imported.value.reason) == ("newer", expected)
    assert engine.saves.file_info(export).error_code == "newer"


@pytest.mark.parametrize("field,value", [("version", "2"), ("dealer", 0), ("dealer", -3)])
def test_a_record_version_that_is_not_newer_stays_damaged(tmp_path, field, value):
    """Only a version above this build's is "newer": a text or a dealer this program never
    had is a damaged or edited file, and its message does not ask for an update."""
    store = SaveStore(tmp_path)
    store.path("2").write_bytes(json.dumps(edited(good_doc(store), f"record.{field}", value))
                                .encode())
    with pytest.raises(SaveError) as refused:
        store.load("2")
    assert refused.value.code == "damaged"
    assert "update" not in refused.value.reason
    assert {i.slot: i for i in store.list()}["2"].error_code == "damaged"
