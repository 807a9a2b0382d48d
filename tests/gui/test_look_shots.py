"""Screenshots of the one look (issue 33): the home, New game, Load, Settings, Statistics,
About and a table, at 800×600 and 1600×1000, light and dark, in English and 繁體, into
artifacts/screenshots/<lang>/look_<scheme>_<size>_<screen>.png for a person to look at.
With JIUPAI_DOCS_SHOTS=1 the README's pictures are copied into docs/screenshots/."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import engine
from gui.dialogs.about import AboutDialog
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.saves import SavesDialog
from gui.dialogs.settings import SettingsDialog
from gui.dialogs.stats import StatisticsDialog
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.style import Theme
from gui.userdata import prefs, stats_file
from gui.userdata.stats import Result, StatsBook
from tests.gui.receivers import collect, legal_of
from tests.gui.shots import shot, to_docs

#: The pictures the README shows (docs/screenshots/), by the name shot() gives them.
DOCS = {("en", "light", "1600x1000", "stats"): "look_statistics.png",
        ("en", "light", "1600x1000", "table"): "look_table.png",
        ("zh_TW", "dark", "1600x1000", "stats"): "look_statistics_dark_zh_TW.png",
        ("en", "light", "800x600", "about"): "look_about.png",
        ("zh_TW", "light", "800x600", "settings"): "look_settings_zh_TW.png"}


def a_book() -> StatsBook:
    """Forty games of 九九 at three levels, won more often against easier bots."""
    book = StatsBook()
    pattern = "WWLWLLWWWDLWLWWLLWLW"
    for i in range(40):
        level = ("easy", "normal", "hard")[i % 3]
        outcome = {"W": "win", "L": "loss", "D": "draw"}[pattern[(i * 7 + len(level)) % 20]]
        score = float((i * 37) % 90 + (20 if outcome == "win" else 0))
        book.record("ninety_nine", level, Result(outcome, score, 300, False,
                                                 f"2026-11-{i % 28 + 1:02d}T10:00:00"), f"g{i}")
    return book


@pytest.mark.gui
@pytest.mark.parametrize("lang", ("en", "zh_TW"))
@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_look_screenshots(qtbot, store, tmp_path, lang, scheme):
    theme = Theme.instance()
    theme.follow_system(Qt.ColorScheme.Dark if scheme == "dark" else Qt.ColorScheme.Light)
    try:
        LanguageManager.instance().set_language(lang, remember=False)
        prefs.put("ui/animation_speed", "off")
        stats_file.use_file(tmp_path / "stats.json")
        assert stats_file.current().save(a_book())
        state = engine.create("ninety_nine", 4).new_state(seed=1)
        store.save("1", state, {"names": ["小明", "電腦 1", "電腦 2", "電腦 3"], "human_seat": 0})
        window = MainWindow(store=store, think_ms=0)
        qtbot.addWidget(window)
        window.show()
        for width, height in ((800, 600), (1600, 1000)):
            size = f"{width}x{height}"
            window.resize(width, height)
            qtbot.waitExposed(window)
            screens = [("home", window)]
            for name, dialog in (("new", NewGameDialog("ninety_nine")),
                                 ("load", SavesDialog(store, "load")),
                                 ("settings", SettingsDialog()), ("stats", StatisticsDialog()),
                                 ("about", AboutDialog())):
                qtbot.addWidget(dialog)
                if name == "stats":
                    dialog.tabs.setCurrentIndex(dialog.game_ids.index("ninety_nine"))
                    dialog.resize(min(width, 900), min(height - 40, 680))
                screens.append((name, dialog))
            for name, widget in screens:
                widget.show()
                qtbot.waitExposed(widget)
                path = shot(widget, f"look_{scheme}_{size}_{name}", lang)
                if (lang, scheme, size, name) in DOCS:
                    to_docs(path, DOCS[(lang, scheme, size, name)])
                if widget is not window:
                    widget.close()
        feed = legal_of(window.host.worker)
        legal = collect(feed)
        window.start_game({"game": "ninety_nine", "players": 4, "variant": None, "options": {},
                           "seed": 11, "human_seat": 0, "bot_levels": [None] + ["easy"] * 3,
                           "names": ["Me" if lang == "en" else "我", "CPU 1", "CPU 2", "CPU 3"]})
        qtbot.waitUntil(lambda: bool(legal) and bool(legal[-1]), timeout=10000)
        for width, height in ((800, 600), (1600, 1000)):
            window.resize(width, height)
            qtbot.wait(60)
            path = shot(window, f"look_{scheme}_{width}x{height}_table", lang)
            if (lang, scheme, f"{width}x{height}", "table") in DOCS:
                to_docs(path, DOCS[(lang, scheme, f"{width}x{height}", "table")])
        feed.disconnect(legal.receiver.record)
        window.close()
    finally:
        theme.follow_system(Qt.ColorScheme.Light)
