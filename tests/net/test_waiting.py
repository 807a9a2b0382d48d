"""Connections that never say hello (issue 32.8, found by a hostile guest): they once counted
against one limit of 32 with everyone, so 31 of them closed every other join and every rejoin
with 1013 "busy". Now they are counted per address (netplay/limits.WaitingRoom) and never
against the seated guests: a flood from one address costs only that address. And what a hello
must be to be read at all (issue 32.10)."""
import dataclasses
import json

from websockets.asyncio.client import connect

from netplay.client import websocket_uri
from netplay.limits import WaitingRoom
from netplay.protocol import HostType

from .harness import TEST_CONFIG, hosted, is_type, run, seated, wait_until

FLOODER = "127.0.0.2"        # loopback too (127.0.0.0/8): the host sees another address


def test_an_address_keeps_a_few_waiting_connections_its_next_one_closes_its_oldest():
    room: WaitingRoom[str] = WaitingRoom(per_address=3, most=5)
    assert [room.enter(f"a{i}", "127.0.0.9") for i in range(3)] == [[], [], []]
    assert room.enter("a3", "127.0.0.9") == ["a0"]          # not the newcomer: the oldest
    assert room.enter("b0", "127.0.0.7") == []              # another address is not counted
    assert (room.waiting("127.0.0.9"), room.waiting("127.0.0.7"), room.waiting()) == (3, 1, 4)
    room.leave("a2")                                       # said hello
    room.leave("a2")                                       # (twice: nothing more)
    assert room.waiting("127.0.0.9") == 2


def test_past_the_most_in_all_the_oldest_of_all_is_closed_and_a_newcomer_always_gets_in():
    room: WaitingRoom[str] = WaitingRoom(per_address=2, most=3)
    for i, address in enumerate(["127.0.0.1", "127.0.0.2", "127.0.0.3"]):
        assert room.enter(f"c{i}", address) == []
    assert room.enter("c3", "127.0.0.4") == ["c0"]
    assert room.enter("c4", "127.0.0.4") == ["c1"]
    assert room.enter("c5", "127.0.0.4") == ["c3"]          # its own oldest makes the room
    assert room.waiting() == 3 and room.waiting("127.0.0.1") == 0
    for gone in ("c2", "c4", "c5"):
        room.leave(gone)
    assert room.waiting() == 0 and room._count == {} and not room._order


def test_a_flood_without_hello_locks_out_neither_a_join_nor_a_rejoin_with_a_key():
    """40 WebSockets from 127.0.0.2 that never say hello (the hello timeout made long, so
    they would all still be open): only 4 stay open, the others are closed 1013 "busy"; a
    new guest from 127.0.0.1 takes the last seat and a dropped guest takes its seat back
    with its key."""
    config = dataclasses.replace(TEST_CONFIG, hello_timeout=30.0)

    async def scenario():
        async with hosted(players=3, open_seats=3, config=config) as table:
            ann = await seated(table, "Ann")
            await seated(table, "Bob")
            uri = websocket_uri(table.address)
            mute = [await connect(uri, proxy=None, ping_interval=None,
                                  local_addr=(FLOODER, 0)) for _ in range(40)]
            await wait_until(lambda: sum(ws.close_code is not None for ws in mute) == 36, 10,
                             "the flood's oldest connections to be closed")
            assert {ws.close_code for ws in mute[:36]} == {1013}
            assert all(ws.close_code is None for ws in mute[36:])
            carl = await seated(table, "Carl")                 # the last seat: the game begins
            await carl.wait(lambda m: m.type is HostType.TURN, 5)
            token = ann.client.token
            await ann.client.close()
            await wait_until(lambda: not table.server.seats[0].connected, 5, "Ann's drop")
            back = table.guest("Ann", token=token)
            welcome = await back.join()
            assert (welcome["seat"], table.server.seats[0].connected) == (0, True)
            for ws in mute:
                await ws.close()
            await back.close()
    run(scenario(), 40)


def test_a_rejoin_gets_in_while_its_own_address_floods():
    """The same address (127.0.0.1) floods: its newest connection, one that says hello at
    once, gets in; the flood's oldest are the ones closed."""
    config = dataclasses.replace(TEST_CONFIG, hello_timeout=30.0)

    async def scenario():
        async with hosted(players=3, open_seats=2, config=config) as table:
            ann = await seated(table, "Ann")
            bob = await seated(table, "Bob")
            await ann.wait(lambda m: m.type is HostType.TURN, 5)
            uri = websocket_uri(table.address)
            mute = [await connect(uri, proxy=None, ping_interval=None) for _ in range(40)]
            token = bob.client.token
            await bob.client.close()
            await wait_until(lambda: not table.server.seats[1].connected, 5, "Bob's drop")
            back = table.guest("Bob", token=token)
            assert (await back.join())["seat"] == 1
            inbox_sync = await back.receive()
            while not is_type(HostType.TURN)(inbox_sync):
                inbox_sync = await back.receive()
            assert inbox_sync.turn.kind == "sync"
            assert sum(ws.close_code is None for ws in mute) <= 4
            for ws in mute:
                await ws.close()
            await back.close()
    run(scenario(), 40)


def test_a_hello_with_protocol_1_0_or_a_field_given_twice_is_a_bad_hello():
    """docs/network.md (issue 32.10): `protocol` is the JSON integer 1; `1.0` is refused as
    `bad_hello`, as is a hello with a field given twice; the close is 1008 with the code."""
    hellos = ['{"type": "hello", "app": "0.2.0", "protocol": 1.0, "room": "%s", "name": "A"}',
              '{"type": "hello", "app": "0.2.0", "protocol": 1, "room": "%s", "name": "A", '
              '"name": "B"}']

    async def scenario():
        async with hosted() as table:
            answers = []
            for text in hellos:
                ws = await connect(websocket_uri(table.address), proxy=None, ping_interval=None)
                await ws.send(text % table.server.room)
                answers.append(json.loads(await ws.recv()))
                await ws.wait_closed()
                answers.append((ws.close_code, ws.close_reason))
            assert table.server.seats.free() == 2
            return answers
    answers = run(scenario())
    assert [a["code"] for a in answers[0::2]] == ["bad_hello", "bad_hello"]
    assert answers[1::2] == [(1008, "bad_hello")] * 2
