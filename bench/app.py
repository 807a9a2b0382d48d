"""The desktop app's figures (issue 3): cold start to the home screen, and the longest
event-loop stall while bots play a whole hand of 九九 on the table."""
from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import Report

ROOT = Path(__file__).resolve().parent.parent

#: After "shown": the process's CPU time to that moment (user + system), which another
#: process's turn on the core does not inflate — the figure to read on a shared machine.
CPU_AT_SHOWN = r"""
import resource
usage = resource.getrusage(resource.RUSAGE_SELF)
print("cpu", usage.ru_utime + usage.ru_stime, flush=True)
"""

#: The app's own start: `main()`, as a double-click runs it (the platform check, the data
#: folder's lock, the QApplication, the language remembered in the settings, the window),
#: to its first frame. main() calls check_fonts right after window.show(): there the script
#: lets the frame be drawn, says "shown" and quits as a close would (main() then lets go of
#: the lock). With BENCH_EXIT_AT_FIRST_FRAME set it ends there at once (valgrind's count).
COLD_START = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
sys.argv = ["jiupai"]
from gui import app as jiupai

def first_frame(window, check_fonts=jiupai.check_fonts):
    found = check_fonts(window)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    QApplication.processEvents()
    print("shown", flush=True)
    if os.environ.get("BENCH_EXIT_AT_FIRST_FRAME"):
        os._exit(0)
""" + CPU_AT_SHOWN.replace("\n", "\n    ") + r"""
    QTimer.singleShot(0, QApplication.quit)
    return found

jiupai.check_fonts = first_frame
sys.exit(jiupai.main())
"""

BARE = r"""
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel("九牌")
label.show()
app.processEvents()
print("shown", flush=True)
""" + CPU_AT_SHOWN


def bench_home(autosave: bool = False) -> dict[str, str]:
    """The environment of a player's folders made for the bench (never the user's own): the
    settings say 繁體 (the language of the figures since the first), and the app has started
    there once, so each timed start is a returning player's, not the very first one (which
    asks the system's colour scheme at once). With `autosave`, a 九九 hand in play waits to
    be continued."""
    root = Path(tempfile.mkdtemp(prefix="jiupai-bench-"))
    env = {"HOME": str(root), "XDG_CONFIG_HOME": str(root / "config"),
           "XDG_DATA_HOME": str(root / "data"), "XDG_CACHE_HOME": str(root / "cache")}
    settings = root / "config" / "Jiupai" / "Jiupai.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[ui]\nlanguage=zh_TW\n", encoding="utf-8")
    if autosave:
        import engine
        from engine.saves import SaveStore
        state = engine.create("ninety_nine", 4).new_state(seed=3)
        for _ in range(9):
            state.apply(state.legal_actions()[0])
        SaveStore(root / "data" / "Jiupai" / "saves").save(
            "autosave", state, {"names": [""] * 4, "human_seat": 0, "section": {"number": 1}})
    _launch(COLD_START, home=env)          # the first start, not timed
    return env


def _launch(script: str, *args: str, root: Path = ROOT,
            home: dict[str, str] | None = None) -> tuple[float, float]:
    """(wall seconds from process start to "shown", the process's CPU seconds then)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(home or {}))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", script, str(root), *args],
                            stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    cpu = proc.stdout.readline().split()
    proc.wait(timeout=60)
    if line.strip() != "shown" or len(cpu) != 2:
        raise RuntimeError("the app did not start")
    return elapsed, float(cpu[1])


def _compile(root: Path = ROOT) -> None:
    """Compile the sources, as pip does when it installs the wheel (where
    PYTHONDONTWRITEBYTECODE is set, a checkout would compile every module at each start)."""
    import compileall
    for package in ("engine", "gui", "netplay"):
        compileall.compile_dir(str(root / package), quiet=1)


def cold_start(runs: int = 5) -> tuple[float, float]:
    """Median seconds from process start to the home screen shown, and for a bare QLabel."""
    figures = cold_start_figures(runs)
    return figures["app"][0], figures["bare"][0]


def cold_start_rounds(runs: int = 11, roots: dict[str, Path] | None = None
                      ) -> dict[str, list[tuple[float, float]]]:
    """(wall, CPU) seconds to the first frame of the bare QLabel and of the app in each of
    `runs` rounds, the launches alternating round by round (a load that comes and goes weighs
    on each alike). `roots` names other checkouts to start the same way (e.g. {"main":
    Path(...)}: a `git archive` of the commit to compare with), each compiled first."""
    roots = {"app": ROOT, **(roots or {})}
    for root in roots.values():
        _compile(root)
    home = bench_home()
    found: dict[str, list[tuple[float, float]]] = {"bare": [], **{k: [] for k in roots}}
    for _ in range(runs):
        found["bare"].append(_launch(BARE, home=home))
        for name, root in roots.items():
            found[name].append(_launch(COLD_START, root=root, home=home))
    return found


def cold_start_figures(runs: int = 11, roots: dict[str, Path] | None = None
                       ) -> dict[str, tuple[float, float]]:
    """Median (wall, CPU) seconds to the first frame of each (see cold_start_rounds)."""
    return medians(cold_start_rounds(runs, roots))


def medians(rounds: dict[str, list[tuple[float, float]]]) -> dict[str, tuple[float, float]]:
    return {name: (statistics.median(w for w, _ in runs_), statistics.median(c for _, c in runs_))
            for name, runs_ in rounds.items()}


def pair_ratio(rounds: dict[str, list[tuple[float, float]]], name: str = "app") -> float:
    """The median of the round-by-round wall ratios `name` / bare: each pair of launches
    side by side, so a machine that slows down or speeds up between rounds moves both."""
    return statistics.median(app[0] / bare[0]
                             for app, bare in zip(rounds[name], rounds["bare"], strict=True))


def cold_start_instructions(root: Path = ROOT) -> dict[str, int] | None:
    """Instructions from process start to the first frame, for the bare QLabel and the app,
    counted by valgrind's callgrind (one run each: the count is the same from run to run
    within a fraction of a percent, where the wall clock of a shared machine moves by 30 %);
    None without valgrind. Each script ends at its first frame (`os._exit`), so Python's
    teardown is not counted."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    _compile(root)
    # a home of its own: the app's count ends at its first frame, its lock left behind
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BENCH_EXIT_AT_FIRST_FRAME="1",
               **bench_home())
    counts: dict[str, int] = {}
    for name, script in (("bare", BARE), ("app", COLD_START)):
        done = subprocess.run(
            [valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
             "-c", script + "\nimport os\nos._exit(0)\n", str(root)],
            capture_output=True, text=True, env=env, timeout=600)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            raise RuntimeError(f"callgrind counted nothing: {done.stderr[-500:]}")
        counts[name] = int(found.group(1))
    return counts


def cold_start_continue(runs: int = 5) -> float:
    """Median seconds to the home screen with an autosave to continue (a 九九 hand in play):
    the Continue card's words and picture must not load the table kit before the first
    frame. Run after cold_start (the sources compiled)."""
    home = bench_home(autosave=True)
    return statistics.median(_launch(COLD_START, home=home)[0] for _ in range(runs))


def longest_stall(speed: str, players: int = 4, seed: int = 3) -> tuple[float, int]:
    """Longest single pass of the GUI event loop (ms) while bots play one hand of 九九 on the
    table; the human seat plays its first legal action at once, like a very quick player.
    A pass that long is a moment when the window could not repaint or take a click. The
    time is the GUI thread's CPU time in the pass (time.thread_time): on a shared machine the
    wall clock also counts the moments another process had the core (`stall_wall` has it)."""
    return _stall(speed, players, seed)[0::2]


def stall_wall(speed: str, players: int = 4, seed: int = 3) -> tuple[float, float, int]:
    """(CPU ms, wall-clock ms, moves) of the longest pass, as longest_stall measures it."""
    return _stall(speed, players, seed)


def _stall(speed: str, players: int, seed: int) -> tuple[float, float, int]:
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
                       "names": ["Me"] + [chr(ord("A") + i) for i in range(players - 1)],
                       "bot_levels": [None] + ["normal"] * (players - 1)})
    passes: list[tuple[float, float]] = []
    deadline = time.perf_counter() + 180
    while not (done[0] and not window.table.busy()) and time.perf_counter() < deadline:
        start, cpu = time.perf_counter(), time.thread_time()
        app.processEvents()
        passes.append((1000 * (time.thread_time() - cpu), 1000 * (time.perf_counter() - start)))
        time.sleep(0.001)
    window.host.shutdown()
    window.close()
    # The first passes build the window and the table; the figure is for play.
    play = passes[20:]
    if os.environ.get("JIUPAI_BENCH_DEBUG"):
        top = sorted(range(len(play)), key=lambda i: play[i][0])[-5:]
        print("longest passes (index of", len(play), "):", [(i, play[i]) for i in top])
    if not play:
        return float("nan"), float("nan"), moves[0]
    return max(p[0] for p in play), max(p[1] for p in play), moves[0]


def run(report: Report) -> None:
    report.section("App — cold start and responsiveness")
    # 21 rounds: on a shared machine the bare start alone moves by 30 % from run to run
    figures = cold_start_figures(21)
    (app_s, app_cpu), (bare_s, bare_cpu) = figures["app"], figures["bare"]
    report.row("cold start to the home screen, wall (median of 21, alternating with the bare)",
               f"{app_s:.3f} s ({app_s / bare_s:.2f}×)", "target ≤ 1.5× the bare QLabel")
    report.row("  same, the process's CPU time at the first frame",
               f"{app_cpu:.3f} s ({app_cpu / bare_cpu:.2f}×)", "target ≤ 1.5× the bare QLabel")
    report.row("  a bare QApplication with one QLabel, same runs (wall; CPU)",
               f"{bare_s:.3f} s; {bare_cpu:.3f} s")
    counts = cold_start_instructions()
    if counts is None:
        report.row("  instructions to the first frame (valgrind)", "valgrind not installed")
    else:
        report.row("  instructions to the first frame (valgrind; no other process moves them)",
                   f"{counts['app'] / 1e6:.0f} M ({counts['app'] / counts['bare']:.2f}×)",
                   f"bare QLabel {counts['bare'] / 1e6:.0f} M")
    report.row("  the same start with a game to continue (an autosave)",
               f"{cold_start_continue():.3f} s", "target ≤ 1.5× the bare QLabel")
    for speed in ("fast", "off"):
        cpu, wall, moves = stall_wall(speed)
        report.row(f"longest event-loop pass, a hand of {moves} moves, speed '{speed}' "
                   "(GUI thread CPU; wall clock)", f"{cpu:.1f} ms; {wall:.1f} ms",
                   "target ≤ 16.7 ms (one frame at 60 Hz)")
    from bench import cards_and_moments  # issue 26: large cards and the moments
    cards_and_moments.run(report)
    from bench import keys  # issue 26: the keyboard focus
    keys.run(report)


def _print_cold_start(argv: list[str]) -> None:
    """`python -m bench.app [rounds] [name=checkout …]`: the cold start alone, alternating
    the bare QLabel, this checkout and each named one (e.g. main=/tmp/main, a `git archive`
    of main), with the machine's load before and after."""
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 11
    roots = {k: Path(v) for k, v in (a.split("=", 1) for a in argv if "=" in a)}
    print("load before:", os.getloadavg())
    found = cold_start_rounds(rounds, roots)
    print("load after: ", os.getloadavg())
    figures = medians(found)
    bare_wall, bare_cpu = figures["bare"]
    for name, (wall, cpu) in figures.items():
        print(f"{name:8s} CPU {cpu:.3f} s ({cpu / bare_cpu:.2f}×)   "
              f"wall {wall:.3f} s ({wall / bare_wall:.2f}×)   "
              f"round by round {pair_ratio(found, name):.2f}×")


if __name__ == "__main__":
    _print_cold_start(sys.argv[1:])
