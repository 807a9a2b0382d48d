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
    return {card: item.toolTip() for card, item in table.hand_items.items()}


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
    click_scene_item(qtbot, table, table.hand_items["5S"])
    labels = [b.text() for b in table.choice_bar.buttons.values()]
    assert labels[0] == designate and len(labels) == 2
    click_scene_item(qtbot, table, table.hand_items["10H"])
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


# ---- 九尊 -----------------------------------------------------------------------------------
PRIMATUM_SETUP = {"round_cards": ["文武"], "start": 0,
                  "hands": [["Q7", "C5", "Z5", "W8"], ["W3", "N4", "Z1", "Q2"]],
                  "neutral": ["W7", "N8", "Q6"],
                  "territories": [[["Q-K", "Q9", "Z2"], ["Q-H", "C6"], ["Q-P", "N3"]],
                                  [["C-K", "C9"], ["C-H"], ["C-P"]]]}


def _scene_words(table) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    return [i.text().replace("\n", "").replace("\u2060", "") for i in table.scene.items()
            if isinstance(i, QGraphicsSimpleTextItem)]


@pytest.mark.gui
def test_primatum_teaches_cards_round_card_pledges_and_the_big_sides(qtbot, store):
    """The seed: 「尊牌：就是己國的牌。比較數字時加10計算」; the round card's 文 / 武 says
    which number counts; after a won bout 「押」 follows 文牌數順法則 (a pledge's 文 number ≤ the
    covered card's); 大勝方 / 大亂方 are named. Qi (seat 0) leads 魏八 in a 文 fight; Chu has
    nothing as high and passes; Qi may pledge, and only the Queen column (its last card 楚六)
    can take one of Qi's cards left (齊七, 楚五, 趙五 — five ≤ six)."""
    from tests.gui.games.test_primatum import start as primatum_start
    LanguageManager.instance().set_language("en", remember=False)
    window, _ = primatum_start(qtbot, store, 2, seed=2, setup=PRIMATUM_SETUP)
    table = window.table
    qtbot.waitUntil(lambda: bool(table.legal) and not table.queue.pending(), timeout=8000)
    tips = {code: item.toolTip() for code, item in table.hand_items.items()}
    assert tips["Q7"] == (f"{table.card_text('Q7')} · civil (文) 七 · military (武) 3\n"
                          "Your own country's card, 尊: it counts 17 in this fight (7 + 10).")
    assert tips["C5"] == (f"{table.card_text('C5')} · civil (文) 五 · military (武) 5\n"
                          "Another country's card: it counts 5 in this fight.")
    words = _scene_words(table)
    assert "Civil (文) counts: 一…九" in words
    assert "Big winner (大勝方): nobody yet" in words and "Big loser (大亂方): nobody yet" in words
    rounds = [i for i in table.scene.items() if type(i).__name__ == "RoundCard"]
    assert rounds[0].toolTip() == ("Round card 文武: phase 1 is a Civil fight (文), phase 2 a "
                                   "Military fight (武). Now: phase 1.")
    assert not any(slot.mode for slot in table.board.slots.values())
    table.choose("play W8")
    qtbot.waitUntil(lambda: any(a["notation"].startswith("pledge") for a in table.legal)
                    and not table.queue.pending(), timeout=8000)
    assert {col: slot.mode for col, slot in table.board.slots.items()} == {0: "", 1: "may", 2: ""}
    assert ("Pledge (押): one card under a gold column, its civil number at most the covered "
            "card's (文牌數順).") in _scene_words(table)
    window.close()


# ---- 天地人 ---------------------------------------------------------------------------------
TD_SETUP = {"hands": [["5S", "5H", "5D", "LJ", "2C", "9S", "7S", "3S"], ["4S", "6H"], ["6S", "8S"]],
            "zhuang": 0, "jiefeng": [0, 1, 2], "round": 3}


@pytest.mark.gui
def test_tiandiren_names_the_selection_as_it_is_picked(qtbot, store):
    """附录二: 火箭 「三张同点牌，可带一张单牌或一对牌」 — three 5s are a 火箭, and one with a
    kicker still to choose; 孤舟 「不可与“2”搭配」 — LJ with ♣2 is no play, and the line by
    the Play button says why once the engine has answered."""
    from tests.gui.games.test_tiandiren import _config, _settle, _start, _window
    LanguageManager.instance().set_language("en", remember=False)
    window = _window(qtbot, store)
    legal, over = _start(qtbot, window, _config(3, seed=1, setup=TD_SETUP))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    table.select_cards(["5S", "5H", "5D"])
    line = table.selection_label.text().replace("\u2060", "")      # (no-break joiners)
    assert line == "3 cards selected: 5-5-5 · Rocket (火箭) — or add kickers: 5-5-5+? / 5-5-5+?-?"
    table.select_cards(["LJ", "2C"])
    qtbot.waitUntil(lambda: "no play" in table.selection_label.text(), timeout=5000)
    assert table.selection_label.text().replace("\u2060", "") == (
        "2 cards selected: no play — A joker's Lone boat (孤舟) cannot carry a 2.")
    window.close()
