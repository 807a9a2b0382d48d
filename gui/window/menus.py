"""The window's actions and its menu bar (a part the MainWindow owns).

The actions are the window's (`window.act_new` …: the shortcuts desktop users expect, the
menus, the home screen's buttons use them); their words are in the MainWindow context.
The menu bar's four titles are in the first frame (`create_bar`); the actions, the menus'
entries and the actions' icons come a pass or two after it (gui/window/later.py).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..lang.i18n import LANGUAGE_NAMES, LANGUAGES, LanguageManager

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence


class WindowMenus:
    """Makes the window's actions and menus and words them."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.built = False              # the actions are made (create_actions)
        self._continue_enabled = False  # Continue's state, kept until its action is made

    def _action(self, shortcut: QKeySequence | str | None, slot, checkable: bool = False) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence
        action = QAction(self.window)
        if shortcut is not None:
            # (as a property: setShortcut's overloads make PySide create the `Qt` namespace's
            # enums, 16 ms, in the pass after the first frame; gui/system/qtnames.py)
            action.setProperty("shortcut", QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def create_actions(self) -> None:
        # (QAction and QKeySequence are imported here, after the first frame: PySide makes
        # a class's type and enums at its first import)
        from PySide6.QtGui import QAction, QActionGroup
        w = self.window
        w.act_new = self._action("Ctrl+N", lambda: w.new_game(None))
        w.act_continue = self._action(None, w.continue_game)
        w.act_save = self._action("Ctrl+S", w.save_game)
        w.act_load = self._action("Ctrl+O", w.load_game)
        w.act_home = self._action("Ctrl+H", w.go_home)
        w.act_replay = self._action(None, lambda: w.replay.choose(w.store))
        w.act_import = self._action(None, lambda: w.import_game(None))
        w.act_reopen_table = self._action(None, lambda: w.net.reopen_dialog())
        w.act_export = self._action(None, lambda: w._export(share=True))
        w.act_export_full = self._action(None, lambda: w._export(share=False))
        w.act_quit = self._action("Ctrl+Q", w.close)
        w.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        w.act_fullscreen = self._action("F11", w.toggle_full_screen, checkable=True)
        w.act_settings = self._action("Ctrl+,", w.open_settings)
        w.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        w.act_rules = self._action("F1", lambda: w.show_rules(None))
        w.act_stats = self._action(None, w.open_statistics)
        w.act_about = self._action(None, w.about)
        w.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        w.act_continue.setEnabled(self._continue_enabled)
        w.lang_group = QActionGroup(self.window)
        w.lang_actions = {}
        for lang in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[lang], self.window, checkable=True)
            action.triggered.connect(lambda _=False, code=lang:
                                     LanguageManager.instance().set_language(code))
            w.lang_group.addAction(action)
            w.lang_actions[lang] = action
        LanguageManager.instance().language_changed.connect(w._language_changed)
        w._language_changed(LanguageManager.instance().language)
        self.built = True

    def put_icons(self) -> Iterator[None]:
        """The main actions' icons, painted at every size: one at a time, so that the
        window's later pieces (gui/window/later.py) can give the loop a pass between them."""
        from ..style import icons
        w = self.window
        for name, action in (("new", w.act_new), ("continue", w.act_continue),
                             ("load", w.act_load), ("save", w.act_save), ("home", w.act_home),
                             ("quit", w.act_quit), ("settings", w.act_settings),
                             ("rules", w.act_rules), ("stats", w.act_stats),
                             ("about", w.act_about)):
            icons.put(action, name)
            yield

    def set_continue_enabled(self, on: bool) -> None:
        """Continue may be used (kept for its action when it is made later)."""
        self._continue_enabled = on
        if self.built:
            self.window.act_continue.setEnabled(on)

    def create_bar(self) -> None:
        """The menu bar and its four menus, empty: their titles are in the first frame."""
        w = self.window
        bar = w.menuBar()
        w.menu_game = bar.addMenu("")
        w.menu_game.setToolTipsVisible(True)   # why an action is greyed (a network game)
        w.menu_view = bar.addMenu("")
        w.menu_settings = bar.addMenu("")
        w.menu_help = bar.addMenu("")
        for menu in (w.menu_game, w.menu_view, w.menu_settings, w.menu_help):
            # a menu opened before its entries' pass came: every piece is built first
            menu.aboutToShow.connect(w.finish_building)

    def create_menus(self) -> None:
        """The menus' entries (after create_bar and create_actions)."""
        w = self.window
        for action in (w.act_new, w.act_continue, w.act_save, w.act_load,
                       w.act_reopen_table, None,
                       w.act_replay, w.act_import, w.act_export, w.act_export_full):
            w.menu_game.addAction(action) if action else w.menu_game.addSeparator()
        w.menu_game.addSeparator()
        w.menu_game.addAction(w.act_stats)
        w.menu_game.addAction(w.act_home)
        w.menu_game.addSeparator()
        w.menu_game.addAction(w.act_quit)
        w.menu_view.addAction(w.act_fullscreen)
        w.menu_settings.addAction(w.act_settings)
        w.menu_language = w.menu_settings.addMenu("")
        for action in w.lang_actions.values():
            w.menu_language.addAction(action)
        w.menu_help.addAction(w.act_rules)
        w.menu_help.addAction(w.act_about)

    def retranslate(self) -> None:
        w = self.window
        w.menu_game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        w.menu_view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        w.menu_settings.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        w.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        if self.built:
            self.retranslate_actions()

    def retranslate_actions(self) -> None:
        w = self.window
        w.menu_language.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        w.act_new.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        w.act_continue.setText(QCoreApplication.translate("MainWindow", "&Continue last game"))
        w.act_save.setText(QCoreApplication.translate("MainWindow", "&Save…"))
        w.act_load.setText(QCoreApplication.translate("MainWindow", "&Load…"))
        w.act_home.setText(QCoreApplication.translate("MainWindow", "&Back to home screen"))
        w.act_replay.setText(QCoreApplication.translate("MainWindow", "&Watch a replay…"))
        w.act_import.setText(QCoreApplication.translate("MainWindow", "&Import game…"))
        w.act_reopen_table.setText(
            QCoreApplication.translate("MainWindow", "Re&open a network table…"))
        w.act_export.setText(QCoreApplication.translate("MainWindow", "&Export game to share…"))
        w.act_export.setToolTip(QCoreApplication.translate(
            "MainWindow", "A file to watch: what you saw, no other player's cards (a game still being "
            "played cannot be continued from it)"))
        w.act_export_full.setText(QCoreApplication.translate("MainWindow", "E&xport to continue elsewhere…"))
        w.act_export_full.setToolTip(QCoreApplication.translate(
            "MainWindow", "The whole game, to continue on another computer of yours: it holds every card"))
        w.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        w.act_fullscreen.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        w.act_settings.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        w.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        w.act_about.setText(QCoreApplication.translate("MainWindow", "&About Jiupai"))
        w.act_stats.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
