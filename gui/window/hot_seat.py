"""The window's wiring for hot-seat play (issue 16): the worker's `handover` and `view_log`
reach the table on show, the table's click on the cover (`taken`) reaches the worker.
The logic lives in gui/worker_seats.py (engine thread) and gui/table/handover.py (the kit);
this only connects them, so main_window.py stays small."""
from __future__ import annotations

from PySide6.QtCore import QObject, Slot


class HotSeatLink(QObject):
    """Connects the worker's hot-seat signals to whichever table the window shows."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        worker = window.host.worker
        # Bound methods of this GUI-thread object: Qt queues them.
        worker.handover.connect(self._on_handover)
        worker.view_log.connect(self._on_view_log)

    def attach(self, table, info: dict) -> None:
        """A table the window has just opened: its human seats, and the cover's click."""
        table.human_seats = list(info.get("human_seats") or [info.get("human_seat", 0)])
        table.handover.taken.connect(self.window.host.request_take_seat)

    @Slot(dict)
    def _on_handover(self, info: dict) -> None:
        if self.window.table is not None:
            self.window.table.handover.request(info)

    @Slot(list)
    def _on_view_log(self, events: list) -> None:
        if self.window.table is not None:
            self.window.table.handover.replace_log(events)
