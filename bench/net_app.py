"""The app hosting a network table (issue 27, phase 2): the host window's longest event-loop
pass while 7 guests play, beside a local game's.

The host is a MainWindow in this process, hosting a 九九 table from its NetPlay (the server
and its holder on a loop thread of their own, docs/network.md "Phase 2 as built"); its own
seat is played by clicking the first legal action as soon as the table offers it. The
guests are `SeatPlayer` bots (easy, with the host's hints) in a process of their own, so
their work does not count against the window. Animations off, bots moving at once: the
most messages per second the window will meet. A pass is one `processEvents()` of the GUI
thread, timed in the GUI thread's CPU (`time.thread_time`: what load does not stretch) and
in wall-clock time (with the other threads of the process — the server's loop, the bots'
pool — holding the GIL, and the other processes of a shared machine, in it).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import tempfile
import time

from bench.common import Report


def _guests(port: int, room: str, count: int) -> None:
    from netplay.client import GuestClient
    from netplay.guest_bot import SeatPlayer

    async def seated(i: int) -> None:
        # one after another, 50 ms apart: all from 127.0.0.1, seven at once would pass the
        # host's limit of four connections per address waiting for their hello, and the
        # three closed would give up their first join (bench/net.py says more)
        await asyncio.sleep(0.05 * i)
        await SeatPlayer(GuestClient(f"127.0.0.1:{port}", room, f"Guest {i}",
                                     ping_interval=None), "easy", retry=5.0,
                         say=lambda text: None).run()

    async def play() -> None:
        await asyncio.gather(*(seated(i) for i in range(count)))
    asyncio.run(play())


def hosted_stall(guests: int = 7, seed: int = 3) -> tuple[float, float, int]:
    """(CPU ms, wall ms, moves) of the host window's longest pass in a game with `guests`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from engine.saves import SaveStore
    from gui.app import create_application
    from gui.main_window import MainWindow

    app = create_application(["jiupai-bench"])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    QSettings().setValue("ui/animation_speed", "off")
    window = MainWindow(store=SaveStore(tempfile.mkdtemp()), think_ms=0)
    window.resize(1280, 800)
    window.show()
    players = guests + 1
    hosted = window.net.host({
        "game": "ninety_nine", "players": players, "variant": "standard",
        "options": {"match_hands": 1}, "seed": seed, "human_seat": 0, "human_seats": [0],
        "names": ["Host"] + [""] * guests, "bot_levels": [None] + ["easy"] * guests,
        "network": {"open": list(range(1, players)), "bind": "127.0.0.1", "port": 0,
                    "think": 0.0, "advertise": False}})
    process = multiprocessing.get_context("spawn").Process(
        target=_guests, args=(hosted.port, hosted.room, guests), daemon=True)
    process.start()
    passes: list[tuple[float, float]] = []
    deadline = time.perf_counter() + 240
    try:
        while hosted.seats.free() and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.005)
        hosted.begin()
        while time.perf_counter() < deadline:
            table = window.table
            if table is not None and table.observation.get("is_over") and not table.busy():
                break
            if table is not None and table.legal and not table.busy():
                table.choose(table.legal[0]["notation"])
            elif table is not None and table.holding():
                table.go_on()
            start, cpu = time.perf_counter(), time.thread_time()
            app.processEvents()
            passes.append((1000 * (time.thread_time() - cpu),
                           1000 * (time.perf_counter() - start)))
            time.sleep(0.001)
        moves = len(hosted.authority.session.state.history) if hosted.authority.session else 0
    finally:
        window.net.shutdown()
        process.join(30)
        if process.is_alive():
            process.kill()
        window.close()
    play = passes[20:]
    if not play:
        return float("nan"), float("nan"), 0
    return max(p[0] for p in play), max(p[1] for p in play), moves


def run(report: Report) -> None:
    report.section("The app hosting a network table (issue 27, phase 2)")
    from bench.app import stall_wall
    for players in (4, 8):
        cpu, wall, moves = stall_wall("off", players)
        report.row(f"local 九九 table of {players} (bots), longest event-loop pass ({moves} "
                   "moves; GUI thread CPU; wall clock)", f"{cpu:.1f} ms; {wall:.1f} ms")
    for guests in (3, 7):
        cpu, wall, moves = hosted_stall(guests)
        report.row(f"hosting a 九九 table of {guests + 1} with {guests} guests, longest pass "
                   f"({moves} moves; GUI thread CPU; wall clock)", f"{cpu:.1f} ms; {wall:.1f} ms",
                   "target: as a local game's")
    report.row("load average of this machine meanwhile (1 min)", f"{os.getloadavg()[0]:.1f}",
               f"on {os.cpu_count()} CPUs")
