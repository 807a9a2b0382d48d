"""The .ts files are complete, in the right script, current with the sources and compiled;
a translator's edit survives tools/update_translations.py; counts use plural forms."""
import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import opencc
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tools import update_translations as tool

ROOT = Path(__file__).resolve().parents[2]
TS = {lang: tool.ts_path(lang) for lang in tool.LANGS}
CHINESE = ("zh_TW", "zh_CN")
PLACEHOLDER = re.compile(r"%L?n|%\d|\{\w+\}")
PLURAL_LITERAL = re.compile(r"""(["'])((?:(?!\1).)*%L?n\b(?:(?!\1).)*)\1""")


def messages(lang, ts_dir=None):
    """(context, source, numerus?, translation texts) of every message in a .ts."""
    tree = ET.parse(tool.ts_path(lang, ts_dir) if ts_dir else TS[lang])
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            tr = message.find("translation")
            numerus = message.get("numerus") == "yes"
            texts = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
            yield context.findtext("name"), message.findtext("source"), numerus, texts


@pytest.mark.parametrize("lang", tool.LANGS)
def test_every_message_is_finished(lang):
    unfinished = tool.unfinished(TS[lang])
    assert not unfinished, f"{len(unfinished)} unfinished in {lang}:\n" + "\n".join(unfinished)


@pytest.mark.parametrize("lang", tool.LANGS)
def test_placeholders_kept(lang):
    bad = [f"{ctx}: {src!r} -> {text!r}" for ctx, src, _n, texts in messages(lang) for text in texts
           if text and sorted(PLACEHOLDER.findall(src)) != sorted(PLACEHOLDER.findall(text))]
    assert not bad, "\n".join(bad)


#: (context prefix, character, what OpenCC's s2t makes of it) where s2t cannot know the
#: meaning: 九尊's queen is 后 in Traditional too (王、后、公子, docs/terms.md), not 後 "after".
TRADITIONAL_AS_IS = {("Primatum", "后", "後")}


def _simplified_left(ctx: str, text: str, converted: str) -> bool:
    if len(converted) != len(text):
        return True
    return any(a != b and not any(ctx.startswith(prefix) and (a, b) == (char, made)
                                  for prefix, char, made in TRADITIONAL_AS_IS)
               for a, b in zip(text, converted, strict=False))


def test_traditional_has_no_simplified_characters():
    to_trad = opencc.OpenCC("s2t")
    bad = [f"{ctx}: {text!r} -> {to_trad.convert(text)!r}"
           for ctx, _src, _n, texts in messages("zh_TW") for text in texts
           if text and _simplified_left(ctx, text, to_trad.convert(text))]
    assert not bad, "Simplified characters in zh_TW:\n" + "\n".join(bad)


def test_simplified_has_no_traditional_characters():
    to_simp = opencc.OpenCC("t2s")
    bad = [f"{ctx}: {text!r} -> {to_simp.convert(text)!r}"
           for ctx, _src, _n, texts in messages("zh_CN") for text in texts
           if text and to_simp.convert(text) != text]
    assert not bad, "Traditional characters in zh_CN:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", tool.LANGS)
def test_qm_compiled_and_current(lang, tmp_path):
    """The committed .qm is what lrelease makes of the committed .ts (by content: a fresh
    checkout gives both files the same age)."""
    qm = TS[lang].with_suffix(".qm")
    assert qm.is_file() and qm.stat().st_size > 40, f"{qm.name} missing: run tools/update_translations.py"
    for ts in TS.values():
        shutil.copy(ts, tmp_path / ts.name)
    tool.lrelease(tmp_path, quiet=True)
    fresh = tool.ts_path(lang, tmp_path).with_suffix(".qm")
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run tools/update_translations.py"


def test_a_linguist_edit_survives_the_update(tmp_path):
    """A translator changes a <translation> in Qt Linguist (here: in the XML, as Linguist
    saves it) and a plural form; tools/update_translations.py must keep both, and — since
    it runs on copies of the committed files — find nothing new to translate, which also
    proves the committed .ts files are current with the sources."""
    for ts in TS.values():
        shutil.copy(ts, tmp_path / ts.name)
    tw = tmp_path / "jiupai_zh_TW.ts"
    tree = ET.parse(tw)
    for context in tree.getroot().iter("context"):
        if context.findtext("name") == "HomeScreen":
            for message in context.iter("message"):
                if message.findtext("source") == "%n player(s)":
                    message.find("translation/numerusform").text = "%n 位玩家"
                elif message.findtext("source") == "&Settings…":
                    message.find("translation").text = "偏好設定(&S)…"
    tree.write(tw, encoding="utf-8", xml_declaration=True)

    tool.lupdate(tmp_path, quiet=True)
    tool.lrelease(tmp_path, quiet=True)

    kept = {(ctx, src): texts for ctx, src, _n, texts in messages("zh_TW", tmp_path)}
    assert kept[("HomeScreen", "%n player(s)")] == ["%n 位玩家"]
    assert kept[("HomeScreen", "&Settings…")] == ["偏好設定(&S)…"]
    for lang in tool.LANGS:
        assert tool.unfinished(tool.ts_path(lang, tmp_path)) == [], \
            f"{lang}: strings in the sources have no translation yet: run tools/update_translations.py"
    translator = QTranslator()
    assert translator.load(str(tmp_path / "jiupai_zh_TW.qm"))
    assert translator.translate("HomeScreen", "%n player(s)", "", 3) == "%n 位玩家"


def test_every_count_in_the_sources_is_a_plural():
    """pyside6-lupdate marks a message as a plural only for self.tr(text, "", n); a "%n"
    passed to QCoreApplication.translate(ctx, text, "", n) is read as a plain message (or
    not at all), and English would show "1 card(s)". Every %n text must be a plural."""
    plurals = {src for _ctx, src, numerus, _t in messages("en") if numerus}
    found = {m.group(2) for d in tool.SOURCE_DIRS for path in (ROOT / d).rglob("*.py")
             for m in PLURAL_LITERAL.finditer(path.read_text(encoding="utf-8"))}
    assert found, "no %n texts found: the scan is broken"
    missing = sorted(found - plurals)
    assert not missing, "not a plural in translations/jiupai_en.ts:\n" + "\n".join(missing)


def _translate_all(lang, n):
    translator = QTranslator()
    assert translator.load(str(TS[lang].with_suffix(".qm")))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        return {(ctx, src): QCoreApplication.translate(ctx, src, "", n)
                for ctx, src, numerus, _t in messages("en") if numerus}
    finally:
        app.removeTranslator(translator)


def test_english_counts_say_1_card_and_2_cards(qapp):
    one, two = _translate_all("en", 1), _translate_all("en", 2)
    assert one[("PrimatumText", "%n card(s)")] == "1 card"
    assert two[("PrimatumText", "%n card(s)")] == "2 cards"
    assert one[("ShowdownText", "%n run(s)")] == "1 run"
    bad = [f"{key}: {text!r}" for shown in (one, two) for key, text in shown.items()
           if "(s)" in text or "(es)" in text or re.search(r"\b1 (cards|runs|points|players)\b", text)]
    assert not bad, "\n".join(bad)
    assert all(one[key] != two[key].replace("2", "1") for key in one), "a singular equals its plural"


@pytest.mark.parametrize("lang, word", [("zh_TW", "張"), ("zh_CN", "张")])
def test_chinese_counts_have_one_form(qapp, lang, word):
    one, many = _translate_all(lang, 1), _translate_all(lang, 5)
    assert one[("PrimatumText", "%n card(s)")] == f"1 {word}"
    assert many[("PrimatumText", "%n card(s)")] == f"5 {word}"
    assert all(re.search(r"[\u4e00-\u9fff]", text) for text in many.values())


def test_the_tables_say_1_card_through_the_language_manager(qapp):
    """What a player sees: the language switch installs jiupai_en.qm for English too."""
    from gui.games.primatum.text import PrimatumText
    from gui.games.showdown.table import ShowdownTable
    from gui.games.tiandiren.text import TiandirenWords
    from gui.lang.i18n import LanguageManager

    TIANDIREN = TiandirenWords()            # the table's words part: its counts are plurals
    PRIMATUM = PrimatumText()               # the table's words part, without a table
    table = ShowdownTable()
    runs_text = table.words.runs            # the table's words part holds its plurals
    manager = LanguageManager.instance()
    manager.set_language("en", remember=False)
    assert (runs_text(1), runs_text(3)) == ("1 run", "3 runs")
    assert (TIANDIREN.cards(1), TIANDIREN.cards(54)) == ("1 card", "54 cards")
    assert PRIMATUM.loses(1) == "Loses 1 card of territory"
    assert TIANDIREN.points(12500) == "12,500 points"
    manager.set_language("zh_TW", remember=False)
    assert (runs_text(1), TIANDIREN.cards(1), PRIMATUM.loses(2)) == ("1 分", "1 張", "損失 2 張領土牌")
    manager.set_language("zh_CN", remember=False)
    assert TIANDIREN.your_cards(3) == "你：3 张"
    table.deleteLater()


def test_every_word_the_engine_speaks_is_translated(qapp):
    """The engine marks its words with engine.i18n.QT_TRANSLATE_NOOP where it defines them;
    gui.lang.strings shows each one in Chinese (none falls back to English)."""
    from engine.core import EVENT_TEXTS
    from engine.registry import BOT_LEVEL_NAMES, list_games
    from gui.lang import strings
    from gui.lang.i18n import LanguageManager

    LanguageManager.instance().set_language("zh_TW", remember=False)
    shown = {}
    for info in list_games():
        shown[info.description] = strings.description(info)
        shown.update({info.variant_names[v]: strings.variant(info, v) for v in info.variants})
        for spec in info.options:
            shown[spec.label] = strings.option_label(spec)
            shown[spec.help] = strings.option_help(spec)
            shown.update({spec.value_names[c]: strings.option_value(spec, c)
                          for c in spec.choices if c in spec.value_names})
    shown.update({text: strings.bot_level(level) for level, text in BOT_LEVEL_NAMES.items()})
    shown.update({text: QCoreApplication.translate("EngineEvents", text) for text in EVENT_TEXTS.values()})
    assert len(shown) > 40
    untranslated = [english for english, chinese in shown.items()
                    if not english or chinese == english or not re.search(r"[\u4e00-\u9fff]", chinese)]
    assert not untranslated, "\n".join(map(repr, untranslated))


def test_lists_use_the_languages_separator(qapp):
    """Lists inside a sentence (passed players, drawn cards, runners on base) are joined with
    the language's separator: "、" in Chinese, not an English ", " (issue 12)."""
    from gui.games.showdown.table import ShowdownTable
    from gui.lang.i18n import LanguageManager
    from gui.lang.strings import join_list

    table = ShowdownTable()
    table.set_names(["甲", "乙"])
    manager = LanguageManager.instance()
    manager.set_language("zh_TW", remember=False)
    assert join_list(["一壘", "三壘"]) == "一壘、三壘"
    assert table.describe_event({"kind": "refill", "seat": 0, "cards": ["5H", "BJ"]}) == \
        "甲 摸到 ♥5、大王"
    manager.set_language("zh_CN", remember=False)
    assert join_list(["电脑 1", "电脑 2"]) == "电脑 1、电脑 2"
    manager.set_language("en", remember=False)
    assert join_list(["1st", "3rd"]) == "1st, 3rd"
    table.deleteLater()


def lesson_texts(lang):
    """(where, text) of every lesson text in `lang` (resources/lessons/<game>.json)."""
    def walk(data, where):
        if isinstance(data, dict):
            if isinstance(data.get(lang), str) and set(data) <= {"en", *CHINESE}:
                yield where, data[lang]
            else:
                for key, value in data.items():
                    yield from walk(value, f"{where}.{key}")
        elif isinstance(data, list):
            for index, value in enumerate(data):
                yield from walk(value, f"{where}[{index}]")
    for path in sorted((ROOT / "resources" / "lessons").glob("*.json")):
        yield from walk(json.loads(path.read_text(encoding="utf-8")), path.name)


#: A spaced dash, as in "出 9♠ — 點數 48" or a score "%1 – %2"; ", " after Chinese.
WESTERN_SEPARATOR = re.compile(r" [—–] |[\u4e00-\u9fff], ")


@pytest.mark.parametrize("lang", CHINESE)
def test_no_western_separators_in_chinese(lang):
    """A spaced em dash reads like 一 in CJK fonts ("出 9♠ — 點數 48"), a score is written with
    比, not a spaced en dash (「比賽結束：%1 比 %2 平手」, not 「%1 – %2」, TRANSLATION-REVIEW), and
    ", " is an English comma: Chinese translations, rules texts and lessons use ，、：比 instead
    (issues 12 and 24)."""
    bad = [f"{ctx}: {text!r}" for ctx, _src, _n, texts in messages(lang) for text in texts
           if WESTERN_SEPARATOR.search(text)]
    rules = tool.ROOT / "resources" / "rules" / lang
    for path in sorted(rules.glob("*.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if WESTERN_SEPARATOR.search(line):
                bad.append(f"{path.name}:{number}: {line.strip()[:60]!r}")
    bad += [f"{where}: {text[:60]!r}" for where, text in lesson_texts(lang)
            if WESTERN_SEPARATOR.search(text)]
    assert not bad, "\n".join(bad)


#: Messages that are pieces by nature: the list separator (gui.lang.strings.join_list) and a
#: spin box's suffix (" ms" after the number).
PIECES = {("Lists", ", "), ("SettingsDialog", " ms")}


@pytest.mark.parametrize("lang", CHINESE)
def test_no_message_is_a_piece_of_a_line(lang):
    """A message that starts or ends with a space is a piece the code glues to another (" —
    total %1" after "%1 plays %2"): Chinese then gets a stray space (「一張牌。 (♠K)」), so a
    line is one message with placeholders (TRANSLATION-REVIEW). A translation keeps the
    source's ends."""
    bad = []
    for ctx, src, _n, texts in messages(lang):
        if (ctx, src) in PIECES:
            continue
        if src != src.strip():
            bad.append(f"{ctx}: the source {src!r} is a piece of a line")
        for text in texts:
            ends = (text[:1].isspace(), text[-1:].isspace())
            if text and ends != (src[:1].isspace(), src[-1:].isspace()):
                bad.append(f"{ctx}: {src!r} -> {text!r}: a space at an end")
    assert not bad, "\n".join(bad)


CHINESE_CHAR = r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
HALF_BRACKET = re.compile(rf"{CHINESE_CHAR}[ \u00a0]?[()\[\]]|[()\[\]][ \u00a0]?{CHINESE_CHAR}")
#: Half-width brackets Chinese keeps: an accelerator (&N) as Qt's own translations write it,
#: and a file pattern (*.jiupai), which the file dialog reads. A key is bracketed like any word,
#: 提示（H）, as the rules pages write 出牌（Enter） (TRANSLATION-REVIEW, third review).
LATIN_IN_BRACKETS = re.compile(r"\((?:&\w|\*[\w.;* ]*)\)")


@pytest.mark.parametrize("lang", CHINESE)
def test_no_half_width_brackets_beside_chinese(lang):
    """Chinese brackets its words in （）: a half-width bracket beside Chinese text is a piece
    the code put in parentheses (「甲 出 10♥ (−10)，數值 73」, TRANSLATION-REVIEW)."""
    found = [(f"{ctx} {src!r}", text) for ctx, src, _n, texts in messages(lang) for text in texts]
    rules = tool.ROOT / "resources" / "rules" / lang
    found += [(f"{path.name}:{number}", line) for path in sorted(rules.glob("*.md"))
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)]
    found += list(lesson_texts(lang))
    bad = [f"{where}: {text[:70]!r}" for where, text in found
           if HALF_BRACKET.search(LATIN_IN_BRACKETS.sub("", text))]
    assert not bad, "\n".join(bad)


TRANSLATION_CALL = re.compile(r"\b(?:tr|translate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(")


def test_a_translator_note_sits_right_above_its_message():
    """lupdate makes every `#:` comment since the previous message the translator note of
    the next tr() / translate() / QT_TRANSLATE_NOOP() in the file, however far below it is:
    11 of 16 notes in the .ts files were about code ('Say' carried "lines kept on show", 'Host'
    a note about seat keys; TRANSLATION-REVIEW, third review). So `#:` is kept for notes meant
    for translators, on the line above the message's call; a comment about code is `#`
    (a `#:` with no message below it in its file is harmless)."""
    bad = []
    for rel in tool.sources():
        lines = (ROOT / rel).read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            if not line.strip().startswith("#:"):
                continue
            below = number + 1
            while below < len(lines) and lines[below].strip().startswith("#"):
                below += 1
            message_follows = any(TRANSLATION_CALL.search(rest) for rest in lines[below:])
            if message_follows and not TRANSLATION_CALL.search(lines[below]):
                bad.append(f"{rel}:{number + 1}: {line.strip()[:70]}")
    assert not bad, "\n".join(bad)
