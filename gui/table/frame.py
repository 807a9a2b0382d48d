"""TableFrame: where a table's widgets sit, and the side panel's place beside the felt.

The felt (TableView, with the card counter at its right when shown) stands above the game's
controls and the status row: Hint, Auto-play and Undo, the status line, the "Next hand"
button between hands and the side panel's fold button. The side panel (scores, game log)
stands beside the felt in a splitter or — opened on a narrow table — over the felt's right
edge, as a drawer (SidePanel.open_as_drawer), so that the felt keeps its size and its texts
their room.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QSplitter, QVBoxLayout, QWidget

from .status_line import StatusLine

if TYPE_CHECKING:
    from .game_table import GameTable


def status_line() -> StatusLine:
    """The table's status line: centred, bold, a quarter larger than the window's text."""
    status = StatusLine()               # a long line wraps, whole (status_line.py)
    status.setObjectName("statusLine")
    status.setAlignment(Qt.AlignmentFlag.AlignCenter)
    font = status.font()
    wrapped = QFont(font)
    wrapped.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    status.setFont(font)
    status.set_fonts(font, wrapped)     # a line that wraps: the window's size, still bold
    # A long line (a hint, a refusal) must not widen the window: it wraps instead.
    status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return status


class TableFrame:
    """Lays one table out (GameTable.frame) and keeps its side panel placed."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 4)
        felt_row = QHBoxLayout()            # the felt, and the counter when shown
        felt_row.setSpacing(0)
        felt_row.addWidget(table.view, 1)
        felt_row.addWidget(table.assist.counter_panel)
        left_layout.addLayout(felt_row, 1)
        left_layout.addLayout(table.controls)
        # The status line shares its row with the "Next hand" button shown between hands,
        # and is as tall as it: the felt does not move when the button shows. Hint,
        # Auto-play and Undo sit left of it; the side panel's fold button ends the row.
        self.status_row = QHBoxLayout()
        self.status_row.addWidget(table.assist.bar)
        self.status_row.addWidget(table.status, 1)
        self.status_row.addWidget(table.side.fold_button)
        left_layout.addLayout(self.status_row)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(table.side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        table.side.toggled.connect(lambda _on: self.place_side())
        outer = QVBoxLayout(table)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(splitter)

    def add_next_hand_button(self, button: QWidget) -> None:
        """The "Next hand" button beside the status line (before the fold button), which is
        as tall as it."""
        self.status_row.insertWidget(1, button)
        self.table.status.set_floor(button.sizeHint().height())

    def resized(self) -> None:
        """The table has a new size: the panel folds or unfolds as the width asks, and is
        placed again once the felt has its new size."""
        self.table.side.fit_width(self.table.width())
        QTimer.singleShot(0, self.table, self.place_side)

    def place_side(self) -> None:
        """The side panel beside the felt, or — opened on a narrow table — over the felt's
        right edge, as a drawer (SidePanel.open_as_drawer)."""
        table, side, view = self.table, self.table.side, self.table.view
        if side.open_as_drawer:
            if side.parent() is not table:
                side.setParent(table)                # (out of the splitter)
                side.setAutoFillBackground(True)
            top = view.mapTo(table, view.rect().topLeft())
            width = max(side.minimumWidth(), min(280, table.width() // 3))
            side.setGeometry(top.x() + view.width() - width, top.y(), width, view.height())
            side.show()
            side.raise_()
        elif side.parent() is not self.splitter:
            side.setAutoFillBackground(False)
            self.splitter.addWidget(side)
            side.setVisible(side.fold_button.isChecked())
