"""天地人 rules texts exist in three languages, each in its own script."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def text(lang: str) -> str:
    return (ROOT / "resources" / "rules" / lang / "tiandiren.md").read_text(encoding="utf-8")


def test_texts_exist_and_name_the_heaven_hands():
    assert "Starlink" in text("en") and "Earth" in text("en")
    assert "星链" in text("zh_CN") and "火星航母" in text("zh_CN")
    assert "星鏈" in text("zh_TW") and "飛船" in text("zh_TW")
    assert (ROOT / "docs" / "rules" / "tiandiren.md").exists()


def test_scripts_are_pure():
    opencc = pytest.importorskip("opencc")
    cn, tw = text("zh_CN"), text("zh_TW")
    assert opencc.OpenCC("t2s").convert(cn) == cn
    assert opencc.OpenCC("s2tw").convert(tw) == tw
