"""A hostile guest gets nowhere, and the others play on (issue 27: "messages are size-limited
and schema-checked, floods are rate-limited, an action for another seat or out of turn is
refused with its reason, a wrong token cannot take a seat, a slow or silent connection times
out — and none of it crashes the host or costs the other players their game").

Each test seats a hostile guest at seat 0 and a good one (a bot-driven guest) at seat 1 of a
3-player 九九 (one hand; seat 2 a bot), does one hostile thing, and checks the answer, that
the game is as it was, and that the good guest finishes the game with the host's scores.
"""
import asyncio
import json
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from netplay.cli import refusal_text
from netplay.client import JoinRefused, websocket_uri
from netplay.connection import GuestLimits
from netplay.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION, ByeReason, HostType, JoinRefusal
from netplay.server import HostConfig

from .harness import TEST_CONFIG, hosted, is_type, my_turn, run, seated, wait_until

STRICT = HostConfig(**{**TEST_CONFIG.__dict__, "limits": GuestLimits()})   # the real limits


def fingerprint(table) -> str:
    return json.dumps(table.state.full_state(), sort_keys=True, default=str)


async def hostile_and_good(table):
    """The hostile guest seated first (seat 0), then the good one starts playing (seat 1)."""
    hostile = await seated(table, "Mallory")
    good = table.player("Alice")
    game = asyncio.get_running_loop().create_task(good.run())
    return hostile, game


async def good_finishes(table, game) -> None:
    returns = await asyncio.wait_for(game, 20)
    await asyncio.wait_for(table.server.wait_over(), 5)
    assert returns == table.returns()


def test_an_oversized_message_closes_only_that_connection():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(my_turn)
            before = fingerprint(table)
            await hostile.client.send_raw("x" * (MAX_MESSAGE_BYTES + 1))
            gone = await hostile.closing()
            assert gone.code == 1009                         # "message too big"
            assert fingerprint(table) == before
            await good_finishes(table, game)                 # 托管 took seat 0 meanwhile
            assert table.server.seats[0].autoplay
    run(scenario())


BAD_FRAMES = ["not json", b"\x00\x01binary", "[1, 2]", '{"type": "shout"}',
              '{"type": "action"}', '{"type": "action", "notation": 5, "move": 0}',
              '{"type": "action", "notation": "AS", "move": 0, "cheat": true}',
              "[" * 10_000 + "]" * 10_000, '{"type": "hello", "app": "x", "protocol": 1, '
              '"room": "1", "name": "again"}']


def test_messages_that_break_the_schema_are_answered_and_change_nothing():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(my_turn)
            before, mark = fingerprint(table), hostile.mark()
            for frame in BAD_FRAMES:
                await hostile.client.send_raw(frame)
            for _frame in BAD_FRAMES:
                mark = hostile.messages.index(await hostile.wait(
                    is_type(HostType.NOTICE, code="bad_message"), after=mark)) + 1
            assert fingerprint(table) == before
            for _ in range(TEST_CONFIG.limits.bad_messages):       # and then it is enough
                await hostile.client.send_raw("still not json")
            assert (await hostile.closing()).reason is ByeReason.BAD_MESSAGES
            await good_finishes(table, game)
    run(scenario())


def test_a_flood_is_throttled_then_disconnected_and_the_game_goes_on():
    async def scenario():
        async with hosted(config=STRICT) as table:
            hostile, game = await hostile_and_good(table)
            turn = (await hostile.wait(my_turn)).turn
            flood = json.dumps({"type": "why_not", "attempt": "AS", "move": turn.move})
            for _ in range(STRICT.limits.flood_drops + int(STRICT.limits.burst) + 50):
                await hostile.client.send_raw(flood)
            gone = await hostile.closing()
            assert gone.reason is ByeReason.FLOOD
            assert hostile.of(HostType.NOTICE)[0]["code"] == "rate_limited"
            answered = len(hostile.of(HostType.WHY_NOT))
            assert answered <= STRICT.limits.burst + 10       # the rest was never looked at
            await good_finishes(table, game)
    run(scenario())


def test_an_action_for_another_seat_is_refused():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            turn = (await hostile.wait(my_turn)).turn
            before, mark = fingerprint(table), hostile.mark()
            await hostile.client.send_raw(json.dumps(
                {"type": "action", "notation": turn.legal[0]["notation"], "move": turn.move,
                 "seat": 1}))
            refusal = await hostile.wait(is_type(HostType.REJECTED), after=mark)
            assert (refusal["request"], refusal["code"]) == ("action", "wrong_seat")
            assert fingerprint(table) == before
            await hostile.client.autoplay(True)
            await good_finishes(table, game)
    run(scenario())


def test_an_action_out_of_turn_is_refused():
    async def scenario():
        async with hosted() as table:
            hostile = await seated(table, "Mallory")
            other = await seated(table, "Alice")      # both wait: nobody moves for them
            theirs = (await other.wait(my_turn)).turn
            before, mark = fingerprint(table), hostile.mark()
            await hostile.client.act(theirs.legal[0]["notation"], theirs.move)
            refusal = await hostile.wait(is_type(HostType.REJECTED), after=mark)
            assert refusal["code"] == "not_your_turn" and refusal["to_move"] == 1
            assert refusal["move"] == theirs.move
            assert fingerprint(table) == before
            for inbox in (hostile, other):
                await inbox.client.autoplay(True)
            await asyncio.wait_for(table.server.wait_over(), 20)
            assert table.state.is_over
    run(scenario())


def test_an_action_answering_an_old_move_is_refused_as_stale():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            turn = (await hostile.wait(lambda m: my_turn(m) and m.turn.move > 0)).turn
            notation = turn.legal[0]["notation"]
            before, mark = fingerprint(table), hostile.mark()
            for move in (turn.move - 1, turn.move + 1):
                await hostile.client.act(notation, move)
            refusals = [await hostile.wait(is_type(HostType.REJECTED), after=mark)]
            refusals.append(await hostile.wait(is_type(HostType.REJECTED),
                                               after=hostile.messages.index(refusals[0]) + 1))
            assert [r["code"] for r in refusals] == ["stale", "stale"]
            assert fingerprint(table) == before
            await hostile.client.act(notation, turn.move)        # the right number plays
            await wait_until(lambda: len(table.state.history) > turn.move)
            assert table.state.history[turn.move] == notation
            assert table.authority.session.actors[turn.move] == 0
            await hostile.client.autoplay(True)
            await good_finishes(table, game)
    run(scenario())


def test_a_wrong_key_takes_no_seat():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(my_turn)
            intruder = table.guest("Eve", token="x" * 32)
            with pytest.raises(JoinRefused) as refused:
                await intruder.join()
            assert refused.value.code is JoinRefusal.TOKEN
            assert table.server.seats[0].connected and table.server.seats[0].name == "Mallory"
            assert hostile.closed is None
            await hostile.client.autoplay(True)
            await good_finishes(table, game)
    run(scenario())


def test_a_wrong_room_code_is_refused_and_guessing_is_stopped():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(is_type(HostType.TURN))              # the game is on
            await hostile.client.autoplay(True)
            wrong = "999999" if table.server.room != "999999" else "888888"
            refusals = []
            for _ in range(12):
                client = table.guest("Eve")
                client.room = wrong
                with pytest.raises(JoinRefused) as refused:
                    await client.join()
                refusals.append(refused.value.code)
            assert refusals[:10] == [JoinRefusal.ROOM_CODE] * 10
            assert refusals[10:] == [JoinRefusal.ATTEMPTS] * 2      # the right code too, now
            await good_finishes(table, game)
    run(scenario())


def test_another_protocol_version_is_refused_with_both_versions_named():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(is_type(HostType.TURN))              # the game is on
            await hostile.client.autoplay(True)
            client = table.guest("Old", protocol=PROTOCOL_VERSION + 1)
            with pytest.raises(JoinRefused) as refused:
                await client.join()
            await good_finishes(table, game)
            return refused.value
    refusal = run(scenario())
    assert refusal.code is JoinRefusal.VERSION and refusal.host_protocol == PROTOCOL_VERSION
    sentence = refusal_text(refusal)
    assert refusal.host_app in sentence and f"protocol {PROTOCOL_VERSION}" in sentence


def test_a_full_table_says_so():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(my_turn)
            with pytest.raises(JoinRefused) as refused:
                await table.guest("Late").join()
            assert refused.value.code is JoinRefusal.TABLE_FULL
            await hostile.client.autoplay(True)
            await good_finishes(table, game)
    run(scenario())


def test_a_connection_that_never_speaks_is_closed():
    """Neither a socket that never starts the WebSocket handshake nor a WebSocket that never
    says hello keeps its connection past the hello timeout (1 s here)."""
    async def scenario():
        async with hosted() as table:
            host, port = table.address.split(":")
            raw = socket.create_connection((host, int(port)), timeout=5)   # no HTTP at all
            mute = await connect(websocket_uri(table.address), proxy=None, ping_interval=None)
            loop = asyncio.get_running_loop()
            data = await loop.run_in_executor(None, raw.recv, 1024)
            raw.close()
            assert data == b""                                   # closed by the host
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(mute.recv(), 5)
            assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "timeout")
            assert table.server.seats.free() == 2
    run(scenario())


def test_a_seated_guest_that_goes_silent_is_dropped_and_toukan_plays():
    async def scenario():
        async with hosted() as table:
            hostile, game = await hostile_and_good(table)
            await hostile.wait(my_turn)
            hostile.client._ws.transport.pause_reading()         # a laptop gone to sleep
            await wait_until(lambda: not table.server.seats[0].connected, 5,
                             "the silent guest to be dropped")
            await good_finishes(table, game)
            assert table.server.seats[0].autoplay
            assert 0 in table.authority.session.actors            # 托管 moved for seat 0
    run(scenario())


def test_a_guest_that_never_says_ready_does_not_hold_up_the_table():
    """Bots wait (up to a second here) for the connected guests to show the last turn; one
    that never answers is waited for once, then not until it catches up — otherwise this
    game of about 150 moves would take minutes and fail the bound of `run`."""
    async def scenario():
        async with hosted() as table:
            hostile = await seated(table, "Mallory")
            hostile.ready = False
            good = table.player("Alice")
            game = asyncio.get_running_loop().create_task(good.run())
            await hostile.wait(my_turn)
            await hostile.client.autoplay(True)
            await good_finishes(table, game)
    run(scenario(), 15)
