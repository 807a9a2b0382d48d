"""Why a file or a connection failed is said in the reader's language (gui/lang/problems.py).

TRANSLATION-REVIEW, third review: 'This game cannot be opened: %1', 'Autosave failed: %1' and
'The table cannot be opened: %1' were filled with English reasons from the engine or the OS
("[Errno 111] Connection refused", "…: its game is over; there is nothing to reopen"). The
reasons a player can meet become translated sentences: each test makes the real failure and
reads the message a player sees.
"""
from __future__ import annotations

import errno
import json
import os
import re
import socket

import pytest

import engine
from engine.saves import SaveError, SaveStore, read_file, write_file
from engine.seat_view import write_seat_view
from engine.session import Session
from engine.table import HERE, ManualClock, Note, Table
from engine.table import SeatKind as Sits
from gui.lang import problems
from gui.lang.i18n import LanguageManager
from gui.net import net_words
from gui.worker.safety import Safety
from gui.worker.saving import SlotKeeper
from gui.worker.words import note_text
from netplay import table_file
from netplay.seats import SeatKind, Seats
from netplay.table_file import TableFileError

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
#: Latin words a Chinese message may show: the app's and the command's names.
KEPT = {"Jiupai", "jiupai"}


def english_words(text: str) -> list[str]:
    return [w for w in ENGLISH_WORD.findall(text) if w not in KEPT]


def _state(moves: int = 6):
    state = engine.create("showdown", 2).new_state(seed=3)
    bots = [engine.make_bot(state.game, "easy", seed=i) for i in range(2)]
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(bots[state.current_player].choose(state, state.current_player))
    return state


def _table_file(path, state) -> None:
    seats = Seats.plan([SeatKind.OPEN, SeatKind.BOT])
    write_file(path, state, table_file.document_meta(seats, "482913", 40123, "host",
                                                     state.is_over))


def _failures(tmp_path, monkeypatch) -> dict[str, BaseException]:
    """Each reason a player can meet, made for real where this machine can make it."""
    state = _state()
    found: dict[str, BaseException] = {}

    def caught(name, action, kinds=(SaveError, TableFileError, OSError)):
        try:
            action()
        except kinds as exc:
            found[name] = exc
        else:
            raise AssertionError(f"{name}: no failure")

    damaged = tmp_path / "damaged.jiupai"
    damaged.write_text('{"format": "jiupai-save", "version": 1, "meta": {}, "record": ',
                       encoding="utf-8")
    caught("damaged", lambda: read_file(damaged))
    newer = tmp_path / "newer.jiupai"
    write_file(newer, state, {})
    doc = json.loads(newer.read_text(encoding="utf-8"))
    doc["version"] = 99
    newer.write_text(json.dumps(doc), encoding="utf-8")
    caught("newer", lambda: read_file(newer))
    for field in ("version", "dealer"):              # the record inside is the newer one
        inner = tmp_path / f"newer {field}.jiupai"
        doc = json.loads(newer.read_text(encoding="utf-8"))
        doc["version"], doc["record"][field] = 1, 99
        inner.write_text(json.dumps(doc), encoding="utf-8")
        caught(f"newer record {field}", lambda inner=inner: read_file(inner))
    view = tmp_path / "view.jiupai"
    write_seat_view(view, state, 0, {})
    caught("seat_view", lambda: read_file(view))
    caught("missing", lambda: read_file(tmp_path / "gone.jiupai"))
    plain = tmp_path / "plain.jiupai"
    write_file(plain, state, {})
    caught("not_table", lambda: table_file.load(plain))
    over = _state(10_000)
    finished = tmp_path / "over.jiupai"
    _table_file(finished, over)
    caught("over", lambda: table_file.load(finished))
    caught("damaged table", lambda: table_file.load(damaged))
    with socket.socket() as closed:            # a port nobody listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    caught("refused", lambda: socket.create_connection(("127.0.0.1", port), timeout=5))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        caught("port_taken", lambda: socket.socket().bind(taken.getsockname()))
    # A full disk and a read-only one cannot be made without privileges: the OS's own errors.
    store = SaveStore(tmp_path / "saves")
    for name, number in (("disk_full", errno.ENOSPC), ("read_only", errno.EROFS)):
        def refuse(*_args, number=number):
            raise OSError(number, os.strerror(number))
        with monkeypatch.context() as patch:
            patch.setattr(engine.saves, "atomic_write", refuse)
            caught(name, lambda: store.save("1", state, {}))
    return found


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_a_reason_a_player_meets_has_no_english_word_in_chinese(qapp, tmp_path, monkeypatch,
                                                                lang):
    failures = _failures(tmp_path, monkeypatch)
    assert LanguageManager.instance().set_language(lang, remember=False)
    bad = {}
    for name, exc in failures.items():
        said = problems.reason(exc)
        if english_words(said) or said == problems.reason(Exception()):
            bad[name] = f"{exc!r} -> {said!r}"
    assert not bad, bad


def test_each_reason_is_worded_for_what_happened(qapp, tmp_path, monkeypatch):
    failures = _failures(tmp_path, monkeypatch)
    said = {name: problems.reason(exc) for name, exc in failures.items()}
    assert said["damaged"] == "the file is damaged or was edited, so Jiupai cannot read it."
    assert said["damaged table"] == said["damaged"]
    assert said["newer"] == "it was written by a newer version of Jiupai: update Jiupai to open it."
    # Issue 34, item 18: a newer record or dealing code inside a current save said "damaged".
    assert said["newer record version"] == said["newer record dealer"] == said["newer"]
    assert said["seat_view"].startswith("it is a shared game")
    assert said["missing"] == "the file is not there any more."
    assert said["not_table"].startswith("it is a saved game, but not of a network table")
    assert said["over"] == "its game is over: there is nothing to reopen."
    assert said["refused"].startswith("the computer at that address refused the connection")
    assert said["port_taken"] == "another program already uses that port."
    assert said["disk_full"] == "the disk is full."
    assert said["read_only"] == "the disk or folder is read-only."
    assert problems.reason(OSError(errno.ENOTSUP, "x")) == \
        f"the system refused it (error {errno.ENOTSUP})."


class _FullDisk:
    def save(self, slot, state, meta):
        raise SaveError(slot, "could not write: No space left on device", "unwritable",
                        errno.ENOSPC)


@pytest.mark.parametrize("lang,expected", [
    ("en", "Autosave failed: the disk is full."),
    ("zh_TW", "自動存檔失敗：磁碟已滿。"),
    ("zh_CN", "自动存档失败：磁盘已满。")])
def test_a_failed_save_says_why_in_the_players_language(qapp, tiny, store, lang, expected):
    told = []

    class Words:            # the Table's notes for the screen here, worded as the worker does
        def send(self, to, message):
            if to is HERE and isinstance(message, Note):
                told.append(note_text(message))
    safety = Safety(_FullDisk())
    table = Table(Words(), ManualClock(), keeper=SlotKeeper(safety, lambda: None))
    assert LanguageManager.instance().set_language(lang, remember=False)
    session = Session(engine.create("tiny", 3, "standard").new_state(seed=1), ["A", "B", "C"],
                      ())
    table.open(session, {"names": ["A", "B", "C"], "human_seat": 0},
               [Sits.HERE, Sits.BOT, Sits.BOT])
    table.stop()                          # the autosave of a game closed unfinished
    table.open(session, {"names": ["A", "B", "C"], "human_seat": 0},
               [Sits.HERE, Sits.BOT, Sits.BOT])
    table.save("2")
    assert told[0] == expected
    if lang == "en":
        assert told[1] == "The game could not be saved in slot 2: the disk is full."
    else:
        assert not english_words(told[1]) and told[1].endswith(told[0].split("：")[1]), told


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_the_join_failure_and_the_goodbye_are_one_chinese_sentence(qapp, lang):
    """The host's own seat failing to join said "[Errno 111] Connection refused"; a goodbye
    glued two sentences with a space (「房主關閉了牌桌。 牌局已經存檔…」)."""
    from netplay.protocol import ByeReason
    assert LanguageManager.instance().set_language(lang, remember=False)
    refused = ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")
    sentence = net_words.failure(refused)
    assert not english_words(sentence) and "111" not in sentence, sentence
    bye = net_words.goodbye(ByeReason.HOST_CLOSED, resumable=True)
    assert "。 " not in bye and " " not in bye, bye
    assert bye.startswith(net_words.goodbye(ByeReason.HOST_CLOSED, resumable=False))


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_a_statistics_problem_says_why_in_chinese(qapp, tmp_path, monkeypatch, lang):
    """The statistics file's problems said "(No space left on device)" or "(version 99)"
    inside the Chinese sentence."""
    from gui.dialogs.stats import StatisticsDialog
    from gui.userdata import stats_file
    path = tmp_path / "stats.json"
    stats_file.use_file(path)
    stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0, "game_id": "g1"})

    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")
    with monkeypatch.context() as patch:
        patch.setattr(stats_file.os, "replace", full)
        stats_file.record_game("tiny", {"returns": [0, 1], "human_seat": 0, "game_id": "g2"})
    problems_noted = stats_file.take_problems()
    path.write_text(json.dumps({"format": "jiupai-stats", "version": 99, "games": {}}))
    stats_file.use_file(path)
    stats_file.load_book()
    problems_noted += stats_file.take_problems()
    path.unlink()
    os.mkfifo(path)
    stats_file.use_file(path)
    stats_file.load_book()
    problems_noted += stats_file.take_problems()
    assert [p.kind for p in problems_noted] == ["unwritable", "newer", "unreadable"]
    assert LanguageManager.instance().set_language(lang, remember=False)
    said = [StatisticsDialog.describe(p).replace(str(path), "") for p in problems_noted]
    assert all(not english_words(text) for text in said), said
    assert "磁碟已滿" in said[0] or "磁盘已满" in said[0], said


def test_a_join_that_meets_no_table_says_so(qapp):
    """A web server or a silent port is not a Jiupai table (the client's Disconnected), and
    a connection that times out says so, not "an unexpected error"."""
    from netplay.client import Disconnected
    no_table = net_words.failure(Disconnected(None, detail="no Jiupai table at ws://x"))
    assert no_table == "The table cannot be reached: no Jiupai table answered at that address."
    assert problems.reason(TimeoutError()) == "nobody answered in time."


def test_a_listed_file_with_a_newer_record_is_marked_newer_not_damaged(qapp, tmp_path):
    """The saves and replays lists' card: "Newer version" and the update sentence (issue 34,
    item 18), for a file whose record, not its save format, is newer."""
    from engine.saves import file_info
    from gui.dialogs.save_text import card_words
    path = tmp_path / "newer dealer.jiupai"
    write_file(path, _state(), {})
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["record"]["dealer"] = 99
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert LanguageManager.instance().set_language("en", remember=False)
    assert card_words(file_info(path), "", {}) == (
        "Newer version", ["it was written by a newer version of Jiupai: update Jiupai to open it."])
