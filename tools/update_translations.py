#!/usr/bin/env python3
"""Refresh translations/jiupai_<lang>.ts from the sources and compile them to .qm.

    python tools/update_translations.py

The .ts files are the only place translations live: edit them in Qt Linguist
(`pyside6-linguist translations/jiupai_zh_TW.ts`), then run this tool.

1. `pyside6-lupdate` scans gui/, engine/, netplay/ and main.py (tr(),
   QCoreApplication.translate(), and QT_TRANSLATE_NOOP, which the engine and netplay
   import from engine/i18n.py) into the .ts files. It keeps every translation already there,
   adds new strings as unfinished, drops strings no longer in the sources, and records where each string is used
   (relative locations), so Linguist can show a translator the line.
   jiupai_zh_TW.ts and jiupai_zh_CN.ts hold every string; jiupai_en.ts holds only
   the plurals ("%n card(s)" -> "1 card" / "%n cards"), because English is the
   source language and needs no other translation (lupdate -pluralonly).
2. `pyside6-lrelease` compiles the .qm files the app loads (commit .ts and .qm).
3. Unfinished messages are listed; the exit status is 1 while there are any, and
   tests/gui/test_translations.py fails until they are translated.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
#: Every language the app ships a .ts for; "en" holds the plural forms only.
LANGS = ("en", "zh_TW", "zh_CN")
SOURCE_DIRS = ("gui", "engine", "netplay")


def sources() -> list[str]:
    """The Python files lupdate reads, relative to the repository root."""
    files = sorted(str(p.relative_to(ROOT)) for d in SOURCE_DIRS for p in (ROOT / d).rglob("*.py"))
    return files + ["main.py"]


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"jiupai_{lang}.ts"


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        sys.exit(f"{name} not found: pip install PySide6-Essentials (it ships {name})")
    return found


def lupdate(ts_dir: Path = TS_DIR, quiet: bool = False) -> None:
    """Merge the sources' strings into each .ts, keeping the translations already there."""
    for lang in LANGS:
        cmd = [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "relative",
               "-source-language", "en", "-target-language", lang,
               "-ts", str(ts_path(lang, ts_dir))]
        if lang == "en":
            cmd.insert(-2, "-pluralonly")
        if quiet:
            cmd.insert(1, "-silent")
        subprocess.run(cmd, cwd=ROOT, check=True)


def lrelease(ts_dir: Path = TS_DIR, quiet: bool = False) -> None:
    for lang in LANGS:
        ts = ts_path(lang, ts_dir)
        qm = ts.with_suffix(".qm")
        fresh = qm.with_suffix(".qm.new")
        cmd = [tool("pyside6-lrelease"), str(ts), "-qm", str(fresh)]
        if quiet:
            cmd.insert(1, "-silent")
        subprocess.run(cmd, cwd=ROOT, check=True)
        # A running app maps the .qm into memory: replace the file, never rewrite it in place
        # (a rewrite under a mapping kills the app with SIGBUS).
        os.replace(fresh, qm)


def unfinished(ts: Path) -> list[str]:
    """'context: source' of every message without a finished translation (all plural forms)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            tr = message.find("translation")
            forms = [f.text for f in tr.iter("numerusform")] if message.get("numerus") == "yes" \
                else [tr.text]
            if tr.get("type") in ("unfinished", "vanished", "obsolete") or not forms \
                    or not all((f or "").strip() for f in forms):
                found.append(f"{name}: {message.findtext('source')!r}")
    return found


def main() -> int:
    TS_DIR.mkdir(exist_ok=True)
    lupdate()
    lrelease()
    missing = 0
    for lang in LANGS:
        for line in unfinished(ts_path(lang)):
            print(f"unfinished [{lang}] {line}")
            missing += 1
    if missing:
        print(f"{missing} message(s) still unfinished: translate them in Qt Linguist "
              "(pyside6-linguist translations/jiupai_<lang>.ts), then run this tool again")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
