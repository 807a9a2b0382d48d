"""Nothing clipped (issue 24, item 3): at the default window (1180×780) and at 800×600 with
the side panel open, in three languages, no text on a table or a dialog is cut with "…" or
runs off its box.

Every visible label, button, combo box and table cell of the window (and each dialog), and
every text a table's scene paints, is checked with the rules of tests/gui/layout_check.py
(wider than its box; a scene text outside the view or its clip). Text cut with "…" is found
where it is made: every `elidedText` the app calls while the test runs is recorded, and a
shortened result on show is a failure — the test does not keep a list of known labels.
The players keep the names a newcomer sees (their own and "Computer 1" …)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui import driver
from tests.gui.layout_check import scene_problems, scene_texts, widget_problems
from tests.gui.test_layout import PLAYERS, hand_over, human_turn, play

LANGS = ("en", "zh_TW", "zh_CN")
SIZES = ((1180, 780), (800, 600))
OPTIONS = {"ninety_nine": {"match_hands": 1}, "showdown": {"innings": 1}}


@pytest.fixture
def shortened(monkeypatch):
    """Every text the app shortened with elidedText while the test ran: result -> whole."""
    made: dict[str, str] = {}
    for cls in (QFontMetrics, QFontMetricsF):
        original = cls.elidedText

        def record(self, text, mode, width, flags=0, _original=original):
            out = _original(self, text, mode, width, flags)
            if out != text:
                made[out] = text
            return out
        monkeypatch.setattr(cls, "elidedText", record)
    return made


def cut_texts(root: QWidget, view, made: dict[str, str]) -> list[str]:
    """Texts on show that were shortened: labels, buttons, combo boxes, scene texts."""
    out = []
    for widget in [root] + root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            text = widget.text()
        elif isinstance(widget, QComboBox):
            text = widget.currentText()
        else:
            continue
        if text in made:
            out.append(f"cut: {text!r} (whole: {made[text]!r})")
    if view is not None:
        out += [f"cut: {t} (whole: {made[t.text]!r})" for t in scene_texts(view) if t.text in made]
    return out


def combo_problems(root: QWidget) -> list[str]:
    """A combo box narrower than its text (the replay's view box showed 「玩家的視」)."""
    out = []
    for box in root.findChildren(QComboBox):
        if box.isVisible() and box.width() + 1 < box.sizeHint().width():
            out.append(f"combo {box.currentText()!r}: {box.width()}px wide, needs {box.sizeHint().width()}")
    return out


def open_side(table) -> None:
    """The side panel open at any width (a narrow window folds it by itself)."""
    if not table.side.isVisible():
        table.side.fold_button.click()
    QApplication.processEvents()


def check_window(window, view, where: str, made: dict[str, str], sizes=SIZES) -> list[str]:
    out = []
    for w, h in sizes:
        window.resize(w, h)
        for _ in range(3):
            QApplication.processEvents()
        table = getattr(window, "table", None)
        if table is not None and table.isVisible() and hasattr(table, "side"):
            open_side(table)
        QTest.qWait(30)          # the texts are made again at the new scale (a 0 ms timer)
        for _ in range(3):
            QApplication.processEvents()
        found = widget_problems(window) + combo_problems(window)
        if view is not None:
            found += scene_problems(view)
        found += cut_texts(window, view, made)
        out += [f"{where} {w}×{h}: {p}" for p in found]
    return out


def start(qtbot, store, game: str) -> MainWindow:
    n = PLAYERS[game]
    config = driver.config(game, 5)
    config.update(players=n, options=OPTIONS.get(game, {}), names=[""] * n,
                  bot_levels=[None] + ["easy"] * (n - 1))
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game,
                    timeout=5000)
    return window


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_no_table_text_is_cut(qtbot, store, shortened, lang):
    """Each table mid-hand (a few moves in) at both sizes, and at its hand's end at 800×600."""
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    rng = random.Random(7)
    problems: list[str] = []
    for game in PLAYERS:
        window = start(qtbot, store, game)
        table = window.table
        for _ in range(3):
            play(qtbot, table, rng, lambda: human_turn(table))
            table.choose(rng.choice(table.legal)["notation"])
        play(qtbot, table, rng, lambda: human_turn(table))
        problems += check_window(window, table.view, f"{game} mid-hand", shortened)
        play(qtbot, table, rng, lambda: hand_over(table))
        # (a hand's end at the small size only: what grows there is what gets cut)
        problems += check_window(window, table.view, f"{game} hand's end", shortened, SIZES[1:])
        window.close()
    assert not problems, "\n".join(problems)


def saved_games(store) -> None:
    """Three slots with a leader's score to show (the Save/Load score column hid it)."""
    import engine
    for slot, game in (("1", "tiandiren"), ("2", "ninety_nine"), ("3", "primatum")):
        state = engine.create(game, 3).new_state(seed=4)
        for _ in range(6):
            state.apply(state.legal_actions()[0])
        store.save(slot, state, {"names": ["", "", ""], "human_seat": 0,
                                 "bot_levels": [None, "easy", "easy"]})


def open_dialogs(store):
    """Every dialog of the shell at its own size: New game (each game), Settings and its
    Cards page, Save and Load, Statistics, Rules (F1), About."""
    from PySide6.QtWidgets import QMessageBox
    from gui.dialogs.new_game import NewGameDialog
    from gui.dialogs.rules import RulesDialog
    from gui.dialogs.saves import SavesDialog
    from gui.dialogs.settings import SettingsDialog
    from gui.dialogs.stats import StatisticsDialog
    for game in PLAYERS:
        yield f"new game {game}", NewGameDialog(game)
    yield "settings", SettingsDialog()
    cards = SettingsDialog()
    cards.pages.setCurrentIndex(1)
    yield "settings ▸ cards", cards
    yield "load", SavesDialog(store, "load")
    yield "save", SavesDialog(store, "save", can_save=True)
    yield "statistics", StatisticsDialog()
    for game in PLAYERS:
        yield f"rules {game}", RulesDialog(game)
    about = QMessageBox(QMessageBox.Icon.Information, "", "")
    window = MainWindow.__new__(MainWindow)      # (only its words: the About box's text)
    about.setText(QApplication.translate("MainWindow", "<h3>九牌 Jiupai</h3><p>Four Chinese "
                                         "card games — 九九, 九局對決, 九尊 and 天地人 — against "
                                         "computer opponents.</p>"))
    del window
    yield "about", about


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_no_dialog_or_replay_text_is_cut(qtbot, store, shortened, lang):
    """Every dialog at its own size, and the replay viewer at both window sizes."""
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    saved_games(store)
    problems: list[str] = []
    for name, dialog in open_dialogs(store):
        qtbot.addWidget(dialog)
        dialog.show()
        QTest.qWait(10)
        found = widget_problems(dialog) + combo_problems(dialog) + cut_texts(dialog, None, shortened)
        problems += [f"{name}: {p}" for p in found]
        dialog.close()
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    from tests.gui.receivers import listen, wait_for
    position = listen(window.host.replayer.position)
    wait_for(qtbot, position, lambda: window.replay.open({"slot": "1"}), check=lambda a: a[0] == 0)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.replay, timeout=5000)
    problems += check_window(window, window.replay.table.view, "replay", shortened)
    window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_no_card_or_network_dialog_text_is_cut(qtbot, store, shortened, lang):
    """Issue 33.4/33.5: Load, Save, Watch a replay, the lobby and the join dialog at 800×600
    and 1180×780: no label, button or combo box shortened or narrower than its text."""
    from tests.gui.test_layout import CARD_SIZES, card_dialogs
    LanguageManager.instance().set_language(lang, remember=False)
    problems: list[str] = []
    for name, dialog in card_dialogs(store):
        qtbot.addWidget(dialog)
        dialog.show()
        for w, h in CARD_SIZES:
            dialog.resize(w - 20, h - 40)
            QTest.qWait(10)
            found = widget_problems(dialog) + combo_problems(dialog) + cut_texts(dialog, None,
                                                                                 shortened)
            problems += [f"{name} {w}×{h}: {p}" for p in found]
        if hasattr(dialog, "done_with"):
            dialog.done_with()
        else:
            dialog.close()
    assert not problems, "\n".join(problems)
