"""Issue 26's keyboard figure, part of `python -m bench app` (or `python -m bench keys`): how
long a focus move takes, from the key press to the repainted felt, on each table at the
human's turn; and what the kit's refresh after every drawn position costs.

Measured on the real tables (MainWindow, offscreen): one QKeyEvent (→ or ←) is sent to the
felt, then the event loop runs until nothing is pending, so the time includes the ring's
repaint. A focus move must fit in a frame (16.7 ms) and redraw nothing (`render` calls are
counted)."""
from __future__ import annotations

import statistics
import tempfile
import time

from bench.cards_and_moments import FRAME_MS, _application
from bench.common import Report

GAMES = (("ninety_nine", 4), ("showdown", 2), ("primatum", 3), ("tiandiren", 3))


def focus_moves(game: str, players: int, presses: int = 200) -> tuple[list, list, list, int]:
    """(ms per focus move in wall time and in the GUI thread's CPU time, ms per refresh,
    renders during the moves) on `game`'s table."""
    app = _application()
    from PySide6.QtCore import QEvent, QSettings, Qt
    from PySide6.QtGui import QKeyEvent

    from engine.saves import SaveStore
    from gui.main_window import MainWindow
    QSettings().setValue("ui/animation_speed", "off")
    window = MainWindow(store=SaveStore(tempfile.mkdtemp()), think_ms=0)
    window.resize(1280, 800)
    window.show()
    window.start_game({"game": game, "players": players, "variant": None, "options": {},
                       "seed": 3, "human_seat": 0,
                       "names": ["Me"] + [f"CPU {i}" for i in range(1, players)],
                       "bot_levels": [None] + ["easy"] * (players - 1)})
    deadline = time.perf_counter() + 60
    while time.perf_counter() < deadline:
        app.processEvents()
        table = window.table
        if table is not None and table.game_id == game and table.holding():
            table.go_on()
        elif table is not None and table.game_id == game and table.legal and not table.busy():
            break
        time.sleep(0.005)
    table = window.table
    settle = time.perf_counter() + 0.5        # the first resize and text-size redraws
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.005)
    renders = [0]
    real = table.render
    table.render = lambda obs: (renders.__setitem__(0, renders[0] + 1), real(obs))
    moves, cpu, refreshes = [], [], []
    count = len(table.keys.targets())
    for i in range(presses):
        key = Qt.Key.Key_Right if (i // max(1, count - 1)) % 2 == 0 else Qt.Key.Key_Left
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.sendEvent(table.view, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))
        app.processEvents()
        moves.append(1000 * (time.perf_counter() - start))
        cpu.append(1000 * (time.thread_time() - start_cpu))
    for _ in range(presses):
        start = time.perf_counter()
        table.keys.refresh()
        refreshes.append(1000 * (time.perf_counter() - start))
    window.host.shutdown()
    window.close()
    return moves, cpu, refreshes, renders[0]


def run(report: Report) -> None:
    report.section("Keyboard focus (issue 26)")
    for game, players in GAMES:
        moves, cpu, refreshes, renders = focus_moves(game, players)
        report.row(f"focus move (key → painted), {game}",
                   f"median {statistics.median(moves):.2f} / max {max(moves):.2f} ms",
                   f"frame {FRAME_MS:.1f} ms; {renders} redraws")
        report.row(f"  the same in GUI-thread CPU time, {game}",
                   f"median {statistics.median(cpu):.2f} / max {max(cpu):.2f} ms")
        report.row(f"keys.refresh after a position, {game}",
                   f"median {statistics.median(refreshes):.2f} / max {max(refreshes):.2f} ms")
