"""九九 on its table: a whole match won or lost through clicks, saves, language, screenshots."""

import pytest
from PySide6.QtCore import Qt

from gui.games.ninety_nine import NinetyNineTable
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.shots import shot, to_docs

LONG_NAME = "Alexandria Montgomery-Wellington"


def start(qtbot, store, players=3, seed=3, options=None, variant="standard", setup=None):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    names = [LONG_NAME] + ["阿明", "小華", "Bob", "Carol", "Dave", "Eve", "Frank"][:players - 1]
    window.start_game({"game": "ninety_nine", "players": players, "variant": variant,
                       "options": dict({"match_hands": 2}, **(options or {})), "seed": seed,
                       "human_seat": 0, "names": names, "setup": setup,
                       "bot_levels": [None] + ["normal"] * (players - 1)})
    qtbot.waitUntil(lambda: isinstance(window.table, NinetyNineTable), timeout=5000)
    return window


def click_scene_item(qtbot, table, item):
    view = table.view
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def wait_for_human(qtbot, table):
    qtbot.waitUntil(lambda: table.overlay.isVisible()
                    or (bool(table.legal) and not table.anim.is_busy() and not table.queue.pending()),
                    timeout=15000)


def human_move(qtbot, table):
    """Play the first legal action the way a player would: click its card, then its choice."""
    action = table.legal[0]
    card = action["cards"][0]
    items = table.board.pool_items if action["kind"] == "take" else list(table.hand_items.values())
    item = next(i for i in items if i.card == card)
    assert item.is_legal()
    click_scene_item(qtbot, table, item)
    if table.choice_bar.buttons:
        buttons = list(table.choice_bar.buttons.values())
        wanted = table.choice_text(action)
        button = next(b for b in buttons if b.text() == wanted)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_to_the_end(qtbot, window, max_moves=600):
    table = window.table
    for _ in range(max_moves):
        wait_for_human(qtbot, table)
        if table.overlay.isVisible():
            if table.overlay.next_button.isVisible():
                qtbot.mouseClick(table.overlay.next_button, Qt.MouseButton.LeftButton)
                continue
            return table
        human_move(qtbot, table)
    raise AssertionError("the match did not end")


@pytest.mark.gui
def test_whole_match_through_clicks(qtbot, store):
    window = start(qtbot, store)
    table = play_to_the_end(qtbot, window)
    state, _ = store.load("autosave")
    assert state.is_over
    returns = state.returns()
    shown = [table.overlay.standings.item(r, 2).text() for r in range(table.overlay.standings.rowCount())]
    assert sorted(shown, reverse=True) == [str(int(x)) for x in sorted(returns, reverse=True)]
    assert sum(returns) == 2
    shown = table.log.shown()
    assert any(LONG_NAME + " plays" in line for line in shown)
    story = table.log.lines(table.log.events)       # the list shows the newest lines of it
    assert shown == story[-len(shown):]
    assert any("wins hand 1" in line for line in story)


@pytest.mark.gui
def test_choices_are_offered_in_place(qtbot, store):
    # Seat 0 holds a 10 (±10) and a 5 (designate): both need a choice.
    setup = {"hands": [["10H", "5S", "2C", "3C", "6C"], ["JC", "2D", "3D", "6D", "8D"],
                       ["JD", "2H", "3H", "6H", "8H"]], "total": 50, "starter": 0}
    window = start(qtbot, store, players=3, seed=1, options={"match_hands": 1}, setup=setup)
    table = window.table
    wait_for_human(qtbot, table)
    click_scene_item(qtbot, table, table.hand_items["10H"])
    labels = [b.text() for b in table.choice_bar.buttons.values()]
    assert labels == ["+10", "−10"]
    click_scene_item(qtbot, table, table.hand_items["5S"])            # another card: new choices
    assert table.choice_bar.buttons
    plates = [p for p in table.board.plates.values() if p.targetable]
    assert sorted(p.seat for p in plates) == [1, 2]
    click_scene_item(qtbot, table, table.board.plates[2])                    # choose by the name plate
    qtbot.waitUntil(lambda: store.info("autosave") is not None
                    and store.info("autosave").turn >= 1, timeout=5000)
    state, _ = store.load("autosave")
    assert state.history[0] == "5S @2"


@pytest.mark.gui
def test_screenshots_mid_game_and_at_the_end(qtbot, store):
    """Mid-game and at the end, in each language (switched on the table on show: one game
    makes the pictures of the three)."""
    window = start(qtbot, store, players=5, seed=8, options={"match_hands": 1})
    wait_for_human(qtbot, window.table)
    for lang in LANGS:
        LanguageManager.instance().set_language(lang, remember=False)
        path = shot(window, "ninety_nine_mid", lang)
        to_docs(path, f"ninety_nine_{lang}.png")
    LanguageManager.instance().set_language("en", remember=False)
    play_to_the_end(qtbot, window)
    for lang in LANGS:
        LanguageManager.instance().set_language(lang, remember=False)
        shot(window, "ninety_nine_end", lang)
        assert window.table.overlay.isVisible()


LANGS = ("en", "zh_TW", "zh_CN")


@pytest.mark.gui
def test_closing_the_hand_summary_keeps_the_hand_and_the_button_goes_on(qtbot, store):
    """Esc/Close on a hand's summary leaves the finished hand on the table (as card apps do);
    the "Next hand" button below the table, which the status line names, deals the next."""
    hands = [["9H", "2S", "3S", "6S", "7S"], ["8C", "9C", "8S", "9S", "7C"]]
    window = start(qtbot, store, players=2, seed=4, options={"match_hands": 2},
                   setup={"hands": hands, "total": 89, "starter": 0, "stock": ["2H"]})
    table = window.table
    wait_for_human(qtbot, table)
    click_scene_item(qtbot, table, table.hand_items["9H"])       # 98: the bot cannot play
    qtbot.waitUntil(table.overlay.isVisible, timeout=5000)
    assert table.overlay.next_button.isVisibleTo(table.overlay)
    qtbot.keyClick(table.overlay, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: table.next_hand_button.isVisible(), timeout=5000)
    qtbot.wait(300)
    assert table.observation.get("hand_no") == 1 and table.holding()
    assert "Next hand" in table.status.text()
    qtbot.mouseClick(table.next_hand_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.observation.get("hand_no") == 2, timeout=5000)
    assert not table.next_hand_button.isVisible()
    qtbot.waitUntil(lambda: not table.busy(), timeout=5000)


@pytest.mark.gui
def test_save_quit_relaunch_load_same_position(qtbot, store):
    window = start(qtbot, store, players=4, seed=21, options={"match_hands": 3})
    table = window.table
    for _ in range(3):
        wait_for_human(qtbot, table)
        human_move(qtbot, table)
    wait_for_human(qtbot, table)
    window.host.request_save.emit("3")
    qtbot.waitUntil(lambda: store.info("3") is not None, timeout=5000)
    before = dict(table.observation)
    window.close()                                                 # quit
    again = MainWindow(store=store, think_ms=0)                    # relaunch
    qtbot.addWidget(again)
    again.show()
    again.host.request_resume_slot.emit("3")                       # load
    qtbot.waitUntil(lambda: isinstance(again.table, NinetyNineTable)
                    and bool(again.table.legal) and not again.table.busy(), timeout=10000)
    after = again.table.observation
    for key in ("hand", "total", "direction", "players", "stock", "pile_top", "hand_no"):
        assert after[key] == before[key], key
    again.close()


@pytest.mark.gui
def test_switching_language_mid_game_retranslates_the_table(qtbot, store):
    window = start(qtbot, store, players=4, seed=5)
    table = window.table
    wait_for_human(qtbot, table)
    assert table.dial.caption == "Total"
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: table.dial.caption == "數值", timeout=3000)
    assert table.choice_bar.cancel_button.text() == "取消"
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: table.dial.caption == "数值", timeout=3000)
    human_move(qtbot, table)                                   # and the game goes on
    wait_for_human(qtbot, table)
    assert table.legal


@pytest.mark.gui
def test_a_player_who_went_out_is_not_greyed_in_the_next_hand(qtbot, store):
    """Issue 34.3: the plate of a player who went out faded with the animation and stayed
    faded in the next hand (an Undo, which draws fresh plates, showed it right)."""
    hands = [["9H", "2S", "3S", "6S", "7S"], ["8C", "9C", "8S", "9S", "7C"]]
    window = start(qtbot, store, players=2, seed=4, options={"match_hands": 2},
                   setup={"hands": hands, "total": 89, "starter": 0, "stock": ["2H"]})
    table = window.table
    table.anim.set_duration_ms(20)                # the fade runs, as it does for a player
    wait_for_human(qtbot, table)
    click_scene_item(qtbot, table, table.hand_items["9H"])       # 98: the bot goes out
    qtbot.waitUntil(table.overlay.isVisible, timeout=5000)
    assert table.board.plates[1].state.out
    qtbot.mouseClick(table.overlay.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.observation.get("hand_no") == 2 and not table.busy(),
                    timeout=5000)
    for seat, plate in table.board.plates.items():
        assert not plate.state.out, seat
        assert plate.opacity() == 1.0, seat
