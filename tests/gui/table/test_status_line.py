"""The status line cut a long line (a hint with its reason at 800×600): first at both ends
(issue 24), then with "…" (issue 34.5, the reason lost). It now wraps, whole, and asks for
the height its lines need."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from gui.table.status_line import StatusLine


def test_a_long_line_wraps_whole_and_the_row_grows_for_it(qtbot):
    row = QWidget()
    qtbot.addWidget(row)
    layout = QHBoxLayout(row)
    status = StatusLine()
    status.setAlignment(Qt.AlignmentFlag.AlignCenter)
    status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    layout.addWidget(status, 1)
    row.resize(300, 40)
    row.show()
    status.set_floor(30)
    status.setText("Your turn")
    qtbot.waitUntil(lambda: status.height() >= 30)
    one_line = status.minimumHeight()
    assert one_line == max(30, status.fontMetrics().height())
    long_line = "Hint: Zhao 五/5, Zhao 六/4, Zhao 七/3, Wei 八/2, Qin 九/1 · Lead with what you can spare"
    status.setText(long_line)
    need = status.heightForWidth(status.width())
    assert need > status.fontMetrics().height() * 2             # more than one line
    qtbot.waitUntil(lambda: status.height() >= need)
    assert status.text() == long_line and status.wordWrap()
    assert status.height() > one_line
    status.setText("Your turn")                                 # and back to one line
    assert status.minimumHeight() == one_line


def test_a_short_line_stays_centred(qtbot):
    status = StatusLine()
    qtbot.addWidget(status)
    status.setAlignment(Qt.AlignmentFlag.AlignCenter)
    assert isinstance(status, QLabel) and status.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_auto_play_on_my_own_seat_is_not_my_name_thinking(qtbot):
    """Seen under Xvfb in a hosted game: with 托管 on, the host's own screen said
    "主人阿明 思考中…" of its own seat. It says that auto-play chooses the player's move."""
    from tests.gui.table_feed import Feed
    feed = Feed(qtbot, "ninety_nine", 3, seed=2, names=["Ming", "CPU 1", "CPU 2"])
    table = feed.table
    table.legal = []                               # 托管 has the move, not the player
    table.result.set_thinking(0)
    assert table.result.text() == "Auto-play is choosing your move…"
    table.result.set_thinking(1)
    assert table.result.text() == "CPU 1 is thinking…"
