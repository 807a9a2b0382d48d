"""`jiupai host …`, `jiupai join …`, `jiupai tables`: network tables without a window.

    jiupai host --game ninety_nine --players 4 --open 2 --port 0
    jiupai join 192.168.1.5:40123 --code 482913 --name 小華 --bot normal
    jiupai tables

`host` prints its address, room code and autosave, then runs until the game ends (bots in
the seats that are not open), prints the final scores with the players' names and exits;
Ctrl+C (or SIGTERM) closes the table, tells the guests and keeps the autosave for `--resume`.
`join` plays a seat with the host's hints at the bot's level and prints the final scores, with
the players' names, as its last line. The same work as `python main.py host …` from a
checkout, and as `jiupai-cli host …` (gui/system/commands.py dispatches all of them). No Qt is
imported here. Messages are the English of netplay/words.py, as the other command-line
output of Jiupai.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import signal
import socket
import sys
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import engine
from engine.data_folder import tables_folder
from engine.i18n import arg
from engine.registry import BOT_LEVELS, game_ids
from engine.version import __version__ as APP_VERSION

from . import table_file, words
from .client import GuestClient, JoinRefused
from .connection import GuestLimits
from .guest_bot import SeatPlayer
from .headless import HeadlessAuthority, Pace
from .protocol import PROTOCOL_VERSION, JoinRefusal
from .seats import SeatKind, Seats
from .server import HostConfig, HostServer, new_room_code

if TYPE_CHECKING:
    from .discovery import Advertiser


def say(text: str) -> None:
    print(text, flush=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="jiupai", description="Jiupai's network tables, "
                                     "without a window.")
    sub = parser.add_subparsers(dest="command", required=True)
    host = sub.add_parser("host", help="host a table on this computer")
    host.add_argument("--game", choices=game_ids())
    host.add_argument("--players", type=int, help="default: 4, or what the game seats")
    host.add_argument("--open", type=int, default=1, help="seats for guests (the first ones)")
    host.add_argument("--variant")
    host.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a house rule, e.g. match_hands=1 (again for more)")
    host.add_argument("--level", choices=BOT_LEVELS, default="normal", help="the bots' level")
    host.add_argument("--seed", type=int)
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    host.add_argument("--port", type=int, help="port (0: any free one; default 0, or the "
                      "saved one with --resume)")
    host.add_argument("--name", default=socket.gethostname(), help="the host's name")
    host.add_argument("--think", type=float, default=0.5, help="seconds a bot waits to move")
    host.add_argument("--drop-wait", type=float, default=15.0,
                      help="seconds a dropped guest's seat waits before 托管 plays it")
    host.add_argument("--fill-after", type=float,
                      help="seconds after which bots take the seats still open")
    host.add_argument("--save", type=Path, help="the autosave file")
    host.add_argument("--resume", type=Path, help="reopen the table of an autosave")
    host.add_argument("--advertise", action=argparse.BooleanOptionalAction, default=None,
                      help="announce the table on the local network (default: unless "
                      "listening on a loopback address)")
    join = sub.add_parser("join", help="join a table and play a seat with a bot")
    join.add_argument("address", help="host:port")
    join.add_argument("--code", required=True, help="the room code")
    join.add_argument("--name", required=True)
    join.add_argument("--bot", choices=BOT_LEVELS, default="normal",
                      help="the level of the hints the seat is played with")
    join.add_argument("--token", help="the key printed when the seat was first taken")
    join.add_argument("--retry", type=float, default=30.0,
                      help="seconds to keep trying to rejoin after a drop")
    tables = sub.add_parser("tables", help="list the tables on the local network")
    tables.add_argument("--seconds", type=float, default=3.0)
    return parser


def main(argv: list[str]) -> int:
    """`argv` without the program's name: ["host", "--game", …]."""
    options = build_parser().parse_args(argv)
    run = {"host": run_host, "join": run_join, "tables": run_tables}[options.command]
    try:
        return asyncio.run(run(options))
    except KeyboardInterrupt:
        return 130


def score_line(names: Sequence[object], returns: Sequence[float]) -> str:
    """The last line of `host` and `join`: "final scores: 小華: 2, Bob: 2, Computer 1: 1" —
    each seat's name and points in seat order. A seat without a name is a computer's, numbered
    as the tables number them (gui/lang/seats.py: "Computer 1" is the first one)."""
    shown, computers = [], 0
    for seat, points in enumerate(returns):
        name = names[seat] if seat < len(names) and isinstance(names[seat], str) else ""
        if not name:
            computers += 1
            name = f"Computer {computers}"
        shown.append(f"{name}: {points:g}")
    return "final scores: " + ", ".join(shown)


# ---- host --------------------------------------------------------------------------
def _value(text: str) -> bool | int | str:
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _new_table(options: argparse.Namespace, pace: Pace) -> tuple[HeadlessAuthority, Seats, str]:
    if options.game is None:
        raise ValueError("--game is needed (or --resume FILE)")
    house = {}
    for item in options.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--option {item}: write it as NAME=VALUE")
        house[name.strip()] = _value(value.strip())
    info = engine.game_class(options.game).info
    players = options.players or max(info.min_players, min(4, info.table_max_players))
    game = engine.create(options.game, players, options.variant, **house)
    if not 0 <= options.open <= players:
        raise ValueError(f"--open must be from 0 to {players}")
    kinds = [SeatKind.OPEN] * options.open + [SeatKind.BOT] * (players - options.open)
    seats = Seats.plan(kinds, [options.level] * players)
    return HeadlessAuthority(game, options.seed, pace=pace), seats, new_room_code()


def _config(options: argparse.Namespace, port: int) -> HostConfig:
    return HostConfig(bind=options.bind, port=port, host_name=options.name,
                      drop_wait=options.drop_wait, limits=GuestLimits())


def lan_address() -> str:
    """This computer's address on its network, for guests to type (nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))          # TEST-NET-1: routing only
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _is_loopback(bind: str) -> bool:
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return bind == "localhost"


async def run_host(options: argparse.Namespace) -> int:
    pace = Pace(think=max(0.0, options.think))
    try:
        if options.resume is not None:
            saved = table_file.load(options.resume)
            authority = HeadlessAuthority.resumed(saved.record, pace=pace)
            seats, room, started = saved.seats, saved.room, True
            port = saved.port if options.port is None else options.port
            path = options.save or options.resume
        else:
            authority, seats, room = _new_table(options, pace)
            started, port = False, options.port or 0
            path = options.save or tables_folder() / f"{room}.jiupai"
    except (ValueError, engine.RuleError, table_file.TableFileError) as exc:
        print(f"jiupai host: {exc}", file=sys.stderr)
        return 2
    server = HostServer(authority, seats, _config(options, port), room,
                        table_file.Autosaver(path), started=started)
    server.log = lambda text: say(f"[host] {text}")
    try:
        port = await server.start()
    except OSError as exc:
        print(f"jiupai host: cannot listen on {options.bind}:{port} ({exc.strerror or exc})",
              file=sys.stderr)
        authority.close()
        return 2
    shown = lan_address() if options.bind in ("", "0.0.0.0") else options.bind
    facts = authority.facts
    say(f"jiupai host: {facts.game}, {facts.players} players, {seats.free()} open seat(s)")
    say(f"address {shown}:{port}")
    say(f"room {room}")
    say(f"autosave {path}")
    async with _advertised(options, server, shown, port):
        _stop_on_signals(server)
        if options.fill_after is not None and not started:
            asyncio.get_running_loop().call_later(options.fill_after, server.begin)
        await server.wait_over()
    state = authority.session.state if authority.session is not None else None
    if state is not None and state.is_over:
        say(score_line(seats.names(), state.returns()))
        return 0
    say(f"the table is closed; reopen it with: jiupai host --resume {path}")
    return 0


@contextlib.asynccontextmanager
async def _advertised(options: argparse.Namespace, server: HostServer, shown: str,
                      port: int) -> AsyncIterator[None]:
    advertise = options.advertise
    if advertise is None:
        advertise = not _is_loopback(options.bind)
    if not advertise:
        yield
        return
    from .discovery import Advertiser
    ad = Advertiser(options.bind, shown, port, server.authority.facts, options.name, APP_VERSION)
    try:
        await ad.start(server.seats.free())
        server.on_lobby = _announcing(server, ad)
        say(f"[host] announced on the local network as '{ad.name}'")
    except OSError as exc:
        say(f"[host] the table is not announced on the network ({exc})")
    try:
        yield
    finally:
        server.on_lobby = lambda lobby: None
        await ad.close()


def _announcing(server: HostServer, ad: Advertiser) -> Callable[[dict[str, Any]], None]:
    """The lobby's listener that announces the free seats again when their number changes."""
    shown = [server.seats.free()]

    async def announce(free: int) -> None:
        await ad.update(free)
        say(f"[host] announced: {free} free seat(s)")

    def changed(lobby: dict[str, Any]) -> None:
        free = server.seats.free()
        if free != shown[0]:
            shown[0] = free
            asyncio.get_running_loop().create_task(announce(free))
    return changed


def _stop_on_signals(server: HostServer) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):   # (Windows)
            loop.add_signal_handler(sig, lambda: loop.create_task(server.close()))


# ---- join ----------------------------------------------------------------------------
def refusal_text(refusal: JoinRefused) -> str:
    text = words.JOIN_REFUSALS[refusal.code]
    if refusal.code is JoinRefusal.VERSION:
        return arg(text, refusal.host_app, refusal.host_protocol, PROTOCOL_VERSION)
    return text


async def run_join(options: argparse.Namespace) -> int:
    try:
        client = GuestClient(options.address, options.code, options.name, options.token)
    except ValueError as exc:
        print(f"jiupai join: {exc}", file=sys.stderr)
        return 2
    player = SeatPlayer(client, options.bot, options.retry, say=say)
    try:
        returns = await player.run()
    except JoinRefused as refusal:
        say(refusal_text(refusal))
        return 1
    if returns is None:
        return 1
    names = player.latest.observation.get("names") if player.latest is not None else None
    say(score_line(names if isinstance(names, list) else [], returns))
    return 0


async def run_tables(options: argparse.Namespace) -> int:
    from .discovery import browse
    found = await browse(options.seconds)
    for ad in found:
        say(f"{ad.address}  {ad.game}  {ad.players} players, {ad.free} free  {ad.host}")
    if not found:
        say("no table was found (type the host's address instead)")
    return 0
