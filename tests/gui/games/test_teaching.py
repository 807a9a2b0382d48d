"""The tables teach while you play (issue 24, item 2): a card's tooltip says what it does in
this game, the choice buttons name the function, the phase and the selection are named.

Each test sets up a concrete deal and checks the exact words a player reads."""
import pytest

from gui.games.ninety_nine import NinetyNineTable
from gui.lang.i18n import LanguageManager
from tests.gui.games.test_ninety_nine import click_scene_item, start, wait_for_human

NN_HANDS = [["5S", "7D", "10H", "KC", "AS"], ["JC", "2D", "3D", "6D", "8D"],
            ["JD", "2H", "3H", "6H", "8H"]]


def _tips(table) -> dict[str, str]:
    return {card: item.toolTip() for card, item in table._hand_items.items()}


@pytest.mark.gui
def test_ninety_nine_card_tooltips_follow_the_card_set(qtbot, store):
    """The original rules, 功能牌: 「5 指定下一個出牌的人」, 「K 直接加至99」, 「♠A 歸零」,
    「10 可加減10」; the bloody version's 「7 抽一張指定玩家的牌」 — each card's tooltip says
    what it does under the game's card set."""
    LanguageManager.instance().set_language("en", remember=False)
    window = start(qtbot, store, players=3, seed=1, options={"match_hands": 1},
                   setup={"hands": NN_HANDS, "total": 50, "starter": 0})
    table = window.table
    wait_for_human(qtbot, table)
    tips = _tips(table)
    assert tips["5S"] == "♠5 — Designate: choose who plays next."
    assert tips["7D"] == "♦7 — adds 7 to the total."
    assert tips["10H"] == "♥10 — adds 10 to the total or takes 10 off it: your choice."
    assert tips["KC"] == "♣K — To 99: the total becomes 99."
    assert tips["AS"] == "♠A — Reset: the total goes back to 0."
    window.close()


@pytest.mark.gui
def test_ninety_nine_tooltips_in_the_bloody_set_with_house_rules(qtbot, store):
    """血腥版: 「7 抽走指定玩家一張牌（不抽牌）」, 「A 與指定玩家交換手牌」; the house rule
    「K 可選擇加至 99 或歸零」 (king=choice) — and ♠A is then a plain swap like every A."""
    LanguageManager.instance().set_language("en", remember=False)
    window = start(qtbot, store, players=3, seed=1, variant="bloody",
                   options={"match_hands": 1, "king": "choice"},
                   setup={"hands": NN_HANDS, "total": 50, "starter": 0})
    table = window.table
    wait_for_human(qtbot, table)
    tips = _tips(table)
    assert tips["7D"] == "♦7 — Take a card at random from a player you choose; you draw no card."
    assert tips["KC"] == "♣K — the total becomes 99 or 0: your choice."
    assert tips["AS"] == "♠A — Swap hands with a player you choose; you draw no card."
    window.close()


@pytest.mark.gui
@pytest.mark.parametrize("lang, designate", [("en", "Designate → 阿明"), ("zh_TW", "指定 → 阿明")])
def test_ninety_nine_choice_buttons_name_the_function(qtbot, store, lang, designate):
    """「5 指定」: the buttons of a 5 say it designates and whom (「指定 → 電腦 1」); a 10's
    say "+10 / −10"."""
    LanguageManager.instance().set_language(lang, remember=False)
    window = start(qtbot, store, players=3, seed=1, options={"match_hands": 1},
                   setup={"hands": NN_HANDS, "total": 50, "starter": 0})
    table = window.table
    wait_for_human(qtbot, table)
    click_scene_item(qtbot, table, table._hand_items["5S"])
    labels = [b.text() for b in table.choice_bar.buttons.values()]
    assert labels[0] == designate and len(labels) == 2
    click_scene_item(qtbot, table, table._hand_items["10H"])
    assert [b.text() for b in table.choice_bar.buttons.values()] == ["+10", "−10"]
    window.close()
    LanguageManager.instance().set_language("en", remember=False)


def test_the_home_line_says_what_the_pile_total_is():
    """The home screen's 九九 line (its GameInfo description) does not lean on the
    jargon 海 without saying it is the running total (issue 24.2)."""
    from PySide6.QtCore import QCoreApplication
    from gui.lang.i18n import LanguageManager as LM
    source = "Play cards onto a running total; whoever cannot stay at 99 or under is out."
    for lang in ("zh_TW", "zh_CN"):
        LM.instance().set_language(lang, remember=False)
        text = QCoreApplication.translate("EngineGames", source)
        # 海 is the pile's name; the line says it is the total added up (累計 / 累计)
        assert "海" not in text or "累計" in text or "累计" in text, text
    LM.instance().set_language("en", remember=False)


assert NinetyNineTable
