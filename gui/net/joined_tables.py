"""The network tables this app joined as a guest, each with its seat's key (QSettings).

A guest whose connection dropped for good (its GuestLink gave up), who left, or who
restarted the app takes its own seat back with the key the host gave it (the host's 托管
plays the seat meanwhile; netplay/server.py). The join dialog (join_dialog.py) shows each
remembered table as "your seat is kept — Rejoin", found on the network by its address or
listed by the address remembered here, and joins with the key and the remembered room
code: nothing to type. At most KEEP tables are kept, the newest first (as the host's own
keys are: gui/net/last_table.py); a table whose game ended, or whose host no longer knows
the key, is forgotten.
"""
from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass

from ..userdata import prefs

#: the tables joined: a JSON list of JoinedTable, the newest first
JOINED = "net/joined_tables"
#: the one seat an older version remembered ({"address", "room", "token"})
LAST_SEAT = "net/last_seat"
KEEP = 10
#: a table not heard on the network is still listed (by its address) this long after the join
LISTED_SECONDS = 24 * 3600


@dataclass(frozen=True)
class JoinedTable:
    """One table joined: where, its room code, the seat's key, what it was (for the list)."""

    address: str
    room: str
    token: str
    game: str = ""
    host: str = ""
    when: float = 0.0          # time.time() of the join

    @classmethod
    def from_json(cls, data: object) -> JoinedTable | None:
        if not isinstance(data, dict):
            return None
        text = {k: data.get(k) for k in ("address", "room", "token", "game", "host")}
        if not all(isinstance(text[k], str) and text[k] for k in ("address", "room", "token")):
            return None
        when = data.get("when", 0.0)
        return cls(text["address"], text["room"], text["token"],   # type: ignore[arg-type]
                   text["game"] if isinstance(text["game"], str) else "",
                   text["host"] if isinstance(text["host"], str) else "",
                   float(when) if isinstance(when, (int, float)) else 0.0)


def joined() -> list[JoinedTable]:
    """The tables remembered, the newest first (a damaged entry is skipped)."""
    try:
        raw = json.loads(prefs.get(JOINED, "[]", str) or "[]")
    except ValueError:
        raw = []
    tables = [t for t in map(JoinedTable.from_json, raw if isinstance(raw, list) else [])
              if t is not None]
    try:
        old = JoinedTable.from_json(json.loads(prefs.get(LAST_SEAT, "{}", str) or "{}"))
    except ValueError:
        old = None
    if old is not None and not any(_same(t, old.address, old.room) for t in tables):
        tables.append(old)
    return tables[:KEEP]


def _same(table: JoinedTable, address: str, room: str) -> bool:
    return table.address == address and table.room == room


def _store(tables: list[JoinedTable]) -> None:
    prefs.put(JOINED, json.dumps([asdict(t) for t in tables[:KEEP]], ensure_ascii=False))
    prefs.put(LAST_SEAT, "{}")


def remember(table: JoinedTable) -> None:
    """`table` joined now: first in the list (its older entry, if any, goes)."""
    if not table.when:
        table = JoinedTable(table.address, table.room, table.token, table.game, table.host,
                            time.time())
    _store([table] + [t for t in joined() if not _same(t, table.address, table.room)])


def forget(address: str, room: str) -> None:
    """The table's seat is no longer ours (its game ended, or the key no longer opens it)."""
    tables = joined()
    kept = [t for t in tables if not _same(t, address, room)]
    if len(kept) != len(tables):
        _store(kept)


def key_for(address: str, room: str) -> str | None:
    """The key of our seat at this address with this room code, if remembered."""
    return next((t.token for t in joined() if _same(t, address, room)), None)


def at(address: str) -> JoinedTable | None:
    """The newest table remembered at this address (a discovered table names no room)."""
    return next((t for t in joined() if t.address == address), None)


def listed(now: float | None = None) -> list[JoinedTable]:
    """The tables the join dialog lists even when nobody heard them on the network: those
    joined within LISTED_SECONDS (older ones show when they are heard)."""
    now = time.time() if now is None else now
    return [t for t in joined() if now - t.when <= LISTED_SECONDS]


__all__ = ["JOINED", "KEEP", "JoinedTable", "at", "forget", "joined", "key_for", "listed",
           "remember"]
