"""Statistics: a game finished in play counts once; a finished save reopened does not."""
import pytest

from gui import prefs, stats
from gui.dialogs.stats import StatisticsDialog
from gui.main_window import MainWindow


def test_record_counts_wins_draws_and_losses(qtbot):
    assert stats.get("ninety_nine").played == 0
    stats.record("ninety_nine", [3.0, 1.0, 1.0], 0)      # won
    stats.record("ninety_nine", [2.0, 2.0, 1.0], 1)      # shared top: drawn
    stats.record("ninety_nine", [0.0, 5.0, 0.0], 2)      # lost
    figures = stats.get("ninety_nine")
    assert (figures.played, figures.won, figures.drawn) == (3, 1, 1)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    rows = {dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in range(1, 5)]
            for r in range(dialog.table.rowCount())}
    assert rows["九九  Ninety-Nine"] == ["3", "1", "1", "33%"]


@pytest.mark.gui
def test_a_game_played_to_the_end_is_counted_once(qtbot, tiny, store):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game({"game": "tiny", "players": 2, "seed": 1, "human_seat": 0,
                       "names": ["Me", "Bot"], "bot_levels": [None, "easy"]})
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(window.table and (window.table.legal or window.table._result)),
                        timeout=5000)
        if window.table._result:
            break
        window.table.choose(window.table.legal[0]["notation"])
        qtbot.waitUntil(lambda: not window.table.legal or window.table._result is not None, timeout=5000)
    qtbot.waitUntil(lambda: stats.get("tiny").played == 1, timeout=5000)
    window.continue_game()                                   # the finished autosave, reopened
    qtbot.waitUntil(lambda: window.table._result is not None, timeout=5000)
    qtbot.wait(100)
    assert stats.get("tiny").played == 1
