"""A guest never receives a card its seat may not see: every byte the host sends a guest —
turns, hints, why-nots, rejections, lobby, chat — checked against what that seat had been
shown by then, for each of the four games (issue 27: "not in a message, a log line, a hint,
an error")."""
import json

import pytest

from netplay.guest_bot import SeatPlayer
from netplay.protocol import ChatPhrase

from .harness import hosted, run
from .leaks import cards_in, entitlements, hidden_places

GAMES = [("ninety_nine", 3, {"match_hands": 1}), ("showdown", 2, {"innings": 3}),
         ("primatum", 3, {}), ("tiandiren", 3, {})]


#: the games whose tables ask "why not?" about a selection as `play <cards>`
PLAY_WORD = ("primatum", "tiandiren")


class CuriousPlayer(SeatPlayer):
    """Plays with hints, and asks "why not?" about its own cards, a card it does not hold
    and nonsense, out of turn too, and chats — so every kind of answer is sent to it."""

    async def _on_turn(self, turn) -> None:
        await super()._on_turn(turn)
        if turn.is_over:
            return
        hand = [str(card) for card in turn.observation.get("hand") or []]
        if hand and (turn.my_turn or turn.seq % 4 == 0):
            playing = turn.observation.get("game") in PLAY_WORD
            await self.client.why_not(f"play {hand[0]}" if playing else hand[0], turn.move)
        if turn.seq % 5 == 0:
            await self.client.why_not("nonsense", turn.move)
            await self.client.chat(phrase=ChatPhrase.NICE_MOVE)
            await self.client.chat(text="good one")
        if not turn.my_turn and turn.seq % 6 == 0:
            await self.client.act(hand[0] if hand else "x", turn.move)     # refused


@pytest.mark.parametrize("game_id,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_no_message_to_a_guest_names_a_card_it_may_not_see(game_id, players, options):
    async def scenario():
        async with hosted(game_id, players, 2, seed=11, **options) as table:
            guests = [CuriousPlayer(table.guest(name), "easy", retry=3.0, say=lambda t: None)
                      for name in ("Ann", "Ben")]
            import asyncio
            results = await asyncio.gather(*(g.run() for g in guests))
            await table.server.wait_over()
            return table, results
    table, results = run(scenario(), 60)
    record = table.state.record()
    assert results == [table.returns()] * 2
    kinds = {json.loads(text)["type"] for _, text, _ in table.sent}
    assert {"welcome", "lobby", "turn", "hint", "why_not", "rejected", "chat", "bye"} <= kinds
    seen = entitlements(record, [0, 1])
    checked = 0
    for seat, text, move in table.sent:
        leaks = seen[seat].leaks(text, move)
        assert not leaks, (f"seat {seat} was sent {leaks} at move {move}: "
                           f"{text[:300]}")
        checked += 1
    assert checked == len(table.sent) > 100


@pytest.mark.parametrize("game_id,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_the_check_finds_a_hidden_card_when_one_is_sent(game_id, players, options):
    """The check above can fail: the host's full state, sent to seat 0 at the deal, names
    cards of another hand (or the stock) that seat 0 has not been shown."""
    import engine
    state = engine.create(game_id, players, **options).new_state(seed=11)
    record = state.record()
    seen = entitlements(record, [0])[0]
    leaks = seen.leaks(json.dumps(state.full_state()), 0)
    assert leaks and set(leaks.values()) - {"nowhere hidden"}
    hidden = {c for cards in hidden_places(state, 0).values() for c in cards}
    assert set(leaks) <= hidden | cards_in(game_id, json.dumps(state.full_state()))
