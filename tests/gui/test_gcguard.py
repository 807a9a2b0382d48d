"""Garbage cycles holding Qt objects are collected in the GUI thread, never in the engine's."""
import gc
import threading

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from gui.system import gcguard
from gui.worker.host import WorkerHost
from tests.gui.receivers import collect, ends_of, legal_of
from tests.gui.tiny_game import tiny_config


def test_collections_run_only_in_the_gui_thread(qtbot, tiny, store):
    """While bots play in the worker thread (allocating a lot), the test makes garbage
    cycles that hold widgets and timers; every collection must start in the GUI thread."""
    threads: list[str] = []

    def note(phase, info):
        if phase == "start":
            threads.append(threading.current_thread().name)

    gc.callbacks.append(note)
    threshold = gc.get_threshold()
    host = WorkerHost(store, think_ms=0)
    try:
        assert not gc.isenabled()       # the fixture installed the GUI-thread collector
        gc.set_threshold(50, 5, 5)      # collect often, so a wrong thread would show
        over, legal = collect(ends_of(host.worker)), collect(legal_of(host.worker))
        for game in range(4):
            host.request_start.emit(tiny_config(human_seat=2, seed=game))
            while len(over) <= game:
                for _ in range(100):    # GUI garbage: widgets and timers in reference cycles
                    widget = QWidget()
                    widget.cycle = widget
                    timer = QTimer(widget)
                    timer.owner = widget
                seen = len(legal)
                qtbot.waitUntil(lambda: len(over) > game or len(legal) > seen, timeout=10000)
                if len(over) <= game and legal[-1]:
                    host.request_submit.emit(legal[-1][0]["notation"], -1)
        collector = gcguard.install()
        before = collector.collections
        junk = [QObject() for _ in range(500)]
        for obj in junk:
            obj.me = obj
        del junk, obj
        qtbot.waitUntil(lambda: collector.collections > before, timeout=5000)
    finally:
        host.shutdown()
        gc.callbacks.remove(note)
        gc.set_threshold(*threshold)
    assert threads and set(threads) == {threading.main_thread().name}


def test_the_collector_collects_by_thresholds(qapp):
    collector = gcguard.GarbageCollector(interval_ms=10)
    threshold = gc.get_threshold()
    try:
        before = collector.collections
        junk = [QObject() for _ in range(10)]
        for obj in junk:
            obj.me = obj
        del junk, obj
        gc.set_threshold(5, 10, 10)
        collector.check()
        assert collector.collections == before + 1
    finally:
        gc.set_threshold(*threshold)
        collector.uninstall()
        collector.deleteLater()


def test_a_new_games_table_collects_everything_then_freezes_what_is_left(qtbot, store):
    """A collection of the oldest generation walked the whole heap, 20–56 ms mid-hand in
    the GUI thread: when a game's table is built, everything is collected and the survivors
    frozen, so the collections during play walk only what play made."""
    import weakref

    from gui.main_window import MainWindow
    from tests.gui.driver import config

    class Node:
        pass

    cycle = Node()
    cycle.me = cycle                       # garbage only a collection frees
    gone = weakref.ref(cycle)
    del cycle
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.start_game(config("ninety_nine", 3))
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert gone() is None                  # collected when the table came up
    assert gc.get_freeze_count() > 0       # and the survivors are left out of play's walks
    frozen = gc.get_freeze_count()
    gcguard.settle()                       # the next game: unfrozen, collected, frozen again
    assert 0 < gc.get_freeze_count() <= frozen + 1000
    window.close()


def test_uninstall_gives_the_frozen_objects_back(qtbot):
    gcguard.settle()
    assert gc.get_freeze_count() > 0
    collector = gcguard.install()
    collector.uninstall()
    assert gc.get_freeze_count() == 0
    gcguard.install()                       # as the fixture expects it


def test_a_saves_dialog_freezes_what_lives_before_its_pictures(qtbot, store):
    """The first pictures of Load in a process: a collection brought on by their garbage
    walked everything the app held (9–11 ms in the pass of a picture's step). When the
    dialog's first frame is painted, what lives is frozen — nothing collected then, so
    the freeze costs that pass nothing — and a later collection walks only the new."""
    from gui.dialogs.saves import SavesDialog
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=5000)
    dialog.close()
