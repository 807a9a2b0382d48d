"""The home screen lists the registered games with names and descriptions."""
from datetime import UTC

from PySide6.QtWidgets import QApplication

import engine
from gui.main_window import MainWindow
from gui.window.home import HomeScreen

from .fresh_start import first_frame


def test_home_lists_tiny_game(qtbot, tiny):
    home = HomeScreen()
    qtbot.addWidget(home)
    assert len(home.entries) == 1
    assert home.entries[0].title.text() == "小遊戲  Tiny"
    assert home.selected_game() == "tiny"


def test_home_lists_every_registered_game(qtbot):
    home = HomeScreen()
    qtbot.addWidget(home)
    infos = engine.list_games()
    assert len(home.entries) == len(infos) >= 1
    for entry, info in zip(home.entries, infos, strict=True):
        assert info.name_zh_tw in entry.title.text()
        assert entry.description.text()  # every real game has a one-line description
        # three doors, each named for a screen reader with the game's name
        assert [b.text() for b in entry.doors()] == ["Play", "Learn", "Rules"]
        assert all(info.name_en in b.accessibleName() for b in entry.doors())


def test_continue_follows_autosave(qtbot, tiny, store):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    assert not window.home.continue_button.isEnabled()
    import engine as eng
    state = eng.create("tiny", 2).new_state(seed=1)
    store.save("autosave", state, {"names": ["A", "B"], "human_seat": 0})
    window.refresh_continue()
    assert window.home.continue_button.isEnabled()
    assert window.act_continue.isEnabled()
    window.close()


def test_shortcuts(qtbot, tiny, store):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    keys = {a.shortcut().toString() for a in window.findChildren(type(window.act_new))}
    for key in ("Ctrl+N", "Ctrl+S", "Ctrl+O", "F1", "F11", "Ctrl+Q", "Ctrl+H"):
        assert key in keys
    window.close()


def test_window_geometry_remembered(qtbot, tiny, store):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.resize(760, 560)  # within the offscreen screen (800x600)
    qtbot.waitUntil(lambda: window.width() == 760)
    window.close()
    again = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 560)
    again.close()


def test_continue_is_offered_only_for_an_unfinished_game(qtbot, tiny, store):
    """A finished match is for Load to show; Continue would open straight into its end."""
    import random

    import engine as eng
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    state = eng.create("tiny", 2).new_state(seed=1)
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    store.save("autosave", state, {"names": ["A", "B"], "human_seat": 0})
    assert store.info("autosave").meta["over"] is True
    window.refresh_continue()
    assert not window.home.continue_button.isEnabled() and not window.act_continue.isEnabled()
    window.close()


def test_a_new_game_over_a_running_one_asks_first(qtbot, tiny, store):
    """New game during a game: "abandon the current game?", with Cancel as the default."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from tests.gui.tiny_game import tiny_config
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    assert window.may_abandon()                                  # nothing running: no question
    window.start_game(tiny_config(human_seat=0))
    qtbot.waitUntil(lambda: window.game_info is not None and bool(window.table.legal),
                    timeout=5000)
    answers = []

    def answer(text: str | None) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answers.append(box.text())
        button = box.defaultButton() if text is None else next(
            b for b in box.buttons() if b.text() == text)
        button.click()

    QTimer.singleShot(50, lambda: answer(None))
    assert window.may_abandon() is False                         # the default is Cancel
    QTimer.singleShot(50, lambda: answer("Abandon it"))
    assert window.may_abandon() is True
    assert answers and all("Abandon the game in progress?" in a for a in answers)
    window.close()


def _autosave_mid_hand(store, game="ninety_nine", players=4):
    """A real game's autosave a few moves in, at the human's turn (seat 0)."""
    import engine as eng
    state = eng.create(game, players).new_state(seed=3)
    while True:
        state.apply(state.legal_actions()[0])
        if state.current_player == 0 and len(state.history) >= 4:
            break
    store.save("autosave", state, {"names": [""] * players, "human_seat": 0,
                                   "bot_levels": [None] + ["easy"] * (players - 1)})
    return state


def test_a_tile_plays_at_once_with_the_remembered_settings(qtbot, tiny, store):
    """Play on a tile deals at once with what New game remembered for that game."""
    from gui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog("tiny")
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.name.setText("小明")
    dialog.option_widgets["allow_pass"].setChecked(True)
    dialog.accept()
    wanted = dialog.config()
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.home.entries[0].play_button.click()
    qtbot.waitUntil(lambda: window.game_info is not None, timeout=5000)
    assert window.games.last_config == wanted
    assert window.game_info["names"][0] == "小明" and len(window.game_info["names"]) == 4
    window.close()


def test_the_tiles_get_their_pictures_after_the_first_frame(qtbot, store):
    """No picture is drawn before the home has painted; then every tile gets one, cached on
    disk under its game, language, card look and version (a second home reads them)."""
    from gui.home import pictures
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    assert all(t.picture.pixmap is None for t in window.home.entries)
    window.show()
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=20000)
    assert all(t.picture.pixmap is not None and t.picture.pixmap.width() == pictures.PICTURE_WIDTH
               for t in window.home.entries)
    for tile in window.home.entries:
        key = pictures.picture_key(tile.info.id, "en")
        assert (pictures.cache_folder() / f"{key}.png").is_file()
        assert f"_{tile.info.id}_" in f"_{key}" and "_en_" in key
    assert pictures.picture_key("showdown", "en") != pictures.picture_key("showdown", "zh_TW")
    window.close()


def test_the_tiles_wait_while_the_pictures_thread_works(qtbot, store, monkeypatch, tmp_path):
    """The GUI thread makes no table for a picture beside the pictures' thread's Python
    (gui/system/picture_thread.py): while it works the tiles stay plain; then they fill in."""
    from gui.home import pictures
    from gui.system import picture_thread
    pictures.use_folder(tmp_path / "pictures")      # none cached: every tile is drawn
    busy = picture_thread.busy
    monkeypatch.setattr(picture_thread, "busy", lambda: True)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.home._painter is not None
                    and len(window.home._painter._turns) == len(window.home.entries),
                    timeout=20000)                  # every position played in the thread
    for _ in range(20):
        QApplication.processEvents()
    assert all(t.picture.pixmap is None for t in window.home.entries)
    monkeypatch.setattr(picture_thread, "busy", busy)
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=20000)
    assert all(t.picture.pixmap is not None for t in window.home.entries)
    window.close()


def test_the_last_results_are_read_before_the_pictures_thread_starts(qtbot, store, monkeypatch,
                                                                   tmp_path):
    """The last results' pass (a file read, hashlib loaded: about 11 ms) comes before the
    pictures' thread is set to work: beside that thread's Python it waited for the GIL."""
    from gui.home import pictures
    from gui.home.cards import ResultsCard
    from gui.system import picture_thread
    pictures.use_folder(tmp_path / "pictures")      # none cached: the thread has work
    order: list[str] = []
    load = ResultsCard.load
    monkeypatch.setattr(ResultsCard, "load", lambda card: (order.append("results"), load(card)))
    pool = picture_thread.pool()
    start = pool.start
    monkeypatch.setattr(pool, "start", lambda job, *a: (order.append("thread"), start(job, *a)))
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "thread" in order and "results" in order, timeout=20000)
    assert order.index("results") < order.index("thread")
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=20000)
    window.close()


def test_continue_shows_the_table_where_it_was_left(qtbot, store):
    """The Continue card: the autosave's table, drawn from its record in the thread pool, and
    a line that starts with whose turn it is."""
    _autosave_mid_hand(store)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    card = window.home.continue_card
    qtbot.waitUntil(lambda: card.picture.pixmap is not None, timeout=20000)
    assert card.line.text().startswith("your turn · Ninety-Nine")
    # the scores as a player says them, by name, theirs first (issue 34: "0 : 0 : 0 : 0"
    # said neither whose nor what)
    info = store.info("autosave")
    store.save("autosave", store.load("autosave")[0], {**info.meta, "human_seat": 1,
                                                       "scores": [1, 2, 0, 0.5]})
    window.refresh_continue()
    assert card.facts.replace("\xa0", " ").endswith(
        " · You: 2 · Computer 2: 0 · Computer 3: 0.5 · Computer 1: 1"), card.facts
    # before anyone has scored, nothing about the score
    store.save("autosave", store.load("autosave")[0], {**info.meta, "scores": [0, 0, 0, 0]})
    window.refresh_continue()
    assert card.facts == "Ninety-Nine · move 7", card.facts
    assert window.home.continue_button.isEnabled() and card.button.isVisible()
    store.delete("autosave")
    window.refresh_continue()
    assert not card.button.isVisible() and card.title.text() == "No game in progress"
    window.close()


def test_the_last_results_are_listed_newest_first(qtbot, store):
    from datetime import datetime

    from gui.userdata import stats_file
    for day, returns in ((1, [3.0, 1.0]), (2, [0.0, 2.0])):
        stats_file.record_game("showdown", {"returns": returns, "human_seat": 0, "game_id": str(day)},
                               at=datetime(2026, 12, day, tzinfo=UTC))
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    card = window.home.results_card
    qtbot.waitUntil(lambda: len(card.results) == 2, timeout=5000)
    lines = card.lines.text().split("\n")
    assert lines[0].startswith("Nine-Inning Showdown: lost") and lines[1].startswith(
        "Nine-Inning Showdown: won")
    window.close()


def test_the_home_is_reached_by_keyboard(qtbot, store):
    """Every door has an accessible name and takes the focus; focusing a tile's door selects
    that game (F1, Ctrl+N and Learn follow it)."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    home = window.home
    doors = [b for t in home.entries for b in t.doors()] + [
        home.new_button, home.load_button, home.settings_button, home.join_button,
        home.results_card.button]
    for door in doors:
        assert door.accessibleName() or door.text()
        assert door.focusPolicy() & door.focusPolicy().TabFocus
    last = home.entries[-1]
    last.rules_button.setFocus()
    qtbot.waitUntil(lambda: home.selected_game() == last.info.id, timeout=2000)
    window.close()


def test_the_first_frame_loads_no_table_even_with_a_game_to_continue(tmp_path):
    """A returning player's start (an autosave to continue): the window is shown before the
    table kit or any game's table is loaded (they cost more than the whole home); the
    pictures and the Continue line's "Hand 1" follow after the first frame. (The app's one
    style reads the card look's colours, gui/table/card_look.py, at start: no table.)"""
    from engine.saves import SaveStore
    _autosave_mid_hand(SaveStore(tmp_path / "saves"))
    out = first_frame(tmp_path, after=[
        "print(window.home.continue_card.line.text())",
        "print(sorted(m for m in sys.modules if m.startswith(('gui.table.game_table', "
        "'gui.table.turn_queue', 'gui.table.board', 'gui.games'))))",
    ])
    line, loaded = out.stdout.splitlines()[-2:]
    assert line.startswith("Ninety-Nine · move ")
    assert loaded == "[]"


def test_the_continue_picture_is_replayed_off_the_gui_thread(qtbot, store, monkeypatch):
    """A big record takes a while to replay: that happens in the thread pool, and only the
    drawing of its position on the GUI thread."""
    import threading

    from gui.home import pictures
    threads = []
    replay = pictures.position_of_record

    def spy(document, seat=None):
        threads.append(threading.current_thread())
        return replay(document, seat)
    monkeypatch.setattr(pictures, "position_of_record", spy)
    _autosave_mid_hand(store)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.home.continue_card.picture.pixmap is not None, timeout=20000)
    assert threads and all(t is not threading.main_thread() for t in threads)
    window.close()


def test_the_heading_starts_at_the_top_of_a_tall_window(qtbot, store):
    """The home reads from the top: the heading sits under the menu bar at full size, not
    below an empty strip (the room left over goes under the tiles)."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitUntil(lambda: window.home.banner.isVisible(), timeout=5000)
    page = window.home.scroll.widget()
    top = window.home.banner.mapTo(page, window.home.banner.rect().topLeft()).y()
    assert top <= page.layout().contentsMargins().top() + 4, top
    tiles_end = max(t.geometry().bottom() for t in window.home.entries)
    assert page.height() - tiles_end > 40          # the tall window's room: under the tiles
    window.close()


def test_a_language_switch_leaves_no_picture_in_the_old_language(qtbot, store, monkeypatch,
                                                                  tmp_path):
    """The felt's words are in the pictures: after a switch every tile and the Continue card
    show the plain felt until their picture in the new language comes, never the old one."""
    from gui.home import pictures
    from gui.lang.i18n import LanguageManager
    from gui.system import picture_thread
    pictures.use_folder(tmp_path / "pictures")
    _autosave_mid_hand(store)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    home, card = window.home, window.home.continue_card
    qtbot.waitUntil(lambda: not home.pictures_pending() and card.picture.pixmap is not None,
                    timeout=30000)
    busy = picture_thread.busy
    monkeypatch.setattr(picture_thread, "busy", lambda: True)   # nothing new drawn yet
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: home.continue_card.title.text() == "上次玩到這裡", timeout=5000)
    assert all(t.picture.pixmap is None for t in home.entries)
    assert card.picture.pixmap is None
    monkeypatch.setattr(picture_thread, "busy", busy)
    qtbot.waitUntil(lambda: not home.pictures_pending() and card.picture.pixmap is not None,
                    timeout=30000)
    assert all(t.picture.pixmap.cacheKey() == pictures.cached(t.info.id, "zh_TW").cacheKey()
               for t in home.entries)
    window.close()
