"""Issue 26's speed figures, part of `python -m bench app`: the longest event-loop pass while
bots play a hand of 九九 with the largest four-colour cards on the high-contrast felt, and
while each game's moments worth seeing play on its table (the frame budget: 16.7 ms)."""
from __future__ import annotations

import os
import tempfile
import time

from bench.common import Report

FRAME_MS = 1000 / 60


def _application():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from gui.app import create_application
    from gui.system import gcguard
    app = create_application(["jiupai-bench"])
    gcguard.install(app)           # as the app does (main): collections in the GUI thread
    # Never touch the user's own settings: a throwaway INI file for the bench.
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    return app


def hand_passes(speed: str, large: bool, players: int = 4, seed: int = 3) -> tuple[Passes, int]:
    """bench.app.longest_stall's measure (bots play one hand of 九九 through MainWindow, the
    human answering at once), in wall time and the GUI thread's CPU time; with natural cards
    on the classic felt or with the largest four-colour cards on the high-contrast felt."""
    app = _application()
    from PySide6.QtCore import QSettings, QTimer

    from engine.saves import SaveStore
    from gui.main_window import MainWindow
    from gui.table.card_look import CardLook, CardSize, DeckColours, Felt, Look
    QSettings().setValue("ui/animation_speed", speed)
    look = Look(DeckColours.FOUR, CardSize.LARGEST, Felt.HIGH_CONTRAST) if large else Look()
    CardLook.instance().set_look(look, remember=False)
    window = MainWindow(store=SaveStore(tempfile.mkdtemp()), think_ms=0)
    window.resize(1280, 800)
    window.show()
    moves, done = [0], [False]

    def on_turn(turn) -> None:          # one message per move (engine/turn.py)
        if turn.actor is not None:
            moves[0] += 1
        if turn.is_over:           # the game's end comes as its last Turn
            done[0] = True
        if turn.legal:
            QTimer.singleShot(0, lambda: window.host.request_submit.emit(
                turn.legal[0]["notation"], turn.move))

    window.host.worker.turn.connect(on_turn)
    window.start_game({"game": "ninety_nine", "players": players, "variant": "standard",
                       "options": {"match_hands": 1}, "seed": seed, "human_seat": 0,
                       "names": ["Me", "A", "B", "C"][:players],
                       "bot_levels": [None] + ["normal"] * 3})
    wall, cpu = [], []
    deadline = time.perf_counter() + 180
    while not (done[0] and not window.table.busy()) and time.perf_counter() < deadline:
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.processEvents()
        wall.append(1000 * (time.perf_counter() - start))
        cpu.append(1000 * (time.thread_time() - start_cpu))
        time.sleep(0.001)
    window.host.shutdown()
    window.close()
    CardLook.instance().set_look(Look(), remember=False)
    return Passes(wall[20:], cpu[20:]), moves[0]      # the first passes build the window


def moment_stall(game: str, large: bool, size: tuple[int, int] = (1280, 800)
                 ) -> tuple[Passes, int]:
    """The event-loop passes while each of `game`'s declared moments plays on its table,
    one after another, at the animation speed "normal"; and how many were played.
    The table waits for the human (no bot moves), so the passes are the moments' frames."""
    app = _application()
    from PySide6.QtCore import QSettings

    from engine.saves import SaveStore
    from gui.main_window import MainWindow
    from gui.table.card_look import CardLook, CardSize, DeckColours, Felt, Look
    from tests.gui.driver import config
    from tests.gui.table.test_moments import SHOWN
    QSettings().setValue("ui/animation_speed", "normal")
    look = Look(DeckColours.FOUR, CardSize.LARGEST, Felt.HIGH_CONTRAST) if large else Look()
    CardLook.instance().set_look(look, remember=False)
    window = MainWindow(store=SaveStore(tempfile.mkdtemp()), think_ms=0)
    window.resize(*size)
    window.show()
    window.start_game(config(game, 3))
    deadline = time.perf_counter() + 60
    while time.perf_counter() < deadline and not (
            window.table is not None and window.table.legal and not window.table.busy()):
        app.processEvents()
        time.sleep(0.001)
    table = window.table
    _settle(app)
    passes, cpu, played = [], [], 0
    for name, event, _, _ in SHOWN:
        if name != game:
            continue
        _settle(app)
        table.moments.play(event)
        played += 1
        while table.moments.is_playing():
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.processEvents()
            passes.append(1000 * (time.perf_counter() - start))
            cpu.append(1000 * (time.thread_time() - start_cpu))
            time.sleep(0.001)
    window.host.shutdown()
    window.close()
    CardLook.instance().set_look(Look(), remember=False)
    return Passes(passes, cpu), played


def _settle(app, quiet: int = 40, within_s: float = 10.0) -> None:
    """Pass the event loop until `quiet` passes in a row cost under 1 ms of CPU: the table's
    own drawing after a move (and the first paint of a window) is not a moment's frame."""
    calm, deadline = 0, time.perf_counter() + within_s
    while calm < quiet and time.perf_counter() < deadline:
        start = time.thread_time()
        app.processEvents()
        calm = calm + 1 if time.thread_time() - start < 0.001 else 0
        time.sleep(0.002)


class Passes:
    """Event-loop passes: wall-clock and the GUI thread's own CPU time (which a loaded,
    shared machine does not inflate: another process's turn on the core is not ours)."""

    def __init__(self, wall: list[float], cpu: list[float]) -> None:
        self.wall, self.cpu = sorted(wall), sorted(cpu)

    def text(self) -> str:
        if not self.wall:
            return "—"
        p95 = self.wall[int(0.95 * (len(self.wall) - 1))]
        return (f"{self.cpu[-1]:.1f} ms CPU max, {p95:.1f} ms wall p95, "
                f"{self.wall[-1]:.1f} ms wall max ({len(self.wall)} passes)")


def run(report: Report) -> None:
    report.section("Cards for every eye and moments worth seeing (issue 26)")
    for speed in ("fast", "off"):
        for large in (False, True):
            passes, moves = hand_passes(speed, large)
            look = "150 % four-colour, high contrast" if large else "100 %, classic"
            report.row(f"passes, 九九 hand of {moves} moves, '{speed}', {look}", passes.text(),
                       f"frame {FRAME_MS:.1f} ms")
    for game in ("ninety_nine", "showdown", "primatum", "tiandiren"):
        for large in (False, True):
            passes, played = moment_stall(game, large)
            look = "150 % cards" if large else "100 % cards"
            report.row(f"passes while {played} moments of {game} play, {look}",
                       passes.text(), f"frame {FRAME_MS:.1f} ms")
