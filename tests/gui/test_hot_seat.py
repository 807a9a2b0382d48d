"""Hot-seat (issue 16): two or more humans at one screen, through the window, for every game.

Between two different humans' turns the table covers every hand and says "Pass to …"; only the
click shows the next human's view. These tests play each game with two humans and check, at
every human turn and under every cover, the face of every card drawn on the table against
the hands of the humans who are not at the screen.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, QThread, Slot

import engine
from engine.saves import SaveError
from engine.turn import TurnKind
from gui.main_window import MainWindow
from gui.userdata import prefs, stats_file
from tests.gui import driver
from tests.gui.hot_seat_driver import HOT, hot_config, secret_cards, shown_face_up

GAMES = sorted(HOT)


class Timeline(QObject):
    """What the worker sent to the GUI thread, in order (queued: a GUI-thread receiver)."""

    def __init__(self, worker) -> None:
        super().__init__()
        self.entries: list[tuple] = []
        worker.turn.connect(self.turn)

    @Slot(object)
    def turn(self, turn) -> None:
        assert QThread.currentThread() is self.thread()
        if turn.kind is TurnKind.COVER:
            self.entries.append(("handover", turn.to_move))
            return
        if turn.events:
            self.entries.append(("events", len(turn.events)))
        self.entries.append(("obs", turn.observation["human_seat"],
                             list(turn.observation.get("hand") or [])))
        self.entries.append(("legal", len(turn.legal)))


def open_window(qtbot, store) -> MainWindow:
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    return window


def play(qtbot, window, humans: list[int], decisions: int, seed: int = 1,
         timeline: Timeline | None = None) -> list[tuple]:
    """Play `decisions` human actions (random legal ones), clicking every cover; at each
    human turn and under each cover check the cards drawn face up. Returns what happened:
    ("cover", seat) and ("turn", seat) in order."""
    rng = random.Random(seed)
    seen: list[tuple] = []
    done = 0

    def something_to_do() -> bool:
        table = window.table
        return table is not None and (table.handover.covered() or driver.game_over(window) or (
            driver.held(table) or getattr(table, "heaven_showing", lambda: False)()
            or (bool(table.legal) and not table.busy() and not table.queue.pending())))

    while done < decisions:
        qtbot.waitUntil(something_to_do, timeout=20000)
        table, state = window.table, window.host.worker.state
        if driver.game_over(window):
            break
        if table.handover.covered():
            seat = table.handover.seat
            # the seat to act (a game opening with a bot's move: the first human after it)
            assert state.current_player == seat or state.current_player not in humans
            shown = set(shown_face_up(table.scene))
            assert not shown & secret_cards(state, humans, None), "a hand shows under the cover"
            assert table.observation.get("hand", []) == []
            assert not table.observation.get("counter") and len(table.log.shown()) == 0
            assert not table.legal
            seen.append(("cover", seat))
            if timeline is not None:
                timeline.entries.append(("click", seat))
            table.handover.cover.button.click()
            continue
        if driver.step(table, rng) != "play":
            continue
        # driver.step has just played: check what was on the table when it chose
        seen.append(("turn", table.human_seat))
        done += 1
    return seen


def check_turn_faces(qtbot, window, humans: list[int]) -> None:
    """At a human's turn: the table shows that seat, and no other human's hidden card."""
    table, state = window.table, window.host.worker.state
    assert table.human_seat == state.current_player in humans
    shown = set(shown_face_up(table.scene))
    assert not shown & secret_cards(state, humans, table.human_seat)


def play_checked(qtbot, window, humans, decisions, seed=1, timeline=None) -> list[tuple]:
    """play(), with check_turn_faces at every human turn before the move."""
    original = driver.step

    def checked_step(table, rng):
        if table.legal and not table.busy() and not table.queue.pending():
            check_turn_faces(qtbot, window, humans)
        return original(table, rng)

    driver.step = checked_step
    try:
        return play(qtbot, window, humans, decisions, seed, timeline)
    finally:
        driver.step = original


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_never_shows_a_hand_to_the_wrong_seat(qtbot, store, game):
    humans = HOT[game][1]
    window = open_window(qtbot, store)
    timeline = Timeline(window.host.worker)
    window.start_game(hot_config(game, seed=7))
    seen = play_checked(qtbot, window, humans, decisions=10, timeline=timeline)
    assert seen[0][0] == "cover", "a hot-seat game opens behind the cover"
    # the cover comes exactly between two different humans' turns, for the next one
    previous = None
    for i, (what, seat) in enumerate(seen):
        if what == "cover":
            assert i + 1 == len(seen) or seen[i + 1] == ("turn", seat)
            assert previous != seat
        elif previous is not None and previous != seat:
            assert seen[i - 1] == ("cover", seat), seen
        if what == "turn":
            previous = seat
    assert sum(1 for what, _ in seen if what == "cover") >= 2
    # nothing reached the GUI thread between a handover and the click on the cover (no
    # events, no observation, no legal actions); after it, the observations are the seat's
    entries = timeline.entries
    for i, entry in enumerate(entries):
        if entry[0] != "handover":
            continue
        after = [e for e in entries[i + 1:] if e[0] != "legal" or e[1]]
        if after:
            assert after[0] == ("click", entry[1]), entries[i:i + 4]
            first_obs = next((e for e in after if e[0] == "obs"), None)
            assert first_obs is None or first_obs[1] == entry[1]
    for entry in entries:
        if entry[0] == "obs":
            assert entry[1] in humans
    window.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_one_human_game_never_shows_a_cover(qtbot, store, game):
    window = open_window(qtbot, store)
    timeline = Timeline(window.host.worker)
    humans = HOT[game][1][:1]
    window.start_game(hot_config(game, seed=3, humans=humans) | {"human_seats": []})
    seen = play_checked(qtbot, window, humans, decisions=6)
    assert all(what == "turn" for what, _ in seen)
    assert not any(e[0] == "handover" for e in timeline.entries)
    assert not window.table.handover.covered()
    window.close()


def test_save_and_load_keep_the_human_seats(qtbot, store):
    window = open_window(qtbot, store)
    window.start_game(hot_config("ninety_nine", seed=5))
    play(qtbot, window, [0, 2], decisions=2)
    qtbot.waitUntil(lambda: window.table.handover.covered(), timeout=20000)
    window.host.request_save.emit("1")
    qtbot.waitUntil(lambda: store.info("1") is not None, timeout=5000)
    assert store.info("1").meta["human_seats"] == [0, 2]
    assert store.info("autosave").meta["human_seats"] == [0, 2]
    window.go_home()
    from tests.gui.test_replacing_a_game import answer_with
    answer_with("Abandon it", [])          # the game waiting for Continue is replaced: asked
    window.games.load_slot("1")
    qtbot.waitUntil(lambda: window.table is not None and window.table.handover.covered(),
                    timeout=20000)
    assert window.host.worker.seats.humans == (0, 2)
    assert window.table.human_seats == [0, 2]
    assert not window.table.legal
    assert not set(shown_face_up(window.table.scene)) & secret_cards(
        window.host.worker.state, [0, 2], None)
    window.close()


def test_old_saves_load_as_one_human_games(qtbot, store):
    """A save from before hot-seat names only meta.human_seat: it loads exactly as before."""
    state = engine.create("ninety_nine", 4).new_state(seed=4)
    store.save("3", state, {"names": ["Me", "", "", ""], "human_seat": 1,
                            "bot_levels": ["easy", None, "easy", "easy"]})
    window = open_window(qtbot, store)
    timeline = Timeline(window.host.worker)
    window.games.load_slot("3")
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal)
                    and not window.table.busy(), timeout=20000)
    assert window.host.worker.seats.humans == (1,)
    assert window.table.human_seat == 1
    assert not any(e[0] == "handover" for e in timeline.entries)
    assert "human_seats" not in store.info("autosave").meta
    window.close()


@pytest.mark.parametrize("value,words", [
    ([0], "two or more different seats"), ([1, 1], "two or more different seats"),
    ([0, "x"], "meta.human_seats[1]"), ("0,1", "meta.human_seats must be a list"),
    ([0, 4], "meta.human_seats[1] must be a seat from 0 to 3"), ([0, True], "meta.human_seats[1]")])
def test_a_bad_human_seats_value_is_refused_by_name(store, value, words):
    state = engine.create("ninety_nine", 4).new_state(seed=1)
    store.save("2", state, {"human_seat": 0, "human_seats": [0, 1]})
    path = store.directory / "2.json"
    import json
    doc = json.loads(path.read_text())
    doc["meta"]["human_seats"] = value
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as caught:
        store.load("2")
    assert "meta.human_seats" in str(caught.value) and words in str(caught.value)


def test_hot_seat_games_are_not_counted_as_wins_against_bots():
    result = {"returns": [1, 0, 0], "human_seat": 0, "human_seats": [0, 1], "game_id": "hs",
              "bot_levels": [None, None, "easy"]}
    assert not stats_file.record_game("tiandiren", result)
    assert stats_file.load_book().summary("tiandiren").games == 0
    assert stats_file.record_game("tiandiren", {**result, "human_seats": [0]})


@pytest.mark.gui
def test_hot_seat_undo_takes_back_only_the_players_own_move(qtbot, store):
    """Issue 24.8: "As the second player, Undo took back the first player's move and handed
    the table back. Undoing another human's move asks that player (or is refused with a
    reason)." Here: seats 0 and 2 are people; 0 plays, 2 plays, and 0, back at the screen,
    asks for Undo — refused, naming the one who has played since; nothing is taken back."""
    from tests.gui.receivers import listen
    window = open_window(qtbot, store)
    window.start_game(hot_config("ninety_nine", seed=5))
    seen = play(qtbot, window, [0, 2], decisions=2)
    assert [s for what, s in seen if what == "turn"] == [0, 2]
    qtbot.waitUntil(lambda: window.table.handover.covered(), timeout=20000)
    table = window.table
    assert table.handover.seat == 0
    table.handover.cover.button.click()
    qtbot.waitUntil(lambda: bool(table.legal) and not table.busy(), timeout=20000)
    worker = window.host.worker
    before = list(worker.state.history)
    errors = listen(worker.error)
    window.host.request_undo.emit()
    qtbot.waitUntil(lambda: bool(errors.calls), timeout=5000)
    assert "Human 2" in errors.calls[-1][0] and "only they" in errors.calls[-1][0]
    qtbot.wait(200)
    assert list(worker.state.history) == before          # nothing taken back
    assert window.table is table and not table.handover.covered()
    window.close()


def test_the_dialog_makes_a_hot_seat_game(qtbot):
    from gui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog("ninety_nine")
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.seat.setValue(1)
    dialog.name.setText("小明")
    dialog.seat_rows[1].set_human(True)          # seat 3
    dialog.seat_rows[1].name.setText("小華")
    config = dialog.config()
    assert config["human_seats"] == [0, 2] and config["names"][2] == "小華"
    assert config["bot_levels"][0] is None and config["bot_levels"][2] is None
    assert dialog.seat_rows[1].name.isVisibleTo(dialog) and not dialog.seat_rows[1].level.isVisibleTo(dialog)
    dialog.accept()
    again = NewGameDialog("ninety_nine")
    qtbot.addWidget(again)
    assert again.config()["human_seats"] == [0, 2] and again.config()["names"][2] == "小華"


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_the_cover_fits_and_reads(qtbot, store, lang):
    """The layout rules (tests/gui/layout_check.py) over the cover, at 800×600 and 1600×1000;
    the screenshots go to docs/screenshots/hot_seat_cover_<lang>_800x600.png."""
    from gui.lang.i18n import LanguageManager
    from tests.gui.test_layout import check
    LanguageManager.instance().set_language(lang, remember=False)
    window = open_window(qtbot, store)
    names = {"en": "Hua", "zh_TW": "小華", "zh_CN": "小华"}[lang]
    window.start_game(hot_config("ninety_nine", seed=2) | {"names": ["Ming", "", names, ""]})
    play(qtbot, window, [0, 2], decisions=1)
    qtbot.waitUntil(lambda: window.table.handover.covered() and window.table.handover.seat == 2,
                    timeout=20000)
    cover = window.table.handover.cover
    assert names in cover.title.text() and names in cover.button.text()
    problems = check(window, "hot-seat cover", f"hot_seat_cover_{lang}", lang)
    assert not problems, "\n".join(problems)
    # a language switch under the cover re-words it
    other, words = ("zh_TW", "請交給") if lang == "en" else ("en", "Pass to")
    LanguageManager.instance().set_language(other, remember=False)
    qtbot.waitUntil(lambda: cover.title.text().startswith(words), timeout=5000)
    assert cover.isVisible()
    window.close()


def test_a_replay_keeps_the_human_seats(qtbot, store):
    """An unfinished hot-seat game may be watched from either human seat (no other), and
    "Play from here" keeps both seats human: the new game opens behind the cover."""
    from tests.gui.test_replay import open_replay, played
    state, _ = played("showdown", moves=12)
    store.save("1", state, {"names": ["Ann", "Bo"], "human_seat": 0, "human_seats": [0, 1],
                            "bot_levels": [None, None], "game_id": "hs1"})
    window = open_window(qtbot, store)
    open_replay(qtbot, window, {"slot": "1"})
    bar = window.replay.bar
    assert [bar.seat.itemData(i) for i in range(bar.seat.count())] == [0, 1]
    window.replay.bar.play_here.click()
    qtbot.waitUntil(lambda: window.game_info is not None and window.table is not None
                    and window.table.handover.covered(), timeout=10000)
    assert window.host.worker.seats.humans == (0, 1)
    assert window.host.worker.meta["human_seats"] == [0, 1]
    window.close()


def test_hint_and_autoplay_act_for_the_seat_to_play(qtbot, store):
    """The hint is a move of the human whose turn it is; 托管 plays that seat, and ends when
    the screen passes to the other human (the cover comes, with 托管 off)."""
    window = open_window(qtbot, store)
    window.start_game(hot_config("ninety_nine", seed=5))
    play(qtbot, window, [0, 2], decisions=1)         # seat 0 played; the cover is for seat 2
    qtbot.waitUntil(lambda: window.table.handover.covered(), timeout=20000)
    table = window.table
    table.handover.cover.button.click()
    qtbot.waitUntil(lambda: bool(table.legal) and not table.busy(), timeout=20000)
    assert table.human_seat == 2
    table.assist.show_hint()
    qtbot.waitUntil(lambda: table.hint_notation() is not None, timeout=20000)
    worker = window.host.worker
    legal = [str(a) for a in worker.state.legal_actions()]
    assert worker.state.current_player == 2 and table.hint_notation() in legal
    # 托管 for seat 2: the computer plays it, then the cover asks for seat 0 and 托管 is off
    history = len(worker.state.history)
    table.assist.request_autoplay(True)
    qtbot.waitUntil(lambda: table.handover.covered() and table.handover.seat == 0, timeout=20000)
    assert worker.session.actors[history] == 2          # seat 2's move was played by the computer
    assert not table.assist.autoplay_on and not window.assist.autoplay
    window.close()


@pytest.mark.parametrize("game", ["showdown", "tiandiren"])
def test_the_end_of_a_hot_seat_game_names_the_winner(qtbot, store, game):
    """"You win!" would speak to whoever sits at the screen: the end names the winner."""
    window = open_window(qtbot, store)
    config = hot_config(game, seed=4) | {"options": {"innings": 1} if game == "showdown" else {}}
    config["names"] = ["Ann", "Bo", ""][:len(config["names"])]
    window.start_game(config)
    play(qtbot, window, HOT[game][1], decisions=400)
    qtbot.waitUntil(lambda: window.table.overlay.isVisible(), timeout=20000)
    title = window.table.overlay.title.text()
    assert "You win" not in title
    returns = window.host.worker.state.returns()
    if game == "showdown" and returns[0] != returns[1]:
        assert title == f"{['Ann', 'Bo'][returns.index(max(returns))]} wins!"
    window.close()
