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
