"""The text floor every table's texts share is set by the table a player sees only."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.table.faces import text_floor
from gui.table.view import TableView


def test_a_table_drawn_for_a_picture_leaves_the_text_floor_alone(qtbot):
    """A saves card's table (720×470, never on the screen) set the floor of the table on
    show: after Load, 天地人's relay queue at 125 % drew 14 px lines 13 px apart."""
    seen = TableView()
    qtbot.addWidget(seen)
    seen.resize(1600, 1000)
    seen.show()
    qtbot.waitExposed(seen)
    floor = text_floor()
    picture = TableView()
    qtbot.addWidget(picture)
    picture.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    picture.resize(400, 260)                  # a small felt: a higher floor, were it asked
    picture.show()
    picture.fit()
    assert picture.isVisible() and not picture.on_screen() and seen.on_screen()
    assert text_floor() == floor
    seen.resize(420, 280)                     # the table on show still sets it
    seen.fit()
    assert text_floor() > floor
