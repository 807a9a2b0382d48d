"""九局對決 on its table: whole games through clicks, every choice in place, save/resume,
screenshots in three languages."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

import engine
from engine.session import Session
from engine.turn import TurnKind
from gui.games.showdown import ShowdownTable
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.receivers import listen, wait_for
from tests.gui.shots import shot, to_docs

LONG_NAME = "Alexandria Montgomery-Wellington"


def start(qtbot, store, seed=3, options=None, setup=None, level="normal", name=LONG_NAME):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.start_game({"game": "showdown", "players": 2, "variant": "standard",
                       "options": dict(options or {"innings": 1}), "seed": seed, "human_seat": 0,
                       "names": [name, "阿明"], "setup": setup, "bot_levels": [None, level]})
    qtbot.waitUntil(lambda: isinstance(window.table, ShowdownTable), timeout=5000)
    return window


def ready(table):
    return table.overlay.isVisible() or (bool(table.legal) and not table.anim.is_busy()
                                         and not table.queue.pending())


def wait_for_human(qtbot, table):
    qtbot.waitUntil(lambda: ready(table), timeout=15000)


def click_item(qtbot, table, item):
    assert item.is_legal()
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_button(qtbot, button):
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def history(store):
    state, _ = store.load("autosave")
    return state


def wait_history(qtbot, store, n):
    qtbot.waitUntil(lambda: store.info("autosave") is not None
                    and store.info("autosave").turn >= n, timeout=5000)
    return history(store).history


def act(qtbot, table, notation):
    """Play `notation` the way a player would: a card click, a button, the picker."""
    kind, _, rest = notation.partition(" ")
    card = rest.split("=")[0]
    if kind in ("play", "defend", "answer"):
        click_item(qtbot, table, table.hand_items[card])
        if "=" in rest:
            assert table.picker.isVisible()
            click_button(qtbot, table.picker_buttons[notation])
    elif kind == "swap":
        click_button(qtbot, table.action_buttons["swap"])
        assert table.cancel_button.isVisible()
        click_item(qtbot, table, table.hand_items[card])
    else:
        click_button(qtbot, table.action_buttons[kind])


def pick(table, turn):
    """A varied but deterministic choice among the legal actions."""
    legal = [a["notation"] for a in table.legal]
    return legal[(turn * 7) % len(legal)]


def play_to_the_end(qtbot, window, max_moves=400):
    table = window.table
    for turn in range(max_moves):
        wait_for_human(qtbot, table)
        if table.overlay.isVisible():
            return table
        act(qtbot, table, pick(table, turn))
    raise AssertionError("the game did not end")


def check_end(table, store):
    state = history(store)
    assert state.is_over
    returns = state.returns()
    obs = state.observation(0)
    human_won = returns[0] > returns[1]
    title = table.overlay.title.text()
    if returns[0] == returns[1]:
        assert title == "A tie!"
    elif human_won:
        assert title == "You win!"
    else:
        assert title == "阿明 wins"
    rows = table.end_rows
    winner = 0 if returns[0] >= returns[1] else 1
    assert rows[0][0] == [LONG_NAME, "阿明"][winner]
    assert {name: int(runs) for name, runs in rows} == {LONG_NAME: obs["score"][0], "阿明": obs["score"][1]}
    assert [table.scoreboard.item(r, 1).text() for r in range(2)] == [str(x) for x in obs["score"]]
    return state


@pytest.mark.gui
def test_whole_game_one_inning(qtbot, store):
    window = start(qtbot, store, seed=3, options={"innings": 1})
    table = play_to_the_end(qtbot, window)
    check_end(table, store)
    log = table.log.shown()
    assert any("—" in line for line in log)            # judgements spelled out
    assert any(line.startswith("Game over") for line in log)


@pytest.mark.gui
@pytest.mark.slow
def test_whole_nine_inning_game_against_the_normal_bot(qtbot, store):
    window = start(qtbot, store, seed=5, options={"innings": 9})
    table = play_to_the_end(qtbot, window, max_moves=1500)
    state = check_end(table, store)
    runs = state.observation(0)["line_score"]["runs"]
    assert all(len(per_inning) >= 8 for per_inning in runs)     # nine innings (bottom 9th may be skipped)


@pytest.mark.gui
def test_whole_game_quick_mode(qtbot, store):
    window = start(qtbot, store, seed=11, options={"innings": 3, "quick_mode": True,
                                                   "quick_target": 2})
    table = play_to_the_end(qtbot, window)
    state = check_end(table, store)
    score = state.observation(0)["score"]
    assert max(score) >= 2 or state.observation(0)["inning"] >= 3


# ---- every choice in place, through rigged deals ------------------------------------------
HIGH_RED = {"red_hand": ["AH", "AD", "KH", "KD", "QH"], "red_deck": ["QD", "JH", "JD"]}


@pytest.mark.gui
def test_defender_choices_club7_swap_nodefence_defend(qtbot, store):
    setup = dict(HIGH_RED, away=1, black_hand=["7C", "2S", "3S", "4S", "5S"],
                 black_deck=["AS", "6C", "KS", "KC"])
    window = start(qtbot, store, seed=5, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    # nothing holds: no card highlighted, the three buttons offered
    assert not any(item.is_legal() for item in table.hand_items.values())
    assert set(table.action_buttons) == {"club7", "swap", "nodefence"}
    act(qtbot, table, "club7")                     # draws ♠A, which holds: played at once
    moves = wait_history(qtbot, store, 2)
    assert moves[1] == "club7"
    wait_for_human(qtbot, table)
    assert "club7" not in table.action_buttons      # once per half-inning
    assert set(table.action_buttons) == {"swap", "nodefence"}
    click_button(qtbot, table.action_buttons["swap"])
    assert table.prompt.text().startswith("Discard 1, draw 1")
    click_button(qtbot, table.cancel_button)        # changed my mind
    assert "swap" in table.action_buttons
    act(qtbot, table, "swap 2S")
    moves = wait_history(qtbot, store, 4)
    assert moves[3] == "swap 2S"
    wait_for_human(qtbot, table)
    assert set(table.action_buttons) == {"nodefence"}
    act(qtbot, table, "nodefence")
    assert wait_history(qtbot, store, 6)[5] == "nodefence"
    wait_for_human(qtbot, table)
    legal_cards = [c for c, item in table.hand_items.items() if item.is_legal()]
    assert legal_cards                              # ♠K / ♣K hold against anything but A
    act(qtbot, table, "defend " + legal_cards[-1])
    assert wait_history(qtbot, store, 8)[7] == "defend " + legal_cards[-1]


@pytest.mark.gui
@pytest.mark.parametrize("answer", [True, False])
def test_big_joker_answer_or_accept(qtbot, store, answer):
    setup = {"away": 0, "bases": [[True, True, False], [False, False, False]],
             "red_hand": ["9H", "9D", "10H", "10D", "8H"],
             "black_hand": ["BJ", "2S", "2C", "3S", "4S"]}
    window = start(qtbot, store, seed=2, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    act(qtbot, table, "play 10H")
    wait_for_human(qtbot, table)
    assert history(store).history[-1] == "defend BJ"
    assert "perfect out" in table.board.judge_panel.lines[0]
    assert set(table.action_buttons) == {"accept"}
    assert all(item.is_legal() for item in table.hand_items.values())
    if answer:
        act(qtbot, table, "answer 8H")
        moves = wait_history(qtbot, store, 3)
        assert moves[2] == "answer 8H"
        assert history(store).observation(0)["bases"][0] == [True, True, False]
    else:
        act(qtbot, table, "accept")
        assert wait_history(qtbot, store, 3)[2] == "accept"
        assert history(store).observation(0)["bases"][0] == [False, False, False]
    wait_for_human(qtbot, table)
    assert len(table.board.runner_items) == (2 if answer else 0)


@pytest.mark.gui
def test_little_joker_copies_a_card(qtbot, store):
    setup = {"away": 0, "red_hand": ["LJ", "2H", "2D", "4H", "5D"],
             "black_hand": ["2S", "3S", "4S", "5S", "6S"]}
    window = start(qtbot, store, seed=4, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    click_item(qtbot, table, table.hand_items["LJ"])
    assert table.picker.isVisible()
    enabled = [n for n, b in table.picker_buttons.items() if b.isEnabled()]
    assert len(enabled) == 26
    click_button(qtbot, table.cancel_button)
    assert not table.picker.isVisible()
    act(qtbot, table, "play LJ=AH")
    assert wait_history(qtbot, store, 1)[0] == "play LJ=AH"
    wait_for_human(qtbot, table)
    lines = table.log.shown()
    assert "Little Joker swings" not in lines and any("Little Joker as ♥A" in line for line in lines)
    # nothing holds against ♥A: the easy bot spends 弃1摸1 and the copy is a home run
    assert table.board.judge_panel.lines == ["Discard 1, draw 1 against Little Joker as ♥A — home run"]
    assert history(store).observation(0)["score"] == [1, 0]


@pytest.mark.gui
def test_blind_draw_when_the_hand_is_empty(qtbot, store):
    setup = {"away": 0, "red_hand": [], "red_deck": ["KH"], "black_hand": ["2S", "3S", "4S", "5S", "6S"]}
    window = start(qtbot, store, seed=4, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    assert set(table.action_buttons) == {"draw"}
    act(qtbot, table, "draw")
    wait_for_human(qtbot, table)
    assert table.prompt.text() == "Play the card you drew."
    act(qtbot, table, "play KH")
    assert wait_history(qtbot, store, 2)[1] == "play KH"


# ---- save and resume ----------------------------------------------------------------------
@pytest.mark.gui
def test_save_and_resume_mid_game(qtbot, store):
    window = start(qtbot, store, seed=9, options={"innings": 3})
    table = window.table
    for turn in range(6):
        wait_for_human(qtbot, table)
        act(qtbot, table, pick(table, turn))
    wait_for_human(qtbot, table)
    before = dict(table.observation)
    legal_before = [a["notation"] for a in table.legal]
    wait_for(qtbot, listen(window.host.worker.saved), lambda: window.host.request_save.emit("1"))
    act(qtbot, table, pick(table, 99))             # move on, then come back
    wait_for_human(qtbot, table)
    window.host.request_resume_slot.emit("1")      # what Load… in the saves dialog does
    qtbot.waitUntil(lambda: window.table is not table, timeout=5000)
    resumed = window.table
    wait_for_human(qtbot, resumed)
    for key in ("hand", "bases", "score", "inning", "half", "outs", "line_score", "decks",
                "discards", "abilities", "turn"):
        assert resumed.observation[key] == before[key], key
    assert [a["notation"] for a in resumed.legal] == legal_before
    assert len(resumed.board.runner_items) == sum(before["bases"][before["batting"]])
    play_to_the_end(qtbot, window)


# ---- screenshots ------------------------------------------------------------------------------
@pytest.mark.gui
def test_screenshots_mid_game_and_at_the_end(qtbot, store):
    """Mid-game and at the end, in each language (switched on the table on show: one game
    makes the pictures of the three)."""
    setup = {"away": 0, "inning": 2, "half": "top", "outs": 1,
             "bases": [[True, False, True], [False, True, False]], "runs": [[1, 0], [2]],
             "hits": [[2, 1], [3]], "red_hand": ["9H", "QD", "KH", "3D", "LJ"],
             "black_hand": ["QS", "AC", "8C", "7C", "4S"], "swap_used": True}
    window = start(qtbot, store, seed=7, options={"innings": 3}, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    act(qtbot, table, "play 9H")
    wait_for_human(qtbot, table)
    assert len(table.board.runner_items) == 2
    expected = {"en": "♠Q ≥ ♥9 — out", "zh_TW": "♠Q ≥ ♥9，出局", "zh_CN": "♠Q ≥ ♥9，出局"}
    for lang in expected:
        LanguageManager.instance().set_language(lang, remember=False)
        qtbot.waitUntil(lambda: table.board.judge_panel.lines[0] == expected[lang], timeout=3000)
        path = shot(window, "showdown_mid", lang)
        to_docs(path, f"showdown_{lang}.png")
    LanguageManager.instance().set_language("en", remember=False)
    play_to_the_end(qtbot, window)
    for lang in expected:
        LanguageManager.instance().set_language(lang, remember=False)
        shot(window, "showdown_end", lang)
        assert table.overlay.isVisible()


@pytest.mark.gui
def test_animated_game_runs_the_bases(qtbot, store):
    """With animations on (very short), runners fly along the base paths without errors."""
    setup = {"away": 0, "bases": [[True, True, False], [False, False, False]],
             "red_hand": ["AH", "KD", "QH", "JD", "2H"], "black_hand": ["2S", "3S", "4S", "5S", "6S"]}
    window = start(qtbot, store, seed=6, setup=setup, level="easy")
    prefs.put("ui/animation_speed", "fast")
    table = window.table
    table.anim.set_duration_ms(4)
    wait_for_human(qtbot, table)
    act(qtbot, table, "play AH")                   # nothing holds: a home run, three score
    wait_for_human(qtbot, table)
    assert history(store).observation(0)["score"][0] == 3
    assert table.board.runner_items == []
    play_to_the_end(qtbot, window)


@pytest.mark.gui
def test_language_switch_redraws_the_table(qtbot, store):
    setup = {"away": 0, "red_hand": ["9H", "9D", "10H", "10D", "8H"],
             "black_hand": ["QS", "2C", "3S", "4S", "5S"]}
    window = start(qtbot, store, seed=2, setup=setup, level="easy")
    table = window.table
    wait_for_human(qtbot, table)
    act(qtbot, table, "play 9H")
    wait_for_human(qtbot, table)
    assert table.board.judge_panel.lines == ["♠Q ≥ ♥9 — out"]
    assert table.prompt.text() == "Your swing: click a red card."
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: table.prompt.text() == "轮到你挥棒：点击一张红牌。", timeout=3000)
    assert table.board.judge_panel.lines == ["♠Q ≥ ♥9，出局"]


@pytest.mark.gui
def test_half_inning_change_is_announced(qtbot, store):
    setup = {"away": 0, "outs": 2, "inning": 3, "runs": [[0, 1, 2], [1, 0]], "hits": [[1, 2, 3], [2, 1]],
             "red_hand": ["9H", "9D", "10H", "10D", "8H"], "black_hand": ["QS", "2C", "3S", "4S", "5S"],
             "bases": [[True, False, False], [True, True, False]]}
    window = start(qtbot, store, seed=2, setup=setup, level="easy", options={"innings": 9})
    table = window.table
    wait_for_human(qtbot, table)
    act(qtbot, table, "play 9H")
    wait_for_human(qtbot, table)
    assert table.board.banner_panel is not None
    assert table.board.banner_panel.lines == [
        f"Three outs — side retired · {LONG_NAME} scored 2 runs in this half-inning",
        "▼ Bottom of inning 3: 阿明 bats"]
    assert table.observation["role"] == "defender"
    assert len(table.board.runner_items) == 2             # 阿明's runners kept on base (保留壘包)


@pytest.mark.gui
def test_turns_shown_fast_still_tell_the_last_play(qtbot):
    """Skip ahead sends turns marked fast: logged, not animated, only the last one drawn.
    The judgement in the middle comes from the events (the observation does not hold it), so
    it must still read as the last play's: ♥9 swung, ♠Q defends — "♠Q ≥ ♥9 — out"."""
    prefs.put("ui/animation_speed", "off")
    setup = {"away": 0, "red_hand": ["9H", "9D", "10H", "10D", "8H"],
             "black_hand": ["QS", "2C", "3S", "4S", "5S"]}
    state = engine.create("showdown", 2, innings=1).new_state(seed=2, setup=setup)
    session = Session(state, ["Me", "阿明"], humans=[0])
    table = ShowdownTable()
    qtbot.addWidget(table)
    table.take_turn(session.turn(0, TurnKind.OPENING, 1, events=state.initial_events))
    qtbot.waitUntil(table.settled, timeout=5000)
    assert table.board.judge_panel.lines == ["Waiting for the first pitch", ""]
    for seq, (seat, notation) in enumerate([(0, "play 9H"), (1, "defend QS")], start=2):
        events = session.play(seat, notation)
        table.take_turn(replace(session.turn(0, TurnKind.MOVE, seq, seat, events),
                                fast=True))
    qtbot.waitUntil(table.settled, timeout=5000)
    assert table.observation["turn"] == 2 and table.legal          # the last turn is drawn
    assert table.board.judge_panel.lines == ["♠Q ≥ ♥9 — out"]
    log = table.log.shown()
    assert "♠Q ≥ ♥9 — out" in log
