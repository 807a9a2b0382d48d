"""The host's autosave: a save file (engine/saves.py) that also knows the table around it.

After every move the host writes the game's record, as any save, with `meta.net`: the room
code, the port, the host's name and the seats (kinds, names, bot levels, and each guest key's
hash — never a key). `jiupai host --resume FILE` reopens it: the same game, the same room
code and port, and each guest's key opens the same seat again. It is also an ordinary save
file: the app's Load opens it as a game against bots.

Writing is done off the event loop (fsync takes milliseconds) and coalesced: while one write
is under way, only the latest record waits for the next.
"""
from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import saves

from .seats import Seats

NET_VERSION = 1


class TableFileError(ValueError):
    """An autosave that cannot reopen a table; the message names the file and the problem,
    `code` names the problem for a program that words it itself: "not_table", "over", or a
    SaveError's code ("damaged", "newer", …), with `errno` where the OS refused."""

    def __init__(self, message: str, code: str = "damaged", errno: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.errno = errno


@dataclass
class TableSave:
    record: dict[str, Any]
    seats: Seats
    room: str
    port: int
    host_name: str


def document_meta(seats: Seats, room: str, port: int, host_name: str,
                  over: bool) -> dict[str, Any]:
    """The head of a table file: the names, whether the game is over, the table's facts and,
    when the host plays at its own screen, its seat (a replay or a review of the file shows
    the game from there, as a save shows its player's)."""
    meta: dict[str, Any] = {
        "names": seats.names(), "over": over,
        "net": {"version": NET_VERSION, "room": room, "port": port, "host": host_name,
                "seats": seats.to_json()}}
    here = [seat.index for seat in seats.seats if seat.at_host]
    if here:
        meta["human_seat"] = here[0]
    return meta


def table_facts(facts: dict[str, Any] | None) -> dict[str, Any]:
    """What of the Table's save meta a table file's head keeps beside the seats: the scores
    and the part of the game in play (the host's Continue says "hand 2 · 1 : 0" from them)."""
    return {key: facts[key] for key in ("scores", "section") if facts and key in facts}


def load(path: Path | str) -> TableSave:
    """The table saved in `path`; TableFileError if it is damaged, not a table or over."""
    path = Path(path)
    try:
        state, doc = saves.read_file(path)
    except saves.SaveError as exc:
        raise TableFileError(str(exc), exc.code, exc.errno) from None
    net = doc.get("meta", {}).get("net")
    if not isinstance(net, dict):
        raise TableFileError(f"{path.name}: is a save file, but not of a network table",
                             "not_table")
    version = net.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > NET_VERSION:
        raise TableFileError(f"{path.name}: was written by a newer Jiupai (table version "
                             f"{version}); update to reopen it", "newer")
    try:
        if not isinstance(net.get("version"), int) or net["version"] > NET_VERSION:
            raise ValueError("net.version is missing or newer than this program understands")
        room = net.get("room")
        if not isinstance(room, str) or not re.fullmatch(r"[0-9]{4,12}", room):
            raise ValueError("net.room must be the room code's digits")
        port = net.get("port")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
            raise ValueError("net.port must be a port number")
        host = net.get("host", "")
        if not isinstance(host, str) or len(host) > 200:
            raise ValueError("net.host must be a short text")
        seats = Seats.from_json(net.get("seats"), state.players)
    except ValueError as exc:
        raise TableFileError(f"{path.name}: is damaged ({exc})") from None
    if state.is_over:
        raise TableFileError(f"{path.name}: its game is over; there is nothing to reopen",
                             "over")
    return TableSave(doc["record"], seats, room, port, host)


class Autosaver:
    """Writes the latest record to `path`, one write at a time, off the loop."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._pending: tuple[dict[str, Any], dict[str, Any]] | None = None
        self._writing: asyncio.Task[None] | None = None
        self.error: str | None = None

    def submit(self, record: dict[str, Any], meta: dict[str, Any]) -> None:
        """Called on the loop: this record is now the one to keep."""
        self._pending = (record, meta)
        if self._writing is None or self._writing.done():
            self._writing = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        loop = asyncio.get_running_loop()
        while self._pending is not None:
            record, meta = self._pending
            self._pending = None
            try:
                await loop.run_in_executor(None, saves.write_record, self.path, record, meta)
                self.error = None
            except saves.SaveError as exc:       # a full disk must not end the game
                self.error = str(exc)

    async def flush(self) -> None:
        """Until the latest record is on disk."""
        while self._writing is not None and not self._writing.done():
            await asyncio.shield(self._writing)
