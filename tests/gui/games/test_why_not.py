""""Why not?" on each table (issue 17): a click on a refused card (or a selection that is no
play) asks the worker why, and the reason stands on the status line in the language on screen."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from gui.lang.i18n import LanguageManager
from tests.gui.games import test_ninety_nine as nn
from tests.gui.games import test_primatum as pr
from tests.gui.games import test_showdown as sd
from tests.gui.games import test_tiandiren as td

pytestmark = pytest.mark.gui


#: The line a dimmed card's tooltip ends with (gui/table/card_item.py), 繁體 and 简体.
DIMMED_TW = "變暗：現在不能出這張牌。點一下看看原因。"
DIMMED_CN = "变暗：现在不能出这张牌。点一下看看原因。"


def click_dimmed(qtbot, table, item, local: QPointF | None = None) -> None:
    assert not item.is_legal()
    point = table.view.mapFromScene(item.mapToScene(local) if local is not None
                                    else item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_ninety_nine_says_the_card_would_pass_99(qtbot, store):
    """「當某一玩家不論出哪張牌後都會使海中的數值超過99時…」: 9♠ at 95 would make 104."""
    LanguageManager.instance().set_language("zh_TW", remember=False)
    window = nn.start(qtbot, store, players=2, setup={
        "hands": [["9S", "4C", "AS", "2D", "3D"], ["2C", "3C", "6C", "7C", "8C"]],
        "total": 95, "starter": 0})
    table = window.table
    nn.wait_for_human(qtbot, table)
    # A newcomer hovering the grey card read only what it does: its tooltip says why it is grey.
    assert table.hand_items["9S"].toolTip().endswith("\n" + DIMMED_TW)
    assert DIMMED_TW not in table.hand_items["2D"].toolTip()          # a playable card
    click_dimmed(qtbot, table, table.hand_items["9S"])
    qtbot.waitUntil(lambda: table.status.text() == "♠9 會讓數值變成 104：不能超過 99。", timeout=5000)
    assert table.legal                               # nothing was played
    LanguageManager.instance().set_language("en", remember=False)
    qtbot.waitUntil(lambda: table.status.text() == "♠9 would take the total to 104: it may not pass 99.",
                    timeout=5000)


def test_showdown_says_the_defence_does_not_hold(qtbot, store):
    """「能管住」 (阶段2): ♠3 cannot hold ♥K."""
    LanguageManager.instance().set_language("zh_CN", remember=False)
    window = sd.start(qtbot, store, setup={"away": 1, "red_hand": ["KH"],
                                           "black_hand": ["3S", "QS", "KC", "4C", "5C"]})
    table = window.table
    sd.wait_for_human(qtbot, table)
    assert table.hand_items["3S"].toolTip().endswith("\n" + DIMMED_CN)
    click_dimmed(qtbot, table, table.hand_items["3S"])
    qtbot.waitUntil(lambda: table.status.text() == "♠3 管不住 ♥K：防守的牌要一样大或更大。", timeout=5000)


def test_primatum_says_the_selection_is_no_combination(qtbot, store):
    """「玩家可以從手牌打出1張牌、同子、或順子」: 齊三 and 楚五 are in none of them."""
    window, over = pr.start(qtbot, store, 2, seed=1, setup={
        "hands": [["Q3", "C5", "Z7"], ["C1", "C2"]], "round_cards": ["文武"]})
    table = window.table
    qtbot.waitUntil(lambda: pr.ready(table, over), timeout=10000)
    pr.click_card(qtbot, table, "Q3")
    qtbot.waitUntil(lambda: table.choices.selected == ["Q3"], timeout=3000)
    click_dimmed(qtbot, table, table.hand_items["C5"], QPointF(12, 70))
    qtbot.waitUntil(lambda: table.status.text().startswith("No single, same numbers (同子)"),
                    timeout=5000)
    assert table.choices.selected == ["Q3"]


def test_tiandiren_says_the_selection_is_no_combination(qtbot, store):
    """附录二: a 3 and a 5 are no combination."""
    LanguageManager.instance().set_language("zh_CN", remember=False)
    window = td._window(qtbot, store)
    legal, over = td._start(qtbot, window, td._config(3, 3, setup={
        "hands": [["3S", "5S", "9S", "9H"], ["8S", "9D"], ["10S", "JS"]], "zhuang": 0,
        "jiefeng": [0, 1, 2]}))
    table = window.table
    qtbot.waitUntil(lambda: bool(table.legal) and not table.anim.is_busy(), timeout=5000)
    for card in ("3S", "5S"):
        td._click_card(qtbot, table, table.hand_items[table.selection.hand.index(card)])
    qtbot.waitUntil(lambda: table.status.text() == "这 2 张牌组不成牌型。", timeout=5000)


def test_a_click_while_another_player_is_to_act_says_whose_turn_it_is(qtbot, store):
    """A click on a hand card while a computer thinks did nothing visible: it now says
    whose turn it is (the shared "not your turn" reason), in the language on screen."""
    from gui.main_window import MainWindow
    from gui.userdata import prefs
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=60000)         # the computer takes its time
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.start_game({"game": "ninety_nine", "players": 2, "variant": "standard",
                       "options": {"match_hands": 2}, "seed": 3, "human_seat": 0,
                       "names": ["Me", "阿明"], "bot_levels": [None, "normal"],
                       "setup": {"hands": [["9S", "4C", "AS", "2D", "3D"],
                                           ["2C", "3C", "6C", "7C", "8C"]],
                                 "total": 10, "starter": 1}})
    qtbot.waitUntil(lambda: window.table is not None and "9S" in window.table.hand_items
                    and window.table.result.thinking_seat == 1, timeout=10000)
    table = window.table
    assert not table.legal
    item = table.hand_items["9S"]
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: table.status.text() == "Wait: it is 阿明's turn.", timeout=5000)
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: "阿明" in table.status.text() and "Wait" not in table.status.text(),
                    timeout=5000)
    window.close()


def test_primatum_a_click_on_the_king_column_says_why(qtbot, store):
    """A click on one's own 王 column did nothing: before winning a bout it says that only
    the bout's winner pledges (押); right after winning, that the card comes first."""
    window, over = pr.start(qtbot, store, 2, seed=1, setup={
        "hands": [["Q5", "C8"], ["C1"]], "round_cards": ["文武"]})
    table = window.table
    qtbot.waitUntil(lambda: pr.ready(table, over), timeout=10000)
    pr.click_column(qtbot, table, 0)
    qtbot.waitUntil(lambda: table.status.text().startswith("Only the winner of a bout"),
                    timeout=5000)
    pr.click_card(qtbot, table, "Q5")
    qtbot.waitUntil(lambda: table.choices.selected == ["Q5"], timeout=3000)
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)      # 先 with 齊五
    qtbot.waitUntil(lambda: pr.ready(table, over) and any(
        a["notation"].startswith("pledge") for a in table.legal), timeout=10000)
    assert table.choices.selected == []
    pr.click_column(qtbot, table, 0)
    qtbot.waitUntil(lambda: table.status.text() == "Choose the card to pledge (押) from your "
                    "hand first, then its column.", timeout=5000)
    assert any(a["notation"].startswith("pledge") for a in table.legal)   # nothing was played
    window.close()
