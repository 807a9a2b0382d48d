"""Screenshot helper: widget.grab() PNGs into artifacts/screenshots/<lang>/ (gitignored)."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "artifacts" / "screenshots"


def shot(widget: QWidget, name: str, lang: str) -> Path:
    """Process pending events (LanguageChange, layouts), then save widget.grab()."""
    for _ in range(3):
        QApplication.processEvents()
    folder = SHOTS / lang
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    pixmap = widget.grab()
    assert not pixmap.isNull(), f"empty grab for {name}"
    assert pixmap.save(str(path)), f"could not write {path}"
    return path


DOCS = ROOT / "docs" / "screenshots"


def to_docs(path: Path, name: str | None = None) -> Path | None:
    """Copy a screenshot into docs/screenshots/ (the images the repository shows) — only when
    JIUPAI_DOCS_SHOTS=1: a test run must not rewrite tracked files (a random deal's picture
    changed on every run). Regenerate them with `JIUPAI_DOCS_SHOTS=1 pytest tests/gui`."""
    if os.environ.get("JIUPAI_DOCS_SHOTS") != "1":
        return None
    DOCS.mkdir(parents=True, exist_ok=True)
    target = DOCS / (name or path.name)
    shutil.copyfile(path, target)
    return target
