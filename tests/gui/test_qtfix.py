"""The PySide6 None/True refcount leak cannot crash the app (gui.qtfix)."""
import sys

from PySide6.QtGui import QImage, QPainter

import gui


def test_many_void_calls_and_emits_survive(qtbot):
    from gui.qtfix import _Probe
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    probe = _Probe()
    for _ in range(60_000):  # more calls than None has references in a fresh interpreter
        painter.save()
        painter.restore()
        probe.ping.emit()
    painter.end()
    assert sys.getrefcount(None) > 0 and sys.getrefcount(True) > 0
    assert isinstance(gui.REFCOUNT_FIX, bool)
