"""A table made for a picture in several passes of the event loop (gui/table/passes.py,
issue 33: no pass over a frame while the pictures fill in). No timing is asserted: the
slice is set to 0 ms, so every checkpoint that may run a pass does, and the tests count the
passes a 0 ms timer sees."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from gui.dialogs import card_table
from gui.table import passes


class Ticks:
    """A 0 ms timer's ticks: one per pass of the event loop (from when it is read first)."""

    def __init__(self) -> None:
        self.count = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)
        self.timer.start(0)

    def _tick(self) -> None:
        self.count += 1

    def __getitem__(self, _index: int) -> int:
        return self.count

    def reset(self) -> None:
        self.count = 0


@pytest.fixture
def ticks(qapp):
    count = Ticks()
    yield count
    count.timer.stop()


@pytest.fixture
def every_checkpoint(monkeypatch):
    monkeypatch.setattr(passes, "SLICE_MS", 0.0)


def test_a_checkpoint_outside_in_passes_runs_no_pass(ticks, every_checkpoint):
    ticks.reset()
    for _ in range(3):
        passes.checkpoint()
    assert ticks[0] == 0 and not passes.building()


def test_a_checkpoint_in_passes_runs_one_pass_and_none_inside_it(ticks, every_checkpoint):
    ticks.reset()
    inner = []

    def nested() -> None:         # work run in a checkpoint's pass is not cut again
        before = ticks[0]
        passes.checkpoint()
        inner.append(ticks[0] - before)
    QTimer.singleShot(0, nested)
    with passes.in_passes():
        assert passes.building()
        passes.checkpoint()
        first = ticks[0]
        passes.checkpoint()
    assert first == 1 and ticks[0] == 2
    assert inner == [0]
    assert not passes.building()


def test_no_pass_while_a_part_stands_as_a_window_of_its_own(ticks, every_checkpoint):
    """A widget made meanwhile and shown without a parent would be put on the screen by a
    pass: the checkpoint waits until it is in its place."""
    ticks.reset()
    with passes.in_passes():
        loose = QWidget()
        loose.show()
        passes.checkpoint()
        assert ticks[0] == 0
        holder = QWidget()
        loose.setParent(holder)           # (in its table, not shown as a window)
        passes.checkpoint()
        assert ticks[0] == 1
    holder.deleteLater()


def test_a_table_is_built_in_passes_and_its_side_panel_never_shown_alone(
        ticks, every_checkpoint):
    """GameTable's parts with a pass between them; the side panel, made before the frame
    that holds it, is never a window of its own (it used to be, for no pass to see)."""
    ticks.reset()
    from gui.games import make_table
    from gui.table.side_panel import SidePanel
    loose = SidePanel()
    assert not loose.isVisible()
    loose.deleteLater()
    before = passes.passes
    with passes.in_passes():
        table = make_table("ninety_nine")
    assert passes.passes - before >= 5 and ticks[0] >= 5
    assert table.side.parent() is table.frame.splitter
    table.resize(1100, 700)                   # (narrower, the panel folds by itself)
    table.show()
    assert table.side.isVisible()             # shown by its splitter, as before
    table.close()
    table.deleteLater()


def test_a_home_picture_drawn_in_passes_is_the_one_drawn_at_once(ticks, every_checkpoint):
    ticks.reset()
    from gui.home import pictures
    turn = pictures.fixed_position("ninety_nine")
    at_once = pictures.draw("ninety_nine", turn).toImage()
    assert ticks[0] == 0
    with passes.in_passes():
        cut = pictures.draw("ninety_nine", turn).toImage()
    assert ticks[0] >= 8                      # the parts, the faces, the grab's bands
    assert cut == at_once


def test_a_saves_picture_takes_one_step_a_pass(qtbot, store, ticks):
    """The saves' and replays' pictures: the table made (in passes), shown, drawn and
    painted, each its own step, never two in one pass; the second picture of a game
    reuses its table."""
    ticks.reset()
    import engine
    from gui.dialogs.table_picture import TablePictures
    old = card_table.TABLES.pop("showdown", None)      # (made anew here)
    if old is not None:
        old.deleteLater()
    for slot, seed in (("1", 1), ("2", 2)):
        state = engine.create("showdown", 2).new_state(seed=seed)
        state.apply(state.legal_actions()[0])
        store.save(slot, state, {"names": ["A", "B"], "human_seat": 0})
    maker = TablePictures()
    made = []
    maker.ready.connect(lambda key, pixmap: made.append(key))
    seen = []

    class Steps(list):            # each step as it is run, with the passes seen so far
        def append(self, kind) -> None:
            seen.append(ticks[0])
            super().append(kind)
    maker.steps_run = Steps()
    maker.picture("1", store.path("1"))
    qtbot.waitUntil(lambda: not maker.busy(), timeout=20000)
    maker.picture("2", store.path("2"))
    qtbot.waitUntil(lambda: not maker.busy(), timeout=20000)
    assert made == ["1", "2"]
    assert maker.steps_run == ["make", "show", "draw", "paint", "show", "draw", "paint"]
    assert all(b > a for a, b in zip(seen, seen[1:], strict=False))     # a pass between any two steps
    maker.close()


def test_the_home_plays_its_fixed_positions_off_the_gui_thread(qtbot, monkeypatch, tmp_path):
    from gui.home import pictures
    from gui.home.painter import TilePainter
    pictures.use_folder(tmp_path / "pictures")
    threads = []
    play = pictures.fixed_position

    def spy(game_id):
        threads.append(threading.current_thread())
        return play(game_id)
    monkeypatch.setattr(pictures, "fixed_position", spy)
    painter = TilePainter(lambda: True)
    made = []
    painter.made.connect(lambda game, pixmap: made.append(game))
    painter.want(["ninety_nine", "showdown"], "en")
    qtbot.waitUntil(lambda: not painter.pending(), timeout=30000)
    assert made == ["ninety_nine", "showdown"]
    assert len(threads) == 2 and threading.main_thread() not in threads
    assert pictures.cached("showdown", "en") is not None
    assert (pictures.cache_folder() / f"{pictures.picture_key('showdown', 'en')}.png").is_file()


def test_the_load_dialog_closed_while_a_picture_is_made_in_passes(qtbot, store, monkeypatch):
    """The player closes Load (and the dialog is deleted) in a pass that a picture's table
    gave: the table is finished in its step, nothing more is drawn, nothing fails."""
    import engine
    from gui.dialogs.saves import SavesDialog
    for game in ("ninety_nine", "tiandiren"):
        old = card_table.TABLES.pop(game, None)        # (made anew here)
        if old is not None:
            old.deleteLater()
    for slot, (game, players) in (("1", ("ninety_nine", 4)), ("2", ("tiandiren", 3))):
        state = engine.create(game, players).new_state(seed=3)
        state.apply(state.legal_actions()[0])
        store.save(slot, state, {"names": [""] * players, "human_seat": 0})
    dialog = SavesDialog(store, "load")
    pictures = dialog.pictures
    closed = []
    checkpoint = passes.checkpoint

    def closing() -> None:        # the first pass a table's part gives: the player closes
        if passes.building() and not closed:
            closed.append(True)
            QTimer.singleShot(0, lambda: (dialog.done(0), dialog.deleteLater()))
        checkpoint()
    for module in ("gui.table.game_table", "gui.table.side_panel", "gui.table.faces"):
        monkeypatch.setattr(f"{module}.checkpoint", closing)
    gone = []
    dialog.destroyed.connect(lambda *_: gone.append(True))
    dialog.show()
    qtbot.waitUntil(lambda: bool(gone), timeout=20000)
    for _ in range(5):
        QApplication.processEvents()
    assert closed and pictures.steps_run == ["make"]     # nothing drawn after closing
    assert len(card_table.TABLES.keys() & {"ninety_nine", "tiandiren"}) == 1


def test_a_picture_table_leaves_the_moments_warm_up_to_a_table_made_to_play(qapp, monkeypatch):
    """The moments' warm-up listens to the application's events, and PySide then wraps the
    next view it sees at the cost of creating many enum types (10–18 ms): a table made for a
    picture, in passes, never shows a moment and warms nothing (warmed by it, that cost fell
    in a later picture's pass); the first table made to play on does it, in its making."""
    from gui.games import make_table
    from gui.table import moments
    monkeypatch.setattr(moments, "_warm", False)
    with passes.in_passes():
        picture = make_table("ninety_nine")
    assert not moments.warmed()
    table = make_table("ninety_nine")
    assert moments.warmed()
    for made in (picture, table):
        made.deleteLater()
