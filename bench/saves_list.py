"""Listing the save slots (issue 25.6), and a long game's seat view (issue 25.1):
`SaveStore.list()` and building the Saves dialog, with
eleven slots each as large as a slot may be, eleven far larger ones (refused unread) and
eleven ordinary ones. `python -m bench saves_list`.

The cards (issue 33.4): the Load and Watch a replay dialogs with ten 15 MB slots, from
`SavesDialog(...)` to the dialog painted (target 0.3 s); and with eleven real games of the
four tables, the longest pass of the event loop while their pictures fill in (target
16.7 ms: a 0 ms timer's gaps, the dialog shown), the longest picture step on the GUI thread
(TablePictures.longest_ms) and the time until every picture is in.

Every slot is schema-valid: a real save of a 九九 game whose action list is padded to the
size, so the list sees what a long game (or an edited file) would give it. The figure is
the median of 5 builds, wall time, on a warm page cache (the files were just written).
The seat view is a finished random 九九 match of 8 players and 9 hands (its longest kind),
written and read back once (engine/seat_view.py; the worker thread's work, not the GUI's)."""
from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from pathlib import Path

import engine
from bench.common import Report
from engine.saves import MAX_BYTES, SLOTS, SaveStore


def fill(folder: Path, size: int) -> SaveStore:
    store = SaveStore(folder)
    state = engine.create("ninety_nine", 4).new_state(seed=1)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    store.save("1", state, {"names": ["A", "B", "C", "D"], "human_seat": 0})
    doc = json.loads(store.path("1").read_text("utf-8"))
    base = len(json.dumps(doc, indent=1).encode("utf-8"))
    entry = len(json.dumps({"a": [["x" * 400, "x" * 400]]}, indent=1)) - len(
        json.dumps({"a": [["x" * 400]]}, indent=1))          # one more action, as written
    if size:
        doc["record"]["actions"] += ["x" * 400] * ((size - base) // entry)
        doc["meta"]["turn"] = len(doc["record"]["actions"])
    data = json.dumps(doc, indent=1).encode("utf-8")
    for slot in SLOTS:
        store.path(slot).write_bytes(data)
    return store


def median_ms(action, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(1000 * (time.perf_counter() - start))
    return statistics.median(times)


def run(report: Report) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from gui.app import create_application
    from gui.dialogs.saves import SavesDialog
    create_application(["jiupai-bench"])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    report.section("Save slots — listing (issue 25.6)")
    with tempfile.TemporaryDirectory() as folder:      # the first dialog loads fonts and styles
        SavesDialog(fill(Path(folder), 0), "load").deleteLater()
    for label, size in (("ordinary (12 moves)", 0),
                        (f"as large as a slot may be ({MAX_BYTES // 1024 // 1024} MB)",
                         MAX_BYTES - 4096),
                        ("15 MB each (over the bound)", 15 * 1024 * 1024)):
        with tempfile.TemporaryDirectory() as folder:
            store = fill(Path(folder), size)
            listed = median_ms(store.list)

            def build(store: SaveStore = store) -> None:    # this size's store, bound now
                dialog = SavesDialog(store, "load")
                dialog.deleteLater()

            built = median_ms(build)
            errors = sum(1 for info in store.list() if info.error)
            report.row(f"store.list(), 11 slots {label}", f"{listed:.1f} ms",
                       f"{errors} refused" if errors else "")
            report.row(f"Saves dialog built, 11 slots {label}", f"{built:.1f} ms",
                       "target < 100 ms")
    card_rows(report)
    first_rows(report)
    seat_view_rows(report)


def shown_ms(make) -> float:
    """From building a dialog to its first paint, in ms."""
    from PySide6.QtWidgets import QApplication
    start = time.perf_counter()
    dialog = make()
    dialog.show()
    dialog.repaint()
    QApplication.processEvents()
    took = 1000 * (time.perf_counter() - start)
    dialog.done(0)
    dialog.deleteLater()
    return took


def real_games(folder: Path) -> SaveStore:
    """Eleven slots of real games of the four tables, some moves in (so each draws)."""
    import random
    store = SaveStore(folder)
    games = (("ninety_nine", 4), ("showdown", 2), ("primatum", 4), ("tiandiren", 3))
    for index, slot in enumerate(SLOTS):
        game, players = games[index % len(games)]
        state = engine.create(game, players).new_state(seed=index)
        rng = random.Random(index)
        for _ in range(10 + 3 * index):
            if not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
        store.save(slot, state, {"names": [""] * players, "human_seat": 0})
    return store


def fill_in(make) -> tuple[float, dict, float]:
    """Open a dialog of cards and run the event loop until every picture is in: (longest
    gap between two ticks of a 0 ms timer, longest picture step of each kind, seconds until
    done). The
    memory cache is emptied first (a new session); the disk cache is the caller's."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gui.dialogs import table_picture
    table_picture._CACHE.clear()
    gaps: list[float] = []
    last = [time.perf_counter()]
    cpu_gaps: list[float] = []
    cpu_last = [time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(1000 * (now - last[0]))
        cpu_gaps.append(1000 * (cpu - cpu_last[0]))
        last[0], cpu_last[0] = now, cpu

    timer = QTimer()
    timer.timeout.connect(tick)
    start = time.perf_counter()
    dialog = make()
    made: list[str] = []
    dialog.pictures.ready.connect(lambda key, _pixmap: made.append(key))
    dialog.show()
    QApplication.processEvents()
    last[0], cpu_last[0] = time.perf_counter(), time.thread_time()
    timer.start(0)
    while dialog.pictures.busy() and time.perf_counter() - start < 60:
        QApplication.processEvents()
    done = time.perf_counter() - start
    timer.stop()
    longest = dict(dialog.pictures.longest)
    longest["cpu"] = max(cpu_gaps or [0.0])     # the longest pass in GUI-thread CPU time
    longest["pictures"] = len(made)
    dialog.done(0)
    dialog.deleteLater()
    return max(gaps or [0.0]), longest, done


def card_rows(report: Report) -> None:
    import shutil

    from gui.dialogs.replays import ReplaysDialog
    from gui.dialogs.saves import SavesDialog
    from gui.dialogs.table_picture import cache_for, pool
    report.section("Saves and replays as cards (issue 33.4)")
    with tempfile.TemporaryDirectory() as folder:
        store = fill(Path(folder), 15 * 1024 * 1024)
        for name, make in (("Load", lambda: SavesDialog(store, "load")),
                           ("Watch a replay", lambda: ReplaysDialog(store))):
            took = statistics.median(shown_ms(make) for _ in range(5))
            report.row(f"{name} with ten 15 MB slots: list shown", f"{took:.0f} ms",
                       "target ≤ 300 ms")
    with tempfile.TemporaryDirectory() as folder:
        store = real_games(Path(folder) / "saves")
        for name, make in (("Load", lambda: SavesDialog(store, "load")),
                           ("Watch a replay", lambda: ReplaysDialog(store))):
            for when in ("first opening (drawn)", "opened again (disk cache)"):
                if when.startswith("first"):
                    shutil.rmtree(cache_for(store), ignore_errors=True)
                else:
                    pool().waitForDone()     # the PNGs written
                gap, step, done = fill_in(make)
                report.row(f"{name}, 11 real games, {when}: longest event-loop pass",
                           f"{gap:.1f} ms", "target ≤ 16.7 ms")
                report.row("  same, GUI-thread CPU", f"{step['cpu']:.1f} ms",
                           "target ≤ 16.7 ms")
                report.row("  a step's own work at most (over several passes): make a table"
                           " / show / draw / paint; all in",
                           " / ".join(f"{step[k]:.0f}"
                                      for k in ("make", "show", "draw", "paint"))
                           + f" ms; {done:.2f} s")


FIRST_KINDS = ("load", "replays", "home")


def first_rows(report: Report, runs: int = 3) -> None:
    """The first pictures in a process (issue 33): each kind opened in a fresh process, twice
    (the second opening: the tables made, the memory cache emptied, no disk cache); the
    longest event-loop pass in wall time and in the GUI thread's CPU time, median of `runs`
    processes."""
    import subprocess
    import sys
    report.section("The first pictures in a process (issue 33)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([os.getcwd(), os.environ.get("PYTHONPATH", "")]))
    for kind in FIRST_KINDS:
        results = []
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c",
                                  f"from bench.saves_list import first_in_process as f; "
                                  f"f({kind!r})"], capture_output=True, text=True, env=env,
                                 timeout=300)
            lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
            if not lines:
                report.row(f"{kind}: failed", out.stderr[-300:])
                break
            results.append(json.loads(lines[-1]))
        if not results:
            continue
        for when in ("first", "again"):
            wall = statistics.median(r[when]["wall"] for r in results)
            cpu = statistics.median(r[when]["cpu"] for r in results)
            pictures = min(r[when]["pictures"] for r in results)
            report.row(f"{kind}, {when} opening in a process: longest pass wall / CPU",
                       f"{wall:.1f} / {cpu:.1f} ms",
                       f"target ≤ 16.7 ms; {runs} runs; {pictures} pictures")


def first_in_process(kind: str) -> None:
    """One process: open `kind` ("load", "replays" or "home" without its disk cache) and
    measure the longest pass while its pictures fill in; again with the tables made. Prints
    one JSON line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from gui.app import create_application
    app = create_application(["jiupai-bench"])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from gui.system import gcguard
    gcguard.install(app)
    folder = Path(tempfile.mkdtemp())
    store = real_games(folder / "saves")
    figures = {}
    for when in ("first", "again"):
        if kind == "home":
            figures[when] = _home_passes(store, folder / f"home-{when}")
            continue
        import shutil

        from gui.dialogs.table_picture import cache_for
        shutil.rmtree(cache_for(store), ignore_errors=True)
        if kind == "load":
            from gui.dialogs.saves import SavesDialog
            gap, step, _done = fill_in(lambda: SavesDialog(store, "load"))
        else:
            from gui.dialogs.replays import ReplaysDialog
            gap, step, _done = fill_in(lambda: ReplaysDialog(store))
        figures[when] = {"wall": gap, "cpu": step["cpu"], "pictures": step["pictures"]}
    print(json.dumps(figures))


def _home_passes(store: SaveStore, pictures_folder: Path) -> dict:
    """The main window's home with an empty picture cache: the longest pass (wall, CPU)
    from its first frame until every picture is in (drawn by `jiupai pictures`, the app's
    way: gui/system/picture_process.py)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gui.home import pictures
    from gui.main_window import MainWindow
    pictures.use_folder(pictures_folder)
    window = MainWindow(store=store)
    window.show()
    home = window.home
    start = time.perf_counter()
    while not home.painted() and time.perf_counter() - start < 30:
        QApplication.processEvents()
    gaps, cpu_gaps = [], []
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(1000 * (now - last[0]))
        cpu_gaps.append(1000 * (cpu - last[1]))
        last[:] = [now, cpu]

    timer = QTimer()
    timer.timeout.connect(tick)
    last[:] = [time.perf_counter(), time.thread_time()]
    timer.start(0)
    card = home.continue_card               # the autosave's picture comes last
    while (home.pictures_pending() or card.picture.pixmap is None) \
            and time.perf_counter() - start < 60:
        QApplication.processEvents()
    settle = time.perf_counter() + 0.3
    while time.perf_counter() < settle:
        QApplication.processEvents()
    timer.stop()
    drawn = sum(1 for tile in home.entries if tile.picture.pixmap is not None)
    drawn += home.continue_card.picture.pixmap is not None
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return {"wall": max(gaps or [0.0]), "cpu": max(cpu_gaps or [0.0]), "pictures": drawn}


def seat_view_rows(report: Report) -> None:
    import random

    from engine.seat_view import read_seat_view, write_seat_view
    state = engine.create("ninety_nine", 8, match_hands=9).new_state(seed=1)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "view.jiupai"
        start = time.perf_counter()
        write_seat_view(path, state, 0)
        wrote = time.perf_counter() - start
        start = time.perf_counter()
        read_seat_view(path)
        read = time.perf_counter() - start
        size = path.stat().st_size
    report.row(f"seat view of a 九九 match, {len(state.history)} moves: size", f"{size / 1e6:.1f} MB")
    report.row("  written (Session replays the record) / read back and checked",
               f"{wrote:.2f} / {read:.2f} s")
