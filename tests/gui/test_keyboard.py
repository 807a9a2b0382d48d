"""Keyboard play (issue 26): whole hands of every game driven by key events only, the
focus kept across a redraw, refused keys explained, a lesson step done with keys."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gui.games.ninety_nine import NinetyNineTable
from gui.main_window import MainWindow
from gui.table.keyboard import Group
from gui.userdata import prefs
from tests.gui.key_driver import (
    focus_card,
    focus_on,
    key,
    press_choice,
    settled_human,
    wait_for_human,
)


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
               table.log.shown())


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
        assert sorted(table.choices.selected) == sorted(action["cards"])
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
    assert table.holding()
    qtbot.waitUntil(table.overlay.isVisible, timeout=5000)     # the round's summary
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
    notation = max(plays[:60], key=lambda n: len(hint_cards(table.selection.hand, n)))
    key(qtbot, table, Qt.Key.Key_Escape)
    copies: dict[str, int] = {}
    for card in hint_cards(table.selection.hand, notation):
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
    return [line for line in table.log.shown() if line.startswith("Me ")]


# ---- the focus, refusals, a lesson ----------------------------------------------------------
#: 九九 at 93: 8H would pass 99 (refused), 2C is fine, 10S is played ±10 (a choice).
SETUP_93 = {"hands": [["5H", "10S", "2C", "4D", "8H"], ["2H", "3H", "5S", "6S", "8S"],
                      ["2D", "3D", "4S", "5C", "6D"]], "total": 93, "starter": 0}


def ninety_nine_at_93(qtbot, store):
    window = start(qtbot, store, "ninety_nine", 3, seed=5, options={"match_hands": 1},
                   setup=SETUP_93)
    wait_for_human(qtbot, window.table)
    return window.table


@pytest.mark.gui
def test_the_focus_moves_one_ring_and_stays_on_its_card_across_a_redraw(qtbot, store, monkeypatch):
    table = ninety_nine_at_93(qtbot, store)
    drawn = []
    monkeypatch.setattr(table, "render", lambda obs, real=table.render: (drawn.append(1), real(obs)))
    focus_card(qtbot, table, "4D")
    key(qtbot, table, Qt.Key.Key_Left)
    key(qtbot, table, Qt.Key.Key_Right)
    assert drawn == []                                  # a focus move redraws nothing
    ring = table.keys.marks.ring
    item = table.hand_items["4D"]
    assert ring.isVisible() and ring.sceneBoundingRect().contains(item.sceneBoundingRect())
    table.redraw.now()                                  # every item made anew
    assert drawn and table.hand_items["4D"] is not item
    assert table.keys.focused().key == ("card", "4D", 0)
    assert ring.sceneBoundingRect().contains(table.hand_items["4D"].sceneBoundingRect())
    assert table.view.accessibleName().startswith("Your hand: ♦4")


@pytest.mark.gui
def test_a_refused_key_says_why_and_changes_nothing(qtbot, store):
    table = ninety_nine_at_93(qtbot, store)
    legal = list(table.legal)
    focus_card(qtbot, table, "8H")
    key(qtbot, table, Qt.Key.Key_Return)                # ♥8 would pass 99
    qtbot.waitUntil(lambda: bool(table.why_not.text), timeout=5000)
    assert table.status.text() == table.why_not.text
    assert "99" in table.why_not.text
    assert table.legal == legal and (store.info("autosave") is None or store.info("autosave").turn == 0)
    key(qtbot, table, Qt.Key.Key_7)                     # no seventh choice
    assert table.status.text() == "There is no choice 7 now."
    key(qtbot, table, Qt.Key.Key_P)                     # 九九 has no pass: the engine says so
    qtbot.waitUntil(lambda: table.why_not.text != "There is no choice 7 now.", timeout=5000)
    assert table.why_not.text == "There is no passing in this game: play a card."  # issue 34 #6
    assert table.legal == legal
    focus_card(qtbot, table, "10S")                     # at 93 only −10: played at once
    key(qtbot, table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: store.info("autosave") is not None
                    and store.info("autosave").turn >= 1, timeout=5000)
    state, _ = store.load("autosave")
    assert state.history[0] == "10S -10"


@pytest.mark.gui
def test_a_designate_target_is_chosen_with_the_keys(qtbot, store):
    # a 5 names the next player (5 指定): the seats are targets, reached with Tab
    setup = {"hands": [["5S", "10H", "2C", "3C", "6C"], ["JC", "2D", "3D", "6D", "8D"],
                       ["JD", "2H", "3H", "6H", "8H"]], "total": 50, "starter": 0}
    window = start(qtbot, store, "ninety_nine", 3, seed=1, options={"match_hands": 1},
                   setup=setup)
    table = window.table
    wait_for_human(qtbot, table)
    focus_card(qtbot, table, "5S")
    key(qtbot, table, Qt.Key.Key_Return)
    buttons = table.keys.choice_buttons()
    assert len(buttons) == 3 and buttons[1].toolTip().endswith(" (2)")    # two seats, Cancel
    key(qtbot, table, Qt.Key.Key_Escape)                # Esc closes the choice
    assert not table.choice_bar.buttons and table.legal
    key(qtbot, table, Qt.Key.Key_Return)
    focus_on(qtbot, table, Group.TARGETS, lambda t: t.key == ("seat", 2))
    assert table.view.accessibleName().startswith("Targets: CPU 2")
    key(qtbot, table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store.info("autosave") is not None
                    and store.info("autosave").turn >= 1, timeout=5000)
    state, _ = store.load("autosave")
    assert state.history[0] == "5S @2"


@pytest.mark.gui
def test_the_buttons_say_their_keys(qtbot, store):
    window = start(qtbot, store, "tiandiren", 3, seed=18)
    table = window.table
    wait_for_human(qtbot, table)
    if table.holding():
        key(qtbot, table, Qt.Key.Key_Return)
    wait_for_human(qtbot, table)
    assert table.play_button.toolTip().startswith("Play (Enter")
    assert table.pass_button.toolTip().startswith("Pass (P")
    assert table.clear_button.toolTip().startswith("Clear selection (Esc")


@pytest.fixture
def fixture_lessons(tmp_path, monkeypatch):
    import json

    from gui.tutorial import lessons
    from tests.gui.test_tutorial import FIXTURE
    path = tmp_path / "ninety_nine.json"
    path.write_text(json.dumps(FIXTURE, ensure_ascii=False), encoding="utf-8")
    real = lessons.lesson_file
    monkeypatch.setattr(lessons, "lesson_file",
                        lambda game_id: path if game_id == "ninety_nine" else real(game_id))
    return path


@pytest.mark.gui
def test_a_lesson_is_followed_with_the_keys(qtbot, store, fixture_lessons):
    from tests.gui import tutorial_driver as td
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=10000)
    key(qtbot, table, Qt.Key.Key_Return)                # the note's Next
    assert coach.index == 1
    qtbot.waitUntil(lambda: settled_human(table), timeout=10000)
    focus_card(qtbot, table, "4D")                      # legal, but not the step's move
    key(qtbot, table, Qt.Key.Key_Return)
    assert coach.index == 1 and coach.wrong_tries == 1
    focus_card(qtbot, table, "2C")
    key(qtbot, table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: coach.index >= 3, timeout=10000)    # watched the others
    qtbot.waitUntil(lambda: settled_human(table), timeout=10000)
    focus_card(qtbot, table, "10S")
    key(qtbot, table, Qt.Key.Key_Return)                # (at 99 the 10 goes −10 only)
    qtbot.waitUntil(lambda: coach.index == 4, timeout=10000)
    qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=10000)
    key(qtbot, table, Qt.Key.Key_Return)                # "Well done": Next
    qtbot.waitUntil(lambda: coach.complete, timeout=10000)
    qtbot.waitUntil(lambda: any(ev.get("kind") == "play" and ev.get("total") == 89
                                and list(ev.get("cards") or ()) == ["10S"]
                                for ev in table.log.events), timeout=5000)


@pytest.mark.parametrize("lang,space", [("en", "Space"), ("zh_TW", "空白鍵"), ("zh_CN", "空格键")])
def test_every_key_is_listed_on_the_controls_page(lang, space):
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "resources" / "rules" / lang
            / "controls.md").read_text(encoding="utf-8")
    for key_name in ("← →", "↑ ↓", "Home", "End", space, "Shift+← →", "Enter", "Esc", "**P**",
                     "1 … 9", "**Tab**", "Shift+Tab", "**H**", "**T**", "**F**", "Ctrl+Z"):
        assert key_name in text, f"{lang}: {key_name} is not on the Controls page"


@pytest.mark.gui
def test_shift_arrows_select_a_run_as_a_drag_does(qtbot, store):
    window = start(qtbot, store, "tiandiren", 3, seed=18)
    table = window.table
    wait_for_human(qtbot, table)
    if table.holding():
        key(qtbot, table, Qt.Key.Key_Return)
        wait_for_human(qtbot, table)
    key(qtbot, table, Qt.Key.Key_Escape)
    key(qtbot, table, Qt.Key.Key_Home)
    shift = Qt.KeyboardModifier.ShiftModifier
    key(qtbot, table, Qt.Key.Key_Right, shift)
    key(qtbot, table, Qt.Key.Key_Right, shift)
    assert table.selection.indices == {0, 1, 2}
    assert table.keys.focused().key[:2] == ("card", table.selection.hand[2])
    key(qtbot, table, Qt.Key.Key_Right)                 # a plain arrow only moves
    key(qtbot, table, Qt.Key.Key_Space)                 # Space toggles the focused card
    assert table.selection.indices == {0, 1, 2, 3}
    key(qtbot, table, Qt.Key.Key_Space)
    key(qtbot, table, Qt.Key.Key_Home)                  # a run from a selected card unselects
    key(qtbot, table, Qt.Key.Key_Right, shift)
    assert table.selection.indices == {2}
    key(qtbot, table, Qt.Key.Key_Escape)
    assert table.selection.indices == set()
