"""天地人 figures: move generation on 54-card hands, random games, bot decisions, and the
table's longest event-loop pass while bots play a whole game on it.

Targets (issue 5): lead from a fresh 54-card hand < 2 ms median, follow < 0.5 ms
median, a full random 3-player game < 100 ms; issue 23: a pass of the event loop while
bots play ≤ 16.7 ms (one frame at 60 Hz).
"""
from __future__ import annotations

import os
import random
import statistics
import tempfile
import time

from bench.common import Report, bot_times, random_games
from engine.games.tiandiren.combos import Body
from engine.games.tiandiren.deck import counts_of, full_deck
from engine.games.tiandiren.kickers import first_finish, pending_options
from engine.games.tiandiren.movegen import follow_plays, lead_plays


def movegen_times(players: int = 3, hands: int = 300) -> tuple[float, float, float]:
    """(lead median ms, follow median ms, median number of leads) over fresh dealt hands."""
    rng = random.Random(5)
    lead_t, follow_t, sizes = [], [], []
    for _ in range(hands):
        deck = full_deck(players)
        rng.shuffle(deck)
        c = counts_of(deck[:54])
        t = time.perf_counter()
        leads = lead_plays(c)
        lead_t.append(1000 * (time.perf_counter() - t))
        sizes.append(len(leads))
        other = counts_of(deck[54:108])
        table = rng.choice(lead_plays(other))
        if isinstance(table, Body):              # a play with kickers: its first finish
            table = first_finish(other, table)
        t = time.perf_counter()
        follow_plays(c, table)
        follow_t.append(1000 * (time.perf_counter() - t))
    return statistics.median(lead_t), statistics.median(follow_t), statistics.median(sizes)


def kicker_step_times(players: int = 3, hands: int = 300) -> tuple[float, float]:
    """(median, worst ms) of listing the first kicker step for every body of fresh 54-card
    hands (the second step of a play with kickers: kickers.py); each body is timed three
    times and its fastest kept, so one scheduler hiccup does not make the worst."""
    rng = random.Random(7)
    times = []
    for _ in range(hands // 10):
        deck = full_deck(players)
        rng.shuffle(deck)
        c = counts_of(deck[:54])
        for body in (p for p in lead_plays(c) if isinstance(p, Body)):
            best = float("inf")
            for _ in range(3):
                t = time.perf_counter()
                pending_options(c, body, (), None)
                best = min(best, time.perf_counter() - t)
            times.append(1000 * best)
    return statistics.median(times), max(times)


def table_stall(speed: str, players: int = 6, seed: int = 21
                ) -> tuple[float, float, int, float]:
    """(longest, 99th percentile ms of GUI-thread CPU, moves, longest in wall-clock ms) of
    the GUI event loop's passes while a whole
    天地人 game is played through the main window: the bots at think time 0, the human seat
    answering each of its turns at once with its first legal action (a very quick player),
    Continue pressed as soon as a heaven announcement holds play. Every Turn is drawn by the
    kit's queue (gui/table/turn_queue.py): the figure is the longest moment the window could
    not repaint or take a click. The CPU time (time.thread_time) is the figure to read on a
    shared machine: another process's turn on the core does not count in it."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer

    from engine.saves import SaveStore
    from gui.app import create_application
    from gui.main_window import MainWindow
    from gui.system import gcguard
    app = create_application(["jiupai-bench"])
    gcguard.install(app)           # as the app does (main): collections in the GUI thread
    # Never touch the user's own settings: a throwaway INI file for the bench.
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    QSettings().setValue("ui/animation_speed", speed)
    window = MainWindow(store=SaveStore(tempfile.mkdtemp()), think_ms=0)
    window.resize(1280, 800)
    window.show()
    moves, done = [0], [False]

    def on_turn(turn) -> None:
        moves[0] += turn.actor is not None
        if turn.is_over:           # the game's end comes as its last Turn
            done[0] = True
        if turn.legal:
            notation, move = turn.legal[0]["notation"], turn.move
            QTimer.singleShot(0, lambda: window.host.request_submit.emit(notation, move))

    window.host.worker.turn.connect(on_turn)
    window.start_game({"game": "tiandiren", "players": players, "seed": seed, "human_seat": 0,
                       "names": ["Me"] + [f"CPU {i}" for i in range(1, players)],
                       "bot_levels": [None] + ["normal"] * (players - 1)})
    passes: list[tuple[float, float]] = []
    deadline = time.perf_counter() + 240
    while not (done[0] and window.table is not None and not window.table.busy()) \
            and time.perf_counter() < deadline:
        table = window.table
        if table is not None and table.holding():
            table.go_on()                  # the heaven announcement: Continue at once
        start, cpu = time.perf_counter(), time.thread_time()
        app.processEvents()
        passes.append((1000 * (time.thread_time() - cpu), 1000 * (time.perf_counter() - start)))
        time.sleep(0.001)
    window.host.shutdown()
    window.close()
    play = sorted(passes[20:])             # the first passes build the window and the table
    if not play:
        return float("nan"), float("nan"), moves[0], float("nan")
    return (play[-1][0], play[int(0.99 * (len(play) - 1))][0], moves[0],
            max(wall for _cpu, wall in play))


def run(report: Report) -> None:
    report.section("天地人 tiandiren")
    for n in (3, 6):
        lead, follow, size = movegen_times(n)
        report.row(f"lead plays, fresh 54-card hand, {n} decks (median)", f"{lead:.3f} ms", "< 2 ms")
        report.row(f"  (median number of distinct leads: {size:.0f})", "", "")
        report.row(f"follow plays vs a random lead, {n} decks (median)", f"{follow:.3f} ms", "< 0.5 ms")
    med, worst = kicker_step_times(3)
    report.row("kicker step list, any body of a 54-card hand (median / worst)", f"{med:.3f} / {worst:.2f} ms",
               "< 0.5 ms")
    for n in (2, 3, 6):
        gps, ms = random_games("tiandiren", n, seconds=2.0)
        target = "< 100 ms" if n == 3 else ""
        report.row(f"random games, {n} players", f"{gps:.1f}/s {ms:.1f} ms", target)
    for level in ("easy", "normal"):
        med, worst = bot_times("tiandiren", 3, level, decisions=300)
        report.row(f"bot '{level}' decision, 3 players (median / worst)", f"{med:.2f} / {worst:.1f} ms",
                   "a few ms")
    for speed in ("fast", "off"):
        worst, p99, moves, wall = table_stall(speed)
        report.row(f"table: longest event-loop pass, GUI-thread CPU (99th pct; wall clock), "
                   f"6 players, {moves} moves, speed '{speed}'",
                   f"{worst:.1f} ms ({p99:.1f} ms; {wall:.1f} ms)", "≤ 16.7 ms")
