"""WorkerHost: the GUI-thread side of the engine thread (see gui/worker/engine_worker.py).

It owns the QThread the EngineWorker lives in, forwards the GUI's requests to it as queued
signals, and shuts it down cleanly — autosave, stop, quit, wait — when the window closes,
also while a bot is thinking or searching.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal

from .engine_worker import EngineWorker
from .replay import ReplayWorker


class WorkerHost(QObject):
    """GUI-thread side: owns the QThread, forwards requests, shuts down cleanly."""

    request_start = Signal(dict)
    request_resume = Signal(dict, dict)
    request_resume_slot = Signal(str)
    request_submit = Signal(str, int)        # notation, the move it answers (-1: unchecked)
    request_save = Signal(str)
    request_think_ms = Signal(int)
    request_acknowledge = Signal(int)        # the table has shown turn seq
    request_skip = Signal()                  # skip ahead to the player's move / the hand's end
    request_when_out = Signal(str)           # "watch", "fast" or "skip" (gui/worker/pace.py)
    request_hint = Signal()
    request_hint_level = Signal(str)
    request_autoplay = Signal(bool)
    request_undo = Signal()
    request_redo = Signal()
    request_explain = Signal(str)
    request_take_seat = Signal(int)          # hot-seat: the player clicked the cover
    request_start_lesson = Signal(str, str)  # game id, lesson id (gui/worker/lessons.py)
    request_replay = Signal(dict)            # {"slot": name} or {"path": file}
    request_replay_step = Signal(int)        # show the position after k moves
    request_replay_seat = Signal(int)
    request_play_from_here = Signal(str)     # the save slot the new game goes to
    request_replay_show_all = Signal(bool)   # every hand face up (a finished game)
    request_export = Signal(str, str, bool)  # path, "replay" or "game", to share (a seat view)
    _request_stop = Signal()

    def __init__(self, store: Any = None, parent: QObject | None = None,
                 think_ms: int | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("EngineWorker")
        self.worker = EngineWorker(store, think_ms)
        self.worker.moveToThread(self.thread)
        self.thread.finished.connect(self.worker.deleteLater)
        self.request_start.connect(self.worker.start)
        self.request_resume.connect(self.worker.resume)
        self.request_resume_slot.connect(self.worker.resume_slot)
        self.request_submit.connect(self.worker.submit)
        self.request_save.connect(self.worker.save)
        self.request_think_ms.connect(self.worker.set_think_ms)
        self.request_acknowledge.connect(self.worker.acknowledge)
        self.request_skip.connect(self.worker.skip_ahead)
        self.request_when_out.connect(self.worker.set_when_out)
        self.request_hint.connect(self.worker.suggest)
        self.request_hint_level.connect(self.worker.set_hint_level)
        self.request_autoplay.connect(self.worker.set_autoplay)
        self.request_undo.connect(self.worker.undo)
        self.request_redo.connect(self.worker.redo)
        self.request_explain.connect(self.worker.explain)
        self.request_take_seat.connect(self.worker.take_seat)
        self.request_start_lesson.connect(self.worker.start_lesson)
        self._wire_replay(store)
        # Blocking: returns once the worker has autosaved and dropped its game.
        self._request_stop.connect(self.worker.stop, Qt.ConnectionType.BlockingQueuedConnection)
        app = QCoreApplication.instance()
        if app is not None:  # last line of defence: never leave the thread running at exit
            app.aboutToQuit.connect(self.shutdown)
        self.thread.start()

    def _wire_replay(self, store: Any) -> None:
        """The replay viewer's worker, in the same thread (see gui/worker/replay.py)."""
        self.replayer = ReplayWorker(self.worker.safety.saves() if store is None else store, self.worker)
        self.replayer.moveToThread(self.thread)
        self.thread.finished.connect(self.replayer.deleteLater)
        self.request_replay.connect(self.replayer.load)
        self.request_replay_step.connect(self.replayer.step_to)
        self.request_replay_seat.connect(self.replayer.set_seat)
        self.request_play_from_here.connect(self.replayer.play_from_here)
        self.request_replay_show_all.connect(self.replayer.show_all)
        self.request_export.connect(self.replayer.export)
        self.replayer.play_on.connect(self.worker.resume)        # same thread: a direct call
        self.worker.on_finished = self.replayer.keep_finished   # same thread: a direct call

    def stop_game(self) -> None:
        """Stop the running game (autosaving it); the thread keeps running for the next one."""
        if self.thread.isRunning():
            self.worker.request_stop()
            self._request_stop.emit()

    def shutdown(self) -> None:
        """Autosave, stop, quit the thread and wait for it: safe while a bot thinks."""
        if self.thread.isRunning():
            self.stop_game()
            self.thread.quit()
            self.thread.wait()
