"""The EngineWorker's parts on their own, without a thread: the Rewinder (undo, redo,
recovery), SeatBots (who moves a seat, 托管) and Saving (what is refused, what is told)."""
from __future__ import annotations

import engine
from engine.session import Session

from gui.worker.bots import SeatBots
from gui.worker.lessons import Lessons
from gui.worker.opening import bot_levels
from gui.worker.safety import Safety
from gui.worker.saving import Saving
from gui.worker.seats import HotSeat
from gui.worker.undo import Rewinder


def _session(names=("Ann", "", "Cy"), humans=(0,)) -> Session:
    state = engine.create("tiny", 3, "standard").new_state(seed=5)
    return Session(state, list(names), humans)


def _play(session: Session, moves: int) -> None:
    for _ in range(moves):
        state = session.state
        session.apply(state.current_player, state.legal_actions()[0])


def _seats(humans=(0,), viewer=0) -> HotSeat:
    seats = HotSeat()
    seats.humans, seats.viewer = tuple(humans), viewer
    return seats


def _rewinder(seats: HotSeat, store=None):
    told, restored = [], []
    part = Rewinder(Safety(store), seats, Lessons(), told.append, restored.append)
    return part, told, restored


def test_an_undo_goes_back_to_the_players_previous_decision(tiny):
    session = _session()
    _play(session, 4)                        # seats 0, 1, 2, then 0 again
    part, told, _ = _rewinder(_seats())
    rewound = part.undone(session, {"played_seconds": 7})
    assert rewound is not None and not told
    restored, meta = rewound
    assert len(restored.state.history) == 3 and restored.actors == [0, 1, 2]
    assert meta["undo_used"] is True and meta["played_seconds"] >= 7
    again = part.redone(restored, meta)      # forward along the undone line, to its end
    assert again is not None and len(again[0].state.history) == 4
    assert part.info(again[0], again[1]) == {"undo": True, "redo": False, "with_undo": True}


def test_hot_seat_refuses_to_take_back_another_humans_move(tiny):
    session = _session(humans=(0, 2))
    _play(session, 3)                        # Ann (seat 0), a bot, then Cy (seat 2)
    part, told, _ = _rewinder(_seats(humans=(0, 2), viewer=0))
    assert part.undo_seats() == (0,)
    assert part.refusal(session, 0) == \
        "Cy has played since your move: only they can take their move back."
    assert part.undone(session, {}) is None and told == [part.refusal(session, 0)]
    assert len(session.state.history) == 3   # nothing was taken back
    assert part.refusal(session, 2) != ""    # Cy's move is still among those taken back
    assert part.refusal(session, 3) == ""    # nothing of Cy's would be


def test_a_refusal_names_an_unnamed_seat_by_its_number(tiny):
    session = _session(names=("Ann", "Bo", ""), humans=(0, 2))
    _play(session, 3)
    part, _, _ = _rewinder(_seats(humans=(0, 2), viewer=0))
    assert part.refusal(session, 0).startswith("3 has played since your move")


def test_nothing_to_undo_without_a_game_or_before_the_players_first_move(tiny):
    part, told, _ = _rewinder(_seats(humans=(1,), viewer=1))
    assert part.undone(None, {}) is None and part.redone(None, {}) is None
    session = _session(humans=(1,))
    _play(session, 1)                        # only seat 0 has played: seat 1 has no decision yet
    assert part.undone(session, {}) is None and part.redone(session, {}) is None and not told


def test_recovery_tells_the_player_and_restores_the_game_before_the_move(tiny):
    session = _session()
    _play(session, 2)
    part, told, restored = _rewinder(_seats())
    back = part.recover(session, ValueError("boom"), 1)
    assert told == ["Internal error, the move was not played: ValueError: boom"]
    assert back is not None and restored == [back] and len(back.state.history) == 1


def test_after_a_bots_failure_a_legal_move_is_played_instead(tiny):
    session = _session()
    _play(session, 1)
    part, told, restored = _rewinder(_seats())
    events = part.fallback_move(session, 1, RuntimeError("bot bug"), 1)
    assert events and len(told) == 1 and len(restored) == 1
    assert len(restored[0].state.history) == 2 and restored[0].actors == [0, 1]


def test_托管_plays_only_the_viewing_seat_and_is_announced_once_per_change(tiny):
    seats, announced = _seats(humans=(0, 2), viewer=0), []
    bots = SeatBots(Lessons(), seats, lambda: False, lambda seat, percent: None,
                    announced.append)
    assert bots.human_to_play(0) and bots.human_to_play(2) and not bots.human_to_play(1)
    bots.set_autoplay(True)
    bots.set_autoplay(True)
    assert announced == [True] and bots.autoplays(0) and not bots.autoplays(2)
    assert not bots.human_to_play(0) and bots.human_to_play(2)
    state = _session().state
    bots.seat(state, bot_levels({"bot_levels": [None, "easy"]}, 3), seats.humans)
    assert sorted(bots.bots) == [1]
    assert bots.of(state, 0) is bots.of(state, 0)    # 托管's bot, made once for the seat


def test_the_levels_a_meta_does_not_name_are_normal():
    assert bot_levels({}, 2) == ["normal", "normal"]
    assert bot_levels({"bot_levels": ["hard", "easy", "easy"]}, 2) == ["hard", "easy"]


class _BrokenStore:
    def save(self, slot, state, meta):
        raise OSError("disk full")


def test_saving_tells_what_it_refuses_and_what_fails(tiny, store):
    told, written = [], []
    saving = Saving(Safety(store), _seats(), Lessons(), told.append, written.append)
    saving.save("1", None, {})
    assert told == ["No game is running."] and not written
    session = _session()
    _play(session, 1)
    meta = {"names": session.names, "human_seat": 0, "bot_levels": ["normal"] * 3}
    saving.save("1", session, meta)
    assert told == ["No game is running."], told
    assert written == ["1"] and store.info("1").turn == 1
    saving.safety.store = _BrokenStore()
    saving.autosave(session, meta)
    assert told[-1] == "Autosave failed: disk full"


def test_a_failed_autosave_has_its_own_signal(qtbot, tiny, store):
    """Issue 34.16: a failed autosave went out as the generic error (a status line note
    that flashed once a move); the worker now says it on `autosave_failed`, with the reason."""
    from gui.worker.engine_worker import EngineWorker
    worker = EngineWorker(store, think_ms=0)
    errors, failed = [], []
    worker.error.connect(errors.append)
    worker.autosave_failed.connect(failed.append)
    session = _session()
    _play(session, 1)
    worker.saving.safety.store = _BrokenStore()
    worker.saving.autosave(session, {"names": session.names, "human_seat": 0,
                                     "bot_levels": ["normal"] * 3})
    assert failed == ["disk full"] and errors == []
