"""Limits that keep one guest from costing the others their game: message rates, failed joins,
connections that never say hello.

The first two take the time as an argument (seconds from any monotonic clock), so tests drive
them with a made-up clock instead of sleeping; the third needs no clock.
"""
from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

C = TypeVar("C", bound=Hashable)


@dataclass
class TokenBucket:
    """`rate` messages a second on average, `burst` at once: a player clicking, chatting and
    asking for hints stays far below it; a loop sending as fast as it can does not."""

    rate: float
    burst: float
    tokens: float = -1.0
    last: float | None = None
    credit: int = 0              # answers paid for in advance (see `grant`)
    most_credit: int = 64

    def grant(self, answers: int) -> None:
        """The host sent something that calls for `answers` replies (a Turn: its `ready`,
        and on the guest's turn a hint and an action): those never count against the rate,
        so a guest keeps up with bots that move at once and still cannot flood."""
        self.credit = min(self.most_credit, self.credit + answers)

    def allow(self, now: float) -> bool:
        if self.credit > 0:
            self.credit -= 1
            return True
        if self.last is None:
            self.tokens, self.last = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass
class FailedJoins:
    """Failed hellos (wrong room code, wrong key) per address in a sliding window: past
    `most` of them, that address is refused until the window has passed. A six-digit code
    cannot be guessed at a few tries a minute."""

    most: int = 10
    window: float = 60.0
    _seen: dict[str, deque[float]] = field(default_factory=dict)

    def blocked(self, address: str, now: float) -> bool:
        times = self._seen.get(address)
        if not times:
            return False
        while times and now - times[0] > self.window:
            times.popleft()
        if not times:
            del self._seen[address]
        return len(times) >= self.most

    def failed(self, address: str, now: float) -> None:
        self._seen.setdefault(address, deque()).append(now)
        if len(self._seen) > 4096:          # addresses are bounded too: forget the oldest
            self._seen.pop(next(iter(self._seen)))


@dataclass
class WaitingRoom(Generic[C]):
    """The connections that have not said `hello` yet, per remote address (issue 32.8).

    They once counted against one limit of 32 with the seated guests: 31 connections that
    never said hello closed every other join and every rejoin with 1013 "busy". Now a
    connection is never refused for want of room. An address keeps at most `per_address`
    waiting connections: its next one closes that address's oldest; and past `most` waiting
    ones in all, the oldest of all is closed. A guest says hello within milliseconds of
    connecting, so a flood from one address costs only that address, a seated guest is never
    counted here, and a rejoin with a seat key or a new join gets in while one address floods.
    """

    per_address: int = 4
    most: int = 32
    _order: OrderedDict[C, str] = field(default_factory=OrderedDict)   # oldest first
    _count: dict[str, int] = field(default_factory=dict)

    def enter(self, connection: C, address: str) -> list[C]:
        """`connection` from `address` waits for its hello; the connections to close now to
        make room for it (oldest first; already out of the room)."""
        closing: list[C] = []
        if self._count.get(address, 0) >= self.per_address:
            closing.append(next(c for c, a in self._order.items() if a == address))
            self.leave(closing[-1])
        if len(self._order) >= self.most:
            closing.append(next(iter(self._order)))
            self.leave(closing[-1])
        self._order[connection] = address
        self._count[address] = self._count.get(address, 0) + 1
        return closing

    def leave(self, connection: C) -> None:
        """It said hello, or it is gone (a second call does nothing)."""
        address = self._order.pop(connection, None)
        if address is None:
            return
        left = self._count[address] - 1
        if left:
            self._count[address] = left
        else:
            del self._count[address]

    def waiting(self, address: str | None = None) -> int:
        """How many connections wait for their hello (from `address`, or in all)."""
        return len(self._order) if address is None else self._count.get(address, 0)
