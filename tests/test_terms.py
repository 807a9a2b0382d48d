"""The app, the in-app rules and the lessons say a game term the one way docs/terms.md says
(issues 12 and 24), write a card one way and a Chinese gloss in one script.

docs/terms.md holds one table per game and two common ones (English | zh_TW | zh_CN | seed |
note). In a language's cell the term comes first and the forms that are wrong for it follow,
struck through (`擊球員 ~~打者~~`). These tests read that table and every text the player can
see: the translations in translations/jiupai_zh_*.ts (for English, their sources), the rules
texts in resources/rules/<lang>/*.md and the lessons' texts in resources/lessons/<game>.json.
A game's terms are checked in that game's texts only — its .ts contexts, every message used in
a file of that game (engine/games/<id>/, gui/games/<id>/: the hint reasons of HintReasons, …),
the engine's words for it, its rules file and its lessons; the common ones everywhere.
Pure Python: ElementTree for the .ts, OpenCC for the script, no Qt.
"""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import opencc
import pytest

from engine.registry import list_games

ROOT = Path(__file__).resolve().parents[1]
TERMS = ROOT / "docs" / "terms.md"
CHINESE = ("zh_TW", "zh_CN")
LANGS = ("en", *CHINESE)
GAMES = ("ninety_nine", "showdown", "primatum", "tiandiren")
#: .ts context name prefix -> the game whose table shows it.
CONTEXT_GAMES = {"NinetyNine": "ninety_nine", "Showdown": "showdown", "Primatum": "primatum",
                 "Tiandiren": "tiandiren", "HeavenOdds": "tiandiren"}
STRUCK = re.compile(r"~~(.+?)~~")
SCOPE = re.compile(r"^##\s.*`(\w+)`")
#: a file of one game: engine/games/<id>/… or gui/games/<id>/…
GAME_FILE = re.compile(r"(?:engine|gui)/games/(\w+)/")


@dataclass(frozen=True)
class Term:
    scope: str                       # "common" or a game id
    english: str                     # the English term (also forms["en"])
    forms: dict[str, str]            # lang -> the term
    wrong: dict[str, tuple[str, ...]]  # lang -> forms that must not appear
    line: int


@dataclass(frozen=True)
class Text:
    lang: str
    games: frozenset[str]            # empty: a common text (menus, dialogs, …)
    where: str
    source: str | None               # the English of a .ts message; None for a rules line
    text: str


def read_terms(markdown: str) -> list[Term]:
    """Every table row under a heading with a scope in backticks."""
    terms, scope = [], None
    for number, line in enumerate(markdown.splitlines(), 1):
        heading = SCOPE.match(line)
        if line.startswith("#"):
            scope = heading.group(1) if heading else None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if scope is None or not line.startswith("|") or len(cells) != 5:
            continue
        english, tw, cn = cells[:3]
        if english == "English" or set(english) <= set("-: "):
            continue
        cells_by_lang = {"en": english, "zh_TW": tw, "zh_CN": cn}
        terms.append(Term(scope, STRUCK.sub("", english).strip(),
                          {lang: STRUCK.sub("", cell).strip() for lang, cell in cells_by_lang.items()},
                          {lang: tuple(STRUCK.findall(cell)) for lang, cell in cells_by_lang.items()},
                          number))
    return terms


@cache
def terms() -> tuple[Term, ...]:
    return tuple(read_terms(TERMS.read_text(encoding="utf-8")))


@cache
def engine_games() -> dict[str, frozenset[str]]:
    """The engine's English words (description, variants, options) -> the games that use them."""
    found: dict[str, set[str]] = {}
    for info in list_games():
        words = [info.description, *info.variant_names.values()]
        for spec in info.options:
            words += [spec.label, spec.help, *spec.value_names.values()]
        for word in filter(None, words):
            found.setdefault(word, set()).add(info.id)
    return {word: frozenset(games) for word, games in found.items()}


def message_games(context: str, source: str, files: Iterable[str] = ()) -> frozenset[str]:
    """The games whose texts a message belongs to: by its context's name (ShowdownTable …),
    by the files that use it (a HintReasons sentence of engine/games/tiandiren/reasons.py is
    天地人's), by the engine's option words; none: a common text."""
    for prefix, game in CONTEXT_GAMES.items():
        if context.startswith(prefix):
            return frozenset({game})
    games = {m.group(1) for f in files for m in [GAME_FILE.search(f)] if m and m.group(1) in GAMES}
    if context.startswith("Engine"):
        games |= engine_games().get(source, frozenset())
    return frozenset(games)


def ts_messages(path: Path) -> Iterator[tuple[str, str, list[str], list[str]]]:
    """(context, source, translation forms, files using it) of every message of a .ts. A
    location names its file only when it changes (lupdate's relative locations), so the
    file carries over from message to message, across contexts too."""
    current = ""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            files = []
            for location in message.iter("location"):
                current = location.get("filename") or current
                files.append(current)
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            yield name, message.findtext("source") or "", forms, files


def lesson_texts(data: Any) -> Iterator[dict[str, str]]:
    """Every {en, zh_TW, zh_CN} text of a lesson file (titles, summaries, steps, wrong moves)."""
    if isinstance(data, dict):
        if "en" in data and set(data) <= set(LANGS) and all(isinstance(v, str) for v in data.values()):
            yield data
            return
        for value in data.values():
            yield from lesson_texts(value)
    elif isinstance(data, list):
        for value in data:
            yield from lesson_texts(value)


@cache
def texts(lang: str) -> tuple[Text, ...]:
    """Every translation of the .ts (each plural form; for English the source), every line
    of the rules texts (the games' and the controls', a common text) and every lesson text."""
    found = []
    for name, source, forms, files in ts_messages(
            ROOT / "translations" / f"jiupai_{'zh_TW' if lang == 'en' else lang}.ts"):
        games = message_games(name, source, files)
        if lang == "en":
            found.append(Text(lang, games, f"source {name} {source!r}", None, source))
            continue
        found += [Text(lang, games, f"{lang}.ts {name} {source!r}", source, form) for form in forms]
    for page in (*GAMES, "controls"):
        path = ROOT / "resources" / "rules" / lang / f"{page}.md"
        games = frozenset({page}) if page in GAMES else frozenset()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found.append(Text(lang, games, f"rules/{lang}/{page}.md:{number}", None, line))
    for game in GAMES:
        data = json.loads((ROOT / "resources" / "lessons" / f"{game}.json").read_text(encoding="utf-8"))
        for number, text in enumerate(lesson_texts(data), 1):
            if text.get(lang):
                found.append(Text(lang, frozenset({game}), f"lessons/{game}.json text {number}",
                                  None, text[lang]))
    return tuple(found)


def in_scope(term: Term, text: Text) -> bool:
    return term.scope == "common" or term.scope in text.games


def label(text: str) -> str:
    """'&Rules:' -> 'rules': how a label is compared with the English cell."""
    return re.sub(r"\(&\w\)|&", "", text).strip().rstrip(":：!！").strip().lower()


def wrong_forms(lang: str, table: Iterable[Term], shown: Iterable[Text]) -> list[str]:
    """Each struck form of `lang` found in a text of its term's scope (English ignores case,
    unless the struck form is the term in other capitals: ~~Lone Boat~~ for Lone boat)."""
    table, shown = list(table), list(shown)

    def fold(wrong: str, term: Term) -> Callable[[str], str]:
        if lang == "en" and wrong.lower() != term.forms[lang].lower():
            return str.lower
        return str

    return [f"{text.where}: {wrong!r} where docs/terms.md:{term.line} says {term.forms[lang]!r}: "
            f"{text.text.strip()[:70]}"
            for term in table for wrong in term.wrong[lang]
            for text in shown if fold(wrong, term)(wrong) in fold(wrong, term)(text.text)
            and in_scope(term, text)]


def unlabelled(lang: str, table: Iterable[Term], shown: Iterable[Text]) -> list[str]:
    """Each message whose English is a term's English cell but whose translation lacks the term."""
    shown = list(shown)
    return [f"{text.where}: not {term.forms[lang]!r}: {text.text}"
            for term in table for text in shown
            if text.source is not None and in_scope(term, text)
            and label(text.source) == label(term.english) and term.forms[lang] not in text.text]


def test_the_table_is_read():
    """A broken table would make every other test here pass vacuously."""
    found = terms()
    assert len(found) > 80
    assert {t.scope for t in found} == {"common", *GAMES}
    empty = [t.english for t in found for lang in CHINESE if not t.forms[lang]]
    assert not empty, f"rows without a term: {empty}"
    assert sum(len(t.wrong[lang]) for t in found for lang in CHINESE) > 30
    assert sum(len(t.wrong["en"]) for t in found) >= 5
    assert all(texts(lang) for lang in LANGS)
    assert engine_games()["Losing defence allowed"] == {"showdown"}


def test_a_wrong_form_is_found():
    """The checks below catch a struck form in the right scope and only there."""
    row = ("## 九局對決 · `showdown`\n\n"
           "| English | zh_TW | zh_CN | seed | note |\n|---|---|---|---|---|\n"
           "| Batter | 擊球員 ~~打者~~ | 击球员 ~~打者~~ | 击球员 | |\n")
    (term,) = read_terms(row)
    assert (term.scope, term.forms["zh_TW"], term.wrong["zh_CN"]) == ("showdown", "擊球員", ("打者",))
    showdown = Text("zh_TW", frozenset({"showdown"}), "x", "Batter", "打者")
    primatum = Text("zh_TW", frozenset({"primatum"}), "y", "Batter", "打者")
    assert wrong_forms("zh_TW", [term], [showdown, primatum]) == [
        "x: '打者' where docs/terms.md:5 says '擊球員': 打者"]
    assert unlabelled("zh_TW", [term], [showdown]) == ["x: not '擊球員': 打者"]


@pytest.mark.parametrize("lang", LANGS)
def test_no_wrong_form_of_a_term(lang):
    """No struck form of the table in a translation (for English: a source text) or a rules
    text of its scope: one rendering per term in the app and the rules, and no other
    region's words."""
    bad = wrong_forms(lang, terms(), texts(lang))
    assert not bad, f"{len(bad)} wrong forms in {lang}:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", CHINESE)
def test_a_label_says_its_term(lang):
    """A message whose English is a term of the table (a label: Batter, Queen, Scores, Dealer …)
    is translated with that term."""
    bad = unlabelled(lang, terms(), texts(lang))
    assert not bad, f"{len(bad)} labels in {lang}:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", CHINESE)
def test_every_term_is_used(lang):
    """Every term occurs in its scope: the table names the words the app and the rules use."""
    shown = texts(lang)
    unused = [f"docs/terms.md:{t.line}: {t.forms[lang]!r} ({t.english})" for t in terms()
              if not any(t.forms[lang] in s.text for s in shown if in_scope(t, s))]
    assert not unused, "\n".join(unused)


def test_a_hint_reason_is_a_text_of_its_game():
    """HintReasons holds every game's hint sentences in one context: the file that uses a
    message (engine/games/<id>/reasons.py) says whose terms it must follow (the review found
    天地人's "A bomb decides this trick." saying 這一輪 for a trick, which is a 圈)."""
    reasons = {text.source: text.games for text in texts("zh_TW") if " HintReasons " in text.where}
    assert reasons["A bomb decides this trick."] == {"tiandiren"}
    assert reasons["On average the switch does better than the cards in your hand."] == {"showdown"}
    assert reasons["Losing from this column costs you the fewest points."] == {"primatum"}
    assert {game for games in reasons.values() for game in games} == set(GAMES)
    (trick,) = [t for t in terms() if t.scope == "tiandiren" and t.english == "trick"]
    old = Text("zh_TW", reasons["A bomb decides this trick."], "HintReasons", "A bomb decides this trick.",
               "用炸彈拿下這一輪。")
    assert wrong_forms("zh_TW", [trick], [old])


S2T, T2S = opencc.OpenCC("s2t"), opencc.OpenCC("t2s")
#: (scope, character, what OpenCC makes of it) where it cannot know the meaning: 九尊's queen
#: is 后 in Traditional too (王、后、公子), not 後 "after" (tests/gui/test_translations.py).
AS_IS = {("primatum", "后", "後")}


def in_script(text: str, lang: str, scope: str | frozenset = "") -> bool:
    """`text` (Han characters) is written in `lang`'s script: OpenCC's conversion to that script
    leaves it as it is (Traditional for English, as the games' names in the English UI)."""
    converted = (T2S if lang == "zh_CN" else S2T).convert(text)
    scopes = {scope} if isinstance(scope, str) else set(scope)
    return len(converted) == len(text) and all(
        a == b or any((s, a, b) in AS_IS for s in scopes) for a, b in zip(text, converted, strict=False))


def test_each_languages_words_are_in_its_script():
    """Regional words per script: a zh_TW cell is Traditional and a zh_CN cell Simplified, the
    struck forms too (a Taiwan word struck for zh_CN must be written as the mainland would
    write it, 全垒打, or it matches nothing), except a struck variant of the term itself
    (蓋着 beside 蓋著)."""
    bad = []
    for term in terms():
        for lang in CHINESE:
            convert = (T2S if lang == "zh_CN" else S2T).convert
            if not in_script(term.forms[lang], lang, term.scope):
                bad.append(f"docs/terms.md:{term.line}: {lang} {term.forms[lang]!r}")
            bad += [f"docs/terms.md:{term.line}: {lang} ~~{wrong}~~" for wrong in term.wrong[lang]
                    if convert(wrong) not in (wrong, term.forms[lang])]
    assert not bad, "a cell in the other script:\n" + "\n".join(bad)


RANK_FIRST = re.compile(r"(?<![0-9A-Za-z♠♥♦♣])(?:10|[2-9AJQK])[♠♥♦♣]")


@pytest.mark.parametrize("lang", LANGS)
def test_cards_are_written_suit_first(lang):
    """One card notation wherever a player reads a card: the suit, then the rank (♠A, ♥10), as
    九九's rules (♠A 歸零) and the seed of 九局对决 (♥️A/K/Q/J) write it — in the translations,
    the rules and the lessons of every game (the review: 九九's log wrote A♠, its rules ♠A;
    the tables' own lines are tests/gui/test_log_wording.py's)."""
    bad = [f"{text.where}: {m.group()!r} in {text.text.strip()[:70]}"
           for text in texts(lang) for m in RANK_FIRST.finditer(text.text)]
    assert not bad, f"{len(bad)} cards rank first:\n" + "\n".join(bad)


JOKER_NOTATION = re.compile(r"(?<![A-Za-z])(?:LJ|BJ)(?![A-Za-z])")


@pytest.mark.parametrize("lang", CHINESE)
def test_chinese_texts_name_the_jokers(lang):
    """A Chinese table shows 小王 / 大王, never LJ / BJ (天地人 writes 小王+A), so a Chinese rules
    text or lesson says 小王+9, not LJ+9 (the review: learners never see LJ on the table)."""
    bad = [f"{text.where}: {text.text.strip()[:70]}" for text in texts(lang)
           if JOKER_NOTATION.search(text.text)]
    assert not bad, "\n".join(bad)


HAN = re.compile(r"[\u3400-\u9fff]+")


def test_english_shows_chinese_terms_in_one_script():
    """English names a Chinese term beside its English word ("Banker (莊家)"): across the app
    in Traditional characters, as the games' names of the English UI (九局對決), whatever the
    seed's script (天地人's is Simplified; the English UI showed 庄家, 星链, 抢地 beside
    九局對決, issue 24 item 4). docs/terms.md says so."""
    bad = [f"{text.where}: {run!r}" for text in texts("en") for run in HAN.findall(text.text)
           if not in_script(run, "en", text.games)]
    assert not bad, "Simplified characters in English texts:\n" + "\n".join(bad)
