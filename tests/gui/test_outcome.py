"""天地人 tells the outcome truly (issue 24.1): the line the end-of-game box shows and the
statistics count the same wins — every 胜出者 — with first places and points besides."""
from __future__ import annotations

import json

import pytest

from gui.dialogs.stats import ROWS, StatisticsDialog
from gui.lang.i18n import LanguageManager
from gui.lang.outcome import OutcomeWords, TiandirenOutcomeWords, result_line
from gui.userdata import stats_file
from gui.userdata.stats import StatsBook
from tests.test_winners import tiandiren_match


def tiandiren_result(seat: int) -> dict:
    """The worker's game_over result of tests/test_winners.py's match (抢天 900, 抢地 1,500,
    人牌 2,000, one 完败者), for `seat` as the human."""
    state = tiandiren_match()
    return {"returns": state.returns(), "winners": state.winners(), "human_seat": seat,
            "names": ["", "", "", ""], "bot_levels": [None if s == seat else "normal"
                                                     for s in range(4)],
            "game_id": f"tdr-{seat}", "seconds": 30, "score": state.returns()[seat]}


@pytest.mark.parametrize("lang, seat, line", [
    ("en", 1, "won · 900 points · 3rd of 4"),
    ("en", 2, "lost · 0 points · 4th of 4"),
    ("en", 3, "won · 2,000 points · 1st of 4".replace("2,000", "2000")),
    ("zh_TW", 1, "勝出 · 900 分 · 4 人中第 3 名"),
    ("zh_CN", 2, "完败 · 0 分 · 4 人中第 4 名"),
])
def test_the_end_of_game_line_says_won_the_points_and_the_place(lang, seat, line):
    """Issue 24.1: 「Seen: "You win!" while the table ranked the player 3rd with 900 points
    against 45,000 … the end-of-game box says won or lost, the points and the place ("won ·
    900 points · 3rd of 4")」."""
    LanguageManager.instance().set_language(lang, remember=False)
    assert result_line(tiandiren_result(seat), TiandirenOutcomeWords().outcome) == line


def test_the_other_games_say_won_or_lost_by_the_top_score():
    """九局對決 counts its runs (its table's score_text); the others their points."""
    showdown = {"returns": [1.0, -1.0], "winners": [0], "human_seat": 0, "score": 3}
    runs = OutcomeWords().runs
    assert result_line(showdown, score_text=runs) == "won · 3 runs · 1st of 2"
    assert result_line({**showdown, "human_seat": 1, "score": 0}, score_text=runs) == \
        "lost · 0 runs · 2nd of 2"
    assert result_line({"returns": [-3.0, 2.0], "human_seat": 0}) == \
        "lost · -3 points · 2nd of 2"
    tie = {"returns": [4.0, 4.0, 1.0], "winners": [], "human_seat": 1}
    assert result_line(tie) == "draw · 4 points · 1st of 3"
    old = {"returns": [2.0, 5.0, 1.0], "human_seat": 1}          # before "winners" existed
    assert result_line(old) == "won · 5 points · 1st of 3"
    LanguageManager.instance().set_language("zh_TW", remember=False)
    assert result_line(tie) == "平手 · 4 分 · 3 人中第 1 名"
    LanguageManager.instance().set_language("zh_CN", remember=False)
    assert result_line(tie) == "平局 · 4 分 · 3 人中第 1 名"


def test_the_statistics_count_a_shengchu_as_a_win_and_keep_first_places(tmp_path):
    """RULINGS, 天地人: 「a 胜出者 is a win (with its points and its place by points) … Statistics
    also keep first places (top points) and points, but "win" means 胜出 everywhere」."""
    stats_file.use_file(tmp_path / "stats.json")
    for seat in (1, 2, 3):
        assert stats_file.record_game("tiandiren", tiandiren_result(seat))
    summary = stats_file.load_book().summary("tiandiren")
    assert (summary.games, summary.wins, summary.losses, summary.firsts) == (3, 2, 1, 1)
    assert summary.best_score == 2000 and summary.score_total == 2900
    assert [r.outcome for r in summary.recent] == ["win", "loss", "win"]
    assert [r.first for r in summary.recent] == [False, False, True]
    dialog = StatisticsDialog()
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("tiandiren"))
    column = 0                                              # all levels
    cell = lambda key: dialog.table.item(ROWS.index(key), column).text()  # noqa: E731
    assert (cell("games"), cell("wins"), cell("firsts")) == ("3", "2", "1")
    assert dialog.table.verticalHeaderItem(ROWS.index("firsts")).text() == "First places"


def test_a_file_from_before_first_places_counts_its_wins_and_draws_as_first_places(tmp_path):
    path = tmp_path / "stats.json"
    old = {"format": "jiupai-stats", "version": 1, "migrated": True, "counted": [],
           "games": {"primatum": {"all": {"games": 5, "wins": 2, "draws": 1, "recent": [
               {"outcome": "win", "score": 3, "seconds": 1, "undo_used": False, "at": ""}]}}}}
    path.write_text(json.dumps(old), "utf-8")
    stats_file.use_file(path)
    book = stats_file.load_book()
    assert book.summary("primatum").firsts == 3 and book.summary("primatum").recent[0].first is None
    assert StatsBook.from_json(json.loads(json.dumps(book.to_json()))) == book
