"""StatusLine: the table's one-line status (whose turn, a hint, a refusal), cut with "…".

A hint with its reason, or a refusal in Chinese at 800×600, is wider than the row left for
it. A centred QLabel then cut the line at both ends, which reads as broken; this label
shows the beginning and ends it with "…" instead (the tooltip has the whole line, set by
the table). `text()` stays the whole line: only the painting is shortened.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel

from . import a11y


class StatusLine(QLabel):
    """A centred line that, when too long, is drawn from its start and cut with "…"; a
    screen reader is told each new line (a11y.announce)."""

    def setText(self, text: str) -> None:
        old = self.text()
        super().setText(text)
        a11y.announce(self, old, text)

    def paintEvent(self, event) -> None:
        room = self.contentsRect()
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(self.text()) <= room.width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        shown = metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
