"""Statistics: the figures from a concrete list of results, the file that survives a crash
mid-write, damaged files set aside, the old QSettings counts migrated once, a game counted
once however often its saves are finished, and the dialog (chart, reset with confirmation)."""
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from engine.save_schema import SchemaError, check_meta
from engine.table.meta import carried_meta
from gui.dialogs.stats import ROWS, StatisticsDialog
from gui.main_window import MainWindow
from gui.userdata import prefs, stats_file
from gui.userdata.stats import (
    ALL,
    RECENT,
    UNKNOWN,
    Result,
    StatsBook,
    level_of,
    outcome_of,
    summarize,
)

ROOT = Path(__file__).resolve().parents[2]


def results(outcomes: str, scores: list[float | None]) -> list[Result]:
    kinds = {"W": "win", "L": "loss", "D": "draw"}
    return [Result(kinds[o], s, seconds=60 * (i + 1), undo_used=(i == 2))
            for i, (o, s) in enumerate(zip(outcomes, scores, strict=True))]


def test_streaks_and_averages_from_a_concrete_list():
    played = results("WWLWWWDLL", [5, 7, None, 3, 9, 4, 6, 1, 0])
    summary = summarize(played)
    assert (summary.games, summary.wins, summary.draws, summary.losses) == (9, 5, 1, 3)
    assert summary.win_rate == pytest.approx(5 / 9)
    assert summary.streak == -2            # the last two were lost
    assert summary.best_streak == 3        # W W W in the middle; the draw ended it
    assert summary.best_score == 9
    assert summary.average_score == pytest.approx((5 + 7 + 3 + 9 + 4 + 6 + 1 + 0) / 8)
    assert summary.seconds == 60 * sum(range(1, 10))
    assert summary.undo_games == 1
    assert [r.outcome for r in summary.recent][:3] == ["win", "win", "loss"]
    on_a_run = summarize(results("LWWDWWWW", [0] * 8))
    assert (on_a_run.streak, on_a_run.best_streak) == (4, 4)
    assert summarize(results("WD", [1, 1])).streak == 0        # a draw ends a run


def test_only_the_last_results_are_kept_for_the_chart():
    summary = summarize([Result("win" if i % 3 else "loss", float(i)) for i in range(RECENT + 7)])
    assert len(summary.recent) == RECENT
    assert summary.recent[0].score == 7.0 and summary.recent[-1].score == RECENT + 6
    assert summary.games == RECENT + 7


def test_outcome_and_the_strongest_opponent():
    assert outcome_of([3.0, 1.0, 1.0], 0) == "win"
    assert outcome_of([2.0, 2.0, 1.0], 1) == "draw"
    assert outcome_of([0.0, 5.0, 0.0], 2) == "loss"
    assert level_of([None, "easy", "hard", "easy"], 0) == "hard"
    assert level_of(["hard", "normal", "easy"], 0) == "normal"     # the human's own entry is no bot
    assert level_of([None, "grandmaster"], 0) == UNKNOWN


def test_a_game_id_is_counted_once_under_its_level_and_all():
    book = StatsBook()
    assert book.record("showdown", "hard", Result("win", 3.0), "id-1")
    assert not book.record("showdown", "hard", Result("loss", 0.0), "id-1")
    assert book.record("showdown", "easy", Result("loss", 1.0), "id-2")
    assert book.summary("showdown", ALL).games == 2
    assert (book.summary("showdown", "hard").wins, book.summary("showdown", "easy").games) == (1, 1)
    assert book.buckets("showdown") == [ALL, "easy", "hard"]
    again = StatsBook.from_json(json.loads(json.dumps(book.to_json())))
    assert again == book


def test_a_finished_save_keeps_its_id_and_an_old_save_gets_one_from_its_record():
    record = {"game": "showdown", "players": 2, "seed": 7, "actions": ["a", "b"]}
    assert carried_meta({"game_id": "abc", "played_seconds": 90}, record)["game_id"] == "abc"
    old = carried_meta({}, record)
    assert old["game_id"].startswith("record-") and old["played_seconds"] == 0
    assert carried_meta({}, {**record, "actions": ["a"]})["game_id"] == old["game_id"]
    assert carried_meta({}, {**record, "seed": 8})["game_id"] != old["game_id"]
    assert old["undo_used"] is False and carried_meta({"undo_used": True}, record)["undo_used"]
    check_meta({"game_id": "abc", "played_seconds": 90})
    for bad in ({"game_id": 5}, {"game_id": "x" * 65}, {"played_seconds": -1},
                {"played_seconds": "90"}):
        with pytest.raises(SchemaError, match="meta."):
            check_meta(bad)


# ---- the file ------------------------------------------------------------------------------
def counted(path: Path, game: str = "tiny") -> int:
    return stats_file.StatsFile(path).load().summary(game).games


def test_the_file_round_trips_and_a_damaged_one_is_set_aside(tmp_path):
    path = tmp_path / "stats.json"
    stats_file.use_file(path)
    assert stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0, "game_id": "g1",
                                           "bot_levels": [None, "easy"], "seconds": 42, "score": 1})
    assert counted(path) == 1
    path.write_text('{"format": "jiupai-stats", "version": 1, "games": {"tiny": {"all": '
                    '{"games": -3}}}}')
    book = stats_file.load_book()
    assert book.summary("tiny").games == 0
    [problem] = stats_file.take_problems()
    assert problem.kind == "damaged" and "games.tiny.all.games" in problem.detail
    assert Path(problem.moved_to) == tmp_path / "stats.json.bad" and counted(path) == 0
    text = StatisticsDialog.describe(problem)
    assert str(path) in text and "stats.json.bad" in text
    path.write_bytes(b"\x00garbage")
    stats_file.load_book()
    assert stats_file.take_problems()[0].moved_to.endswith("stats.json.2.bad")
    path.write_text('{"format": "jiupai-stats", "version": 1, "games": {}, "counted": [],'
                    ' "migrated": true, "x": NaN}')
    stats_file.load_book()
    assert stats_file.take_problems()[0].kind == "damaged"


def test_a_newer_or_unreadable_file_is_left_alone(tmp_path):
    path = tmp_path / "stats.json"
    newer = json.dumps({"format": "jiupai-stats", "version": 99, "games": {}})
    path.write_text(newer)
    stats_file.use_file(path)
    assert not stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0})
    assert path.read_text() == newer
    assert [p.kind for p in stats_file.take_problems()] == ["newer"]
    path.unlink()
    os.mkfifo(path)                         # would block an ordinary open()
    stats_file.use_file(path)
    assert stats_file.load_book().summary("tiny").games == 0
    assert [p.kind for p in stats_file.take_problems()] == ["unreadable"]


def test_a_failing_replace_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "stats.json"
    stats_file.use_file(path)
    stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0, "game_id": "g1"})
    before = path.read_bytes()

    def fail(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(stats_file.os, "replace", fail)
    assert not stats_file.record_game("tiny", {"returns": [0, 1], "human_seat": 0, "game_id": "g2"})
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]      # no temp file left
    [problem] = stats_file.take_problems()
    assert problem.kind == "unwritable" and "No space left" in problem.detail


KILLED_WRITER = textwrap.dedent("""
    import os, signal, sys
    sys.path.insert(0, sys.argv[2])
    from gui.userdata import stats_file
    stats_file.use_file(sys.argv[1])
    def killed(*args):                  # the new file is written and fsynced, not yet renamed
        os.kill(os.getpid(), signal.SIGKILL)
    os.replace = killed
    stats_file.record_game("tiny", {"returns": [0, 1], "human_seat": 0, "game_id": "second"})
    print("not killed")
""")


def test_statistics_survive_a_kill_between_write_and_replace(tmp_path):
    path = tmp_path / "stats.json"
    stats_file.use_file(path)
    stats_file.record_game("tiny", {"returns": [1, 0], "human_seat": 0, "game_id": "first"})
    before = path.read_bytes()
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path), str(ROOT)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert path.read_bytes() == before
    [temp] = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert json.loads(temp.read_text())["counted"] == ["first", "second"]   # the lost write
    os.utime(temp, (0, 0))                  # an hour later: the leftover goes
    book = stats_file.StatsFile(path).load()
    assert (book.summary("tiny").games, book.summary("tiny").wins) == (1, 1)
    assert not temp.exists()


def test_the_old_qsettings_counts_are_migrated_once(tmp_path):
    for key, value in (("played", 5), ("won", 2), ("drawn", 1)):
        prefs.put(f"stats/ninety_nine/{key}", value)
    stats_file.use_file(tmp_path / "stats.json")
    book = stats_file.load_book()
    for bucket in (ALL, UNKNOWN):
        figures = book.summary("ninety_nine", bucket)
        assert (figures.games, figures.wins, figures.draws) == (5, 2, 1)
    assert prefs.get("stats/ninety_nine/played") is None
    assert stats_file.load_book().summary("ninety_nine").games == 5          # not twice


# ---- through the window ----------------------------------------------------------------------
def play_to_the_end(qtbot, window) -> None:
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(window.table and (window.table.legal or window.table.result.result)),
                        timeout=5000)
        if window.table.result.result:
            return
        window.table.choose(window.table.legal[0]["notation"])
        qtbot.waitUntil(lambda: not window.table.legal or window.table.result.result is not None,
                        timeout=5000)


@pytest.mark.gui
def test_a_game_is_counted_once_however_often_its_saves_are_finished(qtbot, tiny, store):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game({"game": "tiny", "players": 2, "seed": 1, "human_seat": 0,
                       "names": ["Me", "Bot"], "bot_levels": [None, "hard"]})
    qtbot.waitUntil(lambda: bool(window.table and window.table.legal), timeout=5000)
    window.host.request_save.emit("1")                # an early save of this very game
    qtbot.waitUntil(lambda: store.info("1") is not None, timeout=5000)
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: stats_file.load_book().summary("tiny").games == 1, timeout=5000)
    book = stats_file.load_book()
    assert book.summary("tiny", "hard").games == 1 and book.summary("tiny", "hard").seconds >= 0
    window.continue_game()                            # the finished autosave, reopened
    qtbot.waitUntil(lambda: window.table.result.result is not None, timeout=5000)
    window.games.load_slot("1")                            # the early save, played to the end again
    qtbot.waitUntil(lambda: window.table is not None and not window.table.result.result, timeout=5000)
    play_to_the_end(qtbot, window)
    qtbot.wait(200)
    assert stats_file.load_book().summary("tiny").games == 1
    window.start_game({"game": "tiny", "players": 2, "seed": 1, "human_seat": 0,
                       "names": ["Me", "Bot"], "bot_levels": [None, "easy"]})
    qtbot.waitUntil(lambda: window.table is not None and not window.table.result.result, timeout=5000)
    play_to_the_end(qtbot, window)                    # the same deal, a new game: it counts
    qtbot.waitUntil(lambda: stats_file.load_book().summary("tiny").games == 2, timeout=5000)


def test_the_dialog_shows_each_level_the_chart_and_resets_after_asking(qtbot, monkeypatch, tmp_path):
    stats_file.use_file(tmp_path / "stats.json")
    for i, (returns, level) in enumerate((([1, 0], "hard"), ([1, 0], "hard"), ([0, 1], "easy"))):
        stats_file.record_game("ninety_nine", {"returns": returns, "human_seat": 0, "score": 4 + i,
                                               "bot_levels": [None, level], "game_id": f"g{i}",
                                               "seconds": 600})
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("ninety_nine"))
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers == ["All levels", "Easy", "Normal", "Hard"]
    column = {h: [dialog.table.item(r, c).text() for r in range(dialog.table.rowCount())]
              for c, h in enumerate(headers)}
    # games, won, drawn, win rate, first places, current streak, best streak, best, average,
    # time, with undo
    assert column["All levels"] == ["3", "2", "0", "67%", "2", "1 loss", "2 wins", "6", "5",
                                    "30 minutes", "0"]
    assert column["Hard"][:7] == ["2", "2", "0", "100%", "2", "2 wins", "2 wins"]
    assert column["Normal"] == ["0", "0", "0", "—", "0", "—", "—", "—", "—", "—", "0"]
    assert "strongest opponent" in dialog.level_note.text()
    assert [r.outcome for r in dialog.chart.results] == ["win", "win", "loss"]
    dialog.table.setCurrentCell(0, headers.index("Easy"))
    assert [r.outcome for r in dialog.chart.results] == ["loss"]
    assert dialog.chart_title.text() == "Last 1 result: Easy"
    chart = dialog.chart
    chart.resize(600, 170)
    assert not chart.grab().isNull()
    assert chart.index_at(chart._slot(0).center().x()) == 0 and chart.index_at(1) is None
    assert chart.describe(chart.results[0]).startswith("Lost · score 6 · 20")   # the tooltip
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a) or QMessageBox.StandardButton.No)
    dialog._reset()
    assert len(asked) == 1 and stats_file.load_book().summary("ninety_nine").games == 3
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    dialog._reset()
    assert stats_file.load_book().summary("ninety_nine").games == 0
    assert dialog.table.item(0, 0).text() == "0" and dialog.chart.results == []


@pytest.mark.parametrize("lang, won, lost, best, label", [
    ("zh_TW", "連勝 2 場", "連敗 1 場", "2 場", "目前連勝／連敗"),
    ("zh_CN", "连胜 2 场", "连败 1 场", "2 场", "目前连胜／连败"),
])
def test_the_current_streak_says_won_or_lost_in_chinese(qtbot, tmp_path, lang, won, lost, best, label):
    """TRANSLATION-REVIEW: "Current streak" said 目前連續 and the cell "2 連勝": the cell says
    which run it is (連勝 / 連敗), the best streak its count under 最長連勝."""
    from gui.lang.i18n import LanguageManager

    stats_file.use_file(tmp_path / "stats.json")
    for i, (returns, level) in enumerate((([1, 0], "hard"), ([1, 0], "hard"), ([0, 1], "easy"))):
        stats_file.record_game("ninety_nine", {"returns": returns, "human_seat": 0, "score": 4,
                                               "bot_levels": [None, level], "game_id": f"g{i}"})
    LanguageManager.instance().set_language(lang, remember=False)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("ninety_nine"))
    streak, best_row = ROWS.index("streak"), ROWS.index("best_streak")
    cells = {dialog.table.horizontalHeaderItem(c).text(): (dialog.table.item(streak, c).text(),
                                                           dialog.table.item(best_row, c).text())
             for c in range(dialog.table.columnCount())}
    assert dialog.table.verticalHeaderItem(streak).text() == label
    assert cells[dialog.level_name(ALL)] == (lost, best)
    assert cells[dialog.level_name("hard")] == (won, best)


def test_the_dialog_names_a_damaged_file(qtbot, tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{not json")
    stats_file.use_file(path)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog)
    assert str(path) in dialog.problem.text() and "stats.json.bad" in dialog.problem.text()
    assert (tmp_path / "stats.json.bad").read_text() == "{not json"


def test_a_network_game_is_counted_and_marked_as_one(tmp_path):
    """Issue 32: a hosted or joined game counts in the player's own statistics, marked as a
    network game (the result of its last Turn says so)."""
    path = tmp_path / "stats.json"
    stats_file.use_file(path)
    assert stats_file.record_game("tiny", {"returns": [1, 0], "winners": [0], "human_seat": 1,
                                           "human_seats": [1], "game_id": "n1", "network": True,
                                           "bot_levels": ["", ""]})
    recent = stats_file.StatsFile(path).load().summary("tiny").recent
    assert [(r.outcome, r.network) for r in recent] == [("loss", True)]
    assert json.loads(path.read_text())["games"]["tiny"]["all"]["recent"][0]["network"] is True
