"""Issue 35 in the app, the parts around the review itself: "Review this game" on every replay
card (opens the replay and reviews it, from the cache at once the second time), the player's
mistakes and blunders marked on the move slider (a click or Ctrl+→ goes there), a long review
cancelled while the replay steps on, and the accuracy of each reviewed game in the
statistics (once per game)."""
from __future__ import annotations

import copy

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QPushButton

from engine.saves import SaveStore, write_file
from gui.review.marks import show_marks
from gui.style import current_scheme
from gui.table.replay_bar import ReplayBar
from gui.userdata import stats_file
from tests.gui.test_review_app import REVIEW
from tests.test_review import squeeze


def finished_game(store: SaveStore, slot: str = "1", meta: dict | None = None) -> None:
    """A 九九 hand played to its end from a squeeze, in `slot`: at 90 seat 0 plays 3H, a
    blunder (tests/test_review.py: the other player makes 99 and seat 0 is out)."""
    state = squeeze(actions=("3H",))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    write_file(store.path(slot), state, meta or {"names": ["Me", "Bo"], "human_seat": 0,
                                                 "bot_levels": ["", "hard"]})


def a_window(qtbot, tmp_path, budget: int = 20):
    from gui.main_window import MainWindow
    store = SaveStore(tmp_path / "saves")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    job = window.replay.review.runner.job
    job.budget, job.graph_worlds = budget, 1
    return window, store


def test_a_replay_card_reviews_its_game_and_the_statistics_count_it_once(qtbot, tmp_path):
    from gui.dialogs.replays import ReplaysDialog
    from gui.dialogs.stats import StatisticsDialog
    window, store = a_window(qtbot, tmp_path)
    finished_game(store)
    viewer, panel = window.replay, window.replay.review
    clicked: list[str] = []

    def click_the_cards_review() -> None:          # in Watch a replay, as the menu opens it
        dialog = QApplication.activeModalWidget()
        button = dialog.grid.card("slot:1").findChild(QPushButton, "cardReview")
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus   # the grid stays one Tab stop
        clicked.append(button.accessibleName())
        button.click()

    QTimer.singleShot(0, click_the_cards_review)
    window.act_replay.trigger()
    assert clicked == ["Review Ninety-Nine"]
    qtbot.waitUntil(lambda: panel.review is not None, timeout=30000)
    assert window.stack.currentWidget() is viewer and viewer.table is not None
    assert panel.review["game"] == "ninety_nine" and "cached" not in panel.review
    accuracy = panel.review["accuracy"]
    assert panel.review["decisions"][0]["grade"] == "blunder"
    marks = viewer.bar.slider.marks                      # marked on the move slider
    assert [(m.value, m.kind) for m in marks] == [(0, "blunder")]
    assert viewer.bar.slider.accessibleDescription().startswith("1 blunder, at move 1.")
    kept = stats_file.load_book().reviews.of("ninety_nine")
    assert [(r.accuracy, r.level, r.decisions) for r in kept] == [
        (accuracy, "hard", len(panel.review["decisions"]))]
    # the second time, from the dialog's own button (Alt+R, the selected card): the cache
    dialog = ReplaysDialog(store, window)
    qtbot.addWidget(dialog)
    dialog.review_requested.connect(viewer.review_game)
    assert dialog.review_button.text() == "&Review this game"
    dialog.select("slot:1")
    dialog.review_button.click()
    qtbot.waitUntil(lambda: panel.review is not None and panel.review.get("cached"),
                    timeout=5000)
    assert len(stats_file.load_book().reviews.of("ninety_nine")) == 1     # not twice
    stats = StatisticsDialog(window)
    qtbot.addWidget(stats)
    stats.tabs.setCurrentIndex(stats.game_ids.index("ninety_nine"))
    assert stats.accuracy_chart.rates == [accuracy / 100]
    assert stats.accuracy_chart.accessibleDescription() == (
        f"Accuracy in your one reviewed game: {accuracy:.0f} %")
    window.close()


def test_a_long_review_is_cancelled_while_the_replay_steps_on(qtbot, tmp_path):
    window, store = a_window(qtbot, tmp_path, budget=10**7)     # far longer than the test
    finished_game(store)
    viewer, panel = window.replay, window.replay.review
    viewer.review_game({"slot": "1"})
    qtbot.waitUntil(lambda: panel.runner.busy and panel.bar.isVisible(), timeout=5000)
    assert panel.cancel_button.isVisible() and not panel.start_button.isVisible()
    viewer.step_to(1)                                 # the table answers meanwhile
    qtbot.waitUntil(lambda: viewer.move == 1, timeout=10000)
    assert panel.runner.busy
    panel.cancel_button.click()
    qtbot.waitUntil(lambda: not panel.runner.busy, timeout=10000)
    assert panel.review is not None and panel.review["stopped"] is True
    assert "(stopped early)" in panel.summary.text()
    assert not list((tmp_path / "reviews").glob("*.json"))         # a stopped one: no cache
    assert stats_file.load_book().reviews.of("ninety_nine") == []  # nor a figure
    window.close()


def test_another_game_opened_mid_review_shows_nothing_of_the_first(qtbot, tmp_path):
    window, store = a_window(qtbot, tmp_path, budget=10**7)
    finished_game(store, "1")
    viewer, panel = window.replay, window.replay.review
    viewer.review_game({"slot": "1"})
    qtbot.waitUntil(lambda: panel.runner.busy, timeout=5000)
    panel.runner.job.budget = 20
    finished_game(store, "2", {"names": ["Me", "Bo"], "human_seat": 1})
    viewer.review_game({"slot": "2"})
    qtbot.waitUntil(lambda: panel.review is not None and not panel.runner.busy, timeout=30000)
    assert panel.review["seat"] == 1 and panel.review["stopped"] is False
    window.close()


def reviewed(*grades: str) -> dict:
    review = copy.deepcopy(REVIEW)
    review["moves"] = 10
    review["decisions"] = [{**REVIEW["decisions"][0], "move": 2 * i, "grade": grade,
                            "played": f"P{i}", "best": f"B{i}"} for i, grade in enumerate(grades)]
    return review


def test_mistakes_and_blunders_are_marked_on_the_move_slider(qtbot):
    bar = ReplayBar()
    qtbot.addWidget(bar)
    bar.resize(1400, 40)
    bar.set_game(10, True, ["Me", "Bo"], [0, 1], 0)
    bar.show()
    qtbot.waitExposed(bar)
    slider = bar.slider
    assert slider.width() > 300
    show_marks(slider, reviewed("best", "blunder", "good", "mistake", "inaccuracy"))
    assert [(m.value, m.kind) for m in slider.marks] == [(2, "blunder"), (6, "mistake")]
    assert slider.marks[0].text == "Move 3: blunder (you played P1, better B1)"
    assert slider.accessibleDescription() == (
        "1 mistake, at move 7; 1 blunder, at move 3. Ctrl+→ and Ctrl+← go from one to the next.")
    picture = slider.grab().toImage()
    scheme = current_scheme()
    for mark, colour in ((slider.marks[0], scheme.grade_blunder),
                         (slider.marks[1], scheme.grade_mistake)):
        x = round(slider.x_of(mark.value))
        assert picture.pixelColor(x, 1) == QColor(colour)         # the style's colour
    asked: list[int] = []
    bar.step_requested.connect(asked.append)
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(round(slider.x_of(6)) + 2, slider.height() // 2))
    qtbot.waitUntil(lambda: asked == [6], timeout=3000)
    bar.set_position(6, 10)
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: asked == [6, 2], timeout=3000)
    show_marks(slider, reviewed("best", "good"))
    assert slider.marks == [] and "no mistake or blunder" in slider.accessibleDescription()
    show_marks(slider, None)
    assert slider.marks == [] and slider.accessibleDescription() == ""


def test_the_app_offers_no_review_of_a_seat_view_and_says_why(qtbot, tmp_path):
    """A seat view (engine/seat_view.py) is not reviewed (tests/test_review_seat_view.py
    says why): "Review this game" is off, and the sentence is beside it."""
    from engine.seat_view import write_seat_view
    from gui.main_window import MainWindow
    path = tmp_path / "shared.jiupai"
    write_seat_view(path, squeeze(actions=("9C",)), 1, {})
    window = MainWindow(store=SaveStore(tmp_path / "saves"), think_ms=0)
    qtbot.addWidget(window)
    window.show()
    viewer, panel = window.replay, window.replay.review
    viewer.review_game({"path": str(path)})       # as a card's "Review" would ask
    qtbot.waitUntil(lambda: viewer.table is not None, timeout=5000)
    assert not panel.start_button.isEnabled() and not panel.runner.busy
    why = ("This shared view holds what one seat saw but not the game's record, which a "
           "review replays to weigh each decision: review the game's save or full export "
           "instead.")
    assert panel.summary.text() == why and panel.start_button.accessibleDescription() == why
    assert panel.review is None and not panel.review_on_open     # nothing starts later either
    window.close()


def test_a_click_next_to_a_graph_point_goes_to_its_move(qtbot):
    from gui.review.graph import WinGraph
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.resize(416, 96)
    review = reviewed("blunder", "best")               # decisions at moves 0 and 2 …
    graph.set_review({**review, "moves": 50})          # … of 50: 8 px a move
    asked: list[int] = []
    graph.move_chosen.connect(asked.append)
    for x, move in ((graph.x_of(2) + 8, 2), (graph.x_of(2) + 30, 6), (graph.x_of(0) + 7, 0)):
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(x), 40))
        assert asked[-1] == move


def test_the_marks_are_said_in_the_players_language(qtbot):
    from gui.lang.i18n import LanguageManager
    from gui.table.marked_slider import MarkedSlider
    slider = MarkedSlider()
    qtbot.addWidget(slider)
    languages = LanguageManager.instance()
    try:
        assert languages.set_language("zh_TW", remember=False)
        show_marks(slider, reviewed("mistake", "blunder", "mistake"))
        assert slider.accessibleDescription() == (
            "2 次失誤，在第 1、5 步；1 次大錯，在第 3 步。按 Ctrl+→ 與 Ctrl+← 逐一前往。")
        assert slider.marks[1].text == "第 3 步：大錯（你出了 P1，較好的是 B1）"
    finally:
        languages.set_language("en", remember=False)
