"""The game log keeps its newest line in view (seen under Xvfb: with the side panel's
batched layout the log stayed a dozen lines behind the game), unless the player scrolled up
to read back."""
from PySide6.QtWidgets import QApplication

from gui.table.game_log import GameLog
from gui.table.side_panel import SidePanel


def _settle(qtbot, rounds: int = 30) -> None:
    for _ in range(rounds):
        QApplication.processEvents()
        qtbot.wait(5)


def _last_line_shown(widget) -> bool:
    last = widget.item(widget.count() - 1)
    return widget.viewport().rect().intersects(widget.visualItemRect(last))


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
    bar.setValue(0)                           # the player reads back
    assert not log.following()
    log.add([{"who": "Computer 2", "n": 999}])
    _settle(qtbot)
    assert bar.value() == 0 and not _last_line_shown(panel.log_list)
