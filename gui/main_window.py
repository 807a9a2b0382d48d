"""MainWindow: the home screen and the table screen in a QStackedWidget.

It owns the WorkerHost (engine thread; made with the first game, so the home screen opens
without it), wires the worker's signals to the current
table, and offers the menus and shortcuts desktop users expect.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

import engine

from .lang.arg import arg
from .lang.i18n import LanguageManager, game_name
from .system import gcguard
from .tutorial.controller import TutorialController
from .userdata import prefs
from .window.assist_actions import AssistActions
from .window.autosave_guard import AutosaveGuard
from .window.home import HomeScreen, continue_label, hosted_label
from .window.menus import WindowMenus
from .window.table_link import TableLink


class MainWindow(QMainWindow):
    """The application window; `store` is an engine.saves.SaveStore (default: user dir)."""

    def __init__(self, store: Any = None, think_ms: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if store is None:
            from engine.saves import SaveStore

            from .userdata.paths import saves_folder
            store = SaveStore(saves_folder())
        self.store = store
        self.table = None                  # the GameTable on show
        self.game_info: dict | None = None
        self.last_config: dict | None = None
        self.rules_dialog = None
        self._think_override = think_ms   # tests fix the pause; None follows the setting
        self._host = None                  # the engine thread, made when first needed
        self._replay = None                # the replay screen, made when first opened
        self._net = None                   # network games (gui/net/), made when first needed
        self.home = HomeScreen()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.home)
        self.setCentralWidget(self.stack)
        # The status bar is there from the start: one appearing with the first message (a
        # save) would make the table jump.
        self.statusBar().setSizeGripEnabled(True)
        self.home.new_game.connect(self.new_game)
        self.home.play_game.connect(self.play_now)
        self.home.statistics.connect(self.open_statistics)
        self.home.continue_game.connect(self.continue_game)
        self.home.load_game.connect(self.load_game)
        self.home.settings.connect(self.open_settings)
        self.home.rules.connect(self.show_rules)
        self.home.quit.connect(self.close)
        self.home.join_game.connect(lambda: self.net.join_dialog())
        self.menus = WindowMenus(self)     # the actions (window.act_*) and the menu bar
        self.menus.create_actions()
        self.assist = AssistActions(self)
        self.link = TableLink(self)
        self.menus.create_menus()
        self.assist.add_to_menus(self.menu_game, self.menu_view)
        self.tutorial = TutorialController(self)   # lessons: Help menu, home, coach
        self.autosave_guard = AutosaveGuard(self)  # a failed autosave, said and kept in sight
        self.retranslateUi()
        self.setMinimumSize(720, 520)
        self._fit_to_screen(1180, 780)
        self._restore_window()
        self.refresh_continue()
        self._update_actions()

    # ---- the parts made when first needed (the home screen opens without them) ----------
    @property
    def host(self):
        """The engine thread's host (gui/worker/host.py): made, and wired, on first use."""
        if self._host is None:
            from .worker.host import WorkerHost
            host = WorkerHost(self.store, self, self._think_override)
            host.worker.wait_for_table = True   # set before the first game; see EngineWorker
            host.worker.started.connect(self._on_started)
            host.worker.error.connect(self._on_error)
            host.worker.saved.connect(self._on_saved)
            self._host = host
            self.link.wire(host)
            self.assist.wire(host)
            self.autosave_guard.wire(host)
        return self._host

    @property
    def replay(self):
        """The replay screen (gui/window/replay_viewer.py), made when first opened."""
        if self._replay is None:
            from .window.replay_viewer import ReplayViewer
            replay = ReplayViewer(self.host, store=self.store)
            replay.new_game_requested.connect(lambda: self.new_game(None))
            self.stack.addWidget(replay)
            replay.shown.connect(self._show_replay)
            replay.closed.connect(self.go_home)
            replay.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
            self._replay = replay
        return self._replay

    @property
    def net(self):
        """Hosting and joining network tables (gui/net/net_play.py), made on first use."""
        if self._net is None:
            from .net.net_play import NetPlay
            self._net = NetPlay(self)
        return self._net

    def _in_net_game(self) -> bool:
        return self._net is not None and self._net.active

    def _watching(self) -> bool:
        return self._replay is not None and self.stack.currentWidget() is self._replay

    # ---- setup -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.menus.retranslate()
        self.assist.retranslate()
        self.tutorial.retranslate()
        self._update_title()
        self.refresh_continue()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _language_changed(self, lang: str) -> None:
        if lang in self.lang_actions:
            self.lang_actions[lang].setChecked(True)

    # ---- window state ------------------------------------------------------------------
    def _fit_to_screen(self, width: int, height: int) -> None:
        """The first size: (width, height), but never larger than the screen's free area
        (an 800×600 screen gets the whole screen, not a window running off its edge)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width()), min(height, free.height())
        self.resize(width, height)

    def _restore_window(self) -> None:
        geometry = prefs.get("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        state = prefs.get("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Autosave the running game and stop the engine thread cleanly, then close. A
        network table is left only when the player says so (the host's closes for all)."""
        if (self._in_net_game() and not self._may_leave_table()) or \
                not self.autosave_guard.may_close():
            event.ignore()
            return
        if self._net is not None:
            self._net.shutdown()           # guests are told; the table's autosave is written
        if self._replay is not None:
            self._replay.review.runner.shutdown()   # a review under way stops
        if self._host is not None:
            self._host.shutdown()
        prefs.put("window/geometry", self.saveGeometry())
        prefs.put("window/state", self.saveState())
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        event.accept()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    # ---- commands ---------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        from .dialogs.new_game import NewGameDialog
        dialog = NewGameDialog(game_id or self.home.selected_game(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.may_abandon():
            config = dialog.config()
            if "network" in config:        # a table friends join from their computers
                self.go_home()
                self.net.host(config)
            else:
                self.start_game(config)

    def play_now(self, game_id: str) -> None:
        """A game tile's Play: deal at once with the settings New game remembers for it (the
        dialog opens instead when they no longer make a game the engine accepts)."""
        from .dialogs.new_game import remembered_config
        config = remembered_config(game_id, self)
        if config is None or "network" in config:
            self.new_game(game_id)
        elif self.may_abandon():
            self.start_game(config)

    def may_abandon(self, title: str | None = None, home_too: bool = True) -> bool:
        """Before a new game (`title`: Load game, Import game) replaces a running one or
        (`home_too`) the one waiting for Continue: ask (at a network table: leave it?)."""
        if self._in_net_game():
            return self._may_leave_table()
        waiting = self.game_info is None and home_too and self.act_continue.isEnabled()
        running = waiting or self.game_info is not None and not self.tutorial.in_lesson() and not (
            self.table is not None and self.table.observation.get("is_over"))
        if not running:
            return True
        from .dialogs.abandon import Abandon, ask_abandon
        answer = ask_abandon(self, title, waiting)      # (a tile's Play replaced it unasked)
        if answer is Abandon.SAVE_FIRST:
            self.save_game()
        return answer is not Abandon.CANCEL

    def _may_leave_table(self) -> bool:
        """At a network table (not when its game is over): leave it only if the player says so."""
        if self.table is not None and self.table.observation.get("is_over"):
            return True
        from .dialogs.abandon import ask_leave_table
        return ask_leave_table(self, self._net.hosted is not None)

    def start_game(self, config: dict) -> None:
        """Start a new game in the worker (config as NewGameDialog.config())."""
        self.last_config = dict(config)
        self._send_pace()
        self._stop_running_game()
        self.host.request_start.emit(config)

    def _stop_running_game(self) -> None:
        """Stop (and autosave) a running game first: a hard bot's search ends at once."""
        if self._in_net_game():
            self._net.leave()
        elif self.game_info is not None:
            self.host.stop_game()

    def continue_game(self) -> None:
        table = self._hosted_last()
        if table is not None:               # the hosted game's autosave is its table file
            self.net.reopen(table[0])
            return
        self._send_pace()
        self.host.request_resume_slot.emit("autosave")

    def _hosted_last(self) -> tuple[Path, dict] | None:
        """The table this window hosted last, when its game is newer than the autosave's."""
        from .net import last_table
        found = last_table.last_table()
        if found is None or not last_table.newer_than(found[0], self.store.path("autosave")):
            return None
        return found

    def load_game(self) -> None:
        from .dialogs.saves import SavesDialog
        dialog = SavesDialog(self.store, "load", self.game_info is not None, self)
        dialog.load_requested.connect(self._load_slot)
        dialog.exec()
        self.refresh_continue()

    def _load_slot(self, slot: str) -> None:
        if not self.may_abandon(self.tr("Load game")):
            return
        self.last_config = None
        self._send_pace()
        self._stop_running_game()
        self.host.request_resume_slot.emit(slot)

    def save_game(self) -> None:
        from .dialogs.saves import SavesDialog
        dialog = SavesDialog(self.store, "save", self.game_info is not None, self)
        dialog.save_requested.connect(self.host.request_save)
        dialog.load_requested.connect(self._load_slot)
        dialog.exec()

    def import_game(self, path: str | None = None) -> None:
        """Game ▸ Import game…: a `.jiupai` file opens in the replay (asks for it when `path`
        is None), once the player has said the running game may go."""
        from .dialogs.replays import ask_import_path
        path = path or ask_import_path(self)
        if path and self.may_abandon(self.tr("Import game"), home_too=False):   # no autosave
            self.replay.import_file(path)

    def review_last_game(self) -> None:
        """The game just finished, in the replay viewer, its review started (issue 35): the
        autosave holds it until the next game begins."""
        self.replay.review.review_on_open = True
        self.replay.open({"slot": "autosave"})

    def _show_replay(self) -> None:
        if self.game_info is not None:      # the game stays autosaved for Continue
            self.host.stop_game()
            self.game_info = None
        self.stack.setCurrentWidget(self.replay)
        self._update_actions()
        self._update_title()

    def go_home(self) -> None:
        """Back to the home screen; the game stays autosaved for Continue."""
        if self._replay is not None and self._replay.is_open():
            self._replay.close_replay()     # emits closed, which comes back here
            return
        if self._in_net_game():
            self._net.leave()
        elif self.game_info is not None:
            self.host.stop_game()
        self.game_info = None
        self.stack.setCurrentWidget(self.home)
        self.refresh_continue()
        self._update_actions()
        self._update_title()

    def _export(self, share: bool) -> None:
        what = "replay" if self._watching() else "game"
        self.replay.export_file(None, what, share)

    def open_settings(self) -> None:
        from .dialogs.settings import SettingsDialog
        if SettingsDialog(self).exec() == SettingsDialog.DialogCode.Accepted:
            self._send_pace()

    def show_rules(self, game_id: str | None = None) -> None:
        wanted = game_id or (self.game_info or {}).get("game") or self.home.selected_game()
        if self.rules_dialog is None:
            from .dialogs.rules import RulesDialog
            self.rules_dialog = RulesDialog(wanted, self)
        else:
            index = self.rules_dialog.games.findData(wanted)
            if index >= 0:
                self.rules_dialog.games.setCurrentIndex(index)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def about(self) -> None:
        """The About box: version, licence, credits (gui/dialogs/about.py)."""
        from .dialogs.about import AboutDialog
        AboutDialog(self).exec()

    # ---- worker signals ----------------------------------------------------------------
    @Slot(dict)
    def _on_started(self, info: dict) -> None:
        if self._in_net_game():            # a local game replaces the network table
            self._net.leave()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        from .games import GenericTable, make_table
        try:
            self.table = make_table(info["game"])
        except Exception as exc:  # noqa: BLE001 - a broken table must not take the shell down
            logging.getLogger(__name__).exception("table for %s failed", info["game"])
            self.statusBar().showMessage(str(exc), 8000)
            self.table = GenericTable(info["game"])
        self.link.attach(self.table, info)
        self.table.new_match_requested.connect(self._new_match)
        self.table.review_requested.connect(self.review_last_game)
        self.table.overlay.reviewable = "lesson" not in info and len(
            info.get("human_seats") or [0]) == 1
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.game_info = info
        self.assist.attach(self.table)
        self.tutorial.attach(self.table, info)
        self.home.select_game(info["game"])
        self._update_actions()
        self._update_title()
        gcguard.settle()          # a full collection now, not mid-hand (gui/system/gcguard.py)

    def _new_match(self) -> None:
        if self.last_config is not None:
            self.start_game(self.last_config)
        else:
            self.new_game((self.game_info or {}).get("game"))

    def open_statistics(self) -> None:
        from .dialogs.stats import StatisticsDialog
        dialog = StatisticsDialog(self)
        dialog.exec()

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)
        if self.table is None or self.stack.currentWidget() is self.home:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Jiupai"), message,
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    @Slot(str)
    def _on_saved(self, slot: str) -> None:
        text = self._replay.saved_text(slot) if self._replay is not None else None
        self.statusBar().showMessage(text or arg(self.tr("Saved in slot %1."), slot),
                                     12000 if text else 5000)

    # ---- helpers ----------------------------------------------------------------------
    def _send_pace(self) -> None:
        """The bots' pace from Settings: the thinking pause, and what they do when I am out."""
        ms = prefs.think_ms() if self._think_override is None else self._think_override
        self.host.request_think_ms.emit(ms)
        self.host.request_when_out.emit(prefs.when_out())

    def refresh_continue(self) -> None:
        """Enable Continue when the autosave slot holds a readable, unfinished game."""
        text = continue_label(self.store, "autosave", full=self.home.painted())
        hosted = self._hosted_last()
        if hosted is not None:              # the hosted game's autosave is its table file
            text = hosted_label(hosted[1])
        self.home.set_continue(text, None if hosted is not None else self.store)
        self.act_continue.setEnabled(text is not None)

    def refresh_actions(self) -> None:
        """The menus' enabled states and the title, after the table on show changed."""
        self._update_actions()
        self._update_title()

    def _update_actions(self) -> None:
        running = self.game_info is not None
        self.act_save.setEnabled(running)
        watching = self._watching()
        self.act_home.setEnabled(running or watching)
        self.act_export.setEnabled(running or watching)
        self.act_export_full.setEnabled(running or watching)
        self.assist.update()
        if self._net is not None:
            self._net.update_actions()

    def _update_title(self) -> None:
        title = "九牌 Jiupai"
        if self.game_info is not None:
            infos = {g.id: g for g in engine.list_games()}
            info = infos.get(self.game_info["game"])
            if info is not None:
                title = f"{game_name(info, LanguageManager.instance().language)} — {title}"
        self.setWindowTitle(title)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.refresh_continue)
