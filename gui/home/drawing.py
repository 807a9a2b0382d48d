"""The window's side of `jiupai pictures` (gui/home/drawer.py): the home's pictures drawn by
a second process, so that making a table never holds up the window's event loop.

`DrawingProcess.draw(jobs, lang)` starts that process (one at a time: a later request waits
for the one before), writes it the request and reads its answers as they come, without ever
waiting on it: QProcess tells the event loop. A picture drawn there is read into a QImage in
the pictures' thread (gui/system/picture_thread.py) and given as `drawn(job, image)`; a job
that could not be drawn — the process would not start, stopped, took longer than
TIMEOUT_MS, or said why — comes back as `failed(job, why)`, and the home draws that picture
itself, in passes, as before (gui/home/painter.py).

`use(False)` turns the process off (the GUI tests draw in their own process: a second
Python for every test would cost the suite minutes); a process that failed to start turns
it off for the rest of the session.
"""
from __future__ import annotations

import json
import logging
import os
import sys
from collections import deque
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal, Slot
from PySide6.QtGui import QImage

from ..system import picture_thread

log = logging.getLogger(__name__)

#: How long one request may take before its process is stopped (its jobs then fail).
TIMEOUT_MS = 60_000

_enabled = True


def use(enabled: bool) -> None:
    """Draw the home's pictures in a second process (True, the app) or not (False)."""
    global _enabled
    _enabled = enabled


def enabled() -> bool:
    return _enabled


def command() -> tuple[str, list[str]]:
    """How to start `jiupai pictures` from this program: the bundle's own executable, or
    this Python with the gui package."""
    if getattr(sys, "frozen", False):
        return sys.executable, ["pictures"]
    return sys.executable, ["-m", "gui", "pictures"]


def look() -> list:
    """The card look in use, as the request names it."""
    from ..table.card_look import current
    now = current()
    return [now.colours.value, now.size.value, now.felt.value]


class DrawingProcess(QObject):
    """Jobs given to `jiupai pictures`; `drawn` or `failed` for each, in the GUI thread."""

    drawn = Signal(int, QImage)      # job number, its picture
    failed = Signal(int, str)        # job number, why it was not drawn here

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._numbers = 0
        self._waiting: deque[tuple[list[int], bytes]] = deque()
        self._process: QProcess | None = None
        self._running: dict[int, str] = {}      # this process's jobs: index → PNG path
        self._first = 0                         # the job number of its index 0
        self._relay = _Loaded(self)
        self._relay.loaded.connect(self._loaded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_long)

    def draw(self, jobs: list[dict], lang: str) -> list[int]:
        """Give `jobs` (drawer.py's form) to the process; their numbers, in order."""
        first = self._numbers
        self._numbers += len(jobs)
        numbers = list(range(first, self._numbers))
        request = {"lang": lang, "look": look(), "jobs": jobs}
        self._waiting.append((numbers, json.dumps(request).encode()))
        if self._process is None:
            QTimer.singleShot(0, self, self._next)
        return numbers

    def busy(self) -> bool:
        return self._process is not None or bool(self._waiting)

    @Slot()
    def _next(self) -> None:
        if self._process is not None or not self._waiting:
            return
        numbers, request = self._waiting.popleft()
        if not _enabled:
            self._fail(numbers, "the pictures' process is off")
            QTimer.singleShot(0, self, self._next)
            return
        self._first = numbers[0]
        self._running = {i: json.loads(request)["jobs"][i]["out"]
                         for i in range(len(numbers))}
        process = QProcess(self)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("QT_QPA_PLATFORM", "offscreen")
        home = str(Path(__file__).resolve().parents[2])     # the folder that holds `gui`
        paths = environment.value("PYTHONPATH")
        environment.insert("PYTHONPATH", home + (f"{os.pathsep}{paths}" if paths else ""))
        process.setProcessEnvironment(environment)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._error)
        self._process = process
        program, arguments = command()
        process.start(program, arguments)
        process.write(request)
        process.closeWriteChannel()
        self._timer.start(TIMEOUT_MS)

    @Slot()
    def _read(self) -> None:
        process = self._process
        while process is not None and process.canReadLine():
            try:
                answer = json.loads(bytes(process.readLine().data()).decode())
                index = int(answer["job"])
            except (ValueError, KeyError, TypeError):
                continue                # a line that is not an answer (a library's words)
            path = self._running.pop(index, None)
            if path is None:
                continue
            number = self._first + index
            if answer.get("done") is True:
                self._load(number, path)
            else:
                self._fail([number], str(answer.get("error") or "not drawn"))

    def _load(self, number: int, path: str) -> None:
        """Read the PNG in the pictures' thread (decoding it is not the GUI thread's)."""
        relay = self._relay

        def work() -> None:
            image = QImage(path)
            try:
                relay.loaded.emit(number, image, path)
            except RuntimeError:        # the window closed meanwhile
                pass
        picture_thread.pool().start(work)

    @Slot(int, QImage, str)
    def _loaded(self, number: int, image: QImage, path: str) -> None:
        if image.isNull():
            self.failed.emit(number, f"{path} could not be read")
        else:
            self.drawn.emit(number, image)

    @Slot(int, QProcess.ExitStatus)
    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        process = self._process
        if process is None:
            return
        self._read()                    # (the last lines and the end can come together)
        if self._running:
            why = bytes(process.readAllStandardError().data()).decode(errors="replace")
            why = why.strip().splitlines()[-1:] or [f"it stopped (status {code})"]
            self._fail([self._first + i for i in self._running], why[0])
        self._done()

    @Slot(QProcess.ProcessError)
    def _error(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart and self._process is not None:
            log.info("the pictures' process did not start (%s): the window draws them",
                     self._process.errorString())
            use(False)
            self._fail([self._first + i for i in self._running], "it did not start")
            self._done()

    @Slot()
    def _too_long(self) -> None:
        if self._process is not None:
            self._process.kill()        # finished follows, and fails what is left

    def _done(self) -> None:
        self._timer.stop()
        self._running = {}
        if self._process is not None:
            self._process.deleteLater()
            self._process = None
        QTimer.singleShot(0, self, self._next)

    def _fail(self, numbers: list[int], why: str) -> None:
        for number in numbers:
            log.info("picture %d not drawn by the pictures' process: %s", number, why)
            self.failed.emit(number, why)


class _Loaded(QObject):
    """Carries a read picture from the pictures' thread to the GUI thread."""

    loaded = Signal(int, QImage, str)

