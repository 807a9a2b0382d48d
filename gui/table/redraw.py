"""TableRedraw: the position on show drawn again when its words or their size changed.

A language switch, a new card look (Settings ▸ Cards) or a view scale that crosses a
readable-text threshold (faces.text_floor) changes texts the game set when it rendered: the
felt is drawn anew from the same position. Never under running animations, which would lose
their items (the queue's next position draws it anyway), and never inside a resize, which
can come from a click's handler (a status line appears): a redraw deletes the item still
handling the click.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    from .game_table import GameTable


class TableRedraw:
    """Draws one table's position again (GameTable.redraw)."""

    def __init__(self, table: GameTable) -> None:
        self.table = table
        self._due = False                   # drawn once the animations are done
        self._texts_due = False             # drawn once the resize is over
        table.view.text_floor_changed.connect(self.texts_resized)
        table.view.look_changed.connect(self.texts_resized)    # Settings ▸ Cards: redraw too

    def now(self) -> None:
        """Draw the position again (language, text size), or once the animations end."""
        table = self.table
        table.forget_drawing()
        if not table.observation:
            return
        if table.anim.is_busy():
            self._due = True
            table.anim.call(self._when_idle)
        else:
            self._draw()

    def drawn(self) -> None:
        """The queue drew a new position: a redraw still due has nothing left to do."""
        self._due = False

    def texts_resized(self) -> None:
        """The texts' minimum size or the card look changed: redraw after this event."""
        if not self._texts_due:
            self._texts_due = True
            QTimer.singleShot(0, self.table, self._texts)

    def _when_idle(self) -> None:
        if self._due and not self.table.anim.is_busy():
            self._due = False
            self._draw()

    def _texts(self) -> None:
        """Texts set at render time are made again at the new minimum size; painted items
        repaint."""
        self._texts_due = False
        self.table.scene.update()
        self.now()

    def _draw(self) -> None:
        table = self.table
        table.render(table.observation)
        table.show_legal(table.legal)
        table.keys.refresh()
