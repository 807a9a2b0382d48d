"""Before Qt starts on Linux: can its X11 (xcb) platform plugin load? If not, say what to install.

Qt loads its platform plugin inside the QApplication constructor. On X11 that plugin needs
about twenty system libraries that the PySide6 wheel does not ship; a desktop without one of
them (libxcb-cursor0 is missing on several Ubuntu releases) gets Qt's "could not load the Qt
platform plugin xcb", an abort and a core dump. Here we try those libraries first, the way the
dynamic loader will, and print the packages to install — Debian/Ubuntu, Fedora and Arch names.
Then it opens the display itself (Xlib's XOpenDisplay, through ctypes): when no X server
answers at $DISPLAY, Qt would abort (exit 134) with its hint that libxcb-cursor0 is needed,
which is not the problem; we say "cannot connect to the display :99" and exit 2, as when
DISPLAY is not set at all.
Pure Python (ctypes, imported only on the xcb path); nothing here imports Qt's GUI modules.
On a desktop where all is well the check costs one load of the plugin, which Qt then finds
already loaded, and one connection to the display; the libraries are tried one by one only
when the plugin does not load, to name the missing ones.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .xcb_libraries import SystemLibrary


def _loads(name: str) -> str | None:
    """None when the dynamic loader finds and loads `name`, else its error."""
    import ctypes
    try:
        ctypes.CDLL(name)
    except OSError as error:
        return str(error)
    return None


def requested_platform(argv: list[str]) -> str:
    """The platform plugin Qt will pick: `-platform X`, then $QT_QPA_PLATFORM, else ""."""
    for index, arg in enumerate(argv[:-1]):
        if arg in ("-platform", "--platform"):
            return argv[index + 1]
    return os.environ.get("QT_QPA_PLATFORM", "")


def needs_xcb(argv: list[str]) -> bool:
    """True when Qt will try the xcb plugin (Linux, X11 session or xcb asked for)."""
    if not sys.platform.startswith("linux"):
        return False
    platform = requested_platform(argv).split(":")[0]
    if platform:
        return platform.split(";")[0] == "xcb"
    # Unset: Qt prefers Wayland in a Wayland session and falls back to xcb only otherwise.
    return not os.environ.get("WAYLAND_DISPLAY")


def missing_libraries(loads=_loads) -> list[SystemLibrary]:
    """The xcb plugin's system libraries that cannot be loaded here."""
    from .xcb_libraries import XCB_LIBRARIES
    return [lib for lib in XCB_LIBRARIES if loads(lib.soname) is not None]


def _plugin() -> Path | None:
    """The xcb plugin's file in PySide6, None when it is not there."""
    try:
        import PySide6
    except ImportError:
        return None
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def plugin_found() -> bool:
    return _plugin() is not None


def plugin_error(loads=_loads) -> str | None:
    """The loader's error for the xcb plugin itself, None when it loads (or is not found)."""
    plugin = _plugin()
    return loads(str(plugin)) if plugin is not None else None


def advice(missing: list[SystemLibrary]) -> str:
    """What to tell the user: the libraries and one install line per distribution family."""
    def unique(names):
        return " ".join(dict.fromkeys(names))
    return (
        "Jiupai cannot start: Qt's X11 platform plugin (xcb) needs system libraries that are "
        "not installed: " + ", ".join(lib.soname for lib in missing) + ".\n"
        "Install them, then start Jiupai again:\n"
        f"  Debian/Ubuntu: sudo apt install {unique(lib.debian for lib in missing)}\n"
        f"  Fedora:        sudo dnf install {unique(lib.fedora for lib in missing)}\n"
        f"  Arch:          sudo pacman -S {unique(lib.arch for lib in missing)}\n")


def requested_display(argv: list[str]) -> str:
    """The X display Qt will open: `-display NAME`, else $DISPLAY ("" when neither)."""
    for index, arg in enumerate(argv[:-1]):
        if arg in ("-display", "--display"):
            return argv[index + 1]
    return os.environ.get("DISPLAY", "")


def _opens_display(name: str) -> bool | None:
    """True when an X server accepts a connection at `name`, False when none does, None
    when Xlib cannot be loaded (missing_libraries names it then)."""
    import ctypes
    try:
        xlib = ctypes.CDLL("libX11.so.6")
    except OSError:
        return None
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    handle = xlib.XOpenDisplay(name.encode())
    if not handle:
        return False
    xlib.XCloseDisplay(handle)
    return True


def display_advice(name: str) -> str:
    return (f"Jiupai cannot start: cannot connect to the display {name} (no X server answers "
            "there, or it does not let this user in). Start Jiupai from a desktop session, or "
            "set DISPLAY to a display that is running.\n")


def check(argv: list[str], loads=_loads, opens=_opens_display) -> str | None:
    """None when Qt can start its platform plugin; otherwise the message for the user."""
    if not needs_xcb(argv):
        return None
    display = requested_display(argv)
    if not display:
        return ("Jiupai cannot start: no graphical display was found (DISPLAY is not set). "
                "Start it from a desktop session.\n")
    # The plugin first: when it loads, so did every library it needs (one load, not 25).
    error = plugin_error(loads)
    missing = missing_libraries(loads) if error is not None or not plugin_found() else []
    if missing:
        return advice(missing)
    if error:
        return f"Jiupai cannot start: Qt's X11 platform plugin (xcb) does not load:\n  {error}\n"
    if opens(display) is False:
        return display_advice(display)
    return None
