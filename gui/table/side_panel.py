"""SidePanel: the scoreboard and the game log at a table's right, and the button that folds
it away.

On a small window the felt needs every pixel (the table's texts must stay readable at
800×600), so the panel folds: the player's choice is remembered in QSettings
(`ui/side_panel`), and a window narrower than NARROW_WIDTH folds it by itself; the button
opens it again for that narrow window without changing the remembered choice — as a
drawer over the felt's right edge (`open_as_drawer`; GameTable places it), so the felt keeps
its size and its texts their room.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..userdata import prefs
from .passes import checkpoint

NARROW_WIDTH = 1000       # a table narrower than this folds the panel by itself
KEY = "ui/side_panel"


class SidePanel(QWidget):
    """Scores above, the log below; `fold_button` belongs in the table's bottom row."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(200)
        self.scoreboard = QTableWidget(0, 2)
        self.scoreboard.verticalHeader().hide()
        self.scoreboard.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scoreboard.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scoreboard.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.scoreboard.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        # A name too long for the column is shortened in the middle (so "(you)" stays
        # readable) and the whole name is the cell's tooltip.
        self.scoreboard.setWordWrap(False)
        self.scoreboard.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header.sectionResized.connect(lambda *_: self.name_tips())
        self.scoreboard.viewport().installEventFilter(self)      # resized: names re-measured
        checkpoint()        # a picture's table: a pass here (the first one costs 25 ms)
        self.score_title = QLabel()
        self.log_title = QLabel()
        # A plain text view, not a list: a new line is appended to its document and only the
        # lines in sight are laid out, where a word-wrapped QListWidget laid out every line it
        # held for each new one (a third of a turn's frame: docs/benchmarks.md, issue 23).
        self.log_list = QPlainTextEdit()
        self.log_list.setReadOnly(True)
        self.log_list.setWordWrapMode(QTextOption.WrapMode.WordWrap)  # never inside a card's name
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        checkpoint()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 4)
        layout.addWidget(self.score_title)
        layout.addWidget(self.scoreboard, 0)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log_list, 1)

        self.fold_button = QToolButton()
        self.fold_button.setObjectName("sidePanelButton")
        self.fold_button.setCheckable(True)
        self.fold_button.setAutoRaise(True)
        self.fold_button.clicked.connect(self._clicked)
        self._narrow = False
        self._open_while_narrow = False
        self.retranslate()

    def retranslate(self) -> None:
        self.score_title.setText(QCoreApplication.translate("GameTable", "Scores"))
        self.log_title.setText(QCoreApplication.translate("GameTable", "Game log"))
        # what a screen reader calls them (issue 26): the titles above them
        self.scoreboard.setAccessibleName(self.score_title.text())
        self.log_list.setAccessibleName(self.log_title.text())
        self._show_state()

    def name_tips(self) -> None:
        """A name the column shortens shows whole as its tooltip (and only such a name)."""
        width = self.scoreboard.columnWidth(0) - 8
        for row in range(self.scoreboard.rowCount()):
            item = self.scoreboard.item(row, 0)
            if item is not None:
                wide = QFontMetrics(item.font()).horizontalAdvance(item.text()) > width
                item.setToolTip(item.text() if wide else "")

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.name_tips()
        return False

    @property
    def narrow(self) -> bool:
        """The table is narrower than NARROW_WIDTH (the panel folds by itself there)."""
        return self._narrow

    @property
    def open_as_drawer(self) -> bool:
        """Opened on a narrow table: the panel lies over the felt's right edge as a drawer
        instead of taking the felt's width (issue 24.3: squeezed to 590 px at 800×600, every
        table's texts grew past their boxes and were cut)."""
        return self._narrow and self._open_while_narrow

    def wanted(self) -> bool:
        """The remembered choice for a wide window (shown unless the player folded it)."""
        return bool(prefs.get(KEY, True, bool))

    def fit_width(self, table_width: int) -> None:
        """The table is now `table_width` wide: fold or unfold as the width asks."""
        narrow = table_width < NARROW_WIDTH
        if narrow != self._narrow:
            self._narrow = narrow
            self._open_while_narrow = False
        self._show_state()

    def _clicked(self, checked: bool) -> None:
        if self._narrow:
            self._open_while_narrow = checked
        else:
            prefs.put(KEY, checked)
        self._show_state()
        self.toggled.emit(checked)

    def _show_state(self) -> None:
        shown = self._open_while_narrow if self._narrow else self.wanted()
        if shown and self.parent() is None:
            pass    # not yet in its table: never a window of its own (the splitter shows it)
        else:
            self.setVisible(shown)
        self.fold_button.setChecked(shown)
        self.fold_button.setText("»" if shown else "«")
        self.fold_button.setToolTip(
            QCoreApplication.translate("GameTable", "Hide the scores and the game log") if shown
            else QCoreApplication.translate("GameTable", "Show the scores and the game log"))
        self.fold_button.setAccessibleName(self.fold_button.toolTip())    # not "»"
