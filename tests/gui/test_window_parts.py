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

from .fresh_start import first_frame


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


# ---- the parts built after the first frame (gui/window/later.py; issue 33's cold start) ----
LATER_MODULES = ("gui.window.assist_actions", "gui.window.table_link",
                 "gui.window.autosave_guard", "gui.tutorial.controller", "gui.style.icons",
                 "engine.turn")


def _first_frame(window, qapp) -> None:
    window.show()
    qapp.processEvents()                 # the pass that paints the first frame
    assert window.home.painted()


def test_the_first_frame_builds_the_home_and_the_menu_titles_only(qtbot, qapp, store):
    """Shown and painted, the window has its home and its menu bar's four titles, and none
    of the parts built after the first frame: no action, no menu entry, no helper command,
    no table link, autosave guard or lessons' controller."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    _first_frame(window, qapp)
    built = set(window.__dict__)
    assert not any(name.startswith("act_") for name in built)
    assert not {"assist", "link", "tutorial", "autosave_guard", "lang_actions"} & built
    assert [m.title() for m in (window.menu_game, window.menu_view, window.menu_settings,
                                window.menu_help)] == ["&Game", "&View", "&Settings", "&Help"]
    assert [m.actions() for m in (window.menu_game, window.menu_view, window.menu_settings,
                                  window.menu_help)] == [[], [], [], []]
    assert not window.built()
    window.close()


def test_the_first_frame_imports_none_of_the_later_parts(tmp_path):
    """In a fresh interpreter (as `python -m bench app` starts the app): the first frame
    loads none of the later parts' modules; the next passes make the actions (every
    shortcut works from then on), and the rest follows a few pieces a pass."""
    out = first_frame(tmp_path, after=[
        f"print(sorted(m for m in {LATER_MODULES!r} if m in sys.modules))",
        "app.processEvents()",
        "print(sorted(a.shortcut().toString() for n, a in vars(window).items()",
        "             if n.startswith('act_') and not a.shortcut().isEmpty()))",
        "passes = 1",
        "while not window.built() and passes < 50:",
        "    app.processEvents()",
        "    passes += 1",
        f"print(sorted(m for m in {LATER_MODULES!r} if m in sys.modules), passes)",
    ])
    first, shortcuts, later = out.stdout.splitlines()[-3:]
    assert first == "[]", out.stderr
    assert shortcuts == str(sorted(["Ctrl+N", "Ctrl+S", "Ctrl+O", "Ctrl+H", "Ctrl+Q", "F11",
                                    "Ctrl+,", "F1"]))
    loaded, passes = later.rsplit(" ", 1)
    assert loaded == str(sorted(LATER_MODULES))
    # at most one piece (or one part of one) a pass: the window's twelve and its ten icons,
    # then the home's seven (results, pictures, Continue and the modules they import);
    # small pieces share a pass (gui/window/later.py, SLICE_MS)
    assert int(passes) <= 29


def test_the_first_frame_makes_none_of_the_qt_namespace_enums(tmp_path):
    """In a fresh interpreter with the desktop's scheme remembered from a last run: the first
    frame is painted before PySide makes the `Qt` namespace's 93 enums (16 ms of the cold
    start; gui/system/qtnames.py) or QIcon's type; the system's scheme, asked in a pass after
    it, makes them, and the application has its icon from the first pass on."""
    out = first_frame(tmp_path, prepare=[
        "from PySide6.QtCore import QCoreApplication",
        "from gui import app as gui_app",
        "from gui.userdata import prefs",
        "QCoreApplication.setOrganizationName(gui_app.ORGANIZATION)",
        "QCoreApplication.setApplicationName(gui_app.APPLICATION)",
        "prefs.put_system_dark(False)",              # a second start: the scheme remembered
    ], after=[
        "import PySide6.QtCore, PySide6.QtGui",
        "print(window.home.painted(), 'Qt' in vars(PySide6.QtCore), 'QIcon' in vars(PySide6.QtGui))",
        "app.processEvents()",
        "print(app.windowIcon().isNull())",
        "passes = 0",
        "while not window.built() and passes < 50:",
        "    app.processEvents()",
        "    passes += 1",
        "print('Qt' in vars(PySide6.QtCore))",
    ])
    assert out.stdout.splitlines()[-3:] == ["True False False", "False", "True"], out.stderr


def test_the_menus_and_shortcuts_work_a_few_passes_after_the_first_frame(qtbot, qapp, store):
    """The actions come one piece a pass after the first frame: within a few passes — long
    before a player could press a key or open a menu — every shortcut and menu entry is
    there and works (F1 opens the rules, Ctrl+H is greyed on the home)."""
    from PySide6.QtCore import Qt
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    _first_frame(window, qapp)
    qtbot.waitUntil(window.built, timeout=2000)
    texts = [a.text() for a in window.menu_game.actions() if not a.isSeparator()]
    assert texts[:5] == ["&Undo move", "&Redo move", "&Hint", "&Auto-play", "S&kip ahead"]
    assert "&New game…" in texts and "&Quit" in texts
    assert [a.text() for a in window.menu_help.actions()] == ["&Lessons…", "&Rules",
                                                              "&About Jiupai"]
    assert window.menu_language.actions()[0].isCheckable()
    assert not window.act_home.isEnabled() and not window.act_save.isEnabled()
    assert not window.act_new.icon().isNull()           # the icons came with the last piece
    # (the tiles' pictures are drawn on tables made off screen, which take the activation
    # from the window on the offscreen platform: a key is pressed once they are done)
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=20000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible(),
                    timeout=5000)
    window.rules_dialog.close()
    window.close()


def test_a_later_part_asked_for_sooner_is_built_at_once(qtbot, store):
    """A window never shown (or a test starting a game at once) gets the parts when it asks:
    every piece is built then, in order."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    assert not window.built()
    assert window.tutorial.action.text() == "&Lessons…"   # needs the Help menu's actions
    assert window.built()
    assert window.act_new.shortcut().toString() == "Ctrl+N"
    window.close()


def test_a_menu_opened_before_its_entries_came_is_whole(qtbot, qapp, store):
    """A player quick enough to open a menu in the passes after the first frame finds it
    whole: opening it builds whatever is still to come."""
    from PySide6.QtCore import QPoint
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    _first_frame(window, qapp)
    assert window.menu_help.actions() == []
    window.menu_help.popup(window.mapToGlobal(QPoint(0, 0)))
    assert [a.text() for a in window.menu_help.actions()] == ["&Lessons…", "&Rules",
                                                              "&About Jiupai"]
    assert window.built()
    window.menu_help.close()
    window.close()
