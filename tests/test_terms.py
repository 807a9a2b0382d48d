"""The app and the in-app rules say a game term the one way docs/terms.md says (issue 12).

docs/terms.md holds one table per game and two common ones (English | zh_TW | zh_CN | seed |
note). In a language's cell the term comes first and the forms that are wrong for it follow,
struck through (`擊球員 ~~打者~~`). These tests read that table and every text the player can
see: the translations in translations/jiupai_zh_*.ts (for English, their sources) and the
rules texts in resources/rules/<lang>/<game>.md. A game's terms are checked in that game's texts only (its
.ts contexts, the engine's words for it, its rules file); the common ones everywhere.
Pure Python: ElementTree for the .ts, no Qt.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from typing import Iterable
from pathlib import Path

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


def message_games(context: str, source: str) -> frozenset[str]:
    for prefix, game in CONTEXT_GAMES.items():
        if context.startswith(prefix):
            return frozenset({game})
    if context.startswith("Engine"):
        return engine_games().get(source, frozenset())
    return frozenset()


@cache
def texts(lang: str) -> tuple[Text, ...]:
    """Every translation of the .ts (each plural form; for English the source) and every
    line of the rules texts."""
    found = []
    tree = ET.parse(ROOT / "translations" / f"jiupai_{'zh_TW' if lang == 'en' else lang}.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            games = message_games(name, source)
            if lang == "en":
                found.append(Text(lang, games, f"source {name} {source!r}", None, source))
                continue
            found += [Text(lang, games, f"{lang}.ts {name} {source!r}", source, form) for form in forms]
    for game in GAMES:
        path = ROOT / "resources" / "rules" / lang / f"{game}.md"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found.append(Text(lang, frozenset({game}), f"rules/{lang}/{game}.md:{number}", None, line))
    return tuple(found)


def in_scope(term: Term, text: Text) -> bool:
    return term.scope == "common" or term.scope in text.games


def label(text: str) -> str:
    """'&Rules:' -> 'rules': how a label is compared with the English cell."""
    return re.sub(r"\(&\w\)|&", "", text).strip().rstrip(":：!！").strip().lower()


def wrong_forms(lang: str, table: Iterable[Term], shown: Iterable[Text]) -> list[str]:
    """Each struck form of `lang` found in a text of its term's scope (English ignores case)."""
    table, shown = list(table), list(shown)
    fold = str.lower if lang == "en" else str
    return [f"{text.where}: {wrong!r} where docs/terms.md:{term.line} says {term.forms[lang]!r}: "
            f"{text.text.strip()[:70]}"
            for term in table for wrong in term.wrong[lang]
            for text in shown if fold(wrong) in fold(text.text) and in_scope(term, text)]


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
