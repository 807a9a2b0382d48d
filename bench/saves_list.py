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

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(1000 * (now - last[0]))
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    start = time.perf_counter()
    dialog = make()
    dialog.show()
    QApplication.processEvents()
    last[0] = time.perf_counter()
    timer.start(0)
    while dialog.pictures.busy() and time.perf_counter() - start < 60:
        QApplication.processEvents()
    done = time.perf_counter() - start
    timer.stop()
    longest = dict(dialog.pictures.longest)
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
                report.row("  longest step: make a table / draw / paint; all in",
                           " / ".join(f"{step[k]:.0f}" for k in ("make", "draw", "paint"))
                           + f" ms; {done:.2f} s")


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
