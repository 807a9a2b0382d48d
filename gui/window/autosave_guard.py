"""AutosaveGuard: a failed autosave is said so that it cannot be missed, and closing the
window does not drop the game silently (issue 34.16).

The worker autosaves after every move (what Continue resumes). On a full or read-only disk
that fails; it was said as a status line note, once a move, for 8 s (35 notes flashed, no
dialog), and the window then closed with 43 moves played and 9 on disk. Now:

- the first failure of a game opens a dialog that says why and what to do (free some room,
  or export the whole game), once; from then on a banner in the status bar says the game is
  not being saved, until an autosave works again (checked on the disk after each move:
  the worker writes the autosave before it sends the move's Turn);
- while the autosave on disk is behind the game, closing the window asks first: export the
  whole game to a file (Import game… plays it on), close anyway, or cancel.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from ..lang.arg import arg
from ..userdata.paths import saves_folder


class AutosaveGuard(QObject):
    """The window's watch over the autosave; `window` is the MainWindow."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.reason = ""                  # why the last autosave failed ("" while all is well)
        self.move = 0                     # actions applied in the game on show
        self._told = False                # the dialog was shown for this game
        self._closing_after_export = False
        self._failed_now = False          # a failure told since the last Turn
        self.banner = QLabel()
        self.banner.setObjectName("autosaveBanner")
        self.banner.setWordWrap(True)
        # (its look is the app's one style sheet's: gui/style/sheet.py, #autosaveBanner)
        self.banner.hide()      # in the status bar only while shown (it made the bar taller)
        self._in_bar = False

    def wire(self, host: Any) -> None:
        worker = host.worker
        worker.autosave_failed.connect(self.failed)
        worker.turn.connect(self._on_turn)
        worker.started.connect(self._on_started)
        host.replayer.exported.connect(self._exported)
        host.replayer.error.connect(lambda _message: self.export_failed())

    # ---- the worker's news ------------------------------------------------------------
    def failed(self, reason: str) -> None:
        """An autosave failed: the banner says it (and, the first time, a dialog)."""
        self.reason, self._failed_now = reason, True
        self.banner.setText(arg(self.tr("⚠ The game is not being saved: %1"), reason))
        self.banner.setToolTip(self._advice())
        if not self._in_bar:
            self.window.statusBar().addPermanentWidget(self.banner, 1)
            self._in_bar = True
        self.banner.show()
        if not self._told:
            self._told = True
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Autosave failed"),
                              arg(self.tr("The game could not be autosaved: %1"), reason),
                              QMessageBox.StandardButton.Ok, self.window)
            box.setInformativeText(self._advice())
            box.setObjectName("autosaveFailed")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _advice(self) -> str:
        return arg(self.tr("Play goes on, but Continue would not find the newest moves. Free "
                           "some room on the disk of the data folder (%1), or keep the game "
                           "in a file of your choice: Game ▸ Export to continue elsewhere…"),
                   str(getattr(self.window.store, "directory", None) or saves_folder()))

    def _on_turn(self, turn: Any) -> None:
        """A move was shown: its autosave was tried before (the worker writes it, then sends
        the Turn), so a failure since the last Turn is this move's; none, and the disk holds
        the game: the autosave works again."""
        self.move = int(getattr(turn, "move", self.move))
        failed_now, self._failed_now = self._failed_now, False
        if self.reason and not failed_now and self.saved_up_to_date():
            self.reason = ""
            self._hide_banner()
            self.window.statusBar().showMessage(self.tr("The game is being autosaved again."), 8000)

    def _on_started(self, _info: dict) -> None:
        """A new game: all is well again unless its first autosave (written before the
        worker says the game started) failed already."""
        if not self._failed_now:
            self.reason, self._told = "", False
            self._hide_banner()

    def _hide_banner(self) -> None:
        if self._in_bar:
            self.window.statusBar().removeWidget(self.banner)
            self._in_bar = False
        self.banner.hide()

    # ---- closing ------------------------------------------------------------------------
    def saved_up_to_date(self) -> bool:
        """The autosave on disk holds every move of the game on show."""
        try:
            info = self.window.store.info("autosave")
        except Exception:  # noqa: BLE001 - a damaged or unreadable autosave is not the game
            return False
        return info is not None and info.turn >= self.move

    def may_close(self) -> bool:
        """Before the window closes: True unless the game on show would be lost (its autosave
        failed and is behind) and the player chose to keep it (export, or cancel)."""
        window = self.window
        running = window.game_info is not None and not window.tutorial.in_lesson() and not (
            window.table is not None and window.table.observation.get("is_over"))
        if not self.reason or not running or self._closing_after_export \
                or self.saved_up_to_date():
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Autosave failed"),
                          self.tr("The game is not saved: if you close now, Continue will not "
                                  "find its newest moves."), parent=window)
        box.setInformativeText(arg(self.tr("The autosave failed: %1"), self.reason))
        export = box.addButton(self.tr("Export to continue elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
        close = box.addButton(self.tr("Close anyway"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(export)
        box.setEscapeButton(cancel)
        box.exec()
        if box.clickedButton() is close:
            return True
        if box.clickedButton() is export:
            self._export_then_close()
        return False

    def _export_then_close(self) -> None:
        """Ask where, write the whole game there (the worker), and close once it is written
        (a failed export is said by the worker's error and the window stays)."""
        from ..dialogs.replays import ask_export_path
        path = ask_export_path(self.window, False)
        if path:
            self._closing_after_export = True
            self.window.replay.export_file(path, "game", False)   # its viewer tells the result

    def _exported(self, _path: str) -> None:
        if self._closing_after_export:
            self.window.close()

    def export_failed(self) -> None:
        """An export failed: the window stays (the worker's error says why)."""
        self._closing_after_export = False


__all__ = ["AutosaveGuard"]
