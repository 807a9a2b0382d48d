"""Keeping one's seat (issue 27: "a player whose connection drops keeps the seat — 托管 plays it
after a short wait, and the player takes it back on reconnecting"), the lobby, chat, hints
and why-nots, 托管 on request, and the host closing."""
import asyncio

import pytest

import engine
from netplay.client import JoinRefused
from netplay.protocol import MAX_CHAT_CHARS, ByeReason, ChatPhrase, HostType, JoinRefusal
from netplay.server import HostConfig

from .harness import TEST_CONFIG, hosted, is_type, my_turn, run, seated, wait_until


def test_a_guest_that_drops_mid_hand_gets_its_seat_back():
    async def scenario():
        async with hosted(match_hands=3) as table:
            loop = asyncio.get_running_loop()
            first = table.player("Ann")
            playing = loop.create_task(first.run())
            other = loop.create_task(table.player("Ben").run())
            await wait_until(lambda: table.authority.session is not None
                             and len(table.state.history) >= 12, what="twelve moves")
            client = first.client
            playing.cancel()
            client._ws.transport.abort()                     # the cable is pulled
            dropped_at = len(table.state.history)
            await wait_until(lambda: table.server.seats[0].autoplay, what="托管 for seat 0")
            await wait_until(lambda: 0 in table.authority.session.actors[dropped_at:],
                             what="托管 to move for seat 0")
            back = type(first)(client, "easy", retry=3.0, say=lambda text: None)
            returns = await loop.create_task(back.run())
            sync = back.turns[0]
            assert sync.kind.value == "sync" and sync.seat == 0
            then = engine.replay({**table.state.record(),
                                  "actions": table.state.history[:sync.move]})
            assert sync.observation["hand"] == then.observation(0)["hand"]
            assert sync.events[0]["kind"] == "deal" and len(sync.events) > 12
            assert not table.server.seats[0].autoplay or table.state.is_over
            assert returns == table.returns() == await other
            assert table.authority.session.actors[sync.move:].count(0) > 0   # played on
    run(scenario())


def test_a_guest_back_within_the_wait_finds_its_seat_untouched():
    config = HostConfig(**{**TEST_CONFIG.__dict__, "drop_wait": 30.0})
    async def scenario():
        async with hosted(config=config) as table:
            ann = await seated(table, "Ann")
            ben = await seated(table, "Ben")
            await ben.client.autoplay(True)
            turn = (await ann.wait(my_turn)).turn
            ann.client._ws.transport.abort()
            await wait_until(lambda: not table.server.seats[0].connected)
            await asyncio.sleep(0.5)
            assert len(table.state.history) == turn.move and not table.server.seats[0].autoplay
            await ann.client.join()                              # with its key
            again = type(ann)(ann.client)
            sync = (await again.wait(is_type(HostType.TURN))).turn
            assert sync.kind.value == "sync" and sync.my_turn and sync.move == turn.move
            assert sync.legal == turn.legal
            await again.client.autoplay(True)
            await asyncio.wait_for(table.server.wait_over(), 20)
    run(scenario())


def test_a_guest_who_says_bye_is_played_by_toukan_at_once():
    config = HostConfig(**{**TEST_CONFIG.__dict__, "drop_wait": 30.0})
    async def scenario():
        async with hosted(config=config) as table:
            ann = await seated(table, "Ann")
            ben = asyncio.get_running_loop().create_task(table.player("Ben").run())
            await ann.wait(my_turn)
            await ann.client.leave()
            await wait_until(lambda: table.server.seats[0].autoplay, 2, "托管 at once")
            assert await asyncio.wait_for(ben, 20) == table.returns()
    run(scenario())


def test_the_lobby_shows_who_sits_where_and_the_host_can_free_a_seat():
    async def scenario():
        async with hosted(players=4, open_seats=3) as table:
            ann = await seated(table, "Ann")
            lobby = await ann.wait(is_type(HostType.LOBBY))
            assert [s["kind"] for s in lobby["seats"]] == ["guest", "open", "open", "bot"]
            assert lobby["seats"][0]["name"] == "Ann" and lobby["seats"][3]["level"] == "easy"
            assert not lobby["started"]
            ben = await seated(table, "Ben")
            key = ben.client.token
            table.server.kick(1)
            assert (await ben.closing()).reason is ByeReason.KICKED
            assert table.server.seats[1].kind.value == "open"
            with pytest.raises(JoinRefused) as refused:
                await table.guest("Ben", token=key).join()       # the key opens nothing now
            assert refused.value.code is JoinRefusal.TOKEN
            cat = await seated(table, "Cat")
            assert cat.client.seat == 1
            lobby = await ann.wait(lambda m: m.type is HostType.LOBBY
                                   and m["seats"][1]["name"] == "Cat")
            assert lobby["seats"][1]["connected"]
    run(scenario())


def test_a_seat_left_in_the_lobby_opens_again_after_the_wait():
    async def scenario():
        async with hosted(players=3, open_seats=2) as table:
            ann = await seated(table, "Ann")
            ann.client._ws.transport.abort()
            await wait_until(lambda: table.server.seats[0].kind.value == "open", 3)
            ben = await seated(table, "Ben")
            assert ben.client.seat == 0 and not table.server.started
    run(scenario())


def test_chat_reaches_everyone_with_the_sender_s_name_one_clean_line():
    async def scenario():
        async with hosted(players=3, open_seats=3) as table:
            ann, ben = await seated(table, "Ann"), await seated(table, "Ben")
            await ann.client.chat(phrase=ChatPhrase.GOOD_LUCK)
            await ann.client.chat(text="line one\nline two " + "好" * 200)
            for inbox in (ann, ben):
                phrase = await inbox.wait(is_type(HostType.CHAT, phrase="good_luck"))
                text = await inbox.wait(lambda m: m.type is HostType.CHAT and m["text"])
                assert phrase["name"] == text["name"] == "Ann" and phrase["seat"] == 0
                assert text["text"].startswith("line one line two 好")
                assert len(text["text"]) == MAX_CHAT_CHARS
    run(scenario())


def test_hints_and_why_nots_answer_the_position_on_show():
    async def scenario():
        async with hosted() as table:
            ann = await seated(table, "Ann")
            ben = await seated(table, "Ben")
            await ben.client.autoplay(True)
            turn = (await ann.wait(my_turn)).turn
            mark = ann.mark()
            await ann.client.hint(turn.move, "normal")
            hint = await ann.wait(is_type(HostType.HINT), after=mark)
            assert hint["move"] == turn.move
            assert hint["action"] in {a["notation"] for a in turn.legal}
            await ann.client.hint(turn.move - 1)
            assert (await ann.wait(is_type(HostType.REJECTED), after=mark))["code"] == "stale"
            mark = ann.mark()
            held, legal = turn.observation["hand"][0], turn.legal[0]["notation"]
            not_held = next(c for c in ("AS", "KH", "2C", "7D") if c not in turn.observation["hand"])
            answers = []
            for attempt in (legal, not_held):      # one at a time: a second would be "busy"
                await ann.client.why_not(attempt, turn.move)
                answers.append(await ann.wait(is_type(HostType.WHY_NOT, attempt=attempt),
                                              after=mark))
            assert answers[0]["legal"] and answers[0]["code"] is None
            assert not answers[1]["legal"] and answers[1]["code"] == "not_in_hand"
            mark = ben.mark()
            await ben.client.hint(turn.move)
            refusal = await ben.wait(is_type(HostType.REJECTED), after=mark)
            assert (refusal["request"], refusal["code"]) == ("hint", "not_your_turn")
            assert held in turn.observation["hand"]
            await ann.client.autoplay(True)
            await asyncio.wait_for(table.server.wait_over(), 20)
    run(scenario())


def test_toukan_on_request_and_a_move_of_one_s_own_takes_the_seat_back():
    async def scenario():
        async with hosted() as table:
            ann = await seated(table, "Ann")
            ben = asyncio.get_running_loop().create_task(table.player("Ben").run())
            turn = (await ann.wait(my_turn)).turn
            await ann.client.autoplay(True)
            await wait_until(lambda: len(table.state.history) > turn.move + 3)
            assert table.authority.session.actors[turn.move] == 0      # 托管 played it
            mark = ann.mark()
            mine = (await ann.wait(my_turn, after=mark, seconds=10)).turn
            await ann.client.act(mine.legal[0]["notation"], mine.move)
            await ann.wait(lambda m: m.type is HostType.LOBBY
                           and not m["seats"][0]["autoplay"], after=mark)
            await ann.client.autoplay(True)
            assert await asyncio.wait_for(ben, 20) == table.returns()
    run(scenario())


def test_closing_the_host_tells_every_guest_the_game_can_be_reopened():
    async def scenario():
        async with hosted() as table:
            ann, ben = await seated(table, "Ann"), await seated(table, "Ben")
            await ann.wait(is_type(HostType.TURN))
            await table.server.close()
            for inbox in (ann, ben):
                gone = await inbox.closing()
                assert gone.reason is ByeReason.HOST_CLOSED and gone.resumable
    run(scenario())


def test_bots_take_the_seats_still_open_when_the_host_begins():
    async def scenario():
        async with hosted(players=3, open_seats=2) as table:
            ann = await seated(table, "Ann")
            table.server.begin()
            lobby = await ann.wait(lambda m: m.type is HostType.LOBBY and m["started"])
            assert [s["kind"] for s in lobby["seats"]] == ["guest", "bot", "bot"]
            await ann.client.autoplay(True)
            await asyncio.wait_for(table.server.wait_over(), 20)
            assert table.state.is_over
    run(scenario())


def test_rejoining_over_and_over_is_slowed_down():
    """Each rejoin costs the host the story of the game (a SYNC turn): three in a row are
    let through, then one every five seconds; the seat itself stays the guest's."""
    async def scenario():
        async with hosted() as table:
            ann = await seated(table, "Ann")
            await seated(table, "Ben")
            await ann.wait(is_type(HostType.TURN))
            for _ in range(3):
                await ann.client.join()
            with pytest.raises(JoinRefused) as refused:
                await ann.client.join()
            assert refused.value.code is JoinRefusal.ATTEMPTS
            assert table.server.seats[0].kind.value == "guest"
    run(scenario())
