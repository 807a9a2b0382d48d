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


# ---- 九局對決 -------------------------------------------------------------------------------
def showdown_move(qtbot, table) -> None:
    legal = [a["notation"] for a in table.legal]
    cards = [n for n in legal if n.split()[0] in ("play", "defend", "answer")]
    notation = cards[table.move % len(cards)] if cards and table.move % 5 else legal[0]
    kind, _, rest = notation.partition(" ")
    if kind in ("play", "defend", "answer"):
        focus_card(qtbot, table, rest.split("=")[0])
        key(qtbot, table, Qt.Key.Key_Return)
        if "=" in rest:
            assert table.picker.isVisible()
            focus_on(qtbot, table, Group.CHOICES, lambda b: b is table.picker_buttons[notation])
            key(qtbot, table, Qt.Key.Key_Return)
    elif kind == "nodefence":
        key(qtbot, table, Qt.Key.Key_P)
    elif kind == "swap":
        press_choice(qtbot, table, table.action_buttons["swap"].text())
        focus_card(qtbot, table, rest)
        key(qtbot, table, Qt.Key.Key_Space)
    else:
        press_choice(qtbot, table, table.action_buttons[kind].text())


@pytest.mark.gui
def test_showdown_whole_game_by_keys(qtbot, store):
    window = start(qtbot, store, "showdown", 2, options={"innings": 1})
    table = window.table
    play_by_keys(qtbot, table, showdown_move)
    state, _ = store.load("autosave")
    assert state.is_over and table.overlay.isVisible()
    assert any(n.split()[0] in ("play", "defend", "answer") for n in state.history[::2] + state.history[1::2])


# ---- 九尊 ----------------------------------------------------------------------------------
def primatum_move(qtbot, table) -> None:
    legal = table.legal
    kinds = {a["notation"].split()[0] for a in legal}
    if "lose" in kinds:
        col = [a for a in legal if a["notation"].startswith("lose")][-1]["col"]
        focus_on(qtbot, table, Group.TARGETS, lambda t: t.key == ("col", col))
        key(qtbot, table, Qt.Key.Key_Return)
    elif "draw" in kinds:
        press_choice(qtbot, table, table.draw_button.text())
    elif "pledge" in kinds:
        action = [a for a in legal if a["notation"].startswith("pledge")][-1]
        focus_card(qtbot, table, action["cards"][0])
        key(qtbot, table, Qt.Key.Key_Space)
        # (Enter would play the card when it is a play too: Tab to the lit columns)
        focus_on(qtbot, table, Group.TARGETS, lambda t: t.key == ("col", action["col"]))
        key(qtbot, table, Qt.Key.Key_Return)
    elif "play" in kinds and table.move % 4 != 3:
        action = max((a for a in legal if a["notation"].startswith("play")),
                     key=lambda a: len(a["cards"]))
        for card in action["cards"]:
            focus_card(qtbot, table, card)
            key(qtbot, table, Qt.Key.Key_Space)
        assert sorted(table._selected) == sorted(action["cards"])
        key(qtbot, table, Qt.Key.Key_Return)
    else:
        key(qtbot, table, Qt.Key.Key_P)


@pytest.mark.gui
def test_primatum_round_by_keys(qtbot, store):
    window = start(qtbot, store, "primatum", 3, seed=5)
    table = window.table
    for _ in range(300):
        wait_for_human(qtbot, table)
        if table.holding():
            break                                      # the round's end: its summary
        before = table.move
        primatum_move(qtbot, table)
        qtbot.waitUntil(lambda: not table.legal or table.move != before, timeout=5000)
    assert table.holding() and table.overlay.isVisible()
    state, _ = store.load("autosave")
    mine = state.history[:]
    assert any(n.startswith("play") for n in mine) and any(n.startswith("pledge") for n in mine)
    key(qtbot, table, Qt.Key.Key_Return)               # "Next round" from the keyboard
    qtbot.waitUntil(lambda: not table.holding(), timeout=5000)


# ---- 天地人 --------------------------------------------------------------------------------
def tiandiren_move(qtbot, table) -> None:
    from gui.games.tiandiren.selection import hint_cards
    legal = [a["notation"] for a in table.legal]
    plays = [n for n in legal if n != "pass"]
    if "pass" in legal and (table.move % 3 == 1 or not plays):
        key(qtbot, table, Qt.Key.Key_P)
        return
    notation = max(plays[:60], key=lambda n: len(hint_cards(table._hand, n)))
    key(qtbot, table, Qt.Key.Key_Escape)
    copies: dict[str, int] = {}
    for card in hint_cards(table._hand, notation):
        focus_card(qtbot, table, card, copies.get(card, 0))
        copies[card] = copies.get(card, 0) + 1
        key(qtbot, table, Qt.Key.Key_Space)
    assert table.selection.matches(), (notation, table.selected_cards())
    key(qtbot, table, Qt.Key.Key_Return)
    if table.legal and table.choice_bar.buttons:
        key(qtbot, table, Qt.Key.Key_1)


@pytest.mark.gui
def test_tiandiren_whole_game_by_keys(qtbot, store):
    window = start(qtbot, store, "tiandiren", 3, seed=18)
    table = window.table
    play_by_keys(qtbot, table, tiandiren_move, max_moves=600)
    state, _ = store.load("autosave")
    assert state.is_over
    assert any("pass" in line for line in my_lines(table))
    assert any("pass" not in line for line in my_lines(table))


def my_lines(table) -> list[str]:
    return [table.log_list.item(i).text() for i in range(table.log_list.count())
            if table.log_list.item(i).text().startswith("Me ")]
