"""Screen readers and names (issue 26): the accessibility tree of every table names each
interactive element; the felt's description is the position in words and changes with it;
the focused card is named; the status line and the log announce changes; after a language
switch the names are in the new language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from gui.lang.i18n import LanguageManager
from gui.table import a11y
from tests.gui import a11y_tree
from tests.gui.key_driver import focus_card, key, wait_for_human
from tests.gui.test_keyboard import SETUP_93, start

GAMES = [("ninety_nine", 3), ("showdown", 2), ("primatum", 3), ("tiandiren", 3)]


def at_the_human_turn(qtbot, store, game, players):
    window = start(qtbot, store, game, players)
    table = window.table
    wait_for_human(qtbot, table)
    if table.holding():                     # 天地人's heaven announcement
        key(qtbot, table, Qt.Key.Key_Return)
        wait_for_human(qtbot, table)
    return window


@pytest.mark.gui
@pytest.mark.parametrize("game,players", GAMES)
def test_every_interactive_element_of_a_table_has_a_name(qtbot, store, game, players):
    window = at_the_human_turn(qtbot, store, game, players)
    assert a11y_tree.unnamed(window) == []
    key(qtbot, window.table, Qt.Key.Key_Right)       # with the focus shown, and the hand
    assert a11y_tree.unnamed(window) == []
    felt = QAccessible.queryAccessibleInterface(window.table.view)
    assert felt.text(QAccessible.Text.Name).startswith("Your hand: ")
    assert felt.text(QAccessible.Text.Description).startswith(window.table.game_title() + ": ")


@pytest.mark.gui
def test_the_tree_walk_finds_a_button_without_a_name(qtbot, store):
    """The check can fail: a button with no text and no name is reported."""
    from PySide6.QtWidgets import QPushButton
    window = at_the_human_turn(qtbot, store, "ninety_nine", 3)
    button = QPushButton()
    window.table.controls.addWidget(button)
    button.show()
    assert any("Button" in entry for entry in a11y_tree.unnamed(window))


@pytest.mark.gui
def test_the_felt_says_the_position_and_the_focused_card(qtbot, store):
    window = start(qtbot, store, "ninety_nine", 3, seed=5, options={"match_hands": 1},
                   setup=SETUP_93)
    table = window.table
    wait_for_human(qtbot, table)
    view = table.view
    assert view.accessibleDescription() == (
        "Ninety-Nine: total 93, your turn; your hand: ♣2, ♦4, ♥5, ♥8, ♠10")
    focus_card(qtbot, table, "4D")
    assert view.accessibleName() == "Your hand: ♦4 (2 of 5)"
    key(qtbot, table, Qt.Key.Key_Right)
    assert view.accessibleName() == "Your hand: ♥5 (3 of 5)"
    focus_card(qtbot, table, "2C")
    key(qtbot, table, Qt.Key.Key_Return)                  # 93 + 2
    qtbot.waitUntil(lambda: "total 95" in view.accessibleDescription()
                    or "total 97" in view.accessibleDescription()
                    or "total 99" in view.accessibleDescription(), timeout=5000)
    assert "♣2" not in view.accessibleDescription()


@pytest.mark.gui
def test_the_status_line_and_the_log_announce_their_changes(qtbot, store, monkeypatch):
    sent = []

    class Spy:
        Event = QAccessible.Event

        @staticmethod
        def updateAccessibility(event):
            sent.append((event.type(), event.object()))

    monkeypatch.setattr(a11y, "QAccessible", Spy)
    window = start(qtbot, store, "ninety_nine", 3, seed=5, options={"match_hands": 1},
                   setup=SETUP_93)
    table = window.table
    wait_for_human(qtbot, table)
    sent.clear()
    focus_card(qtbot, table, "2C")
    key(qtbot, table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.log.shown()) >= 2, timeout=5000)
    kinds = {(kind, obj) for kind, obj in sent}
    assert (QAccessible.Event.Alert, table.log_list) in kinds
    assert (QAccessible.Event.NameChanged, table.status) in kinds
    assert (QAccessible.Event.TextUpdated, table.status) in kinds
    last = table.log.shown()[-1]
    assert table.log_list.accessibleDescription() == last


@pytest.mark.gui
def test_after_a_language_switch_the_names_are_in_the_new_language(qtbot, store):
    window = start(qtbot, store, "ninety_nine", 3, seed=5, options={"match_hands": 1},
                   setup=SETUP_93)
    table = window.table
    wait_for_human(qtbot, table)
    focus_card(qtbot, table, "4D")
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: table.view.accessibleDescription().startswith("九九："), timeout=5000)
    assert table.view.accessibleDescription() == "九九：數值 93，輪到你；你的手牌：♣2、♦4、♥5、♥8、♠10"
    assert table.view.accessibleName().startswith("你的手牌：♦4")
    assert a11y_tree.unnamed(window) == []
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: "数值 93" in table.view.accessibleDescription(), timeout=5000)
    assert table.log_list.accessibleName() == table.side.log_title.text()


@pytest.mark.gui
def test_every_control_of_the_home_and_new_game_has_a_name(qtbot, store):
    """Issue 33: the home's doors and New game's seats, variants and house rules, each
    named for a screen reader."""
    from gui.dialogs.new_game import NewGameDialog
    from gui.main_window import MainWindow
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert a11y_tree.unnamed(window) == []
    dialog = NewGameDialog("ninety_nine")
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    dialog.seat_rows[0].set_human(True)
    dialog.more_rules.button.click()
    dialog.show()
    qtbot.waitUntil(lambda: dialog.seat_rows[0].name.isVisible(), timeout=2000)
    assert a11y_tree.unnamed(dialog) == []


def test_every_control_of_the_cards_and_the_lobby_has_a_name(qtbot, store):
    """Issue 33.4/33.5: Load, Save, Watch a replay (each card named by its words), the
    lobby and the join dialog: every interactive element has a name."""
    from tests.gui.test_layout import card_dialogs
    for name, dialog in card_dialogs(store):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert a11y_tree.unnamed(dialog) == [], name
        if hasattr(dialog, "grid"):
            card = dialog.grid.cards[0]
            face = QAccessible.queryAccessibleInterface(card)
            assert face.text(QAccessible.Text.Name) == card.accessibleName() != ""
        if hasattr(dialog, "done_with"):
            dialog.done_with()
        else:
            dialog.close()
