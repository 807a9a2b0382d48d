#!/usr/bin/env python3
"""Refresh translations/jiupai_<lang>.ts from the sources, fill them, compile to .qm.

    python tools/update_translations.py            # lupdate + fill + lrelease
    python tools/update_translations.py --no-fill  # lupdate + lrelease only

1. `pyside6-lupdate` scans gui/ and main.py (tr(), QCoreApplication.translate(),
   QT_TRANSLATE_NOOP) into both .ts files (obsolete entries dropped).
2. Unfinished messages found in tools/zh_glossary*.py (English -> (繁, 简)) are
   filled in; anything still unfinished is listed, and tests/gui/test_translations.py
   fails until it is translated (here or in Qt Linguist).
3. `pyside6-lrelease` compiles the .qm files the app loads (commit them).
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = ("zh_TW", "zh_CN")


def sources() -> list[str]:
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))
    return files + ["main.py"]


def tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: pip install PySide6-Essentials (it ships {name})")
    return found


def lupdate() -> None:
    for lang in LANGS:
        ts = TS_DIR / f"jiupai_{lang}.ts"
        cmd = [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none",
               "-source-language", "en", "-target-language", lang, "-ts", str(ts)]
        subprocess.run(cmd, cwd=ROOT, check=True)


def fill() -> int:
    GLOSSARY = glossary()

    missing = 0
    for index, lang in enumerate(LANGS):
        ts = TS_DIR / f"jiupai_{lang}.ts"
        tree = ET.parse(ts)
        for context in tree.getroot().iter("context"):
            ctx = context.findtext("name")
            for message in context.iter("message"):
                source = message.findtext("source")
                tr = message.find("translation")
                entry = GLOSSARY.get(f"{ctx}|{source}") or GLOSSARY.get(source)
                if entry is not None:
                    tr.text = entry[index]
                    tr.attrib.pop("type", None)
                elif tr.get("type") == "unfinished" or not (tr.text or "").strip():
                    missing += 1
                    print(f"unfinished [{lang}] {ctx}: {source!r}")
        _write(tree, ts)
    return missing


def glossary() -> dict[str, tuple[str, str]]:
    """tools/zh_glossary.py plus one tools/zh_glossary_<game>.py per game table, merged
    (one file per table, so the tables' translators never edit the same file)."""
    import importlib  # noqa: PLC0415

    sys.path.insert(0, str(ROOT))
    merged: dict[str, tuple[str, str]] = {}
    for path in sorted((ROOT / "tools").glob("zh_glossary*.py")):
        merged.update(importlib.import_module(f"tools.{path.stem}").GLOSSARY)
    return merged


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def lrelease() -> None:
    for lang in LANGS:
        ts = TS_DIR / f"jiupai_{lang}.ts"
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       cwd=ROOT, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-fill", action="store_true", help="do not fill from the glossary")
    args = parser.parse_args()
    TS_DIR.mkdir(exist_ok=True)
    lupdate()
    missing = 0 if args.no_fill else fill()
    lrelease()
    if missing:
        print(f"{missing} message(s) still unfinished")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
