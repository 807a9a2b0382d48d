"""A network table with 7 guests over loopback (issue 27): from a guest's action to the other
guests receiving the Turn it made, and the host's longest event-loop pass meanwhile.

The host runs in a process of its own (a 九九 table of 8: 7 open seats and an easy bot, bots
moving at once, as `jiupai host --think 0`), with a task on its loop that notes how late each
5 ms sleep wakes up: the longest delay is the longest pass of its loop. On a loaded machine
that wall-clock figure mostly measures the other processes, so the loop thread's CPU time
between two wake-ups is given too (an upper bound of the work of the passes in between). The 7 guests share
the bench's process and loop (a pessimistic stand-in for 7 computers); each plays with the
host's easy hints. For each action a guest sends, the time from just before the send to the
arrival of the resulting Turn (the one whose move number follows and whose actor is that
guest) at each of the 6 other guests is one sample; both times are read in this process.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import time

GUESTS = 7
HANDS = 3          # 九九 hands in the match: enough actions for the figures


def _host(conn) -> None:
    asyncio.run(_serve(conn))


async def _serve(conn) -> None:
    import engine
    from netplay.headless import HeadlessAuthority, Pace
    from netplay.seats import SeatKind, Seats
    from netplay.server import HostConfig, HostServer

    game = engine.create("ninety_nine", GUESTS + 1, match_hands=HANDS)
    authority = HeadlessAuthority(game, seed=7, pace=Pace(think=0.0, ready_wait=2.0))
    seats = Seats.plan([SeatKind.OPEN] * GUESTS + [SeatKind.BOT], ["easy"] * (GUESTS + 1))
    # All the guests come from 127.0.0.1 at once: the host's limit of connections waiting
    # for their hello per address (4, against a flood from one computer) would close three
    # of the seven, who then gave up their first join and left seats open.
    server = HostServer(authority, seats, HostConfig(bind="127.0.0.1",
                                                     waiting_per_address=GUESTS + 1))
    port = await server.start()
    conn.send((port, server.room))
    lags: list[float] = []
    busy: list[float] = []          # the loop thread's CPU time between two wake-ups
    loop = asyncio.get_running_loop()

    async def watch() -> None:
        while True:
            due, cpu = loop.time() + 0.005, time.thread_time()
            await asyncio.sleep(0.005)
            lags.append(max(0.0, loop.time() - due))
            busy.append(time.thread_time() - cpu)

    watcher = loop.create_task(watch())
    cpu = time.process_time()
    await asyncio.wait_for(server.wait_over(), 300)
    watcher.cancel()
    conn.send({"moves": len(authority.session.state.history), "longest_pass": max(lags),
               "passes": len(lags), "cpu": time.process_time() - cpu,
               "longest_cpu": max(busy)})


async def _guests(port: int, room: str) -> tuple[list[float], int]:
    from netplay.client import GuestClient
    from netplay.guest_bot import SeatPlayer

    sent: dict[int, float] = {}            # move after the action -> when it was sent
    arrived: list[tuple[int, int, float]] = []   # (move, receiving seat, when)

    class Timed(SeatPlayer):
        async def _on_hint(self, message) -> None:
            turn = self.latest
            if turn is not None and turn.my_turn and message["move"] == turn.move:
                sent[turn.move + 1] = time.perf_counter()
            await super()._on_hint(message)

        async def _on_turn(self, turn) -> None:
            if turn.actor is not None and turn.actor != self.client.seat:
                arrived.append((turn.move, self.client.seat, time.perf_counter()))
            await super()._on_turn(turn)

    players = [Timed(GuestClient(f"127.0.0.1:{port}", room, f"Guest {i}", ping_interval=None),
                     "easy", retry=5.0, say=lambda text: None) for i in range(GUESTS)]
    await asyncio.gather(*(p.run() for p in players))
    latencies = [1000 * (when - sent[move]) for move, _, when in arrived if move in sent]
    return latencies, len(sent)


def run(report) -> None:
    report.section(f"network table: {GUESTS} guests over loopback (issue 27)")
    context = multiprocessing.get_context("spawn")
    mine, theirs = context.Pipe()
    host = context.Process(target=_host, args=(theirs,), daemon=True)
    host.start()
    try:
        port, room = mine.recv()
        latencies, actions = asyncio.run(_guests(port, room))
        figures = mine.recv() if mine.poll(30) else {}
    finally:
        host.join(30)
        if host.is_alive():
            host.kill()
    latencies.sort()
    if not latencies:       # no guest's action reached the others: say so, the bench goes on
        report.row(f"guest action -> the other {GUESTS - 1} guests' Turn",
                   f"no samples ({actions} actions sent)", "target: <= 50 ms")
    else:
        report.row(f"guest action -> the other {GUESTS - 1} guests' Turn, median "
                   f"({len(latencies)} samples, {actions} actions)",
                   f"{statistics.median(latencies):.1f} ms", "target: <= 50 ms")
        report.row("  95th percentile", f"{latencies[int(0.95 * len(latencies))]:.1f} ms")
        report.row("  worst", f"{latencies[-1]:.1f} ms", "target: <= 200 ms")
    if figures:
        report.row(f"host's longest event-loop pass ({figures['moves']} moves, "
                   f"{figures['passes']} passes watched)",
                   f"{1000 * figures['longest_pass']:.1f} ms", "target: <= 50 ms")
        report.row("  the same in the loop thread's CPU time (what load does not stretch)",
                   f"{1000 * figures['longest_cpu']:.1f} ms", "target: <= 50 ms")
        report.row("host's CPU per move (7 Turns, bots, hints, autosave)",
                   f"{1000 * figures['cpu'] / figures['moves']:.2f} ms")
    report.row("load average of this machine meanwhile (1 min)", f"{os.getloadavg()[0]:.1f}",
               f"on {os.cpu_count()} CPUs")
