"""The main window's parts, each on its own (gui/window/): the bots' pace sent to the engine
thread, the window's geometry kept between sessions, its title and actions, and the
GameOpener's New match and Continue."""
from types import SimpleNamespace

from PySide6.QtWidgets import QMainWindow

from gui.main_window import MainWindow
from gui.userdata import prefs
from gui.window.bot_pace import BotPace
from gui.window.geometry import WindowGeometry
from gui.window.title_and_actions import TitleAndActions


class _Signal:
    def __init__(self) -> None:
        self.sent: list = []

    def emit(self, value) -> None:
        self.sent.append(value)


def _host() -> SimpleNamespace:
    return SimpleNamespace(request_think_ms=_Signal(), request_when_out=_Signal())


def test_the_pace_sends_the_settings_pause_unless_fixed(qtbot):
    host = _host()
    window = SimpleNamespace(host=host)
    prefs.put("ui/think_ms", 900)
    prefs.put("play/when_out", "fast")
    BotPace(window).send()
    assert (host.request_think_ms.sent, host.request_when_out.sent) == ([900], ["fast"])
    BotPace(window, think_override=0).send()                 # a test's fixed pause wins
    assert host.request_think_ms.sent[-1] == 0


def test_the_geometry_is_kept_and_restored(qtbot):
    first = QMainWindow()
    qtbot.addWidget(first)
    WindowGeometry(first).fit_to_screen(701, 457)
    first.move(30, 40)
    WindowGeometry(first).keep()
    assert not prefs.get("window/geometry").isEmpty()
    second = QMainWindow()
    qtbot.addWidget(second)
    WindowGeometry(second).restore()
    assert (second.width(), second.height()) == (first.width(), first.height()) == (701, 457)


def test_the_title_names_the_game_on_show(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.game_info = None
    titles = TitleAndActions(window)
    titles.update_title()
    assert window.windowTitle() == "九牌 Jiupai"
    window.game_info = {"game": "ninety_nine"}
    titles.update_title()
    assert window.windowTitle().endswith(" — 九牌 Jiupai")
    assert window.windowTitle() != " — 九牌 Jiupai"


def test_new_match_deals_the_last_settings_again_else_asks(qtbot, store, monkeypatch):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    games = window.games
    started, asked = [], []
    monkeypatch.setattr(games, "start_game", started.append)
    monkeypatch.setattr(games, "new_game", asked.append)
    window.game_info = {"game": "ninety_nine"}
    games.new_match()                                         # a loaded game: the dialog asks
    assert (started, asked) == ([], ["ninety_nine"])
    games.last_config = {"game": "tiny", "players": 2}
    games.new_match()
    assert started == [{"game": "tiny", "players": 2}]
    window.game_info = None
    window.close()


def test_continue_is_offered_only_with_an_autosave(qtbot, tiny, store):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    assert window.games.hosted_last() is None
    window.games.refresh_continue()
    assert not window.act_continue.isEnabled()
    import engine
    store.save("autosave", engine.create("tiny", 2).new_state(seed=1),
               {"names": ["A", "B"], "human_seat": 0})
    window.games.refresh_continue()
    assert window.act_continue.isEnabled()
    window.close()
