"""Join a game on the network: the tables heard on the local network, or an address.

The list fills by itself: every few seconds a browse (netplay/discovery.py, zeroconf) runs
in a thread of its own and its tables replace the list's (game, host's name, free seats).
Picking one fills the address; where multicast does not cross the network the player types
`host:port`. The room code and a name (the one in Settings by default) go with the join.
A refusal is one sentence (netplay/words.py, in the reader's language) and the dialog
stays for another try; once seated, `joined(link)` hands the live GuestLink over.
"""
from __future__ import annotations

import asyncio
import json
import threading
from typing import Any, Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QListWidget, QListWidgetItem, QVBoxLayout, QWidget)

from netplay.protocol import ROOM_CODE_DIGITS

from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..style import set_role
from ..userdata import prefs
from .guest_link import GuestLink

# the seat last joined: {"address", "room", "token"}, so that joining the same table again
# (after the host reopened it, or after this window was closed) takes the same seat back
LAST_SEAT = "net/last_seat"
# how often the list is asked again, and how long each browse listens
REFRESH_MS = 5000
BROWSE_SECONDS = 2.0


def browse_tables() -> list[Any]:
    """The tables heard within BROWSE_SECONDS (a thread's own loop); [] when mDNS fails."""
    from netplay.discovery import browse
    try:
        return asyncio.run(browse(BROWSE_SECONDS))
    except Exception:  # noqa: BLE001 - no multicast here: the address field still works
        return []


def remembered_key(address: str, room: str) -> str | None:
    """The key of the seat last joined at this address with this room code, if any."""
    try:
        last = json.loads(prefs.get(LAST_SEAT, "{}", str) or "{}")
    except ValueError:
        return None
    if isinstance(last, dict) and last.get("address") == address and last.get("room") == room:
        token = last.get("token")
        return token if isinstance(token, str) else None
    return None


class _Found(QObject):
    tables = Signal(list)


class JoinDialog(QDialog):
    """See the module docstring. `finder` lists tables (tests give their own)."""

    joined = Signal(object)          # the seated GuestLink

    def __init__(self, parent: QWidget | None = None,
                 finder: Callable[[], list[Any]] | None = browse_tables) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.finder = finder
        self.link: GuestLink | None = None
        self._browsing = False
        self._with_key = False
        self.tables = QListWidget()
        self.tables.setObjectName("foundTables")
        # a table's line (game, host, free seats, address) wraps rather than scrolls away
        self.tables.setWordWrap(True)
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(440)
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.5:40123")
        self.code = QLineEdit()
        self.code.setMaxLength(ROOM_CODE_DIGITS)
        self.name = QLineEdit(prefs.player_name())
        self.name.setMaxLength(24)
        self.found_label, self.hint = QLabel(), QLabel()
        self.hint.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("joinError")
        self.error.setWordWrap(True)
        set_role(self.error, "error")
        self.error.hide()
        self.form = QFormLayout()
        self.labels = {key: QLabel() for key in ("address", "code", "name")}
        for key, field in (("address", self.address), ("code", self.code), ("name", self.name)):
            self.labels[key].setBuddy(field)
            self.form.addRow(self.labels[key], field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.found_label, self.tables, self.hint):
            layout.addWidget(widget)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.tables.currentItemChanged.connect(self._picked)
        self._found = _Found()
        self._found.tables.connect(self.show_tables, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self.retranslate()
        if finder is not None:
            self._timer.start()
            QTimer.singleShot(0, self.refresh)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game on the network"))
        self.found_label.setText(self.tr("Tables on this network:"))
        self.hint.setText(self.tr("Not listed? Type the address the host's lobby shows."))
        self.labels["address"].setText(self.tr("&Address (host:port):"))
        self.labels["code"].setText(self.tr("&Room code:"))
        self.labels["name"].setText(self.tr("Your &name:"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- the list ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Browse again, in a thread (never on the GUI thread); the list follows."""
        if self._browsing or self.finder is None:
            return
        self._browsing = True
        finder, found = self.finder, self._found

        def run() -> None:
            tables: list[Any] = []
            try:
                tables = list(finder())
            except Exception:  # noqa: BLE001 - a failed browse lists nothing, the field works
                pass
            found.tables.emit(tables)
        threading.Thread(target=run, name="jiupai-browse", daemon=True).start()

    @Slot(list)
    def show_tables(self, tables: list) -> None:
        self._browsing = False
        chosen = self.tables.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.tables.clear()
        for ad in tables:
            item = QListWidgetItem(self._describe(ad), self.tables)
            item.setData(Qt.ItemDataRole.UserRole, ad.address)
            if ad.address == keep:
                self.tables.setCurrentItem(item)

    def _describe(self, ad: Any) -> str:
        import engine
        infos = {info.id: info for info in engine.list_games()}
        info = infos.get(ad.game)
        game = game_name(info, LanguageManager.instance().language) if info else ad.game
        seats = self.tr("%n free seat(s)", "", int(ad.free))
        return arg(self.tr("%1 — %2 — %3 (%4)"), game, ad.host or "?", seats, ad.address)

    def _picked(self, item: QListWidgetItem | None, _old=None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    # ---- joining ---------------------------------------------------------------------------------
    def join(self) -> None:
        """Try to join; the dialog stays until the host has seated us or said why not."""
        if self.link is not None:
            return
        address, code = self.address.text().strip(), self.code.text().strip()
        name = self.name.text().strip()
        if not address:
            return self._refused("", self.tr("Type the host's address, or pick a table."))
        key = remembered_key(address, code)
        try:
            link = GuestLink(address, code, name, key, parent=self)
        except ValueError:
            return self._refused("", arg(self.tr("'%1' is not an address of the form host:port."),
                                         address))
        self.link = link
        self._with_key = key is not None
        link.joined.connect(self._joined)
        link.refused.connect(self._refused)
        link.failed.connect(self._failed)
        self.buttons.setEnabled(False)
        self.error.hide()
        link.start()

    @Slot(dict)
    def _joined(self, _welcome: dict) -> None:
        link, self.link = self.link, None
        self._timer.stop()
        link.joined.disconnect(self._joined)
        link.refused.disconnect(self._refused)
        link.failed.disconnect(self._failed)
        prefs.put("player/name", self.name.text().strip())
        prefs.put(LAST_SEAT, json.dumps({"address": self.address.text().strip(),
                                         "room": self.code.text().strip(),
                                         "token": link.client.token}))
        self.accept()
        self.joined.emit(link)

    @Slot(str, str)
    def _refused(self, code: str, sentence: str) -> None:
        self._drop_link()
        if code == "token" and self._with_key:       # an old table's key: join as new
            prefs.put(LAST_SEAT, "{}")
            self._with_key = False
            self.join()
            return
        self.error.setText(sentence)
        self.error.show()

    @Slot(str)
    def _failed(self, _detail: str) -> None:
        self._drop_link()
        self.error.setText(arg(self.tr("Nobody answers at %1: is the address right, and is the "
                                       "host's table still open?"), self.address.text().strip()))
        self.error.show()

    def _drop_link(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.shutdown()
            link.deleteLater()
        self.buttons.setEnabled(True)

    def done(self, result: int) -> None:
        self._timer.stop()
        if result != QDialog.DialogCode.Accepted:
            self._drop_link()
        super().done(result)
