"""Network rejoin (issue 34 item 13): a dropped guest gets back to its own seat without the
room code, and every table marks a dropped person's seat and never says "… is thinking" for
it. A host window and guest windows in this test process, on 127.0.0.1 only."""
from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from gui.main_window import MainWindow
from gui.net import joined_tables, net_play
from gui.net.joined_tables import JoinedTable
from gui.userdata import prefs
from netplay.discovery import TableAd
from tests.gui import driver
from tests.gui.net.test_net_app import GAME, GUEST_SEAT, PLAYERS, host_config

OTHER_SEAT = 2


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    """A host window and two guest windows; a dropped seat waits 0.3 s before 托管."""
    from engine.saves import SaveStore
    prefs.put("ui/animation_speed", "off")
    planned = net_play.plan_from_config

    def quick(config, folder=None):
        plan = planned(config, folder)
        plan.drop_wait = 0.3
        return plan
    monkeypatch.setattr(net_play, "plan_from_config", quick)
    made = []
    for who in ("host", "guest", "other"):
        window = MainWindow(store=SaveStore(tmp_path / who / "saves"), think_ms=0)
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        made.append(window)
    yield made
    for window in made:
        if window._net is not None:
            window._net.shutdown()


def open_table(qtbot, host: MainWindow, open_seats=(GUEST_SEAT,)):
    hosted = host.net.host(host_config(open_seats))
    assert hosted is not None
    qtbot.waitUntil(lambda: host.net.net_table is not None, timeout=5000)
    return hosted


def seated(qtbot, window: MainWindow, hosted, name: str, code: str | None = None,
           finder=None):
    dialog = window.net.join_dialog(finder=finder)
    if code is not None or not dialog.address.text():
        dialog.address.setText(f"127.0.0.1:{hosted.port}")
        dialog.code.setText(hosted.room if code is None else code)
    dialog.name.setText(name)
    dialog.join()
    qtbot.waitUntil(lambda: window.net.net_table is not None, timeout=5000)
    return window.net.link


def pull_the_cable(qtbot, window: MainWindow) -> None:
    """The guest's connection drops and its link gives up at once (as after its minute of
    tries, or a crash): the window goes home, the seat stays the guest's at the host."""
    link = window.net.link
    link.reconnect_seconds = 0.0
    link._loop.call(link.client._ws.transport.abort)
    qtbot.waitUntil(lambda: window.net.link is None or not window.net.link.connected,
                    timeout=5000)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home, timeout=5000)
    box = window.findChild(QDialog, "netMessage")
    assert box is not None and box.text() == QCoreApplication.translate("NetPlay", (
        "The connection to the table is lost. Your seat is kept: Join a game on the network "
        "takes you back to it."))                   # (the screenshot test speaks 繁體 too)
    box.close()


def plates_of(table) -> list:
    from gui.table.plate import PlayerPlate
    return [item for item in table.scene.items() if isinstance(item, PlayerPlate)]


def ad(hosted, free: int = 0) -> TableAd:
    return TableAd(name="Hostess ninety_nine", address=f"127.0.0.1:{hosted.port}", game=GAME,
                   players=PLAYERS, free=free, host="Hostess", protocol=1, app="x")


def test_a_dropped_guest_rejoins_its_own_seat_from_the_list_without_the_room_code(
        qtbot, windows):
    """Issue 34: "a dropped player sees their own table as '0 free seats' and must type the
    room code again" — the table is listed as their kept seat, picked, and rejoined."""
    host, guest, _other = windows
    hosted = open_table(qtbot, host)
    seated(qtbot, guest, hosted, "小華")
    host.net.lobby.start_button.click()
    qtbot.waitUntil(lambda: hosted.server.started, timeout=5000)
    pull_the_cable(qtbot, guest)
    qtbot.waitUntil(lambda: hosted.seats[GUEST_SEAT].autoplay, timeout=5000)
    assert not hosted.seats[GUEST_SEAT].connected
    dialog = guest.net.join_dialog(finder=lambda: [ad(hosted, free=0)])
    qtbot.waitUntil(lambda: dialog.tables.count() == 1 and "Hostess" in
                    dialog.tables.item(0).text(), timeout=5000)
    row = dialog.tables.item(0).text()
    assert "your seat is kept — Rejoin" in row and "free seat" not in row, row
    # picked for the player: the address and the room code are filled, the button says so
    assert dialog.address.text() == f"127.0.0.1:{hosted.port}"
    assert dialog.code.text() == hosted.room
    assert any(b.text() == "Re&join" for b in dialog.buttons.buttons())
    dialog.join()
    qtbot.waitUntil(lambda: guest.net.net_table is not None, timeout=5000)
    assert guest.net.link.seat == GUEST_SEAT
    qtbot.waitUntil(lambda: hosted.seats[GUEST_SEAT].connected
                    and not hosted.seats[GUEST_SEAT].autoplay, timeout=5000)


def test_a_table_joined_before_is_listed_by_its_address_when_nobody_hears_it(qtbot, windows):
    """Where multicast does not cross the network (or the app was restarted), the remembered
    address lists the table; a table joined before with no seat kept says its free seats."""
    host, guest, _other = windows
    hosted = open_table(qtbot, host)
    seated(qtbot, guest, hosted, "小華")
    guest.go_home()                                 # leaves: 托管 plays the seat
    qtbot.waitUntil(lambda: guest.net.link is None, timeout=5000)
    dialog = guest.net.join_dialog(finder=None)     # nothing heard on the network
    assert dialog.tables.count() == 1
    assert dialog.tables.item(0).text() == (
        f"Ninety-Nine — Hostess — your seat is kept — Rejoin (127.0.0.1:{hosted.port})")
    assert dialog.code.text() == hosted.room
    # another table heard: its own free seats, and picking it leaves the code to be typed
    dialog.show_tables([TableAd(name="Other", address="127.0.0.1:1", game=GAME, players=2,
                                free=1, host="Bo", protocol=1, app="x")])
    assert dialog.tables.count() == 2 and dialog.tables.item(1).text().startswith(
        "Ninety-Nine — Bo — 1 free seat (")
    dialog.tables.setCurrentRow(1)
    assert dialog.code.text() == "" and dialog.address.text() == "127.0.0.1:1"
    dialog.tables.setCurrentRow(0)
    assert dialog.code.text() == hosted.room
    dialog.join()
    qtbot.waitUntil(lambda: guest.net.net_table is not None, timeout=5000)
    assert guest.net.link.seat == GUEST_SEAT


def test_the_tables_joined_are_kept_newest_first_at_most_ten(qtbot):
    for i in range(12):
        joined_tables.remember(JoinedTable(f"10.0.0.{i}:4000", "123456", f"key{i}", GAME))
    joined_tables.remember(JoinedTable("127.0.0.1:4999", "123456", "again", GAME))
    tables = joined_tables.joined()
    assert len(tables) == 10
    assert [t.token for t in tables[:3]] == ["again", "key11", "key10"]
    assert joined_tables.key_for("127.0.0.1:4999", "123456") == "again"
    assert joined_tables.key_for("127.0.0.1:4999", "654321") is None
    joined_tables.forget("127.0.0.1:4999", "123456")
    assert joined_tables.key_for("127.0.0.1:4999", "123456") is None
    assert len(joined_tables.joined()) == 9
    # a damaged list is read as far as it goes, never raises
    prefs.put(joined_tables.JOINED, json.dumps([{"address": 3}, "x", {
        "address": "h:1", "room": "1", "token": "t", "when": "soon"}]))
    assert joined_tables.joined() == [JoinedTable("h:1", "1", "t")]
    prefs.put(joined_tables.JOINED, "{not json")
    assert joined_tables.joined() == []


def test_every_table_marks_a_dropped_seat_and_says_the_computer_plays_for_them(
        qtbot, windows):
    """Issue 34: "the host's table marks no seat as disconnected and still says '小華 is
    thinking…' after the drop" — the host's and the other guest's tables mark the seat (its
    plate, its scoreboard name) and say the computer plays for them; the marks go when they
    are back."""
    host, guest, other = windows
    hosted = open_table(qtbot, host, open_seats=(GUEST_SEAT, OTHER_SEAT))
    seated(qtbot, guest, hosted, "小華")
    # (the windows of this process share one QSettings: each keeps its own seat's key aside)
    kept = prefs.get(joined_tables.JOINED, "[]", str)
    prefs.put(joined_tables.JOINED, "[]")
    seated(qtbot, other, hosted, "阿明")
    prefs.put(joined_tables.JOINED, kept)
    qtbot.waitUntil(lambda: hosted.seats[OTHER_SEAT].connected, timeout=5000)
    host.net.lobby.start_button.click()
    qtbot.waitUntil(lambda: other.table.observation != {}, timeout=5000)
    lines: dict[str, list[str]] = {"host": [], "other": []}
    for who, window in (("host", host), ("other", other)):
        status = window.table.status
        original = status.setText
        status.setText = lambda text, o=original, w=who: (lines[w].append(text), o(text))[1]
    pull_the_cable(qtbot, guest)
    for window in (host, other):
        qtbot.waitUntil(lambda w=window: w.table.away.seats == {GUEST_SEAT: True}, timeout=5000)
        table = window.table
        assert table.scoreboard.item(GUEST_SEAT, 0).text() == "小華 (offline)"
        plates = [p for p in plates_of(table) if p.seat == GUEST_SEAT]
        assert plates and ("Offline", "#7b4a4a") in plates[0].state.badges
    rng = random.Random(4)

    def played_on() -> bool:             # the host and 阿明 play; 托管 plays 小華's seat
        for window in (host, other):
            driver.step(window.table, rng)
        return driver.game_over(host) or len(hosted.authority.session.state.history) >= 12
    qtbot.waitUntil(played_on, timeout=30000)
    for who in ("host", "other"):
        assert "小華 is thinking…" not in lines[who], lines[who]
    assert "The computer plays for 小華 until they are back." in lines["host"] + lines["other"]
    # back: the marks go
    seated(qtbot, guest, hosted, "小華", finder=None)
    assert guest.net.link.seat == GUEST_SEAT
    for window in (host, other):
        qtbot.waitUntil(lambda w=window: w.table.away.seats == {}, timeout=5000)
        assert window.table.scoreboard.item(GUEST_SEAT, 0).text() == "小華"
        plates = [p for p in plates_of(window.table) if p.seat == GUEST_SEAT]
        assert plates and all(text != "Offline" for text, _ in plates[0].state.badges)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_screenshots_of_the_tables_after_a_drop_and_of_the_rejoin(qtbot, windows, lang,
                                                                  monkeypatch):
    """The host's and the other guest's tables after 小華 dropped, and the join dialog that
    brings 小華 back (artifacts/screenshots/<lang>/net_drop_*.png)."""
    from gui.lang.i18n import LanguageManager
    from tests.gui import shots
    planned = net_play.plan_from_config

    def slow(config, folder=None):            # 托管 takes 2 s a move: the line can be seen
        plan = planned(config, folder)
        plan.think = 2.0
        return plan
    monkeypatch.setattr(net_play, "plan_from_config", slow)
    LanguageManager.instance().set_language(lang, remember=False)
    host, guest, other = windows
    hosted = open_table(qtbot, host, open_seats=(GUEST_SEAT, OTHER_SEAT))
    seated(qtbot, guest, hosted, "小華")
    kept = prefs.get(joined_tables.JOINED, "[]", str)
    prefs.put(joined_tables.JOINED, "[]")
    seated(qtbot, other, hosted, "阿明")
    prefs.put(joined_tables.JOINED, kept)
    host.net.lobby.start_button.click()
    qtbot.waitUntil(lambda: other.table.observation != {}, timeout=5000)
    pull_the_cable(qtbot, guest)
    rng = random.Random(4)

    def computer_plays_for_them() -> bool:
        for window in (host, other):
            if window.table.result.thinking_seat != GUEST_SEAT:
                driver.step(window.table, rng)
        return all(w.table.away.seats == {GUEST_SEAT: True}
                   and w.table.result.thinking_seat == GUEST_SEAT for w in (host, other))
    qtbot.waitUntil(computer_plays_for_them, timeout=30000)
    for who, window in (("host", host), ("other", other)):
        assert "小華" in window.table.status.text()
        shots.shot(window, f"net_drop_{who}", lang)
    dialog = guest.net.join_dialog(finder=lambda: [ad(hosted, free=0)])
    qtbot.waitUntil(lambda: dialog.tables.count() == 1 and "Hostess" in
                    dialog.tables.item(0).text(), timeout=5000)
    shots.shot(dialog, "net_drop_rejoin_dialog", lang)
