"""The status line cut a long line (a hint with its reason at 800×600) at both ends; it now
shows the line's start and ends it with "…", and keeps the whole line as its text."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from gui.table.status_line import StatusLine

STYLE = "color: black; background: white;"


def _image(label: QLabel) -> QImage:
    image = QImage(label.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    label.render(image)
    return image


def _label(qtbot, cls, text: str, align) -> QLabel:
    label = cls()
    qtbot.addWidget(label)
    label.setAlignment(align)
    label.setStyleSheet(STYLE)
    label.resize(300, 30)
    label.setText(text)
    return label


def test_a_long_line_shows_its_start_and_a_short_one_stays_centred(qtbot):
    centre = Qt.AlignmentFlag.AlignCenter
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    long_line = "Hint: Zhao 五/5, Zhao 六/4, Zhao 七/3, Wei 八/2, Qin 九/1 · Lead with what you can spare"
    status = _label(qtbot, StatusLine, long_line, centre)
    cut = status.fontMetrics().elidedText(long_line, Qt.TextElideMode.ElideRight,
                                          status.contentsRect().width())
    assert cut.endswith("…") and cut.startswith("Hint: Zhao")
    assert _image(status) == _image(_label(qtbot, QLabel, cut, left))     # start + "…"
    assert status.text() == long_line                                     # the whole line kept
    status.setText("Your turn")
    assert _image(status) == _image(_label(qtbot, QLabel, "Your turn", centre))
