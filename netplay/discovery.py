"""Finding tables on the local network: mDNS / DNS-SD (zeroconf).

A host advertises its table as a `_jiupai._tcp` service: its address and port, and in the TXT
record the game, the players, the free seats, the host's name and the protocol and app
versions (never the room code: that is told, not broadcast). A browser lists what it hears.
Where multicast does not cross the network (some Wi-Fi access points, VPNs), a guest types the
address instead; discovery is a convenience, never required.

`interfaces` chooses where to speak: the host advertises on the address it listens on (all
interfaces when it listens on all); the tests use 127.0.0.1 inside a network namespace of
their own, so nothing is ever sent on a real network.
"""
from __future__ import annotations

import asyncio
import ipaddress
import re
import secrets
import socket
from dataclasses import dataclass
from typing import Any

from zeroconf import DNSQuestionType, IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .authority import GameFacts
from .protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_jiupai._tcp.local."


@dataclass(frozen=True)
class TableAd:
    """One advertised table, as a browser heard it."""

    name: str
    address: str          # host:port, ready for `jiupai join`
    game: str
    players: int
    free: int
    host: str
    protocol: int
    app: str


def _interfaces(bind: str) -> Any:
    from zeroconf import InterfaceChoice
    return InterfaceChoice.All if bind in ("", "0.0.0.0") else [bind]


def _instance(host: str, game: str, port: int) -> str:
    label = re.sub(r"[.\x00-\x1f]", " ", f"{host or 'Jiupai'} {game} {port}").strip()
    return f"{label.encode('utf-8')[:60].decode('utf-8', 'ignore')}.{SERVICE_TYPE}"


class Advertiser:
    """Announces one table while it is open; `update(free)` when seats are taken."""

    def __init__(self, bind: str, address: str, port: int, facts: GameFacts,
                 host_name: str, app: str) -> None:
        self._bind, self._address, self._port = bind, address, port
        self._facts, self._host, self._app = facts, host_name, app
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._name = _instance(host_name, facts.game, port)
        self._server = f"jiupai-{secrets.token_hex(4)}.local."
        # zeroconf announces a record a few times after it changes; the next change waits
        # for those, or a late announcement of the old record would be heard last
        self._broadcast: asyncio.Future[Any] | None = None
        self._lock = asyncio.Lock()

    def _service(self, free: int) -> AsyncServiceInfo:
        props = {"game": self._facts.game, "players": str(self._facts.players),
                 "free": str(free), "host": self._host[:60], "protocol": str(PROTOCOL_VERSION),
                 "app": self._app}
        return AsyncServiceInfo(
            SERVICE_TYPE, self._name, addresses=[socket.inet_aton(self._address)],
            port=self._port, properties=props, server=self._server)

    @property
    def name(self) -> str:
        return self._name.removesuffix("." + SERVICE_TYPE)

    async def start(self, free: int) -> None:
        self._zc = AsyncZeroconf(interfaces=_interfaces(self._bind),
                                 ip_version=IPVersion.V4Only)
        self._info = self._service(free)
        self._broadcast = asyncio.ensure_future(await self._zc.async_register_service(
            self._info, allow_name_change=True))       # (a future already: itself)
        self._name = self._info.name         # (another table may have had the name)

    async def update(self, free: int) -> None:
        async with self._lock:
            if self._zc is None or self._info is None:
                return
            if self._broadcast is not None:
                await self._broadcast
            self._info = self._service(free)
            self._broadcast = asyncio.ensure_future(await self._zc.async_update_service(self._info))

    async def close(self) -> None:
        if self._broadcast is not None and not self._broadcast.done():
            self._broadcast.cancel()
        if self._zc is not None:
            await self._zc.async_unregister_all_services()
            await self._zc.async_close()
            self._zc = None


async def browse(seconds: float, interfaces: list[str] | None = None) -> list[TableAd]:
    """The tables heard within `seconds` (on `interfaces`, default all)."""
    zc = AsyncZeroconf(interfaces=interfaces or _interfaces(""), ip_version=IPVersion.V4Only)
    names: set[str] = set()

    def heard(zeroconf: Any, service_type: str, name: str,
              state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    # QM: answers come by multicast. A unicast answer (QU) goes to port 5353 of this
    # computer, where another program listening for mDNS (a second Jiupai, the host of the
    # table itself) may be the one to get it.
    browser = AsyncServiceBrowser(zc.zeroconf, [SERVICE_TYPE], handlers=[heard],
                                  question_type=DNSQuestionType.QM)
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in sorted(names):
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if await info.async_request(zc.zeroconf, 1500, question_type=DNSQuestionType.QM):
                ad = _ad(name, info)
                if ad is not None:
                    found.append(ad)
        return found
    finally:
        await browser.async_cancel()
        await zc.async_close()


def _ad(name: str, info: AsyncServiceInfo) -> TableAd | None:
    """A table from a service record, or None when the record is not one of ours."""
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
             for k, v in (info.properties or {}).items()}
    addresses = [a for a in info.parsed_addresses() if ipaddress.ip_address(a).version == 4]
    if not addresses or not info.port:
        return None
    try:
        return TableAd(name=name.removesuffix("." + SERVICE_TYPE), address=f"{addresses[0]}:{info.port}",
                       game=props.get("game", ""), players=int(props.get("players", "0")),
                       free=int(props.get("free", "0")), host=props.get("host", ""),
                       protocol=int(props.get("protocol", "0")), app=props.get("app", ""))
    except ValueError:
        return None
