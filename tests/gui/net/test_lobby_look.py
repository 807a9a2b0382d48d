"""The host's lobby as a table (issue 33.5), as it opens: every seat in sight where the
screen has room, and the room code large (a friend reads it off the screen)."""
from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtGui import QFontInfo


class _Seats:
    def lobby(self, _started: bool) -> dict:
        kinds = ["host", "guest", "bot", "open", "open", "bot", "open", "open"]
        return {"seats": [{"seat": i, "kind": kind, "name": f"Player {i}", "connected": True,
                           "level": "normal"} for i, kind in enumerate(kinds)]}


class _Hosted(QObject):
    lobby = Signal(dict)
    room = "483920"

    def __init__(self) -> None:
        super().__init__()
        self.seats = _Seats()

    def begin(self) -> None: ...
    def open_seat(self, _seat: int) -> None: ...
    def give_to_bot(self, _seat: int) -> None: ...


def opened(qtbot):
    from gui.net.lobby import LobbyDialog
    hosted = _Hosted()
    dialog = LobbyDialog(hosted, "127.0.0.1:40123")
    dialog._hosted = hosted
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_lobby_opens_with_its_whole_table_as_far_as_the_screen_allows(qtbot):
    """A scroll area asks for a few hundred pixels whatever it holds: the lobby opened with
    its eight seats scrolled even on a large screen. It opens as large as the table, within
    the screen: the seats unscrolled, or the screen's whole height used."""
    dialog = opened(qtbot)
    screen = dialog.screen().availableGeometry().size()
    room = screen - QSize(40, 80)                     # (felt.py: room for the frame)
    bars = (dialog.scroll.verticalScrollBar(), dialog.scroll.horizontalScrollBar())
    if dialog.height() < room.height():
        qtbot.waitUntil(lambda: not any(bar.isVisible() for bar in bars), timeout=3000)
    else:                                             # a small screen: all of its height
        assert dialog.height() >= room.height(), (dialog.size(), screen)
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    table = dialog.table.sizeHint()
    assert dialog.table.width() >= min(table.width(), room.width() - 40)
    assert dialog.table.height() >= min(table.height(), room.height() - 200)


def test_the_room_code_is_large(qtbot):
    """The code is what a friend types: twice the size of the words around it at least
    (the seat titles' font size in the style sheet had overridden the code's own)."""
    dialog = opened(qtbot)
    assert QFontInfo(dialog.code.font()).pixelSize() >= 2 * QFontInfo(
        dialog.where.font()).pixelSize()


def joining(qtbot):
    from gui.net.join_dialog import JoinDialog
    from netplay.discovery import TableAd
    dialog = JoinDialog(finder=None)
    qtbot.addWidget(dialog)
    dialog.show_tables([TableAd(name="a", address="127.0.0.1:40123", game="ninety_nine",
                                players=6, free=3, host="Ann", protocol=1, app="x")])
    dialog.tables.setCurrentRow(0)          # its seats drawn around the felt
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_join_dialog_opens_with_its_whole_felt_as_far_as_the_screen_allows(qtbot):
    """The join dialog's felt (the tables heard, the picked table's seats, the address
    form) sat in a scroll area too: it opened scrolled both ways, the form out of sight."""
    dialog = joining(qtbot)
    screen = dialog.screen().availableGeometry().size()
    room = screen - QSize(40, 80)
    bars = (dialog.scroll.verticalScrollBar(), dialog.scroll.horizontalScrollBar())
    if dialog.height() < room.height():
        qtbot.waitUntil(lambda: not any(bar.isVisible() for bar in bars), timeout=3000)
    else:
        assert dialog.height() >= room.height(), (dialog.size(), screen)


def test_a_seat_of_the_picked_table_says_its_number_on_one_line(qtbot):
    """"Seat 3" broke over two lines on the join dialog's seat plates: each title's width was
    measured in the default font, before the sheet gave it the larger bold title font."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel
    dialog = joining(qtbot)
    titles = [label for label in dialog.preview.findChildren(QLabel)
              if label.property("jiupaiRole") == "tileTitle" and label.text().startswith("Seat")]
    assert len(titles) == 5
    for label in titles:
        assert label.width() >= QFontMetrics(label.font()).horizontalAdvance(label.text()), \
            (label.text(), label.width())
