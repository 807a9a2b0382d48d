"""Work around a PySide6 refcount bug on CPython < 3.12 (seen with PySide6 6.12.0 / 3.11).

The wheel returns `None` from every void method (painter.save(), label.setText(), …)
and `True` from `SignalInstance.emit()` without taking a reference, as if they were
immortal objects (they are only from CPython 3.12 on). Each call then drops one
reference the interpreter never had; after some thousands of calls CPython aborts
with "Fatal Python error: none_dealloc" (or bool_dealloc) — mid-game or at exit.

`install()` measures the leak once and, only if present, does what CPython 3.12
does by design: it makes None, True and False effectively immortal by adding 2**40
to their reference counts (ctypes; the count field is the first word of every
object). Nothing else changes; on a fixed PySide6 or on CPython 3.12+ it does nothing.
"""
from __future__ import annotations

import ctypes
import platform
import sys

from PySide6.QtCore import QObject, Signal

IMMORTAL_BOOST = 1 << 40
_installed = False


class _Probe(QObject):
    ping = Signal()


def leaks() -> dict[str, int]:
    """Reference drift of None / True over a few void calls and emits (0 when healthy)."""
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(8):
        probe.setObjectName("probe")
        probe.ping.emit()
    return {"None": sys.getrefcount(None) - none_before,
            "True": sys.getrefcount(True) - true_before}


def install() -> bool:
    """Immortalize None/True/False when PySide6 leaks them; True when applied."""
    global _installed
    if _installed:
        return True
    if platform.python_implementation() != "CPython" or sys.version_info >= (3, 12):
        return False
    drift = leaks()
    if drift["None"] >= 0 and drift["True"] >= 0:
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += IMMORTAL_BOOST
    _installed = True
    return True
