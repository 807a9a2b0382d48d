"""Statistics a player would rather look at than read (issue 33 item 6): what the pictures
are computed from (gui/userdata/stats_pictures.py) and what the dialog draws from a known book
of results; the About box names the version, the licence and the credits."""
from __future__ import annotations

import pytest

from engine.version import __version__
from gui.dialogs.stats import StatisticsDialog
from gui.userdata import stats_file
from gui.userdata.stats import Result, StatsBook, summarize
from gui.userdata.stats_pictures import Bin, best_run, score_bins, win_rate_line


def results(outcomes: str, scores: list[float] | None = None) -> list[Result]:
    """"WWLD" as results; scores in the same order (None: no score)."""
    words = {"W": "win", "L": "loss", "D": "draw"}
    scores = scores or [None] * len(outcomes)
    return [Result(words[o], s) for o, s in zip(outcomes, scores, strict=False)]


def test_the_win_rate_line_is_the_rate_after_each_game():
    assert win_rate_line(summarize(results("WWLWDL"))) == [1, 1, 2 / 3, 3 / 4, 3 / 5, 3 / 6]


def test_the_win_rate_line_counts_the_games_before_the_last_fifty():
    """60 games, the first ten all lost: the line starts from 1 win in 11 and ends on the
    summary's own rate."""
    summary = summarize(results("L" * 10 + "W" * 50))
    line = win_rate_line(summary)
    assert len(line) == 50 and line[0] == 1 / 11 and line[-1] == summary.win_rate == 50 / 60


def test_scores_fall_into_bins_of_whole_equal_widths():
    bins = score_bins(results("WWWWW", [0, 3, 3.5, 7, 15]), most=8)
    assert [b.count for b in bins] == [1, 2, 0, 1, 0, 0, 0, 1]
    assert bins[0] == Bin(0, 2, 1) and bins[-1] == Bin(14, 16, 1)
    assert [b.count for b in score_bins(results("WW", [4, 4]))] == [2]
    assert score_bins(results("WL")) == []


def test_the_longest_run_of_wins_is_the_latest_of_equals():
    assert best_run(results("WWLWWWLWWW")) == (7, 3)
    assert best_run(results("LLD")) is None


def book_of_results() -> StatsBook:
    """九九: easy W W L (scores 10, 12, 3), hard L W L L (scores 0, 30, 1, 2)."""
    book = StatsBook()
    for i, (level, outcome, score) in enumerate((
            ("easy", "win", 10), ("easy", "win", 12), ("hard", "loss", 0), ("easy", "loss", 3),
            ("hard", "win", 30), ("hard", "loss", 1), ("hard", "loss", 2))):
        book.record("ninety_nine", level, Result(outcome, float(score), 60), f"g{i}")
    return book


@pytest.fixture
def dialog(qtbot, tmp_path):
    stats_file.use_file(tmp_path / "stats.json")
    assert stats_file.current().save(book_of_results())
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("ninety_nine"))
    dialog.resize(800, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_charts_draw_the_known_book(dialog):
    dialog.grab()                                            # paint every chart once
    chart = dialog.rate_chart
    plot = chart.plot()
    rates = [1, 1, 2 / 3, 2 / 4, 3 / 5, 3 / 6, 3 / 7]
    assert chart.rates == pytest.approx(rates)
    assert [round(p.y(), 3) for p in chart.points] == [
        round(plot.bottom() - r * plot.height(), 3) for r in rates]
    assert chart.points[0].x() == pytest.approx(plot.left())
    assert chart.points[-1].x() == pytest.approx(plot.right())
    levels = {bar.label: (bar.count, round(bar.value, 3)) for bar in dialog.level_chart.bars}
    assert levels == {"Easy": (3, 0.667), "Normal": (0, 0.0), "Hard": (4, 0.25)}
    bars = dialog.level_chart.bars
    assert bars[0].rect.height() > bars[2].rect.height() > 0 == bars[1].rect.height()
    scores = [(bar.label, bar.count) for bar in dialog.score_chart.bars]
    assert scores == [("0–5", 4), ("6–11", 1), ("12–17", 1), ("18–23", 0), ("24–29", 0),
                      ("30–35", 1)]
    assert [r.outcome for r in dialog.chart.results] == ["win", "win", "loss", "loss", "win",
                                                         "loss", "loss"]
    assert dialog.chart.run == (0, 2)                        # the bracket over W W
    figures = dict((name, value) for value, name in dialog.strip.figures)
    assert figures == {"Games": "7", "Current streak": "2 losses", "Best streak": "2 wins",
                       "Best score": "30"}
    assert "Win rate: 43%" in dialog.strip.accessibleDescription()


def test_the_level_box_and_the_figures_column_are_one_choice(dialog):
    dialog.level.setCurrentIndex(3)                           # Hard
    assert dialog.table.currentColumn() == 3
    assert [r.outcome for r in dialog.chart.results] == ["loss", "win", "loss", "loss"]
    assert dialog.rate_chart.rates == pytest.approx([0, 1 / 2, 1 / 3, 1 / 4])
    dialog.table.setCurrentCell(0, 1)                         # Easy, chosen in the table
    assert dialog.level.currentText() == "Easy"
    assert dialog.level_label.buddy() is dialog.level and dialog.level.accessibleName()


def test_an_empty_book_says_so_in_every_chart(qtbot, tmp_path):
    stats_file.use_file(tmp_path / "stats.json")
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.grab()
    for chart in (dialog.rate_chart, dialog.level_chart, dialog.score_chart):
        assert not chart.has_data() and chart.empty_text and chart.accessibleName()
    assert dialog.strip.rate is None


@pytest.mark.parametrize("lang, version, licence", [
    ("en", f"Version {__version__}", "MIT licence"),
    ("zh_TW", f"版本 {__version__}", "MIT 授權"),
    ("zh_CN", f"版本 {__version__}", "MIT 许可证"),
])
def test_about_names_the_version_the_licence_and_the_credits(qtbot, lang, version, licence):
    from gui.dialogs.about import AboutDialog
    from gui.lang.i18n import LanguageManager
    LanguageManager.instance().set_language(lang, remember=False)
    about = AboutDialog()
    qtbot.addWidget(about)
    assert about.version.text() == version
    text = about.text.text()
    assert licence in text and "Noto Sans CJK" in text and "make_sounds.py" in text


def test_score_bands_never_run_into_one_another_at_800x600(dialog):
    """At 800×600 six bands under the score bars ran together ("0–1415–2930–44"): a band too
    wide for its slot breaks after the dash, and every line then fits the slot."""
    from gui.dialogs.stats_charts import PAD, fitted
    chart = dialog.score_chart
    chart.set_bins([Bin(low, low + 15, 7) for low in range(0, 90, 15)], "")
    dialog.grab()
    slot = chart.plot().width() / len(chart.items)
    advance = chart.fontMetrics().horizontalAdvance
    assert any(advance(label) > slot - 2 for label, _, _ in chart.items)   # the case seen
    lines = 1
    for label, _, _ in chart.items:
        for line in fitted(label, advance, slot - 2).split("\n"):
            assert advance(line) <= slot - 2, (label, slot)
        lines = max(lines, fitted(label, advance, slot - 2).count("\n") + 1)
    # both lines above the card's edge (the second one fell below it, cut off)
    room = chart.height() - PAD - (chart.plot().bottom() + 2)
    assert lines == 2 and room >= 2 * chart.fontMetrics().lineSpacing(), room
    assert fitted("15–29", lambda text: 10 * len(text), 30) == "15–\n29"
    assert fitted("15–29", lambda text: 10 * len(text), 60) == "15–29"
