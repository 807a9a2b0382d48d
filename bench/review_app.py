"""The game review in the app (issue 35: "no event-loop pass over 16.7 ms meanwhile").
Opt-in (`python -m bench review_app`): about a minute.

The window plays a hand of 九九 with `normal` bots at the 'fast' speed (bench/app.py's
measurement) while the review of a whole 九九 match (5 hands, 4 players, bench/review.py's
record) runs in the app's ReviewRunner (gui/review/job.py), and the progress bar follows it.
Every pass of the GUI event loop is timed, in wall-clock time and in the GUI thread's CPU
time: a pass waiting for the review's thread (Python's GIL) shows in the wall clock only.
The same hand without a review is measured just before, so that the load of the shared
machine can be told from the review's part. `JIUPAI_REVIEW_APP_SECONDS` (default 40): how
long the review runs before it is cancelled.
"""
from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from bench.common import Report

FRAME_MS = 1000 / 60
SECONDS = float(os.environ.get("JIUPAI_REVIEW_APP_SECONDS", "40"))


def _match_file(folder: str) -> tuple[Path, int]:
    """A 九九 match of normal bots (bench/review.py's) as a full export, and its seat."""
    from bench.review import played_record
    from engine.registry import replay
    from engine.saves import write_file
    record, seat = played_record("ninety_nine", 4, {"match_hands": 5}, seed=100)
    path = Path(folder) / "match.jiupai"
    write_file(path, replay(record), {"human_seat": seat})
    return path, seat


def passes(with_review: bool, seconds: float
           ) -> tuple[list[tuple[float, float]], int, int, float]:
    """(CPU ms, wall ms) of every event-loop pass for `seconds` or until the review is done
    (after the first 20 passes), progress signals received, decisions reviewed (0 without
    a review or when it was cancelled) and the seconds measured."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer

    from engine.saves import SaveStore
    from gui.app import create_application
    from gui.main_window import MainWindow
    from gui.review.cache import ReviewCache
    from gui.review.job import ReviewRunner
    from gui.system import gcguard
    app = create_application(["jiupai-bench"])
    gcguard.install(app)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    QSettings().setValue("ui/animation_speed", "fast")
    folder = tempfile.mkdtemp()
    window = MainWindow(store=SaveStore(folder), think_ms=0)
    window.resize(1280, 800)
    window.show()
    hands = [0]

    def on_turn(turn) -> None:
        if turn.to_move is None and turn.actor is not None:      # the hand is over
            QTimer.singleShot(200, new_hand)
        if turn.legal:
            QTimer.singleShot(0, lambda: window.host.request_submit.emit(
                turn.legal[0]["notation"], turn.move))

    def new_hand(*_: object) -> None:      # a hand after another while the review runs
        hands[0] += 1
        window.start_game({"game": "ninety_nine", "players": 4, "variant": "standard",
                           "options": {"match_hands": 1}, "seed": 3 + hands[0],
                           "human_seat": 0, "names": ["Me", "A", "B", "C"],
                           "bot_levels": [None, "normal", "normal", "normal"]})

    window.host.worker.turn.connect(on_turn)
    new_hand()
    runner = ReviewRunner(ReviewCache(Path(folder) / "reviews"))
    progress, result = [0], {}
    runner.job.progress.connect(lambda done, total: progress.__setitem__(0, progress[0] + 1))
    runner.job.done.connect(result.update)
    if with_review:
        path, seat = _match_file(folder)
        runner.start(str(path), seat)
    timed: list[tuple[float, float]] = []
    began = time.perf_counter()
    end = began + seconds
    while time.perf_counter() < end and not result:
        start, cpu = time.perf_counter(), time.thread_time()
        app.processEvents()
        timed.append((1000 * (time.thread_time() - cpu), 1000 * (time.perf_counter() - start)))
        time.sleep(0.001)
    took = time.perf_counter() - began
    runner.shutdown()
    window.host.shutdown()
    window.close()
    return timed[20:], progress[0], len(result.get("decisions", [])), took


def run(report: Report) -> None:
    report.section(f"game review in the app (issue 35) — load average "
                   f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for label, with_review in (("table only", False), ("table + review", True)):
        timed, progress, decisions, took = passes(with_review, SECONDS if with_review else 20)
        cpu = [c for c, _ in timed]
        wall = [w for _, w in timed]
        over = sum(1 for w in wall if w > FRAME_MS)
        report.row(f"{label}: longest event-loop pass (GUI CPU; wall)",
                   f"{max(cpu):.1f} ms; {max(wall):.1f} ms", "≤ 16.7 ms")
        report.row(f"{label}: passes over 16.7 ms wall / passes; 99th pct wall",
                   f"{over} / {len(wall)}; "
                   f"{statistics.quantiles(wall, n=100)[98]:.1f} ms")
        if with_review:
            report.row("  review: progress signals, decisions done, wall time",
                       f"{progress}, {decisions or 'cancelled'}, {took:.1f} s")
    report.row("load average now", f"{os.getloadavg()[0]:.1f}")
