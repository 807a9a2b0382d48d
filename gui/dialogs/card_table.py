"""A saved game's table drawn for its card in the saves' and replays' lists (issue 33.4):
the game's own table (gui.games.make_table), kept off the screen at TABLE_SIZE, shows a
position and its felt is painted into a PICTURE_SIZE picture, filling it.

The four steps — `make` the table, `show` it for the next picture, `draw` a position,
`paint` the picture — are one pass of the event loop each on the GUI thread
(gui/dialogs/table_picture.py, which keeps the tables, one per game); `draw_card` runs them
one after the other where nothing waits on them (`jiupai pictures`, in a process of its own:
gui/system/picture_drawer.py).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from ..table import passes

# The size the offscreen table lays itself out at (a small window's felt).
TABLE_SIZE = QSize(720, 470)
# The picture on a card.
PICTURE_SIZE = QSize(320, 198)    # drawn at the largest a card shows it
#: The bands the picture's first painting is cut into (`warm`).
WARM_BANDS = 3
# The offscreen tables, one per game, kept for the process (the first GameTable a process
# builds costs a long pass; every later picture reuses it). Hidden between pictures.
TABLES: dict[str, Any] = {}


def draw_card(made: tuple) -> QPixmap:
    """A card's picture at once, its steps one after the other; `made` is what
    picture_replay.card_position gives: (game, names, seat, humans, Turn). The game's table
    is kept (TABLES) for the next picture of that game."""
    game, names, seat, humans, turn = made
    table = TABLES.get(game)
    if table is None:
        table = TABLES[game] = make(game)
    show(table, names, seat, humans)
    draw(table, turn)
    return paint(table)


def make(game: str) -> Any:
    """The game's table for pictures, off the screen, at TABLE_SIZE."""
    from ..games import make_table
    passes.checkpoint()         # (the work before it may have had its slice)
    table = make_table(game)
    table.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    # Never painted but into a picture (`paint` renders the felt itself): a paint of the
    # offscreen table's backing store cost a pass 10–16 ms after each draw.
    table.setUpdatesEnabled(False)
    table.assist.bar.hide()
    table.resize(TABLE_SIZE)
    return table

def show(table: Any, names: list[str], seat: int, humans: list[int]) -> None:
    """Laid out (never on the screen), emptied, seated and named for the next picture."""
    table.show()                    # lays the felt out; never on screen
    table.clear()
    table.human_seat, table.human_seats = seat, list(humans)
    table.set_names(names)

def draw(table: Any, turn: Any) -> None:
    """The Turn's position on the table, its first painting done (`warm`)."""
    table.take_seat_info(turn)
    table.commit(turn)
    passes.checkpoint()         # (the table's own redraw of its texts, if it asks)
    warm(table)

def paint(table: Any) -> QPixmap:
    """The felt painted into the card's picture (and the table hidden again)."""
    source, target = _placed(table.view)
    pixmap = QPixmap(PICTURE_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    _render(table.view, pixmap, target, source)
    table.hide()
    return pixmap

def warm(table: Any) -> None:
    """Paint the picture once into a scratch pixmap, a band at a time with a pass of
    the event loop between them (inside passes.in_passes()): the cards' faces are
    painted for the first time at the picture's size (10–13 ms in one piece), and the
    paint step that follows finds them (2 ms). (Painting the picture itself in bands
    would differ by a few pixels where they meet.)"""
    source, target = _placed(table.view)
    scratch = QPixmap(PICTURE_SIZE)
    top = 0
    for band in range(1, WARM_BANDS + 1):
        bottom = source.height() * band // WARM_BANDS
        scale = target.height() / source.height()
        with passes.whole():        # one band: its painter is active throughout
            _render(table.view, scratch,
                    QRectF(target.x(), target.y() + top * scale, target.width(),
                           (bottom - top) * scale),
                    QRect(source.x(), source.y() + top, source.width(), bottom - top))
        passes.checkpoint()
        top = bottom


def _placed(view: Any) -> tuple[QRect, QRectF]:
    """The view's felt and where it goes in the picture: filling it (the felt's edge is
    cut, never a bar of nothing beside it)."""
    source = QRectF(view.viewport().rect())
    target = QRectF(0, 0, PICTURE_SIZE.width(), PICTURE_SIZE.height())
    scale = max(target.width() / source.width(), target.height() / source.height())
    width, height = source.width() * scale, source.height() * scale
    return source.toRect(), QRectF((target.width() - width) / 2,
                                   (target.height() - height) / 2, width, height)


def _render(view: Any, pixmap: QPixmap, target: QRectF, source: QRect) -> None:
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.render(painter, target, source)
    painter.end()


__all__ = ["PICTURE_SIZE", "TABLES", "TABLE_SIZE", "draw", "draw_card", "make", "paint", "show"]
