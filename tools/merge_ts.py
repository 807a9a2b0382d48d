#!/usr/bin/env python3
"""Carry finished translations from another version of the .ts files into the working ones.

    python tools/merge_ts.py REV [REV ...]

Why: lupdate writes relative line numbers into the .ts files, so two branches that both
touch the sources conflict in nearly every context of the .ts files, though their
translations do not. Resolve such a conflict by taking one side's .ts files
(`git checkout --ours translations/`), running `python tools/update_translations.py`
(lupdate adds the other side's new strings as unfinished), then this tool with the other
side's commit: every unfinished message whose (context, source, comment) -- or, failing
that, whose source alone, when all its translations agree -- is finished in REV gets that
translation. A translation REV itself changed (against its parent: a word fixed on a branch)
replaces the working one even where that one is finished, so a rebase keeps the fix. The
tool then runs update_translations again so the files are normalized and the .qm compiled;
what is still unfinished is listed as usual.
"""
from __future__ import annotations

import copy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import update_translations as ut  # noqa: E402

Key = tuple[str, str, str]


def _finished(message: ET.Element) -> bool:
    tr = message.find("translation")
    if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    forms = [f.text for f in tr.iter("numerusform")] if message.get("numerus") == "yes" \
        else [tr.text]
    return bool(forms) and all((f or "").strip() for f in forms)


def _messages(root: ET.Element):
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield (name, message.findtext("source") or "", message.findtext("comment") or ""), \
                message


def _forms(tr: ET.Element) -> tuple[str, ...]:
    return tuple(f.text or "" for f in tr.iter("numerusform")) or (tr.text or "",)


def _finished_at(rev: str, lang: str) -> dict[Key, ET.Element]:
    """The finished translations of one revision ({} where it has no such .ts)."""
    shown = subprocess.run(["git", "show", f"{rev}:translations/jiupai_{lang}.ts"],
                           cwd=ut.ROOT, capture_output=True)
    if shown.returncode:
        return {}
    return {key: message.find("translation")
            for key, message in _messages(ET.fromstring(shown.stdout)) if _finished(message)}


def _changed(revs: list[str], lang: str) -> dict[Key, ET.Element]:
    """The translations each REV changed or added against its first parent."""
    changed: dict[Key, ET.Element] = {}
    for rev in revs:
        before = _finished_at(f"{rev}^", lang)
        for key, tr in _finished_at(rev, lang).items():
            if key not in before or _forms(before[key]) != _forms(tr):
                changed.setdefault(key, tr)
    return changed


def _known(revs: list[str], lang: str) -> tuple[dict[Key, ET.Element], dict[str, ET.Element]]:
    by_key: dict[Key, ET.Element] = {}
    by_source: dict[str, ET.Element | None] = {}
    for rev in revs:
        text = subprocess.run(["git", "show", f"{rev}:translations/jiupai_{lang}.ts"],
                              cwd=ut.ROOT, check=True, capture_output=True).stdout
        for key, message in _messages(ET.fromstring(text)):
            if not _finished(message):
                continue
            tr = message.find("translation")
            by_key.setdefault(key, tr)
            seen = by_source.get(key[1], tr)
            same = seen is not None and ET.tostring(seen) == ET.tostring(tr)
            by_source[key[1]] = tr if same else None
    return by_key, {s: t for s, t in by_source.items() if t is not None}


def merge(revs: list[str]) -> int:
    carried = 0
    for lang in ut.LANGS:
        path = ut.ts_path(lang)
        tree = ET.parse(path)
        by_key, by_source = _known(revs, lang)
        changed = _changed(revs, lang)
        for key, message in _messages(tree.getroot()):
            found = changed.get(key)
            if _finished(message) and (found is None
                                       or _forms(found) == _forms(message.find("translation"))):
                continue
            if found is None:    # (an element with no children is false: compare with None)
                found = by_key.get(key)
            if found is None:
                found = by_source.get(key[1])
            if found is None or message.get("numerus") != ("yes" if found.find(
                    "numerusform") is not None else None):
                continue
            message.remove(message.find("translation"))
            message.append(copy.deepcopy(found))
            carried += 1
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                        encoding="utf-8")
    print(f"carried {carried} translation(s) from {', '.join(revs)}")
    return ut.main()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(merge(sys.argv[1:]))
