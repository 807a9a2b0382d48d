"""The home screen lists the registered games with names and descriptions."""
import engine
from gui.home import HomeScreen
from gui.main_window import MainWindow


def test_home_lists_tiny_game(qtbot, tiny):
    home = HomeScreen()
    qtbot.addWidget(home)
    assert home.games.count() == 1
    assert home.entries[0].title.text() == "小遊戲  Tiny"
    assert home.selected_game() == "tiny"


def test_home_lists_every_registered_game(qtbot):
    home = HomeScreen()
    qtbot.addWidget(home)
    infos = engine.list_games()
    assert home.games.count() == len(infos) >= 1
    for entry, info in zip(home.entries, infos):
        assert info.name_zh_tw in entry.title.text()
        assert entry.description.text()  # every real game has a one-line description


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
