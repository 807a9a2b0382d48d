"""engine.session and engine.turn: one authority over a State, one message per move."""
import json
import random

import pytest

import engine
from engine.session import Refusal, Refused, Session, decision_starts
from engine.turn import Turn, TurnFormatError, TurnKind


def _session(game_id="ninety_nine", players=4, seed=3, humans=(0,)):
    state = engine.create(game_id, players).new_state(seed=seed)
    return Session(state, [""] * players, humans)


def _play_some(session, moves, seed=1):
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        seat = session.state.current_player
        action = rng.choice(session.state.legal_actions())
        session.play(seat, str(action))


@pytest.mark.parametrize("code,attempt", [
    (Refusal.NOT_YOUR_TURN, "other seat"), (Refusal.STALE, "old move"),
    (Refusal.ILLEGAL, "nonsense")])
def test_refused_actions_leave_the_state_unchanged(code, attempt):
    session = _session()
    state = session.state
    seat = state.current_player
    legal = str(state.legal_actions()[0])
    before = json.dumps(state.full_state(), sort_keys=True, default=str)
    with pytest.raises(Refused) as refused:
        if code is Refusal.NOT_YOUR_TURN:
            session.play((seat + 1) % 4, legal)
        elif code is Refusal.STALE:
            session.play(seat, legal, move=len(state.history) + 1)
        else:
            session.play(seat, "no such card")
    assert refused.value.code is code
    assert json.dumps(state.full_state(), sort_keys=True, default=str) == before
    assert session.actors == [] and len(session.log) == len(state.initial_events)


def test_an_action_answering_the_position_on_show_is_applied():
    session = _session()
    seat = session.state.current_player
    legal = str(session.state.legal_actions()[0])
    events = session.play(seat, legal, move=0)
    assert events and session.state.history == [legal] and session.actors == [seat]


def test_a_finished_game_refuses_everything():
    session = _session("showdown", 2, seed=5)
    _play_some(session, 5000)
    assert session.state.is_over
    with pytest.raises(Refused) as refused:
        session.play(0, "pass")
    assert refused.value.code is Refusal.GAME_OVER


def test_a_turn_holds_only_the_seats_view_and_survives_json():
    """九九: a draw's card is private to the drawer; the Turn for another seat has none."""
    session = _session()
    while True:
        seat = session.state.current_player
        events = session.play(seat, str(session.state.legal_actions()[0]))
        if any(ev.kind == "draw" for ev in events):
            break
    viewer = next(s for s in range(4) if s not in (seat, session.state.current_player))
    turn = session.turn(viewer, TurnKind.MOVE, seq=7, actor=seat, events=events)
    draws = [ev for ev in turn.events if ev["kind"] == "draw"]
    assert draws and all("cards" not in ev and "card" not in ev for ev in draws)
    assert turn.observation["hand"] == session.state.observation(viewer)["hand"]
    assert turn.legal == () and turn.to_move == session.state.current_player
    mine = session.turn(seat, TurnKind.MOVE, seq=7, actor=seat, events=events)
    assert any("cards" in ev or "card" in ev for ev in mine.events if ev["kind"] == "draw")
    again = Turn.from_json(json.loads(turn.dumps()))
    assert again.to_json() == json.loads(turn.dumps())


@pytest.mark.parametrize("bad,field", [
    ({"kind": "dance"}, "kind"), ({"seq": "1"}, "seq"), ({"events": [1]}, "events"),
    ({"legal": [{"card": "9S"}]}, "notation"), ({"result": {"returns": ["x"], "winners": []}}, "returns"),
    ({"result": {"returns": [1, 2], "winners": [5]}}, "winners"),
    ({"result": {"returns": [10**3000], "winners": []}}, "returns"),
    ({"fast": "yes"}, "fast"),
    ({"observation": []}, "observation")])
def test_a_damaged_turn_is_refused_naming_the_field(bad, field):
    good = _session().turn(0, TurnKind.OPENING, seq=1).to_json()
    with pytest.raises(TurnFormatError, match=field):
        Turn.from_json({**good, **bad})


def test_a_resumed_session_knows_the_story_as_it_happened():
    session = _session("tiandiren", 3, seed=11)
    _play_some(session, 40)
    resumed = Session.resume(session.state.record(), session.names, session.humans)
    assert resumed.actors == session.actors
    assert [(a, e.kind, e.data) for a, e in resumed.log] == \
        [(a, e.kind, e.data) for a, e in session.log]
    story = resumed.story(1, seq=3)
    assert story.kind is TurnKind.SYNC and len(story.events) == len(session.log)
    assert story.observation["hand"] == session.state.observation(1)["hand"]


def test_rewound_takes_back_to_a_prefix():
    session = _session()
    _play_some(session, 12)
    back = session.rewound(5)
    assert back.state.history == session.state.history[:5] and back.actors == session.actors[:5]


def test_decision_starts_joins_a_humans_consecutive_actions():
    assert decision_starts([0, 0, 1, 2, 0, 1, 1], {1}) == [2, 5]
    assert decision_starts([0, 0, 1, 2, 0], 0) == [0, 4]


def test_a_bot_decides_on_a_copy_as_on_the_position_itself():
    """A holder that runs bots in other threads hands them `state.clone()`: the choice is the
    same, and the live State is not touched while the bot reads its copy."""
    session = _session("ninety_nine", 4, seed=8)
    _play_some(session, 9)
    seat = session.state.current_player
    bot = engine.make_bot(session.state.game, "normal", seed=seat)
    before = json.dumps(session.state.full_state(), sort_keys=True, default=str)
    on_copy = session.bot_choice(seat, bot, session.state.clone())
    assert json.dumps(session.state.full_state(), sort_keys=True, default=str) == before
    assert str(on_copy) == str(session.bot_choice(seat, bot))


def test_a_hint_names_the_whole_move_and_the_action_to_play_now():
    """天地人: a play with kickers is several actions (the body, then each kicker), so the
    hint shows the whole play and gives the body as the action to send now."""
    session = _session("tiandiren", 3, seed=0)
    seat = session.state.current_player
    bot = engine.make_bot(session.state.game, "normal", seed=0)
    hint = session.suggest(seat, bot)
    legal = {str(a) for a in session.state.legal_actions()}
    assert hint["move"] == 0 and hint["notation"] not in legal and hint["action"] in legal
    assert hint["notation"].startswith(hint["action"].split("+")[0] + "+")
    assert hint == session.suggest(seat, engine.make_bot(session.state.game, "normal", seed=5))
    with pytest.raises(Refused):
        session.suggest((seat + 1) % 3, bot)
    one_step = _session("ninety_nine", 4, seed=3)
    hint = one_step.suggest(one_step.state.current_player,
                            engine.make_bot(one_step.state.game, "normal"))
    assert hint["notation"] == hint["action"] and hint["reason"]


def test_a_whole_play_the_game_takes_at_once_is_accepted_and_a_bad_one_refused():
    """天地人's kickers (the original rules, 孤舟 「可以挂1张单牌或一对牌」, docs/rulings.md: kickers
    are the player's choice, by notation and by selecting the cards on the table): the table
    sends the whole play `LJ+A`, whose body step `LJ+?` is the legal action; the session
    takes what the game's own parser takes, and refuses a kicker the hand does not hold."""
    game = engine.create("tiandiren", 2)
    setup = {"hands": [["LJ", "AS", "9S", "7S", "3S"], ["4S", "5S"]], "zhuang": 0,
             "jiefeng": [0, 1], "round": 3}
    session = Session(game.new_state(seed=1, setup=setup), ["", ""], (0,))
    assert "LJ+A" not in [str(a) for a in session.state.legal_actions()]
    before = json.dumps(session.state.full_state(), sort_keys=True, default=str)
    with pytest.raises(Refused) as refused:
        session.play(0, "LJ+K", move=0)                   # no K in the hand
    assert refused.value.code is Refusal.ILLEGAL
    assert json.dumps(session.state.full_state(), sort_keys=True, default=str) == before
    events = session.play(0, "LJ+A", move=0)
    assert [e.kind for e in events] == ["play"] and events[0].data["play"] == "LJ+A"
    assert session.state.history == ["LJ+A"] and session.actors == [0]
