"""NetPlay: the main window's network games — hosting one, joining one, leaving.

The window owns one NetPlay (made when first needed). Hosting: the new-game dialog's
config with a "network" part becomes a `HostedTable` (hosting.py), its lobby dialog
(lobby.py), and the host's own seat joined through a `GuestLink` like every guest's.
Joining: the home screen's "Join a game on the network" opens the join dialog
(join_dialog.py), whose joined link this takes over. Either way the table on show is an
ordinary table wired by a `NetTable` (net_table.py).
"""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from ..lang import problems
from ..lang.arg import arg
from ..userdata import prefs
from . import last_table, net_words
from .guest_link import GuestLink
from .hosting import HostedTable, TablePlan
from .net_table import NetTable

log = logging.getLogger(__name__)
# the keys of the host's own seats at the tables this window opened, by room code (the
# table file keeps only hashes): reopening a table seats the host at its own seat again
HOST_KEYS = last_table.HOST_KEYS
KEEP_KEYS = 10


def plan_from_config(config: dict[str, Any], autosave_folder: Path | None = None) -> TablePlan:
    """The TablePlan of a new-game config whose "network" part says which seats are open."""
    net = config["network"]
    opened = set(net.get("open") or [])
    me = config["human_seat"]
    kinds, levels = [], []
    for seat in range(config["players"]):
        level = (config.get("bot_levels") or [None] * config["players"])[seat] or "normal"
        kinds.append("me" if seat == me else "open" if seat in opened else "bot")
        levels.append(level)
    return TablePlan(game=config["game"], players=config["players"], variant=config.get("variant"),
                     options=dict(config.get("options") or {}), kinds=kinds, levels=levels,
                     name=config["names"][me], seed=config.get("seed"),
                     bind=net.get("bind", "0.0.0.0"), port=int(net.get("port", 0)),
                     think=prefs.think_ms() / 1000 if net.get("think") is None else net["think"],
                     advertise=net.get("advertise"), autosave_folder=autosave_folder)


class NetPlay(QObject):
    """See the module docstring; `window` is the MainWindow."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.hosted: HostedTable | None = None
        self.link: GuestLink | None = None
        self.net_table: NetTable | None = None
        self.lobby = None

    @property
    def active(self) -> bool:
        return self.link is not None

    # ---- hosting -------------------------------------------------------------------------
    def host(self, config: dict[str, Any]) -> HostedTable | None:
        """Open the table of a new-game config; the lobby shows while guests join."""
        from .lobby import LobbyDialog
        self.leave()
        plan = plan_from_config(config, self._tables_folder())
        # the guests read the host's name: never empty (the server refuses an empty one)
        plan.name = plan.name or prefs.player_name() or self.tr("Host")
        hosted = HostedTable.new(plan, self)
        try:
            address = hosted.open()
        except OSError as exc:
            hosted.close()
            self._tell(arg(self.tr("The table cannot be opened: %1"), problems.reason(exc)))
            return None
        self._remember_key(hosted.room, hosted.key)
        self._note_table(hosted)
        self.hosted = hosted
        self.lobby = LobbyDialog(hosted, address, self.window)
        self.lobby.cancelled.connect(self.window.go_home)
        self.lobby.open()
        self._sit_down(hosted, plan.name)
        return hosted

    def _sit_down(self, hosted: HostedTable, name: str) -> None:
        """The host's own seat: a seat here of the table's one Table (gui/net/host_seat.py)."""
        from .host_seat import HostSeat
        link = HostSeat(hosted, name, self)
        self._take(link)
        link.start()

    # ---- reopening a closed table --------------------------------------------------------
    def reopen_dialog(self) -> None:
        """Game ▸ Reopen a network table…: a table file of the data folder's tables/."""
        from PySide6.QtWidgets import QFileDialog
        folder = self._tables_folder()
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Reopen a network table"), str(folder or ""),
            self.tr("Jiupai tables (*.jiupai)"))
        if path:
            self.window.go_home()
            self.reopen(Path(path))

    def reopen(self, path: Path, bind: str = "0.0.0.0",
               advertise: bool | None = None) -> HostedTable | None:
        """The table of an autosave, open again on its port with its room code: the game
        goes on (托管 plays the seats nobody has retaken), the host sits at its own seat, and
        each guest's join takes its seat back. A file that cannot do it says why."""
        from netplay import table_file
        self.leave()
        try:
            saved = table_file.load(path)
        except table_file.TableFileError as exc:
            self._tell(arg(self.tr("The table %1 cannot be reopened: %2"), Path(path).name,
                           problems.reason(exc)))
            return None
        key = self._known_keys().get(saved.room)
        if key is None or saved.seats.by_key(key) is None:
            self._tell(self.tr("This table was not opened by Jiupai on this computer; the "
                               "command jiupai host --resume can reopen it."))
            return None
        game = saved.record.get("game", "")
        plan = TablePlan(game=game, players=len(saved.seats), variant=None, options={},
                         kinds=[], levels=[], name=saved.host_name, bind=bind,
                         port=saved.port, think=prefs.think_ms() / 1000, advertise=advertise,
                         autosave_folder=Path(path).parent)
        hosted = HostedTable.reopened(saved, key, plan, self)
        try:
            address = hosted.open()
        except OSError as exc:
            hosted.close()
            self._tell(arg(self.tr("The table cannot be opened: %1"), problems.reason(exc)))
            return None
        self.hosted = hosted
        self._note_table(hosted)
        self._sit_down(hosted, saved.seats.by_key(key).name or prefs.player_name()
                       or self.tr("Host"))
        self._tell(arg(self.tr("The table is open again at %1, room code %2: your friends "
                               "join it as before and take their seats back."),
                       address, hosted.room))
        return hosted

    def _note_table(self, hosted: HostedTable) -> None:
        """This table's file is the hosted game's autosave: Continue reopens it."""
        if hosted.autosave is not None:
            last_table.remember(hosted.autosave)

    def _tables_folder(self) -> Path | None:
        folder = getattr(self.window.store, "directory", None)
        return Path(folder).parent / "tables" if folder else None

    def _known_keys(self) -> dict[str, str]:
        try:
            keys = json.loads(prefs.get(HOST_KEYS, "{}", str) or "{}")
        except ValueError:
            return {}
        return {k: v for k, v in keys.items() if isinstance(v, str)} if isinstance(keys, dict) else {}

    def _remember_key(self, room: str, key: str) -> None:
        keys = self._known_keys()
        keys.pop(room, None)
        keys[room] = key
        prefs.put(HOST_KEYS, json.dumps(dict(list(keys.items())[-KEEP_KEYS:])))

    # ---- joining ---------------------------------------------------------------------------
    def join_dialog(self, **finder: Any):
        """The join dialog (`finder=`: how tables are found; tests give their own)."""
        from .join_dialog import JoinDialog
        dialog = JoinDialog(self.window, **finder)
        dialog.joined.connect(self.joined)
        # gone once answered (its link, once seated, is ours by then: `_take`)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def joined(self, link: GuestLink) -> None:
        """A link the join dialog has seated: its table comes up."""
        self.leave()
        self._take(link)
        self._show_table(link.welcome)

    def _take(self, link: GuestLink) -> None:
        link.setParent(self)
        self.link = link
        link.joined.connect(self._show_table)
        link.closed.connect(self._on_closed)
        link.failed.connect(lambda detail: self._tell(detail))
        link.refused.connect(lambda _code, sentence: self._tell(sentence))

    def _show_table(self, welcome: dict) -> None:
        """The table of the game the welcome describes, in the window's stack."""
        link = self.link
        if link is None or self.net_table is not None:
            return
        from ..games import make_table
        window = self.window
        game = (welcome.get("game") or {}).get("game", "")
        if window.table is not None:
            window.stack.removeWidget(window.table)
            window.table.deleteLater()
        table = make_table(game)
        self.net_table = NetTable(table, link, window, hosting=self.hosted is not None)
        self.net_table.autoplay_changed.connect(self._on_autoplay)
        self.net_table.leave_requested.connect(self.window.go_home)
        table.new_match_requested.connect(self.window.go_home)
        hosted = self.hosted
        if hosted is not None and hosted.autosave is not None:   # the host has the record
            table.overlay.reviewable = True
            table.review_requested.connect(lambda: self._review(hosted.autosave))
        window.stack.addWidget(table)
        window.stack.setCurrentWidget(table)
        window.table = table
        window.game_info = {"game": game, "network": True, "human_seat": link.seat,
                            "human_seats": [link.seat]}
        window.assist.undo_info = {}
        window.assist.autoplay = False
        table.assist.set_counter_visible(window.assist.act_counter.isChecked())
        window.home.select_game(game)
        window.refresh_actions()

    def _review(self, path: Path) -> None:
        """"Review this game" at the end of a hosted game: its table file holds the whole
        record (a guest's screen saw only its seat's view, which no review can weigh)."""
        self.leave()
        self.window.replay.review_game({"path": str(path)})

    # ---- leaving -----------------------------------------------------------------------------
    def leave(self) -> None:
        """Leave the table (the host closes it for everyone); the table goes."""
        link, hosted, lobby = self.link, self.hosted, self.lobby
        self.link = self.hosted = self.lobby = None
        net_table, self.net_table = self.net_table, None
        alive = shiboken6.isValid         # (the window may be gone already: it owned them)
        if lobby is not None and alive(lobby):
            lobby.done_with()
        if link is not None and alive(link):
            link.leave()
            link.deleteLater()
        if hosted is not None and alive(hosted):
            hosted.close()
            hosted.deleteLater()
        if net_table is not None and alive(net_table):
            net_table.deleteLater()

    shutdown = leave

    def update_actions(self) -> None:
        """The window's Save, Undo and Redo are off at a network table (say why); back at
        a local game they say nothing more."""
        window = self.window
        why = self.tr("Off at a network table: the host keeps the game and sets the pace, "
                      "and everyone has seen each move.") if self.active else ""
        for action in (window.act_save, window.assist.act_undo, window.assist.act_redo):
            if self.active:
                action.setEnabled(False)
            action.setToolTip(why)

    def _on_autoplay(self, on: bool) -> None:
        self.window.assist.autoplay = on           # the Game menu's Auto-play check mark
        self.window.refresh_actions()

    def _on_closed(self, reason: str, resumable: bool) -> None:
        if self.link is None:
            return
        if reason == "game_over":              # the table shows the result; nothing to say
            return
        from netplay.protocol import ByeReason
        try:
            text = net_words.goodbye(ByeReason(reason), resumable)
        except ValueError:
            text = ""
        # (a drop its link gave up on: the seat is still ours, and the join dialog lists it)
        text = text or self.tr("The connection to the table is lost. Your seat is kept: Join "
                               "a game on the network takes you back to it.")
        self.window.go_home()
        self._tell(text)

    def _tell(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Network game"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setObjectName("netMessage")
        box.open()

