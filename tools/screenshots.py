"""Screenshots of the screens around the tables (issue 33), as a player sees them: the home,
New game, Load, Save, Watch a replay, the lobby, the join dialog, Statistics, Settings and
About, in each language, light and dark, at 800×600 and 1600×1000, into
artifacts/look/<lang>_<scheme>_<size>_<screen>.png.

    python tools/screenshots.py                 # every language, scheme and size
    python tools/screenshots.py --docs          # and refresh the README's pictures
    python tools/screenshots.py --langs en --schemes dark --sizes 800x600

It runs on the platform Qt picks (an X display such as Xvfb, or QT_QPA_PLATFORM=offscreen)
with throwaway settings, saves, statistics and picture caches: the player's own are never
read or written. The saves are real games of the four tables a few moves in; the lobby is
a table of eight seats, one of each kind (no network is opened).
"""
from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "artifacts" / "look"
DOCS = ROOT / "docs" / "screenshots"
#: The README's pictures: (language, scheme, size, screen) → their file in docs/screenshots.
README = {("zh_TW", "light", "1600x1000", "home"): "home_zh_TW_1600x1000.png",
          ("en", "light", "800x600", "load"): "saves_load_en_800x600.png",
          ("en", "light", "1600x1000", "stats"): "look_statistics.png",
          ("zh_TW", "light", "1600x1000", "lobby"): "lobby_zh_TW.png"}
NAMES = {"en": ["Ann", "Computer 1", "Computer 2", "Computer 3"],
         "zh_TW": ["小明", "電腦 1", "電腦 2", "電腦 3"],
         "zh_CN": ["小明", "电脑 1", "电脑 2", "电脑 3"]}


def settle(busy: Callable[[], bool] = lambda: False, limit: float = 20.0) -> None:
    """Run the event loop until `busy()` is false and a few passes more (layouts, paints)."""
    from PySide6.QtWidgets import QApplication
    end = time.monotonic() + limit
    while busy() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    for _ in range(5):
        QApplication.processEvents()


def fill(store, lang: str) -> None:
    """Four real games a few moves in (one per table), an autosave to continue, statistics."""
    import engine
    from gui.userdata import stats_file
    from gui.userdata.stats import Result, StatsBook
    games = (("1", "ninety_nine", 4), ("2", "tiandiren", 3), ("3", "showdown", 2),
             ("4", "primatum", 4), ("autosave", "ninety_nine", 4))
    for index, (slot, game, players) in enumerate(games):
        state = engine.create(game, players).new_state(seed=index + 3)
        rng = random.Random(index)
        for _ in range(8 + 4 * index):
            if not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
        store.save(slot, state, {"names": NAMES[lang][:players], "human_seat": 0})
    book = StatsBook()
    for i in range(40):
        level = ("easy", "normal", "hard")[i % 3]
        outcome = ("win", "loss", "win", "draw", "loss")[(i * 7 + len(level)) % 5]
        book.record("ninety_nine", level, Result(outcome, float((i * 37) % 90), 300, False,
                                                 f"2026-11-{i % 28 + 1:02d}T10:00:00"), f"g{i}")
    stats_file.current().save(book)


class _Seats:
    """A lobby of eight seats, one of each kind."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def lobby(self, _private: bool) -> dict:
        host, guest = NAMES[self.lang][0], {"en": "Bea", "zh_TW": "小華", "zh_CN": "小华"}
        seats = [{"seat": 0, "kind": "host", "name": host},
                 {"seat": 1, "kind": "guest", "name": guest[self.lang], "connected": True},
                 {"seat": 2, "kind": "guest", "name": "Chris", "connected": False},
                 {"seat": 3, "kind": "bot", "level": "normal"}, {"seat": 4, "kind": "open"},
                 {"seat": 5, "kind": "bot", "level": "hard"}, {"seat": 6, "kind": "open"},
                 {"seat": 7, "kind": "open"}]
        return {"seats": seats}


def lobby(window, lang: str):
    """The host's lobby over a table that reads as the server's would (no socket)."""
    from PySide6.QtCore import QObject, Signal

    from gui.net.lobby import LobbyDialog

    class Hosted(QObject):
        lobby = Signal(dict)
        room = "483920"

        def __init__(self) -> None:
            super().__init__()
            self.seats = _Seats(lang)

        def begin(self) -> None: ...
        def open_seat(self, _seat: int) -> None: ...
        def give_to_bot(self, _seat: int) -> None: ...
    hosted = Hosted()
    dialog = LobbyDialog(hosted, "192.168.1.20:40123", window)
    dialog._keep = hosted              # the fake table lives as long as its dialog
    return dialog


def join(window):
    """Join a game on the network, with one table heard (no network is listened to)."""
    from gui.net.join_dialog import JoinDialog
    from netplay.discovery import TableAd
    dialog = JoinDialog(window, finder=None)
    dialog.show_tables([TableAd(name="a", address="192.168.1.20:40123", game="ninety_nine",
                                players=6, free=3, host="Ann", protocol=1, app="x")])
    dialog.tables.setCurrentRow(0)
    return dialog


def screens(window, store, lang: str) -> Iterator[tuple[str, object]]:
    """Each screen, opened over the window as the menus open it."""
    from gui.dialogs.about import AboutDialog
    from gui.dialogs.new_game import NewGameDialog
    from gui.dialogs.replays import ReplaysDialog
    from gui.dialogs.saves import SavesDialog
    from gui.dialogs.settings import SettingsDialog
    from gui.dialogs.stats import StatisticsDialog
    yield "home", window
    yield "new", NewGameDialog("ninety_nine", window)
    yield "load", SavesDialog(store, "load", False, window)
    yield "save", SavesDialog(store, "save", True, window)
    yield "replays", ReplaysDialog(store, window)
    yield "lobby", lobby(window, lang)
    yield "join", join(window)
    stats = StatisticsDialog(window)
    stats.tabs.setCurrentIndex(stats.game_ids.index("ninety_nine"))
    yield "stats", stats
    yield "settings", SettingsDialog(window)
    yield "about", AboutDialog(window)


def shoot(lang: str, scheme: str, sizes: list[tuple[int, int]], docs: bool) -> list[Path]:
    from PySide6.QtCore import QSettings, Qt

    from engine.saves import SaveStore
    from gui.home import pictures
    from gui.lang.i18n import LanguageManager
    from gui.main_window import MainWindow
    from gui.style import Theme, theme
    from gui.userdata import prefs, stats_file
    folder = Path(tempfile.mkdtemp(prefix="jiupai-look-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    prefs.put("ui/animation_speed", "off")
    stats_file.use_file(folder / "stats.json")
    pictures.use_folder(folder / "cache" / "home")
    LanguageManager.instance().set_language(lang, remember=False)
    # The desktop says the scheme wanted: the window asks it again after its first frame
    # (Theme.check_system), and Xvfb's answer, light, would undo a dark shot.
    theme._system_dark = lambda: scheme == "dark"
    Theme.instance().follow_system(Qt.ColorScheme.Dark if scheme == "dark"
                                   else Qt.ColorScheme.Light)
    store = SaveStore(folder / "saves")
    fill(store, lang)
    window = MainWindow(store=store, think_ms=0)
    window.show()
    made = []
    for width, height in sizes:
        size = f"{width}x{height}"
        window.resize(width, height)
        settle(lambda: window.home.pictures_pending())
        for name, widget in screens(window, store, lang):
            if widget is not window:        # its own size, within the screen
                widget.show()
                settle()
                widget.resize(min(widget.width(), width - 20), min(widget.height(), height - 40))
            pictures_of = getattr(widget, "pictures", None)
            settle(lambda p=pictures_of: p is not None and p.busy())
            path = OUT / f"{lang}_{scheme}_{size}_{name}.png"
            path.parent.mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(path))
            made.append(path)
            if docs and (lang, scheme, size, name) in README:
                shutil.copyfile(path, DOCS / README[(lang, scheme, size, name)])
            if widget is not window:
                widget.close()
                widget.deleteLater()
    window.close()
    Theme.instance().follow_system(Qt.ColorScheme.Light)
    shutil.rmtree(folder, ignore_errors=True)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", nargs="+", default=["en", "zh_TW", "zh_CN"])
    parser.add_argument("--schemes", nargs="+", default=["light", "dark"],
                        choices=["light", "dark"])
    parser.add_argument("--sizes", nargs="+", default=["800x600", "1600x1000"])
    parser.add_argument("--docs", action="store_true",
                        help="copy the README's pictures into docs/screenshots")
    args = parser.parse_args(argv)
    from PySide6.QtCore import QSettings

    from gui.app import create_application
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    create_application(["jiupai-screenshots"])
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes]
    for lang in args.langs:
        for scheme in args.schemes:
            for path in shoot(lang, scheme, sizes, args.docs):
                print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
