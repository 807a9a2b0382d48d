"""Rules dialog: the language's file, English as fallback, a message when there is none."""
import re

import pytest

from gui.dialogs import rules
from gui.dialogs.rules import RulesDialog, rules_path


def test_fallback_to_english(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "zh_TW").mkdir()
    (tmp_path / "en" / "tiny.md").write_text("# Tiny\n", encoding="utf-8")
    assert rules_path("tiny", "zh_TW", tmp_path) == tmp_path / "en" / "tiny.md"
    (tmp_path / "zh_TW" / "tiny.md").write_text("# 小遊戲\n", encoding="utf-8")
    assert rules_path("tiny", "zh_TW", tmp_path) == tmp_path / "zh_TW" / "tiny.md"
    assert rules_path("other", "en", tmp_path) is None


def test_dialog_shows_markdown(qtbot, tiny, tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "tiny.md").write_text("# Tiny rules\n\nPlay *cards*.", encoding="utf-8")
    monkeypatch.setattr(rules, "rules_path",
                        lambda gid, lang, root=tmp_path: rules_path(gid, lang, root))
    dialog = RulesDialog("tiny")
    qtbot.addWidget(dialog)
    assert "Tiny rules" in dialog.browser.toPlainText()


def test_every_game_has_rules_in_every_language():
    """The shipped rules texts: 4 games x 3 languages, each found through gui.userdata.paths."""
    import engine
    for info in engine.list_games():
        for lang in ("en", "zh_TW", "zh_CN"):
            path = rules_path(info.id, lang)
            assert path is not None and path.parent.name == lang, (info.id, lang)
            assert len(path.read_text(encoding="utf-8")) > 500


def test_every_games_rules_end_with_the_controls(qtbot):
    """Issue 15: F1 explains the hint, auto-play, undo and the card counter, in each language."""
    from gui.lang.i18n import LanguageManager
    words = {"en": "Auto-play", "zh_TW": "託管", "zh_CN": "托管"}
    for lang, word in words.items():
        LanguageManager.instance().set_language(lang, remember=False)
        dialog = RulesDialog("showdown")
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert word in text and "Ctrl+Z" in text, lang
    LanguageManager.instance().set_language("en", remember=False)


#: The app's own words for what the Controls page must explain (context, source): Skip ahead,
#: When I am out and its choices, the card looks, the two exports, network play.
CONTROLS_WORDS = [
    ("AssistActions", "S&kip ahead"),
    ("SettingsDialog", "When I am &out:"),
    ("SettingsDialog", "Watch the others play"),
    ("SettingsDialog", "Let the others play on without pauses"),
    ("SettingsDialog", "Skip ahead to my next move"),
    ("CardsPage", "Card &size:"),
    ("CardsPage", "Suit &colours:"),
    ("CardsPage", "&Felt:"),
    ("MainWindow", "&Export game to share…"),
    ("MainWindow", "E&xport to continue elsewhere…"),
    ("MainWindow", "&Import game…"),
    ("ReplayBar", "Play from here"),
    ("NewGameDialog", "Open to the &local network"),
    ("HomeScreen", "&Join a game on the network…"),
    ("MainWindow", "Re&open a network table…"),
]


def _label(text: str) -> str:
    return re.sub(r"\(&\w\)|&", "", text).strip().rstrip(":：").strip()


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_the_controls_page_explains_the_helpers_looks_exports_and_network(qtbot, lang):
    """TRANSLATION-REVIEW, third review, item 28: the Controls page (F1, after each game's
    rules) explained Hint, Auto-play, Undo and the card counter only. It also explains Skip
    ahead, When I am out, the card looks, the two exports and network play, naming each in
    the words the app shows in that language."""
    from PySide6.QtCore import QCoreApplication

    from gui.lang.i18n import LanguageManager
    LanguageManager.instance().set_language(lang, remember=False)
    dialog = RulesDialog("tiandiren")
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    fold = str.lower if lang == "en" else str
    missing = [word for context, source in CONTROLS_WORDS
               if fold(word := _label(QCoreApplication.translate(context, source))) not in fold(text)]
    LanguageManager.instance().set_language("en", remember=False)
    assert not missing, (lang, missing)
