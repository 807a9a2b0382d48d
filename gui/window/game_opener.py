"""GameOpener: how a game comes to the window's table (a part the MainWindow owns).

New game (its dialog), a home tile's Play, Continue (the autosave, or the network table
hosted last when that game is newer), Load and Save (the saves dialog), Import game, and the
match after a game's end. Before a new game replaces one still running the player is asked
(`may_abandon`); the bots' pace from Settings goes to the worker before each game starts.
The window's words stay in its context ("MainWindow"), as those of gui/window/menus.py.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..home.resume import SavedGame


class GameOpener(QObject):
    """Starts, loads, continues and imports games for the window (`window`: the MainWindow)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.last_config: dict | None = None   # what New match deals again (None: a loaded game)

    # ---- commands ---------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        from ..dialogs.new_game import NewGameDialog
        window = self.window
        dialog = NewGameDialog(game_id or window.home.selected_game(), window)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.may_abandon():
            config = dialog.config()
            if "network" in config:        # a table friends join from their computers
                window.go_home()
                window.net.host(config)
            else:
                self.start_game(config)

    def play_now(self, game_id: str) -> None:
        """A game tile's Play: deal at once with the settings New game remembers for it (the
        dialog opens instead when they no longer make a game the engine accepts)."""
        from ..dialogs.new_game import remembered_config
        config = remembered_config(game_id, self.window)
        if config is None or "network" in config:
            self.new_game(game_id)
        elif self.may_abandon():
            self.start_game(config)

    def may_abandon(self, title: str | None = None, home_too: bool = True) -> bool:
        """Before a new game (New game; `title`: Load game, Import game) replaces the autosave
        of one still running or (`home_too`) the one waiting for Continue on the home: ask,
        offering to keep a running one in a save slot first; at a network table, whether to
        leave it. True when the new game may start."""
        window = self.window
        if window.in_net_game():
            return self.may_leave_table()
        # (a tile's Play replaced the game waiting for Continue unasked)
        waiting = window.game_info is None and home_too and SavedGame.of_slot(
            window.store, "autosave") is not None
        running = waiting or window.game_info is not None and not window.tutorial.in_lesson() \
            and not (window.table is not None and window.table.observation.get("is_over"))
        if not running:
            return True
        from ..dialogs.abandon import Abandon, ask_abandon
        answer = ask_abandon(window, title, waiting)
        if answer is Abandon.SAVE_FIRST:
            self.save_game()
        return answer is not Abandon.CANCEL

    def may_leave_table(self) -> bool:
        """At a network table (not when its game is over): leave it only if the player says so."""
        window = self.window
        if window.table is not None and window.table.observation.get("is_over"):
            return True
        from ..dialogs.abandon import ask_leave_table
        return ask_leave_table(window, window.net.hosted is not None)

    def start_game(self, config: dict) -> None:
        """Start a new game in the worker (config as NewGameDialog.config())."""
        self.last_config = dict(config)
        self.window.pace.send()
        self.stop_running_game()
        self.window.host.request_start.emit(config)

    def stop_running_game(self) -> None:
        """Stop (and autosave) a running game first: a hard bot's search ends at once."""
        window = self.window
        if window.in_net_game():
            window.net.leave()
        elif window.game_info is not None:
            window.host.stop_game()

    def continue_game(self) -> None:
        table = self.hosted_last()
        if table is not None:               # the hosted game's autosave is its table file
            self.window.net.reopen(table[0])
            return
        self.window.pace.send()
        self.window.host.request_resume_slot.emit("autosave")

    def hosted_last(self) -> tuple[Path, dict] | None:
        """The table this window hosted last, when its game is newer than the autosave's."""
        from ..net import last_table
        found = last_table.last_table()
        if found is None or not last_table.newer_than(found[0],
                                                      self.window.store.path("autosave")):
            return None
        return found

    def load_game(self) -> None:
        from ..dialogs.saves import SavesDialog
        window = self.window
        dialog = SavesDialog(window.store, "load", window.game_info is not None, window)
        dialog.load_requested.connect(self.load_slot)
        dialog.exec()
        self.refresh_continue()

    def load_slot(self, slot: str) -> None:
        if not self.may_abandon(QCoreApplication.translate("MainWindow", "Load game")):
            return
        self.last_config = None
        self.window.pace.send()
        self.stop_running_game()
        self.window.host.request_resume_slot.emit(slot)

    def save_game(self) -> None:
        from ..dialogs.saves import SavesDialog
        window = self.window
        dialog = SavesDialog(window.store, "save", window.game_info is not None, window)
        dialog.save_requested.connect(window.host.request_save)
        dialog.load_requested.connect(self.load_slot)
        dialog.exec()

    def import_game(self, path: str | None = None) -> None:
        """Game ▸ Import game…: a `.jiupai` file opens in the replay (asks for it when `path`
        is None), once the player has said the running game may go."""
        from ..dialogs.replays import ask_import_path
        path = path or ask_import_path(self.window)
        if path and self.may_abandon(QCoreApplication.translate("MainWindow", "Import game"),
                                     home_too=False):      # an import leaves the autosave alone
            self.window.replay.import_file(path)

    def new_match(self) -> None:
        """A table's New match: the last game's settings dealt again (the New game dialog
        when the game was loaded or continued)."""
        if self.last_config is not None:
            self.start_game(self.last_config)
        else:
            self.new_game((self.window.game_info or {}).get("game"))

    def refresh_continue(self) -> None:
        """Enable Continue when the autosave slot holds a readable, unfinished game."""
        window = self.window
        hosted = self.hosted_last()
        if hosted is not None:              # the hosted game's autosave is its table file
            from ..net.last_table import host_seat
            saved = SavedGame.of_table(hosted[0], hosted[1], host_seat(hosted[1]))
        else:
            saved = SavedGame.of_slot(window.store, "autosave")
        window.home.set_continue(saved)
        window.menus.set_continue_enabled(saved is not None)


__all__ = ["GameOpener"]
