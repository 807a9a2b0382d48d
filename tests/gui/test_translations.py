"""Both .ts files are complete, in the right script, and compiled to .qm."""
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import opencc
import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = {"zh_TW": ROOT / "translations" / "jiupai_zh_TW.ts",
      "zh_CN": ROOT / "translations" / "jiupai_zh_CN.ts"}
PLACEHOLDER = re.compile(r"%\d|\{\w+\}")


def messages(lang):
    tree = ET.parse(TS[lang])
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            tr = message.find("translation")
            yield context.findtext("name"), message.findtext("source"), tr


@pytest.mark.parametrize("lang", TS)
def test_every_message_is_finished(lang):
    unfinished = [f"{ctx}: {src!r}" for ctx, src, tr in messages(lang)
                  if tr.get("type") in ("unfinished", "vanished", "obsolete")
                  or not (tr.text or "").strip()]
    assert not unfinished, f"{len(unfinished)} unfinished in {lang}:\n" + "\n".join(unfinished)


@pytest.mark.parametrize("lang", TS)
def test_placeholders_kept(lang):
    bad = [f"{ctx}: {src!r} -> {tr.text!r}" for ctx, src, tr in messages(lang)
           if tr.text and sorted(PLACEHOLDER.findall(src)) != sorted(PLACEHOLDER.findall(tr.text))]
    assert not bad, "\n".join(bad)


def test_traditional_has_no_simplified_characters():
    to_trad = opencc.OpenCC("s2t")
    bad = [f"{ctx}: {tr.text!r} -> {to_trad.convert(tr.text)!r}"
           for ctx, _src, tr in messages("zh_TW")
           if tr.text and to_trad.convert(tr.text) != tr.text]
    assert not bad, "Simplified characters in zh_TW:\n" + "\n".join(bad)


def test_simplified_has_no_traditional_characters():
    to_simp = opencc.OpenCC("t2s")
    bad = [f"{ctx}: {tr.text!r} -> {to_simp.convert(tr.text)!r}"
           for ctx, _src, tr in messages("zh_CN")
           if tr.text and to_simp.convert(tr.text) != tr.text]
    assert not bad, "Traditional characters in zh_CN:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", TS)
def test_qm_compiled_and_current(lang):
    qm = TS[lang].with_suffix(".qm")
    assert qm.is_file() and qm.stat().st_size > 100, f"{qm.name} missing: run tools/update_translations.py"
    assert qm.stat().st_mtime >= TS[lang].stat().st_mtime - 1, f"{qm.name} older than its .ts"
