"""Languages (en / zh_TW / zh_CN): system default, live switching, per-language fonts.

Switching installs `translations/jiupai_<lang>.qm` (for English too: it holds the
plural forms) and Qt's own `qtbase_<lang>.qm`;
installing or removing a translator makes Qt send QEvent.LanguageChange to every
widget, whose `changeEvent` then calls `retranslateUi` — no restart needed.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ..userdata import prefs
from ..userdata.paths import data_dir

LANGUAGES = ("en", "zh_TW", "zh_CN")
#: Each language's name in its own script (never translated).
LANGUAGE_NAMES = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}

_TRADITIONAL_REGIONS = {"TW", "HK", "MO"}
_CJK_FAMILIES = {
    "zh_TW": ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Microsoft JhengHei",
              "PingFang TC", "Noto Sans CJK HK", "AR PL UMing TW"),
    "zh_CN": ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei",
              "PingFang SC", "WenQuanYi Micro Hei", "AR PL UMing CN"),
}


def language_for_locale(locale: QLocale) -> str:
    """zh_TW / zh_HK / zh_MO (or Hant script) -> zh_TW, other zh -> zh_CN, else en."""
    if locale.language() != QLocale.Language.Chinese:
        return "en"
    if locale.script() == QLocale.Script.TraditionalChineseScript:
        return "zh_TW"
    if locale.script() == QLocale.Script.SimplifiedChineseScript:
        return "zh_CN"
    region = locale.name().split("_")[-1].upper()
    return "zh_TW" if region in _TRADITIONAL_REGIONS else "zh_CN"


def system_language() -> str:
    return language_for_locale(QLocale.system())


def game_name(info, lang: str) -> str:
    """A GameInfo's name in `lang` (its own script for Chinese)."""
    if lang == "zh_TW":
        return info.name_zh_tw
    if lang == "zh_CN":
        return info.name_zh_cn
    return info.name_en


def game_title(info, lang: str) -> str:
    """Home-screen title: Chinese name, plus the English name when the UI is English."""
    if lang == "en":
        return f"{info.name_zh_tw}  {info.name_en}"
    return game_name(info, lang)


def cjk_families() -> list[str]:
    """Installed families that can write Chinese (either script). The first question about
    fonts has Qt read every installed one (5–7 ms here, far more on a desktop with hundreds
    of fonts). It stays in the GUI thread: a thread asking Qt (as tried for issue 33) holds
    the Python lock the while, and a thread starting fontconfig through ctypes slowed the
    imports beside it as much as it saved."""
    found: list[str] = []
    for system in (QFontDatabase.WritingSystem.TraditionalChinese,
                   QFontDatabase.WritingSystem.SimplifiedChinese):
        for family in QFontDatabase.families(system):
            if family not in found:
                found.append(family)
    return found


def cjk_family(lang: str) -> str | None:
    """The best installed Chinese family for `lang` (TC for zh_TW, SC otherwise)."""
    installed = set(cjk_families())
    if not installed:
        return None
    for family in _CJK_FAMILIES["zh_CN" if lang != "zh_TW" else "zh_TW"]:
        if family in installed:
            return family
    sans = [f for f in installed if "sans" in f.lower() and "mono" not in f.lower()]
    return (sans or sorted(installed))[0]


class LanguageManager(QObject):
    """Owns the installed translators; `set_language` switches the whole app live."""

    language_changed = Signal(str)

    _instance: LanguageManager | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lang = "en"
        self._translators: list[QTranslator] = []
        self._base_font: QFont | None = None
        LanguageManager._instance = self

    @classmethod
    def instance(cls) -> LanguageManager:
        if cls._instance is None:
            cls._instance = LanguageManager(QCoreApplication.instance())
        return cls._instance

    @property
    def language(self) -> str:
        return self._lang

    def initial_language(self) -> str:
        stored = prefs.language()
        return stored if stored in LANGUAGES else system_language()

    def set_language(self, lang: str, remember: bool = True) -> bool:
        """Install `lang`'s translators and font; False when its .qm file is missing."""
        if lang not in LANGUAGES:
            lang = "en"
        app = QCoreApplication.instance()
        for tr in self._translators:
            app.removeTranslator(tr)
        self._translators.clear()
        # English is the source language, but its plurals ("%n card(s)" -> "1 card") come
        # from jiupai_en.qm, so every language installs our translator.
        ours = QTranslator(self)
        ok = ours.load(f"jiupai_{lang}", str(data_dir("translations")))
        if lang != "en":
            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{lang}", qt_dir):
                app.installTranslator(qt)
                self._translators.append(qt)
        if ok:
            app.installTranslator(ours)
            self._translators.append(ours)
        self._lang = lang
        QLocale.setDefault(self.locale(lang))
        self._apply_font(lang)
        if remember:
            prefs.put("ui/language", lang)
        self.language_changed.emit(lang)
        return ok

    @staticmethod
    def locale(lang: str) -> QLocale:
        """Dates and numbers: Taiwan / China for Chinese, the system's English else en_US."""
        if lang == "zh_TW":
            return QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript,
                           QLocale.Country.Taiwan)
        if lang == "zh_CN":
            return QLocale(QLocale.Language.Chinese, QLocale.Script.SimplifiedChineseScript,
                           QLocale.Country.China)
        system = QLocale.system()
        return system if system.language() == QLocale.Language.English else QLocale("en_US")

    def _apply_font(self, lang: str) -> None:
        if not isinstance(QCoreApplication.instance(), QGuiApplication):
            return
        if self._base_font is None:
            self._base_font = QFont(QGuiApplication.font())
        font = QFont(self._base_font)
        cjk = cjk_family(lang)
        if cjk:
            base = self._base_font.family()
            # Chinese UI: the CJK family first; English: Latin first, CJK for the game names.
            font.setFamilies([cjk, base] if lang != "en" else [base, cjk])
        QGuiApplication.setFont(font)


def current_language() -> str:
    return LanguageManager.instance().language
