"""The kit's queue draws one turn per frame: the next turn is drawn after the felt painted the
last one, so a turn's drawing and another's painting never share a pass of the event loop
(issue 23's speed target: with animations off a pass held a turn's drawing, the paint of
the one before and, when two turns came at once, a second drawing)."""
import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from engine.turn import Turn, TurnKind
from gui.table import turn_queue
from gui.userdata import prefs
from tests.fifth_game.table import FiveTable
from tests.gui.test_fifth_game import five  # noqa: F401 - the fixture that registers it


class _Paints(QObject):
    """Counts the felt's paint events, in the GUI thread."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _turn(seq: int, total: int) -> Turn:
    return Turn(seq=seq, kind=TurnKind.MOVE, seat=0, actor=1, events=(),
                observation={"total": total, "hand": ["1S", "2S"]}, to_move=2)


def _table(qtbot, shown: bool) -> tuple[FiveTable, list[int], _Paints]:
    prefs.put("ui/animation_speed", "off")
    table = FiveTable("five")
    qtbot.addWidget(table)
    table.resize(1000, 700)
    if shown:
        table.show()
        qtbot.waitExposed(table)
    drawn: list[int] = []
    table.queue.shown.connect(lambda turn: drawn.append(turn.seq))
    paints = _Paints()
    table.view.viewport().installEventFilter(paints)
    return table, drawn, paints


def _paints_only(monkeypatch) -> None:
    """No fallback within the test's time: the next turn goes on only after a paint (on a
    loaded machine a paint can take longer than PAINT_WAIT_MS, and the fallback, tested
    below, went first)."""
    monkeypatch.setattr(turn_queue, "PAINT_WAIT_MS", 60_000)


@pytest.mark.gui
def test_two_turns_that_arrive_together_are_drawn_in_two_frames(qtbot, five,  # noqa: F811
                                                                 monkeypatch):
    _paints_only(monkeypatch)
    table, drawn, paints = _table(qtbot, shown=True)
    table.take_turn(_turn(1, 3))
    table.take_turn(_turn(2, 7))              # in the same pass, as a fast bot's answer can
    assert drawn == [1]                        # the second waits for a paint of the first
    before = paints.count
    qtbot.waitUntil(lambda: drawn == [1, 2], timeout=5000)
    assert paints.count > before               # the first turn was painted before the second
    assert table.observation["total"] == 7


@pytest.mark.gui
def test_the_second_turn_is_drawn_only_after_the_first_was_painted(qtbot, five,  # noqa: F811
                                                                    monkeypatch):
    _paints_only(monkeypatch)
    table, drawn, paints = _table(qtbot, shown=True)
    table.take_turn(_turn(1, 3))
    painted_at_second: list[int] = []
    table.queue.shown.connect(lambda turn: turn.seq == 2 and painted_at_second.append(paints.count))
    start = paints.count
    table.take_turn(_turn(2, 7))
    qtbot.waitUntil(lambda: drawn == [1, 2], timeout=3000)
    assert painted_at_second and painted_at_second[0] > start


@pytest.mark.gui
def test_a_hidden_table_draws_its_turns_without_waiting_for_paints(qtbot, five):  # noqa: F811
    """Nothing paints a hidden table: its turns go on at the next pass, not after a wait."""
    table, drawn, paints = _table(qtbot, shown=False)
    for seq in range(1, 6):
        table.take_turn(_turn(seq, seq))
    for _ in range(5):
        QApplication.processEvents()
    assert drawn == [1, 2, 3, 4, 5] and paints.count == 0


@pytest.mark.gui
def test_a_turn_that_paints_nothing_lets_the_next_go_after_the_wait(qtbot, five,  # noqa: F811
                                                                    monkeypatch):
    """A drawn turn that changes nothing on the felt is never painted: the next one goes on
    after PAINT_WAIT_MS, and the queue then says ready."""
    table, drawn, _paints = _table(qtbot, shown=True)
    table.take_turn(_turn(1, 3))
    qtbot.waitUntil(lambda: not table.queue.busy(), timeout=3000)
    monkeypatch.setattr(table, "render", lambda obs: None)      # the felt stays as it is
    readies: list[int] = []
    table.queue.ready.connect(readies.append)
    table.take_turn(_turn(2, 3))
    table.take_turn(_turn(3, 3))
    qtbot.waitUntil(lambda: drawn == [1, 2, 3], timeout=20 * turn_queue.PAINT_WAIT_MS)
    qtbot.waitUntil(lambda: readies and readies[-1] == 3, timeout=3000)
