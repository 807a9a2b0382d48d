"""The window's commands for the player's helpers: Hint (H), Auto-play / 托管 (T),
Undo (Ctrl+Z), Redo (Ctrl+Shift+Z), Skip ahead / 快轉 (F) in the Game menu, and the card
counter in the View menu.

It connects each new table to the worker (requests go as queued signals through
WorkerHost) and brings the worker's answers back to the table: 托管 on or off, what Undo and
Redo may do now. The logic lives in the worker (gui/worker/assist.py) and the kit
(gui/table/assist.py); this only wires them, so main_window.py stays small.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence

from ..style import icons
from ..userdata import prefs


class AssistActions(QObject):
    """Hint, 托管, Undo/Redo and counter commands of the main window."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.host = None
        self.autoplay = False
        self.undo_info: dict = {}
        self.act_hint = self._action("H", self.hint)
        self.act_autoplay = self._action("T", self.toggle_autoplay, checkable=True)
        self.act_undo = self._action("Ctrl+Z", lambda: self.window.host.request_undo.emit())
        self.act_redo = self._action("Ctrl+Shift+Z", lambda: self.window.host.request_redo.emit())
        self.act_skip = self._action("F", self.skip)
        self.act_counter = self._action(None, self.toggle_counter, checkable=True)
        self.act_counter.setChecked(prefs.show_counter())
        for name in ("hint", "autoplay", "undo", "redo"):
            icons.put(getattr(self, f"act_{name}"), name)

    def wire(self, host) -> None:
        """The engine thread's host, once the window has made it."""
        self.host = host
        worker = host.worker
        # Bound methods of this GUI-thread object: Qt queues them.
        worker.autoplay_changed.connect(self._on_autoplay)
        worker.undo_state.connect(self._on_undo_state)
        worker.hint_progress.connect(self._on_hint_progress)

    def _action(self, shortcut: str | None, slot, checkable: bool = False) -> QAction:
        action = QAction(self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(lambda *_: slot())
        return action

    def add_to_menus(self, game_menu, view_menu) -> None:
        first = game_menu.actions()[0] if game_menu.actions() else None
        for action in (self.act_undo, self.act_redo, self.act_hint, self.act_autoplay,
                       self.act_skip):
            game_menu.insertAction(first, action)
        game_menu.insertSeparator(first)
        view_menu.addAction(self.act_counter)

    def retranslate(self) -> None:
        self.act_hint.setText(self.tr("&Hint"))
        self.act_autoplay.setText(self.tr("&Auto-play"))
        self.act_undo.setText(self.tr("&Undo move"))
        self.act_redo.setText(self.tr("&Redo move"))
        self.act_skip.setText(self.tr("S&kip ahead"))
        self.act_counter.setText(self.tr("Card &counter"))

    # ---- a new table -------------------------------------------------------------------
    def attach(self, table) -> None:
        """Wire a table the window has just opened (a new game, a load, an undo)."""
        table.hint_requested.connect(self._ask_hint)
        # A direct, thread-safe write (like stopping a game): a queued request would wait
        # behind the very search it is meant to stop.
        table.hint_cancelled.connect(self._cancel_hint)
        table.autoplay_requested.connect(self.host.request_autoplay)
        table.undo_requested.connect(self.host.request_undo)
        table.assist.set_autoplay(self.autoplay)
        table.assist.set_undo_state(self.undo_info)
        table.assist.set_counter_visible(self.act_counter.isChecked())
        self.update()

    def update(self) -> None:
        table = self._table()
        self.act_hint.setEnabled(table is not None)
        self.act_autoplay.setEnabled(table is not None)
        self.act_skip.setEnabled(table is not None)
        self.act_autoplay.setChecked(self.autoplay)
        self.act_undo.setEnabled(table is not None and bool(self.undo_info.get("undo")))
        self.act_redo.setEnabled(table is not None and bool(self.undo_info.get("redo")))

    def _table(self):
        return self.window.table if self.window.game_info is not None else None

    # ---- commands ----------------------------------------------------------------------
    def hint(self) -> None:
        table = self._table()
        if table is not None:
            table.assist.show_hint()

    def skip(self) -> None:
        table = self._table()
        if table is not None:
            table.assist.skip()

    def _ask_hint(self) -> None:
        self.host.request_hint_level.emit("hard" if prefs.strong_hints() else "normal")
        self.host.request_hint.emit()

    @Slot(int)
    def _cancel_hint(self, move: int) -> None:
        # (a bound method of the worker itself would be queued to its thread by Qt)
        self.host.worker.cancel_hint(move)

    def toggle_autoplay(self) -> None:
        table = self._table()
        if table is not None:
            table.assist.request_autoplay(not self.autoplay)
        self.act_autoplay.setChecked(self.autoplay)     # the worker's answer decides

    def toggle_counter(self) -> None:
        on = self.act_counter.isChecked()
        prefs.put("ui/show_counter", on)
        table = self._table()
        if table is not None:
            table.assist.set_counter_visible(on)

    # ---- the worker's answers ----------------------------------------------------------
    @Slot(bool)
    def _on_autoplay(self, on: bool) -> None:
        self.autoplay = bool(on)
        if self.window.table is not None:
            self.window.table.assist.set_autoplay(self.autoplay)
        self.update()

    @Slot(int, int)
    def _on_hint_progress(self, move: int, percent: int) -> None:
        if self.window.table is not None:
            self.window.table.assist.on_hint_progress(move, percent)

    @Slot(dict)
    def _on_undo_state(self, info: dict) -> None:
        self.undo_info = dict(info)
        if self.window.table is not None:
            self.window.table.assist.set_undo_state(self.undo_info)
        self.update()
