"""StatusLine: the table's status (whose turn, a hint, a refusal), whole on one or more lines.

A hint with its reason, or a refusal in Chinese at 800×600, is wider than the row left for
it. The line used to be cut with "…" (issue 24); a newcomer then lost the reason, the part
that teaches (issue 34.5). It now wraps, centred, and the label asks for the height its
lines need (`setMinimumHeight`: the window's splitter and stack do not pass a label's
height-for-width on), so the status row grows by a line and the felt gives up that height
while the long line is on show.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from . import a11y


class StatusLine(QLabel):
    """A centred, wrapped line as tall as its text needs, never shorter than `floor` (the
    "Next hand" button's height, so the felt does not move when it shows); a screen reader is
    told each new line (a11y.announce)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._floor = 0
        self._fonts: tuple[QFont, QFont] | None = None

    def set_fonts(self, one_line: QFont, wrapped: QFont) -> None:
        """The font of a line that fits, and the smaller one of a line that wraps: two
        lines of it take about the row's height, so the felt above hardly gives any up (at
        800×600 every pixel of it counts)."""
        self._fonts = (QFont(one_line), QFont(wrapped))
        self._fit()

    def set_floor(self, height: int) -> None:
        """The least height (one row of the controls beside it)."""
        self._floor = height
        self._fit()

    def setText(self, text: str) -> None:
        old = self.text()
        super().setText(text)
        a11y.announce(self, old, text)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Ask for the height the lines need at the width the row gives."""
        if self.width() <= 0:
            return
        room = self.contentsRect().width() - 2 * self.margin()
        if self._fonts is not None:
            one_line, wrapped = self._fonts
            fits = QFontMetrics(one_line).horizontalAdvance(self.text()) <= room
            font = one_line if fits else wrapped
            if font != self.font():
                self.setFont(font)
        # (QLabel.heightForWidth never answers less than the minimum height set here)
        frame = self.height() - self.contentsRect().height() + 2 * self.margin()
        lines = self.fontMetrics().boundingRect(
            0, 0, max(1, room), 100_000, int(self.alignment() | Qt.TextFlag.TextWordWrap), self.text())
        need = max(self._floor, lines.height() + frame)
        if need != self.minimumHeight():
            self.setMinimumHeight(need)
