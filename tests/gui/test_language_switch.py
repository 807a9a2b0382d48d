"""One language on the screen after a switch mid-game, on every table (issue 12, item 3).

A player starts a game from the New-game dialog (their own name typed, the computers named
by default), plays a few moves, then switches 繁體 → 简体 → English → 繁體, playing on between
the switches. After each switch every text on the table and in the window — plates, panels,
the log written in earlier languages, the scoreboard, the status, the menus — must be in the
new language: default names are the seats' names in that language, the log is the events
told again, the jokers have Chinese names, and English shows a Chinese term only in
parentheses after its English name.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from gui.dialogs.new_game import NewGameDialog
from gui.lang import seats
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs

from .driver import GAMES, held, step
from .visible_text import problems, scene_texts, window_texts

TYPED = "Alice"
#: Characters OpenCC converts without knowing the meaning (tests/gui/test_translations.py).
AS_IS = {"primatum": frozenset({("后", "後")})}


def _idle(table) -> bool:
    return not table.anim.is_busy() and not table.queue.pending() \
        and not getattr(table, "_flush_pending", False)


def _play(qtbot, window, rng: random.Random, plays: int) -> None:
    """Play `plays` of the human's moves (bots answer), releasing holds on the way."""
    done = 0

    def progressed() -> bool:
        nonlocal done
        table = window.table
        if table.observation.get("is_over"):
            return True
        if held(table):
            table.overlay.next_button.click()          # as a player does: the summary goes
        elif step(table, rng) == "play":
            done += 1
        return done >= plays

    qtbot.waitUntil(progressed, timeout=30000)
    qtbot.waitUntil(lambda: _idle(window.table) and (bool(window.table.legal)
                    or window.table.observation.get("is_over")
                    or window.table.overlay.isVisible()), timeout=30000)


def _check(window, lang: str) -> list[str]:
    as_is = AS_IS.get(window.table.game_id, frozenset())
    for _ in range(3):
        QApplication.processEvents()
    texts = scene_texts(window.table.scene) + window_texts(window)
    lines = window.table.log.shown()
    found = problems(texts, lang, (TYPED,), as_is=as_is) \
        + problems(lines, lang, (TYPED,), glosses=False, as_is=as_is)
    return [f"[{lang}] {p}" for p in found]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_visible_text_follows_a_language_switch(qtbot, store, game):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    dialog = NewGameDialog(game, window)
    dialog.players.setValue(GAMES[game])
    dialog.name.setText(TYPED)
    config = dialog.config()
    dialog.deleteLater()
    window.start_game({**config, "seed": 3, "bot_levels": [None if lvl is None else "easy"
                                                           for lvl in config["bot_levels"]]})
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game, timeout=5000)
    rng = random.Random(4)
    _play(qtbot, window, rng, 3)
    found = []
    for lang in ("zh_TW", "zh_CN", "en", "zh_TW"):
        LanguageManager.instance().set_language(lang, remember=False)
        qtbot.waitUntil(lambda: _idle(window.table), timeout=10000)
        found += _check(window, lang)
        _play(qtbot, window, rng, 2)
        found += _check(window, lang)
    window.close()
    assert not found, "\n".join(found)


def test_default_names_are_seats_and_old_saves_keep_loading():
    """A save keeps "this seat has the default name" (""), never the translated default; a
    name saved by an earlier version in any language counts as default, a typed one stays."""
    old = ["Alice", "電腦 1", "Computer 2", "电脑 3", "玩家", "Player 4", "Bob 2"]
    assert seats.stored_names(old, 8) == ["Alice", "", "", "", "", "", "Bob 2", ""]
    LanguageManager.instance().set_language("zh_TW", remember=False)
    assert seats.shown_names(["", "Alice", ""], human_seat=1) == ["電腦 1", "Alice", "電腦 2"]
    assert seats.shown_names(["", "", ""], human_seat=1) == ["電腦 1", "玩家", "電腦 2"]
    LanguageManager.instance().set_language("zh_CN", remember=False)
    assert seats.shown_names(["", "Alice"], human_seat=1) == ["电脑 1", "Alice"]
    LanguageManager.instance().set_language("en", remember=False)
    assert seats.shown_names(["Alice", "", ""], human_seat=0) == ["Alice", "Computer 1", "Computer 2"]


def test_a_save_stores_default_names_and_an_old_one_resumes_in_the_language_on_screen(
        qtbot, store):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    dialog = NewGameDialog("showdown", window)
    dialog.name.setText(TYPED)
    config = dialog.config()
    dialog.deleteLater()
    window.start_game({**config, "seed": 2})
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal), timeout=15000)
    assert window.table.names == [TYPED, "Computer 1"]
    window.host.request_save.emit("1")
    qtbot.waitUntil(lambda: any(i.slot == "1" for i in store.list()), timeout=5000)
    saved = next(i for i in store.list() if i.slot == "1")
    assert saved.names == [TYPED, ""]
    # A save from before: the computer's name was stored in the language of that day.
    state, info = store.load("1")
    LanguageManager.instance().set_language("zh_CN", remember=False)
    window.host.request_resume.emit(state.record(), {**info.meta, "names": [TYPED, "電腦 1"]})
    qtbot.waitUntil(lambda: window.table is not None and window.table.names == [TYPED, "电脑 1"]
                    and len(window.table.log.shown()) > 0, timeout=15000)
    log = window.table.log.shown()
    assert not problems(log, "zh_CN", (TYPED,)), log
    window.close()


def _tiandiren_table(qtbot):
    from gui.games.tiandiren.table import TiandirenTable
    table = TiandirenTable()
    qtbot.addWidget(table)
    table.human_seat = 0
    table.set_names([TYPED, "", ""])
    return table


def test_the_relay_queue_marks_the_next_rounds_leader_and_says_so(qtbot):
    """Issue 12, item 13: the queue highlighted the next relay player, which players read as
    the leader now. The rules: "Round 2 — one ordinary trick, led by the next relay player";
    the panel names this trick's leader on a line of its own and marks, in the queue, the one
    who leads the next round, in words."""
    table = _tiandiren_table(qtbot)
    obs = {"round": 1, "phase": "play", "zhuang": 1, "dealer": 2, "leader": 1, "current": 2,
           "jiefeng": [2, 0, 1], "jiefeng_next": 0, "status": ["playing"] * 3,
           "hand_counts": [54, 54, 54]}
    _title, _kind, lines, queue_title, queue = table.info_content(obs, 0)
    assert queue_title == "Relay queue (接風)"
    assert "This trick led by: Computer 1" in lines and "Banker (莊家): Computer 1" in lines
    assert queue == [("Computer 2", "leads round 2", False), (TYPED, "", False),
                     ("Computer 1", "", False)]
    # Computer 2 has gone out: the queue skips them, and says so of the next one.
    _t, _k, _l, _q, queue = table.info_content({**obs, "status": ["playing", "playing", "di"]}, 0)
    assert [note for _name, note, _gone in queue] == ["", "leads round 2", ""]
    # Round 3's tricks are led by their winners: the queue leads no more rounds.
    _t, _k, lines, _q, queue = table.info_content({**obs, "round": 3, "leader": 0}, 0)
    assert all(not note for _name, note, _gone in queue) and "This trick led by: Alice" in lines
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: table.names[1] == "電腦 1", timeout=3000)    # LanguageChange
    _t, _k, lines, queue_title, queue = table.info_content(obs, 0)
    assert queue_title == "接風者次序" and queue[0] == ("電腦 2", "領出第 2 輪", False)
    assert "這一圈領出：電腦 1" in lines


def test_tiandiren_names_the_jokers_in_chinese(qtbot):
    table = _tiandiren_table(qtbot)
    LanguageManager.instance().set_language("zh_CN", remember=False)
    assert table.notation_text("BJ-LJ") == "大王-小王"
    assert table.notation_text("LJ+9-9") == "小王+9-9"
    assert "BJ" not in table.describe_event({"kind": "play", "seat": 1, "play": "BJ-BJ", "type": 10,
                                             "cards": ["BJ", "BJ"]})
    LanguageManager.instance().set_language("en", remember=False)
    assert table.notation_text("BJ-LJ") == "BJ-LJ"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_match_end_announcement_follows_a_language_switch(qtbot, store, game):
    """The result over the table is told again in the new language (its title, names, rows)."""
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    n = GAMES[game]
    window.start_game({"game": game, "players": n, "variant": None, "options": {}, "seed": 3,
                       "human_seat": 0, "names": [TYPED] + [""] * (n - 1),
                       "bot_levels": [None] + ["easy"] * (n - 1)})
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game, timeout=5000)
    _play(qtbot, window, random.Random(1), 1)
    table = window.table
    table.on_game_over({"returns": [1] + [0] * (n - 1), "names": [TYPED] + [""] * (n - 1),
                        "human_seat": 0})
    qtbot.waitUntil(lambda: table.overlay.isVisible(), timeout=5000)
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: "电脑 1" in window_texts(window), timeout=5000)
    qtbot.wait(200)                  # the overlay is told again after its own LanguageChange
    overlay = [t for t in window_texts(window) if t in _overlay_texts(table)]
    assert overlay and not problems(overlay, "zh_CN", (TYPED,)), overlay
    window.close()


def _overlay_texts(table) -> set[str]:
    from PySide6.QtWidgets import QLabel, QTableWidget
    texts = {label.text() for label in table.overlay.findChildren(QLabel)}
    for grid in table.overlay.findChildren(QTableWidget):
        texts |= {grid.item(r, c).text() for r in range(grid.rowCount())
                  for c in range(grid.columnCount()) if grid.item(r, c) is not None}
    return texts


def test_the_save_list_names_default_players_in_the_language_on_screen(qtbot, tiny, store):
    """The Players and Score columns of Load/Save follow the language, as the table does; an
    old save's stored score line is shown as it was."""
    import engine
    from gui.dialogs.saves import SavesDialog
    game = engine.create("tiny", 3)
    store.save("1", game.new_state(seed=1), {"names": [TYPED, "", "電腦 2"], "human_seat": 0,
                                             "scores": [3, 1, 0], "score_line": "old line"})
    two = engine.create("tiny", 2)          # one name per player (a slot is checked for it)
    store.save("2", two.new_state(seed=2), {"names": ["", "Bob"], "human_seat": 0,
                                            "score_line": "Player 1 · Bob 0"})
    LanguageManager.instance().set_language("zh_TW", remember=False)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    one, two = dialog.card("1").line_texts(), dialog.card("2").line_texts()
    assert one[1] == "Alice、電腦 1、電腦 2"            # the players, then the score last
    assert one[-1] == "Alice：3 · 電腦 1：1 · 電腦 2：0"
    assert two[1] == "玩家、Bob"
    assert two[-1] == "Player 1 · Bob 0"


def test_a_save_refuses_scores_that_are_not_numbers():
    from engine.save_schema import SchemaError, check_meta
    check_meta({"scores": [1, 2.5, -3]})
    for bad in ([1, "2"], [True], [float("nan")], "3 · 1", list(range(100))):
        with pytest.raises(SchemaError, match="meta.scores"):
            check_meta({"scores": bad})


@pytest.mark.parametrize("lang, little, big", [("en", "Little Joker", "Big Joker"),
                                               ("zh_TW", "小王", "大王"), ("zh_CN", "小王", "大王")])
def test_the_card_counter_names_the_jokers_in_the_language_on_screen(qtbot, lang, little, big):
    """Issue 24, item 4: in English the counter showed 小王 / 大王 beside ranks and English
    headings; it names them as the log does (English stacks the two words: the strip stays
    narrow)."""
    from gui.table.counter_panel import CounterPanel

    from .visible_text import TAG

    LanguageManager.instance().set_language(lang, remember=False)
    panel = CounterPanel()
    qtbot.addWidget(panel)
    panel.show_counts([["deck", [["A", 4], ["LJ", 1], ["BJ", 0]]]], {"deck": ""})
    text = " ".join(TAG.sub(" ", panel.text()).split())
    assert little in text and big in text
    assert not problems([text], lang), text
