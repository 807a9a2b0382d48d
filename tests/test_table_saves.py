"""What a Table writes of its game (engine/table/saving.py: TableSaves), driven with a
ManualClock and a keeper that records what it is given — no Qt, no disk."""
from __future__ import annotations

from types import SimpleNamespace

import engine
from engine.session import Session
from engine.table import HERE, ManualClock, Note, Notice, Pace, Saved, SeatKind, Table


class Inbox:
    def __init__(self) -> None:
        self.sent: list[tuple[object, object]] = []

    def send(self, to, message) -> None:
        self.sent.append((to, message))

    def of(self, kind) -> list:
        return [m for t, m in self.sent if t == HERE and isinstance(m, kind)]


class Recorder:
    """A keeper that records each write (and fails while `fail` is set)."""

    def __init__(self) -> None:
        self.writes: list[tuple[str, dict]] = []
        self.fail = False

    def autosave(self, session, meta) -> None:
        if self.fail:
            raise OSError("disk full")
        self.writes.append(("autosave", meta))

    def save(self, slot, session, meta) -> None:
        if self.fail:
            raise OSError("read-only")
        self.writes.append((slot, meta))

    def finished(self, session, meta) -> None:
        self.writes.append(("finished", meta))


def _table(meta=None, lesson=None) -> tuple[Table, Inbox, ManualClock, Recorder]:
    inbox, clock, keeper = Inbox(), ManualClock(), Recorder()
    table = Table(inbox, clock, keeper=keeper, pace=Pace(think=0.5))
    session = Session(engine.create("tiandiren", 3).new_state(seed=8), [""] * 3, ())
    table.open(session, {"bot_levels": ["easy"] * 3, **(meta or {})},
               [SeatKind.HERE, SeatKind.BOT, SeatKind.BOT], lesson)
    return table, inbox, clock, keeper


def test_the_time_played_counts_on_from_the_saved_seconds():
    table, _inbox, clock, _keeper = _table({"played_seconds": 100, "game_id": "g"})
    clock.advance(42.5)
    assert table.saves.played_seconds() == table.played_seconds() == 142
    assert table.save_meta()["played_seconds"] == 142


def test_a_save_to_a_slot_is_said_and_its_failure_names_the_reason():
    table, inbox, _clock, keeper = _table()
    table.save("3")
    assert [slot for slot, _meta in keeper.writes] == ["3"]
    assert keeper.writes[0][1]["turn"] == len(table.state.history)
    assert [m.slot for m in inbox.of(Saved)] == ["3"]
    keeper.fail = True
    table.save("4")
    notes = inbox.of(Note)
    assert [n.notice for n in notes] == [Notice.SAVE_FAILED]
    assert notes[0].params["slot"] == "4" and str(notes[0].params["reason"]) == "read-only"


def test_every_move_is_autosaved_and_a_failure_does_not_stop_the_game():
    table, inbox, clock, keeper = _table()
    table.set_autoplay(HERE, True)
    clock.advance(1.0)
    moves = len(table.state.history)
    assert moves >= 1
    assert [meta["turn"] for slot, meta in keeper.writes if slot == "autosave"][-1] == moves
    keeper.fail = True
    clock.advance(1.0)
    assert len(table.state.history) > moves                  # play went on
    assert Notice.AUTOSAVE_FAILED in [n.notice for n in inbox.of(Note)]


def test_the_games_end_is_kept_among_the_finished_once():
    table, _inbox, clock, keeper = _table()
    table.set_autoplay(HERE, True)
    for _ in range(5000):
        if table.state.is_over:
            break
        clock.advance(1.0)
    assert table.state.is_over
    assert [slot for slot, _meta in keeper.writes].count("finished") == 1


def test_a_game_closed_unfinished_is_autosaved_but_a_lesson_never():
    table, _inbox, _clock, keeper = _table()
    table.stop()
    assert [slot for slot, _meta in keeper.writes] == ["autosave"]
    lesson, inbox, _clock, keeper = _table(lesson=SimpleNamespace(bots=lambda: None))
    lesson.save("1")
    lesson.stop()
    assert keeper.writes == [] and not inbox.of(Saved)
    assert [n.notice for n in inbox.of(Note)] == [Notice.LESSON_NOT_SAVED]
