"""Limits that keep one guest from costing the others their game: message rates, failed joins.

Both take the time as an argument (seconds from any monotonic clock), so tests drive them
with a made-up clock instead of sleeping.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


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
