"""Nothing clipped, overlapping or too small, on every table, in every language, at the
smallest window (800×600) and a large one (1600×1000), mid-hand and at a hand's end
(issue 12, items 4, 9 and 11). The rules are in tests/gui/layout_check.py."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from gui import prefs
from gui.i18n import LanguageManager
from gui.main_window import MainWindow
from tests.gui import driver
from tests.gui.layout_check import scene_problems, size_problems, widget_problems

LANGS = ("en", "zh_TW", "zh_CN")
SIZES = ((800, 600), (1600, 1000))
LONG = {"en": "Alexandria Montgomery", "zh_TW": "歐陽長名字的玩家", "zh_CN": "欧阳长名字的玩家"}
PLAYERS = {"ninety_nine": 5, "showdown": 2, "primatum": 4, "tiandiren": 5}
COMPUTER = {"en": "Computer %d", "zh_TW": "電腦 %d", "zh_CN": "电脑 %d"}
OPTIONS = {"ninety_nine": {"match_hands": 1}, "showdown": {"innings": 1}}


def check(window, where: str) -> list[str]:
    out = []
    for w, h in SIZES:
        window.resize(w, h)
        for _ in range(3):
            QApplication.processEvents()
        table = window.table
        found = scene_problems(table.view) + widget_problems(window) + size_problems(window)
        out += [f"{where} {w}×{h}: {p}" for p in found]
    return out


def play(qtbot, table, rng, until) -> None:
    for _ in range(3000):
        if until():
            return
        if driver.step(table, rng) is None:
            qtbot.wait(5)
    raise AssertionError("the game did not get there")


def start(qtbot, store, game: str, lang: str):
    n = PLAYERS[game]
    config = driver.config(game, 5)
    config.update(players=n, options=OPTIONS.get(game, {}),
                  names=[LONG[lang]] + [COMPUTER[lang] % i for i in range(1, n)],
                  bot_levels=[None] + ["easy"] * (n - 1))
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game,
                    timeout=5000)
    return window


def human_turn(table) -> bool:
    return bool(table.legal) and not table.anim.is_busy() and table._pending_obs is None \
        and not getattr(table, "heaven_showing", lambda: False)()


def hand_over(table) -> bool:
    return table.overlay.isVisible()


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_every_table_fits_and_reads(qtbot, store, lang):
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    rng = random.Random(5)
    problems: list[str] = []
    for game in PLAYERS:
        window = start(qtbot, store, game, lang)
        table = window.table
        moves = 0
        while moves < 3:
            play(qtbot, table, rng, lambda: human_turn(table))
            if moves == 2:
                break
            table.choose(rng.choice(table.legal)["notation"])
            moves += 1
        problems += check(window, f"{game} mid-hand")
        play(qtbot, table, rng, lambda: hand_over(table))
        problems += check(window, f"{game} hand's end")
        window.close()
    assert not problems, "\n".join(problems)


if __name__ == "__main__":      # a report of every problem: python -m tests.gui.test_layout
    import sys
    sys.exit(pytest.main(["-q", "-x", __file__, "-k", sys.argv[1] if len(sys.argv) > 1 else ""]))
