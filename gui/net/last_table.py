"""The hosted game's autosave for Continue: the table file of the network table this window
hosted last (its game goes on when it is reopened). Light on purpose: the home screen reads
it at start-up, before anything of the network is loaded."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.saves import SaveError, read_head

from ..userdata import prefs

#: the keys of the host's own seats at the tables this window opened, by room code
HOST_KEYS = "net/host_keys"
#: the table file of the game this window hosted last
LAST_TABLE = "net/last_table"


def known_keys() -> dict[str, str]:
    try:
        keys = json.loads(prefs.get(HOST_KEYS, "{}", str) or "{}")
    except ValueError:
        return {}
    return {k: v for k, v in keys.items() if isinstance(v, str)} if isinstance(keys, dict) else {}


def last_table() -> tuple[Path, dict[str, Any]] | None:
    """(the file, its head) of the table this window hosted last, when it can be reopened
    here: unfinished, of a network table, its seat key known; else None."""
    raw = prefs.get(LAST_TABLE, "", str) or ""
    path = Path(raw) if raw else None
    if path is None or not path.is_file():
        return None
    try:
        head = read_head(path, path.name)
    except SaveError:
        return None
    meta = head.get("meta") or {}
    net = meta.get("net") if isinstance(meta, dict) else None
    if meta.get("over") or not isinstance(net, dict) or net.get("room") not in known_keys():
        return None
    return path, head


def host_seat(head: dict[str, Any]) -> int:
    """The host's own seat at the table whose file's head this is: the seat its key opens
    (the file keeps only the keys' SHA-256, netplay/seats.py); 0 when none does."""
    from netplay.seats import hash_key
    net = (head.get("meta") or {}).get("net") or {}
    key = known_keys().get(str(net.get("room", "")))
    seats = net.get("seats") if isinstance(net.get("seats"), list) else []
    wanted = hash_key(key) if key else None
    for index, seat in enumerate(seats):
        if wanted is not None and isinstance(seat, dict) and seat.get("key") == wanted:
            return index
    return 0


def remember(path: Path) -> None:
    prefs.put(LAST_TABLE, str(path))


def newer_than(path: Path, other: Path) -> bool:
    """`path` was written after `other` (or `other` is not there)."""
    try:
        return not other.exists() or path.stat().st_mtime >= other.stat().st_mtime
    except OSError:
        return False


__all__ = ["HOST_KEYS", "LAST_TABLE", "host_seat", "known_keys", "last_table", "newer_than", "remember"]
