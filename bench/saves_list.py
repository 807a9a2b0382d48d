"""Listing the save slots (issue 25.6), and a long game's seat view (issue 25.1):
`SaveStore.list()` and building the Saves dialog, with
eleven slots each as large as a slot may be, eleven far larger ones (refused unread) and
eleven ordinary ones. `python -m bench saves_list`.

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
    seat_view_rows(report)


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
