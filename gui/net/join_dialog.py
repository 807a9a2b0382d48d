"""Join a game on the network: the tables heard on the local network, or an address.

The list fills by itself: every few seconds a browse (netplay/discovery.py, zeroconf) runs
in a thread of its own and its tables replace the list's (game, host's name, free seats).
Picking one fills the address; where multicast does not cross the network the player types
`host:port`. The room code and a name (the one in Settings by default) go with the join.
A table this app joined before (joined_tables.py) is listed as "your seat is kept — Rejoin",
heard on the network or by its remembered address, never as "0 free seats": picking it
fills the room code too, and the join takes the seat back with its key.
A refusal is one sentence (netplay/words.py, in the reader's language) and the dialog
stays for another try; once seated, `joined(link)` hands the live GuestLink over.

Drawn as the lobby is (issue 33.5, felt.py): on the felt, the tables heard as tiles with a
small picture of each table (a dot per seat, filled when taken; a gold rim where our seat
is kept) beside a picture of the one picked (join_preview.py) — above it when the dialog is
too narrow for both side by side —, and the address, room code and name on a card below.
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from netplay.protocol import ROOM_CODE_DIGITS

from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..style import set_role
from ..userdata import prefs
from . import joined_tables
from .felt import FeltPanel, first_size, opening_size, table_icon, tile
from .guest_link import GuestLink
from .join_preview import TablePreview
from .joined_tables import JoinedTable

# the list's height when it stands above the picture (about two tables' lines)
STACKED_LIST = 130
QWIDGETSIZE_MAX = (1 << 24) - 1
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
        self._heard: list[Any] = []
        self._filled = ""                    # the room code a kept seat's row filled in
        self._make_fields()
        self._lay_out()
        self._connect()
        self.retranslate()
        self.show_tables([])                 # the tables joined before, before any browse
        if finder is not None:
            self._timer.start()
            QTimer.singleShot(0, self.refresh)

    def _make_fields(self) -> None:
        """The list of tables heard, the address, room code and name, the error line."""
        self.tables = QListWidget()
        self.tables.setObjectName("foundTables")
        # a table's line (game, host, free seats, address) wraps rather than scrolls away
        self.tables.setWordWrap(True)
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.setIconSize(QSize(48, 48))
        self.tables.setResizeMode(QListWidget.ResizeMode.Adjust)     # rows re-wrap
        self.tables.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tables.setSpacing(3)
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.5:40123")
        self.code = QLineEdit()
        self.code.setMaxLength(ROOM_CODE_DIGITS)
        self.name = QLineEdit(prefs.player_name())
        self.name.setMaxLength(24)
        self.heading = QLabel()
        self.heading.setProperty("jiupaiRole", "heading")
        self.found_label, self.hint = QLabel(), QLabel()
        self.found_label.setProperty("jiupaiRole", "tileTitle")
        self.found_label.setBuddy(self.tables)
        self.hint.setProperty("jiupaiRole", "tileLine")
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

    def _lay_out(self) -> None:
        """On the felt: the tables' tile beside the preview (one above the other when the
        dialog is narrow: `_fit`), and below them the seat's card, always in view: only
        the tables and the preview scroll (up and down, never sideways)."""
        self.found_tile = tile()
        self.found_tile.setMinimumWidth(250)     # a table's line in a few lines
        found_layout = QVBoxLayout(self.found_tile)
        for widget in (self.found_label, self.tables, self.hint):
            found_layout.addWidget(widget)
        seat = tile()
        seat_layout = QVBoxLayout(seat)
        seat_layout.addLayout(self.form)
        seat_layout.addWidget(self.error)
        self.preview = TablePreview()
        pane = QWidget()                    # (see-through: the felt shows behind it)
        self.top = QBoxLayout(QBoxLayout.Direction.LeftToRight, pane)
        self.top.setContentsMargins(0, 0, 0, 0)
        self.top.setSpacing(10)
        self.top.addWidget(self.found_tile, 5)
        self.top.addWidget(self.preview, 6)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setAccessibleName(self.tr("The tables on the network"))
        self.scroll.setWidget(pane)
        self.scroll.viewport().setAutoFillBackground(False)
        pane.setAutoFillBackground(False)
        felt = FeltPanel()
        felt_layout = QVBoxLayout(felt)
        felt_layout.setContentsMargins(10, 10, 10, 10)
        felt_layout.setSpacing(10)
        felt_layout.addWidget(self.scroll, 1)
        felt_layout.addWidget(seat)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("jiupaiRole",
                                                                            "primary")
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(felt, 1)
        layout.addWidget(self.buttons)
        self.resize(first_size(self))

    def _fit(self) -> None:
        """The tables beside the picture of the one picked when both fit the width, one
        above the other when not: never a scroll bar sideways (seen at 800×600). The dialog
        is never narrower than the wider of the two."""
        sides = self.scroll.verticalScrollBar().sizeHint().width()
        found = max(self.found_tile.minimumWidth(), self.found_tile.minimumSizeHint().width())
        preview = self.preview.minimumSizeHint().width()
        beside = found + self.top.spacing() + preview
        direction = QBoxLayout.Direction.LeftToRight if self.scroll.width() - sides >= beside \
            else QBoxLayout.Direction.TopToBottom
        if self.top.direction() != direction:
            self.top.setDirection(direction)
            # one above the other: a few tables' lines, and the picture in view below them
            stacked = direction is QBoxLayout.Direction.TopToBottom
            self.tables.setMaximumHeight(STACKED_LIST if stacked else QWIDGETSIZE_MAX)
        outside = self.width() - self.scroll.width()
        self.setMinimumWidth(max(440, max(found, preview) + sides + outside))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _connect(self) -> None:
        """A pick fills the fields, a double click joins; the browse's answers come back on
        the GUI thread; the list is asked again every REFRESH_MS."""
        self.tables.currentItemChanged.connect(self._picked)
        self.tables.itemActivated.connect(lambda _item: self.join())
        self.address.textChanged.connect(self._name_button)
        self.code.textChanged.connect(self._name_button)
        self._found = _Found()
        self._found.tables.connect(self.show_tables, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)

    def showEvent(self, event) -> None:
        if not getattr(self, "_opened", False):      # the first show: the whole felt in sight
            self._opened = True
            self.resize(opening_size(self, self.scroll))
        super().showEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a game on the network"))
        self.heading.setText(self.tr("Join a game on the network"))
        self.found_label.setText(self.tr("&Tables on this network:"))
        self.tables.setAccessibleName(self.tr("Tables on this network"))
        self.hint.setText(self.tr("Not listed? Type the address the host's lobby shows."))
        self.labels["address"].setText(self.tr("&Address (host:port):"))
        self.labels["code"].setText(self.tr("&Room code:"))
        self.labels["name"].setText(self.tr("Your &name:"))
        self._name_button()
        if self.tables.count():
            self.show_tables(self._heard)

    def _name_button(self) -> None:
        """Join, or Rejoin where our seat is kept (its key is remembered)."""
        kept = joined_tables.key_for(self.address.text().strip(), self.code.text().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Re&join") if kept else self.tr("&Join"))

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
        """The tables heard, and the tables joined before (heard or not: by their remembered
        address); a table where our seat is kept says so, first, and is picked when the
        player has typed no address yet."""
        self._browsing = False
        self._heard = list(tables)
        chosen = self.tables.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        first = self.tables.count() == 0
        self.tables.clear()
        rows: list[tuple[str, dict, Any]] = []
        heard = {ad.address for ad in tables}
        for ad in tables:
            kept = joined_tables.at(ad.address)
            players, free = int(ad.players), int(ad.free)
            rows.append((self._describe(ad.game, ad.host, ad.address, free, kept),
                         {"address": ad.address, "room": kept.room if kept else None,
                          "players": players, "free": free, "host": ad.host,
                          "game_name": self._game_name(ad.game)},
                         table_icon(players, players - free, kept is not None)))
        for kept in joined_tables.listed():
            if kept.address not in heard:
                heard.add(kept.address)
                rows.append((self._describe(kept.game, kept.host, kept.address, 0, kept),
                             {"address": kept.address, "room": kept.room,
                              "game_name": self._game_name(kept.game)},
                             table_icon(2, 2, True)))
        rows.sort(key=lambda row: row[1]["room"] is None)     # our kept seats first
        for text, data, icon in rows:
            item = QListWidgetItem(icon, text, self.tables)
            item.setData(Qt.ItemDataRole.UserRole, data)
            if keep is not None and data["address"] == keep.get("address"):
                self.tables.setCurrentItem(item)
        if first and rows and rows[0][1]["room"] and not self.address.text().strip():
            self.tables.setCurrentRow(0)

    @staticmethod
    def _game_name(game_id: str) -> str:
        import engine
        info = {info.id: info for info in engine.list_games()}.get(game_id)
        return game_name(info, LanguageManager.instance().language) if info else game_id or "?"

    def _describe(self, game_id: str, host: str, address: str, free: int,
                  kept: JoinedTable | None) -> str:
        game = self._game_name(game_id)
        # (our own seat waits for us there: "0 free seats" would say we cannot sit down)
        seats = self.tr("your seat is kept — Rejoin") if kept is not None \
            else self.tr("%n free seat(s)", "", free)
        return arg(self.tr("%1 — %2 — %3 (%4)"), game, host or "?", seats, address)

    def _picked(self, item: QListWidgetItem | None, _old=None) -> None:
        """A table picked: its address, and for a table joined before its room code."""
        self.preview.show_table(item.data(Qt.ItemDataRole.UserRole) if item else None)
        self._fit()                          # (its seats change the picture's width)
        if item is not None:
            data = item.data(Qt.ItemDataRole.UserRole) or {}
            self.address.setText(str(data.get("address", "")))
            if data.get("room"):
                self.code.setText(str(data["room"]))
            elif self.code.text() == self._filled:      # not that table's code: typed anew
                self.code.clear()
            self._filled = str(data.get("room") or "")

    # ---- joining ---------------------------------------------------------------------------------
    def join(self) -> None:
        """Try to join; the dialog stays until the host has seated us or said why not."""
        if self.link is not None:
            return
        address, code = self.address.text().strip(), self.code.text().strip()
        name = self.name.text().strip()
        if not address:
            return self._refused("", self.tr("Type the host's address, or pick a table."))
        key = joined_tables.key_for(address, code)
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
        game = link.welcome.get("game") or {}
        joined_tables.remember(JoinedTable(
            self.address.text().strip(), self.code.text().strip(), link.client.token,
            str(game.get("game") or "") if isinstance(game, dict) else "",
            str(link.welcome.get("host") or "")))
        self.accept()
        self.joined.emit(link)

    @Slot(str, str)
    def _refused(self, code: str, sentence: str) -> None:
        self._drop_link()
        if code == "token" and self._with_key:       # an old table's key: join as new
            joined_tables.forget(self.address.text().strip(), self.code.text().strip())
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
