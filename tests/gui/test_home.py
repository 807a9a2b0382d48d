"""The home screen lists the registered games with names and descriptions."""
import engine
from gui.window.home import HomeScreen
from gui.main_window import MainWindow


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
    for entry, info in zip(home.entries, infos):
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
