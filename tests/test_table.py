"""The Table (engine/table/): one authority for a game on this screen and across the network,
driven here with a ManualClock and the InlineRunner — no Qt, no thread, no real time."""
from __future__ import annotations

import pytest

import engine
from engine.session import Session
from engine.table import (
    HERE,
    Autoplay,
    HintAnswer,
    ManualClock,
    MoveClock,
    Note,
    Notice,
    Pace,
    Rejected,
    Rejection,
    SeatKind,
    Table,
    UndoState,
    WhyNotAnswer,
)
from engine.turn import Turn, TurnKind


class Inbox:
    """The outbox a test reads: every message with its address."""

    def __init__(self) -> None:
        self.sent: list[tuple[object, object]] = []

    def send(self, to, message) -> None:
        self.sent.append((to, message))

    def turns(self, to=HERE) -> list[Turn]:
        return [m for t, m in self.sent if t == to and isinstance(m, Turn)]

    def of(self, kind, to=HERE) -> list:
        return [m for t, m in self.sent if t == to and isinstance(m, kind)]


def _table(game_id="ninety_nine", players=3, kinds=None, seed=5, pace=None,
           levels=None) -> tuple[Table, Inbox, ManualClock]:
    inbox, clock = Inbox(), ManualClock()
    table = Table(inbox, clock, pace=pace or Pace(think=0.5))
    game = engine.create(game_id, players)
    session = Session(game.new_state(seed=seed), [""] * players, ())
    kinds = kinds or [SeatKind.HERE] + [SeatKind.BOT] * (players - 1)
    table.open(session, {"bot_levels": levels or ["easy"] * players}, kinds)
    return table, inbox, clock


def _until_my_turn(table: Table, inbox: Inbox, clock: ManualClock, limit: int = 500) -> Turn:
    for _ in range(limit):
        turns = inbox.turns()
        if turns and turns[-1].legal:
            return turns[-1]
        table.ready(HERE, turns[-1].seq)
        clock.advance(1.0)
    raise AssertionError("the player's turn never came")


def test_a_bot_waits_for_the_screen_then_its_pause():
    """A bot moves only after the screen here said ready for the last Turn, and only after
    the thinking pause (engine/table/pace.py)."""
    table, inbox, clock = _table(seed=2, kinds=[SeatKind.BOT, SeatKind.HERE, SeatKind.BOT])
    table.set_wait_here(True)
    table.open(table.session, table.meta, table.kinds)      # again, now waited for
    assert table.state.current_player == 0 and not table.state.history
    clock.advance(5)
    assert not table.state.history                         # the OPENING is not shown yet
    table.ready(HERE, inbox.turns()[-1].seq)
    clock.advance(0.4)
    assert not table.state.history                         # the pause is 0.5 s
    clock.advance(0.2)
    assert len(table.state.history) == 1 and inbox.turns()[-1].actor == 0


def test_an_illegal_action_is_rejected_and_changes_nothing():
    table, inbox, clock = _table()
    mine = _until_my_turn(table, inbox, clock)
    before = table.state.full_state()
    table.play(HERE, "nonsense", mine.move)
    table.play(HERE, mine.legal[0]["notation"], mine.move - 1)          # a stale move
    codes = [m.code for m in inbox.of(Rejected)]
    assert codes == [Rejection.ILLEGAL, Rejection.STALE]
    assert table.state.full_state() == before


def test_the_last_turn_carries_the_result_and_who_won_once():
    """The game's end is one message: the last Turn's Result holds State.winners(), the
    returns, the seat's score and what the statistics count."""
    table, inbox, clock = _table("tiandiren", 3, seed=8)
    table.set_autoplay(HERE, True)
    for _ in range(5000):
        if table.state.is_over:
            break
        clock.advance(1.0)
    assert table.state.is_over
    ends = [t for t in inbox.turns() if t.result is not None]
    assert len(ends) == 1 and ends[0].kind is TurnKind.MOVE
    result = ends[0].result
    assert list(result.winners) == sorted(table.state.winners())
    assert list(result.returns) == [float(v) for v in table.state.returns()]
    assert result.bot_levels == ("", "easy", "easy") and result.people == (0,)
    assert result.game_id == table.meta["game_id"] and not result.network


def test_a_saves_meta_holds_the_scores_and_the_part_of_the_game():
    """What a save keeps for its card and for Continue (also a hosted table's file): each
    seat's score as the game counts it (九九: the hands won) and the hand in play."""
    table, inbox, clock = _table("ninety_nine", 3, seed=3)
    _until_my_turn(table, inbox, clock)
    meta = table.save_meta()
    assert meta["scores"] == [0.0, 0.0, 0.0]
    assert meta["section"] == {"number": 1, "half": None}
    assert meta["turn"] == len(table.state.history)
    table.set_autoplay(HERE, True)
    for _ in range(5000):
        if table.state.is_over:
            break
        clock.advance(1.0)
    assert table.save_meta()["scores"] == [float(v) for v in table.state.returns()]


def test_toukan_plays_the_seat_and_gives_it_back():
    table, inbox, clock = _table()
    _until_my_turn(table, inbox, clock)
    moves = len(table.state.history)
    table.set_autoplay(HERE, True)
    assert inbox.of(Autoplay)[-1] == Autoplay(0, True)
    clock.advance(1.0)
    assert len(table.state.history) > moves                # the bot played the seat
    assert table.session.actors[moves] == 0
    table.set_autoplay(HERE, False)
    mine = _until_my_turn(table, inbox, clock)
    settled = len(table.state.history)
    clock.advance(30)
    assert len(table.state.history) == settled and mine.legal   # nobody plays the person's move


def test_hint_and_why_not_answer_the_seat_and_apply_nothing():
    table, inbox, clock = _table()
    mine = _until_my_turn(table, inbox, clock)
    before = table.state.full_state()
    table.hint(HERE)
    hint = inbox.of(HintAnswer)[-1]
    assert hint.move == mine.move and hint.action in [a["notation"] for a in mine.legal]
    table.why_not(HERE, "pass")
    answer = inbox.of(WhyNotAnswer)[-1]
    assert answer.attempt == "pass" and answer.code is not None
    assert table.state.full_state() == before


def test_undo_takes_back_the_players_move_and_redo_plays_it_again():
    table, inbox, clock = _table()
    mine = _until_my_turn(table, inbox, clock)
    table.play(HERE, mine.legal[0]["notation"], mine.move)
    after = list(table.state.history)
    table.undo(HERE)
    assert list(table.state.history) == after[:mine.move] and table.meta["undo_used"]
    assert inbox.of(UndoState)[-1].redo
    table.redo(HERE)
    assert list(table.state.history)[:len(after)] == after


def test_a_network_table_refuses_undo_and_paces_a_silent_guest_once():
    """A guest that never answers ready slows the table by `ready_wait` once, not at every
    move; undo is not offered where people away have seen each move."""
    table, inbox, clock = _table(kinds=[SeatKind.AWAY, SeatKind.BOT, SeatKind.BOT], seed=2,
                                 pace=Pace(think=0.0, ready_wait=5.0))
    table.presence(0, True)
    start = len(table.state.history)
    table.undo(0)
    assert len(table.state.history) == start
    if table.state.current_player != 0:
        clock.advance(4.9)
        assert len(table.state.history) == start           # waits for the guest's ready
        clock.advance(0.2)
        assert len(table.state.history) > start            # then goes on without it


def test_a_move_clock_lets_toukan_play_one_turn_and_says_so():
    """A person at a network table has a move clock, shown to everyone; when it runs out
    托管 plays that one turn and the table says whose it was."""
    table, inbox, clock = _table(kinds=[SeatKind.AWAY, SeatKind.AWAY, SeatKind.BOT], seed=3,
                                 pace=Pace(think=0.0, move_clock=20.0))
    for _ in range(100):
        if table.state.current_player in (0, 1):
            break
        clock.advance(1.0)
    seat = table.state.current_player
    assert inbox.of(MoveClock, to=1 - seat)[-1] == MoveClock(seat, 20.0)
    moves = len(table.state.history)
    clock.advance(18.0)                        # (the clock started at most 1 s ago)
    assert len(table.state.history) == moves
    clock.advance(3.0)
    assert table.session.actors[moves] == seat               # 托管 played that turn
    assert Note(Notice.TIMED_OUT, {"seat": seat}) in inbox.of(Note, to=1 - seat)
    assert seat not in table.bots.autoplay                   # for that one turn only


def test_a_failing_bot_is_replaced_by_a_legal_move():
    table, inbox, clock = _table(kinds=[SeatKind.BOT, SeatKind.HERE, SeatKind.BOT], seed=2)

    class Broken:
        def choose(self, state, seat):
            raise RuntimeError("a bot bug")
    table.bots.bots[0] = Broken()
    table.bots.bots[0].rng = __import__("random").Random(0)
    clock.advance(1.0)
    assert len(table.state.history) >= 1 and table.session.actors[0] == 0
    assert any(n.notice is Notice.INTERNAL_ERROR for n in inbox.of(Note))


@pytest.mark.parametrize("game_id,players", [("ninety_nine", 4), ("showdown", 2),
                                             ("primatum", 3), ("tiandiren", 3)])
def test_skip_ahead_plays_to_the_persons_next_move_with_fast_turns(game_id, players):
    table, inbox, clock = _table(game_id, players, pace=Pace(think=3.0))
    _until_my_turn(table, inbox, clock)
    table.play(HERE, inbox.turns()[-1].legal[0]["notation"], inbox.turns()[-1].move)
    if table.state.is_over or table.state.current_player == 0:
        return
    sent = len(inbox.turns())
    table.skip_ahead(HERE)
    clock.advance(0.0)
    for _ in range(500):                       # no pause while skipping: time stands still
        if table.state.is_over or table.state.current_player == 0 or not table.pacer.skipping:
            break
        clock.advance(0.0)
    assert table.state.is_over or table.state.current_player == 0 or not table.pacer.skipping
    assert all(t.fast for t in inbox.turns()[sent:-1])
