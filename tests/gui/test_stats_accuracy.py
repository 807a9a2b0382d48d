"""Your accuracy per game over time, beside the results (issue 35.4): a complete review of your
own finished game counts once (gui/userdata/stats_reviews.py), the file keeps it checked, and
the statistics draw it — or say that no game was reviewed yet."""
from __future__ import annotations

import pytest

from gui.userdata import stats_file
from gui.userdata.stats import StatsBook, StatsFormatError
from tests.gui.test_review_app import REVIEW


def test_the_accuracy_picture_says_so_when_no_game_was_reviewed(qtbot):
    from gui.dialogs.stats import StatisticsDialog
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    chart = dialog.accuracy_chart
    assert not chart.has_data() and chart.accessibleName() == "Your review accuracy"
    assert chart.accessibleDescription().startswith("No game reviewed yet")


def test_only_a_complete_review_of_your_own_finished_game_counts_once():
    from gui.userdata.stats_reviews import ReviewLog
    meta = {"human_seat": 0, "bot_levels": ["", "normal"]}
    done = {**REVIEW, "accuracy": 55.0}
    assert not stats_file.record_review("ninety_nine", meta, 1, done, "k")     # not yours
    assert not stats_file.record_review("ninety_nine", {"human_seats": [0, 1]}, 0, done, "k")
    assert not stats_file.record_review("ninety_nine", meta, 0, {**done, "stopped": True}, "k")
    assert not stats_file.record_review("ninety_nine", meta, 0, {**done, "finished": False}, "k")
    assert stats_file.record_review("ninety_nine", meta, 0, done, "k")
    assert not stats_file.record_review("ninety_nine", meta, 0, done, "k")     # twice: once
    assert stats_file.record_review("ninety_nine", meta, 0, {**done, "accuracy": 60.0}, "k")
    book = stats_file.load_book()
    assert [(r.key, r.accuracy, r.level) for r in book.reviews.of("ninety_nine")] == [
        ("k", 60.0, "normal")]
    assert book.reviews.of("ninety_nine", "hard") == []
    assert ReviewLog.from_json(book.reviews.to_json()) == book.reviews
    stats_file.reset()
    assert not stats_file.record_review("ninety_nine", meta, 0, done, "k")     # still counted


def test_a_damaged_accuracy_in_the_file_is_named():
    data = StatsBook().to_json()
    data["reviews"] = {"keys": ["k"], "games": {"ninety_nine": [
        {"key": "k", "accuracy": 140, "decisions": 3, "at": "", "level": "hard"}]}}
    with pytest.raises(StatsFormatError, match=r"reviews.games.ninety_nine\[0\].accuracy"):
        StatsBook.from_json(data)


def test_the_accuracy_is_drawn_over_time_at_the_level_chosen(qtbot):
    from gui.dialogs.stats import StatisticsDialog
    for key, level, accuracy in (("a", "normal", 60.0), ("b", "hard", 80.0)):
        meta = {"human_seat": 0, "bot_levels": ["", level]}
        assert stats_file.record_review("showdown", meta, 0, {**REVIEW, "accuracy": accuracy},
                                        key)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("showdown"))
    chart = dialog.accuracy_chart
    assert chart.rates == [0.6, 0.8] and chart.has_data()
    assert chart.accessibleDescription() == (
        "Accuracy in the last 2 reviewed games: from 60 % to 80 %, mean 70 %")
    dialog.level.setCurrentIndex(dialog.columns().index("hard"))
    assert chart.rates == [0.8]
    dialog.tabs.setCurrentIndex(dialog.game_ids.index("ninety_nine"))
    assert chart.rates == [] and not chart.has_data()
