"""Keyboard play (issue 26): whole hands of every game driven by key events only, the
focus kept across a redraw, refused keys explained, a lesson step done with keys."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gui.games.ninety_nine import NinetyNineTable
from gui.main_window import MainWindow
from gui.table.keyboard import Group
from gui.userdata import prefs
from tests.gui.key_driver import (focus_card, focus_on, key, press_choice, settled_human,
                                  wait_for_human)


def start(qtbot, store, game, players, seed=3, options=None, setup=None, table_class=None):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.start_game({"game": game, "players": players, "variant": None,
                       "options": dict(options or {}), "seed": seed, "human_seat": 0,
                       "names": ["Me"] + [f"CPU {i}" for i in range(1, players)],
                       "setup": setup, "bot_levels": [None] + ["easy"] * (players - 1)})
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game
                    and bool(window.table.observation), timeout=8000)
    return window


def play_by_keys(qtbot, table, move, max_moves=400) -> None:
    """Until the match-end box: Enter past every hold, `move` for every decision."""
    for _ in range(max_moves):
        wait_for_human(qtbot, table)
        if table.holding():
            key(qtbot, table, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not table.holding(), timeout=5000)
            continue
        if table.overlay.isVisible():
            return
        before = table.move
        move(qtbot, table)
        qtbot.waitUntil(lambda: not table.legal or table.move != before, timeout=5000)
    raise AssertionError("the game did not end")


# ---- 九九 ---------------------------------------------------------------------------------
def ninety_nine_move(qtbot, table) -> None:
    action = table.legal[0]
    card = action["cards"][0]
    focus_card(qtbot, table, card)
    key(qtbot, table, Qt.Key.Key_Return)
    if table.legal and table.choice_bar.buttons:
        press_choice(qtbot, table, table.choice_text(action))


@pytest.mark.gui
def test_ninety_nine_whole_match_by_keys(qtbot, store):
    window = start(qtbot, store, "ninety_nine", 3, options={"match_hands": 1})
    table = window.table
    assert isinstance(table, NinetyNineTable)
    play_by_keys(qtbot, table, ninety_nine_move)
    state, _ = store.load("autosave")
    assert state.is_over
    assert any(line.startswith("Me plays") for line in
               (table.log_list.item(i).text() for i in range(table.log_list.count())))
