"""Faces painted ahead of need (gui/table/face_warmer.py): in slices of a pass each, all of
them in the end, a failing one never stopping the rest; and 天地人's table warms the faces
it will ask for, so its first trick and its first dimmed hand paint nothing new (issue 23:
those first paints were the table's longest passes, 20–40 ms)."""
import logging
import time

import pytest
from PySide6.QtWidgets import QApplication

from gui.table import face_warmer, faces
from gui.table.face_warmer import FaceWarmer


def test_jobs_run_in_slices_of_a_pass_and_all_of_them_run(qtbot):
    warmer = FaceWarmer()
    ran: list[int] = []

    def job(n: int) -> None:
        time.sleep(0.001)                 # 1 ms each: a slice holds about SLICE_MS of them
        ran.append(n)

    warmer.want([lambda n=n: job(n) for n in range(40)])
    assert ran == []                      # nothing runs in the asking call
    QApplication.processEvents()
    first = len(ran)
    assert 1 <= first <= face_warmer.SLICE_MS + 2
    qtbot.waitUntil(lambda: warmer.pending() == 0, timeout=5000)
    assert ran == list(range(40))


def test_a_failing_job_is_logged_and_the_others_run(qtbot, caplog):
    warmer = FaceWarmer()
    ran: list[str] = []
    with caplog.at_level(logging.ERROR, logger=face_warmer.__name__):
        warmer.want([lambda: ran.append("a"), lambda: 1 / 0, lambda: ran.append("c")])
        qtbot.waitUntil(lambda: warmer.pending() == 0, timeout=3000)
    assert ran == ["a", "c"]
    assert "painting a face ahead of need failed" in caplog.text


@pytest.mark.gui
def test_tiandiren_paints_no_new_face_for_its_first_trick_or_dimmed_hand(qtbot, store,
                                                                         monkeypatch):
    from tests.gui.games.test_tiandiren import _config, _start, _window
    window = _window(qtbot, store)
    _start(qtbot, window, _config(3, 2))
    table = window.table
    board = table.board
    qtbot.waitUntil(lambda: board.warmer.pending() == 0 and board._warmed is not None,
                    timeout=10000)
    painted: list[object] = []
    real = faces._paint_pixmap
    monkeypatch.setattr(faces, "_paint_pixmap",
                        lambda key, *a: painted.append(key) or real(key, *a))
    hand = board.hand_view.cards
    board.hand_view.set_dimmed(lambda card: True)          # the whole hand dimmed at once
    rows = [(("test", 0), "Me", "Bomb\n" + "-".join(hand[:8]), hand[:8]),
            (("test", 1), "CPU 1", "Pair\n", ["BJ", "LJ", "2S", "AH"])]
    board.trick_view.sync(rows, finished=False)            # new rows: painted as they are made
    assert len(board.trick_view.rows) == 2
    assert painted == [], painted
