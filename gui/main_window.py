"""MainWindow: the home screen and the table screen in a QStackedWidget.

It owns the WorkerHost (engine thread; made with the first game, so the home screen opens
without it), wires the worker's signals to the current
table, and offers the menus and shortcuts desktop users expect. Its parts are objects it
owns (gui/window/): the menus, the assist commands, the link to the table on show, the
autosave guard, the GameOpener (New game, Play, Continue, Load, Save, Import), the bots'
pace, the window's geometry, and its title and actions.

The first frame shows the home and the menu bar's titles only; the actions (shortcuts and
menu entries), the assist commands, the table link, the autosave guard and the lessons'
controller are built after it, one per event-loop pass (gui/window/later.py), or at once
when something asks for one of them sooner (`__getattr__`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from .lang.arg import arg
from .style import Theme
from .system import gcguard
from .window.bot_pace import BotPace
from .window.game_opener import GameOpener
from .window.geometry import WindowGeometry
from .window.home import HomeScreen
from .window.later import BuildLater, importing
from .window.menus import WindowMenus
from .window.title_and_actions import TitleAndActions


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
        self.rules_dialog = None
        self.pace = BotPace(self, think_ms)   # tests fix the pause; None follows the setting
        self.games = GameOpener(self)      # New game, Play, Continue, Load, Save, Import
        self.window_geometry = WindowGeometry(self)
        self.title_and_actions = TitleAndActions(self)
        self._host = None                  # the engine thread, made when first needed
        self._replay = None                # the replay screen, made when first opened
        self._net = None                   # network games (gui/net/), made when first needed
        # The stack in the window before the home is made in it: a widget moved to a new
        # parent under the style sheet is polished again with all it holds (home.py).
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.home = HomeScreen(self.stack)
        self.stack.addWidget(self.home)
        # The status bar is there from the start: one appearing with the first message (a
        # save) would make the table jump.
        self.statusBar().setSizeGripEnabled(True)
        self.home.new_game.connect(self.games.new_game)
        self.home.play_game.connect(self.games.play_now)
        self.home.statistics.connect(self.open_statistics)
        self.home.continue_game.connect(self.games.continue_game)
        self.home.load_game.connect(self.games.load_game)
        self.home.settings.connect(self.open_settings)
        self.home.rules.connect(self.show_rules)
        self.home.quit.connect(self.close)
        self.home.join_game.connect(lambda: self.net.join_dialog())
        self.home.learn.connect(self._learn_before_lessons)
        self.menus = WindowMenus(self)     # the actions (window.act_*) and the menu bar
        self.menus.create_bar()
        self._shown_once = False
        # after the first frame, a few pieces a pass (gui/window/later.py)
        self._later = BuildLater(self, [
            self._build_actions, self._build_menus, self._check_system_scheme,
            importing("gui.style.icons"), importing("gui.window.assist_actions"),
            self._build_assist,
            importing("gui.window.autosave_guard", "gui.window.table_link"), self._build_link,
            importing("gui.tutorial.controller"), self._build_tutorial, self.menus.put_icons])
        self.home.later = self._later.add     # the home's pictures and results come after
        self.home.first_frame.connect(self._later.start)
        # what the start made is frozen: the collections the later pieces' garbage brings
        # on (gui/system/gcguard.py) walk only what was made after it (8-10 ms, not 20)
        self.home.first_frame.connect(gcguard.freeze)
        self.retranslateUi()
        self.setMinimumSize(720, 520)
        self.window_geometry.fit_to_screen(1180, 780)
        self.window_geometry.restore()
        # (the Continue card was filled by retranslateUi above: once, its autosave read once)

    # ---- the parts built after the first frame (gui/window/later.py) --------------------
    def __getattr__(self, name: str) -> Any:
        """A part built after the first frame, asked for before its pass came: built now."""
        later = self.__dict__.get("_later")
        if later is not None and not later.finished() and later.provides(name):
            later.finish()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def built(self) -> bool:
        """Every part of the window is built (tests wait for it)."""
        return self._later.finished()

    def after_first_frame(self, *pieces: Callable[[], object]) -> None:
        """Run `pieces` after the first frame, in the passes of the window's own."""
        self._later.add(list(pieces))

    def finish_building(self) -> None:
        """Build every part still to come, now (a menu opened in the first passes)."""
        self._later.finish()

    @staticmethod
    def _check_system_scheme() -> None:
        """The first frame was drawn in the desktop's colour scheme as last seen: ask it now
        (gui/style/theme.py)."""
        theme = Theme.instance()
        if theme is not None:
            theme.check_system()

    def _learn_before_lessons(self, game_id: str) -> None:
        """A home's Learn pressed before the lessons' controller was built: built now, it
        opens the list (once built, it answers Learn itself; a connection made while the
        signal is being sent is not called for that sending)."""
        if "tutorial" not in self.__dict__:
            self.finish_building()
            self.tutorial.open_list(game_id)

    def _build_actions(self) -> None:
        """The actions and their shortcuts; the application's icon (both from the first
        pass after the first frame on)."""
        from .app import install_icon
        install_icon()
        self.menus.create_actions()

    def _build_menus(self) -> None:
        """The menus' entries and the actions' words (after the actions: their pass)."""
        self.menus.create_menus()
        self.menus.retranslate_actions()
        self.title_and_actions.update_actions(assist=False)

    def _build_assist(self) -> None:
        from .window.assist_actions import AssistActions
        self.assist = AssistActions(self)
        self.assist.add_to_menus(self.menu_game, self.menu_view)
        self.assist.retranslate()
        self.assist.update()

    def _build_link(self) -> None:
        from .window.autosave_guard import AutosaveGuard
        from .window.table_link import TableLink
        self.link = TableLink(self)
        self.autosave_guard = AutosaveGuard(self)  # a failed autosave, said and kept in sight

    def _build_tutorial(self) -> None:
        from .tutorial.controller import TutorialController
        self.tutorial = TutorialController(self)   # lessons: Help menu, home, coach
        self.tutorial.retranslate()

    # ---- the parts made when first needed (the home screen opens without them) ----------
    @property
    def host(self):
        """The engine thread's host (gui/worker/host.py): made, and wired, on first use."""
        if self._host is None:
            from .worker.host import WorkerHost
            host = WorkerHost(self.store, self, self.pace.think_override)
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
            replay.new_game_requested.connect(lambda: self.games.new_game(None))
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

    def in_net_game(self) -> bool:
        """A network table (hosted or joined) is on show."""
        return self._net is not None and self._net.active

    def watching(self) -> bool:
        """The replay screen is on show."""
        return self._replay is not None and self.stack.currentWidget() is self._replay

    # ---- setup -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.menus.retranslate()
        for name in ("assist", "tutorial"):     # (a part still to build is worded then)
            if name in self.__dict__:
                self.__dict__[name].retranslate()
        self.title_and_actions.update_title()
        self.refresh_continue()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _language_changed(self, lang: str) -> None:
        if lang in self.lang_actions:
            self.lang_actions[lang].setChecked(True)

    # ---- window state ------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        """Autosave the running game and stop the engine thread cleanly, then close. A
        network table is left only when the player says so (the host's closes for all)."""
        if (self.in_net_game() and not self.games.may_leave_table()) or \
                not self.autosave_guard.may_close():
            event.ignore()
            return
        if self._net is not None:
            self._net.shutdown()           # guests are told; the table's autosave is written
        if self._replay is not None:
            self._replay.review.runner.shutdown()   # a review under way stops
        if self._host is not None:
            self._host.shutdown()
        self.window_geometry.keep()
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        event.accept()

    def toggle_full_screen(self) -> None:
        self.act_fullscreen.setChecked(self.window_geometry.toggle_full_screen())

    # ---- commands ---------------------------------------------------------------------
    # (GameOpener's: gui/window/game_opener.py; the menus, the home, the tests call them here)
    def new_game(self, game_id: str | None = None) -> None:
        self.games.new_game(game_id)

    def play_now(self, game_id: str) -> None:
        self.games.play_now(game_id)

    def may_abandon(self, title: str | None = None, home_too: bool = True) -> bool:
        return self.games.may_abandon(title, home_too)

    def start_game(self, config: dict) -> None:
        self.games.start_game(config)

    def continue_game(self) -> None:
        self.games.continue_game()

    def load_game(self) -> None:
        self.games.load_game()

    def save_game(self) -> None:
        self.games.save_game()

    def import_game(self, path: str | None = None) -> None:
        self.games.import_game(path)

    def refresh_continue(self) -> None:
        self.games.refresh_continue()

    def review_last_game(self) -> None:
        """The game just finished, in the replay viewer, its review started (issue 35): the
        autosave holds it until the next game begins."""
        self.replay.review_game({"slot": "autosave"})

    def _show_replay(self) -> None:
        if self.game_info is not None:      # the game stays autosaved for Continue
            self.host.stop_game()
            self.game_info = None
        self.stack.setCurrentWidget(self.replay)
        self.title_and_actions.refresh()

    def go_home(self) -> None:
        """Back to the home screen; the game stays autosaved for Continue."""
        if self._replay is not None and self._replay.is_open():
            self._replay.close_replay()     # emits closed, which comes back here
            return
        if self.in_net_game():
            self._net.leave()
        elif self.game_info is not None:
            self.host.stop_game()
        self.game_info = None
        self.stack.setCurrentWidget(self.home)
        self.refresh_continue()
        self.title_and_actions.refresh()

    def _export(self, share: bool) -> None:
        what = "replay" if self.watching() else "game"
        self.replay.export_file(None, what, share)

    def open_settings(self) -> None:
        from .dialogs.settings import SettingsDialog
        if SettingsDialog(self).exec() == SettingsDialog.DialogCode.Accepted:
            self.pace.send()

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
        if self.in_net_game():             # a local game replaces the network table
            self._net.leave()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        from .games import GenericTable, make_table
        try:
            self.table = make_table(info["game"])
        except Exception as exc:  # noqa: BLE001 - a broken table must not take the shell down
            import logging
            logging.getLogger(__name__).exception("table for %s failed", info["game"])
            self.statusBar().showMessage(str(exc), 8000)
            self.table = GenericTable(info["game"])
        self.link.attach(self.table, info)
        self.table.new_match_requested.connect(self.games.new_match)
        self.table.review_requested.connect(self.review_last_game)
        self.table.overlay.reviewable = "lesson" not in info and len(
            info.get("human_seats") or [0]) == 1
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.game_info = info
        self.assist.attach(self.table)
        self.tutorial.attach(self.table, info)
        self.home.select_game(info["game"])
        self.title_and_actions.refresh()
        gcguard.settle()          # a full collection now, not mid-hand (gui/system/gcguard.py)

    def open_statistics(self) -> None:
        from .dialogs.stats import StatisticsDialog
        dialog = StatisticsDialog(self)
        dialog.exec()

    @Slot(str)
    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)
        if self.table is None or self.stack.currentWidget() is self.home:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QMessageBox
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
    def refresh_actions(self) -> None:
        """The menus' enabled states and the title, after the table on show changed."""
        self.title_and_actions.refresh()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._shown_once:     # (the first time, the constructor has just done it)
            QTimer.singleShot(0, self.refresh_continue)
        self._shown_once = True
