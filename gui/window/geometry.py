"""WindowGeometry: the window's size and place (a part the MainWindow owns): its first size
fitted to the screen, the size, place and state kept from the last session (restored when it
opens, kept when it closes), and full screen."""
from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ..userdata import prefs


class WindowGeometry:
    """Sizes, restores and keeps `window`'s geometry (prefs "window/geometry", "window/state")."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window

    def fit_to_screen(self, width: int, height: int) -> None:
        """The first size: (width, height), but never larger than the screen's free area
        (an 800×600 screen gets the whole screen, not a window running off its edge)."""
        window = self.window
        screen = window.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width()), min(height, free.height())
        window.resize(width, height)

    def restore(self) -> None:
        """The size, place and state the window had when it last closed, if kept."""
        geometry = prefs.get("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.window.restoreGeometry(geometry)
        state = prefs.get("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.window.restoreState(state)

    def keep(self) -> None:
        """The window is closing: its size, place and state, for the next session."""
        prefs.put("window/geometry", self.window.saveGeometry())
        prefs.put("window/state", self.window.saveState())

    def toggle_full_screen(self) -> bool:
        """Full screen on or off; True when the window is now full screen."""
        window = self.window
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()
        return window.isFullScreen()


__all__ = ["WindowGeometry"]
