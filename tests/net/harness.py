"""What the network tests share: a table hosted in the test's own event loop on 127.0.0.1,
guests for it, bounded waits, and the processes of `python main.py host/join`.

Every wait has a deadline and every loop a bound in count, so a broken host fails a test
with a message instead of hanging the suite. The timings are the host's, made short
(`TEST_CONFIG`): a dropped seat waits 0.3 s for 托管, a silent connection is closed within
about a second.
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine
from netplay.client import Disconnected, GuestClient
from netplay.connection import GuestLimits
from netplay.guest_bot import SeatPlayer
from netplay.headless import HeadlessAuthority, Pace
from netplay.protocol import HostMessage, HostType
from netplay.seats import SeatKind, Seats
from netplay.server import HostConfig, HostServer

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"
#: Limits high enough for guests that answer bots moving at once (think 0) with hints,
#: why-nots and chat; the flood test uses the real ones.
GENEROUS = GuestLimits(rate=2000.0, burst=4000.0, chat_rate=2000.0, chat_burst=4000.0)
TEST_CONFIG = HostConfig(bind=LOOPBACK, hello_timeout=1.0, ping_interval=0.3, ping_timeout=0.6,
                         close_timeout=0.5, drop_wait=0.3, limits=GENEROUS)


def run(coro, seconds: float = 30.0) -> Any:
    """Run a test's scenario in a fresh event loop, failing after `seconds`."""
    async def bounded():
        return await asyncio.wait_for(coro, seconds)
    return asyncio.run(bounded())


@dataclass
class Table:
    server: HostServer
    authority: HeadlessAuthority
    address: str
    sent: list[tuple[int, str, int]] = field(default_factory=list)   # seat, text, move

    @property
    def state(self):
        return self.authority.session.state

    def guest(self, name: str, **kw: Any) -> GuestClient:
        return GuestClient(self.address, self.server.room, name, timeout=2.0,
                           ping_interval=None, **kw)

    def player(self, name: str, level: str = "easy", **kw: Any) -> SeatPlayer:
        return SeatPlayer(self.guest(name), level, retry=3.0, say=lambda text: None, **kw)

    def returns(self) -> tuple[float, ...]:
        return tuple(self.state.returns())


@contextlib.asynccontextmanager
async def hosted(game_id: str = "ninety_nine", players: int = 3, open_seats: int = 2,
                 level: str = "easy", seed: int = 1, config: HostConfig = TEST_CONFIG,
                 think: float = 0.0, **options: Any):
    """A table on 127.0.0.1 (any free port) in this loop; closed on the way out. 九九 is
    played to one hand unless `match_hands` says otherwise (a few dozen moves)."""
    if game_id == "ninety_nine":
        options.setdefault("match_hands", 1)
    game = engine.create(game_id, players, **options)
    authority = HeadlessAuthority(game, seed, pace=Pace(think=think, ready_wait=1.0))
    kinds = [SeatKind.OPEN] * open_seats + [SeatKind.BOT] * (players - open_seats)
    server = HostServer(authority, Seats.plan(kinds, [level] * players), config)
    table = Table(server, authority, "")

    def tap(seat: int, text: str) -> None:
        session = authority.session
        table.sent.append((seat, text, len(session.state.history) if session else 0))

    server.tap = tap
    port = await server.start()
    table.address = f"{LOOPBACK}:{port}"
    try:
        yield table
    finally:
        await server.close()


class Inbox:
    """Reads a client's messages in the background (a guest that stops reading stops
    answering pings too, and the host rightly drops it), for the test to look through."""

    def __init__(self, client: GuestClient, ready: bool = True) -> None:
        self.client = client
        self.ready = ready            # answer each turn with `ready`, as a table does
        self.messages: list[HostMessage] = []
        self.closed: Disconnected | None = None
        self._new = asyncio.Event()
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        try:
            for _ in range(1_000_000):
                message = await self.client.receive()
                self.messages.append(message)
                self._new.set()
                if self.ready and message.type is HostType.TURN and not message.turn.is_over:
                    await self.client.ready(message.turn.seq)
        except Disconnected as gone:
            self.closed = gone
            self._new.set()

    def mark(self) -> int:
        return len(self.messages)

    async def wait(self, wanted: Callable[[HostMessage], bool], seconds: float = 5.0,
                   after: int = 0) -> HostMessage:
        """The first message from index `after` on that `wanted` accepts."""
        loop = asyncio.get_running_loop()
        deadline, index = loop.time() + seconds, after
        while True:
            while index < len(self.messages):
                if wanted(self.messages[index]):
                    return self.messages[index]
                index += 1
            if self.closed is not None:
                raise AssertionError(f"closed ({self.closed}) before the wanted message")
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError("timed out waiting for a message")
            self._new.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._new.wait(), left)

    async def closing(self, seconds: float = 5.0) -> Disconnected:
        """Until the host has closed the connection; how."""
        await asyncio.wait_for(asyncio.shield(self.task), seconds)
        assert self.closed is not None
        return self.closed

    def of(self, kind: HostType) -> list[HostMessage]:
        return [m for m in self.messages if m.type is kind]


async def seated(table: Table, name: str) -> Inbox:
    client = table.guest(name)
    await client.join()
    return Inbox(client)


async def next_message(client: GuestClient, wanted: Callable[[HostMessage], bool],
                       seconds: float = 5.0, most: int = 10_000) -> HostMessage:
    """Read until a message `wanted` accepts (at most `most` messages, `seconds` seconds)."""
    async def read() -> HostMessage:
        for _ in range(most):
            message = await client.receive()
            if wanted(message):
                return message
        raise AssertionError(f"no wanted message in {most} messages")
    return await asyncio.wait_for(read(), seconds)


def is_type(kind: HostType, **fields: Any) -> Callable[[HostMessage], bool]:
    return lambda m: m.type is kind and all(m[k] == v for k, v in fields.items())


def my_turn(message: HostMessage) -> bool:
    return message.type is HostType.TURN and message.turn.my_turn


async def wait_until(condition: Callable[[], bool], seconds: float = 5.0,
                     what: str = "the condition") -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


# ---- processes ---------------------------------------------------------------------------
class Program:
    """`python main.py ARGS` with its output read line by line in a thread."""

    def __init__(self, *args: str, env: dict[str, str] | None = None,
                 command: list[str] | None = None) -> None:
        """`command` replaces `python main.py` (the README's test runs the entry point);
        `env` is added to this process's environment."""
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", **(env or {}))
        command = command or [sys.executable, str(ROOT / "main.py")]
        self.proc = subprocess.Popen(
            [*command, *args], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8")
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def expect(self, prefix: str, seconds: float = 10.0) -> str:
        """The first new line that starts with `prefix`."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line '{prefix}…' in {seconds} s: {self.lines[-20:]}")
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(f"the program ended without '{prefix}…': {self.lines[-20:]}")
            self.lines.append(line)
            if line.startswith(prefix):
                return line

    def finish(self, seconds: float = 30.0) -> list[str]:
        """Wait for the end; every line it printed."""
        try:
            self.proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.stop()
            raise AssertionError(f"still running after {seconds} s: {self.lines[-20:]}") from None
        while (line := self._queue.get(timeout=5)) is not None:
            self.lines.append(line)
        return self.lines

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        self._reader.join(timeout=5)
        if not self._reader.is_alive():
            self.proc.stdout.close()


@contextlib.contextmanager
def programs(**kw: Any):
    """Programs started inside the block are all stopped at its end, whatever happens
    (`kw`: Program's `env` and `command` for each of them)."""
    started: list[Program] = []
    try:
        yield lambda *args: started.append(Program(*args, **kw)) or started[-1]
    finally:
        for program in started:
            program.stop()


def final_scores(lines: list[str]) -> tuple[float, ...]:
    """The points of the last line, "final scores: Ann: 2, Bob: 1.5, Computer 1: 0"."""
    return tuple(float(points) for _, points in named_scores(lines))


def named_scores(lines: list[str]) -> list[tuple[str, str]]:
    """(name, points) per seat from the last line (the test's names hold no ": " or ", ")."""
    last = lines[-1]
    assert last.startswith("final scores: "), f"the last line is not the scores: {lines[-5:]}"
    entries = last.removeprefix("final scores: ").split(", ")
    return [tuple(entry.rsplit(": ", 1)) for entry in entries]
