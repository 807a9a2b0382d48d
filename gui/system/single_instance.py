"""One copy of Jiupai per data folder: a second one brings the first to the front and exits.

Two copies on one data folder would share one autosave: each saves after every move, so
whichever game closed first lost its Continue (seen: the autosave changed hands 144 times
in 6 s). So the app holds a lock file in its data folder (`jiupai.lock`, a QLockFile, which
works alike on Windows, macOS and Linux) for as long as it runs. A copy started meanwhile
does not get the lock: it asks the running one, over a local socket (QLocalServer /
QLocalSocket; a named pipe on Windows) named after the data folder, to bring its window to
the front, says so on stderr and exits with status 0 — nothing of the running game is
touched. A lock left by a copy that crashed names a process that no longer runs, and the
next copy takes it over.

Only `main()` (gui/app.py) uses this. Windows made by tests (tests/gui/conftest.py) never
pass through it; a test that starts the app in a process of its own gives it a data folder
of its own (a temporary HOME / XDG_DATA_HOME), or sets JIUPAI_SINGLE_INSTANCE=off.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "jiupai.lock"
BYPASS = "JIUPAI_SINGLE_INSTANCE"        # "off": no guard (tests only: two copies collide)
SHOW = b"show\n"
SHOWN = b"shown\n"
ASK_FOR_SECONDS = 5.0                    # the running copy may still be starting its server


def server_name(folder: Path) -> str:
    """The local socket's name: one per user data folder (and so per user)."""
    import hashlib  # here: OpenSSL's loading is 2 ms that the first frame does not need
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"jiupai-{digest}"


def bypassed() -> bool:
    return os.environ.get(BYPASS, "").lower() in ("off", "0", "no", "false")


class SingleInstance(QObject):
    """The guard of one data folder: `claim()` the lock, then `listen()` once the
    QApplication exists; `activated` is emitted when another copy asks for the window."""

    activated = Signal()

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = Path(folder)
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        # Held for hours: only a lock whose process is gone is stale, never an old one.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True when this copy holds the data folder now; False while another copy runs
        (a folder that cannot be written is no reason to refuse the game: True)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    @property
    def name(self) -> str:
        return server_name(self.folder)

    def listen(self) -> None:
        """Answer other copies (needs the QApplication's event loop). main() calls it after
        the first frame: QtNetwork's loading (4 ms) is not the start's; a copy started in
        between asks for ASK_FOR_SECONDS, while the server comes up."""
        from PySide6.QtNetwork import QLocalServer
        QLocalServer.removeServer(self.name)     # a socket a crashed copy left (we hold the lock)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._answer)
        if server.listen(self.name):
            self._server = server

    def ask_running_copy(self) -> bool:
        """Ask the copy holding the lock to show its window; True once it said it did."""
        from PySide6.QtNetwork import QLocalSocket
        deadline = time.monotonic() + ASK_FOR_SECONDS
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(500):
                socket.write(SHOW)
                socket.waitForBytesWritten(1000)
                answer = b""
                while SHOWN not in answer and socket.waitForReadyRead(2000):
                    answer += bytes(socket.readAll().data())
                socket.disconnectFromServer()
                return SHOWN in answer
            time.sleep(0.1)                      # its server is not listening yet
        return False

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _answer(self) -> None:
        while self._server is not None and (socket := self._server.nextPendingConnection()):
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(SHOW.strip()):
            self.activated.emit()
            socket.write(SHOWN)
            socket.flush()


def bring_to_front(window) -> None:
    """Show the window as the user left it, raised and (where the desktop lets a program)
    focused; where it does not, the taskbar entry asks for attention."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    from PySide6.QtWidgets import QApplication
    QApplication.alert(window)
