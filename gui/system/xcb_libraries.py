"""The system libraries Qt's xcb platform plugin needs, and the package that ships each per
distribution: read only when the plugin does not load (gui/system/platform_check.py), to
name what to install."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SystemLibrary:
    """A library the xcb plugin links against, and the package that ships it per distribution."""
    soname: str
    debian: str
    fedora: str
    arch: str


#: What libqxcb.so and libQt6XcbQpa.so.6 need from the system (their DT_NEEDED entries).
XCB_LIBRARIES = (
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util", "xcb-util"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms",
                  "xcb-util-keysyms"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil",
                  "xcb-util-renderutil"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb", "libxcb"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb", "libxcb"),
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb", "libxcb"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11",
                  "libxkbcommon-x11"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb", "libx11"),
    SystemLibrary("libX11.so.6", "libx11-6", "libX11", "libx11"),
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx", "libglvnd"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl", "libglvnd"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig", "fontconfig"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0", "glib2", "glib2"),
    SystemLibrary("libgthread-2.0.so.0", "libglib2.0-0", "glib2", "glib2"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs", "dbus"),
)
