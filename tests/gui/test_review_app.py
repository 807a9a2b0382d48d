"""Game review in the app (issue 35): the review runs in its own thread while the replay stays
usable, is cached for a second look, draws the win-chance graph (a click goes to the move),
says what was played and what is better, and "Try the better move" plays on from there."""
from __future__ import annotations

import json

from PySide6.QtCore import QPointF, Qt

from engine.review.model import REVIEW_VERSION
from engine.saves import write_file
from gui.review.cache import ReviewCache, review_key
from gui.review.graph import WinGraph
from gui.review.words import decision_text
from tests.test_review import squeeze

REVIEW = {"game": "ninety_nine", "players": 2, "seat": 0, "seed": 0, "budget": 10,
          "unit": "hand_win", "moves": 4, "finished": True, "stopped": False,
          "decisions": [{"move": 0, "played": "9C", "best": "AH", "loss": 40.0, "error": 1.0,
                         "grade": "blunder", "accuracy": 10.0, "reason": "", "worlds": 4,
                         "choices": [], "section": 1, "others": {}},
                        {"move": 2, "played": "2H", "best": "2H", "loss": 0.0, "error": 0.0,
                         "grade": "best", "accuracy": 100.0, "reason": "", "worlds": 4,
                         "choices": [], "section": 1, "others": {}}],
          "graph": [{"move": 0, "kind": "start", "win": 0.5},
                    {"move": 1, "kind": "after", "win": 0.1},
                    {"move": 4, "kind": "end", "win": 0.0}],
          "accuracy": 55.0, "luck": -0.1, "skill": -0.4, "result": 0.0,
          "version": REVIEW_VERSION}


def test_a_cached_review_belongs_to_one_game_and_seat(tmp_path):
    record = squeeze(actions=("AH",)).record()
    key = review_key(record, 0)
    assert key == review_key(json.loads(json.dumps(record)), 0)
    assert key != review_key(record, 1)
    assert key != review_key({**record, "actions": []}, 0)
    cache = ReviewCache(tmp_path / "reviews")
    assert cache.get(key) is None
    cache.put(key, REVIEW)
    assert cache.get(key) == REVIEW
    cache.path(key).write_text('{"game": 1}', encoding="utf-8")       # damaged: not a review
    assert cache.get(key) is None


def test_the_graph_goes_to_the_move_clicked_and_between_graded_moves(qtbot):
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.resize(416, 96)
    graph.set_review(REVIEW)
    asked: list[int] = []
    graph.move_chosen.connect(asked.append)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton,
                     pos=QPointF(graph.x_of(3), 40).toPoint())
    assert asked == [3]
    assert graph.y_of(0.1) > graph.y_of(0.5) > graph.y_of(1.0)
    graph.set_move(0)
    qtbot.keyClick(graph, Qt.Key.Key_Right)
    assert asked[-1] == 2
    graph.set_move(2)
    qtbot.keyClick(graph, Qt.Key.Key_Left)
    assert asked[-1] == 0


def test_a_graded_move_says_what_was_played_and_what_is_better(qtbot, tmp_path):
    from gui.lang.i18n import LanguageManager
    from gui.review.job import ReviewRunner
    from gui.review.panel import ReviewPanel
    assert LanguageManager.instance().set_language("en", remember=False)
    blunder, best = REVIEW["decisions"]
    text = decision_text(blunder, "hand_win")
    assert text.startswith("Move 1: you played 9C — blunder.")
    assert "40 % of the hand's chance" in text and "Better: AH." in text
    assert decision_text(best, "hand_win") == "Move 3: you played 2H — best move."
    runner = ReviewRunner(ReviewCache(tmp_path / "reviews"))
    panel = ReviewPanel(runner)
    qtbot.addWidget(panel)
    summary = panel.summary_of(REVIEW)
    runner.shutdown()
    assert summary.startswith("Accuracy 55 %") and "1 blunder" in summary
    assert "2 decisions" in summary and "0 mistakes" in summary


def test_review_this_game_in_the_replay_viewer(qtbot, tmp_path):
    """The review of a finished 九九 hand: progress, then the graph and the graded blunder;
    a second look comes from the cache; "Try the better move" plays on as a new game."""
    from engine.saves import SaveStore
    from gui.main_window import MainWindow
    state = squeeze(actions=("9C",))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    store = SaveStore(tmp_path / "saves")
    write_file(store.path("1"), state, {"names": ["Me", "Bo"], "human_seat": 0})
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    viewer = window.replay
    viewer.review.runner.job.budget, viewer.review.runner.job.graph_worlds = 20, 1
    viewer.open({"slot": "1"})
    qtbot.waitUntil(lambda: viewer.table is not None, timeout=5000)
    panel = viewer.review
    assert panel.start_button.isVisible() and panel.start_button.isEnabled()
    panel.start_button.click()
    qtbot.waitUntil(lambda: panel.review is not None, timeout=30000)
    assert panel.graph.isVisible() and not panel.runner.busy
    decisions = panel.review["decisions"]
    assert [d["move"] for d in decisions][:1] == [0] and decisions[0]["played"] == "9C"
    assert "Accuracy" in panel.summary.text()
    key_files = list((tmp_path / "reviews").glob("*.json"))
    assert len(key_files) == 1                              # cached for a second look
    panel.review = None
    panel.start()
    qtbot.waitUntil(lambda: panel.review is not None, timeout=5000)
    assert panel.review.get("cached") is True
    viewer.step_to(1)
    qtbot.waitUntil(lambda: viewer.move == 1, timeout=5000)
    assert panel.detail.isVisible() and "you played 9C" in panel.detail.text()
    if decisions[0]["grade"] not in ("best", "good"):
        panel.try_button.click()
        qtbot.waitUntil(lambda: window.game_info is not None and window.table is not None,
                        timeout=10000)
    window.close()


def test_the_match_end_box_offers_the_review_of_the_game_just_played(qtbot, tmp_path):
    """Issue 35: "Review this game" at a game's end opens the game in the replay viewer and
    starts its review."""
    from engine.saves import SaveStore
    from gui.userdata import prefs
    from tests.gui import driver
    prefs.put("ui/animation_speed", "off")
    config = {**driver.config("showdown", 3), "options": {"innings": 1}}
    window = driver.MainWindow(store=SaveStore(tmp_path / "saves"), think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    window.assist.act_autoplay.trigger()                 # 托管 plays the game to its end
    qtbot.waitUntil(lambda: window.table.overlay.isVisible()
                    and window.table.overlay.new_button.isVisible(), timeout=60000)
    box = window.table.overlay
    assert box.review_button.isVisible() and box.reviewable
    window.replay.review.runner.job.budget = 10
    window.replay.review.runner.job.graph_worlds = 1
    box.review_button.click()
    qtbot.waitUntil(lambda: window.replay.review.review is not None, timeout=60000)
    assert window.stack.currentWidget() is window.replay
    assert window.replay.review.review["game"] == "showdown"
    window.close()
