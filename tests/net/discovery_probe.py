"""Run inside a network namespace of its own (tests/net/test_discovery.py starts it with
`unshare -rn`): only a loopback interface exists there, so nothing reaches a real network.

It turns multicast on for that loopback, hosts a table that advertises itself, browses for
tables before and after a guest takes a seat, stops the host and prints what it found as
one JSON line. Exit status 3 (with the reason) when the namespace cannot carry multicast.
"""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from netplay.client import GuestClient  # noqa: E402
from netplay.discovery import browse  # noqa: E402
from tests.net.harness import programs  # noqa: E402

SETUP = [["ip", "link", "set", "lo", "up"], ["ip", "link", "set", "lo", "multicast", "on"],
         ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"]]


async def look(host, address: str, room: str, start) -> dict:
    before = await browse(1.0, ["127.0.0.1"])
    guest = GuestClient(address, room, "Ann", ping_interval=None)
    await guest.join()
    await asyncio.get_running_loop().run_in_executor(
        None, host.expect, "[host] announced: 1 free seat(s)")
    listing = start("tables", "--seconds", "2")          # the command line's browser, too
    # mDNS is eventually consistent: a browser may still hear the old record for a moment
    # (and by RFC 6762, 6. the host repeats a record at most once a second): look again
    # until the new one is heard, a few times at most.
    for _ in range(4):
        after = await browse(1.5, ["127.0.0.1"])
        if [ad.free for ad in after] == [1]:
            break
    listed = await asyncio.get_running_loop().run_in_executor(None, listing.finish, 20)
    await guest.leave()
    return {"before": [ad.__dict__ for ad in before], "after": [ad.__dict__ for ad in after],
            "listed": listed}


def main() -> int:
    for command in SETUP:
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"SKIP {' '.join(command)}: {done.stderr.strip()}")
            return 3
    with programs() as start:
        host = start("host", "--game", "tiandiren", "--players", "3", "--open", "2",
                     "--bind", "127.0.0.1", "--port", "0", "--advertise", "--name", "Test host",
                     "--save", str(Path(sys.argv[1]) / "table.jiupai"))
        address = host.expect("address ").split()[1]
        room = host.expect("room ").split()[1]
        host.expect("[host] announced on the local network")
        found = asyncio.run(asyncio.wait_for(look(host, address, room, start), 30))
    print(json.dumps({"address": address, **found}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
