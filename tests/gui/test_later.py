"""The window's pieces built after the first frame (gui/window/later.py): a few small pieces
share a pass of the event loop, a long piece written as a generator gives the loop a pass
between its parts, and `finish` builds everything left at once."""
from __future__ import annotations

import gc
import sys
import time

from PySide6.QtCore import QObject

from gui.system import gcguard
from gui.window.later import SLICE_MS, BuildLater, importing


def _spend(ms: float) -> None:
    """Work of `ms` milliseconds of this thread's time."""
    end = time.thread_time() + ms / 1000
    while time.thread_time() < end:
        pass


def _passes_until_done(qtbot, later: BuildLater) -> int:
    """Start `later` and count the passes it takes (each `_next` is one pass's share)."""
    passes = []
    done = []
    later.done.connect(lambda: done.append(True))
    step = later._next

    def counted() -> None:
        passes.append(1)
        step()
    later._next = counted           # (the timer's slot, looked up when it fires)
    later.start()
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    return len(passes)


def test_small_pieces_share_a_pass(qtbot, qapp):
    """Ten pieces of well under a slice run in one pass, in order."""
    owner = QObject()
    ran: list[int] = []
    later = BuildLater(owner, [lambda i=i: ran.append(i) for i in range(10)])
    assert _passes_until_done(qtbot, later) == 1
    assert ran == list(range(10))


def test_a_long_piece_written_as_a_generator_gives_a_pass_between_its_parts(qtbot, qapp):
    """A generator piece whose parts each spend a whole slice takes one pass per part, and
    the piece after it still comes, last."""
    owner = QObject()
    ran: list[str] = []

    def icons():
        for name in ("new", "load", "save"):
            _spend(SLICE_MS + 1)
            ran.append(name)
            yield

    later = BuildLater(owner, [icons, lambda: ran.append("after")])
    assert _passes_until_done(qtbot, later) >= 3
    assert ran == ["new", "load", "save", "after"]


def test_finish_builds_every_piece_left_at_once(qapp):
    """Asked for before their passes came (a menu opened at once), the pieces — a
    generator's parts too — are all built, and the pass that comes later finds nothing."""
    owner = QObject()
    ran: list[str] = []

    def parts():
        ran.append("a")
        yield
        ran.append("b")
        yield

    later = BuildLater(owner, [parts, lambda: ran.append("c")])
    later.start()
    later.finish()
    assert ran == ["a", "b", "c"] and later.finished()


def test_importing_imports_when_its_pass_comes(qtbot, qapp, monkeypatch):
    """`importing` is a piece: its modules are imported when it runs, not when it is
    listed."""
    monkeypatch.delitem(sys.modules, "gui.system.picture_drawer", raising=False)
    owner = QObject()
    later = BuildLater(owner, [importing("gui.system.picture_drawer")])
    assert "gui.system.picture_drawer" not in sys.modules
    _passes_until_done(qtbot, later)
    assert "gui.system.picture_drawer" in sys.modules


def test_what_a_pass_made_is_frozen(qtbot, qapp):
    """The pieces' objects live as long as the window: after each pass they are frozen, so
    the GUI thread's collections (gui/system/gcguard.py) never walk them again."""
    owner = QObject()
    kept: list[list[int]] = []
    later = BuildLater(owner, [lambda: kept.extend([[i] for i in range(5000)])])
    assert gcguard.installed()
    gc.unfreeze()
    try:
        _passes_until_done(qtbot, later)
        frozen = gc.get_freeze_count()
    finally:
        gc.unfreeze()
    assert len(kept) == 5000 and frozen >= 5000
