"""The 天地人 table: a whole game through its own widgets (select, Play / Pass / Hint),
a rigged heaven hand in the announcement, no GUI pause while the bots play, screenshots."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication

import engine
from engine.games.tiandiren.select import play_for_cards
from gui.games import make_table
from gui.games.tiandiren import TiandirenTable
from gui.games.tiandiren.cards import HandCard
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.receivers import collect, ends_of, legal_of
from tests.gui.shots import shot, to_docs

pytestmark = pytest.mark.gui
LONG = "Alexandria Montgomery-Wellington"


def _window(qtbot, store, size=(1280, 800)):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _config(players, seed, names=None, setup=None, human=0):
    config = {"game": "tiandiren", "players": players, "variant": None, "options": {},
              "seed": seed, "human_seat": human,
              "names": names or ["Me"] + [f"CPU {i}" for i in range(1, players)],
              "bot_levels": [None] + ["normal"] * (players - 1)}
    if setup is not None:
        config["setup"] = setup
    return config


def _start(qtbot, window, config):
    legal, over = collect(legal_of(window.host.worker)), collect(ends_of(window.host.worker))
    window.start_game(config)
    qtbot.waitUntil(lambda: isinstance(window.table, TiandirenTable) and bool(
        (legal and legal[-1]) or over or window.table.heaven_showing()), timeout=10000)
    return legal, over


def _click_card(qtbot, table, item: HandCard) -> None:
    """Press and release on the card's visible corner, through the view."""
    view = table.view
    point = view.mapFromScene(item.mapToScene(QPointF(12, 30)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _settle(qtbot, table, legal, over, before):
    """Wait for the human's turn (or the end) as the table shows it."""
    qtbot.waitUntil(lambda: bool(over or len(legal) > before and legal[-1]), timeout=10000)
    qtbot.waitUntil(lambda: bool(over) or (bool(table.legal) and table.assist.bar.hint_button.isEnabled()
                                           and not table.anim.is_busy()), timeout=5000)
    QApplication.processEvents()


def _human_turn(qtbot, table, rounds: dict) -> None:
    """One human move through the widgets: Hint, then Play (or Pass); sometimes the
    selection is built by clicks or by a drag first."""
    legal_notations = {a["notation"] for a in table.legal}
    table.assist.show_hint()          # the worker answers; the hint selects its cards
    qtbot.waitUntil(lambda: table.hint_notation() is not None, timeout=5000)
    proposal = table.hint_notation()
    # a play with kickers is proposed whole (`5-5-5+K`); its body step (`5-5-5+?`) is legal
    assert proposal in legal_notations or _body_step(proposal) in legal_notations, proposal
    k = rounds["moves"]
    rounds["moves"] += 1
    if k % 3 == 1 and table.pass_button.isEnabled():
        qtbot.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
        rounds["passes"] += 1
        return
    if k % 3 == 2 and proposal != "pass":
        _select_by_clicks(qtbot, table, proposal)
    else:
        qtbot.mouseClick(table.assist.bar.hint_button, Qt.MouseButton.LeftButton)
        rounds["hints"] += 1
    if proposal == "pass":
        assert not table.selected_cards()
        qtbot.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
        rounds["passes"] += 1
        return
    assert table.play_button.isEnabled(), table.selection_label.text()
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    if table.choice_bar.buttons:
        buttons = list(table.choice_bar.buttons.values())
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    rounds["plays"] += 1


def _body_step(notation: str) -> str:
    from engine.games.tiandiren.combos import body_of, parse_play
    play = parse_play(notation)
    return str(body_of(play)) if play.kick else notation


def test_select_joker_and_ace_plays_the_boat_with_the_ace(qtbot, store):
    """Original rules: 孤舟 「可以挂1张单牌或一对牌」 (docs/rulings.md, 天地人: kickers are the player's choice):
    selecting LJ + ♠A on the table and pressing Play leads LJ+A."""
    window = _window(qtbot, store)
    setup = {"hands": [["LJ", "AS", "9S", "7S", "3S"], ["4S", "5S"], ["6S", "8S"]],
             "zhuang": 0, "jiefeng": [0, 1, 2], "round": 3}
    legal, over = _start(qtbot, window, _config(3, seed=1, setup=setup))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    wanted = {"LJ", "AS"}
    for item in list(table.hand_items):
        if item.card in wanted:
            _click_card(qtbot, table, item)
    assert sorted(table.selected_cards()) == ["AS", "LJ"]
    assert table.selection.matches() == ["LJ+A"] and table.play_button.isEnabled()
    qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
    played = lambda: [e for e in table.observation.get("log") or [] if e[2] != "pass"]  # noqa: E731
    qtbot.waitUntil(lambda: bool(played()), timeout=5000)
    assert played()[0][1:3] == [0, "LJ+A"] and sorted(played()[0][3]) == ["AS", "LJ"]
    window.close()


@pytest.fixture
def heard(monkeypatch):
    """Sound on, through the sound test's FakeEffect: the (sound, volume) pairs played."""
    from gui.table import sound
    from tests.gui.test_sound import FakeEffect
    monkeypatch.setenv("JIUPAI_SOUND", "on")
    FakeEffect.played = []
    sound.use_player(sound.SoundPlayer(FakeEffect))
    yield FakeEffect.played
    sound.use_player(None)


def test_a_computers_play_with_kickers_is_told_once_with_the_play(qtbot, heard):
    """Original rules: 星舰 「可带2张单牌或2对牌」. A computer chooses such a play in steps (the
    body 8-8-8-8+?+?, then its kickers +K and +3: docs/rulings.md, 天地人), one Turn each; the
    table tells the play once, with its "play" event when the last kicker is chosen: one log
    line, one sound, the trick drawn as 8-8-8-8+3+K."""
    from engine.session import Session
    from engine.turn import TurnKind
    state = engine.create("tiandiren", 2).new_state(seed=1, setup={
        "hands": [["4S", "6S"], ["8S", "8H", "8D", "8C", "KS", "3S", "9H"]], "zhuang": 1,
        "jiefeng": [1, 0], "round": 3})
    session = Session(state, ["Me", "CPU"], (0,))
    table = make_table("tiandiren")             # with its declared parts (the sounds)
    qtbot.addWidget(table)
    turns = [session.turn(0, TurnKind.OPENING, 1, events=state.initial_events)]
    for seq, step in enumerate(("8-8-8-8+?+?", "+K", "+3"), start=2):
        events = session.play(1, step)
        turns.append(session.turn(0, TurnKind.MOVE, seq, actor=1, events=events))
    assert [e["kind"] for t in turns[1:] for e in t.events] == ["kickers", "kicker", "play"]
    for turn in turns:
        table.take_turn(turn)
    qtbot.waitUntil(lambda: table.settled() and len(heard) >= 2, timeout=3000)
    qtbot.wait(400)                              # (a third sound would have come by now)
    lines = [line.replace("\u2060", "") for line in table.log.lines(table.log.events)]
    assert [line for line in lines if "8-8" in line] == ["CPU plays 8-8-8-8+3+K · Starship"]
    assert len(lines) == 3, lines                # the deal, round 3's lead, the play
    assert [name for name, _ in heard] == ["deal", "play"]
    assert table.observation["table"] == "8-8-8-8+3+K" and table.legal


def test_a_selection_made_good_is_not_refused_late(qtbot, store):
    """附录二: a 3 and a 5 make no combination, the 3 alone is a single. The worker's "why
    not" for 3+5 arrives after the player has already dropped the 5: the status line must not
    then call the single (a legal play) no combination."""
    window = _window(qtbot, store)
    legal, over = _start(qtbot, window, _config(3, 3, setup={
        "hands": [["3S", "5S", "9S", "9H"], ["8S", "9D"], ["10S", "JS"]], "zhuang": 0,
        "jiefeng": [0, 1, 2]}))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    table.select_cards(["3S", "5S"])             # asks the worker why (answered later)
    table.select_cards(["3S"])                   # at once: a single, nothing to explain
    assert table.play_button.isEnabled()
    qtbot.wait(500)                              # the answer to 3+5 has come by now
    assert "combination" not in table.status.text(), table.status.text()
    table.select_cards(["3S", "5S"])
    qtbot.waitUntil(lambda: table.status.text() == "These 2 cards make no combination.", timeout=5000)
    window.close()


def test_a_click_while_a_computer_thinks_says_whose_turn_it_is(qtbot, store):
    """A click on a hand card while another player is to act: the shared "not your turn"
    reason names that player (a selection changed by the click must not drop it)."""
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=60000)            # the computer takes its time
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(_config(3, 3, setup={
        "hands": [["3S", "5S", "9S", "9H"], ["8S", "9D"], ["10S", "JS"]], "zhuang": 1,
        "jiefeng": [1, 2, 0]}))
    qtbot.waitUntil(lambda: isinstance(window.table, TiandirenTable) and bool(window.table.hand_items)
                    and window.table.result.thinking_seat == 1, timeout=10000)
    table = window.table
    _click_card(qtbot, table, table.hand_items[0])
    qtbot.waitUntil(lambda: table.status.text() == "Wait: it is CPU 1's turn.", timeout=5000)
    window.close()


def _select_by_clicks(qtbot, table, notation: str) -> None:
    """Select a play's cards by clicking each card on the view."""
    from gui.games.tiandiren.selection import hint_cards
    qtbot.mouseClick(table.clear_button, Qt.MouseButton.LeftButton) if table.clear_button.isEnabled() else None
    wanted = hint_cards(table.selection.hand, notation)
    todo = list(wanted)
    for item in list(table.hand_items):
        if item.card in todo:
            todo.remove(item.card)
            _click_card(qtbot, table, item)
    assert sorted(table.selected_cards()) == sorted(wanted)


def test_three_player_game_to_the_end(qtbot, store):
    window = _window(qtbot, store)
    legal, over = _start(qtbot, window, _config(3, seed=18))
    table = window.table
    counts = {"moves": 0, "plays": 0, "passes": 0, "hints": 0}
    deadline = time.monotonic() + 15
    while not over and time.monotonic() < deadline:
        _settle(qtbot, table, legal, over, 0)
        if over:
            break
        before = len(legal)
        _human_turn(qtbot, table, counts)
        _settle(qtbot, table, legal, over, before)
    assert over, "the game did not end"
    qtbot.waitUntil(lambda: table.overlay.isVisible(), timeout=5000)
    returns = over[-1]["returns"]
    shown = {table.overlay.standings.item(r, 1).text(): table.overlay.standings.item(r, 2).text()
             for r in range(table.overlay.standings.rowCount())}
    board = {table.scoreboard.item(r, 0).text(): table.scoreboard.item(r, 1).text()
             for r in range(table.scoreboard.rowCount())}
    for seat, name in enumerate(table.names):
        assert shown[name].split(" · ")[0] == f"{returns[seat]:,.0f}"
        on_board = next(v for k, v in board.items() if k.startswith(name))
        assert on_board.split(" · ")[0] == f"{returns[seat]:,.0f}"
    winners = [n for n, r in zip(table.names, returns, strict=True) if r]
    assert all(n in table.overlay.message.text() for n in winners)
    assert counts["plays"] >= 1 and counts["passes"] >= 1 and counts["hints"] >= 1, counts
    window.close()


def _answer(table) -> bool:
    """The human's move (Hint, then Play or Pass once the worker's hint is in), from the GUI
    event loop; False while the hint is still on its way."""
    if table.hint_notation() is None:
        table.assist.show_hint()
        return False
    if table.play_button.isEnabled():
        table.play_selection()
        if table.choice_bar.buttons:
            table.choose(table.selection.matches()[0])
    else:
        table.play_pass()
    return True


def _answer_now(qtbot, table) -> None:
    """_answer, waiting for the worker's hint in between."""
    while not _answer(table):
        qtbot.waitUntil(lambda: table.hint_notation() is not None, timeout=5000)


@pytest.mark.parametrize("players,seed", [(6, 21), (5, 4)])
def test_the_bots_play_a_whole_game_while_the_player_answers(qtbot, store, players, seed):
    """The engine and the bots run in the worker thread: the window keeps taking the
    player's Hint and Play while the bots play a whole game (animation off, think time 0).
    How long the event loop may stall is a speed target, measured in the bench
    (`python -m bench tiandiren`: table_stall), not here: a timed test fails on a loaded
    machine."""
    window = _window(qtbot, store)
    legal, over = _start(qtbot, window, _config(players, seed=seed))
    table = window.table
    answers = []

    def tick():
        if table.heaven_showing():
            table.go_on()
        elif table.legal and table.assist.bar.hint_button.isEnabled() and not table.overlay.isVisible():
            if _answer(table):
                answers.append(True)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    qtbot.waitUntil(lambda: table.overlay.isVisible(), timeout=5000)
    timer.stop()
    moves = len(table.observation.get("log") or [])
    assert moves >= 10 and answers
    window.close()


def heaven_setup() -> dict:
    """4 players (4 decks): seat 1 holds exactly seven 2s (火星航母), seat 2 two BJ + two LJ
    (UFO); the 庄家 (seat 0, the human) has none, so both win by 抢天 (×0.9); seats 0 and 3
    play the match."""
    others = [r + s for r in ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A") for s in "SHDC"] * 4
    twos, threes = [f"2{s}" for s in "SHDC"] * 4, [f"3{s}" for s in "SHDC"] * 4
    seat1 = twos[:7] + threes[:4] + others[:43]
    seat2 = ["BJ", "BJ", "LJ", "LJ"] + threes[4:8] + others[43:89]
    seat0 = twos[7:12] + ["BJ", "LJ"] + threes[8:12] + others[89:132]
    seat3 = twos[12:] + ["BJ", "LJ"] + threes[12:] + others[132:]
    return {"hands": [seat0, seat1, seat2, seat3], "zhuang": 0, "dealer": 0, "jiefeng": [1, 2, 3, 0]}


def test_heaven_hand_is_announced_with_its_cards(qtbot, store):
    window = _window(qtbot, store)
    names = [LONG, "CPU 1", "CPU 2", "CPU 3"]
    legal, over = _start(qtbot, window, _config(4, seed=5, names=names, setup=heaven_setup()))
    table = window.table
    qtbot.waitUntil(table.heaven_showing, timeout=5000)
    qtbot.waitUntil(lambda: table.board.heaven_panel is not None, timeout=5000)
    panel = table.board.heaven_panel
    rows = {name: (kinds, role, points) for name, kinds, role, points in panel.rows}
    assert set(rows) == {"CPU 1", "CPU 2"}
    assert "Mars carrier" in rows["CPU 1"][0] and "×0.9" in rows["CPU 1"][1]
    assert rows["CPU 1"][2] == "45,000 points"
    assert "UFO" in rows["CPU 2"][0] and rows["CPU 2"][2] == "9,000 points"
    cards = [child.card for child in panel.childItems()]
    assert sorted(c[:-1] for c in cards if c not in ("BJ", "LJ")) == ["2"] * 7
    assert sorted(c for c in cards if c in ("BJ", "LJ")) == ["BJ", "BJ", "LJ", "LJ"]
    assert not table.assist.bar.hint_button.isEnabled()          # play is held until Continue
    qtbot.wait(300)                                   # the computers wait for it too
    assert window.host.worker.state.history == [] and table.holding()
    assert not any(ev["kind"] == "round_start" for ev in table.log.events)
    shot(window, "tiandiren_heaven", "en")
    for lang, word in (("zh_TW", "火星航母"), ("zh_CN", "火星航母")):   # retranslated in place
        LanguageManager.instance().set_language(lang, remember=False)
        QApplication.processEvents()
        panel = table.board.heaven_panel
        assert panel is not None and panel.rows[0][1] == word and "搶天" in panel.rows[0][2] if lang == "zh_TW" \
            else "抢天" in panel.rows[0][2]
        shot(window, "tiandiren_heaven", lang)
    LanguageManager.instance().set_language("en", remember=False)
    QApplication.processEvents()
    panel = table.board.heaven_panel
    view = table.view
    point = view.mapFromScene(panel.button_rect.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: not table.heaven_showing(), timeout=3000)
    assert table.board.heaven_panel is None
    qtbot.waitUntil(lambda: any(ev["kind"] == "round_start" for ev in table.log.events), timeout=3000)
    qtbot.waitUntil(lambda: bool(over) or (bool(table.legal)
                                           and table.assist.bar.hint_button.isEnabled()),
                    timeout=5000)
    board = {table.scoreboard.item(r, 0).text(): table.scoreboard.item(r, 1).text()
             for r in range(table.scoreboard.rowCount())}
    assert board["CPU 1"].startswith("45,000") and board["CPU 2"].startswith("9,000")
    window.close()


def test_drag_selects_a_run_and_play_follows_legal(qtbot, store):
    window = _window(qtbot, store)
    legal, over = _start(qtbot, window, _config(3, seed=4))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    items = table.hand_items
    view = table.view
    start = view.mapFromScene(items[0].mapToScene(QPointF(12, 30)))
    end = view.mapFromScene(items[4].mapToScene(QPointF(12, 30)))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 5):
        qtbot.mouseMove(view.viewport(), view.mapFromScene(items[i].mapToScene(QPointF(12, 30))))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert table.selected_cards() == table.selection.hand[:5]
    state = engine.create("tiandiren", 3).new_state(seed=4)
    expected = {str(p) for p in play_for_cards(state, table.selected_cards())}
    assert set(table.selection.matches()) == expected
    assert table.play_button.isEnabled() == bool(expected)
    _click_card(qtbot, table, items[2])                # a click toggles one card off
    assert len(table.selected_cards()) == 4
    qtbot.mouseClick(table.clear_button, Qt.MouseButton.LeftButton)
    assert not table.selected_cards() and not table.play_button.isEnabled()
    window.close()


LANGS = ("en", "zh_TW", "zh_CN")
NAMES = {"en": [LONG, "Bo", "Chen Jia", "Dmitri", "Eve"],
         "zh_TW": [LONG, "阿寶", "陳佳", "小明", "美玲"],
         "zh_CN": [LONG, "阿宝", "陈佳", "小明", "美玲"]}


def _play_to_trick(qtbot, table, legal, over, limit=8) -> None:
    """Play (Hint + Play / Pass) until the human must answer a play on the table."""
    for _ in range(limit):
        _settle(qtbot, table, legal, over, 0)
        if over or table.observation.get("table") is not None:
            return
        before = len(legal)
        _answer_now(qtbot, table)
        _settle(qtbot, table, legal, over, before)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players,seed", [(3, 2), (5, 44)])
def test_screenshots(qtbot, store, lang, players, seed):
    LanguageManager.instance().set_language(lang, remember=False)
    window = _window(qtbot, store, size=(1400, 900))
    legal, over = _start(qtbot, window, _config(players, seed=seed, names=NAMES[lang][:players]))
    table = window.table
    _play_to_trick(qtbot, table, legal, over)
    if table.legal:
        qtbot.mouseClick(table.assist.bar.hint_button, Qt.MouseButton.LeftButton)
        plays = sorted((a["notation"] for a in table.legal if a["notation"] != "pass"), key=len)
        if not table.selected_cards() and plays:      # show a selection that makes a legal play
            _select_by_clicks(qtbot, table, plays[0])
            assert table.play_button.isEnabled()
    qtbot.wait(100)
    path = shot(window, f"tiandiren_{players}p_mid", lang)
    if players == 5:
        to_docs(path, f"tiandiren_{lang}.png")
    window.resize(1280, 800)
    shot(window, f"tiandiren_{players}p_1280", lang)
    table.show_odds()
    qtbot.waitUntil(lambda: table.odds_dialog.isVisible(), timeout=3000)
    shot(table.odds_dialog, f"tiandiren_{players}p_odds", lang)
    table.odds_dialog.close()
    deadline = time.monotonic() + 15
    while not over and time.monotonic() < deadline:
        _settle(qtbot, table, legal, over, 0)
        if over:
            break
        before = len(legal)
        _answer_now(qtbot, table)
        _settle(qtbot, table, legal, over, before)
    qtbot.waitUntil(lambda: table.overlay.isVisible(), timeout=5000)
    shot(window, f"tiandiren_{players}p_end", lang)
    window.close()


LONG_STRAIGHT = {"hands": [["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS",
                            "3H", "3D"],
                           ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "4D", "5D"],
                           ["6D", "8D"]], "zhuang": 0, "jiefeng": [0, 1, 2], "round": 3}


@pytest.mark.parametrize("size", [(1180, 780), (800, 600)])
def test_a_long_play_stays_below_the_trick_heading_and_reads_whole(qtbot, store, size):
    """Issue 24.9: 「天地人's long plays draw over the "Last trick" heading」. A 12-card
    straight (顺子 3…A, 附录二) is the trick: its row begins below the heading as drawn, and
    its notation shows whole or, too long for the row (800×600), gives way to the count —
    nothing cut with "…"."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from tests.gui.layout_check import scene_problems, scene_texts
    window = _window(qtbot, store, size)
    legal, over = _start(qtbot, window, _config(3, seed=1, setup=LONG_STRAIGHT))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    table.choose("3-4-5-6-7-8-9-10-J-Q-K-A")
    qtbot.waitUntil(lambda: bool(table.board.trick_view.rows) and not table.queue.pending(),
                    timeout=8000)
    QApplication.processEvents()
    heading = next(i for i in table.scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                   and ("Last trick" in i.text() or "On the table" in i.text()))
    rows = [g for g in table.board.trick_view.rows.values()]
    bottom = heading.sceneBoundingRect().bottom()
    assert all(g.sceneBoundingRect().top() >= bottom for g in rows), (bottom, [g.y() for g in rows])
    texts = [t.text for t in scene_texts(table.view)]
    assert ("3-4-5-6-7-8-9-10-J-Q-K-A" in texts or "12 cards" in texts) \
        and not any(t.endswith("…") for t in texts), texts
    assert not scene_problems(table.view)
    window.close()


def test_no_empty_choice_row_stands_between_the_felt_and_the_buttons(qtbot, store):
    """Issue 34.5: the "played as" choice row kept its height when empty, a strip of
    nothing above the buttons at every move; it shows only while it offers a choice."""
    window = _window(qtbot, store, size=(800, 600))
    legal, over = _start(qtbot, window, _config(3, 3, setup={
        "hands": [["3S", "5S", "9S", "9H"], ["8S", "9D"], ["10S", "JS"]], "zhuang": 0,
        "jiefeng": [0, 1, 2]}))
    table = window.table
    _settle(qtbot, table, legal, over, 0)
    assert not table.choice_bar.isVisible()
    view_bottom = table.view.mapTo(table, table.view.rect().bottomLeft()).y()
    buttons_top = table.button_bar.mapTo(table, table.button_bar.rect().topLeft()).y()
    assert buttons_top - view_bottom <= 12
    table._offer([a["notation"] for a in table.legal[:2]])
    assert table.choice_bar.isVisible() and len(table.choice_bar.buttons) == 2
    table._hide_choices()
    assert not table.choice_bar.isVisible()
    window.close()
