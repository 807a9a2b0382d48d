"""Languages: system default mapping and live retranslation of the open window."""
import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from gui.dialogs.settings import SettingsDialog
from gui.lang import i18n
from gui.lang.i18n import LanguageManager, language_for_locale
from gui.main_window import MainWindow


@pytest.mark.parametrize("name,expected", [
    ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_MO", "zh_TW"), ("zh_CN", "zh_CN"),
    ("zh_SG", "zh_CN"), ("en_US", "en"), ("fr_FR", "en"), ("ja_JP", "en")])
def test_language_for_locale(name, expected):
    assert language_for_locale(QLocale(name)) == expected


def test_switching_language_retranslates_open_window(qtbot, tiny, store):
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    button = window.home.new_button
    assert button.text() == "&New game"
    assert LanguageManager.instance().set_language("zh_TW")
    # Qt posts QEvent.LanguageChange to every widget; changeEvent -> retranslateUi
    qtbot.waitUntil(lambda: button.text() == "開新遊戲(&N)", timeout=2000)
    assert window.menu_game.title() == "遊戲(&G)"
    assert window.home.entries[0].title.text() == "小遊戲"
    assert "TC" in window.font().families()[0] or "TW" in window.font().families()[0]
    assert LanguageManager.instance().set_language("zh_CN")
    qtbot.waitUntil(lambda: button.text() == "新游戏(&N)", timeout=2000)
    assert window.home.entries[0].title.text() == "小游戏"
    assert "SC" in window.font().families()[0] or "CN" in window.font().families()[0]
    assert LanguageManager.instance().set_language("en")
    qtbot.waitUntil(lambda: button.text() == "&New game", timeout=2000)
    assert window.home.entries[0].title.text() == "小遊戲  Tiny"
    window.close()


def test_settings_dialog_switches_language_and_remembers(qtbot, tiny):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(i18n.LANGUAGES.index("zh_CN"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    dialog.accept()
    assert LanguageManager.instance().language == "zh_CN"
    assert LanguageManager.instance().initial_language() == "zh_CN"
    from gui.userdata import prefs
    assert prefs.animation_speed() == "off" and prefs.animation_ms() == 0
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.windowTitle() == "设置"
    assert again.speed.currentData() == "off"


def test_game_names_per_language():
    import engine
    for info in engine.list_games():
        assert i18n.game_name(info, "zh_TW") == info.name_zh_tw
        assert i18n.game_name(info, "zh_CN") == info.name_zh_cn
        assert i18n.game_name(info, "en") == info.name_en


def _mnemonic(text: str) -> str | None:
    """The letter after a single & (Qt's accelerator; && is a literal &)."""
    found = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_menu_has_two_items_on_one_letter(qtbot, tiny, store, lang):
    """TRANSLATION-REVIEW (third review): the Game menu had &Export / &elsewhere on E, &New
    game / Reopen a &network table on N, &Hint / Back to &home screen on H, and (&L) twice in
    Chinese. In each language, each menu (and the menu bar) gives each letter to one item."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()                 # (the menus' entries come in the passes after the first frame)
    qtbot.waitUntil(window.built, timeout=5000)
    assert LanguageManager.instance().set_language(lang, remember=False)
    qtbot.waitUntil(lambda: window.menu_game.title() == QCoreApplication.translate(
        "MainWindow", "&Game"), timeout=2000)
    menus = [("menu bar", [a for a in window.menuBar().actions()])]
    seen = [window.menu_game, window.menu_view, window.menu_settings, window.menu_help]
    while seen:
        menu = seen.pop()
        menus.append((menu.title(), menu.actions()))
        seen += [a.menu() for a in menu.actions() if a.menu() is not None]
    clashes = []
    for title, actions in menus:
        letters: dict[str, str] = {}
        for action in actions:
            letter = _mnemonic(action.text()) if not action.isSeparator() else None
            if letter is None:
                continue
            if letter in letters:
                clashes.append(f"{title}: {letters[letter]!r} and {action.text()!r} on {letter}")
            letters[letter] = action.text()
    assert not clashes, "\n".join(clashes)
    assert len(menus) >= 5 and all(actions for _title, actions in menus)
    window.close()
