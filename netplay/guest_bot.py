"""A guest that plays its seat by itself: what `jiupai join --bot LEVEL` runs.

A guest has no State (it sees only its seat's Turns), so it cannot run an engine bot of its
own. At each of its turns it asks the host for a hint at `level` and plays the hint's
`action`, through the same action message (with the move number) a person's click sends.
When the connection drops or the host closes, it rejoins with its key for up to `retry`
seconds. The final scores come from the last Turn: the game's returns, seat by seat.
"""
from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from engine.turn import Turn

from . import words
from .client import Disconnected, GuestClient, JoinRefused
from .protocol import ByeReason, HostMessage, HostType, JoinRefusal

KEPT_TURNS = 8


@dataclass
class SeatPlayer:
    """Plays `client`'s seat with hints of `level` until the game ends."""

    client: GuestClient
    level: str = "normal"
    retry: float = 30.0                  # seconds to keep trying to rejoin
    say: Callable[[str], None] = print
    latest: Turn | None = None
    returns: tuple[float, ...] | None = None
    #: the first turns received (a rejoin's SYNC among them); not all: a whole game's Turns
    #: kept alive would make every garbage collection of the process longer
    turns: list[Turn] = field(default_factory=list)

    async def run(self) -> tuple[float, ...] | None:
        """The final returns, or None if the table went away for good."""
        loop = asyncio.get_running_loop()
        deadline = None
        while self.returns is None:
            try:
                await self.client.join()
                deadline = None
                self.say(f"seat {self.client.seat} key {self.client.token}")
                await self._play()
            except (Disconnected, OSError, JoinRefused) as exc:
                if isinstance(exc, JoinRefused) and exc.code is not JoinRefusal.ATTEMPTS:
                    raise                    # (too many rejoins lately: wait and try again)
                reason = getattr(exc, "reason", None)
                if reason in (ByeReason.GAME_OVER, ByeReason.KICKED, ByeReason.LEFT):
                    break
                deadline = deadline or loop.time() + self.retry
                if loop.time() >= deadline or self.client.token is None:
                    if isinstance(exc, JoinRefused):
                        raise
                    self.say(f"the table is gone ({exc})")
                    break
                await asyncio.sleep(1.0 if isinstance(exc, JoinRefused) else 0.2)
        await self.client.close()
        return self.returns

    async def _play(self) -> None:
        client = self.client
        while True:
            message = await client.receive()
            if message.type is HostType.TURN and message.turn is not None:   # (a TURN has one)
                await self._on_turn(message.turn)
                if self.returns is not None:
                    return
            elif message.type is HostType.HINT:
                await self._on_hint(message)
            elif message.type is HostType.REJECTED:
                await self._on_rejected(message)
            elif message.type is HostType.CHAT:
                line = message["text"] if message["text"] is not None else f"({message['phrase']})"
                self.say(f"[chat] {message['name']}: {line}")
            elif message.type is HostType.NOTICE:
                await self._on_notice(message)
            elif message.type is HostType.BYE:
                self._on_bye(message)

    async def _on_turn(self, turn: Turn) -> None:
        if len(self.turns) < KEPT_TURNS:
            self.turns.append(turn)
        self.latest = turn
        if turn.is_over:              # the host says bye next: nothing more to answer
            self.returns = turn.returns
            return
        await self._quietly(self.client.ready(turn.seq))
        if turn.my_turn:
            await self._quietly(self.client.hint(turn.move, self.level))

    async def _on_hint(self, message: HostMessage) -> None:
        turn = self.latest
        if turn is not None and turn.my_turn and message["move"] == turn.move:
            await self._quietly(self.client.act(message["action"], turn.move))

    async def _on_rejected(self, message: HostMessage) -> None:
        turn = self.latest
        if message["request"] == "hint" and message["code"] == "busy" and turn is not None:
            await asyncio.sleep(0.05)
            if turn is self.latest and turn.my_turn:
                await self._quietly(self.client.hint(turn.move, self.level))

    async def _on_notice(self, message: HostMessage) -> None:
        """Something of ours was dropped (too fast) or unreadable: ask again, later."""
        turn = self.latest
        await asyncio.sleep(0.5)
        if turn is not None and turn is self.latest and turn.my_turn:
            await self._quietly(self.client.hint(turn.move, self.level))

    def _on_bye(self, message: HostMessage) -> None:
        try:
            reason = ByeReason(message["reason"])
        except ValueError:
            return
        if reason is not ByeReason.GAME_OVER:
            resumable = " " + words.RESUMABLE if message["resumable"] else ""
            self.say(words.BYES[reason] + resumable)

    async def _quietly(self, sending: Awaitable[None]) -> None:
        """Send, but let a closed connection be noticed by the reading: the host may have
        closed it after messages we have not read yet (the final turn among them)."""
        try:
            await sending
        except Disconnected:
            pass
