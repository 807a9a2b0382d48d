"""The window's side of `jiupai pictures` (gui/system/picture_drawer.py): pictures of tables
drawn by a second process, so that making a table never holds up the window's event loop.

`PictureProcess.draw(jobs, lang)` gives jobs to that process — started on the first request,
kept while there is work, told to end (its input closed) IDLE_MS after the last answer — and
reads its answers as they come, without ever waiting on it: QProcess tells the event loop.
A picture drawn there is read into a QImage in the pictures' thread (picture_thread.py) and
given as `drawn(job, image)`; a job that could not be drawn — the process would not start,
said nothing in HELLO_MS, stopped, took longer than TIMEOUT_MS, or said why — comes back as
`failed(job, why)`, and the asker draws that picture itself, in passes, as before
(gui/home/painter.py, gui/dialogs/table_picture.py).

`use(False)` turns the process off (the GUI tests draw in their own process: a second
Python for every test would cost the suite minutes); a process that failed to start, or
never said a word, turns it off for the rest of the session.
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

from . import picture_thread

log = logging.getLogger(__name__)

#: How long a job may wait for its answer before the process is stopped (its jobs then fail).
TIMEOUT_MS = 60_000
#: How long the process is kept without work before its input is closed (it then ends).
IDLE_MS = 5_000
#: How long a started process may take to say it is there (its first line, before any
#: drawing). One that says nothing — a bundle whose standard output goes nowhere — is
#: stopped and not tried again in this session: the window draws, after a wait this long
#: once rather than TIMEOUT_MS for every request.
HELLO_MS = 15_000

_enabled = True


def use(enabled: bool) -> None:
    """Draw pictures in a second process (True, the app) or not (False)."""
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
    """The card look in use, as a request names it."""
    from ..table.card_look import current
    now = current()
    return [now.colours.value, now.size.value, now.felt.value]


class PictureProcess(QObject):
    """Jobs given to `jiupai pictures`; `drawn` or `failed` for each, in the GUI thread."""

    drawn = Signal(int, QImage)      # job number, its picture
    failed = Signal(int, str)        # job number, why it was not drawn there

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._numbers = 0
        self._waiting: deque[tuple[list[int], dict]] = deque()    # for the next process
        self._process: QProcess | None = None
        self._closing = False           # its input is closed: it ends, then the next starts
        self._asked: dict[int, tuple[int, int, str]] = {}   # request → first job, count, …
        self._open: dict[tuple[int, int], tuple[int, str]] = {}   # (request, index) → job, PNG
        self._relay = _Loaded(self)
        self._relay.loaded.connect(self._loaded)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._close)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._too_long)
        self._hello = QTimer(self)
        self._hello.setSingleShot(True)
        self._hello.timeout.connect(self._silent)

    def draw(self, jobs: list[dict], lang: str) -> list[int]:
        """Give `jobs` (picture_drawer.py's form) to the process; their numbers, in order."""
        first = self._numbers
        self._numbers += len(jobs)
        numbers = list(range(first, self._numbers))
        self._waiting.append((numbers, {"lang": lang, "look": look(), "jobs": jobs}))
        QTimer.singleShot(0, self, self._send)
        return numbers

    @Slot()
    def _send(self) -> None:
        """Write the waiting requests to the process (started first when there is none)."""
        if not self._waiting or self._closing:
            return                      # (sent when the closing one has ended)
        if not _enabled:
            while self._waiting:
                self._fail(self._waiting.popleft()[0], "the pictures' process is off")
            return
        if self._process is None:
            self._start()
        while self._waiting and self._process is not None:
            numbers, request = self._waiting.popleft()
            request_id = numbers[0]
            for index, (number, job) in enumerate(zip(numbers, request["jobs"], strict=True)):
                self._open[(request_id, index)] = (number, job["out"])
            self._process.write((json.dumps({"id": request_id, **request}) + "\n").encode())
        if self._process is not None:
            self._idle.stop()
            self._deadline.start(TIMEOUT_MS)

    def _start(self) -> None:
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
        program, arguments = command()
        self._process = process
        process.start(program, arguments)
        self._hello.start(HELLO_MS)

    @Slot(QProcess.ProcessError)
    def _error(self, error: QProcess.ProcessError) -> None:
        """It did not start (no such program): off for the session, its jobs failed."""
        process = self._process
        if error is not QProcess.ProcessError.FailedToStart or process is None:
            return                      # (a crash: `finished` follows)
        log.info("the pictures' process did not start (%s): the window draws them",
                 process.errorString())
        use(False)
        numbers = [number for number, _path in self._open.values()]
        self._open.clear()
        self._idle.stop()
        self._deadline.stop()
        self._hello.stop()
        self._process, self._closing = None, False
        process.deleteLater()
        self._fail(numbers, "it did not start")
        QTimer.singleShot(0, self, self._send)      # (what waits: failed, the process off)

    @Slot()
    def _read(self) -> None:
        process = self._process
        if process is not None and process.canReadLine():
            self._hello.stop()          # it talks: it is there
        while process is not None and process.canReadLine():
            try:
                answer = json.loads(bytes(process.readLine().data()).decode())
                key = (int(answer["id"]), int(answer["job"]))
            except (ValueError, KeyError, TypeError):
                continue                # a line that is not an answer (a library's words)
            opened = self._open.pop(key, None)
            if opened is None:
                continue
            number, path = opened
            if answer.get("done") is True:
                self._load(number, path)
            else:
                self._fail([number], str(answer.get("error") or "not drawn"))
        if process is not None and not self._open and not self._waiting:
            self._deadline.stop()
            self._idle.start(IDLE_MS)
        elif self._open:
            self._deadline.start(TIMEOUT_MS)    # an answer came: it is at work

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

    @Slot()
    def _close(self) -> None:
        """No work for IDLE_MS: the process is told to end (its input closed)."""
        if self._process is not None and not self._open:
            self._closing = True
            self._process.closeWriteChannel()

    @Slot()
    def _too_long(self) -> None:
        if self._process is not None:
            log.info("the pictures' process took too long: stopped")
            self._process.kill()        # finished follows, and fails what is open

    @Slot()
    def _silent(self) -> None:
        """Started, but not a line in HELLO_MS: off for the session, its jobs failed (the
        window draws them)."""
        if self._process is not None:
            log.info("the pictures' process said nothing in %d s: the window draws them",
                     HELLO_MS // 1000)
            use(False)
            self._process.kill()        # finished follows, and fails what is open

    @Slot(int, QProcess.ExitStatus)
    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        process = self._process
        if process is None:
            return
        self._read()                    # (the last lines and the end can come together)
        if self._open:
            why = bytes(process.readAllStandardError().data()).decode(errors="replace")
            lines = why.strip().splitlines()[-1:] or [f"it stopped (status {code})"]
            numbers = [number for number, _path in self._open.values()]
            self._open.clear()
            self._fail(numbers, lines[0])
        self._idle.stop()
        self._deadline.stop()
        self._hello.stop()
        self._process, self._closing = None, False
        process.deleteLater()
        QTimer.singleShot(0, self, self._send)     # what came meanwhile: a new process

    def _fail(self, numbers: list[int], why: str) -> None:
        for number in numbers:
            log.info("picture %d not drawn by the pictures' process: %s", number, why)
            self.failed.emit(number, why)


class _Loaded(QObject):
    """Carries a read picture from the pictures' thread to the GUI thread."""

    loaded = Signal(int, QImage, str)
