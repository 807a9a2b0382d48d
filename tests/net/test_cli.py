"""`python main.py host …` and `join …` as processes on 127.0.0.1 (issue 27: a whole game of
each title with two joined guests and bots in the other seats, the guests' final scores equal
to the host's record; the host closing and reopening, the guests rejoining their seats)."""
import json
import signal
import time

import pytest

import engine
from engine.saves import write_file
from netplay import cli

from .harness import final_scores, named_scores, programs

GAMES = [("ninety_nine", 4, ["--option", "match_hands=1"]),
         ("showdown", 2, ["--option", "innings=3"]),
         ("primatum", 3, []), ("tiandiren", 3, [])]
HOST = ["--bind", "127.0.0.1", "--port", "0", "--think", "0", "--level", "easy"]


def start_host(start, tmp_path, game_id, players, extra, *more):
    save = tmp_path / "table.jiupai"
    host = start("host", "--game", game_id, "--players", str(players), "--open", "2",
                 "--save", str(save), *HOST, *extra, *more)
    address = host.expect("address ").split()[1]
    room = host.expect("room ").split()[1]
    return host, address, room, save


@pytest.mark.parametrize("game_id,players,extra", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_with_two_joined_guests(tmp_path, game_id, players, extra):
    with programs() as start:
        host, address, room, save = start_host(start, tmp_path, game_id, players, extra)
        guests = [start("join", address, "--code", room, "--name", name, "--bot", level)
                  for name, level in (("小華", "easy"), ("Bob", "normal"))]
        outputs = [guest.finish(60) for guest in guests]
        host_lines = host.finish(15)
    record = json.loads(save.read_text(encoding="utf-8"))["record"]
    recorded = tuple(float(v) for v in engine.replay(record).returns())
    assert [final_scores(lines) for lines in outputs] == [recorded, recorded]
    assert final_scores(host_lines) == recorded
    assert all(guest.proc.returncode == 0 for guest in guests) and host.proc.returncode == 0
    assert any(line.startswith("seat 0 key ") for line in outputs[0] + outputs[1])
    # issue 34.12: the names too, the same in the three programs (the guests in the order
    # they sat down)
    shown = [[name for name, _ in named_scores(lines)] for lines in (*outputs, host_lines)]
    assert shown[0] == shown[1] == shown[2]
    assert sorted(shown[0][:2]) == sorted(["小華", "Bob"])
    assert shown[0][2:] == [f"Computer {n}" for n in range(1, players - 1)]


def test_the_host_without_save_writes_its_table_in_the_data_folder(tmp_path):
    """Issue 32.5: `jiupai host` as the README writes it, without `--save`, crashed
    (`saves.default_dir()` was gone) and every other test passed `--save`. Here the data
    folder is a temporary one; the table plays to its end by itself and its autosave is
    the data folder's tables/ROOM.jiupai."""
    home = tmp_path / "home"
    data = tmp_path / "data"
    env = {"HOME": str(home), "XDG_DATA_HOME": str(data), "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    with programs(env=env) as start:
        host = start("host", "--game", "ninety_nine", "--players", "4", "--open", "0",
                     "--fill-after", "0", "--option", "match_hands=1", *HOST)
        room = host.expect("room ").split()[1]
        autosave = host.expect("autosave ").removeprefix("autosave ")
        lines = host.finish(60)
    assert host.proc.returncode == 0, lines
    assert autosave == str(data / "Jiupai" / "tables" / f"{room}.jiupai")
    record = json.loads((data / "Jiupai" / "tables" / f"{room}.jiupai").read_text("utf-8"))
    assert final_scores(lines) == tuple(float(v) for v in engine.replay(record["record"]).returns())
    assert [name for name, _ in named_scores(lines)] == [f"Computer {n}" for n in range(1, 5)]


def test_the_host_closes_and_reopens_and_the_guests_take_their_seats_back(tmp_path):
    with programs() as start:
        host, address, room, save = start_host(       # (bots slow enough to stop mid-game)
            start, tmp_path, "ninety_nine", 4, ["--option", "match_hands=1"],
            "--drop-wait", "10", "--think", "0.03")
        guests = [start("join", address, "--code", room, "--name", name, "--bot", "easy",
                        "--retry", "30") for name in ("Ann", "Ben")]
        deadline = time.monotonic() + 20
        while _actions(save) < 12:
            assert time.monotonic() < deadline and host.proc.poll() is None, host.lines
            time.sleep(0.05)
        host.proc.send_signal(signal.SIGTERM)
        closed = host.finish(15)
        assert host.proc.returncode == 0
        assert closed[-1].startswith("the table is closed; reopen it with: jiupai host --resume")
        saved = json.loads(save.read_text(encoding="utf-8"))
        assert not saved["meta"]["over"] and saved["meta"]["net"]["room"] == room
        for guest in guests:
            guest.expect("The host closed the table. The game is saved", 10)
        port = address.rsplit(":", 1)[1]
        again = start("host", "--resume", str(save), "--bind", "127.0.0.1", "--think", "0")
        assert again.expect("address ").split()[1].endswith(f":{port}")
        assert again.expect("room ").split()[1] == room
        outputs = [guest.finish(60) for guest in guests]
        final = again.finish(15)
    record = json.loads(save.read_text(encoding="utf-8"))["record"]
    assert record["actions"][:len(saved["record"]["actions"])] == saved["record"]["actions"]
    recorded = tuple(float(v) for v in engine.replay(record).returns())
    assert [final_scores(lines) for lines in outputs] == [recorded, recorded]
    assert final_scores(final) == recorded
    seats = set()
    for lines in outputs:
        keys = [line for line in lines if line.startswith("seat ")]
        assert len(keys) >= 2 and len(set(keys)) == 1          # the same seat, the same key
        seats.add(keys[0].split()[1])
    assert seats == {"0", "1"}


def _actions(path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["record"]["actions"])
    except (OSError, ValueError, KeyError):
        return 0


@pytest.mark.parametrize("args,words", [
    (["host", "--game", "ninety_nine", "--players", "1"], "players is not allowed"),
    (["host", "--game", "showdown", "--players", "2", "--open", "3"], "--open"),
    (["host", "--game", "ninety_nine", "--option", "joker"], "NAME=VALUE"),
    (["host", "--game", "ninety_nine", "--option", "joker=sometimes"], "joker"),
    (["host"], "--game"),
    (["host", "--resume", "{broken}"], "broken.jiupai"),
    (["host", "--resume", "{plain}"], "not of a network table"),
    (["host", "--resume", "{missing}"], "missing.jiupai"),
    (["join", "nowhere", "--code", "1", "--name", "x"], "host:port"),
])
def test_bad_command_lines_and_files_get_one_clear_line(tmp_path, capsys, args, words):
    broken = tmp_path / "broken.jiupai"
    broken.write_text('{"format": "jiupai-save", "version": 1, "record": {"game": "x"}}')
    state = engine.create("showdown", 2).new_state(seed=1)
    write_file(tmp_path / "plain.jiupai", state, {"names": ["", ""]})
    files = {name: str(tmp_path / f"{name}.jiupai") for name in ("broken", "plain", "missing")}
    assert cli.main([arg.format(**files) for arg in args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0], err


def test_a_table_without_save_is_autosaved_in_the_player_s_data_folder(monkeypatch, tmp_path):
    """Issue 32: `jiupai host --game ninety_nine --players 4 --open 2`, as the README writes
    it (no --save), crashed: it asked engine.saves for a default_dir() that no longer exists."""
    from engine import data_folder
    monkeypatch.setattr(data_folder.appdirs, "user_data_dir", lambda *names: str(tmp_path / "data"))
    assert data_folder.tables_folder() / "483920.jiupai" == \
        tmp_path / "data" / "tables" / "483920.jiupai"


def test_joining_with_the_wrong_code_says_so_in_one_sentence(tmp_path):
    with programs() as start:
        host, address, room, save = start_host(start, tmp_path, "showdown", 2, [])
        wrong = "000000" if room != "000000" else "111111"
        guest = start("join", address, "--code", wrong, "--name", "Eve")
        lines = guest.finish(20)
        assert guest.proc.returncode == 1
        assert lines[-1] == ("The room code is not this table's: ask the host for the code on "
                             "their screen.")


def test_the_app_s_entry_point_hands_the_network_commands_over(capsys):
    """`jiupai host …` goes through gui.app.main, which hands it to netplay.cli before it
    makes a QApplication (here an argument error, so nothing listens)."""
    from gui.app import main
    assert main(["jiupai", "host", "--game", "ninety_nine", "--players", "1"]) == 2
    assert "players is not allowed" in capsys.readouterr().err
    with pytest.raises(SystemExit) as shown:
        main(["jiupai", "join", "--help"])
    assert shown.value.code == 0 and "--code" in capsys.readouterr().out
