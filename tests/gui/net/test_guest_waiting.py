"""A guest's waiting room (issue 33 item 5: "The network lobby as a table. The seats around
the felt with names as they join, … who is connected or dropped; the join dialog the same
way"): until the host starts, a guest's felt shows the seats, the room code, the host's name
and Leave — seen under Xvfb as an empty felt with one status line. A host window and a guest
window in this test process (tests/gui/net/test_net_app.py), on 127.0.0.1 only."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from gui.lang.i18n import LanguageManager
from gui.net.guest_link import GuestLink
from gui.net.waiting_room import WaitingRoom
from tests.gui.layout_check import widget_problems
from tests.gui.net.test_net_app import GUEST_SEAT, host_config, join, open_table

OTHER_SEAT = 2


def plates_of(room) -> dict[int, tuple[str, str]]:
    """Each seat's name line and state line as the room shows them."""
    return {index: (plate.name.text(), plate.state.text())
            for index, plate in room.plates.items() if plate.isVisible()}


def waiting_room(qtbot, guest):
    qtbot.waitUntil(lambda: guest.net.net_table is not None
                    and guest.net.net_table.waiting_room is not None, timeout=5000)
    return guest.net.net_table.waiting_room


def test_the_guest_waits_at_the_table_and_sees_who_joins_and_who_drops(qtbot, windows):
    host, guest = windows
    hosted = open_table(qtbot, host, open_seats=(GUEST_SEAT, OTHER_SEAT))
    join(qtbot, guest, hosted)
    room = waiting_room(qtbot, guest)
    view = guest.table.view
    assert room.isVisible() and room.geometry() == view.rect()       # over the whole felt
    qtbot.waitUntil(lambda: plates_of(room) == {
        0: ("Hostess", "Host"),
        GUEST_SEAT: ("小華 (you)", "Connected"),
        OTHER_SEAT: ("Open seat", "Waiting for a player…")}, timeout=5000)
    assert room.code.text() == hosted.room and room.host_line.text() == "Host: Hostess"
    # the room code large, to read out (the style sheet's tile titles had made it 12 pt)
    assert room.code.fontInfo().pointSizeF() >= 2 * room.plates[0].name.fontInfo().pointSizeF()
    # the guest's own seat at the bottom of the table
    mine = room.plates[GUEST_SEAT].geometry()
    assert all(mine.top() > p.geometry().top() for i, p in room.plates.items() if i != GUEST_SEAT)
    # no host-only button: the one button is Leave
    assert [b.objectName() for b in room.findChildren(QPushButton)] == ["leaveTable"]
    other = GuestLink(f"127.0.0.1:{hosted.port}", hosted.room, "Bob")
    try:
        other.start()
        qtbot.waitUntil(lambda: plates_of(room).get(OTHER_SEAT) == ("Bob", "Connected"),
                        timeout=5000)
        other._loop.submit(other.client.close())         # Bob's cable is pulled
        qtbot.waitUntil(lambda: plates_of(room).get(OTHER_SEAT) == (
            "Bob (away)", "Dropped: the seat is kept"), timeout=5000)
    finally:
        other.shutdown()
    host.net.lobby.start_button.click()
    net_table = guest.net.net_table
    qtbot.waitUntil(lambda: net_table.last_turn is not None, timeout=5000)
    assert net_table.waiting_room is None                            # the game's felt
    assert not [w for w in view.findChildren(WaitingRoom) if w.isVisible()]


def test_the_bots_show_their_level_and_the_room_follows_the_felt(qtbot, windows):
    host, guest = windows
    hosted = open_table(qtbot, host)
    join(qtbot, guest, hosted)
    room = waiting_room(qtbot, guest)
    qtbot.waitUntil(lambda: plates_of(room).get(OTHER_SEAT) == (
        "Computer (Easy)", "Plays as the computer"), timeout=5000)
    guest.resize(1300, 900)
    qtbot.waitUntil(lambda: room.geometry() == guest.table.view.rect(), timeout=3000)
    assert room.width() > 1000


def test_leave_in_the_waiting_room_takes_the_guest_home_and_opens_the_seat(qtbot, windows):
    host, guest = windows
    hosted = open_table(qtbot, host)
    join(qtbot, guest, hosted)
    room = waiting_room(qtbot, guest)
    lobby = host.net.lobby
    qtbot.waitUntil(lambda: "小華" in lobby.plates[GUEST_SEAT].name.text(), timeout=5000)
    room.leave_button.click()
    assert guest.stack.currentWidget() is guest.home and not guest.net.active
    qtbot.waitUntil(lambda: lobby.plates[GUEST_SEAT].state.text() == "Waiting for a player…",
                    timeout=5000)
    assert not hosted.server.started


def eight_seats() -> dict:
    config = host_config(open_seats=(1, 5, 6))
    config.update(players=8, names=["歐陽長名字的玩家"] + [""] * 7,
                  bot_levels=[None, None, "easy", "normal", "hard", None, None, "normal"])
    return config


@pytest.mark.parametrize("lang", ("en", "zh_TW", "zh_CN"))
def test_eight_seats_fit_the_waiting_room_at_800x600(qtbot, windows, lang):
    """Every seat whole, none over another or over the room code, no scroll bar sideways,
    every label and button whole (tests/gui/layout_check.py)."""
    host, guest = windows
    LanguageManager.instance().set_language(lang, remember=False)
    guest.resize(800, 600)
    hosted = host.net.host(eight_seats())
    qtbot.waitUntil(lambda: host.net.net_table is not None, timeout=5000)
    join(qtbot, guest, hosted)
    room = waiting_room(qtbot, guest)
    qtbot.waitUntil(lambda: len(plates_of(room)) == 8, timeout=5000)
    fits(room)
    # the language changed while waiting: the plates in their new words, placed again
    LanguageManager.instance().set_language("en" if lang != "en" else "zh_TW", remember=False)
    fits(room)
    assert "Open seat" in plates_of(room)[5][0] or "空位" in plates_of(room)[5][0]


def fits(room) -> None:
    for _ in range(3):
        QApplication.processEvents()
    boxes = [p.geometry() for p in room.plates.values()] + [room.centre.geometry()]
    inside = room.table.rect()
    assert all(inside.contains(box) for box in boxes), (inside, boxes)
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), boxes
    assert not room.horizontalScrollBar().isVisible()
    assert widget_problems(room) == []
