"""One guest's connection at the host: its own send queue, its limits, its way out.

Everything the host sends a guest goes through `Guest.send`, onto a queue that one writer
task empties into the WebSocket. A guest that reads slowly therefore holds up nobody but
itself; one that stops reading altogether fills its queue and is disconnected (`slow`),
which the server treats like any other drop.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .limits import TokenBucket
from .protocol import ByeReason, bye, encode

_CLOSE = object()            # the writer's last item: close the connection after the bye


@dataclass(frozen=True)
class GuestLimits:
    """Per connection: `rate`/`burst` messages a second, chat lines likewise; past
    `flood_drops` messages dropped by the rate limit, or `bad_messages` unreadable ones, the
    connection is closed; at most `send_queue` messages wait to be sent to it."""

    rate: float = 20.0
    burst: float = 40.0
    chat_rate: float = 1.0
    chat_burst: float = 5.0
    flood_drops: int = 200
    bad_messages: int = 10
    send_queue: int = 4096


class Guest:
    """A seated guest's connection (see the module docstring)."""

    def __init__(self, ws: ServerConnection, seat: int, limits: GuestLimits,
                 tap: Callable[[int, str], None] | None = None) -> None:
        self.ws = ws
        self.seat = seat
        self.limits = limits
        self.messages = TokenBucket(limits.rate, limits.burst)
        self.chat = TokenBucket(limits.chat_rate, limits.chat_burst)
        self.dropped = 0             # messages the rate limit threw away
        self.bad = 0                 # messages that broke the protocol
        self.last_notice = -1e9      # when it was last told it sends too fast
        self.leaving: ByeReason | None = None
        self._tap = tap
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(self._write())

    @property
    def address(self) -> str:
        remote = self.ws.remote_address
        return str(remote[0]) if remote else "?"

    def send(self, message: dict[str, Any]) -> None:
        """Queue one message (nothing, once the guest is leaving)."""
        if self.leaving is not None:
            return
        if self._queue.qsize() >= self.limits.send_queue:
            self.close(ByeReason.SLOW, now=True)
            return
        text = encode(message)
        if self._tap is not None:
            self._tap(self.seat, text)
        self._queue.put_nowait(text)

    def close(self, reason: ByeReason, resumable: bool = False, now: bool = False) -> None:
        """Say bye (after what is already queued) and close; `now` skips the queue (a guest
        that does not read would never get to the bye)."""
        if self.leaving is not None:
            return
        self.leaving = reason
        if now:
            self._writer.cancel()
            asyncio.get_running_loop().create_task(self._close_now(reason))
            return
        text = encode(bye(reason, resumable))
        if self._tap is not None:
            self._tap(self.seat, text)
        self._queue.put_nowait(text)
        self._queue.put_nowait(_CLOSE)

    async def closed(self, timeout: float) -> None:
        """Until the writer has sent the bye and closed (at most `timeout` seconds)."""
        try:
            await asyncio.wait_for(asyncio.shield(self._writer), timeout)
        except (TimeoutError, asyncio.CancelledError, ConnectionClosed):
            pass

    async def _write(self) -> None:
        try:
            while True:
                item = await self._queue.get()
                if item is _CLOSE:
                    await self.ws.close(1000, self.leaving.value if self.leaving else "")
                    return
                await self.ws.send(item)
        except ConnectionClosed:
            return

    async def _close_now(self, reason: ByeReason) -> None:
        try:
            await self.ws.close(1008, reason.value)
        except ConnectionClosed:
            pass

    def stop(self) -> None:
        """The connection is gone: drop whatever was still queued."""
        if not self._writer.done():
            self._writer.cancel()
