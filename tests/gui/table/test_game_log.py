"""The game log keeps its newest line in view (seen under Xvfb: with the side panel's
batched layout the log stayed a dozen lines behind the game), unless the player scrolled up
to read back; it shows lines told while it was folded away."""
from PySide6.QtWidgets import QApplication

from gui.table.game_log import GameLog
from gui.table.side_panel import SidePanel


def _settle(qtbot, rounds: int = 30) -> None:
    for _ in range(rounds):
        QApplication.processEvents()
        qtbot.wait(5)


def _last_line_shown(widget) -> bool:
    """The last line of the log's text lies inside its viewport, laid out (not blank)."""
    block = widget.document().lastBlock()
    shape = widget.blockBoundingGeometry(block).translated(widget.contentOffset())
    return (block.text() != "" and block.layout().lineCount() > 0
            and widget.viewport().rect().intersects(shape.toRect()))


def test_the_newest_line_stays_in_view_and_a_scroll_up_is_left_alone(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(220, 400)
    panel.show()
    log = GameLog(panel.log_list, lambda event: f"{event['who']} plays a long line number "
                                                f"{event['n']} that wraps in the panel")
    for n in range(120):                      # one move at a time, as the queue tells them
        log.add([{"who": "Computer 1", "n": n}])
        QApplication.processEvents()
    _settle(qtbot)
    assert _last_line_shown(panel.log_list)
    bar = panel.log_list.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)      # the player reads back
    _settle(qtbot)
    assert not log.following()
    log.add([{"who": "Computer 2", "n": 999}])
    _settle(qtbot)
    assert bar.value() == 0 and not _last_line_shown(panel.log_list)



def test_lines_told_while_the_panel_was_folded_show_when_it_unfolds(qtbot, store):
    """Seen under Xvfb: 九九 at 800×600 (the panel folds by itself), a dozen moves, then
    the window made wider — the log was blank though it held every line."""
    import pytest

    from gui.main_window import MainWindow
    from gui.userdata import prefs
    from tests.gui.driver import config
    from tests.gui.receivers import collect
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    turns = collect(window.host.worker.turn)        # received in the GUI thread
    window.start_game(config("ninety_nine", 3))
    for _ in range(8):                             # the player's moves, each when asked
        qtbot.waitUntil(lambda: bool(turns) and bool(turns[-1].legal), timeout=20000)
        turn = turns[-1]
        window.host.request_submit.emit(turn.legal[0]["notation"], turn.move)
        qtbot.waitUntil(lambda: turns[-1] is not turn, timeout=20000)
    qtbot.waitUntil(lambda: len(window.table.log.shown()) > 20, timeout=20000)
    widget = window.table.log_list
    assert not widget.isVisible()                  # folded at 800 px
    window.resize(1100, 760)                       # unfolds by itself
    qtbot.waitUntil(widget.isVisible, timeout=3000)
    _settle(qtbot)
    if not widget.isVisible():
        pytest.fail("the panel did not unfold")
    assert _last_line_shown(widget)
    window.close()


def test_the_view_keeps_the_newest_lines_and_the_log_the_whole_story(qtbot):
    """The view holds the newest MAX_LINES, the story keeps every event (a language switch
    tells the newest again)."""
    from gui.table.game_log import MAX_LINES
    panel = SidePanel()
    qtbot.addWidget(panel)
    log = GameLog(panel.log_list, lambda event: f"line {event['n']}")
    log.add([{"n": n} for n in range(MAX_LINES + 50)])
    shown = log.shown()
    assert len(shown) == MAX_LINES
    assert shown[0] == "line 50" and shown[-1] == f"line {MAX_LINES + 49}"
    assert len(log.events) == MAX_LINES + 50
    log.rebuild()
    assert log.shown() == shown


def _last_line_whole(widget) -> bool:
    """The last line of the log lies wholly inside its viewport."""
    block = widget.document().lastBlock()
    shape = widget.blockBoundingGeometry(block).translated(widget.contentOffset())
    return (block.text() != "" and block.layout().lineCount() > 0
            and shape.top() >= 0 and shape.bottom() <= widget.viewport().height() + 1)


def test_the_newest_line_is_in_view_after_a_load_and_a_resize(qtbot, store):
    """Issue 34.8: after Load (or Continue) the last lines were below the fold; and after
    800×600 → full screen the log jumped to "Hand 1 begins" and stayed."""
    from gui.main_window import MainWindow
    from gui.userdata import prefs
    from tests.gui.driver import config
    from tests.gui.receivers import collect
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    turns = collect(window.host.worker.turn)
    window.start_game(config("ninety_nine", 3))
    for _ in range(10):
        qtbot.waitUntil(lambda: bool(turns) and bool(turns[-1].legal), timeout=20000)
        turn = turns[-1]
        window.host.request_submit.emit(turn.legal[0]["notation"], turn.move)
        qtbot.waitUntil(lambda: turns[-1] is not turn, timeout=20000)
    qtbot.waitUntil(lambda: bool(turns[-1].legal), timeout=20000)
    window.host.request_save.emit("2")
    qtbot.waitUntil(lambda: store.info("2") is not None, timeout=5000)
    window.close()
    again = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(again)
    again.resize(1180, 780)
    again.show()
    again.host.request_resume_slot.emit("2")
    qtbot.waitUntil(lambda: again.table is not None and bool(again.table.legal)
                    and not again.table.busy(), timeout=10000)
    widget = again.table.log_list
    qtbot.waitUntil(widget.isVisible, timeout=3000)
    _settle(qtbot)
    assert len(again.table.log.shown()) > 25              # more than the panel shows
    assert _last_line_whole(widget), "after Load"
    for size in ((800, 600), (1600, 1000), (800, 600), (1180, 780)):
        again.resize(*size)
        _settle(qtbot)
        if not widget.isVisible():
            again.table.side.fold_button.click()           # at 800 px: the drawer, opened
            _settle(qtbot)
        assert _last_line_whole(widget), size
    again.close()
